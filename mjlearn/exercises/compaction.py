"""Compacting the progress log (:mod:`mjlearn.exercises.store`) without a slow ``check``: the fold of the log is
brought up to date a few hundred events at a time by the appends before the log is due (:func:`catch_up`), so the
append that takes the log past :data:`~mjlearn.exercises.store.COMPACT_BYTES` only writes files
(:func:`compact`): the new snapshot spliced from the old one and the log's own lines as they are on disk (no
history parsed or encoded), and the fold in hand as the state file (:mod:`marshal`, ~5 ms for 10,000 items).

Nothing here changes what is recorded: every event is appended to the log (one ``write``) before any of this
runs, and a compaction that cannot be done cheaply is done later (the log simply grows), up to
:data:`HARD_FACTOR` × ``COMPACT_BYTES``, when it is done whatever it costs.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from . import store
from .fold import Folded, StateReader, load_state, state_bytes, state_parts

CATCH_UP = 256  # events folded at most by one append (a few ms), on top of the events it appends
CATCH_UP_MIN = 32  # events waiting before an append folds them (fewer, larger steps: each copies the fold's indexes)
STATE_PARTS = 4  # parts of a state file read or written at most by one append (~1 ms each: 512 items)
HARD_FACTOR = 4  # a log this many times COMPACT_BYTES is compacted even when its fold is not at hand


def state_path(home: Path, gen: int) -> Path:
    return home / f"progress-{gen}.state"


def _py() -> list[int]:
    return list(sys.version_info[:2])


def write_state(home: Path, gen: int, payload: bytes, skey: tuple | None = None) -> None:
    """Next to snapshot ``gen`` (whose key is ``skey``, default its key now): the bytes of its fold
    (:func:`mjlearn.exercises.fold.dump_state`), after a first line with the snapshot's key, a SHA-1 of the
    bytes and the Python version that wrote them, so that a new kernel reads the fold instead of replaying
    every event.  Only a cache: a missing, stale or damaged one is ignored."""
    skey = store._snapshot_key(home, gen) if skey is None else skey
    if store._snapshot_key(home, gen) != skey:
        return  # the snapshot changed since (another process compacted): this fold is not its fold
    head = json.dumps({"v": 2, "snapshot": list(skey), "py": _py(), "sha1": hashlib.sha1(payload).hexdigest()})
    p = state_path(home, gen)
    store._make_safe(p)
    fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".tmp", dir=str(home))
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(head.encode("ascii") + b"\n" + payload)
        os.replace(tmp, p)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def start_state(home: Path, gen: int, f: Folded, parts: int = STATE_PARTS) -> None:
    """Write snapshot ``gen``'s state file from its fold ``f``, :data:`STATE_PARTS` parts per append: the
    first ones now, the rest by the next appends (:func:`continue_state`), the file once the last part is
    made.  A small fold is written at once; a large one costs no single ``check`` its whole encoding."""
    store._DUMPING[str(home)] = (gen, store._snapshot_key(home, gen), state_parts(f), [])
    continue_state(home, parts)


def continue_state(home: Path, parts: int = STATE_PARTS) -> None:
    """Make up to ``parts`` more parts of the state file being written (see :func:`start_state`); write the
    file when they are all made.  Dropped when the snapshot changed meanwhile."""
    key = str(home)
    job = store._DUMPING.get(key)
    if job is None:
        return
    gen, skey, it, done = job
    if store._snapshot_key(home, gen) != skey:
        del store._DUMPING[key]
        return
    for _ in range(parts):
        part = next(it, None)
        if part is None:
            del store._DUMPING[key]
            write_state(home, gen, state_bytes(done), skey)
            return
        done.append(part)


def _state_payload(home: Path, gen: int, skey: tuple) -> bytes | None:
    """The bytes of snapshot ``gen``'s state file after its first line, when that line names this snapshot
    (``skey``), their SHA-1 and this Python; else ``None``."""
    p = state_path(home, gen)
    if not gen or store._unsafe(p):
        return None
    try:
        fd = store._open(p, os.O_RDONLY)
        with os.fdopen(fd, "rb") as fh:
            raw = fh.read()
        head_raw, _, payload = raw.partition(b"\n")
        head = json.loads(head_raw.decode("ascii"))
        if not isinstance(head, dict) or head.get("snapshot") != list(skey) \
                or head.get("sha1") != hashlib.sha1(payload).hexdigest() \
                or (head.get("v") != 1 and head.get("py") != _py()):
            return None
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return None
    return payload


def read_state(home: Path, gen: int, skey: tuple) -> Folded | None:
    """The :class:`~mjlearn.exercises.fold.Folded` of snapshot ``gen`` from its state file, or ``None`` when there
    is none or it does not belong to this snapshot (another key, another SHA-1, another Python, unreadable)."""
    payload = _state_payload(home, gen, skey)
    return None if payload is None else load_state(payload)


def _base(home: Path, gen: int, skey: tuple) -> Folded | None:
    """The fold of the events before the log, :data:`STATE_PARTS` parts of the state file per call (the first
    call also reads the file); ``None`` while parts are left or when there is no state to read."""
    key = str(home)
    if gen == 0:
        return None if os.path.lexists(home / store.LEGACY) else Folded()
    loading = store._LOADING.get(key)
    if loading is None or loading[0] != skey:
        payload = _state_payload(home, gen, skey)
        loading = store._LOADING[key] = (skey, StateReader(payload) if payload is not None else None)
    r = loading[1]
    if r is None or not r.step(STATE_PARTS):
        if r is not None and not r.ok:
            store._LOADING[key] = (skey, None)  # not tried again for this snapshot: a read replays it
        return None
    del store._LOADING[key]
    store._TRUSTED[key] = skey
    return r.fold()


def catch_up(home: Path, gen: int, budget: int) -> Folded | None:
    """Fold at most ``budget`` more of the current log's events into this process's fold (kept in the store's
    caches, where :func:`mjlearn.exercises.store.folded` continues it); the fold of every event when it is now
    complete, else ``None``.  The fold before the log comes from the snapshot's state file, read a few parts
    per call before any event is folded; without one (it would mean replaying the snapshot) nothing is done
    here and ``None`` is returned."""
    key = str(home)
    skey = store._snapshot_key(home, gen)
    base = store._BASE.get(key)
    if base is None or base[0] != skey:
        f0 = _base(home, gen, skey)
        if f0 is None:
            return None
        base = store._BASE[key] = (skey, f0)
    tail = store._log_events(home, gen, skey)
    last = store._TAIL.get(key)
    if last is not None and last[0] == skey and last[1] <= len(tail) and (not last[1] or tail[last[1] - 1] is last[2]):
        done, f = last[1], last[3]
    else:
        done, f = 0, base[1]
    step = tail[done:done + max(0, budget)]
    if step:
        f = f.extend(step)
        done += len(step)
        store._TAIL[key] = (skey, done, tail[done - 1], f)
    return f if done == len(tail) else None


def after_append(home: Path, gen: int, end: int, appended: int) -> None:
    """Called by :func:`mjlearn.exercises.store.append` (under the lock) after ``appended`` events took the log to
    ``end`` bytes: past half of ``COMPACT_BYTES`` the fold catches up; past ``COMPACT_BYTES`` with the fold
    complete, the log is compacted; past ``HARD_FACTOR`` × ``COMPACT_BYTES`` it is compacted in any case."""
    continue_state(home)
    limit = store.COMPACT_BYTES
    if end <= limit // 2:
        return
    key = str(home)
    pending = len(store._log_events(home, gen, store._snapshot_key(home, gen)))
    last = store._TAIL.get(key)
    if last is not None and last[0] == store._snapshot_key(home, gen):
        pending -= last[1]
    f = None
    if pending >= CATCH_UP_MIN or end > limit:
        f = catch_up(home, gen, CATCH_UP + appended)
    parts = STATE_PARTS if appended <= CATCH_UP else 1 << 30  # a bulk append (not a check): all parts now
    if end > limit and f is not None:
        compact(home, gen, f, parts)
    elif end > HARD_FACTOR * limit:
        compact(home, gen, store.folded(home), parts)


def spliced(home: Path, gen: int, f: Folded) -> list[bytes | memoryview] | None:
    """Snapshot ``gen + 1`` as pieces of bytes without reading the history: snapshot ``gen``'s events as they are on disk
    and its log's lines after them — when this process wrote snapshot ``gen`` or read it whole and it has not
    changed since (same size and time), and ``f`` folds exactly those events; else ``None``.  The log's lines
    are used as written when every one of them is one of the events read (else the events are encoded)."""
    key = str(home)
    skey = store._snapshot_key(home, gen)
    base = store._BASE.get(key)
    if not gen or store._TRUSTED.get(key) != skey or base is None or base[0] != skey:
        return None
    log = store._log_events(home, gen, skey)
    cached = store._CACHE.get(key)
    if f.count != base[1].count + len(log) or cached is None or cached[0] != skey:
        return None
    try:
        fd = store._open(store._snapshot_path(home, gen), os.O_RDONLY)
        with os.fdopen(fd, "rb") as fh:
            old = fh.read()
        fd = store._open(store._log_path(home, gen), os.O_RDONLY)
        with os.fdopen(fd, "rb") as fh:
            lines = [ln for ln in fh.read(cached[1]).split(b"\n") if ln.strip()]
    except OSError:
        return None
    head = store._head(gen)
    if not old.startswith(head) or not old.endswith(b"]}") or store._snapshot_key(home, gen) != skey:
        return None
    body = memoryview(old)[len(head):-2]
    more = b", ".join(lines) if len(lines) == len(log) else json.dumps(log, ensure_ascii=False)[1:-1].encode("utf-8")
    return [store._head(gen + 1), body, b", " if len(body) and more else b"", more, b"]}"]  # written as they are


def compact(home: Path, gen: int, f: Folded, parts: int = STATE_PARTS) -> None:
    """Fold snapshot ``gen`` and its log into snapshot ``gen + 1`` (under the lock held by
    :func:`~mjlearn.exercises.store.append`; ``f``: the fold of every event), then remove the folded files.  A
    format-1 file folded at generation 0 is kept as ``.v1-N``.  The new snapshot's state file is begun with
    ``parts`` of its parts (:func:`start_state`)."""
    raw = spliced(home, gen, f)
    events: list[dict[str, Any]] = [] if raw is not None else store.read_events(home)
    fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".tmp", dir=str(home))
    try:
        with os.fdopen(fd, "wb") as fh:  # dumps: the C encoder (dump streams through the Python one)
            for piece in raw if raw is not None else [json.dumps(
                    {"format": store.FORMAT, "generation": gen + 1, "events": events}, ensure_ascii=False).encode("utf-8")]:
                fh.write(piece)
            fh.flush()
            try:
                os.fsync(fh.fileno())
            except OSError:
                pass
        os.replace(tmp, store._snapshot_path(home, gen + 1))
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if gen == 0 and os.path.lexists(home / store.LEGACY):
        try:
            os.replace(home / store.LEGACY, store._backup_name(home / store.LEGACY, "v1"))
        except OSError:
            pass
    whole = raw is not None or f.count == len(events)
    start_state(home, gen + 1, f if whole else Folded().extend(events), parts)
    for p in (store._snapshot_path(home, gen), store._log_path(home, gen), state_path(home, gen)):
        try:
            os.unlink(p)
        except OSError:
            pass
    key = str(home)
    store._CACHE.pop(key, None)
    store._TAIL.pop(key, None)
    if whole:  # the new snapshot's fold and its (empty) log are known: nothing to read back
        skey = store._TRUSTED[key] = store._snapshot_key(home, gen + 1)
        store._BASE[key] = (skey, f)
        if not os.path.lexists(store._log_path(home, gen + 1)):
            store._CACHE[key] = (skey, 0, [])
