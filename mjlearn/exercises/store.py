"""Where the learner's progress lives: an append-only event log with a snapshot, in ``$MJLEARN_HOME``
(spec ``product.md`` § Exercises: progress is kept locally and never lost).

Files (all inside ``$MJLEARN_HOME``, default ``~/.mjlearn``):

* ``progress-<g>.log`` — one JSON object per line, one line per event (an answer, a hint, a solution seen,
  a reset, a leech's help shown).  Recording an attempt **appends one line** (``O_APPEND``, one ``write``):
  it never rewrites the history, so a 10,000-item history costs a check no more than an empty one;
* ``progress-<g>.json`` — the snapshot of generation ``g``: every event of the earlier logs
  (``{"format": 2, "generation": g, "events": [...]}``).  When the log passes :data:`COMPACT_BYTES` it is
  folded into ``progress-<g+1>.json`` (a temporary file, then :func:`os.replace`) and a new log begins; the
  highest snapshot number says which log is current, so a crash between the steps never counts an event
  twice nor drops one (an older snapshot or log left behind is removed at the next write).  The appends
  before that bring the fold of the log up to date a few hundred events at a time, so the compacting append
  only writes files — the old snapshot's bytes and the log's lines spliced, and the fold in hand
  (:mod:`mjlearn.exercises.compaction`): with a 10,000-item history ~10 ms of CPU, not ~70-150;
* ``progress-<g>.state`` — the fold of snapshot ``g``'s events (boxes, due days, mastery; :mod:`marshal` in
  parts, made a few parts per append after the snapshot is written and then written whole at once, with the
  snapshot's size and time, the Python version and a SHA-1 in its first line): a new kernel reads it and folds
  only the current log on top, instead of replaying the whole history (10,000 items: one file read, not 10,000
  events).  Only a cache — a missing, stale or damaged one is ignored, the events are replayed and the next
  appends write it again;
* ``progress.lock`` — an advisory lock (POSIX ``fcntl``) around appends and compaction.

Why an append-only log rather than SQLite: the course site runs in Pyodide/JupyterLite, whose file system
is the browser's (IndexedDB behind Emscripten's FS): plain reads, writes and appends work there, while
``sqlite3`` is an unvendored module that must be loaded separately and its journal/locking on that file
system is not reliable.  A JSON-lines file is also readable by a learner and easy to back up.

Nothing is ever lost or fatal:

* a line that is not a valid event (a torn write of a killed process, a hand edit) is skipped and kept in
  ``progress.log.bad-N`` with one note; a snapshot that cannot be read (not JSON, wrong shape, newer
  format) is moved aside (``progress.json.bad-N`` / ``.v<format>``) with one note;
* a format-1 ``progress.json`` (the earlier whole-state file) is converted at the next write: its answers
  become the first snapshot's events and the file is kept as ``progress.json.v1-N``;
* leftover ``.progress-*.tmp`` files of a crashed compaction are removed at the next write;
* a data or lock file that is a symlink (or not a regular file) is never followed: it is moved aside and a
  fresh file is made (``O_NOFOLLOW``);
* a folder that cannot be written keeps the record in memory for the session (one note).
"""
from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable
from contextlib import contextmanager
from pathlib import Path
from typing import Any

FORMAT = 2
COMPACT_BYTES = 600_000
LEGACY = "progress.json"
LOCK = "progress.lock"
EVENT_TYPES = ("answer", "hint", "solution", "reset", "help")

_NOTES: list[str] = []
_MEMORY: dict[str, list[dict[str, Any]]] = {}  # home → events, when the folder cannot be written
_CACHE: dict[str, tuple] = {}  # home → (snapshot key, log size, the log's events)
_BASE: dict[str, tuple] = {}  # home → (snapshot key, the Folded of the events before the log)
_TAIL: dict[str, tuple] = {}  # home → (snapshot key, log events folded, the last of them, the Folded of all)
_LOADING: dict[str, tuple] = {}  # home → (snapshot key, the StateReader its appends read a few parts at a time)
_DUMPING: dict[str, tuple] = {}  # home → (generation, snapshot key, its state's parts to make, the parts made)
_TRUSTED: dict[str, tuple] = {}  # home → key of the snapshot this process wrote or read whole (every event valid)


def note(text) -> None:
    """One clear line on stderr (shown in Jupyter as a plain message, never a traceback)."""
    _NOTES.append(str(text))
    try:
        sys.stderr.write(str(text) + "\n")
    except Exception:  # pragma: no cover - a closed stderr must not break recording
        pass


def notes() -> list[str]:
    """The notes printed by this process so far."""
    return list(_NOTES)


def _nofollow() -> int:
    return getattr(os, "O_NOFOLLOW", 0)


def _open(path, flags: int, mode: int = 0o600) -> int:
    """``os.open`` without following a symlink (``O_NOFOLLOW``; the symlink itself was moved aside before); a
    file system that refuses the flag (EINVAL/ENOTSUP, e.g. a browser's) is opened without it."""
    import errno
    try:
        return os.open(path, flags | _nofollow(), mode)
    except OSError as e:
        if _nofollow() and e.errno in (errno.EINVAL, getattr(errno, "ENOTSUP", -1), getattr(errno, "EOPNOTSUPP", -1)) \
                and not os.path.islink(path):
            return os.open(path, flags, mode)
        raise


def _backup_name(p: Path, suffix: str) -> Path:
    i = 1
    while True:
        cand = p.with_name(f"{p.name}.{suffix}-{i}")
        if not os.path.lexists(cand):
            return cand
        i += 1


def _unsafe(p: Path) -> bool:
    """A path inside the home that is a symlink or not a regular file (never followed)."""
    try:
        st = os.lstat(p)
    except FileNotFoundError:
        return False
    except OSError:
        return True
    import stat
    return not stat.S_ISREG(st.st_mode)


def _make_safe(p: Path) -> None:
    """Move a symlink (or other non-file) at ``p`` aside, with a note; its target is never touched."""
    if _unsafe(p):
        backup = _backup_name(p, "bad")
        try:
            os.replace(p, backup)
            note(_t("pr.note.symlink", path=str(p), backup=backup.name))
        except OSError:
            pass


def _t(key: str, **kw) -> str:
    from ..i18n import T
    return str(T(key, **kw))


@contextmanager
def _locked(home: Path):
    """An advisory lock on ``progress.lock`` (POSIX ``fcntl``; elsewhere, e.g. in the browser, none)."""
    try:
        import fcntl
        flock = fcntl.flock
    except (ImportError, AttributeError):  # Windows; Pyodide's fcntl has no flock: single writer assumed
        yield
        return
    lock = home / LOCK
    _make_safe(lock)
    try:
        fd = _open(lock, os.O_RDWR | os.O_CREAT)
    except OSError:
        yield
        return
    try:
        try:
            flock(fd, fcntl.LOCK_EX)
        except OSError:
            pass
        yield
    finally:
        os.close(fd)


def valid_event(e: Any) -> bool:
    """Whether ``e`` is an event this version reads: a dict with a known ``t``, a ``day`` (ISO text), and for
    the item events a ruleset ``rs`` and an ``item`` (text), ``rules`` a list of text."""
    if not isinstance(e, dict) or e.get("t") not in EVENT_TYPES or not isinstance(e.get("day"), str):
        return False
    if e["t"] == "reset":
        return e.get("rs") is None or isinstance(e.get("rs"), str)
    if not isinstance(e.get("rs"), str):
        return False
    if e["t"] == "help":
        return isinstance(e.get("rule"), str)
    if not isinstance(e.get("item"), str) or not e["item"]:
        return False
    for key in ("rules", "blame"):
        v = e.get(key, [])
        if not isinstance(v, list) or not all(isinstance(r, str) for r in v):
            return False
    return True


def _generations(home: Path) -> tuple[int, list[Path]]:
    """(current generation, stale snapshot/log files): the highest ``progress-<g>.json``; 0 when none."""
    found: dict[int, list[Path]] = {}
    try:
        names = os.listdir(home)
    except OSError:
        return 0, []
    for n in names:
        if n.startswith("progress-") and n.endswith((".json", ".log", ".state")):
            num = n[len("progress-"):].rsplit(".", 1)[0]
            if num.isdigit() and len(num) < 12:
                found.setdefault(int(num), []).append(home / n)
    snaps = [g for g, ps in found.items() if any(p.suffix == ".json" for p in ps)]
    gen = max(snaps) if snaps else 0
    stale = [p for g, ps in found.items() if g < gen for p in ps]
    return gen, stale


def _current(home: Path) -> tuple[int, list[Path]]:
    """:func:`_generations`, but before older files are called stale the newest snapshot must read: one that
    does not (damaged, edited, a link) is set aside and the generation before it is current again — its files
    were folded into a snapshot that is gone, so they are the record.  Reads a snapshot only when there are
    older files (after a crash between a compaction's steps, or a file put there by hand)."""
    gen, stale = _generations(home)
    while stale and gen:
        _read_snapshot(home, gen)  # sets a bad snapshot aside (with a note)
        if os.path.lexists(_snapshot_path(home, gen)):
            break
        gen, stale = _generations(home)
    return gen, stale


def _snapshot_path(home: Path, gen: int) -> Path:
    return home / f"progress-{gen}.json"


def _log_path(home: Path, gen: int) -> Path:
    return home / f"progress-{gen}.log"


def _read_snapshot(home: Path, gen: int) -> list[dict[str, Any]]:
    """The snapshot's events; a bad snapshot is moved aside with a note (its log still counts)."""
    if gen == 0:
        return []
    p = _snapshot_path(home, gen)
    if _unsafe(p):
        _make_safe(p)
        return []
    before = _snapshot_key(home, gen)
    try:
        fd = _open(p, os.O_RDONLY)
        with os.fdopen(fd, "rb") as fh:
            raw = fh.read()
    except FileNotFoundError:
        return []
    except OSError as e:
        return _set_aside(p, why=type(e).__name__)
    try:
        d = json.loads(raw.decode("utf-8"))
    except (ValueError, UnicodeDecodeError, RecursionError) as e:  # RecursionError: JSON nested too deep
        return _set_aside(p, why=f"JSON: {type(e).__name__}")
    if not isinstance(d, dict) or not isinstance(d.get("events"), list):
        return _set_aside(p, why="not a progress record")
    fmt = d.get("format")
    if isinstance(fmt, bool) or not isinstance(fmt, int) or fmt > FORMAT:
        return _set_aside(p, why=f"format {str(fmt)[:20]}")
    events = d["events"]
    good = [e for e in events if valid_event(e)]
    if len(good) != len(events):
        _keep_bad(home, [json.dumps(e, ensure_ascii=False, default=str)[:2000] for e in events if not valid_event(e)])
    elif raw.startswith(_head(gen)) and _snapshot_key(home, gen) == before:
        _TRUSTED[str(home)] = before
    return good


def _head(gen: int) -> bytes:
    """How a snapshot written by :func:`mjlearn.exercises.compaction.compact` begins, up to its first event."""
    return json.dumps({"format": FORMAT, "generation": gen, "events": []}).encode("ascii")[:-2]


def _set_aside(p: Path, why: str, suffix: str = "bad") -> list:
    backup = _backup_name(p, suffix)
    try:
        os.replace(p, backup)
    except OSError:
        backup = p
    note(_t("pr.note.corrupt", path=str(p), why=why, backup=backup.name))
    return []


def _keep_bad(home: Path, lines: list[str]) -> None:
    """Lines that are not events go to ``progress.log.bad-N`` (never deleted), with one note."""
    if not lines:
        return
    backup = _backup_name(home / "progress.log", "bad")
    try:
        with open(backup, "x", encoding="utf-8") as fh:
            fh.write("\n".join(lines) + "\n")
        note(_t("pr.note.bad_lines", n=len(lines), backup=backup.name))
    except OSError:
        note(_t("pr.note.bad_lines", n=len(lines), backup="-"))


def _parse_log(chunk: bytes) -> tuple[list[dict[str, Any]], list[str]]:
    good, bad = [], []
    for line in chunk.split(b"\n"):
        if not line.strip():
            continue
        try:
            e = json.loads(line.decode("utf-8"))
        except (ValueError, UnicodeDecodeError, RecursionError):
            bad.append(line.decode("utf-8", "replace")[:2000])
            continue
        if valid_event(e):
            good.append(e)
        else:
            bad.append(line.decode("utf-8", "replace")[:2000])
    return good, bad


def _snapshot_key(home: Path, gen: int) -> tuple:
    """What names the current snapshot's content: (generation, size, mtime) — a new snapshot is a new file."""
    try:
        st = os.lstat(_snapshot_path(home, gen)) if gen else None
        return (gen, st.st_size, st.st_mtime_ns) if st is not None else (gen,)
    except OSError:
        return (gen,)


def _log_events(home: Path, gen: int, skey: tuple) -> list[dict[str, Any]]:
    """The events of generation ``gen``'s log, oldest first; reads only what was appended since the last call
    (cached per process; the same event objects each time, new ones appended)."""
    key = str(home)
    log = _log_path(home, gen)
    if _unsafe(log):
        _make_safe(log)
    try:
        lsize = os.lstat(log).st_size
    except OSError:
        lsize = 0
    cached = _CACHE.get(key)
    if cached is not None and cached[0] == skey and cached[1] <= lsize:
        events, start = list(cached[2]), cached[1]
        if start == lsize:
            return events
    else:
        events, start = [], 0
    try:
        fd = _open(log, os.O_RDONLY)
    except OSError:
        return _cache(key, skey, 0, events)
    with os.fdopen(fd, "rb") as fh:
        fh.seek(start)
        chunk = fh.read()
    end = start + len(chunk)
    if chunk and not chunk.endswith(b"\n"):  # a torn last line: read up to the last whole line only
        cut = chunk.rfind(b"\n") + 1
        chunk, end = chunk[:cut], start + cut
    good, bad = _parse_log(chunk)
    if bad:
        _keep_bad(home, bad)
    events.extend(good)
    return _cache(key, skey, end, events)


def _base_events(home: Path, gen: int) -> list[dict[str, Any]]:
    """The events before the current log: a format-1 file's (generation 0) or the snapshot's."""
    from .legacy import read_legacy
    return (read_legacy(home) or []) if gen == 0 else _read_snapshot(home, gen)


def read_events(home: Path) -> list[dict[str, Any]]:
    """Every event recorded under ``home`` (format-1 file, snapshot, then log), oldest first."""
    key = str(home)
    if key in _MEMORY:
        return list(_MEMORY[key])
    gen, _stale = _current(home)
    skey = _snapshot_key(home, gen)
    return _base_events(home, gen) + _log_events(home, gen, skey)


def _cache(key, skey, size, events):
    _CACHE[key] = (skey, size, list(events))
    return events


def folded(home: Path):
    """The fold of every event under ``home`` (a :class:`~mjlearn.exercises.fold.Folded`; never changed after it
    is returned).  Cached per process: when the log has grown, only the new events are folded; a new kernel
    starts from the snapshot's state file (:func:`mjlearn.exercises.compaction.write_state`) when it matches, else
    from the snapshot's events (and the next appends write the state file again)."""
    from .fold import Folded
    key = str(home)
    if key in _MEMORY:
        base_key: tuple = ("memory",)
        tail = _MEMORY[key]
        base = _BASE.get(key)
        if base is None or base[0] != base_key:
            base = _BASE[key] = (base_key, Folded())
    else:
        gen, _stale = _current(home)
        base_key = _snapshot_key(home, gen)
        base = _BASE.get(key)
        if base is None or base[0] != base_key:
            from .compaction import read_state
            f = read_state(home, gen, base_key)
            if f is not None:  # its first line names this snapshot (size, time): the one written with it
                _TRUSTED[key] = base_key
            else:
                f = Folded().extend(_base_events(home, gen))
                if gen and _snapshot_key(home, gen) == base_key:  # the next appends write its state file
                    from .fold import state_parts
                    _DUMPING[key] = (gen, base_key, state_parts(f), [])
            base = _BASE[key] = (base_key, f)
        tail = _log_events(home, gen, base_key)
    last = _TAIL.get(key)
    n = len(tail)
    if last is not None and last[0] == base_key and last[1] <= n and (not last[1] or tail[last[1] - 1] is last[2]):
        f = last[3] if last[1] == n else last[3].extend(tail[last[1]:])
    else:
        f = base[1].extend(tail) if tail else base[1]
    _TAIL[key] = (base_key, n, tail[-1] if tail else None, f)
    return f


def _clean(home: Path, stale: list[Path]) -> None:
    """Remove the temporary files of a crashed compaction and the snapshots/logs a newer snapshot folded."""
    for p in list(home.glob(".progress-*.tmp")) + list(stale):
        try:
            os.unlink(p)  # unlink never follows a symlink
        except OSError:
            pass


def append(home: Path, events: Iterable[dict[str, Any]]) -> None:
    """Append events (one line each) to the current log under the lock; fold the log into a new snapshot
    when it passes :data:`COMPACT_BYTES` (:func:`mjlearn.exercises.compaction.after_append`: the fold is brought
    up to date by the appends before, so the compacting one only writes files).  A folder that cannot be written keeps the events in memory (one
    note).  Never raises for the files' content."""
    events = [e for e in events if valid_event(e)]
    key = str(home)
    if key in _MEMORY:
        _MEMORY[key].extend(events)
        return
    data = b"".join((json.dumps(e, ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8") for e in events)
    try:
        home.mkdir(parents=True, exist_ok=True)
        with _locked(home):
            gen, stale = _current(home)
            _clean(home, stale)
            from . import compaction
            if gen == 0 and os.path.lexists(home / LEGACY):
                compaction.compact(home, 0, folded(home))  # the format-1 file becomes the first snapshot
                gen, _ = _generations(home)
            log = _log_path(home, gen)
            _make_safe(log)
            fd = _open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
            try:
                size = os.fstat(fd).st_size
                if size:
                    rfd = _open(log, os.O_RDONLY)
                    try:  # a torn last line of a killed writer: the new events start on a line of their own
                        if os.pread(rfd, 1, size - 1) != b"\n":
                            data = b"\n" + data
                    finally:
                        os.close(rfd)
                wrote = os.write(fd, data)
            finally:
                os.close(fd)
            _cache_own(home, gen, size, data, wrote)
            compaction.after_append(home, gen, size + len(data), len(events))
    except OSError as e:
        note(_t("pr.note.unwritable", path=str(home), why=type(e).__name__))
        try:
            evs = read_events(home)
        except OSError:
            evs = []
        _MEMORY[key] = list(evs) + list(events)


def _cache_own(home: Path, gen: int, size: int, data: bytes, wrote: int) -> None:
    """After this process appended ``data`` at ``size``: when its cache of the log ended exactly there, the
    new lines join the cache as if read back (parsed by :func:`_parse_log`), so the next read — or a compaction
    — does not parse this process's own appends again."""
    key = str(home)
    cached = _CACHE.get(key)
    skey = _snapshot_key(home, gen)
    if cached is None and size == 0:
        cached = (skey, 0, [])
    if cached is None or cached[0] != skey or cached[1] != size or wrote != len(data) or data[:1] == b"\n":
        return
    good, bad = _parse_log(data)
    if not bad:
        _CACHE[key] = (skey, size + len(data), cached[2] + good)


def files(home: Path) -> list[Path]:
    """The store's files now under ``home`` (snapshot, log, lock, set-aside copies, temporary files)."""
    try:
        return sorted(p for p in home.iterdir() if p.name.startswith(("progress", ".progress-")))
    except OSError:
        return []


def forget_cache() -> None:
    """Drop the in-process caches (tests; a kernel restart does the same)."""
    _CACHE.clear()
    _MEMORY.clear()
    _BASE.clear()
    _TAIL.clear()
    _TRUSTED.clear()
    _LOADING.clear()
    _DUMPING.clear()


__all__ = ["append", "read_events", "folded", "valid_event", "note", "notes", "forget_cache", "files", "FORMAT",
           "COMPACT_BYTES"]
