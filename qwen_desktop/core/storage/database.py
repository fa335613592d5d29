"""Every SQLite connection the app opens, opened one way and closed together at exit.

The chat database is used from the GUI thread (conversations, attachments' passages) and from the
document thread (indexing a file being attached); each thread has its own connection, but all of
them come from `connect` with the same settings (WAL, foreign keys, a busy timeout) and are
tracked, so `close_all()` at exit closes every one. Only when the last connection closes does
SQLite checkpoint the WAL and remove `chats.db-wal` / `-shm`: that is what makes copying the data
folder to another computer safe.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

_open: dict[int, sqlite3.Connection] = {}  # id -> connection (connections take no weakref)
_lock = threading.Lock()


def connect(path: Path | str, *, timeout_s: float = 10.0) -> sqlite3.Connection:
    """Autocommit (isolation_level None): transactions are explicit, see `transaction`."""
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=timeout_s)
    try:
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")  # in WAL: durable across app crashes
        db.execute("PRAGMA foreign_keys=ON")
    except sqlite3.Error:
        db.close()
        raise
    with _lock:
        _open[id(db)] = db
    return db


def close(db: sqlite3.Connection) -> None:
    with _lock:
        _open.pop(id(db), None)
    db.close()


def close_all() -> int:
    """Close every connection still open (at exit); how many there were."""
    with _lock:
        connections = list(_open.values())
        _open.clear()
    for db in connections:
        with contextlib.suppress(sqlite3.Error):  # one another thread still uses ends with it
            db.close()
    return len(connections)


@contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction; inside another (a message of an import), the outer one's."""
    if db.in_transaction:
        yield db
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
