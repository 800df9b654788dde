"""Decompositions (拆牌) and readings, waits (听牌) and shanten (向听) — spec ``common.md``.

Data model
----------
* :class:`Group` — one set, pair or (thirteen orphans) single of a decomposition.  ``tiles`` are the kinds
  *as they stand* (a ghost counted as the kind it stands for); ``ghosts`` is the multiset of kinds that
  ghost tiles stand for inside the group.  A group made only of ghosts is *wild* (``wild_set`` /
  ``wild_pair``): it may be any set / any pair; rulesets that score ghosts choose the best concrete one.
* :class:`Decomposition` — one partition of all the hand's tiles: ``form`` (``standard``,
  ``seven_pairs``, ``thirteen_orphans``), the declared sets first (fixed), then the concealed groups.
  Two partitions with the same multiset of groups are the same decomposition.
* :class:`Reading` — a decomposition plus where the winning tile sits (``win_index`` into ``groups``) and
  the wait shape (``two_sided`` 两面, ``closed`` 坎/夹, ``edge`` 边, ``single`` 吊/单粘, ``shanpon`` 对倒,
  ``thirteen`` 十三面, ``ghost`` — placed in a wild group).

Algorithm
---------
Sets never cross suits, so a hand is split into four blocks (万, 筒, 条, honors).  A standard hand needs
exactly one block holding ≡ 2 tiles mod 3 (it holds the pair) and the others ≡ 0.  Each block's
partitions are computed once and cached, as shared immutable :class:`Group` objects; a hand's
decompositions are the product of its blocks' partitions (pair block outermost, so results are ordered by
the pair's kind).  For a set-only partition the lowest remaining tile is either in one pung (plus chows)
or only in chows starting at it, which makes every partition unique by construction.  Suit-block work is
cached on the block's *pattern* (its counts from the lowest to the highest rank held, padded by the two
ranks a chow or a wait can still reach), shared by the three suits and every shift of a shape.

Shanten, waits and the complete-hand check are table-driven: one look-up per block in a bounded
block table (:data:`mjlearn.readings.tables.BLOCKS`) gives its deficiency vector (from the precomputed suit
table, ``suit_table.bin``: the fewest tiles each of "s sets + p pairs" still lacks), whether it splits, its
waits, pairs and orphans.  Standard shanten is the min-plus combination of the four vectors minus one,
ghosts counting as jokers (one missing tile each); seven pairs and thirteen orphans are counted.  A kind wins
iff the other blocks split and its block with one more copy does, the block residues mod 3 saying which
blocks are worth trying.  Seven pairs waits: the one odd kind.

Ghost tiles in decompositions are handled by the same block split: each block enumerates the ways to cover
its real tiles with groups that contain at least one real tile, spending ghosts on the missing places,
within a budget of the ghosts the other blocks leave (``g`` minus their least possible spending); ghosts left
over form wild groups.  Coverings that differ only in which physical ghost plays which role are kept once.
Nothing substitutes 34^k kinds.  **Copy limit**: a ghost never stands for a sixth copy — coverings, ghost
waits and completeness keep real + declared + stand-in copies of every kind at five or fewer
(``common.md`` § Ghost tiles; the rulesets that give wild groups a meaning keep it too).

Modules (one per spec section): ``model`` (Group, Decomposition, Reading), ``tables`` (block tables),
``_suit_table`` (the precomputed suit table), ``standard``, ``ghosts``, ``seven_pairs``, ``thirteen``,
``decompose`` (decompositions, complete-hand check, winning-tile placements), ``waits``, ``shanten``
(with :func:`shanten_batch` and :func:`discard_shanten` for many variants of one hand), ``_cache``
(bounded caches, :func:`clear_caches`).

Measured in ``bench/run.py`` against the PyPI ``mahjong`` package (see its docstring for the method).
"""
from __future__ import annotations

from ._cache import clear_caches
from .decompose import chow_shape, decompose, is_complete_counts, readings
from .model import FORMS, SHAPES, Decomposition, Group, Reading
from .shanten import discard_shanten, is_complete, shanten, shanten_batch
from .waits import WaitInfo, shape_waits

__all__ = ["FORMS", "SHAPES", "Group", "Decomposition", "Reading", "WaitInfo", "decompose", "readings",
           "chow_shape", "is_complete_counts", "shape_waits", "shanten", "is_complete", "shanten_batch",
           "discard_shanten", "clear_caches"]
