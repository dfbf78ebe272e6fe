"""A small in-test summarizer (implements ``domain.summaries.summarizer.Summarizer``) and
message makers."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import anyio

from groupchat_memory.actors.messages import Incoming, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.summaries.summarizer import (
    ReportRequest,
    ReportResult,
    SummaryDraft,
    SummaryError,
    SummaryRequest,
    SummaryResult,
)
from groupchat_memory.store.records import MessageRecord

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


class ListSummarizer:
    """Summarizes by listing the texts; can be told to fail, and counts its calls."""

    name = "list"

    def __init__(self, tag: str = "테스트주제") -> None:
        self.tag = tag
        self.fail = False
        self.requests: list[SummaryRequest] = []
        self.called = anyio.Event()
        self.gate: anyio.Event | None = None

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        self.requests.append(request)
        self.called.set()
        if self.gate is not None:
            await self.gate.wait()
        if self.fail:
            raise SummaryError("the test summarizer was told to fail")
        texts = [m.text for m in request.messages]
        return SummaryResult(
            draft=SummaryDraft(
                summary=" / ".join(texts)[:500] or "(빈 요약)",
                key_topics=sorted({t.split()[0] for t in texts if t.split()})[:5],
                topic_tag=self.tag,
            ),
            model="test-model",
        )

    async def report(self, request: ReportRequest) -> ReportResult:
        if self.fail:
            raise SummaryError("the test summarizer was told to fail")
        body = "\n".join(f"- {m.text}" for m in request.messages)
        return ReportResult(title=f"{request.chat_title} 정리", markdown=body, model="test-model")


def msg(
    text: str,
    i: int,
    *,
    sender: str = "철수",
    message_id: int | None = None,
    at: datetime | None = None,
    kind: str = "message",
) -> Incoming:
    """The ``i``-th message of a test conversation, a second apart from T0."""
    return Incoming(
        sender=sender,
        text=text,
        timestamp=at if at is not None else T0 + timedelta(seconds=i),
        message_id=message_id,
        kind=kind,  # type: ignore[arg-type]
    )


def numbered(
    chat: int, seqs: range, *, tag: str = "general", ids: bool = False
) -> list[MessageRecord]:
    """Log records ``기록 <seq>`` by 민수 at T0 + seq seconds (``ids``: message id = seq)."""
    return [
        MessageRecord(
            sender="민수",
            text=f"기록 {i}",
            timestamp=(T0 + timedelta(seconds=i)).isoformat(),
            chat_id=chat,
            topic_tag=tag,
            message_id=i if ids else None,
            seq=i,
        )
        for i in seqs
    ]


async def fall_silent(memory: ActorSystem, chat_id: int, last_at: datetime) -> None:
    """The chat goes quiet after its message at ``last_at``: tick the actors 31 minutes
    later (the silence trigger, the path users take) and wait until its summaries land."""
    await memory.ask(chat_id, Settle())
    await memory.tick(last_at + timedelta(minutes=31))
    await memory.ask(chat_id, Settle())
