"""What ``/잊어줘`` leaves alone and what it still finds, in the real service against the
fake Bot API: other members' own lines stay whole even when they say the very sentence
the member said (a greeting, thanks, a stock phrase); a persona repeating the member with
other spacing (doubled spaces, a line break inside) is found all the same, in the log,
the search index and the persona's next context."""

from __future__ import annotations

import json
import sys
from functools import partial
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.config.file import Config
from groupchat_memory.domain.history.forgetting import REDACTED
from groupchat_memory.store.records import MessageRecord
from tests.bot.telegram.test_forget_copies import EVERY, answered
from tests.bot.telegram.test_forget_me import answers
from tests.botkit import CHAT, press_button, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

MEMBER, MINJUN, SEOYEON = 1001, 2002, 3003
MARKER = "ZEBRAQUOKKA7731"
THANKS = "오늘 회의 정말 수고 많으셨습니다 여러분"
THEIRS = f"{MARKER} 회의는 목요일 세시로 하자 끝"

# a command persona that repeats the member's last marked sentence with its spaces
# doubled and a line break inside, and keeps each prompt it was given
MANGLING_ECHO = """\
import pathlib, re, sys, time
prompt = sys.stdin.read()
pathlib.Path(sys.argv[1], f"{time.monotonic_ns()}.txt").write_text(prompt, "utf-8")
said = re.findall(r"ZEBRAQUOKKA7731[^\\n<]*?끝", prompt)
if said:
    words = said[-1].split(" ")
    echoed = "  ".join(words[:3]) + "\\n" + " ".join(words[3:])
    print(f"하린님이 말씀하신 '{echoed}' 좋네요")
else:
    print("네 알겠습니다")
"""


def echo_keys(tmp_path: Path) -> str:
    # the persona's own folder (never the one holding the config) is all it may write
    folder = tmp_path / "persona"
    folder.mkdir(exist_ok=True)
    script = folder / "echo.py"
    script.write_text(MANGLING_ECHO, encoding="utf-8")
    prompts = folder / "prompts"
    prompts.mkdir()
    argv = json.dumps([sys.executable, str(script), str(prompts)])
    return f'provider = "command"\nargv = {argv}\nwritable = {json.dumps([str(folder)])}\n'


def last_prompt(tmp_path: Path) -> str:
    return max((tmp_path / "persona" / "prompts").iterdir()).read_text("utf-8")


def folded_marker(text: str) -> bool:
    return MARKER.casefold() in text.casefold()


async def forget_me(tg: FakeBotAPI, user_id: int, name: str) -> str:
    """``user_id`` sends /잊어줘 and presses yes; the command persona's report."""
    before = len(answers(tg))
    tg.push_message(CHAT, "/잊어줘", sender=name, sender_id=user_id)
    await tg.until(lambda: len(answers(tg)) > before)
    assert "fg:yes" in json.dumps(answers(tg)[-1].params)
    (yes,), _ = answers(tg)[-1].params["reply_markup"]["inline_keyboard"]
    asked_id = tg.next_message_id(CHAT) - 1
    press_button(tg, yes["callback_data"], user_id=user_id, message_id=asked_id, name=name)
    await tg.until(lambda: "🧹 메시지" in answers(tg)[-1].params["text"], within=60)
    return str(answers(tg)[-1].params["text"])


def said_by(config: Config, user_id: int) -> list[str]:
    return [r.text for r in records(config) if r.sender_id == user_id and r.kind == "message"]


def persona_lines(config: Config) -> list[MessageRecord]:
    return [r for r in records(config) if r.is_bot and r.kind == "message"]


@pytest.mark.anyio
async def test_forget_me_keeps_the_sentence_others_wrote_on_their_own_and_redacts_a_quoting_reply(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        # 민준 says the thanks first, the member says it again, 서연 says it on her own
        tg.push_message(CHAT, THANKS, sender="민준", sender_id=MINJUN)
        tg.push_message(CHAT, THANKS, sender="하린", sender_id=MEMBER)
        theirs = tg.push_message(CHAT, THEIRS, sender="하린", sender_id=MEMBER)
        tg.push_message(CHAT, f"네 {THANKS}", sender="서연", sender_id=SEOYEON)
        # 서연 replies to the member's marked message quoting it, and to their thanks
        # with the same thanks: both quote the message replied to
        tg.push_message(CHAT, f"{THEIRS} 좋아요", sender="서연", sender_id=SEOYEON, reply_to=theirs)
        tg.push_message(CHAT, THANKS, sender="서연", sender_id=SEOYEON, reply_to=theirs - 1)
        await tg.until(lambda: len(said_by(config, SEOYEON)) == 3)
        done = await forget_me(tg, MEMBER, "하린")
        assert "🧹 메시지 3개" in done  # their two lines and the command
        assert "다른 기록 2개" in done
    assert said_by(config, MEMBER) == []
    assert said_by(config, MINJUN) == [THANKS]
    assert said_by(config, SEOYEON) == [f"네 {THANKS}", f"{REDACTED} 좋아요", REDACTED]


@pytest.mark.anyio
async def test_forget_me_finds_a_persona_echo_with_other_spacing_in_log_search_and_context(
    tmp_path: Path, tg: FakeBotAPI, capsys: pytest.CaptureFixture[str]
) -> None:
    config = write_config(
        tmp_path, tg, None, modes=("mention", "all", "mention"),
        bot_keys={"코덱스": echo_keys(tmp_path)},
    )  # fmt: skip
    async with running(config, EVERY):
        first = tg.push_message(CHAT, THANKS, sender="민준", sender_id=MINJUN)
        await tg.until(partial(answered, config, first), within=60)
        theirs = tg.push_message(CHAT, THEIRS, sender="하린", sender_id=MEMBER)
        await tg.until(partial(answered, config, theirs), within=60)
        other = tg.push_message(CHAT, "서버 점검은 금요일에", sender="서연", sender_id=SEOYEON)
        await tg.until(partial(answered, config, other), within=60)
        echoes = [r.text for r in persona_lines(config) if folded_marker(r.text)]
        assert len(echoes) == 2 and all(THEIRS not in t and "\n" in t for t in echoes)
        capsys.readouterr()
        assert main(["--data-dir", str(config.data_dir), "search", "--chat", str(CHAT),
                     MARKER]) == 0  # fmt: skip
        assert folded_marker(capsys.readouterr().out)

        done = await forget_me(tg, MEMBER, "하린")
        assert "🧹 메시지 2개" in done and "다른 기록 2개" in done  # their line, the command
        # the chat goes on: the echo persona's next context comes from what is left
        after = tg.push_message(CHAT, "다음 주 일정은 어때요", sender="민준", sender_id=MINJUN)
        await tg.until(partial(answered, config, after), within=60)
        assert not folded_marker(last_prompt(tmp_path))
        assert THANKS in last_prompt(tmp_path)

    assert said_by(config, MEMBER) == []
    assert all(not folded_marker(r.text) for r in records(config))
    redacted = [r.text for r in persona_lines(config) if REDACTED in r.text]
    assert redacted == [f"{REDACTED}이 말씀하신 '{REDACTED}' 좋네요"] * 2  # the name went too
    capsys.readouterr()
    for keyword in (MARKER, MARKER.lower(), "세시로"):
        assert main(["--data-dir", str(config.data_dir), "search", "--chat", str(CHAT),
                     keyword, "--json"]) == 0  # fmt: skip
        out = capsys.readouterr().out
        assert not folded_marker(out) and "세시로" not in out, keyword
