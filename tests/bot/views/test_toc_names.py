"""``/목차`` names each summary by a noun that names a subject: not an arrival said as an
act, a day said of the moment, or a member's role. A small chat of my own wording goes
through the real ingest (the offline summarizer) and the command's answer."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.demo import DEMO_CHAT, demo_config
from groupchat_memory.bot.importers.ingest import ReplayClock, ingest_lines, writer_system
from groupchat_memory.bot.views.answers import text_answer, toc_answer

CHAT = DEMO_CHAT
START = datetime(2026, 5, 9, 10, 0, tzinfo=UTC)
# two talks, hours apart: the campsite is planned; on the day, people arrive
TALKS = (
    [
        ("유나", "이번 캠핑 장소는 양평 캠핑장 어때"),
        ("재현", "양평 캠핑장 좋아 바베큐장 있대"),
        ("유나", "나는 캠핑장 총무라서 회비 걷을게"),
        ("소희", "캠핑장 예약은 내가 할게"),
        ("재현", "텐트는 내 거 가져갈게"),
        ("소희", "캠핑장 예약 완료!"),
    ],
    [
        ("재현", "도착!"),
        ("유나", "나도 도착 완료"),
        ("소희", "저 지금 출발해요 ㅠ"),
        ("재현", "도착하면 연락해"),
    ],
)


def lines() -> list[str]:
    out: list[str] = []
    at = START
    for talk in TALKS:
        for sender, text in talk:
            at += timedelta(minutes=1)
            number = len(out) + 1
            out.append(
                json.dumps(
                    {"sender": sender, "text": text, "timestamp": at.isoformat(),
                     "sender_id": 2000 + sum(map(ord, sender)), "message_id": number},
                    ensure_ascii=False,
                )
            )  # fmt: skip
        at += timedelta(hours=5)  # a long silence: the next talk is a new topic
    return out


@pytest.mark.anyio
async def test_toc_names_the_campsite_and_no_arrival(tmp_path: Path) -> None:
    config = demo_config(tmp_path / "data")
    clock = ReplayClock(datetime.now(UTC))
    async with writer_system(config, clock) as system:
        await ingest_lines(system, clock, CHAT, lines(), config.memory)
    names = [row.topic_tag for row in toc_answer(config, CHAT)]
    # the planning talk is named by what it planned: the campsite, or the place it is in
    assert names[0] in {"캠핑장", "양평"}
    # the arrivals name nothing: never 도착, 출발 or the role 총무
    assert {"도착", "출발", "완료", "총무"}.isdisjoint(names)
    assert text_answer(config, CHAT, "toc", "").startswith("📋 대화 목차")
