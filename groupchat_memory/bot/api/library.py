"""The memory as a library, for bots we did not write (``import groupchat_memory``).

``open_memory`` takes the data root's writer lock and starts the same actor system the
bot service runs, so summaries trigger exactly as in the service, and a second writer
(the service itself, ``ingest``) is refused with ``WriterLockedError``. Read the files
beside a running service with the MCP tools or ``domain.queries`` instead.

    async with groupchat_memory.open_memory("./memory") as memory:
        await memory.record(chat_id, "민수", "내일 회의 몇 시야?")
        context = await memory.context(chat_id, "회의 시간")
        prompt = f"{context.context}\\n\\n{question}"

What ``context`` returns is PII-masked, like everything the service sends to a model,
unless the config's ``[privacy] raw_text_to_models`` is on.
"""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path

import anyio
import msgspec
from telegram import Message

from groupchat_memory.actors.messages import BuildContext, Incoming, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.config.file import Config, load_config
from groupchat_memory.bot.incoming import to_incoming
from groupchat_memory.bot.views.answers import (
    ChatRow,
    chat_row,
    decisions_answer,
    recall_answer,
    search_answer,
    todos_answer,
)
from groupchat_memory.domain import queries
from groupchat_memory.domain.context import Context
from groupchat_memory.domain.queries import ChatStats
from groupchat_memory.domain.summaries.decisions import LedgerEntry
from groupchat_memory.domain.summaries.summarizer import Summarizer
from groupchat_memory.domain.summaries.todos import TodoEntry
from groupchat_memory.domain.summaries.usage import PersonaUsage, read_usage
from groupchat_memory.llm.factory import make_summarizer
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.lock import WriterLock
from groupchat_memory.store.masking import mask
from groupchat_memory.store.records import MessageRecord, SummaryRecord
from groupchat_memory.upkeep.jobs import Upkeep


def _masked(context: Context) -> Context:
    """The context with every message and the text itself masked (idempotent)."""
    return msgspec.structs.replace(
        context,
        context=mask(context.context),
        messages=[
            msgspec.structs.replace(m, sender=mask(m.sender), text=mask(m.text))
            for m in context.messages
        ],
    )


class Memory:
    """One open data root: record messages, ask for context, search, summaries, stats,
    decisions and action items; the reads are MCP's tools, by the same names and in the
    same order (newest first, but ``history``).

    Every method but ``chats`` is about one chat (its numeric id); answers never mix chats.
    """

    def __init__(self, system: ActorSystem, config: Config, *, timeout_s: float = 30.0) -> None:
        self.system = system
        self.config = config
        self.timeout_s = timeout_s

    async def record(
        self,
        chat_id: int,
        sender: str,
        text: str,
        *,
        timestamp: datetime | None = None,
        is_bot: bool = False,
        message_id: int | None = None,
        sender_id: int | None = None,
        reply_to: int | None = None,
        thread_id: int | None = None,
    ) -> bool:
        """Record one message; True once durable, False when it repeats the message
        recorded under its ``message_id`` (same sender, timestamp and text). Another
        message under a known id is recorded too (and logged).

        Record your bot's own answers too (``is_bot=True``): bots never see each other's
        messages, so what is not recorded at send time is lost to the memory.
        """
        incoming = Incoming(
            sender=sender,
            text=text,
            timestamp=timestamp or datetime.now(UTC),
            is_bot=is_bot,
            message_id=message_id,
            sender_id=sender_id,
            reply_to=reply_to,
            thread_id=thread_id,
        )
        return await self.system.record(chat_id, incoming)

    async def record_message(self, message: Message, *, edited: bool = False) -> bool:
        """Record a python-telegram-bot ``Message`` (received or sent); False when it holds
        nothing to keep (e.g. a sticker-less service update) or was recorded before."""
        incoming = to_incoming(message, edited=edited)
        if incoming is None:
            return False
        return await self.system.record(message.chat_id, incoming)

    async def context(
        self, chat_id: int, text: str, *, budget_tokens: int | None = None
    ) -> Context:
        """What a bot replying to ``text`` should be given: summaries, the recent and the
        relevant older messages, within ``budget_tokens`` (default ``[memory]``'s)."""
        built = await self.system.ask(
            chat_id, BuildContext(text=text, budget_tokens=budget_tokens), timeout=self.timeout_s
        )
        return built if self.config.privacy.raw_text_to_models else _masked(built)

    async def chats(self) -> list[ChatRow]:
        """Every chat of the data root with its message count and last day (as MCP's
        ``chats()``), by id."""
        config = self.config

        def read() -> list[ChatRow]:
            return [chat_row(config, chat) for chat in sorted(config.root.chat_ids())]

        return await anyio.to_thread.run_sync(read)

    async def search(self, chat_id: int, keyword: str, *, limit: int = 20) -> list[MessageRecord]:
        """The newest ``limit`` messages containing ``keyword`` (masked), newest first, as
        ``/search`` and MCP's ``search`` list them (memory commands typed in the chat are
        no results)."""

        def read() -> list[MessageRecord]:
            return [hit.record for hit in search_answer(self.config, chat_id, keyword, limit)]

        return await anyio.to_thread.run_sync(read)

    async def history(self, chat_id: int, n: int = 20) -> list[MessageRecord]:
        """The latest ``n`` messages (masked, edits applied), oldest first; records waiting
        in memory for a full disk are history too."""
        held = self.system.held_records(chat_id)

        def read() -> list[MessageRecord]:
            return queries.history(self.config.root, chat_id, n, self.config.memory, held=held)

        return await anyio.to_thread.run_sync(read)

    async def summaries(self, chat_id: int, n: int = 3) -> list[SummaryRecord]:
        """The newest ``n`` summaries, oldest first."""
        return await anyio.to_thread.run_sync(
            queries.latest_summaries, self.config.root, chat_id, n
        )

    async def recall(self, chat_id: int, keyword: str, *, limit: int = 10) -> list[SummaryRecord]:
        """Summaries about ``keyword``, newest first (as ``/기억`` and MCP's ``recall``)."""
        return await anyio.to_thread.run_sync(recall_answer, self.config, chat_id, keyword, limit)

    async def decisions(self, chat_id: int) -> list[LedgerEntry]:
        """The chat's decisions and bots' unbacked proposals, newest first, each with who
        agreed or objected and its evidence (as ``/결정`` and MCP's ``decisions``)."""
        return await anyio.to_thread.run_sync(decisions_answer, self.config, chat_id)

    async def todos(self, chat_id: int) -> list[TodoEntry]:
        """The chat's action items, newest first: owner, due, status, evidence (as
        ``/할일`` and MCP's ``todos``)."""
        return await anyio.to_thread.run_sync(todos_answer, self.config, chat_id)

    async def stats(self, chat_id: int) -> ChatStats:
        """Counts over the chat's whole log and summaries, and what its model calls cost
        (as ``/stats`` shows them)."""
        root, settings = self.config.root, self.config.memory
        return await anyio.to_thread.run_sync(queries.stats, root, chat_id, settings)

    async def persona_usage(self, chat_id: int) -> dict[str, PersonaUsage]:
        """Per persona of the bot service: provider, model, calls, failures and tokens
        spent in this chat (``{}`` when the service never answered there)."""
        return await anyio.to_thread.run_sync(read_usage, self.config.root, chat_id)

    async def settle(self, chat_id: int) -> None:
        """Wait until no summary of the chat is being written (before a script exits)."""
        await self.system.ask(chat_id, Settle(), timeout=self.timeout_s)


@asynccontextmanager
async def open_memory(
    data_dir: str | Path | None = None,
    *,
    config: Config | str | Path | None = None,
    summarizer: Summarizer | None = None,
) -> AsyncIterator[Memory]:
    """Open a data root for writing; on exit every recorded message is on disk.

    ``config`` is a loaded ``Config`` or the path of a TOML file (default: as the command
    line finds one); ``data_dir`` overrides its ``data_dir``. ``summarizer`` defaults to
    the config's ``[llm]`` (offline without a key). Raises ``WriterLockedError`` when
    another process writes the same data root, ``ConfigError`` for a bad config.
    """
    if not isinstance(config, Config):
        config = load_config(
            Path(config) if config is not None else None,
            data_dir_override=Path(data_dir) if data_dir is not None else None,
        )
    elif data_dir is not None:
        config = dataclasses.replace(config, data_dir=Path(data_dir))
    lock = WriterLock(config.root.writer_lock_path())
    lock.acquire()
    try:
        chosen = summarizer or make_summarizer(config.llm_settings())
        try:
            system = ActorSystem(config.root, config.memory, chosen)
            Upkeep(
                system, rebuild=OfflineSummarizer()
            )  # ends an erasure a crash interrupted before the actors start
            async with system:
                yield Memory(system, config)
        finally:
            if summarizer is None:
                closer = getattr(chosen, "aclose", None)
                if closer is not None:
                    await closer()
    finally:
        lock.release()
