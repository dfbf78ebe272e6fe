"""The named baselines ``bench_recall`` times context assembly against, on the same chat.

- plain FTS5 ``bm25()``: a standard FTS5 table of every message's text (content stored,
  default tokenizer, FTS5's own ranking), the question's words OR-ed, the best ``hits``
  rows read back with their text and assembled like ours. What one would build first.
- ``grep -F``: the question's words searched over every day file (``-e`` per word). Only
  finding the candidates, before any ranking or reading: what recall costs with no index.
"""

from __future__ import annotations

import re
import shutil
import sqlite3
import subprocess
from collections.abc import Sequence
from pathlib import Path

from groupchat_memory.domain.context import Context, assemble
from groupchat_memory.domain.recall.index import quote
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.records import MessageRecord

_WORDS = re.compile(r"\w{2,}")
_BATCH = 20_000


def plain_words(text: str) -> list[str]:
    """The question's words as a plain search box takes them (two characters or more)."""
    return list(dict.fromkeys(w.lower() for w in _WORDS.findall(text)))


def plain_fts(path: Path, log: MessageLog, chat_id: int) -> sqlite3.Connection:
    """The peer's FTS5 table over the chat's log, built once (kept next to ``--data``)."""
    done = path.with_suffix(".done")
    if not done.exists():
        path.unlink(missing_ok=True)
    db = sqlite3.connect(path, isolation_level=None)
    if done.exists():
        return db
    db.execute(
        "create virtual table msgs using fts5(text, sender unindexed, timestamp unindexed,"
        " seq unindexed)"
    )
    db.execute("begin")
    rows: list[tuple[str, str, str, int]] = []
    for record in log.scan():
        if record.kind == "message" and record.chat_id == chat_id:
            rows.append((record.text, record.sender, record.timestamp, record.seq))
        if len(rows) >= _BATCH:
            db.executemany("insert into msgs values (?, ?, ?, ?)", rows)
            rows.clear()
    db.executemany("insert into msgs values (?, ?, ?, ?)", rows)
    db.execute("commit")
    done.touch()
    return db


def bm25_context(
    db: sqlite3.Connection,
    chat_id: int,
    text: str,
    recent: Sequence[MessageRecord],
    budget: int,
    hits: int,
) -> Context:
    """The reply context with FTS5's ``bm25()`` choosing the older messages."""
    words = plain_words(text)
    found: list[MessageRecord] = []
    if words:
        rows = db.execute(
            "select text, sender, timestamp, seq from msgs where msgs match ?"
            " order by bm25(msgs) limit ?",
            (" OR ".join(quote(w) for w in words), hits),
        ).fetchall()
        found = [
            MessageRecord(sender=s, text=t, timestamp=ts, chat_id=chat_id, seq=seq)
            for t, s, ts, seq in rows
        ]
    return assemble([], recent, budget, relevant_messages=found)


def grep_candidates(files: Sequence[Path], text: str) -> int:
    """How many log lines hold any of the question's words (``grep -F -c``)."""
    words = plain_words(text)
    if not words:
        return 0
    grep = shutil.which("grep") or "grep"
    argv = [grep, "-F", "-c", "-i", *(a for w in words for a in ("-e", w)), *map(str, files)]
    out = subprocess.run(argv, capture_output=True, text=True, check=False).stdout
    return sum(int(line.rsplit(":", 1)[1]) for line in out.splitlines() if ":" in line)
