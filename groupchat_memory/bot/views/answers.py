"""Read-only memory answers, shared by the command line, the chat commands and the console.

Each answer reads one chat's files through ``domain.queries`` and needs no actor system,
so it works while the bot service holds the writer lock. ``text_answer`` renders the
Korean text of a read-only chat command from the same answers the CLI prints; inside the
service (chat, console) the caller passes what the actors hold in memory while a
chat's disk is full.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime

import msgspec

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.bot.views.stats import stats_text
from groupchat_memory.domain import queries
from groupchat_memory.domain.context import Context
from groupchat_memory.domain.history.archive_plan import archived_periods
from groupchat_memory.domain.queries import ChatStats
from groupchat_memory.domain.recall.search import SearchHit
from groupchat_memory.domain.summaries.decisions import LedgerEntry
from groupchat_memory.domain.summaries.files import matches, summary_files
from groupchat_memory.domain.summaries.todos import TodoEntry
from groupchat_memory.domain.summaries.topics import ALL, Scope, in_scope
from groupchat_memory.domain.text.korean import josa
from groupchat_memory.domain.understanding import ledger as understood
from groupchat_memory.store.exceptions import UnknownChatError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord

ARCHIVES_SHOWN = 10  # archive summaries a /search lists, newest first
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


def history_answer(
    config: Config, chat: int, n: int, held: Sequence[MessageRecord] = (), scope: Scope = ALL
) -> list[MessageRecord]:
    """The last ``n`` messages (of ``scope``), oldest first, memory commands and their
    answers included; ``held``: records waiting for the disk."""
    return queries.history(
        config.root, chat, n, config.memory, with_commands=True, held=held, scope=scope
    )


def waiting_answer(
    waiting: Sequence[MessageRecord], shown: Sequence[MessageRecord], scope: Scope = ALL
) -> list[MessageRecord]:
    """The chat's set-aside messages (``waiting``: ``actors.set_aside.waiting_records``)
    of ``scope`` not among ``shown`` (the held records the service keeps in memory are in
    the file too), as ``/history`` shows them."""
    known = {(r.chat_id, r.message_id) for r in shown if r.message_id is not None}
    return [
        r
        for r in waiting
        if (r.chat_id, r.message_id) not in known
        and in_scope(r.thread_id, scope)
        and r.kind in ("message", "command")
    ]


def search_answer(
    config: Config, chat: int, keyword: str, limit: int, scope: Scope = ALL
) -> list[SearchHit]:
    """Messages containing ``keyword`` (in ``scope``), newest first, with where it matched;
    memory commands typed in the chat (``/search 회비`` itself) are not results."""
    found = queries.search_hits(config.root, chat, keyword, limit + SEARCH_SLACK, scope=scope)
    return [h for h in found if fmt.parse_command(h.record.text) is None][:limit]


def topic_labels(
    config: Config, chat: int, scope: Scope, shown: Sequence[MessageRecord]
) -> dict[int, str] | None:
    """The forum topics' names when an answer over the whole chat shows lines of topics
    (each line then says its topic: a line alone does not show where it was said); None
    for an answer about one topic or a chat without topics."""
    if scope != ALL or all(record.thread_id is None for record in shown):
        return None
    return queries.topic_names(config.root, chat)


def summaries_of(config: Config, chat: int) -> list[tuple[str, SummaryRecord]]:
    """Every summary file of the chat as ``(file name, record)``, oldest first."""
    config.root.require_chat(chat)
    return summary_files(config.root.summaries_dir(chat))


def stats_answer(config: Config, chat: int, scope: Scope = ALL) -> ChatStats:
    """Counts (of ``scope``) plus archives, the model calls and tokens the data root records
    for summaries and reports, and each persona's model calls."""
    return queries.stats(config.root, chat, config.memory, scope)


class ChatRow(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """One chat of a data root as ``chats()`` lists it (MCP and the library): its message
    count, its last day, and the ids it had before its group became a supergroup."""

    chat_id: int
    messages: int
    last_date: str | None
    migrated_from: list[int] = []  # left out of the JSON when empty


def chat_row(config: Config, chat: int, moved_from: Sequence[int] = ()) -> ChatRow:
    """``chat`` as ``chats()`` lists it; 0 messages while nothing was recorded there."""
    olds = sorted(moved_from)
    try:
        found = stats_answer(config, chat)
    except UnknownChatError:  # listed, but nothing recorded yet
        return ChatRow(chat_id=chat, messages=0, last_date=None, migrated_from=olds)
    return ChatRow(
        chat_id=chat,
        messages=found.total_messages,
        last_date=found.last_date,
        migrated_from=olds,
    )


def toc_answer(config: Config, chat: int) -> list[fmt.TocRow]:
    """The table of contents rows, oldest first (from the summary index)."""
    return fmt.toc_rows(queries.summary_entries(config.root, chat))


def recall_answer(
    config: Config, chat: int, keyword: str, limit: int = 10, scope: Scope = ALL
) -> list[SummaryRecord]:
    """Summaries (of ``scope``) matching ``keyword``, newest first."""
    return queries.recall(config.root, chat, keyword, limit, scope)[::-1]


def latest_answer(
    config: Config, chat: int, n: int = fmt.MEMORY_LATEST, scope: Scope = ALL
) -> list[SummaryRecord]:
    """The latest ``n`` summaries (of ``scope``), newest first."""
    return queries.latest_summaries(config.root, chat, n, scope)[::-1]


def decisions_answer(
    config: Config, chat: int, linked: int | None = None, scope: Scope = ALL
) -> list[LedgerEntry]:
    """The chat's decisions and bot proposals (of ``scope``), newest first, with evidence
    links (for the newest ``linked`` of each when given)."""
    del linked  # every decision is linked: the live ledger reads only their first messages
    return understood.decisions(config.root, chat, config.timezone, scope=scope)


def todos_answer(
    config: Config, chat: int, scope: Scope = ALL, *, open_links: bool = False
) -> list[TodoEntry]:
    """The chat's action items (of ``scope``), newest first, with links while their
    messages are logged (``open_links``: of the open ones alone, what ``/할일`` shows)."""
    return understood.todos(config.root, chat, config.timezone, scope=scope, open_links=open_links)


def today(config: Config) -> date:
    """Today in the configured time zone (the age of a to-do)."""
    return datetime.now(config.timezone).date()


def context_answer(config: Config, chat: int, text: str, budget: int | None) -> Context:
    """The reply context a persona would get for ``text``."""
    return queries.context(config.root, chat, text, budget, config.memory)


def text_answer(
    config: Config,
    chat: int,
    name: str,
    arg: str,
    held: Sequence[MessageRecord] = (),
    scope: Scope = ALL,
    asked: str | None = None,
    waiting: Sequence[MessageRecord] = (),
) -> str:
    """The Korean answer of a read-only memory command (chat, console): same as the CLI's.
    ``waiting``: the chat's set-aside messages, which ``/history`` shows apart.

    ``held`` are the chat's records the service holds in memory while its log cannot be
    written (``ActorSystem.held_records``): ``/history`` shows them too. ``scope``: the
    forum topic the command was typed in (``ALL``: the whole chat). ``asked``: the command
    as it was typed with its scope word (``fmt.asked_as``), which hints repeat; by default
    as ``/help`` spells it.
    """
    asked = asked or fmt.typed_command(name)
    try:
        if name == "history":
            n = fmt.history_count(arg)
            if n is None:
                return fmt.HISTORY_USAGE
            shown = history_answer(config, chat, min(n, fmt.HISTORY_MAX), held, scope)
            waiting = waiting_answer(waiting, [*shown, *held], scope)
            topics = topic_labels(config, chat, scope, [*shown, *waiting])
            return fmt.history_text(shown, config.timezone, asked=n, topics=topics, waiting=waiting)
        if name == "search":
            return search_text_answer(config, chat, arg, scope=scope) if arg else fmt.SEARCH_USAGE
        if name == "recall":
            if not arg:
                return fmt.RECALL_USAGE
            return recall_text_answer(config, chat, arg, scope, asked)
        if name == "stats":
            return stats_text(stats_answer(config, chat, scope))
        if name == "toc":
            return fmt.toc_text(toc_answer(config, chat))
        if name == "memory":
            return fmt.memory_text(latest_answer(config, chat, scope=scope))
        if name == "help":
            return fmt.HELP_TEXT
        if name in ("decisions", "todos"):
            return _ledger_text(config, chat, name, arg, scope, asked)
    except UnknownChatError:
        return fmt.NO_MEMORY
    raise ValueError(f"{name!r} is not a read-only memory command")


def search_text_answer(
    config: Config, chat: int, keyword: str, limit: int = fmt.SEARCH_LIMIT, scope: Scope = ALL
) -> str:
    """``/search`` (and CLI ``search``): the matches, and when old days were archived, the
    archive summaries that mention ``keyword`` (their messages are no longer searchable
    one by one)."""
    found = search_answer(config, chat, keyword, limit, scope)
    topics = topic_labels(config, chat, scope, [hit.record for hit in found])
    text = fmt.search_text(keyword, found, config.timezone, topics)
    periods = archived_periods(config.root, chat) if scope in (ALL, None) else []
    if not periods:
        return text
    archives = [r for _, r in summaries_of(config, chat) if r.kind == "archive"]
    matching = [r for r in archives if matches(r, keyword)]
    repr_ = f"'{keyword}'"
    lines = [
        text,
        "",
        f"📦 {periods[0].period_from} ~ {periods[-1].period_to}의 메시지는 아카이브 요약 "
        f"{len(periods)}개로 옮겨져 메시지 검색에 나오지 않습니다.",
    ]
    if matching:
        lines.append(f"{josa(repr_, '이')} 나오는 아카이브 요약 {len(matching)}개:")
        lines.extend(f"• {fmt.archive_item(r)}" for r in matching[-ARCHIVES_SHOWN:][::-1])
    else:
        lines.append(f"아카이브 요약에도 {josa(repr_, '은')} 없습니다.")
    return "\n".join(lines)


def _ledger_text(config: Config, chat: int, name: str, arg: str, scope: Scope, asked: str) -> str:
    """``/결정 [N]`` and ``/할일 [N]``: the newest N (by default what fits a glance)."""
    default = fmt.DECISIONS_SHOWN if name == "decisions" else fmt.DECISIONS_SHOWN * 2
    limit = fmt.list_count(arg, default)
    if limit is None:
        command = asked.split(" ", 1)[0]
        return fmt.LIST_USAGE.format(command=command, default=default, max=fmt.LIST_MAX)
    lang = understood.chat_language(config.root, chat)
    if name == "decisions":
        entries = decisions_answer(config, chat, limit, scope)
        return fmt.decisions_text(entries, limit=limit, lang=lang, asked=asked)
    found = todos_answer(config, chat, scope, open_links=True)
    return fmt.todos_text(found, today(config), limit=limit, lang=lang, asked=asked)


def recall_text_answer(
    config: Config, chat: int, keyword: str, scope: Scope = ALL, asked: str = "/기억"
) -> str:
    """``/기억``: matching summaries (of ``scope``); with none, a pointer to ``/search`` when
    messages mention ``keyword`` (a summary names only the main points; recent talk has
    none yet), with the scope word ``asked`` carries (``/기억 전체`` -> ``/search 전체``)."""
    found = recall_answer(config, chat, keyword, scope=scope)
    if found:
        return fmt.recall_text(keyword, found)
    hits = search_answer(config, chat, keyword, fmt.SEARCH_LIMIT, scope)
    text = fmt.recall_text(keyword, [])
    if not hits:
        return text
    more = "+" if len(hits) >= fmt.SEARCH_LIMIT else ""
    search = " ".join(["/search", *asked.split(" ")[1:2], keyword])
    return f"{text}\n요약에는 없지만 메시지 {len(hits)}{more}건에 나옵니다: {search}"
