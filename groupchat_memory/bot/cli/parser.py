"""The ``groupchat-memory`` argument parser, declared as one table (``--help`` shows it).

Every subcommand, flag, default, help text and the epilog are part of the Contract: change
one only with a CHANGELOG entry. Each subcommand is a ``Command`` row; ``build_parser`` turns
the rows into argparse calls. Parsing stores the row's ``cmd_*`` function as
``args.handler``, which ``main`` (bot/cli/main.py) calls.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from groupchat_memory.bot.cli.commands import (
    Handler,
    cmd_archive,
    cmd_bot,
    cmd_console,
    cmd_context,
    cmd_decisions,
    cmd_demo,
    cmd_doctor,
    cmd_embed,
    cmd_forget,
    cmd_history,
    cmd_import,
    cmd_ingest,
    cmd_mcp,
    cmd_recall,
    cmd_search,
    cmd_stats,
    cmd_toc,
    cmd_todos,
    cmd_watch,
)
from groupchat_memory.bot.config.file import package_version
from groupchat_memory.bot.views.defaults import HISTORY_DEFAULT

PROG = "groupchat-memory"

EPILOG = """\
exit codes: 0 ok, 1 runtime failure, 2 usage or configuration error,
3 the data root is held by another writer (e.g. the running bot service).
environment: GROUPCHAT_MEMORY_CONFIG (config file), GROUPCHAT_MEMORY_DATA_DIR (data dir),
ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL (Claude summaries), bot tokens named in the config.
Start with `groupchat-memory demo`."""


def _positive(text: str) -> int:
    """argparse type: an integer of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be at least 1")
    return value


@dataclass(frozen=True)
class Option:
    """One ``add_argument`` call: its flags (or positional name) and keywords."""

    flags: tuple[str, ...]
    kwargs: dict[str, Any]


def opt(*flags: str, **kwargs: Any) -> Option:
    """An ``Option`` written like the ``add_argument`` call it stands for."""
    return Option(flags, kwargs)


@dataclass(frozen=True)
class Command:
    """One subcommand: its ``--help`` shows the description and the common epilog.

    ``handler`` is None for the nested ``import`` sources (``import`` itself dispatches);
    ``sources`` are those nested subcommands, parsed into ``args.source``.
    """

    name: str
    handler: Handler | None
    summary: str
    description: str
    options: tuple[Option, ...] = ()
    sources: tuple[Command, ...] = ()


# The options several subcommands share. --chat may be left out by readers when the data
# root holds exactly one chat; writers into one chat require it.
_CHAT_HELP = "Telegram chat id (e.g. -1001234567890)"
CHAT = opt("--chat", type=int, required=False, metavar="ID",
           help=_CHAT_HELP + "; may be left out when the data root holds one chat")  # fmt: skip
CHAT_REQUIRED = opt("--chat", type=int, required=True, metavar="ID", help=_CHAT_HELP)
JSON = opt("--json", action="store_true", help="print JSON for scripts")
# replays (ingest, import): progress on stderr, and no model bill without a yes
REPLAY = (
    opt("--quiet", action="store_true", help="no progress lines (the final report stays)"),
    opt("--yes", action="store_true",
        help="agree to the summary calls a long replay would make to the model"),
    opt("--offline", action="store_true",
        help="summarize with the offline summarizer, whatever [llm] says"),
)  # fmt: skip

GLOBAL_OPTIONS = (
    opt("--config", type=Path, metavar="FILE",
        help="TOML config (default: $GROUPCHAT_MEMORY_CONFIG, else ./groupchat-memory.toml "
        "when it exists, else built-in defaults)"),
    opt("--data-dir", type=Path, metavar="DIR",
        help="data root (default: $GROUPCHAT_MEMORY_DATA_DIR, else data_dir of the config, "
        "else ./memory)"),
    opt("--debug", action="store_true", help="debug logs and tracebacks"),
)  # fmt: skip

# The order of rows is the order of `groupchat-memory --help`; the order of options is the
# order of each usage line.
# fmt: off
COMMANDS: tuple[Command, ...] = (
    Command("bot", cmd_bot, "run the Telegram service (systemd ExecStart)",
            "Run every configured persona bot with the shared memory until SIGTERM.\n"
            "Holds the data root's writer lock; needs [[bots]] with tokens in the config."),
    Command("watch", cmd_watch, "run the insight watcher / show its ledger",
            "Deliver new insight files to Anu (Telegram DM, command hook, inbox) exactly once.",
            options=(opt("--status", action="store_true",
                         help="print the delivery ledger and exit"),
                     opt("--retry-failed", action="store_true",
                         help="try the deliveries that were given up once more"))),
    Command("demo", cmd_demo, "offline end-to-end demo on a temp data root",
            "Replay a Korean group-chat sample through the real actor system into a fresh\n"
            "temporary data root and print the summaries, the /목차, a /기억 result, the\n"
            "context for a follow-up question and an insight. Offline unless\n"
            "ANTHROPIC_API_KEY is set; takes seconds.",
            options=(opt("--keep", action="store_true",
                         help="keep the temp data root and print it"),)),
    Command("console", cmd_console, "type messages into a chat from the terminal",
            "Each line you type is recorded as a message; summaries appear as they trigger.\n"
            "Memory commands (/history, /search, /stats, /목차, /기억 ..., /메모리, /정리) work;\n"
            "end with Ctrl-D or /quit. Holds the writer lock.",
            options=(CHAT_REQUIRED,
                     opt("--as", dest="as_name", default="나", metavar="NAME",
                         help="the sender name of your messages (default: 나)"))),
    Command("ingest", cmd_ingest, "record JSONL messages from FILE or stdin",
            'One JSON object a line: {"sender": str, "text": str, "timestamp"?: ISO 8601,\n'
            '"is_bot"?: bool, "message_id"?: int, "sender_id"?: int, "reply_to"?: int,\n'
            '"thread_id"?: int (the forum topic)}. Lines whose message_id\n'
            "is already recorded (in this chat) are skipped, so a rerun after a crash is safe;\n"
            "lines older than the chat's newest message are refused (exit 2, with the way to\n"
            "do it). Everything is durable when the command exits. Holds the writer lock.",
            options=(CHAT_REQUIRED,
                     opt("file", nargs="?", type=Path, metavar="FILE",
                         help="JSONL file (default: stdin)"),
                     *REPLAY)),
    Command("history", cmd_history, "the last N messages of a chat",
            "The latest messages of one chat, oldest first (PII masked as stored).",
            options=(CHAT,
                     opt("-n", type=_positive, default=HISTORY_DEFAULT, metavar="N",
                         help=f"how many (default {HISTORY_DEFAULT})"),
                     JSON)),
    Command("search", cmd_search, "messages containing KEYWORD",
            "Messages of one chat containing KEYWORD (case-insensitive), newest first.",
            options=(CHAT,
                     opt("keyword", metavar="KEYWORD"),
                     opt("--limit", type=_positive, default=20, metavar="N", help="at most N (20)"),
                     JSON)),
    Command("stats", cmd_stats, "message, participant, summary and token counts",
            "Total messages, first and last date, participants with counts, summaries,\n"
            "archived periods and LLM tokens spent, for one chat.",
            options=(CHAT, JSON)),
    Command("toc", cmd_toc, "summaries grouped by date (/목차)",
            "The table of contents: each summary as topic_NNN: first line (consensus).",
            options=(CHAT, JSON)),
    Command("recall", cmd_recall, "summaries about KEYWORD (/기억)",
            "Summaries whose key topics or text contain KEYWORD, newest first.",
            options=(CHAT, opt("keyword", metavar="KEYWORD"), JSON)),
    Command("decisions", cmd_decisions, "decisions with their evidence (/결정)",
            "The chat's decisions, newest first: date, who agreed, the messages they rest\n"
            "on and a link to the first one while it is still in the log; bot proposals\n"
            "no human agreed to are listed apart.",
            options=(CHAT, JSON)),
    Command("todos", cmd_todos, "action items: owner, due, status (/할일)",
            "The chat's action items: open ones by owner with their age and a link; with\n"
            "--json every item with owner, due, status (open, done, dropped) and evidence.",
            options=(CHAT, JSON)),
    Command("context", cmd_context, "the context a bot would get for TEXT",
            "The reply context a persona would be given to answer TEXT: the latest\n"
            "summaries, recent messages and relevant older ones, within a token budget.",
            options=(CHAT,
                     opt("--budget", type=_positive, metavar="TOKENS",
                         help="token budget (default: [memory] context_budget_tokens)"),
                     JSON,
                     opt("text", nargs="+", metavar="TEXT"))),
    Command("embed", cmd_embed, "embed messages for semantic recall",
            "With [memory] semantic_recall on (the default):\n"
            "embed every message of every chat (or --chat) that has no vector yet, so\n"
            "replies need not (a reply context embeds at most 32 new messages; 15-90 ms\n"
            "each on 2 cores). Writes only the derived vector cache: safe beside the bot.",
            options=(opt("--chat", type=int, metavar="ID", help="only this chat (default: all)"),)),
    Command("archive", cmd_archive, "old messages into period summaries",
            "Summarize messages older than N days (default [memory] archive_after_days,\n"
            "180) 100 at a time into period summaries, then remove their day files.\n"
            "Crash-safe and resumable. Holds the writer lock (not with --dry-run). Each\n"
            "period summary is a model call: past a few it asks (or wants --yes).",
            options=(opt("--older-than-days", type=_positive, metavar="N",
                         help="age cutoff in days"),
                     opt("--dry-run", action="store_true", help="show what would be archived"),
                     opt("--chat", type=int, metavar="ID", help="only this chat (default: all)"),
                     opt("--yes", action="store_true",
                         help="agree to the summary calls the archive would make to the model"),
                     opt("--offline", action="store_true",
                         help="summarize with the offline summarizer, whatever [llm] says"))),
    Command("forget", cmd_forget, "erase one member's messages from a chat",
            "Erase everything user UID wrote in the chat (e.g. on a legal request): their\n"
            "log lines (also those without a sender id, by --name and the names they\n"
            "used), the parts of other records quoting them, the bot's command answers\n"
            "showing them (a tombstone keeps the seqs, no text), the summaries over them\n"
            "(rebuilt offline unless --model), the search index. Asks on a terminal;\n"
            "--yes skips the question.\n"
            "Crash-safe: a rerun finishes an interrupted erasure. Holds the writer lock\n"
            "(while the service runs, the member sends /forget_me in the chat instead).",
            options=(CHAT,
                     opt("--user", type=int, required=True, metavar="UID",
                         help="the member's Telegram user id"),
                     opt("--name", action="append", default=[], metavar="NAME",
                         help="a display name of the member (repeatable): finds them in "
                              "archive summaries older than their sender record and in "
                              "records without a sender id"),
                     opt("--model", action="store_true",
                         help="re-make the summaries with the configured model (one call "
                              "per summary) instead of the offline summarizer"),
                     opt("--yes", action="store_true", help="do not ask for confirmation"))),
    Command("import", cmd_import, "import existing history",
            "Import a Telegram Desktop JSON export or the original bot's data. Both are\n"
            "idempotent: a second run imports nothing new. Holds the writer lock.",
            sources=(
                Command("telegram-export", None, "Telegram Desktop's result.json",
                        "Import Telegram Desktop's JSON chat export (Export chat history ->\n"
                        "JSON). Summaries are built as if the messages had been recorded live.",
                        options=(opt("file", type=Path, metavar="FILE"),
                                 opt("--chat", type=int, metavar="ID",
                                     help="chat id to import into (default: the export's id, "
                                     "as a Bot API id)"),
                                 opt("--personas", metavar="NAMES",
                                     help="the bot personas' names as the export shows them, "
                                     "comma-separated (default: the config's [[bots]]; one "
                                     "or the other is needed)"),
                                 opt("--no-personas", action="store_true",
                                     help="no bot persona wrote in this chat"),
                                 *REPLAY)),
                Command("legacy", None, "the original bot's data folder",
                        "Import the original bot's folder: day files (JSON arrays or JSONL)\n"
                        "and old summary files, per chat folder or for --chat.",
                        options=(opt("dir", type=Path, metavar="DIR"),
                                 opt("--chat", type=int, metavar="ID",
                                     help="chat id for files that do not name one"),
                                 *REPLAY)),
            )),
    Command("mcp", cmd_mcp, "read-only MCP tools over stdio",
            "Serve the memory to MCP clients (assistants, coding agents) over stdio: the\n"
            "tools search, recall, context, history, stats and toc, for the chats in\n"
            "[mcp] chats (default [telegram] allowed_chats). PII-masked JSON answers;\n"
            "reads files only, so it runs beside the bot service."),
    Command("doctor", cmd_doctor, "check the setup and say what to fix",
            "Checks the config, the data root (modes, owner, free space, lock holder),\n"
            "the tokens, and what each bot can see (getMe).",
            options=(opt("--offline", action="store_true", help="skip the getMe calls"),)),
)
# fmt: on


def _add_options(parser: argparse.ArgumentParser, options: tuple[Option, ...]) -> None:
    """The options, in order (their order is the order of the usage line)."""
    for option in options:
        parser.add_argument(*option.flags, **option.kwargs)


def _add_command(
    subs: argparse._SubParsersAction[argparse.ArgumentParser], command: Command
) -> None:
    """One subcommand parser, with its nested sources if it has any."""
    parser = subs.add_parser(
        command.name,
        help=command.summary,
        description=command.description,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    if command.handler is not None:
        parser.set_defaults(handler=command.handler)
    _add_options(parser, command.options)
    # the global options after the command too (`history -n 2 --config X`); SUPPRESS keeps
    # a value given before the command when it is not repeated after it
    for option in GLOBAL_OPTIONS:
        parser.add_argument(*option.flags, **{**option.kwargs, "default": argparse.SUPPRESS})
    if command.sources:
        nested = parser.add_subparsers(dest="source", metavar="SOURCE", required=True)
        for source in command.sources:
            _add_command(nested, source)


def build_parser() -> argparse.ArgumentParser:
    """The whole command line, as `groupchat-memory --help` shows it."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Durable shared memory for LLM bot personas in a Telegram group chat.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_options(parser, GLOBAL_OPTIONS)
    parser.add_argument("--version", action="version", version=f"{PROG} {package_version()}")
    subs = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for command in COMMANDS:
        _add_command(subs, command)
    return parser
