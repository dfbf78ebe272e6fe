"""``groupchat-memory mcp``: the memory as read-only MCP tools over stdio (official ``mcp`` SDK).

Assistants and coding agents ask the group's memory through eight tools: ``chats`` (which
chats may be read), ``search``, ``recall``, ``decisions``, ``context``, ``history``,
``stats`` and ``toc``. Each reads one chat's files through the same answers as the command
line (``bot.views.answers``), so it works beside the running bot service and takes no
lock. A chat must be listed in ``[mcp] chats`` (default: ``[telegram] allowed_chats``);
every answer is a PII-masked structured result (an object, also sent as JSON text for
clients without structured output), at most ``[mcp] max_answer_chars`` long as JSON
(lists keep their newest items and say how many were omitted; the context text is cut
with a note). Every argument carries a description in the tool's input schema.
A refused chat or a bad argument is an MCP error result, never a crash of the server.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Annotated, Any

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field

from groupchat_memory.actors.migration import follow, read_moves
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.bot.config.file import Config, package_version
from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.bot.views.answers import (
    chat_row,
    context_answer,
    decisions_answer,
    recall_answer,
    search_answer,
    stats_answer,
    toc_answer,
    todos_answer,
)
from groupchat_memory.bot.views.stats import stats_json
from groupchat_memory.domain import queries
from groupchat_memory.store.masking import mask

logger = logging.getLogger(__name__)

MAX_LIMIT = 100
MAX_HISTORY = 200
MAX_BUDGET = 8000
MAX_TEXT = 2000  # a search query, keyword or context text
TOP_COUNTS = 50  # participants and topics shown by stats
_READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True)
INSTRUCTIONS = (
    "Read-only memory of Telegram group chats: messages (PII masked), summaries with "
    "decisions and action items, and the context a bot would be given. `chat` is the "
    "numeric Telegram chat id: `chats` lists the readable ones. Start with `decisions`, "
    "`toc` or `recall` for what was decided, `search` for exact words, `history` for the "
    "latest messages."
)
Answer = dict[str, Any]
Chat = Annotated[int, Field(description="numeric Telegram chat id (see the `chats` tool)")]
Query = Annotated[str, Field(description="word or phrase to find (Korean particles ignored)")]
Keyword = Annotated[str, Field(description="topic keyword, e.g. 워크숍")]
Limit = Annotated[int, Field(description=f"most results to return, 1-{MAX_LIMIT}")]
Budget = Annotated[int, Field(description=f"token budget of the context, 1-{MAX_BUDGET}")]
Count = Annotated[int, Field(description=f"how many of the latest messages, 1-{MAX_HISTORY}")]
Text = Annotated[str, Field(description="the message a bot would be answering")]


def _masked(value: Any) -> Any:
    """``value`` with every string masked again (idempotent: stored text is already
    masked; the context may carry text that never went through the log)."""
    if isinstance(value, str):
        return mask(value)
    if isinstance(value, list):
        return [_masked(v) for v in value]
    if isinstance(value, dict):
        return {k: _masked(v) for k, v in value.items()}
    return value


def _json_size(value: Any) -> int:
    """Characters of ``value`` as the pretty JSON text a client also receives."""
    return len(fmt.dumps(value))


class MemoryTools:
    """The eight tools over one configuration; each call reads files in a worker thread."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.max_chars = max(1000, config.mcp.max_answer_chars)

    def _moves(self) -> dict[int, int]:
        """The groups that became supergroups (read afresh: one may move while we serve)."""
        try:
            return read_moves(self.config.root)
        except GroupchatMemoryError as exc:
            logger.warning("%s; reading the listed chat ids as they are", exc)
            return {}

    def _readable(self, moves: dict[int, int]) -> dict[int, list[int]]:
        """The chats these tools may read, each with the listed ids that moved to it (a
        group that became a supergroup is read where its memory is now)."""
        readable: dict[int, list[int]] = {}
        for chat in self.config.mcp_chats():
            olds = readable.setdefault(follow(moves, chat), [])
            if follow(moves, chat) != chat:
                olds.append(chat)
        return readable

    def _chat(self, chat: int) -> int:
        """The chat to read for ``chat`` (where its memory moved), if it may be read."""
        moves = self._moves()
        target = follow(moves, chat)
        if target not in self._readable(moves):
            raise ToolError(
                f"chat {chat} is not available: add it to [mcp] chats (or [telegram] "
                "allowed_chats) in the groupchat-memory config"
            )
        return target

    @staticmethod
    def _text(value: str, name: str) -> str:
        value = value.strip()
        if not value:
            raise ToolError(f"`{name}` is empty: give a word or a sentence")
        if len(value) > MAX_TEXT:
            raise ToolError(f"`{name}` is longer than {MAX_TEXT} characters")
        return value

    @staticmethod
    def _range(value: int, name: str, top: int) -> int:
        if not 1 <= value <= top:
            raise ToolError(f"`{name}` must be between 1 and {top}, got {value}")
        return value

    async def _read(self, work: Callable[[], Any]) -> Any:
        """Run a file-reading answer off the event loop; user errors become tool errors."""
        try:
            return await anyio.to_thread.run_sync(work)
        except GroupchatMemoryError as exc:
            raise ToolError(str(exc)) from None

    def _fitted(
        self, items: list[Any], render: Callable[[list[Any]], Any], *, newest_first: bool
    ) -> Answer:
        """``render(items)`` masked, leaving out the oldest items until its JSON fits;
        ``omitted`` says how many were left out."""
        kept = list(items)
        while True:
            answer: Answer = _masked({**render(kept), "omitted": len(items) - len(kept)})
            if _json_size(answer) <= self.max_chars or not kept:
                return answer
            drop = max(1, len(kept) // 4)
            kept = kept[:-drop] if newest_first else kept[drop:]

    async def chats(self) -> Answer:
        """The chats these tools may read, each with its message count and last day (and
        the ids it had before its group became a supergroup)."""

        def work() -> Answer:
            root = self.config.root
            if not root.root.is_dir():  # the wrong folder, or one this user cannot see
                raise ToolError(
                    f"no memory under {root.root} (the data root of {self.config.where()}): "
                    "start the server with --config naming the service's file, run it as the "
                    "service's user, or pass --data-dir (under systemd the data root is "
                    "$GROUPCHAT_MEMORY_DATA_DIR, e.g. /var/lib/groupchat-memory)"
                )
            readable = sorted(self._readable(self._moves()).items())
            rows = [chat_row(self.config, chat, olds) for chat, olds in readable]
            return {"chats": fmt.to_builtins(rows)}

        result: Answer = _masked(await self._read(work))
        return result

    async def search(self, chat: Chat, query: Query, limit: Limit = 20) -> Answer:
        """Messages of the chat containing `query` (Korean particles ignored), newest first,
        as records (sender, text, timestamp, ...)."""
        chat, query = self._chat(chat), self._text(query, "query")
        limit = self._range(limit, "limit", MAX_LIMIT)
        hits = await self._read(lambda: search_answer(self.config, chat, query, limit))
        records = fmt.messages_json([h.record for h in hits])
        return self._fitted(
            records,
            lambda kept: {"chat_id": chat, "query": query, "messages": kept},
            newest_first=True,
        )

    async def recall(self, chat: Chat, keyword: Keyword) -> Answer:
        """Summaries of the chat about `keyword` (topics, decisions, action items, how
        settled it is), newest first: what the group discussed and decided."""
        chat, keyword = self._chat(chat), self._text(keyword, "keyword")
        found = await self._read(lambda: recall_answer(self.config, chat, keyword))
        return self._fitted(
            found, lambda kept: fmt.recall_json(chat, keyword, kept), newest_first=True
        )

    async def decisions(self, chat: Chat) -> Answer:
        """The chat's decisions (and bots' unbacked proposals), newest first, each with who
        agreed or objected and the messages that are its evidence."""
        chat = self._chat(chat)
        entries = await self._read(lambda: decisions_answer(self.config, chat, None))
        return self._fitted(
            fmt.to_builtins(list(entries)),
            lambda kept: {"chat_id": chat, "decisions": kept},
            newest_first=True,
        )

    async def context(self, chat: Chat, text: Text, budget: Budget = 2000) -> Answer:
        """What a bot answering `text` in the chat would be given: latest summaries, the
        recent conversation and relevant older messages, within `budget` tokens."""
        chat, text = self._chat(chat), self._text(text, "text")
        budget = self._range(budget, "budget", MAX_BUDGET)
        answer = await self._read(lambda: context_answer(self.config, chat, text, budget))
        body = answer.context
        room = self.max_chars - 200
        if len(body) > room:
            body = body[:room] + f"\n[... cut at {room} of {len(answer.context)} characters]"
        result: Answer = _masked(
            {
                "chat_id": chat,
                "context": body,
                "tokens": answer.tokens,
                "messages": len(answer.messages),
                "summaries": len(answer.summaries),
            }
        )
        return result

    async def history(self, chat: Chat, n: Count = 20) -> Answer:
        """The latest `n` messages of the chat, oldest first, edits applied; memory commands
        and the bots' answers to them are left out (they are not conversation)."""
        chat, n = self._chat(chat), self._range(n, "n", MAX_HISTORY)
        records = await self._read(
            lambda: queries.history(self.config.root, chat, n, self.config.memory)
        )
        return self._fitted(
            fmt.messages_json(records),
            lambda kept: {"chat_id": chat, "messages": kept},
            newest_first=False,
        )

    async def stats(self, chat: Chat) -> Answer:
        """Counts for the chat: messages, dates, participants, summaries, archived periods,
        tokens the summaries spent, and each persona's model calls and tokens."""
        chat = self._chat(chat)

        def work() -> Any:
            answer = stats_json(stats_answer(self.config, chat))
            for key in ("participants", "topics"):  # the busiest ones, if there are many
                counts = answer.get(key)
                if isinstance(counts, dict) and len(counts) > TOP_COUNTS:
                    top = sorted(counts.items(), key=lambda kv: -kv[1])[:TOP_COUNTS]
                    answer[key] = dict(top)
            return answer

        result: Answer = _masked(await self._read(work))
        return result

    async def toc(self, chat: Chat) -> Answer:
        """The chat's table of contents: every summary's topic and first line, by date."""
        chat = self._chat(chat)
        rows = await self._read(lambda: toc_answer(self.config, chat))
        return self._fitted(rows, lambda kept: fmt.toc_json(chat, kept), newest_first=False)

    async def todos(self, chat: Chat) -> Answer:
        """The chat's action items, newest first: owner, due, status (open, done,
        dropped), evidence and the messages that closed them."""
        chat = self._chat(chat)
        found = await self._read(lambda: todos_answer(self.config, chat))
        return self._fitted(
            fmt.to_builtins(found),
            lambda kept: {"chat_id": chat, "todos": kept},
            newest_first=True,
        )


def build_server(config: Config) -> MCPServer:
    """The MCP server with the nine read-only tools registered, named with its version."""
    server: MCPServer = MCPServer(
        "groupchat-memory", instructions=INSTRUCTIONS, version=package_version()
    )
    tools = MemoryTools(config)
    for tool in (
        tools.chats, tools.search, tools.recall, tools.decisions, tools.context,
        tools.history, tools.stats, tools.toc, tools.todos,
    ):  # fmt: skip
        server.add_tool(tool, name=tool.__name__, annotations=_READ_ONLY, structured_output=True)
    return server


async def serve_stdio(config: Config) -> None:
    """Serve until the client closes stdin."""
    if not config.mcp_chats():
        logger.warning("no chat is readable: list chats in [mcp] chats or [telegram] allowed_chats")
    await build_server(config).run_stdio_async()
