"""What a long replay tells its user: progress with a time estimate, and the bill before it.

A year of group chat takes minutes to replay and, with a model, thousands of summary
calls; neither should come as a surprise. ``Progress`` rewrites one line on a terminal
and writes a line every so often otherwise, then a line of totals (all on stderr, so
stdout keeps the report scripts read). ``estimate_spend`` counts the summary windows a
replay will cut, the way the actors cut them (a silence, or ``summary_every`` messages),
and ``confirm_spend`` asks before a replay calls a model more than a few times.
"""

from __future__ import annotations

import dataclasses
import math
import os
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import IO

import anyio

from groupchat_memory.actors.clock import ahead
from groupchat_memory.base.errors import ConfigError
from groupchat_memory.bot.config.file import Config
from groupchat_memory.domain.history.archive_plan import chat_cutoff, cutoff_day, next_midnight
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.summarizer import Summarizer
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.llm.factory import make_summarizer
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot

CONFIRM_ABOVE = 20
"""Summary calls a replay may make without asking."""

PROMPT_TOKENS = 1_000
"""Input tokens of one summary call besides the messages: instructions, tool schema and
the previous summaries the prompt carries (an estimate, on the high side)."""

TTY_EVERY_S = 0.5
LOG_EVERY_S = 10.0
_CHECK_EVERY = 64  # messages between two looks at the clock


def _duration(seconds: float) -> str:
    """``1 h 02 min``, ``3 min 05 s``, ``12 s``."""
    whole = max(0, round(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours} h {minutes:02d} min"
    if minutes:
        return f"{minutes} min {secs:02d} s"
    return f"{secs} s"


def count_files(folder: Path) -> int:
    """Files in ``folder`` (0 when it does not exist yet): the summaries written so far."""
    try:
        with os.scandir(folder) as entries:
            return sum(1 for entry in entries if entry.name.endswith(".json"))
    except FileNotFoundError:
        return 0


class Progress:
    """Messages done, rate, summaries written and time left, for one replay.

    On a terminal the line shows from the first message on and is rewritten in place;
    elsewhere a line is written every ``LOG_EVERY_S``.

    ``total`` None: the input's length is unknown (stdin), so no time left is shown.
    ``summaries`` counts summaries written so far (it is called only when a line is due).
    """

    def __init__(
        self,
        what: str,
        out: IO[str],
        *,
        total: int | None,
        summaries: Callable[[], int],
        quiet: bool = False,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.what = what
        self.out = out
        self.total = total
        self.quiet = quiet
        self.done = 0
        self._summaries = summaries
        self._before = summaries()
        self._clock = clock
        self._tty = out.isatty()
        self._every = TTY_EVERY_S if self._tty else LOG_EVERY_S
        self._started = clock()
        self._next = self._started + self._every
        self._shown = False

    def advance(self, n: int = 1) -> None:
        """``n`` more messages handled (recorded or skipped)."""
        self.done += n
        if self.quiet or (self._shown and self.done % _CHECK_EVERY):
            return
        now = self._clock()
        if now >= self._next or (self._tty and not self._shown):
            self._next = now + self._every
            self._show(self.line(now))

    def line(self, now: float) -> str:
        """The line shown, such as
        ``ingest: 12,000/50,000 messages (24%), 417 msg/s, 2,010 summaries, about 1 min 31 s left``.
        """
        elapsed = max(now - self._started, 1e-9)
        rate = self.done / elapsed
        done = f"{self.done:,}" if self.total is None else f"{self.done:,}/{self.total:,}"
        text = f"{self.what}: {done} messages"
        if self.total:
            text += f" ({100 * self.done // self.total}%)"
        text += f", {rate:,.0f} msg/s, {self._summaries() - self._before:,} summaries"
        if self.total and rate > 0:
            text += f", about {_duration((self.total - self.done) / rate)} left"
        return text

    def _show(self, text: str) -> None:
        if self._tty:
            self.out.write("\r\x1b[K" + text)
        else:
            self.out.write(text + "\n")
        self.out.flush()
        self._shown = True

    def finish(self) -> None:
        """The totals line: on a terminal always, otherwise after a replay long enough to
        have shown progress (a short one says enough in its report)."""
        if self.quiet or not (self._tty or self._shown):
            return
        elapsed = max(self._clock() - self._started, 1e-9)
        text = (
            f"{self.what}: {self.done:,} messages in {_duration(elapsed)} "
            f"({self.done / elapsed:,.0f} msg/s), "
            f"{self._summaries() - self._before:,} summaries written"
        )
        if self._tty:
            self.out.write("\r\x1b[K" + text + "\n")
        else:
            self.out.write(text + "\n")
        self.out.flush()


@dataclass(frozen=True)
class SpendEstimate:
    """What a replay would ask of a model: calls, and tokens in and (at most) out."""

    calls: int
    input_tokens: int
    output_tokens: int


def estimate_spend(
    messages: Iterable[tuple[datetime, str]], settings: MemorySettings, max_tokens: int
) -> SpendEstimate:
    """Count the summary windows a replay of ``messages`` (time, text; in order) cuts.

    A silence of ``silence_minutes`` closes a window, and so does every
    ``summary_every``-th message since the last summary; the last window is counted as
    summarized (a replay of old history runs the silence summary at its end).
    """
    silence = timedelta(minutes=settings.silence_minutes)
    calls = run = text_tokens = 0
    last: datetime | None = None
    for when, text in messages:
        if last is not None and when - last >= silence and run:
            calls += math.ceil(run / settings.summary_every)
            run = 0
        run += 1
        text_tokens += estimate_tokens(text) + 8  # speaker and time of each line
        if last is None or when > last:
            last = when
    calls += math.ceil(run / settings.summary_every)
    return SpendEstimate(
        calls=calls,
        input_tokens=text_tokens + calls * PROMPT_TOKENS,
        output_tokens=calls * max_tokens,
    )


def archive_notice(config: Config, moments: Iterable[datetime], now: datetime) -> str | None:
    """The line an import adds when some of its messages are past ``archive_after_days``:
    how many, and when the archive folds them into period summaries (and removes their
    day files), so an operator is not surprised by the next 00:00. None when none are."""
    days = config.memory.archive_after_days
    tz = config.timezone
    local = [moment.astimezone(tz).date() for moment in moments if not ahead(moment, now)]
    # the archive keeps what is not that much older than the chat's newest day, which
    # an import's newest is (history older than what a chat recorded is refused)
    cutoff = chat_cutoff(cutoff_day(now, tz, days), max(local, default=None), days)
    old = sum(1 for day in local if day < cutoff)
    if not old:
        return None
    if config.archive.in_service:
        when = f"at {next_midnight(now, tz):%Y-%m-%d %H:%M} ({tz}) if the bot service runs then"
    else:
        when = "at the archive timer's next run"
    return (
        f"{old:,} of these messages are older than archive_after_days ({days} days, before "
        f"{cutoff.isoformat()}): the archive folds them into period summaries and removes "
        f"their day files {when}, or when `groupchat-memory archive` runs; raise "
        "[memory] archive_after_days to keep them as messages"
    )


def confirm_spend(
    estimate: SpendEstimate,
    model: str,
    *,
    yes: bool,
    ask: Callable[[str], str] | None,
    out: IO[str],
) -> None:
    """Go on, or raise ``ConfigError`` (exit 2) when a costly replay is not agreed to.

    Up to ``CONFIRM_ABOVE`` calls nothing is asked. Above it the estimate is printed;
    ``--yes`` agrees, a terminal (``ask``) is asked, and without either the replay is
    refused with what to pass.
    """
    tokens = (
        f"~{estimate.input_tokens:,} input tokens, up to {estimate.output_tokens:,} output tokens"
    )
    confirm_calls(estimate.calls, model, tokens, what="replay", yes=yes, ask=ask, out=out)


def confirm_calls(
    calls: int,
    model: str,
    detail: str,
    *,
    what: str,
    yes: bool,
    ask: Callable[[str], str] | None,
    out: IO[str],
) -> None:
    """The gate of every job that calls a model in bulk (a replay, the archive): up to
    ``CONFIRM_ABOVE`` calls go on; above it the count is printed and ``--yes`` or a
    terminal's yes is needed, else ``ConfigError`` (exit 2) says what to pass."""
    if calls <= CONFIRM_ABOVE:
        return
    out.write(f"This {what} would make about {calls:,} summary calls to {model}: {detail}.\n")
    out.flush()
    if yes:
        return
    verb = "replaying" if what == "replay" else f"running the {what}"
    if ask is None:
        raise ConfigError(
            f"not {verb}: {calls:,} summary calls need a yes; pass --yes to "
            "allow them, or --offline to summarize without the model"
        )
    answer = ask("Go on? [y/N] ").strip().lower()
    if answer not in ("y", "yes"):
        raise ConfigError(f"not {verb} (declined); --offline summarizes without the model")


@dataclass(frozen=True)
class ReplayOptions:
    """How a replay talks to its user: ``--quiet``, ``--yes``, ``--offline``; ``ask`` reads
    an answer from a terminal (None: there is none to ask), ``err`` gets progress lines."""

    quiet: bool = False
    yes: bool = False
    offline: bool = False
    ask: Callable[[str], str] | None = None
    err: IO[str] = field(default_factory=lambda: sys.stderr)

    def progress(self, what: str, root: DataRoot, chat_id: int, total: int | None) -> Progress:
        """Progress of one chat's replay; summaries are counted in the chat's folder."""
        folder = root.summaries_dir(chat_id)
        return Progress(
            what, self.err, total=total, summaries=lambda: count_files(folder), quiet=self.quiet
        )


# a replay saves a chat's state once per this many summaries (a restart catches the cursor
# up from the append-only summary index) and keeps a chat's actor up this long in replayed
# time (a stop and start at every pause cost a state save and a reload per summary)
REPLAY_COMMIT_EVERY = 64
REPLAY_PASSIVATE_AFTER_S = 7 * 24 * 3600.0


def replay_memory(memory: MemorySettings) -> MemorySettings:
    """The memory settings of a replay: batched state saves, no stop at replayed pauses,
    no background embedding. Embedding took the cores the replay's recording and summaries
    wait for (``bench/bench_ingest.py --backlog``), and no context is built during a
    replay: the service's start or ``groupchat-memory embed`` embeds the backlog after."""
    return dataclasses.replace(
        memory,
        state_commit_every=max(REPLAY_COMMIT_EVERY, memory.state_commit_every),
        passivate_after_s=max(REPLAY_PASSIVATE_AFTER_S, memory.passivate_after_s),
        semantic_recall=False,
    )


def replay_summarizer(config: Config, options: ReplayOptions) -> Summarizer:
    """The summarizer of a replay: offline with ``--offline``, else the configured one."""
    return OfflineSummarizer() if options.offline else make_summarizer(config.llm_settings())


async def close_summarizer(summarizer: Summarizer) -> None:
    """Close a summarizer's HTTP client, if it has one."""
    closer = getattr(summarizer, "aclose", None)
    if closer is not None:
        await closer()


def agree_to_spend(
    config: Config,
    options: ReplayOptions,
    summarizer: Summarizer,
    chats: Iterable[Iterable[tuple[datetime, str]]],
) -> None:
    """Before a replay that calls a model: the estimate, and a yes (else ``ConfigError``).

    ``chats``: each chat's messages (time, text) in replay order. The summarizer is
    closed when the answer is no.
    """
    if isinstance(summarizer, OfflineSummarizer):
        return
    llm = config.llm_settings()
    each = [estimate_spend(messages, config.memory, llm.max_tokens) for messages in chats]
    estimate = SpendEstimate(
        calls=sum(e.calls for e in each),
        input_tokens=sum(e.input_tokens for e in each),
        output_tokens=sum(e.output_tokens for e in each),
    )
    try:
        confirm_spend(
            estimate, llm.summary_model, yes=options.yes, ask=options.ask, out=options.err
        )
    except ConfigError:
        anyio.run(close_summarizer, summarizer)
        raise
