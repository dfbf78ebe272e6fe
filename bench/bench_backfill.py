"""Benchmark of older history into a recording chat: ``import telegram-export`` of an
export of N messages into a chat that already holds a live month, vs the same export into
an empty chat (the plain replay), both through the CLI as a subprocess, offline.

    .venv/bin/python bench/bench_backfill.py [--messages 50000] [--live 3000] [--repeat 1]

The export is a group's rhythm over a year (bursts of 6 messages 45 minutes apart, each
burst a silence summary); the live chat is ``--live`` messages ingested after it. Printed:
seconds and messages a second of each import, the merge's share (the backfill replays into
a scratch chat, then stages, commits and moves the files), summaries written, and the
chat's reads after it (``history``, ``search``, ``decisions``) as a check that it is whole.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

CHAT = -1001234567890


def export(path: Path, count: int) -> datetime:
    """``count`` messages in bursts of 6, 45 minutes apart, from a year before; returns
    the moment after the last one."""
    start = datetime(2025, 1, 6, 9, 0)
    messages = []
    for i in range(count):
        when = start + timedelta(minutes=(i // 6) * 45 + i % 6)
        messages.append(
            {
                "id": i + 1,
                "type": "message",
                "date": when.isoformat(),
                "from": f"user{i % 5}",
                "from_id": f"user{1000 + i % 5}",
                "text": f"예전 이야기 {i}: 워크숍 회비와 숙소 {i % 97}번 후보",
            }
        )
    body = {"name": "bench", "type": "private_supergroup", "id": 1234567890}
    path.write_text(json.dumps({**body, "messages": messages}, ensure_ascii=False), "utf-8")
    return start + timedelta(minutes=(count // 6 + 2) * 45)


def live(path: Path, count: int, first: datetime) -> None:
    rows = [
        {
            "sender": f"user{i % 5}",
            "text": f"라이브 {i}: 오늘 회의 정리",
            "message_id": 10_000_000 + i,
            "timestamp": (first + timedelta(minutes=i)).isoformat() + "+09:00",
        }
        for i in range(count)
    ]
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")


def replay_seconds(err: str, what: str) -> float | None:
    """The seconds a replay's totals line gives (``import: 50,000 messages in 1 min 36 s``)."""
    for line in err.splitlines():
        head, _, rest = line.partition(": ")
        if head == what and " messages in " in rest:
            spent = rest.split(" messages in ")[1].split(" (")[0].split()
            total = 0.0
            for number, unit in zip(spent[::2], spent[1::2], strict=False):
                total += float(number) * {"h": 3600, "min": 60, "s": 1}[unit]
            return total
    return None


def cli(data: Path, *argv: str) -> tuple[float, str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GROUPCHAT_", "ANTHROPIC"))}
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "groupchat_memory.bot", "--data-dir", str(data), *argv],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    took = time.monotonic() - started
    if done.returncode != 0:
        raise SystemExit(f"{argv[0]} failed ({done.returncode}): {done.stderr}")
    return took, done.stdout, done.stderr


def summaries(data: Path) -> int:
    folder = data / "groupchat" / "chats" / str(CHAT) / "summaries"
    return sum(1 for p in folder.glob("*.json"))


def main() -> None:
    parser = argparse.ArgumentParser(description="older history into a recording chat")
    parser.add_argument("--messages", type=int, default=50_000)
    parser.add_argument("--live", type=int, default=3_000)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    imp = ("import", "telegram-export")
    flags = ("--no-personas", "--offline")
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        source = base / "result.json"
        after = export(source, args.messages)
        feed = base / "live.jsonl"
        live(feed, args.live, after)
        for run in range(args.repeat):
            empty, into = base / f"empty{run}", base / f"live{run}"
            took_empty, _, _ = cli(empty, *imp, str(source), *flags)
            took_live_ingest, _, _ = cli(
                into, "ingest", "--chat", str(CHAT), "--offline", "--quiet", str(feed)
            )
            before = summaries(into)
            took_into, out, err = cli(into, *imp, str(source), *flags)
            replay = replay_seconds(err, "import (older history)")
            print(
                f"run {run + 1}: {args.messages:,} messages into an empty chat: "
                f"{took_empty:.1f} s ({args.messages / took_empty:,.0f} msg/s, "
                f"{summaries(empty):,} summaries)"
            )
            print(
                f"run {run + 1}: the same into a chat of {args.live:,} live messages "
                f"(ingested in {took_live_ingest:.1f} s): {took_into:.1f} s "
                f"({args.messages / took_into:,.0f} msg/s, "
                f"{summaries(into) - before:,} summaries added, {before:,} live kept); "
                f"its replay into the scratch chat {replay} s, the merge and the rest "
                f"{took_into - (replay or 0):.1f} s"
            )
            print("  " + out.strip().splitlines()[0][:300])
            for argv in (
                ("history", "--chat", str(CHAT), "-n", "3"),
                ("search", "--chat", str(CHAT), "숙소", "--limit", "3"),
                ("decisions", "--chat", str(CHAT)),
            ):
                took_a, _, _ = cli(empty, *argv)
                took_b, text, _ = cli(into, *argv)
                print(
                    f"  first {argv[0]} after it: {took_b:.2f} s "
                    f"(the empty chat's import: {took_a:.2f} s), {len(text.splitlines())} lines"
                )


if __name__ == "__main__":
    main()
