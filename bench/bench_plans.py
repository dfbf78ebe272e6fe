"""Benchmark of plans that change and who does what, on a generated month-long chat.

    .venv/bin/python bench/bench_plans.py [--seed N]

The chat (Korean and English lines, two forum topics by ``message_thread_id``, reactions
as text, filler between) runs through the real ActorSystem with the offline summarizer
(no model call). Three subjects change: a dinner plan changed three times (day, time,
place), a budget figure changed once, a deploy tool changed once; two subjects never
change. Action items: some are said done later by their owner (Korean and English),
one is dropped, the rest stay open.

Figures: the share of replaced decisions the ledger marks superseded with the right
successor (and current decisions wrongly marked), the share of action items whose
status (open/done/dropped) is right, and the recall of "update" questions ("what is the
plan now?"): the first of the subject's values the reply context names is the current
one. Peers in the same run: the ledger as it was before (no status: every
replaced decision reads as current) and the same contexts without the standing notes.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import anyio

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from groupchat_memory.actors.messages import BuildContext, Incoming, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.decisions import decision_ledger
from groupchat_memory.domain.summaries.standing import CHANGES_HEADER
from groupchat_memory.domain.summaries.todos import todo_list
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot

CHAT = -1001234567890
SEOUL = ZoneInfo("Asia/Seoul")
T0 = datetime(2026, 5, 1, 0, 0, tzinfo=UTC)
PEOPLE = ("민준", "서연", "지호", "Alex")
TOPICS = (11, 22)  # two forum topics


@dataclass(frozen=True)
class Change:
    """One subject's decisions in order, each with the value a question should find."""

    question: str
    lines: tuple[tuple[str, str, str], ...]  # (sender, decision text, the value it sets)


CHANGES = (
    Change(
        "회식 어디서 몇 시에 하기로 했지?",
        (
            ("민준", "회식은 금요일 7시 강남에서 하기로 했어요", "강남"),
            ("서연", "회식 토요일 6시 홍대로 변경하기로 했어요", "홍대"),
            ("지호", "회식은 토요일 6시 신촌에서 하기로 확정", "신촌"),
            ("민준", "회식 일요일 5시 잠실로 다시 변경하기로 했어요", "잠실"),
        ),
    ),
    Change(
        "회비는 얼마로 하기로 했지?",
        (
            ("서연", "회비는 인당 3만원으로 하기로 했어요", "3만원"),
            ("민준", "회비 인당 2만원으로 확정", "2만원"),
        ),
    ),
    Change(
        "What deploy tool did we decide on?",
        (
            ("Alex", "We decided the deploy tool is Jenkins", "jenkins"),
            ("Alex", "We decided to switch the deploy tool to Buildkite instead", "buildkite"),
        ),
    ),
)
STEADY = (
    ("지호", "발표는 목요일에 하기로 했어요"),
    ("서연", "워크숍 장소는 판교로 하기로 결정했어요"),
)
# (owner, the promise, what they say later or None (stays open), expected status)
ACTION_ITEMS = (
    ("민준", "발표 자료는 금요일까지 제가 준비할게요", "발표 자료 다 했어요", "done"),
    ("서연", "회식 예약은 제가 할게요", "회식 예약 끝냈어요", "done"),
    ("지호", "포스터 디자인은 제가 맡을게요", None, "open"),
    ("Alex", "I'll write the release notes by Friday", "release notes are done", "done"),
    ("서연", "경품 주문은 제가 알아볼게요", "경품 주문은 취소됐으니 안 해도 돼요", "dropped"),
    ("민준", "예산표는 다음 주까지 정리할게요", None, "open"),
)
AGREE = ("좋아요", "동의해요", "👍", "ok, sounds good")
FILLER = ("잡담 {}", "점심 뭐 먹지 {}", "어제 경기 봤어요? {}", "random chatter {}")


def _script(seed: int) -> list[tuple[int, str, str, int | None]]:
    """(day, sender, text, thread) in chat order over 30 days."""
    rng = random.Random(seed)
    events: list[tuple[int, str, str]] = []
    days = iter(range(1, 29, 2))
    for change in CHANGES:
        for sender, text, _ in change.lines:
            events.append((next(days) if len(events) < 14 else 28, sender, text))
    for sender, text in STEADY:
        events.append((rng.randrange(1, 28), sender, text))
    for owner, promise, later, _ in ACTION_ITEMS:
        day = rng.randrange(1, 18)
        events.append((day, owner, promise))
        if later is not None:
            events.append((day + rng.randrange(3, 10), owner, later))
    events.sort(key=lambda e: e[0])
    out: list[tuple[int, str, str, int | None]] = []
    n = 0
    for day, sender, text in events:
        thread = rng.choice(TOPICS)
        for _ in range(rng.randrange(20, 40)):  # talk between the events
            n += 1
            filler = rng.choice(FILLER).format(n)
            out.append((day, rng.choice(PEOPLE), filler, rng.choice(TOPICS)))
        out.append((day, sender, text, thread))
        if "할게" not in text and "I'll" not in text and text not in {t[2] for t in ACTION_ITEMS}:
            other = next(p for p in PEOPLE if p != sender)
            out.append((day, other, rng.choice(AGREE), thread))
    # a status lands with the summary of its window: the month ends with a window's worth
    for _ in range(60):
        n += 1
        out.append((29, rng.choice(PEOPLE), rng.choice(FILLER).format(n), rng.choice(TOPICS)))
    return out


async def _run(root: Path, seed: int) -> tuple[float, int]:
    settings = MemorySettings(summary_every=50)
    script = _script(seed)
    started = time.perf_counter()
    async with ActorSystem(DataRoot(root), settings, OfflineSummarizer()) as system:
        for i, (day, sender, text, thread) in enumerate(script):
            stamp = T0 + timedelta(days=day, minutes=i % 600)
            message = Incoming(
                sender=sender, text=text, timestamp=stamp, message_id=1000 + i, thread_id=thread
            )
            await system.record(CHAT, message)
        await system.ask(CHAT, Settle())
    return time.perf_counter() - started, len(script)


async def _contexts(root: Path) -> list[str]:
    settings = MemorySettings(summary_every=50)
    async with ActorSystem(DataRoot(root), settings, OfflineSummarizer()) as system:
        return [
            (await system.ask(CHAT, BuildContext(change.question, 4000))).context
            for change in CHANGES
        ]


def _answered(context: str, change: Change) -> bool:
    """The first of the subject's values the context names is the current one (what a
    reader, or a model, taking the first answer it finds would say)."""
    lowered = context.casefold()
    found = [(lowered.find(v.casefold()), v) for _, _, v in change.lines if v.casefold() in lowered]
    return bool(found) and min(found)[1] == change.lines[-1][2]


def main() -> None:
    parser = argparse.ArgumentParser(description="plans that change and who does what")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="the same run: it takes seconds")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        took, count = anyio.run(_run, root, args.seed)
        ledger = decision_ledger(DataRoot(root), CHAT, SEOUL)
        by_body = {e.text.split(": ", 1)[-1]: e for e in ledger}
        replaced = right = wrong = missing = 0
        for change in CHANGES:
            for (_, old, _), (_, new, _) in zip(change.lines, change.lines[1:], strict=False):
                replaced += 1
                entry = by_body.get(old)
                if entry is None:
                    missing += 1
                    continue
                then = entry.superseded_by
                if entry.status == "superseded" and then and then.text.endswith(new):
                    right += 1
        currents = [c.lines[-1][1] for c in CHANGES] + [t for _, t in STEADY]
        for text in currents:
            entry = by_body.get(text)
            if entry is not None and entry.status == "superseded":
                wrong += 1
        todos = {e.text.split(": ", 1)[-1]: e for e in todo_list(DataRoot(root), CHAT, SEOUL)}
        todo_right = sum(
            1
            for _, promise, _, status in ACTION_ITEMS
            if promise in todos and todos[promise].status == status
        )
        after = anyio.run(_contexts, root)
        # the peer: the same contexts without the standing notes put in front of them
        before = [c.split("\n\n", 1)[1] if c.startswith(CHANGES_HEADER) else c for c in after]
    print(f"generated chat: {count} messages over 30 days, 2 forum topics, seed {args.seed}")
    print(f"  recorded and summarized offline in {took:.1f} s (no model call)")
    print(
        f"  ledger: {len(ledger)} decisions "
        f"({missing} of the {replaced} replaced ones not extracted)"
    )
    print(f"superseded marked correctly:   {right}/{replaced} = {right / replaced:.2f}")
    print(f"  peer, ledger before (no status): 0/{replaced} = 0.00")
    print(f"  current decisions wrongly marked superseded: {wrong}/{len(currents)}")
    print(
        f"action items with the right status: {todo_right}/{len(ACTION_ITEMS)} "
        f"= {todo_right / len(ACTION_ITEMS):.2f}"
    )
    still_open = sum(1 for t in ACTION_ITEMS if t[3] == "open")
    print(f"  peer, before (every item open): {still_open}/{len(ACTION_ITEMS)}")
    got_after = sum(_answered(c, ch) for c, ch in zip(after, CHANGES, strict=True))
    got_before = sum(_answered(c, ch) for c, ch in zip(before, CHANGES, strict=True))
    print(
        f"update questions answered by the context: before {got_before}/{len(CHANGES)}, "
        f"after {got_after}/{len(CHANGES)}"
    )


if __name__ == "__main__":
    main()
