"""Summaries on an OpenAI-compatible endpoint: the real ``openai`` SDK against the fake Chat
Completions server, through ``make_summarizer`` as the service builds it."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterator

import pytest

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.domain.summaries.summarizer import (
    ReportRequest,
    SummaryDraft,
    SummaryError,
    SummaryRequest,
)
from groupchat_memory.llm.factory import make_summarizer
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.llm.openai_chat import OpenAISummarizer
from groupchat_memory.llm.settings import LLMSettings
from groupchat_memory.llm.summarizing import SUMMARY_TOOL_NAME, tool_schema
from groupchat_memory.store.records import MessageRecord
from tests.fakes.fake_openai import FakeOpenAI, answer, api_error, function_call
from tests.llm.test_claude_plans import _request as plans_request
from tests.llm.test_claude_summarizer import VALID, VALID_GROUNDED, WINDOW, _messages

pytestmark = pytest.mark.anyio


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    with FakeOpenAI() as server:
        yield server


@pytest.fixture
async def summarizer(fake: FakeOpenAI) -> AsyncIterator[OpenAISummarizer]:
    settings = LLMSettings(
        provider="openai",
        summary_model="gpt-fake-mini",
        base_url=fake.base_url,
        api_key="sk-test",
        api_key_env="OPENAI_API_KEY",
        max_retries=0,
        timeout_s=10.0,
    )
    made = make_summarizer(settings)
    assert isinstance(made, OpenAISummarizer)
    yield made
    await made.aclose()


def _request(messages: list[MessageRecord] | None = None) -> SummaryRequest:
    return SummaryRequest(
        chat_id=-100, messages=messages or WINDOW, topic="general", topic_pending=False
    )


async def test_a_forced_function_call_becomes_the_draft_with_its_usage(
    fake: FakeOpenAI, summarizer: OpenAISummarizer
) -> None:
    fake.queue(function_call(SUMMARY_TOOL_NAME, VALID))
    result = await summarizer.summarize(_request())
    assert result.draft == VALID_GROUNDED
    assert result.model == "gpt-fake-mini"
    assert result.usage is not None and result.usage.input_tokens > 0
    (request,) = fake.requests
    assert request.api_key == "sk-test"
    assert request.body["tool_choice"] == {
        "type": "function",
        "function": {"name": SUMMARY_TOOL_NAME},
    }
    assert request.body["tools"][0]["function"]["parameters"] == tool_schema(SummaryDraft)


async def test_pii_is_masked_before_the_window_leaves_and_json_text_still_parses(
    fake: FakeOpenAI, summarizer: OpenAISummarizer
) -> None:
    fake.queue(answer('설명 먼저.\n```json\n{"summary": "번호를 공유했다", "topic_tag": "x"}\n```'))
    result = await summarizer.summarize(_request(_messages("제 번호는 010-1234-5678 이에요")))
    assert result.draft.summary == "번호를 공유했다"
    assert b"010-1234-5678" not in fake.bodies[0]


async def test_garbage_arguments_fall_back_to_the_text_and_an_outage_raises(
    fake: FakeOpenAI, summarizer: OpenAISummarizer
) -> None:
    fake.queue(function_call(SUMMARY_TOOL_NAME, "{not json"), api_error(503, "down"))
    degraded = await summarizer.summarize(_request())
    assert degraded.draft.summary  # extractive, never lost
    with pytest.raises(SummaryError, match="503"):
        await summarizer.summarize(_request())


async def test_a_rejected_key_is_logged_once_and_the_offline_summarizer_takes_over(
    fake: FakeOpenAI, summarizer: OpenAISummarizer, caplog: pytest.LogCaptureFixture
) -> None:
    fake.queue(api_error(401, "bad key"))
    with caplog.at_level(logging.ERROR):
        first = await summarizer.summarize(_request())
        second = await summarizer.summarize(_request())
        report = await summarizer.report(
            ReportRequest(chat_id=-100, messages=WINDOW, summaries=[], chat_title="방")
        )
    assert first.model == second.model == report.model == OfflineSummarizer.name
    assert len(fake.requests) == 1
    (logged,) = [r.getMessage() for r in caplog.records if "rejected" in r.getMessage()]
    assert "OPENAI_API_KEY" in logged and "sk-test" not in logged


def test_the_openai_provider_needs_a_base_url() -> None:
    with pytest.raises(ConfigError, match="base_url"):
        make_summarizer(LLMSettings(provider="openai", api_key="k"))


async def test_an_endpoint_that_wants_max_completion_tokens_gets_it_from_then_on(
    fake: FakeOpenAI, summarizer: OpenAISummarizer
) -> None:
    refusal = (
        "Unsupported parameter: 'max_tokens' is not supported with this model. "
        "Use 'max_completion_tokens' instead."
    )
    fake.queue(api_error(400, refusal), function_call(SUMMARY_TOOL_NAME, VALID))
    first = await summarizer.summarize(_request())
    await summarizer.summarize(_request())
    assert first.draft.summary == VALID["summary"]
    limits = [
        (r.body.get("max_tokens"), r.body.get("max_completion_tokens")) for r in fake.requests
    ]
    assert limits == [(1024, None), (None, 1024), (None, 1024)]


async def test_any_other_bad_request_is_an_outage_not_a_retry(
    fake: FakeOpenAI, summarizer: OpenAISummarizer
) -> None:
    fake.queue(api_error(400, "messages: too long"))
    with pytest.raises(SummaryError, match="400"):
        await summarizer.summarize(_request())
    assert len(fake.requests) == 1


async def test_an_openai_answer_replacing_a_decision_and_closing_an_item_is_grounded(
    fake: FakeOpenAI, summarizer: OpenAISummarizer
) -> None:
    body = {
        "summary": "회식 장소 변경",
        "key_topics": ["회식"],
        "topic_tag": "회식",
        "key_decisions": [
            {"text": "서연: 회식은 홍대에서", "evidence": [61, 62], "replaces": [12]}
        ],
        "action_items": [
            {
                "text": "서연: 예약은 제가 할게요",
                "evidence": [14, 64],
                "owner": "서연",
                "status": "done",
            }
        ],
        "consensus_level": "agreed",
    }
    fake.queue(function_call(SUMMARY_TOOL_NAME, body))
    draft = (await summarizer.summarize(plans_request())).draft
    assert draft.key_decisions[0].replaces == [12]
    (item,) = draft.action_items
    assert (item.owner, item.status, item.evidence) == ("서연", "done", [14, 64])
    sent = fake.requests[0].body["messages"][-1]["content"]
    assert "#12 민준: 회식은 금요일 강남에서" in sent.partition("\n===\n")[0]
