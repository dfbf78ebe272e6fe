"""What an erasure covers beyond the member's own records, in the real service: a persona
that echoes them, another member quoting them, the bot's own command answers and their
"더 보기" pages; and taking back one message by a reply ``/잊어줘``."""

from __future__ import annotations

import json
import math
import sys
from functools import partial
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.telegram.commands import EXPIRED
from groupchat_memory.bot.telegram.forget_command import ASK_ONE, NOT_THEIRS, ONLY_THEM
from groupchat_memory.bot.telegram.personas import Pacing
from groupchat_memory.domain.history.forgetting import REDACTED
from groupchat_memory.domain.summaries.files import summary_files
from tests.bot.telegram.test_forget_me import answers, callback_texts
from tests.botkit import CHAT, TOKEN, press_button, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

MEMBER, OTHER = 1001, 2002
MARKER = "ZEBRAQUOKKA7731"
KEPT = "KOALAPLATYPUS5512"

# a command persona that repeats the last marked sentence of its prompt, as a persona
# answering "하린님이 말씀하신 ..." does
ECHO = """\
import re, sys
prompt = sys.stdin.read()
said = re.findall(r"(?:ZEBRAQUOKKA7731|KOALAPLATYPUS5512)[^\\n<]*?끝", prompt)
print(f"민수님이 말씀하신 '{said[-1]}' 좋네요" if said else "네 알겠습니다")
"""


def echo_keys(tmp_path: Path) -> str:
    folder = tmp_path / "persona"  # never the folder holding the config
    folder.mkdir(exist_ok=True)
    script = folder / "echo.py"
    script.write_text(ECHO, encoding="utf-8")
    # the sandbox gives a command persona a /tmp of its own: let it see the script's folder
    argv = json.dumps([sys.executable, str(script)])
    return f'provider = "command"\nargv = {argv}\nwritable = {json.dumps([str(folder)])}\n'


def traces(data: Path, needle: str = MARKER) -> list[str]:
    found = (needle.encode(), needle.lower().encode())
    return [
        str(p.relative_to(data))
        for p in sorted(data.rglob("*"))
        if p.is_file() and any(n in p.read_bytes() for n in found)
    ]


def answered(config: Config, message_id: int) -> bool:
    """The echo persona's answer to ``message_id`` is in the log (answers reply to it)."""
    return any(
        r.is_bot and r.kind == "message" and r.reply_to == message_id for r in records(config)
    )


def said(i: int, marker: str = MARKER) -> str:
    return f"{marker} 회의는 목요일 {i}시로 하자 끝"


# the echo persona answers every message it gets, as before pacing: these tests are about
# what an erasure reaches, not about how a busy group is kept up with
EVERY = Pacing(
    settle_s=0.0,
    settle_max_s=0.0,
    stale_after_s=math.inf,
    answers_per_minute=0,
    catch_up=False,
    one_voice=False,
)


@pytest.mark.anyio
async def test_forget_me_takes_their_words_out_of_echoes_quotes_command_answers_and_pages(
    tmp_path: Path, tg: FakeBotAPI, capsys: pytest.CaptureFixture[str]
) -> None:
    config = write_config(
        tmp_path, tg, None, modes=("mention", "all", "mention"), summary_every=8,
        bot_keys={"코덱스": echo_keys(tmp_path)},
    )  # fmt: skip
    data = tmp_path / "data"
    async with running(config, EVERY):
        theirs = []
        for i in range(3):
            theirs.append(tg.push_message(CHAT, said(i), sender="민수", sender_id=MEMBER))
            await tg.until(partial(answered, config, theirs[-1]), within=60)
        # another member's reply to one of their messages, quoting it
        quote = f"어제 민수가 {said(1)} 라고 했잖아"
        mid = tg.push_message(CHAT, quote, sender="서연", sender_id=OTHER, reply_to=theirs[1])
        await tg.until(partial(answered, config, mid), within=60)
        # long lines of the other member: /history comes in pages. The echo persona
        # answers each in arrival order, one at a time: once the last is answered, no
        # answer made from a prompt holding the member's words is still on its way
        pushed = [
            tg.push_message(CHAT, f"서버 점검 일정 {i} " + "가" * 300, sender="서연",
                            sender_id=OTHER)
            for i in range(16)
        ]  # fmt: skip
        await tg.until(partial(answered, config, pushed[-1]), within=180)
        tg.push_message(CHAT, "/history 100", sender="서연", sender_id=OTHER)
        await tg.until(lambda: any(MARKER in r.params["text"] for r in answers(tg)))
        (paged,) = [r for r in answers(tg) if r.params.get("reply_markup")]
        (more,) = paged.params["reply_markup"]["inline_keyboard"][0]
        tg.push_message(CHAT, "/search 목요일", sender="서연", sender_id=OTHER)
        await tg.until(lambda: len(answers(tg)) >= 2)
        await tg.until(lambda: sum(r.kind == "command" and r.is_bot
                                   for r in records(config)) >= 2)  # fmt: skip
        assert any("summaries/" in p for p in traces(data))

        tg.push_message(CHAT, "/잊어줘", sender="민수", sender_id=MEMBER)
        await tg.until(lambda: "fg:yes" in json.dumps(answers(tg)[-1].params))
        (yes,), _ = answers(tg)[-1].params["reply_markup"]["inline_keyboard"]
        asked_id = tg.next_message_id(CHAT) - 1
        press_button(tg, yes["callback_data"], user_id=MEMBER, message_id=asked_id)
        await tg.until(lambda: "🧹 메시지" in answers(tg)[-1].params["text"], within=60)
        done = answers(tg)[-1].params["text"]
        assert "다른 기록" in done
        # the question lost its buttons
        (edit,) = tg.calls("editMessageReplyMarkup", TOKEN["클로디"])
        assert edit.params["message_id"] == asked_id
        assert not edit.params.get("reply_markup", {}).get("inline_keyboard")
        # an old "더 보기" of a page that showed them: expired, nothing sent again
        sent_before = len(answers(tg))
        press_button(
            tg, more["callback_data"], user_id=OTHER, message_id=paged.params["_message_id"]
        )
        await tg.until(lambda: EXPIRED in callback_texts(tg))
        assert len(answers(tg)) == sent_before

        tg.push_message(CHAT, "/history 100", sender="서연", sender_id=OTHER)
        await tg.until(lambda: len(answers(tg)) > sent_before)
        assert all(MARKER not in r.params["text"] for r in answers(tg)[sent_before:])
    assert traces(data) == []
    texts = [r.text for r in records(config)]
    assert f"어제 민수가 {REDACTED} 라고 했잖아" in texts
    # the persona's echoes lose the member's name too: no answer says whose words went
    assert sum(f"{REDACTED}이 말씀하신 '{REDACTED}' 좋네요" == t for t in texts) >= 3
    assert not [t for t in texts if "민수님이 말씀하신" in t]
    assert all(MARKER not in r.summary for _, r in summary_files(config.root.summaries_dir(CHAT)))
    capsys.readouterr()
    assert main(["--data-dir", str(data), "history", "--chat", str(CHAT), "-n", "200",
                 "--json"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert MARKER not in out and "서버 점검 일정 15" in out


@pytest.mark.anyio
async def test_a_reply_forget_takes_back_one_own_message_and_its_echo_only(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(
        tmp_path, tg, None, modes=("mention", "all", "mention"),
        bot_keys={"코덱스": echo_keys(tmp_path)},
    )  # fmt: skip
    data = tmp_path / "data"
    async with running(config, EVERY):
        gone = tg.push_message(CHAT, said(1), sender="민수", sender_id=MEMBER)
        await tg.until(partial(answered, config, gone), within=60)
        kept_id = tg.push_message(CHAT, said(2, KEPT), sender="민수", sender_id=MEMBER)
        await tg.until(partial(answered, config, kept_id), within=60)
        theirs = tg.push_message(CHAT, "서버 점검 일정 확인했어", sender="서연", sender_id=OTHER)
        await tg.until(partial(answered, config, theirs), within=60)

        # someone else's message: refused
        tg.push_message(CHAT, "/잊어줘", sender="민수", sender_id=MEMBER, reply_to=theirs)
        await tg.until(lambda: any(r.params["text"] == NOT_THEIRS for r in answers(tg)))

        tg.push_message(CHAT, "/잊어줘", sender="민수", sender_id=MEMBER, reply_to=gone)
        await tg.until(lambda: answers(tg)[-1].params["text"] == ASK_ONE)
        (yes,), _ = answers(tg)[-1].params["reply_markup"]["inline_keyboard"]
        asked_id = tg.next_message_id(CHAT) - 1
        press_button(tg, yes["callback_data"], user_id=OTHER, message_id=asked_id, name="서연")
        await tg.until(lambda: ONLY_THEM in callback_texts(tg))
        assert traces(data)
        press_button(tg, yes["callback_data"], user_id=MEMBER, message_id=asked_id)
        await tg.until(lambda: "🧹 메시지 1개" in answers(tg)[-1].params["text"])
    assert traces(data) == []
    kept = records(config)
    assert said(2, KEPT) in [r.text for r in kept]  # their other message and its echoes stay
    assert sum(KEPT in r.text for r in kept) >= 2
    assert f"민수님이 말씀하신 '{REDACTED}' 좋네요" in [r.text for r in kept]
    assert [r.kind for r in kept].count("tombstone") == 1
    assert "서버 점검 일정 확인했어" in [r.text for r in kept]
