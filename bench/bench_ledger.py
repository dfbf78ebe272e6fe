"""Benchmark of the understanding ``/결정``, ``/할일`` and a persona's ``[현재 계획]`` read
(``domain.understanding.ledger``): the first read after a long import (the state built from
the whole log), a reply's read when nothing new was said, and one after a new message.

Run: ``PYTHONPATH=$PWD .venv/bin/python -m bench.bench_ledger`` (50,000 messages) or
``--messages N``. The chat is the two hand-written chats of ``../shared/understanding``
(Korean and English, 870 messages) said again and again, 60 days later each time and
each round's lines ending another way (``ENDINGS``: no text read from a cache), so the
state holds realistic decisions and to-dos. Times are this process's CPU time (the
machine is shared: wall time says more about the neighbours). Prints figures only;
nothing here is a test.

  first read       ``understood`` on a log the state has never read (after an import)
  reply, no news   ``understood(limit=CATCH_UP)`` as a reply context calls it, the state
                   already caught up (median of --runs)
  reply, 1 new     the same after one more message was logged (median of --runs)
  in memory        what one chat's state takes decoded (traced allocations)
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import sys
import tempfile
import time
import tracemalloc
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import described
from groupchat_memory.domain.current_plan import CATCH_UP
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

TZ = ZoneInfo("Asia/Seoul")
CHAT = -1001234567890
SETS = Path(os.environ.get("UNDERSTANDING_SETS", "/work/shared/understanding"))
# each round ends its lines another way, so that the texts of a long chat are not the same
# few hundred again (the readers' caches would make the rebuild look cheaper than it is)
ENDINGS = ["", ".", "!", "~", "..", "!!", "~~", "...", "!!!", "~~~", ".!", "!~"]


def _talk() -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for lang in ("ko", "en"):
        path = SETS / lang / "chat.jsonl"
        rows.extend(json.loads(line) for line in path.read_text("utf-8").splitlines() if line)
    return rows


def build(root: DataRoot, count: int) -> None:
    """``count`` messages: the hand-written chats again and again, each round later."""
    talk = _talk()
    seq = 0
    start = datetime.fromisoformat(str(talk[0]["timestamp"]))
    batch: list[MessageRecord] = []
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        rounds = 0
        while seq < count:
            shift = timedelta(days=60 * rounds)
            base = seq
            for row in talk:
                if seq >= count:
                    break
                seq += 1
                at = datetime.fromisoformat(str(row["timestamp"])) - start + start + shift
                reply = row.get("reply_to")
                batch.append(
                    MessageRecord(
                        sender=str(row["sender"]),
                        text=str(row["text"]) + ENDINGS[rounds % len(ENDINGS)],
                        timestamp=at.isoformat(), chat_id=CHAT,
                        message_id=base + int(str(row["message_id"])),
                        reply_to=base + int(str(reply)) if reply is not None else None,
                        sender_id=int(str(row["sender_id"])), is_bot=bool(row["is_bot"]),
                        seq=seq,
                    )
                )  # fmt: skip
                if len(batch) >= 5000:
                    log.append(batch)
                    batch = []
            rounds += 1
        if batch:
            log.append(batch)


def main() -> int:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--messages", type=int, default=50_000)
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = DataRoot(Path(tmp))
        build(root, args.messages)
        started = time.process_time()
        ledger.understood(root, CHAT)
        first = time.process_time() - started
        state = ledger._load(root.understanding_path(CHAT))
        size = root.understanding_path(CHAT).stat().st_size
        print(
            f"{args.messages} messages: first read {first:.2f} s "
            f"({len(state.decisions)} decisions, {len(state.todos)} to-dos open or recent"
            f" + {len(state.closed)} closed apart, "
            f"understanding.json {size / 1024:.0f} KiB)"
        )
        tracemalloc.start()
        kept = ledger._load(root.understanding_path(CHAT))
        in_memory = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        print(f"the state in memory: {in_memory / 2**20:.1f} MiB ({len(kept.decisions)} decisions)")
        quiet = []
        for _ in range(args.runs):
            started = time.process_time()
            ledger.understood(root, CHAT, limit=CATCH_UP)
            quiet.append(time.process_time() - started)
        news = []
        seq = state.cursor
        for i in range(args.runs):
            seq += 1
            said = MessageRecord(
                sender="지은", text=f"오늘 저녁 {i}시쯤 전화할게", chat_id=CHAT, seq=seq,
                timestamp=(datetime(2030, 1, 1, tzinfo=TZ) + timedelta(minutes=i)).isoformat(),
                sender_id=5821034417, message_id=10**6 + i,
            )  # fmt: skip
            with MessageLog(root.log_dir(CHAT), TZ) as log:
                log.append([said])
            started = time.process_time()
            ledger.understood(root, CHAT, limit=CATCH_UP)
            news.append(time.process_time() - started)
        print(f"reply, no news: median {statistics.median(quiet) * 1000:.2f} ms")
        print(f"reply, 1 new:   median {statistics.median(news) * 1000:.2f} ms")
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"max RSS {rss:.0f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
