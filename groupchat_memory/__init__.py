"""groupchat-memory: durable, shared conversation memory for LLM personas in a group chat.

As a library, for a bot we did not write (a python-telegram-bot Application, a Discord
bot, a script)::

    import groupchat_memory

    async with groupchat_memory.open_memory("./memory") as memory:
        await memory.record(chat_id, "민수", "금요일에 배포하자")   # or record_message(msg)
        context = await memory.context(chat_id, "배포 언제였지?")  # masked, within budget
        hits = await memory.search(chat_id, "배포")            # newest first, as MCP's
        latest = await memory.summaries(chat_id)
        counts = await memory.stats(chat_id)
        decided = await memory.decisions(chat_id)               # also todos(), chats()

``open_memory`` holds the data root's writer lock and runs the same actor system as the
bot service (see ``groupchat_memory.bot.api.library``); ``examples/ptb_bot.py`` shows a PTB
bot gaining memory in a few lines.

The sources live in this folder, one subpackage each: ``base`` (what every layer stands
on, no storage), ``store`` (durable state), ``domain`` (the memory as plain functions:
text, recall, summaries, history), ``llm`` (model clients), ``actors`` (the per-chat
runtime), ``upkeep`` (the jobs that rewrite history), ``watchers`` (insight delivery) and
``bot`` (the Telegram service, command line, importers, library and MCP server). The
repository's top-level folders of the same names are links into it. The library names
load on first use, so importing a subpackage (the watcher, the CLI) does not pull in the
bot's dependencies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # from where each is made; at run time, from the library module
    from groupchat_memory.bot.api.library import Memory, open_memory
    from groupchat_memory.bot.views.answers import ChatRow
    from groupchat_memory.domain.context import Context
    from groupchat_memory.domain.queries import ChatStats
    from groupchat_memory.domain.summaries.decisions import LedgerEntry
    from groupchat_memory.domain.summaries.todos import TodoEntry
    from groupchat_memory.store.records import MessageRecord, SummaryRecord

__all__ = [
    "ChatRow",
    "ChatStats",
    "Context",
    "LedgerEntry",
    "Memory",
    "MessageRecord",
    "SummaryRecord",
    "TodoEntry",
    "open_memory",
]


def __getattr__(name: str) -> Any:
    """Load the library API on first use (PEP 562)."""
    if name in __all__:
        from groupchat_memory.bot.api import library

        return getattr(library, name)
    raise AttributeError(f"module 'groupchat_memory' has no attribute {name!r}")
