"""What is recorded from Telegram updates: text, captions, media placeholders, replies,
forum threads, edits and group-to-supergroup migration (real service, fake Bot API)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.botkit import CHAT, TOKEN, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

PHOTO = {"photo": [{"file_id": "p1", "file_unique_id": "pu1", "width": 10, "height": 10}]}
DOC = {"document": {"file_id": "d1", "file_unique_id": "du1", "file_name": "보고서.pdf"}}
STICKER = {
    "sticker": {
        "file_id": "s1",
        "file_unique_id": "su1",
        "type": "regular",
        "width": 1,
        "height": 1,
        "is_animated": False,
        "is_video": False,
        "emoji": "😀",
    }
}
VOICE = {"voice": {"file_id": "v1", "file_unique_id": "vu1", "duration": 3}}


def all_delivered(tg: FakeBotAPI) -> bool:
    return all(tg.delivered(t) == tg.queued(t) for t in TOKEN.values())


@pytest.mark.anyio
async def test_media_captions_replies_threads_and_edits_are_recorded_once_each(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        first = tg.push_message(CHAT, "원래 문장")
        tg.push_message(CHAT, None, extra=PHOTO)
        tg.push_message(CHAT, None, extra={**PHOTO, "caption": "바다 사진이에요"})
        tg.push_message(CHAT, None, extra=DOC)
        tg.push_message(CHAT, None, extra=STICKER)
        tg.push_message(CHAT, None, extra=VOICE)
        tg.push_message(CHAT, "답장입니다", reply_to=first)
        tg.push_message(CHAT, "토픽 안의 말", thread_id=42)
        tg.push_message(CHAT, "고친 문장", message_id=first, edited=True)
        await tg.until(lambda: all_delivered(tg))
    stored = records(config)
    assert [r.text for r in stored] == [
        "원래 문장",
        "[사진]",
        "[사진] 바다 사진이에요",
        "[파일: 보고서.pdf]",
        "[스티커 😀]",
        "[음성]",
        "답장입니다",
        "토픽 안의 말",
        "고친 문장",
    ]
    assert [r.kind for r in stored][-1] == "edit" and stored[-1].message_id == first
    assert stored[6].reply_to == first
    assert stored[7].thread_id == 42 and stored[0].thread_id is None
    assert all(r.sender == "민수" and r.sender_id == 1001 and not r.is_bot for r in stored)


@pytest.mark.anyio
async def test_a_group_migrating_to_a_supergroup_takes_its_memory_along(
    tmp_path: Path, tg: FakeBotAPI, caplog: pytest.LogCaptureFixture
) -> None:
    old, new = -4001, -1004001
    config = write_config(tmp_path, tg, None, allowed=(old,))
    async with running(config):
        tg.push_message(old, "일반 그룹에서 한 말", chat_type="group", message_id=1)
        tg.push_message(
            old, None, chat_type="group", message_id=2, extra={"migrate_to_chat_id": new}
        )
        tg.push_message(new, None, message_id=1, extra={"migrate_from_chat_id": old})
        tg.push_message(new, "슈퍼그룹에서 한 말", message_id=2)
        await tg.until(lambda: all_delivered(tg))
    assert records(config, old) == []
    assert [r.text for r in records(config, new)] == ["일반 그룹에서 한 말", "슈퍼그룹에서 한 말"]
    moved = [r for r in caplog.records if "became the supergroup" in r.getMessage()]
    assert len(moved) == 1


@pytest.mark.anyio
async def test_a_supergroup_numbering_from_one_again_keeps_every_message_through_the_bot_api(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    old, new = -4001, -1004001
    config = write_config(tmp_path, tg, None, allowed=(old,))
    async with running(config):
        for i in range(1, 41):
            tg.push_message(old, f"그룹 {i}", chat_type="group", message_id=i)
        tg.push_message(
            old, None, chat_type="group", message_id=41, extra={"migrate_to_chat_id": new}
        )
        tg.push_message(new, None, message_id=1, extra={"migrate_from_chat_id": old})
        later = [*range(2, 6), *range(60, 64)]
        for i in later:
            tg.push_message(new, f"슈퍼 {i}", message_id=i)
        await tg.until(lambda: all_delivered(tg))
    texts = [r.text for r in records(config, new)]
    assert texts == [f"그룹 {i}" for i in range(1, 41)] + [f"슈퍼 {i}" for i in later]
