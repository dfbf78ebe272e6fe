"""Tunable memory settings shared by the actor system and the front ends."""

from __future__ import annotations

from dataclasses import dataclass, field
from zoneinfo import ZoneInfo


@dataclass(frozen=True)
class MemorySettings:
    """How much the actors keep, when they summarize, and how big a reply context gets."""

    buffer: int = 50
    summary_every: int = 50
    silence_minutes: float = 30.0
    topic_gap_minutes: float = 5.0
    context_budget_tokens: int = 2000
    archive_after_days: int = 180
    mailbox_size: int = 1000
    passivate_after_s: float = 600.0
    seen_ids: int = 2000
    # the most records one summary covers; a longer backlog is summarized in several steps
    summary_max_messages: int = 200
    # one summary call (LLM included) may take this long before it counts as failed
    summary_timeout_s: float = 180.0
    # records read from the log's end when looking for older messages relevant to a reply
    context_window: int = 500
    tz: ZoneInfo = field(default_factory=lambda: ZoneInfo("Asia/Seoul"))
