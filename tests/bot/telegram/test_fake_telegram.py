"""The fake Bot API behaves like Telegram for the real python-telegram-bot."""

from __future__ import annotations

from collections.abc import Iterator

import anyio
import pytest
from telegram import Bot, BotCommand
from telegram.error import NetworkError
from telegram.ext import AIORateLimiter, ExtBot

from tests.fakes.fake_telegram import FakeBotAPI


@pytest.fixture
def fake() -> Iterator[FakeBotAPI]:
    with FakeBotAPI(max_poll_timeout=0.2) as api:
        api.add_bot("1:AAA", "claudy_bot", first_name="클로디")
        api.add_bot("2:BBB", "codex_bot", can_read_all_group_messages=False)
        yield api


@pytest.mark.anyio
async def test_get_me_answers_per_token(fake: FakeBotAPI) -> None:
    async with (
        Bot("1:AAA", base_url=fake.base_url) as one,
        Bot("2:BBB", base_url=fake.base_url) as two,
    ):
        assert one.username == "claudy_bot"
        assert two.username == "codex_bot"
        assert (await two.get_me()).can_read_all_group_messages is False


@pytest.mark.anyio
async def test_updates_are_queued_per_token_and_the_offset_confirms_them(fake: FakeBotAPI) -> None:
    fake.push_message(-100, "안녕 @claudy_bot", tokens=["1:AAA"])
    async with Bot("1:AAA", base_url=fake.base_url) as bot:
        updates = await bot.get_updates(timeout=0)
        assert [u.message.text for u in updates if u.message] == ["안녕 @claudy_bot"]
        assert updates[0].message is not None
        assert updates[0].message.entities[0].type == "mention"
        assert fake.pending("2:BBB") == 0
        assert await bot.get_updates(offset=updates[-1].update_id + 1, timeout=0) == ()
        assert fake.pending("1:AAA") == 0


@pytest.mark.anyio
async def test_a_long_poll_returns_when_an_update_arrives(fake: FakeBotAPI) -> None:
    async with Bot("1:AAA", base_url=fake.base_url) as bot:
        got: list[str] = []

        async def poll() -> None:
            while not got:
                for update in await bot.get_updates(timeout=5):
                    assert update.message is not None
                    got.append(update.message.text or "")

        with anyio.fail_after(10):
            async with anyio.create_task_group() as tg:
                tg.start_soon(poll)
                await fake.until(lambda: bool(fake.calls("getMe")))
                fake.push_message(-100, "늦게 온 메시지", tokens=["1:AAA"])
        assert got == ["늦게 온 메시지"]


@pytest.mark.anyio
async def test_sent_messages_and_commands_are_recorded(fake: FakeBotAPI) -> None:
    async with Bot("1:AAA", base_url=fake.base_url) as bot:
        sent = await bot.send_message(-100, "답장입니다", message_thread_id=7)
        await bot.set_my_commands([BotCommand("memory", "메모리 상태")])
        assert [c.command for c in await bot.get_my_commands()] == ["memory"]
    assert sent.text == "답장입니다" and sent.from_user is not None and sent.from_user.is_bot
    (req,) = fake.sent_messages(-100)
    assert req.params["text"] == "답장입니다"
    assert req.params["message_thread_id"] == 7


# PTB itself reads RetryAfter.retry_after (building the error, in its rate limiter) and warns
# that it becomes a timedelta; the product reads it through flood_wait_s, which takes both
@pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")
@pytest.mark.anyio
async def test_a_429_is_waited_out_by_the_rate_limiter(fake: FakeBotAPI) -> None:
    fake.fail("sendMessage", status=429, retry_after=1, times=1)
    async with ExtBot(
        "1:AAA", base_url=fake.base_url, rate_limiter=AIORateLimiter(max_retries=2)
    ) as bot:
        with anyio.fail_after(10):
            await bot.send_message(-100, "재시도")
    assert len(fake.calls("sendMessage")) == 2
    assert [r.params["text"] for r in fake.sent_messages()] == ["재시도"]


@pytest.mark.anyio
async def test_a_500_surfaces_as_a_network_error(fake: FakeBotAPI) -> None:
    fake.fail("sendMessage", status=500)
    async with Bot("1:AAA", base_url=fake.base_url) as bot:
        with pytest.raises(NetworkError):
            await bot.send_message(-100, "x")
        await bot.send_message(-100, "y")
    assert [r.params["text"] for r in fake.sent_messages()] == ["y"]


@pytest.mark.anyio
async def test_documents_arrive_with_their_bytes(fake: FakeBotAPI) -> None:
    async with Bot("1:AAA", base_url=fake.base_url) as bot:
        await bot.send_document(555, b"# insight\n", filename="a.md", caption="새 인사이트")
    (req,) = fake.calls("sendDocument")
    assert req.params["caption"] == "새 인사이트"
    assert req.files["document"] == ("a.md", b"# insight\n")
