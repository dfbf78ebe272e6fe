"""Soak and crash benchmark: our service and python-telegram-bot's PicklePersistence
peer, SIGKILLed at random while messages flow, plus a disk-full run; one table.

    .venv/bin/python -m bench.soak.run            # 100,000 messages, 50 chats, 20 kills
    .venv/bin/python -m bench.soak.run --quick    # 10,000 messages, 10 chats, 5 kills

Needs root for the disk-full run (a tmpfs data root); without it that row is skipped.
"""

from __future__ import annotations

import argparse
import pickle
import sys
import tempfile
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # also runs as a plain script

from bench.cli import described
from tests.bot.telegram.workers_soak.harness import (
    DiskFiller,
    Key,
    Outcome,
    Plan,
    Soak,
    python,
    tmpfs,
)
from tests.bot.telegram.workers_soak.ours import OurService, OurSoak, add_bots, start_watcher
from tests.botkit import persona_responder
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI

PEER_TOKEN = "555:PEER"


class PicklePeer:
    """bench/soak/peer_bot.py: PTB ``run_polling`` + ``PicklePersistence`` (defaults)."""

    name = "PTB PicklePersistence"
    tokens = (PEER_TOKEN,)

    def __init__(self, workdir: Path, tg: FakeBotAPI) -> None:
        self.workdir = workdir
        self.data = workdir / "peerdata"
        self.data.mkdir(parents=True, exist_ok=True)
        self.path = self.data / "bot.pickle"
        self.tg = tg

    def command(self) -> list[str]:
        """The peer bot script."""
        script = Path(__file__).with_name("peer_bot.py")
        return [python(), str(script), PEER_TOKEN, self.tg.base_url, str(self.path)]

    def environ(self) -> dict[str, str]:
        """Nothing extra."""
        return {}

    def data_dir(self) -> Path:
        """Where the pickle lives."""
        return self.data

    def stored(self) -> Counter[Key]:
        """Messages in the pickled chat_data."""
        found: Counter[Key] = Counter()
        if not self.path.exists():
            return found
        with self.path.open("rb") as f:
            data = pickle.load(f)
        for chat, chat_data in (data.get("chat_data") or {}).items():
            for item in chat_data.get("messages", []):
                found[(int(chat), int(item["id"]))] += 1
        return found


def run_ours(plan: Plan, work: Path, *, disk_size: str | None = None) -> Outcome:
    """Our service (and the watcher) under ``plan``; on a tmpfs of ``disk_size`` if given."""
    tg = FakeBotAPI(max_poll_timeout=0.2).start()
    add_bots(tg)
    watcher = None
    try:
        with FakeAnthropic(responder=persona_responder) as llm:
            service = OurService(work, tg, llm, plan)
            with tmpfs(service.data, disk_size) as mounted:
                if disk_size is not None and not mounted:
                    print(f"  (no tmpfs at {service.data}: disk-full run skipped)", file=sys.stderr)
                    return Outcome(f"{service.name} (disk full: skipped)")
                watcher = start_watcher(service)
                soak = OurSoak(plan, service, tg, log=lambda s: print("  " + s, file=sys.stderr))
                disk = DiskFiller(service.data) if disk_size is not None else None
                outcome = soak.run(disk)
                soak.check_insights()
                watcher.terminate()
                watcher.wait(30)
                watcher = None
                if disk_size is not None:
                    outcome.name += " (disk full)"
                problems = outcome.problems()
                if problems:
                    print(f"  {outcome.name}: {problems}\n{soak.output_tail()}", file=sys.stderr)
                return outcome
    finally:
        if watcher is not None:
            watcher.kill()
            watcher.wait()
        tg.close()


def run_peer(plan: Plan, work: Path) -> Outcome:
    """The PicklePersistence peer under the same plan (no personas, no summaries)."""
    tg = FakeBotAPI(max_poll_timeout=0.2).start()
    tg.add_bot(PEER_TOKEN, "peer_bot")
    try:
        peer = PicklePeer(work, tg)
        soak = Soak(plan, peer, tg, workdir=work, log=lambda s: print("  " + s, file=sys.stderr))
        return soak.run()
    finally:
        tg.close()


def table(rows: list[Outcome]) -> str:
    """One line per run."""
    head: tuple[str, ...] = (
        "run",
        "sent",
        "acked",
        "acked<kill",
        "stored",
        "lost",
        "dup",
        "kills",
        "disk-full",
        "insights 1x",
        "JSON bad",
        "windows",
        "s",
    )
    lines: list[tuple[str, ...]] = [head]
    for o in rows:
        insights = (
            "-"
            if o.insights_written is None
            else f"{o.insights_delivered_once}/{o.insights_written}"
        )
        lines.append(
            (
                o.name,
                str(o.sent),
                str(o.acknowledged),
                str(o.acknowledged_before_kills),
                str(o.stored),
                str(o.lost),
                str(o.duplicated),
                str(o.kills),
                str(o.disk_full_periods),
                insights,
                "-" if o.name.startswith("PTB") else str(len(o.bad_json)),
                "-" if o.name.startswith("PTB") else ("ok" if not o.summary_problems else "BAD"),
                f"{o.seconds:.0f}",
            )
        )
    widths = [max(len(row[i]) for row in lines) for i in range(len(head))]
    out = []
    for n, row in enumerate(lines):
        out.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)))
        if n == 0:
            out.append("  ".join("-" * w for w in widths))
    return "\n".join(out)


def main() -> None:
    """Run ours, ours on a filling disk, and the peer; print the table."""
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--quick", action="store_true", help="10,000 messages, 5 kills")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if args.quick:
        plan = Plan(messages=10_000, chats=10, kills=5, seed=args.seed, mention_every=500)
    else:
        plan = Plan(messages=100_000, chats=50, kills=20, seed=args.seed, mention_every=2000)
    plan = replace(plan, organize_per_segment=1)
    if args.quick:
        disk_plan = replace(plan, messages=3_000, kills=2, disk_full_periods=2)
    else:
        disk_plan = replace(plan, messages=20_000, kills=5, disk_full_periods=4)
    rows: list[Outcome] = []
    with tempfile.TemporaryDirectory(prefix="soak-") as tmp:
        base = Path(tmp)
        print("ours ...", file=sys.stderr)
        rows.append(run_ours(plan, base / "ours"))
        print("ours on a filling disk ...", file=sys.stderr)
        rows.append(run_ours(disk_plan, base / "disk", disk_size="64m"))
        print("peer ...", file=sys.stderr)
        rows.append(run_peer(replace(plan, organize_per_segment=0), base / "peer"))
    print(table(rows))


if __name__ == "__main__":
    main()
