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
    # room for 2-3 summaries and the last 20 messages (long persona answers included) in
    # the recent window's quarter, and the rest for recalled messages (README: budget)
    context_budget_tokens: int = 4000
    # fuse the messages nearest a question in meaning into recall (``recall.semantic``;
    # its model is a core dependency): the keyword ranking cannot find a paraphrase. Off
    # in this plain value, which code that builds the runtime itself states; every front
    # end reads the configuration, whose ``[memory] semantic_recall`` defaults to on
    semantic_recall: bool = False
    # the offline summarizer names a new topic by the trained subject model, which embeds
    # a few candidate words with the recall's model (``understanding.subjects``); else by its
    # rules alone. On with ``[memory] semantic_recall``; a replay, which embeds no
    # messages, keeps it
    subject_words: bool = False
    archive_after_days: int = 180
    mailbox_size: int = 1000
    passivate_after_s: float = 600.0
    seen_ids: int = 2000
    # the most recent records an insight report (/정리) reads; summaries cover at most
    # summary_every records each, a longer backlog is summarized window after window
    insight_max_messages: int = 200
    # one summary call (LLM included) may take this long before it counts as failed
    summary_timeout_s: float = 180.0
    # records read from the log's end when looking for older messages relevant to a reply
    context_window: int = 500
    # while the log cannot be written, at most this many records (plus the one batch that
    # found the disk failing) wait in memory, in order; a message beyond that is refused
    # (its sender sees DiskUnavailableError), not silently dropped
    pending_max: int = 10_000
    # a failed log write is retried after this long, doubling up to write_retry_max_s
    write_retry_s: float = 0.5
    write_retry_max_s: float = 30.0
    # a one-shot writer (ingest, import) gives up once its chat's log has refused writes
    # this long: it exits with what to do and frees the writer lock for the service
    writer_disk_wait_s: float = 60.0
    # the bot service stops pinging the systemd watchdog once a chat has been unable to
    # write for this long (systemd then restarts it; a restart re-reads the disk)
    degraded_watchdog_s: float = 300.0
    # a message's text is stored up to this many characters; the rest is cut and the text
    # ends with a marker saying how much (Telegram sends at most 4,096, captions 1,024)
    max_message_chars: int = 16_384
    # summaries landed between two saves of a chat's state.json: 1 live (an intent and a
    # commit per summary); replays raise it, and a restart recovers the lag from the
    # summary index, so a crash loses nothing and summarizes no window twice
    state_commit_every: int = 1
    # a silence summary waits for at least this many unsummarized messages (the rest is
    # carried into the next window); 1 is the 30-minute rule as it always was
    silence_min_messages: int = 1
    # the personas' names (``base.textfold.name_key``): a person who takes one of them is
    # recorded as ``클로디 (사람)``, so nobody speaks as a persona (from ``[[bots]]``)
    personas: frozenset[str] = frozenset()
    tz: ZoneInfo = field(default_factory=lambda: ZoneInfo("Asia/Seoul"))
