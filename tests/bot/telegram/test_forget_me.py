"""``/forget_me`` in the chat: the real service against the fake Bot API, offline summaries."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from groupchat_memory.bot.telegram.forget_command import CANCELLED, GONE, ONLY_THEM
from groupchat_memory.domain.summaries.files import summary_files
from tests.botkit import CHAT, TOKEN, press_button, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI, RecordedRequest
from tests.upkeep.test_forget_archive import archived_chat, without_sender_record
from tests.upkeep.test_forget_archive import traces as archive_traces

COMMANDS_TOKEN = TOKEN["클로디"]
MEMBER, OTHER = 1001, 2002
MARKER = "ZEBRAQUOKKA7731"


def answers(tg: FakeBotAPI) -> list[RecordedRequest]:
    return [r for r in tg.sent_messages(CHAT) if r.token == COMMANDS_TOKEN]


def callback_texts(tg: FakeBotAPI) -> list[Any]:
    return [r.params.get("text") for r in tg.calls("answerCallbackQuery", COMMANDS_TOKEN)]


def traces(data: Path) -> list[str]:
    """Files under ``data`` holding the marker. Read while the service runs: a file listed
    may be gone when read (a state file's temporary copy, renamed over the state file)."""
    needles = (MARKER.encode(), MARKER.lower().encode())
    found = []
    for p in sorted(data.rglob("*")):
        try:
            content = p.read_bytes() if p.is_file() else b""
        except FileNotFoundError:
            continue
        if any(n in content for n in needles):
            found.append(str(p.relative_to(data)))
    return found


@pytest.mark.anyio
async def test_forget_me_asks_only_the_member_then_erases_them_for_good(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None, summary_every=10)
    data = tmp_path / "data"
    summaries = config.root.summaries_dir(CHAT)
    async with running(config):
        for i in range(24):
            if i % 2:
                tg.push_message(
                    CHAT, f"{MARKER} 회의는 목요일 {i}시", sender="민수", sender_id=MEMBER
                )
            else:
                tg.push_message(CHAT, f"서버 점검 일정 {i}", sender="서연", sender_id=OTHER)
        await tg.until(lambda: len(summary_files(summaries)) >= 2)
        assert any("summaries/" in p for p in traces(data))

        tg.push_message(CHAT, "/잊어줘", sender="민수", sender_id=MEMBER)
        await tg.until(lambda: len(answers(tg)) >= 1)
        asked = answers(tg)[0]
        (yes,), (no,) = asked.params["reply_markup"]["inline_keyboard"]
        assert yes["callback_data"].startswith("fg:yes:") and no["callback_data"].startswith(
            "fg:no"
        )
        asked_id = tg.next_message_id(CHAT) - 1

        # someone else: politely refused
        press_button(tg, yes["callback_data"], user_id=OTHER, message_id=asked_id, name="누군가")
        await tg.until(lambda: ONLY_THEM in callback_texts(tg))
        # a forged key does nothing
        press_button(
            tg, "fg:yes:0123456789abcdef", user_id=MEMBER, message_id=asked_id, name="누군가"
        )
        await tg.until(lambda: len(callback_texts(tg)) >= 2)
        assert sum(MARKER in r.text for r in records(config)) == 12

        press_button(tg, yes["callback_data"], user_id=MEMBER, message_id=asked_id, name="누군가")
        await tg.until(lambda: any("🧹 메시지 13개" in r.params["text"] for r in answers(tg)))
        done = answers(tg)[-1].params["text"]
        assert "요약 " in done and "다시 만들었습니다" in done
        assert traces(data) == []

        # the chat goes on: a fresh actor, nothing comes back from memory
        tg.push_message(CHAT, "/history 50", sender="서연", sender_id=OTHER)
        await tg.until(lambda: "서버 점검 일정 22" in answers(tg)[-1].params["text"])
        assert MARKER not in answers(tg)[-1].params["text"]
        # used once
        press_button(tg, yes["callback_data"], user_id=MEMBER, message_id=asked_id, name="누군가")
        await tg.until(lambda: len(callback_texts(tg)) >= 4)
    assert traces(data) == []
    kept = [r for r in records(config) if r.kind == "message"]
    assert [r.sender_id for r in kept] == [OTHER] * 12
    assert [r.kind for r in records(config)].count("tombstone") == 1
    assert all("민수" not in r.participants for _, r in summary_files(summaries))


@pytest.mark.anyio
async def test_cancel_erases_nothing_and_spends_the_key(tmp_path: Path, tg: FakeBotAPI) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        tg.push_message(CHAT, f"{MARKER} 남아야 할 말", sender="민수", sender_id=MEMBER)
        tg.push_message(CHAT, "/forget_me", sender="민수", sender_id=MEMBER)
        await tg.until(lambda: len(answers(tg)) >= 1)
        (yes,), (no,) = answers(tg)[0].params["reply_markup"]["inline_keyboard"]
        press_button(tg, no["callback_data"], user_id=MEMBER, message_id=1, name="누군가")
        await tg.until(lambda: CANCELLED in callback_texts(tg))
        # the key went with the cancel
        press_button(tg, yes["callback_data"], user_id=MEMBER, message_id=1, name="누군가")
        await tg.until(lambda: GONE in callback_texts(tg))
    assert any(MARKER in r.text for r in records(config))
    assert [r.kind for r in records(config)].count("tombstone") == 0


@pytest.mark.anyio
async def test_forget_me_finds_the_member_by_their_telegram_name_in_old_archive_summaries(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    root = await archived_chat(tmp_path / "data")
    without_sender_record(root)  # an archive older than sender ids; no message in the log
    assert archive_traces(root)
    async with running(config):
        tg.push_message(CHAT, "/forget_me", sender="민준", sender_id=1001)
        await tg.until(lambda: len(answers(tg)) >= 1)
        (yes,), _ = answers(tg)[0].params["reply_markup"]["inline_keyboard"]
        press_button(
            tg,
            yes["callback_data"],
            user_id=1001,
            message_id=tg.next_message_id(CHAT) - 1,
            name="민준",
        )
        await tg.until(lambda: len(answers(tg)) >= 2)  # the question, then the report
    assert archive_traces(root) == [], answers(tg)[-1].params["text"]
    assert all("민준" not in r.participants for _, r in summary_files(root.summaries_dir(CHAT)))
