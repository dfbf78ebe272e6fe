"""Every hint of a chat answer names a chat command as the member typed it, with the scope
they asked about, and that command answers what the hint promises: the real service
against the fake Bot API, in forum topics (``/결정 [N]``, ``/할일 [N]``, ``/기억 전체``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.bot.telegram.test_forum_topics import ask, created, delivered
from tests.botkit import CHAT, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

TRIP, MONEY = 11, 22
PEOPLE = {"유진": 501, "태호": 502, "다은": 503}
# what the topic decides and who takes what on
SAID = [
    ("유진", "회비는 만원으로 하자"),
    ("태호", "좋아"),
    ("유진", "장소는 강남역 근처로 하자"),
    ("태호", "좋아"),
    ("다은", "제가 회비 걷을게요"),
    ("태호", "제가 강남역 식당 예약할게요"),
]
_HINT = re.compile(r"\(모두 보기: ([^)]+)\)$")


def hint(answer: str) -> str:
    """The command the last line of a cut list points at."""
    found = _HINT.search(answer.splitlines()[-1])
    assert found is not None, answer
    return found.group(1)


@pytest.mark.anyio
async def test_hints_in_a_topic_name_the_chat_command_as_typed_and_it_answers(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        created(tg, TRIP, "여행")
        created(tg, MONEY, "회비")
        for name, text in SAID:
            tg.push_message(CHAT, text, sender=name, sender_id=PEOPLE[name], thread_id=MONEY)
        await tg.until(lambda: delivered(tg))
        answers = {}
        for typed in ("/결정 1", "/할일 1", "/decisions 1", "/결정 전체 1", "/결정 많이"):
            answers[typed] = str((await ask(tg, typed, thread_id=MONEY)).params["text"])
        followed = {}
        for typed in ("/결정 1", "/할일 1", "/결정 전체 1"):
            follow = _HINT.findall(answers[typed])
            followed[typed] = str((await ask(tg, follow[-1], thread_id=MONEY)).params["text"])
        recalled = str((await ask(tg, "/기억 전체 강남역", thread_id=TRIP)).params["text"])
        search = recalled.rsplit(": ", 1)[1]
        searched = str((await ask(tg, search, thread_id=TRIP)).params["text"])

    every = "\n".join([*answers.values(), *followed.values(), recalled])
    assert "groupchat-memory" not in every  # no command-line command in a chat answer
    # the hint repeats the command as typed, its scope word and the count that shows all
    assert hint(answers["/결정 1"]) == "/결정 2"
    assert hint(answers["/할일 1"]) == "/할일 2"
    assert hint(answers["/decisions 1"]) == "/decisions 2"
    assert answers["/decisions 1"].splitlines()[0].endswith("(그룹 전체: /decisions 전체)")
    assert answers["/결정 1"].splitlines()[0].endswith("(그룹 전체: /결정 전체)")
    assert hint(answers["/결정 전체 1"]) == "/결정 전체 2"
    assert (
        answers["/결정 많이"].startswith("📌 주제: 회비")
        and "사용법: /결정 [개수]" in answers["/결정 많이"]
    )
    # and the hinted command lists them all
    for typed, answer in followed.items():
        assert "… 외" not in answer and "강남역" in answer and "회비" in answer, (typed, answer)
    # /기억 over the whole chat, asked in another topic, points at a search of the whole chat
    assert search == "/search 전체 강남역", recalled
    assert "[주제: 회비] 유진: 장소는 「강남역」 근처로 하자" in searched, searched
