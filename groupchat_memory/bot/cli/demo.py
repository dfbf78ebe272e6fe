"""``groupchat-memory demo``: the whole memory, end to end, in seconds and offline.

Replays the Korean group-chat sample shipped in ``bot/data/sample_chat.jsonl`` (three
days, three people, the personas 잼민이/코덱스/클로디, topic changes, decisions, action
items and some PII) through the real ``ActorSystem`` into a fresh temporary data root,
then prints what a user would see: the summaries, ``/목차``, a ``/기억`` result, the
context a bot gets for a follow-up question, the masking, and an insight (``/정리``).
The offline summarizer is used unless ``ANTHROPIC_API_KEY`` is set.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from datetime import UTC, datetime, tzinfo
from pathlib import Path
from typing import IO
from zoneinfo import ZoneInfo

import anyio

from groupchat_memory.actors.messages import WriteInsight
from groupchat_memory.bot.config.file import Config, TelegramSection
from groupchat_memory.bot.config.personas import LLMSection, read_secret
from groupchat_memory.bot.importers.ingest import ReplayClock, Tally, ingest_lines, writer_system
from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.bot.views.insight_message import insight_message
from groupchat_memory.domain import queries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.decisions import LedgerEntry
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.text.korean import josa
from groupchat_memory.domain.understanding import ledger as understood
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.records import MessageRecord
from groupchat_memory.upkeep.jobs import Upkeep

SAMPLE = Path(__file__).parents[1] / "data" / "sample_chat.jsonl"
DEMO_CHAT = -1001234567890
DEMO_TITLE = "AI집단지성"
RECALL_KEYWORDS = ("워크숍", "가평", "배포")
FOLLOW_UP = "워크숍 회비 얼마였고 어디로 입금하면 돼?"


FORGOTTEN = ("도윤", 1003)
"""The sample's member who sends ``/잊어줘`` at the end of the demo."""


def sample_lines() -> list[str]:
    """The shipped sample chat, one JSON object a line."""
    text = SAMPLE.read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip()]


def demo_config(data_dir: Path) -> Config:
    """A config of built-in defaults on ``data_dir`` (no config file, no bots needed)."""
    tz = ZoneInfo("Asia/Seoul")
    return Config(
        source=None,
        data_dir=data_dir,
        timezone=tz,
        telegram=TelegramSection(allowed_chats=[DEMO_CHAT]),
        bots=(),
        llm=LLMSection(),
        # as the configuration has it
        memory=MemorySettings(tz=tz, semantic_recall=True, subject_words=True),
        anthropic_api_key=read_secret("ANTHROPIC_API_KEY", os.environ),
    )


def _section(out: IO[str], title: str, body: str) -> None:
    """One titled block of the demo output."""
    out.write(f"\n━━━ {title} ━━━\n{body.rstrip()}\n")


def _masking_example(stored: list[MessageRecord], originals: dict[int, str]) -> str:
    """Side by side: what was said and what the log keeps, for messages with PII."""
    lines: list[str] = []
    for record in stored:
        said = originals.get(record.message_id or -1)
        if said is not None and said != record.text:
            lines.append(f"원문: {record.sender}: {said}")
            lines.append(f"저장: {record.sender}: {record.text}")
            lines.append("")
    return "\n".join(lines) or "(마스킹할 개인정보가 없었습니다)"


async def replay_and_report(config: Config, out: IO[str]) -> None:
    """Replay the sample, then print every section from the files the actors wrote."""
    lines = sample_lines()
    clock = ReplayClock(datetime.now(UTC))
    async with writer_system(config, clock) as system:
        tally: Tally = await ingest_lines(system, clock, DEMO_CHAT, lines, config.memory)
        insight = await system.ask(DEMO_CHAT, WriteInsight(DEMO_TITLE), timeout=300)
        summarizer = system.summarizer.name
    root = config.root
    stats = queries.stats(root, DEMO_CHAT, config.memory)
    people = ", ".join(f"{name} {count}" for name, count in stats.participants.items())
    repr_title = f"'{DEMO_TITLE}'"
    _section(
        out,
        "1. 대화 재생",
        f"샘플 대화 {josa(repr_title, '을')} 실제 액터 시스템으로 재생했습니다 "
        f"(요약기: {summarizer}).\n"
        f"메시지 {tally.recorded}개 기록, 건너뜀 {sum(tally.skipped.values())}개\n"
        f"기간: {stats.first_date} ~ {stats.last_date}\n참여자: {people}\n"
        f"데이터 폴더: {root.root}",
    )
    files = summary_files(root.summaries_dir(DEMO_CHAT))
    details = "\n\n".join(f"{name}\n{fmt.summary_detail_text(record)}" for name, record in files)
    _section(out, f"2. 자동 요약 {len(files)}개 (50개마다, 30분 침묵 시)", details or "(요약 없음)")
    _section(out, "3. /목차", fmt.toc_text(fmt.toc_rows(files)))
    keyword, found = RECALL_KEYWORDS[0], []
    for keyword in RECALL_KEYWORDS:  # the first keyword the summaries remember
        found = queries.recall(root, DEMO_CHAT, keyword)[::-1]
        if found:
            break
    _section(out, f"4. /기억 {keyword}", fmt.recall_text(keyword, found))
    context = queries.context(root, DEMO_CHAT, FOLLOW_UP, None, config.memory)
    _section(
        out,
        f"5. 후속 질문 '{FOLLOW_UP}'에 봇이 받는 컨텍스트",
        fmt.context_text(context),
    )
    originals = {
        raw["message_id"]: raw["text"] for raw in map(json.loads, lines) if "message_id" in raw
    }
    stored = queries.history(root, DEMO_CHAT, len(lines), config.memory)
    _section(
        out,
        "6. 개인정보 마스킹 (메모리 밖으로 나가는 모든 것)",
        _masking_example(stored, originals),
    )
    name = Path(insight.path).name
    _section(
        out,
        f"7. /정리: 채팅방에 올라가는 메시지 (Anu에게 가는 파일: insights/{name})",
        insight_message(insight.text, config.timezone, name),
    )
    ledger = understood.decisions(root, DEMO_CHAT, config.timezone)
    _section(out, "8. /결정 (결정과 그 근거)", _decisions_example(ledger, stored, config.timezone))
    _section(out, f"9. /잊어줘 ({FORGOTTEN[0]}님이 누르면)", await _forget_example(config, clock))


async def _forget_example(config: Config, clock: ReplayClock) -> str:
    """A member erases themselves: what the chat is told, and what is left of them."""
    name, user_id = FORGOTTEN
    root = config.root

    def left() -> tuple[int, int]:
        records = queries.history(root, DEMO_CHAT, 10_000, config.memory)
        files = summary_files(root.summaries_dir(DEMO_CHAT))
        return (
            sum(r.sender_id == user_id for r in records),
            sum(name in r.participants for _, r in files),
        )

    before = left()
    async with writer_system(config, clock) as system:
        report = await Upkeep(system, rebuild=OfflineSummarizer()).forget(DEMO_CHAT, user_id)
    after = left()
    return (
        f"{fmt.forget_text(report)}\n"
        f"기록에 남은 {name}님의 메시지: {before[0]}개 → {after[0]}개, "
        f"{name}님이 참여자인 요약: {before[1]}개 → {after[1]}개 "
        "(로그에는 지운 번호만 적힌 기록 하나가 남습니다)"
    )


def _decisions_example(ledger: list[LedgerEntry], stored: list[MessageRecord], tz: tzinfo) -> str:
    """``/결정``, then the messages one decision rests on (one a bot proposed, if any: it
    shows a human's agreement turning a bot's proposal into a decision)."""
    text = fmt.decisions_text(ledger, limit=5)
    decided = [e for e in ledger if not e.proposal and e.evidence]
    if not decided:
        return text
    by_seq = {r.seq: r for r in stored}

    def bot_backed(entry: LedgerEntry) -> tuple[bool, int]:
        return any(by_seq[s].is_bot for s in entry.evidence if s in by_seq), len(entry.evidence)

    shown = max(decided[:5], key=bot_backed)
    cited = [by_seq[s] for s in sorted(shown.evidence) if s in by_seq]  # in chat order
    lines = [f"  #{r.seq} {fmt.message_line(r, tz)}" for r in cited]
    number = decided.index(shown) + 1
    return f"{text}\n\n{number}번 결정의 근거 메시지:\n" + "\n".join(lines)


def run_demo(out: IO[str], *, keep: bool = False, data_dir: Path | None = None) -> int:
    """The ``demo`` command: a fresh temp data root, removed afterwards unless ``keep``
    (the last line says which, so nobody looks for the folder in vain)."""
    target = data_dir or Path(tempfile.mkdtemp(prefix="groupchat-memory-demo-"))
    removed = not keep and data_dir is None
    try:
        anyio.run(replay_and_report, demo_config(target), out)
        out.write(
            "\n다음: `groupchat-memory --data-dir DIR ingest --chat ID FILE`로 실제 대화를 넣고,\n"
            "`groupchat-memory bot`으로 텔레그램 봇을 실행하세요 (README 참고).\n"
        )
    finally:
        if removed:
            shutil.rmtree(target, ignore_errors=True)
    if removed:
        out.write(
            f"데모 데이터 폴더({target})는 지웠습니다. 남기려면 `groupchat-memory demo --keep`.\n"
        )
    else:
        out.write(f"데모 데이터 폴더를 남겨 두었습니다: {target}\n")
    out.flush()
    return 0
