"""Fixtures the actor tests that talk to a model share: a fake Messages API and a Claude
summarizer on it that fails loudly (no retries, no offline fallback)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest

from groupchat_memory.llm.claude import ClaudeSummarizer
from groupchat_memory.llm.settings import LLMSettings
from tests.fakes.fake_anthropic import FakeAnthropic


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        yield server


@pytest.fixture
async def claude(fake: FakeAnthropic) -> AsyncIterator[ClaudeSummarizer]:
    settings = LLMSettings(api_key="k", base_url=fake.base_url, timeout_s=10.0, max_retries=0)
    summarizer = ClaudeSummarizer(settings, fallback=None)
    yield summarizer
    await summarizer.aclose()
