"""Regenerate ``mjlearn/readings/capped_table.bin`` (the suit blocks the copy limit changes; see
:mod:`mjlearn.readings._capped_table`).  Run from the repository root: ``python scripts/build_capped_table.py``
(about a minute)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mjlearn.readings import _capped_table, capped  # noqa: E402

if __name__ == "__main__":
    t = _capped_table.build(capped._suffix)
    _capped_table.dump(t)
    print(f"{len(t)} blocks, {len(set(t.values()))} vectors -> {_capped_table._PATH}")
