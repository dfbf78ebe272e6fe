"""Our getUpdates loop against the fake Bot API: it rides out 429, 500 and dropped
connections, confirms every update once it is recorded, and a slow ``/정리`` does not
hold back the confirmation of the messages after it."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import anyio
import pytest

from tests.botkit import (
    CHAT,
    TOKEN,
    persona_responder,
    records,
    running,
    write_config,
)
from tests.fakes.fake_anthropic import FakeAnthropic, Reply
from tests.fakes.fake_telegram import FakeBotAPI


def all_confirmed(tg: FakeBotAPI) -> bool:
    return all(tg.confirmed(t) == tg.queued(t) for t in TOKEN.values())


# PTB itself reads RetryAfter.retry_after while building the error for the 429 and warns that
# it becomes a timedelta; the poller reads it through flood_wait_s, which takes both
@pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")
@pytest.mark.anyio
async def test_polling_rides_out_429_500_and_dropped_connections_and_records_each_message_once(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    tg.fail("getUpdates", status=429, retry_after=1, token=TOKEN["잼민이"])
    tg.fail("getUpdates", status=500, times=2, token=TOKEN["코덱스"])
    tg.drop("getUpdates", times=2)
    async with running(config):
        sent = [tg.push_message(CHAT, f"메시지 {i}") for i in range(30)]
        await tg.until(lambda: all_confirmed(tg), 30)
    assert len(tg.calls("getUpdates")) >= 3  # the scheduled 429 and 500s were answered
    assert tg.drops_left("getUpdates") == 0
    assert [r.message_id for r in records(config)] == sent
    assert tg.confirmed_messages() == {(CHAT, mid) for mid in sent}


@pytest.mark.anyio
async def test_a_slow_report_does_not_hold_back_confirmation_of_the_messages_after_it(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    asked, release = threading.Event(), threading.Event()

    def slow(body: dict[str, Any]) -> Reply:
        asked.set()
        release.wait(60)
        return persona_responder(body)

    with FakeAnthropic(responder=slow) as llm:
        config = write_config(tmp_path, tg, llm.base_url)
        tg.set_admins(CHAT, [1001])
        async with running(config):
            tg.push_message(CHAT, "/정리")
            await anyio.to_thread.run_sync(asked.wait, 20)
            later = tg.push_message(CHAT, "정리하는 동안 온 메시지")
            try:
                await tg.until(lambda: all_confirmed(tg), 20)
                assert not release.is_set()
                assert records(config)[-1].message_id == later
            finally:
                release.set()
            # the progress note, then edited into the report
            await tg.until(lambda: len(tg.calls("editMessageText")) >= 1, 30)
