"""Older vector files brought to the current format on open, embedding nothing again:
vectors kept as int8 or float16 blobs in SQLite move to the code file, and slots keyed
by a full 16-byte hash are keyed by its prefix.
"""

from __future__ import annotations

import logging
import sqlite3

import numpy as np

from groupchat_memory.domain.recall.vector_store import CodeFile, to_codes

logger = logging.getLogger(__name__)

# rows moved at a time
_LOAD = 65_536


def to_code_file(db: sqlite3.Connection, codes: CodeFile, form: str) -> None:
    """Move an older file's vectors (int8 or float16 blobs keyed by text hash) into the
    code file, one slot a text, and mark the file ``form``: nothing is embedded again.
    The old blobs' pages are given back by a ``vacuum`` when the disk has room for it."""
    old = db.execute("select value from meta where key='format'").fetchone()
    wide = old is None  # before int8, vectors were float16
    codes.truncate()  # what an interrupted move wrote is written again
    db.execute("begin immediate")
    try:
        db.execute(
            "create table if not exists slots(hash blob primary key, slot integer not null)"
            " without rowid"
        )
        db.execute("delete from slots")
        found = db.execute("select hash, vec from vectors")
        slot, dim = 0, 0
        while part := found.fetchmany(_LOAD):
            kept = [(k, b) for k, b in part if b and (not wide or len(b) % 2 == 0)]
            if not kept:
                continue
            if wide:
                block = to_codes(np.stack([np.frombuffer(b, dtype=np.float16) for _, b in kept]))
            else:
                block = np.stack([np.frombuffer(b, dtype=np.int8) for _, b in kept])
            dim = block.shape[1]
            codes.write(slot, block)
            db.executemany(
                "insert into slots values(?, ?)",
                [(key, slot + j) for j, (key, _) in enumerate(kept)],
            )
            slot += len(kept)
        codes.sync()
        db.execute("drop table if exists moved")
        db.execute("create table moved(id integer primary key, slot integer)")
        if db.execute("select 1 from sqlite_master where name = 'rows'").fetchone():
            db.execute(
                "insert into moved select r.id, s.slot from rows r join slots s on s.hash = r.hash"
            )
            db.execute("drop table rows")
        db.execute("alter table moved rename to rows")
        db.execute("drop table vectors")
        db.execute("insert or replace into meta values('format', ?)", (form,))
        if dim:
            db.execute("insert or replace into meta values('dim', ?)", (dim,))
        db.execute("commit")
    except BaseException:
        db.execute("rollback")
        raise
    try:
        db.execute("vacuum")
    except sqlite3.OperationalError:  # a full disk: the file stays larger, and correct
        logger.info("the vector file %s keeps its old pages (vacuum failed)", codes.path)


def shorten_hashes(db: sqlite3.Connection, size: int) -> None:
    """Key an older file's slots by the ``size``-byte prefix of their 16-byte hashes
    (what the store's hash gives now): nothing is embedded again. Done once, in one
    transaction."""
    done = db.execute("select value from meta where key='hash'").fetchone()
    if done is not None and done[0] == size:
        return
    db.execute("begin immediate")
    try:
        db.execute("create table short(hash blob primary key, slot integer not null) without rowid")
        db.execute("insert or ignore into short select substr(hash, 1, ?), slot from slots",
                   (size,))  # fmt: skip
        db.execute("drop table slots")
        db.execute("alter table short rename to slots")
        db.execute("insert or replace into meta values('hash', ?)", (size,))
        db.execute("commit")
    except BaseException:
        db.execute("rollback")
        raise
