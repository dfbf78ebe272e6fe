"""A generated week of group chat (people and personas, the topics recurring, lines
repeated as people do) and one written hour of what made offline summaries noise (issue
26: counters, 어때, verb forms, a vow, a five-plan message, 찬성 twice, a persona's offer,
a command), summarized offline window by window as the bot triggers them, read against a
golden file a person has read: ``GOLDEN_UPDATE=1`` rewrites it, and the diff is then read
before it is committed."""

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
# verb forms the keyword rules keep as words: never a topic or a tag
VERB_FORMS = ("늘리", "먹을래", "봐요", "반에", "먹어", "나와", "크네", "받아", "주실", "바꾸면")
PLANS = (
    "회고 정리합니다. 회의록은 제가 올릴게요. 체크리스트 초안은 금요일까지 보낼게요. "
    "모니터링 대시보드도 손볼게요. 알림 규칙도 정리할게요. 온콜 순번표도 만들게요."
)
# (sender, text); a sender ending in [bot] is a persona, a text starting with / a command
HOUR = [
    ("민수", "다들 지난번 회고 1번째 메시지 봤어? 어때?"),
    ("지연", "봤어요. 2번째 메시지도 어때요 괜찮네요"),
    ("준호", "회고에서 나온 대로 배포 체크리스트 만들자"),
    ("서연", "찬성"),
    ("지연", "찬성이에요"),
    ("클로디 [bot]", "좋은 생각이에요! 체크리스트에는 롤백, 모니터링, 공지 항목을 넣는 게 "
     "좋겠습니다. 필요하면 초안을 만들어 드릴게요."),
    ("민수", PLANS),
    ("서연", "지난번엔 제가 늦어서 미안해요. 다음엔 이런 일 없게 할게"),
    ("민수", "/help"),
    ("지연", "회고 때 했던 얘기 다 정리했어?"),
    ("민수", "정리 거의 다 했어"),
    ("코덱스 [bot]", "회고를 요약하면 배포 체크리스트를 만들기로 했고, 담당은 민수님이에요."),
    ("준호", "회고에서 나온 대로 배포 체크리스트 만들자"),
    ("서연", "다음 회고는 2주 뒤 금요일로 하자"),
]  # fmt: skip


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
    start = datetime.fromisoformat(days[-1][-1].timestamp) + timedelta(days=1)
    hour = []
    for minute, (sender, text) in enumerate(HOUR):
        seq += 1
        hour.append(
            MessageRecord(
                sender=sender.removesuffix(" [bot]"), text=text, seq=seq, chat_id=-100,
                timestamp=(start + timedelta(minutes=minute)).isoformat(),
                is_bot=sender.endswith("[bot]"), kind="command" if text[0] == "/" else "message",
            )
        )  # fmt: skip
    return [*days, hour]


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
        "\n".join([text, *(f"• 결정: {d}" for d in ds), *(f"• 할 일: {a}" for a in acts)])
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
        assert not set(VERB_FORMS) & {*topics, text.split()[1]}, text
        assert head.count("주제: ") == 1 and not [line for line in lines if "주제: " in line]
        if any(not m.is_bot for m in window):
            assert not [line for line in lines if "[bot]:" in line], text
        bodies = [line.partition(": ")[2] for line in lines]
        assert len(bodies) == len(set(bodies)), text
        # one action item a message at most, a persona's offer and a vow none
        assert len(actions) == len(set(actions))
        assert not [a for a in actions if "필요하면" in a or "이런 일" in a], actions
        assert len([a for a in actions if a.startswith(f"민수: {PLANS[:8]}")]) <= 1


def test_the_written_hour_reads_as_what_the_people_said() -> None:
    window, text, _, actions = summaries()[-1]
    assert window[0].text == HOUR[0][1]
    assert text.splitlines()[0].split()[1] == "회고"  # the tag, not 번째, 메시지 or 어때
    assert "/help" not in text and not [a for a in actions if "/help" in a]
    assert len([a for a in actions if a.startswith("민수:")]) == 1  # the five plans: one
    assert actions and not [a for a in actions if "[bot]" in a.partition(":")[0]]
