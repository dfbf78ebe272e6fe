"""Tokens that summaries and reply contexts cost, ours vs the original design.

A seeded, realistic Korean group chat (people plus bot personas, sessions separated by
silences) is summarized through the real ``ClaudeSummarizer`` and anthropic SDK against
the fake Messages API, whose usage counts are token estimates (``estimate_tokens``).

- ours: each trigger (every 50 new messages, or 30 minutes of silence) sends only the
  messages since the last summary;
- original: each trigger sends the whole 50-message recent window again.

Then the reply context: ours (``domain.context.assemble`` within the budget, the older
messages newest first standing for what recall ranks: the budget, not the ranking, bounds
its size) vs the original's whole 50-message window. Run: ``.venv/bin/python
bench/bench_summaries.py [--quick] [--messages N]``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

# Run as a script from anywhere: the fake lives in tests/, which is not installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import anyio
import msgspec

from bench.cli import described
from groupchat_memory.domain.context import assemble
from groupchat_memory.domain.summaries.proposals import MAX_OPEN
from groupchat_memory.domain.summaries.summarizer import OpenProposal, SummaryDraft, SummaryRequest
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.llm.claude import ClaudeSummarizer
from groupchat_memory.llm.offline import draft_for
from groupchat_memory.llm.prompt import render_conversation, wrap_user_content
from groupchat_memory.llm.settings import LLMSettings
from groupchat_memory.llm.summarizing import SUMMARY_TOOL_NAME
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord, TokenUsage
from tests.fakes.fake_anthropic import FakeAnthropic, Reply, tool_use

WINDOW = 50
SILENCE = timedelta(minutes=30)
BUDGET = 2000

PEOPLE = ["민수", "지연", "준호", "서연"]
BOTS = ["잼민이", "코덱스", "클로디"]
TOPICS: dict[str, list[str]] = {
    "배포": [
        "이번 주 배포 일정 정해야 해요",
        "금요일 오후 배포 어때요?",
        "회귀 테스트는 목요일까지 끝낼게요",
        "배포 공지는 제가 담당할게요",
        "스테이징 서버에서 로그인 오류가 또 났어요",
        "롤백 절차 문서 링크 공유해 주세요",
        "그럼 금요일 오후 배포로 확정합니다",
    ],
    "예산": [
        "다음 분기 마케팅 예산 얼마나 잡을까요",
        "광고비는 지난 분기보다 20% 늘리는 게 좋겠어요",
        "견적서는 준호님이 받아 주실 수 있나요?",
        "네 제가 내일까지 견적 요청할게요",
        "인플루언서 협업 비용이 생각보다 크네요",
        "예산안은 다음 회의에서 합의하죠",
    ],
    "점심": [
        "오늘 점심 뭐 먹어요?",
        "회사 앞 국밥집 어때요 ㅋㅋ",
        "저는 샐러드 먹을래요",
        "12시 반에 로비에서 봐요",
    ],
    "모델": [
        "요약 모델을 하이쿠로 바꾸면 비용이 얼마나 줄까요",
        "프롬프트 캐싱 적용하면 입력 토큰이 꽤 줄어요",
        "한국어는 토큰이 음절당 하나쯤 나와요",
        "벤치마크 결과는 내일 정리해서 올릴게요",
        "컨텍스트 예산은 2천 토큰으로 두죠",
    ],
}
BOT_REPLIES = [
    "좋은 질문이에요. 정리하면 {t} 관련해서는 일정, 담당자, 위험 요소를 먼저 "
    "확인하는 게 좋겠습니다. 필요하면 체크리스트를 만들어 드릴게요.",
    "{t} 이야기를 요약하면 지금까지 두 가지 안이 나왔고, 아직 최종 결정은 없어요.",
    "제가 보기엔 {t} 부분은 지난번 논의와 이어집니다. 결론을 내려면 담당자를 정해야 해요.",
]


def make_chat(count: int, seed: int = 7) -> list[MessageRecord]:
    """A seeded chat: topic runs, bot answers, occasional silences over 30 minutes."""
    rng = random.Random(seed)
    tz = ZoneInfo("Asia/Seoul")
    now = datetime(2026, 3, 2, 9, 0, tzinfo=tz)
    topic = rng.choice(list(TOPICS))
    out: list[MessageRecord] = []
    for seq in range(1, count + 1):
        gap = rng.random()
        now += timedelta(minutes=45) if gap < 0.02 else timedelta(seconds=rng.randint(5, 240))
        if rng.random() < 0.08:
            topic = rng.choice(list(TOPICS))
        if rng.random() < 0.18:
            sender, text = rng.choice(BOTS), rng.choice(BOT_REPLIES).format(t=topic)
        else:
            sender, text = rng.choice(PEOPLE), rng.choice(TOPICS[topic])
        out.append(
            MessageRecord(
                sender=sender,
                text=text,
                timestamp=now.isoformat(),
                is_bot=sender in BOTS,
                chat_id=-100,
                seq=seq,
            )
        )
    return out


def trigger_points(messages: list[MessageRecord]) -> list[int]:
    """Indexes (exclusive ends) where a summary fires: 50 new messages or a silence."""
    points: list[int] = []
    cursor = 0
    for i in range(1, len(messages)):
        gap = datetime.fromisoformat(messages[i].timestamp) - datetime.fromisoformat(
            messages[i - 1].timestamp
        )
        if (gap >= SILENCE and i > cursor) or i - cursor >= WINDOW:
            points.append(i)
            cursor = i
    if cursor < len(messages):
        points.append(len(messages))
    return points


def _numbered(line: str) -> tuple[str, str, str]:
    """``#seq name: text`` (a summary prompt line) as its three parts."""
    head, _, text = line.partition(": ")
    number, _, name = head.partition(" ") if head.startswith("#") else ("", "", head)
    return number, name, text


def summarizing_responder(body: dict[str, Any]) -> Reply:
    """Answer a summary call the way a model would: a real-sized draft of the lines sent."""
    content = body["messages"][0]["content"]
    inside = content.split("<user_content>\n", 1)[1].rsplit("\n</user_content>", 1)[0]
    records = [
        MessageRecord(sender=name, text=text, timestamp="", seq=int(number.lstrip("#") or 0))
        for number, name, text in (_numbered(line) for line in inside.splitlines())
        if text
    ]
    draft = draft_for(records, topic="general", topic_pending=False)
    return tool_use(
        SUMMARY_TOOL_NAME,
        {
            "summary": draft.summary,
            "key_topics": draft.key_topics,
            "topic_tag": draft.topic_tag,
            "key_decisions": msgspec.to_builtins(draft.key_decisions),
            "action_items": msgspec.to_builtins(draft.action_items),
            "consensus_level": draft.consensus_level,
        },
    )


@dataclass
class Run:
    """Totals of one strategy."""

    name: str
    calls: int = 0
    sent_messages: int = 0
    block_tokens: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cache_read: int = 0
    seconds: float = 0.0

    def add(self, usage: TokenUsage | None, sent: int) -> None:
        self.calls += 1
        self.sent_messages += sent
        if usage is not None:
            self.input_tokens += (
                usage.input_tokens
                + usage.cache_read_input_tokens
                + usage.cache_creation_input_tokens
            )
            self.output_tokens += usage.output_tokens
            self.cache_read += usage.cache_read_input_tokens


Window = Callable[[list[MessageRecord], int, int], list[MessageRecord]]


def ours(messages: list[MessageRecord], cursor: int, end: int) -> list[MessageRecord]:
    """Only what is not summarized yet."""
    return messages[cursor:end]


def original(messages: list[MessageRecord], cursor: int, end: int) -> list[MessageRecord]:
    """The whole recent window, summarized or not."""
    return messages[max(0, end - WINDOW) : end]


async def run(
    name: str, window: Window, messages: list[MessageRecord], fake: FakeAnthropic
) -> tuple[Run, list[SummaryRecord]]:
    """Summarize the chat at every trigger with one strategy."""
    settings = LLMSettings(api_key="bench", base_url=fake.base_url, max_retries=0)
    claude = ClaudeSummarizer(settings)
    totals = Run(name)
    summaries: list[SummaryRecord] = []
    cursor = 0
    by_seq = {m.seq: m for m in messages}
    drafts: list[SummaryDraft] = []
    started = time.perf_counter()
    try:
        for end in trigger_points(messages):
            batch = window(messages, cursor, end)
            # as ProposalFeed does: the open proposals of the summary before, shown too
            open_items = [d for draft in drafts[-1:] for d in draft.key_decisions if d.proposal]
            shown = [
                OpenProposal(item=d, messages=[by_seq[s] for s in d.evidence if s in by_seq])
                for d in open_items[-MAX_OPEN:]
                if d.evidence
            ]
            request = SummaryRequest(chat_id=-100, messages=batch, open_proposals=shown)
            result = await claude.summarize(request)
            drafts.append(result.draft)
            totals.add(result.usage, len(batch))
            totals.block_tokens += estimate_tokens(wrap_user_content(render_conversation(batch)))
            summaries.append(
                SummaryRecord(
                    timestamp=batch[-1].timestamp,
                    date=batch[-1].timestamp[:10],
                    message_range=MessageRange(from_=batch[0].seq, to=batch[-1].seq),
                    summary=result.draft.summary,
                    key_topics=result.draft.key_topics,
                    topic_tag=result.draft.topic_tag,
                )
            )
            cursor = end
    finally:
        await claude.aclose()
    totals.seconds = time.perf_counter() - started
    return totals, summaries


def context_table(messages: list[MessageRecord], summaries: list[SummaryRecord]) -> None:
    """Reply context size: ours within the budget vs the original's whole window."""
    rng = random.Random(3)
    ours_tokens: list[int] = []
    original_tokens: list[int] = []
    for _ in range(50):
        at = rng.randint(WINDOW, len(messages) - 1)
        recent = messages[max(0, at - WINDOW) : at]
        older = messages[: max(0, at - WINDOW)]
        done = [s for s in summaries if s.message_range.to <= at][-3:]
        ranked = list(reversed(older))  # what recall would rank; any order fills the budget
        ours_tokens.append(assemble(done, recent, BUDGET, relevant_messages=ranked).tokens)
        original_tokens.append(sum(estimate_tokens(f"{m.sender}: {m.text}") for m in recent))
    print(f"\nreply context (50 replies, budget {BUDGET} tokens)")
    print(f"{'design':<10} {'mean tokens':>12} {'max tokens':>11} {'over budget':>12}")
    for name, values in (("ours", ours_tokens), ("original", original_tokens)):
        over = sum(v > BUDGET for v in values)
        print(f"{name:<10} {sum(values) / len(values):>12.0f} {max(values):>11} {over:>12}")


async def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--quick", action="store_true", help="300 messages instead of 1,000")
    parser.add_argument("--messages", type=int, default=None)
    args = parser.parse_args()
    count = args.messages or (300 if args.quick else 1000)
    messages = make_chat(count)
    raw = sum(estimate_tokens(m.text) for m in messages)
    per = 1000 / count
    with FakeAnthropic(responder=summarizing_responder) as fake:
        ours_run, ours_summaries = await run("ours", ours, messages, fake)
        original_run, _ = await run("original", original, messages, fake)
    print(f"{count} messages, {len(trigger_points(messages))} triggers, raw text {raw} tokens")
    print("(estimate_tokens via the fake API; counts per 1,000 messages; block = the")
    print(" <user_content> chat block; fixed/call = system + tool schema + header)\n")
    header = (
        f"{'design':<10} {'calls':>6} {'msgs sent':>10} {'x each msg':>10} "
        f"{'input tok':>10} {'output tok':>10} {'input/raw':>10} {'block/raw':>10} "
        f"{'fixed/call':>10} {'wall s':>7}"
    )
    print(header)
    for r in (ours_run, original_run):
        print(
            f"{r.name:<10} {r.calls * per:>6.0f} {r.sent_messages * per:>10.0f} "
            f"{r.sent_messages / count:>10.2f} {r.input_tokens * per:>10.0f} "
            f"{r.output_tokens * per:>10.0f} {r.input_tokens / raw:>10.2f} "
            f"{r.block_tokens / raw:>10.2f} {(r.input_tokens - r.block_tokens) / r.calls:>10.0f} "
            f"{r.seconds:>7.2f}"
        )
    for label, tokens in (
        ("whole request", ours_run.input_tokens),
        ("chat block", ours_run.block_tokens),
    ):
        verdict = "met" if tokens <= 1.3 * raw else "NOT met"
        print(f"goal 'summary input <= 1.3x raw text', {label}: {verdict} ({tokens / raw:.2f}x)")
    context_table(messages, ours_summaries)


if __name__ == "__main__":
    anyio.run(main)
