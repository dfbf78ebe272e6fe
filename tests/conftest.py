"""Shared pytest setup: anyio on asyncio only (python-telegram-bot cannot run on trio), and
the fake Bot API and Messages API servers most service tests start, and a Claude summarizer
on a fake Messages API that fails loudly (no retries, no offline fallback)."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import AsyncIterator, Iterator

import pytest

from groupchat_memory.llm.claude import ClaudeSummarizer
from groupchat_memory.llm.settings import LLMSettings
from tests.botkit import persona_responder, start_fake_telegram
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI
from tests.forkserver import ForkServer


def pytest_configure(config: pytest.Config) -> None:
    """With bytecode writing off (PYTHONDONTWRITEBYTECODE), every ``python -m
    groupchat_memory ...`` the tests start would compile the whole package again (about
    0.4 s of CPU each, a few hundred starts a run): the children share one bytecode cache
    in a private temporary folder instead, as an installed package has its .pyc files.
    The source tree stays free of bytecode."""
    if not sys.flags.dont_write_bytecode or "PYTHONPYCACHEPREFIX" in os.environ:
        return
    prefix = tempfile.mkdtemp(prefix="groupchat-memory-pycache-")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = prefix
    config.add_cleanup(lambda: shutil.rmtree(prefix, ignore_errors=True))


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


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    """A fake Messages API whose answers each test sets."""
    with FakeAnthropic() as server:
        yield server


@pytest.fixture
async def claude(fake: FakeAnthropic) -> AsyncIterator[ClaudeSummarizer]:
    """A Claude summarizer on ``fake``: no retries and no offline fallback, so failures show."""
    settings = LLMSettings(api_key="k", base_url=fake.base_url, timeout_s=10.0, max_retries=0)
    summarizer = ClaudeSummarizer(settings, fallback=None)
    yield summarizer
    await summarizer.aclose()


@pytest.fixture(scope="session")
def forks() -> Iterator[ForkServer]:
    """The run's fork server: crash-test workers forked from one interpreter that imported
    their modules once (tests/forkserver.py)."""
    server = ForkServer()
    yield server
    server.close()
