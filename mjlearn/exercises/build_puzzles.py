"""Rebuild the 何切 puzzle banks ``mjlearn/data/puzzles/<ruleset>.json``: ``python -m mjlearn.exercises.build_puzzles``.

The hands are searched from a fixed seed (:func:`mjlearn.exercises.discard.build_bank`); the best discards and the
reasons are computed by :func:`mjlearn.advise`.  ``tests/test_advice_trainer.py`` checks the stored files against
the library.
"""
from __future__ import annotations

from .discard import build_bank, write_bank


def main() -> None:
    bank = build_bank()
    write_bank(bank)
    print({k: len(v) for k, v in bank.items()})


if __name__ == "__main__":
    main()
