"""``/정리`` says what ``/결정`` and ``/할일`` say: the report's 결론 is the plan that stands
first with what it replaced under it, its 액션 아이템 the open to-dos only, read from the
same understanding, through the chat actor with the offline summarizer (no model)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Incoming, WriteInsight
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0, fall_silent

pytestmark = pytest.mark.anyio

SEOUL = ZoneInfo("Asia/Seoul")
SETTINGS = MemorySettings(tz=SEOUL)
CHAT = -1005550002
IDS = {"유진": 501, "태호": 502, "다은": 503}
DAYS = [
    (
        0,
        [
            ("유진", "동창회 날짜 정하자. 14일 토요일 저녁 7시 어때?"),
            ("태호", "ㅇㅋ 좋아"),
            ("다은", "나도 콜"),
            ("다은", "단체 사진은 내가 인화해서 올게"),
        ],
    ),
    (
        3,
        [
            ("태호", "미안 나 14일에 출장 잡혔어 ㅠ"),
            ("태호", "토요일 말고 15일 일요일 점심으로 옮기면 안 될까?"),
            ("유진", "그래 그럼 15일 일요일 12시로 하자"),
            ("다은", "👍"),
            ("태호", "식당은 내가 내일까지 예약할게"),
            ("다은", "단체 사진 인화 완료!"),
        ],
    ),
]


def _section(text: str, heading: str) -> list[str]:
    body = text.split(f"## {heading}\n", 1)[1].split("\n\n", 1)[0]
    return [line.removeprefix("- ") for line in body.splitlines()]


async def test_the_report_says_what_the_decisions_and_todos_commands_say(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    clock = ManualClock(T0)
    system = ActorSystem(root, SETTINGS, OfflineSummarizer(), clock, tick_interval_s=None)
    async with system as memory:
        at = T0
        for days, lines in DAYS:
            for minute, (sender, text) in enumerate(lines):
                at = T0 + timedelta(days=days, minutes=minute)
                clock.set(at)
                said = Incoming(
                    sender, text, at, message_id=100 + days * 10 + minute, sender_id=IDS[sender]
                )
                await memory.record(CHAT, said)
            await fall_silent(memory, CHAT, at)
        report = await memory.ask(CHAT, WriteInsight("동창회방"))
    decided = ledger.decisions(root, CHAT, SEOUL)
    todos = ledger.todos(root, CHAT, SEOUL)
    assert [d.status for d in decided] == ["current", "superseded"]
    assert _section(report.text, "결론") == [
        decided[0].text,
        f"↳ 바뀌기 전: {decided[1].text}",
    ]
    [open_] = [t for t in todos if t.status == "open"]
    assert any(t.status == "done" for t in todos)  # the photos are printed: not an action
    assert _section(report.text, "액션 아이템") == [f"{open_.text} (~{open_.due})"]
    cited = _section(report.text, "결정과 근거")
    assert len(cited) == 2 and decided[0].text in cited[0]
