"""Read-only memory answers, shared by the command line, the chat commands and the console.

Each answer reads one chat's files through ``actors.queries`` and needs no actor system,
so it works while the bot service holds the writer lock. ``text_answer`` renders the
Korean text of a read-only chat command from the same answers the CLI prints.
"""

from __future__ import annotations

from groupchat_memory.bot import formatting as fmt
from groupchat_memory.bot.config import Config
from groupchat_memory.domain import queries
from groupchat_memory.domain.context import Context
from groupchat_memory.domain.recall import SearchHit
from groupchat_memory.domain.summaries import summary_files
from groupchat_memory.llm.usage import read_usage
from groupchat_memory.store.exceptions import ConfigError, UnknownChatError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord

SEARCH_SLACK = 20  # extra matches fetched so that filtered-out commands do not shrink a page


def resolve_chat(root: DataRoot, chat: int | None) -> int:
    """The chat a command is about: --chat, or the only chat of the data root."""
    if chat is not None:
        return chat
    known = root.chat_ids()
    if len(known) == 1:
        return known[0]
    if not known:
        raise UnknownChatError(
            f"no chat has memory under {root.root} yet; check --data-dir "
            "(or record something first: `groupchat-memory ingest --chat ID FILE`)"
        )
    listed = ", ".join(str(c) for c in known[:10])
    raise ConfigError(f"this data root holds several chats ({listed}); pass --chat ID")


def history_answer(config: Config, chat: int, n: int) -> list[MessageRecord]:
    """The last ``n`` messages, oldest first."""
    return queries.history(config.root, chat, n, config.memory)


def search_answer(config: Config, chat: int, keyword: str, limit: int) -> list[SearchHit]:
    """Messages containing ``keyword``, newest first, with where it matched; memory
    commands typed in the chat (``/search 회비`` itself) are not results."""
    found = queries.search_hits(config.root, chat, keyword, limit + SEARCH_SLACK)
    return [h for h in found if fmt.parse_command(h.record.text) is None][:limit]


def summaries_of(config: Config, chat: int) -> list[tuple[str, SummaryRecord]]:
    """Every summary file of the chat as ``(file name, record)``, oldest first."""
    queries.require_chat(config.root, chat)
    return summary_files(config.root.summaries_dir(chat))


def stats_answer(config: Config, chat: int) -> fmt.StatsAnswer:
    """Counts plus archives and tokens spent (summaries, and each persona's model)."""
    answer = fmt.stats_answer(queries.stats(config.root, chat, config.memory))
    answer.personas = read_usage(config.root, chat)
    return answer


def toc_answer(config: Config, chat: int) -> list[fmt.TocRow]:
    """The table of contents rows, oldest first."""
    return fmt.toc_rows(summaries_of(config, chat))


def recall_answer(config: Config, chat: int, keyword: str, limit: int = 10) -> list[SummaryRecord]:
    """Summaries matching ``keyword``, newest first."""
    return queries.recall(config.root, chat, keyword, limit)[::-1]


def latest_answer(config: Config, chat: int, n: int = fmt.MEMORY_LATEST) -> list[SummaryRecord]:
    """The latest ``n`` summaries, newest first."""
    return queries.latest_summaries(config.root, chat, n)[::-1]


def context_answer(config: Config, chat: int, text: str, budget: int | None) -> Context:
    """The reply context a persona would get for ``text``."""
    return queries.context(config.root, chat, text, budget, config.memory)


def text_answer(config: Config, chat: int, name: str, arg: str) -> str:
    """The Korean answer of a read-only memory command (chat, console): same as the CLI's."""
    try:
        if name == "history":
            n = fmt.history_count(arg)
            if n is None:
                return fmt.HISTORY_USAGE
            return fmt.history_text(history_answer(config, chat, n), config.timezone)
        if name == "search":
            if not arg:
                return fmt.SEARCH_USAGE
            found = search_answer(config, chat, arg, fmt.SEARCH_LIMIT)
            return fmt.search_text(arg, found, config.timezone)
        if name == "recall":
            return (
                fmt.recall_text(arg, recall_answer(config, chat, arg)) if arg else fmt.RECALL_USAGE
            )
        if name == "stats":
            return fmt.stats_text(stats_answer(config, chat))
        if name == "toc":
            return fmt.toc_text(toc_answer(config, chat))
        if name == "memory":
            return fmt.memory_text(latest_answer(config, chat))
    except UnknownChatError:
        return fmt.NO_MEMORY
    raise ValueError(f"{name!r} is not a read-only memory command")
