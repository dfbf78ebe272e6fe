"""The ``/stats`` answer (chat, console, ``stats`` and ``stats --json``, the MCP tool) of
one chat's ``ChatStats``: counts, archived periods, and the model calls its summaries,
reports and personas made."""

from __future__ import annotations

from typing import Any

from groupchat_memory.bot.views.formatting import to_builtins
from groupchat_memory.domain.queries import ChatStats
from groupchat_memory.domain.summaries.usage import PersonaUsage, ProviderCalls


def stats_text(answer: ChatStats) -> str:
    """The answer of ``/stats``."""
    lines = ["📊 대화 통계", f"총 메시지: {answer.total_messages:,}개"]
    if answer.archived_messages:
        lines[-1] += f" (아카이브 {answer.archived_messages:,}개 포함)"
    lines.append(f"첫 메시지: {answer.first_date or '없음'}")
    if answer.last_date:
        lines.append(f"마지막 메시지: {answer.last_date}")
    if answer.participants:
        lines.append("참여자:")
        lines.extend(f"• {name}: {count:,}개" for name, count in answer.participants.items())
    lines.append(f"요약: {answer.summaries:,}개")
    archived = answer.archived_periods
    span = f" ({archived[0].period_from} ~ {archived[-1].period_to})" if archived else ""
    lines.append(f"아카이브된 기간: {len(archived)}개{span}")
    t = answer.tokens
    if answer.llm_calls:  # with no call, "없음" alone says it (no line of zeros before it)
        cache = (
            f"캐시 읽기 {t.cache_read_input_tokens:,}, 캐시 쓰기 {t.cache_creation_input_tokens:,}"
        )
        lines.append(f"LLM 토큰: 입력 {t.input_tokens:,} / 출력 {t.output_tokens:,} ({cache})")
    lines.extend(llm_call_lines(answer.llm_calls))
    if answer.personas:
        lines.append("페르소나 모델:")
        lines.extend(persona_usage_line(name, u) for name, u in answer.personas.items())
    return "\n".join(lines)


def persona_usage_line(name: str, usage: PersonaUsage) -> str:
    """``• 잼민이 (openai gpt-x): 호출 12회, 실패 1회, 토큰 입력 1,234 / 출력 567``."""
    line = f"• {name} ({usage.provider} {usage.model}): 호출 {usage.calls:,}회"
    if usage.failures:
        line += f", 실패 {usage.failures:,}회"
    t = usage.tokens
    if t.input_tokens or t.output_tokens or t.cache_read_input_tokens:
        line += (
            f", 토큰 입력 {t.input_tokens + t.cache_read_input_tokens:,} / 출력 {t.output_tokens:,}"
        )
    return line


def llm_call_lines(calls: dict[str, ProviderCalls]) -> list[str]:
    """``/stats``' model calls per provider; persona answers are not in the files it reads."""
    if not calls:
        return ["LLM 호출: 없음 (요약과 리포트는 오프라인으로 만들어졌습니다)"]
    lines = ["LLM 호출 (요약·리포트):"]
    for provider, entry in calls.items():
        t = entry.tokens
        lines.append(
            f"• {provider}: {entry.calls:,}회 (요약 {entry.summaries:,}, 리포트 {entry.insights:,})"
            f" · 입력 {t.input_tokens:,} / 출력 {t.output_tokens:,} 토큰"
        )
    return lines


def stats_json(answer: ChatStats) -> Any:
    """``stats --json``: the archived periods as ``"from ~ to"``."""
    found = to_builtins(answer)
    found["archived_periods"] = [
        f"{p.period_from} ~ {p.period_to}" for p in answer.archived_periods
    ]
    return found
