"""A generated week of group chat (people and personas, the topics recurring, lines
repeated as people do) summarized offline, window by window as the bot triggers them,
read against a golden file a person has read: ``GOLDEN_UPDATE=1`` rewrites it, and the
diff is then read before it is committed."""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path

import msgspec

from bench.bench_summaries import make_chat, trigger_points
from groupchat_memory.llm.offline import draft_for
from groupchat_memory.store.records import MessageRecord

GOLDEN = Path(__file__).parent / "golden" / "offline_week.txt"
FILLERS = ("번째", "메시지", "어때", "어때요", "다음엔")


def week() -> list[list[MessageRecord]]:
    """Seven days of 60 messages each (a seed a day), seq counting on across the week."""
    days: list[list[MessageRecord]] = []
    seq = 0
    for day in range(7):
        shift = timedelta(days=day)
        records = []
        for message in make_chat(60, seed=100 + day):
            seq += 1
            moved = datetime.fromisoformat(message.timestamp) + shift
            records.append(msgspec.structs.replace(message, timestamp=moved.isoformat(), seq=seq))
        days.append(records)
    return days


def summaries() -> list[tuple[list[MessageRecord], str, list[str], list[str]]]:
    """(window, summary text, decision lines, action lines) of every trigger of the week."""
    out = []
    for day in week():
        start = 0
        for end in trigger_points(day):
            window = day[start:end]
            start = end
            draft = draft_for(window, "general", topic_pending=True)
            shown = f"[{window[0].timestamp[:10]}] {draft.topic_tag}\n{draft.summary}"
            out.append(
                (
                    window,
                    shown,
                    [d.text for d in draft.key_decisions],
                    [a.text for a in draft.action_items],
                )
            )
    return out


def test_a_week_of_offline_summaries_reads_as_the_golden_file() -> None:
    shown = "\n\n".join(
        "\n".join([text, *(f"결정 - {d}" for d in ds), *(f"할 일 - {a}" for a in acts)])
        for _, text, ds, acts in summaries()
    )
    if os.environ.get("GOLDEN_UPDATE"):
        GOLDEN.write_text(shown + "\n", "utf-8")
    assert shown + "\n" == GOLDEN.read_text("utf-8")


def test_a_week_of_summaries_is_the_peoples_talk_without_repeats_or_fillers() -> None:
    for window, text, _, actions in summaries():
        head, *lines = text.splitlines()[1:]
        topics = head.removeprefix("주제: ").partition(" · ")[0].split(", ")
        assert not set(FILLERS) & set(topics), head
        if any(not m.is_bot for m in window):
            assert not [line for line in lines if "[bot]:" in line], text
        bodies = [line.partition(": ")[2] for line in lines]
        assert len(bodies) == len(set(bodies)), text
        # one action item a message at most
        assert len(actions) == len(set(actions))
