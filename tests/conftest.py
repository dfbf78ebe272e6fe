"""Shared pytest setup: anyio on asyncio only (python-telegram-bot cannot run on trio), and
the fake Bot API and Messages API servers most service tests start."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.botkit import persona_responder, start_fake_telegram
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def tg() -> Iterator[FakeBotAPI]:
    """A fake Bot API on 127.0.0.1 serving the three personas' tokens."""
    fake = start_fake_telegram()
    yield fake
    fake.close()


@pytest.fixture
def llm() -> Iterator[FakeAnthropic]:
    """A fake Messages API on 127.0.0.1 that answers each persona in its own voice."""
    with FakeAnthropic(responder=persona_responder) as fake:
        yield fake
