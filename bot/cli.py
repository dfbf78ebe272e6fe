"""The ``groupchat-memory`` command line (DESIGN.md "Contract").

One argparse parser with a subcommand per job. Every subcommand is a function
``(args) -> int``; errors the user can cause are ``GroupchatMemoryError`` and end as one
line on stderr with the error's exit code (0 ok, 1 runtime failure, 2 usage or
configuration, 3 data root held by another writer). ``--debug`` adds the traceback.
"""

from __future__ import annotations

import argparse
import logging
import sys
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

import anyio

from bot import formatting as fmt
from bot.answers import (
    context_answer,
    history_answer,
    recall_answer,
    resolve_chat,
    search_answer,
    stats_answer,
    toc_answer,
)
from bot.config import Config, load_config
from store.exceptions import GroupchatMemoryError

PROG = "groupchat-memory"
Handler = Callable[[argparse.Namespace], int]


def _positive(text: str) -> int:
    """argparse type: an integer of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be at least 1")
    return value


def config_of(args: argparse.Namespace) -> Config:
    """The configuration: --config or $GROUPCHAT_MEMORY_CONFIG, --data-dir or $..._DATA_DIR."""
    return load_config(args.config, data_dir_override=args.data_dir)


def _emit(text: str) -> None:
    """Print one answer (stdout may be a pipe that wants UTF-8 whatever the locale)."""
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    sys.stdout.flush()


# ------------------------------------------------------------------ read-only commands


def cmd_history(args: argparse.Namespace) -> int:
    """``history``: the last N messages of one chat."""
    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    records = history_answer(config, chat, args.n)
    _emit(
        fmt.dumps(fmt.to_builtins(records))
        if args.json
        else fmt.history_text(records, config.timezone)
    )
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    """``search``: messages containing a keyword, newest first."""
    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    records = search_answer(config, chat, args.keyword, args.limit)
    if args.json:
        _emit(fmt.dumps(fmt.to_builtins(records)))
    else:
        _emit(fmt.search_text(args.keyword, records, config.timezone))
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    """``stats``: counts over one chat."""
    config = config_of(args)
    answer = stats_answer(config, resolve_chat(config.root, args.chat))
    _emit(fmt.dumps(fmt.stats_json(answer)) if args.json else fmt.stats_text(answer))
    return 0


def cmd_toc(args: argparse.Namespace) -> int:
    """``toc``: the summaries per date."""
    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    rows = toc_answer(config, chat)
    _emit(fmt.dumps(fmt.toc_json(chat, rows)) if args.json else fmt.toc_text(rows))
    return 0


def cmd_recall(args: argparse.Namespace) -> int:
    """``recall``: summaries that mention a keyword, newest first."""
    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    found = recall_answer(config, chat, args.keyword)
    if args.json:
        _emit(fmt.dumps(fmt.recall_json(chat, args.keyword, found)))
    else:
        _emit(fmt.recall_text(args.keyword, found))
    return 0


def cmd_context(args: argparse.Namespace) -> int:
    """``context``: what a bot would be given to answer TEXT."""
    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    answer = context_answer(config, chat, " ".join(args.text), args.budget)
    _emit(fmt.dumps(fmt.to_builtins(answer)) if args.json else fmt.context_text(answer))
    return 0


# ------------------------------------------------------------------ long-running and writers


def cmd_bot(args: argparse.Namespace) -> int:
    """``bot``: the Telegram service, until SIGTERM."""
    from bot.service import run_service

    config = config_of(args)
    anyio.run(run_service, config)
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    """``demo``: the offline end-to-end tour."""
    from bot.demo import run_demo

    return run_demo(sys.stdout, keep=args.keep)


def cmd_console(args: argparse.Namespace) -> int:
    """``console``: type messages into a chat."""
    from bot.console import run_console

    config = config_of(args)
    return run_console(config, args.chat, args.as_name, sys.stdin, sys.stdout)


def cmd_ingest(args: argparse.Namespace) -> int:
    """``ingest``: JSONL records into a chat, durable on exit."""
    from bot.ingest import run_ingest

    config = config_of(args)
    return run_ingest(config, args.chat, args.file, sys.stdout)


def cmd_import(args: argparse.Namespace) -> int:
    """``import telegram-export`` / ``import legacy``."""
    from bot.importers import run_import_legacy, run_import_telegram

    config = config_of(args)
    if args.source == "telegram-export":
        return run_import_telegram(config, args.file, args.chat, sys.stdout)
    return run_import_legacy(config, args.dir, args.chat, sys.stdout)


def cmd_archive(args: argparse.Namespace) -> int:
    """``archive``: old day files into period summaries (a dry run only reads)."""
    from datetime import UTC, datetime

    from actors.archive import run_archive
    from actors.claude import make_summarizer
    from store.lock import WriterLock

    config = config_of(args)
    days = args.older_than_days or config.memory.archive_after_days
    chats = [args.chat] if args.chat is not None else None

    async def go() -> list[str]:
        summarizer = make_summarizer(config.llm_settings())
        try:
            report = await run_archive(
                config.root, summarizer, older_than_days=days, now=datetime.now(UTC),
                tz=config.timezone, dry_run=args.dry_run, chat_ids=chats,
            )  # fmt: skip
        finally:
            closer = getattr(summarizer, "aclose", None)
            if closer is not None:
                await closer()
        return [*report.lines(), "" if report.ok else "some chats stopped: see above"]

    if args.dry_run:
        lines = anyio.run(go)
    else:
        with WriterLock(config.root.writer_lock_path()):
            lines = anyio.run(go)
    _emit("\n".join(line for line in lines if line))
    return 0 if not lines[-1] else 1


def cmd_doctor(args: argparse.Namespace) -> int:
    """``doctor``: check the setup and say what to fix."""
    from bot.doctor import run_doctor

    return run_doctor(args.config, args.data_dir, sys.stdout, online=not args.offline)


def cmd_watch(args: argparse.Namespace) -> int:
    """``watch``: the insight watcher, or its ledger with --status."""
    from watchers.cli import resolve, serve, status_text

    settings, root = resolve(args.config, args.data_dir)
    if args.status:
        text, code = status_text(root)
        _emit(text)
        return code
    anyio.run(serve, settings, root)
    return 0


# ------------------------------------------------------------------ the parser

_EPILOG = """\
exit codes: 0 ok, 1 runtime failure, 2 usage or configuration error,
3 the data root is held by another writer (e.g. the running bot service).
environment: GROUPCHAT_MEMORY_CONFIG (config file), GROUPCHAT_MEMORY_DATA_DIR (data dir),
ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL (Claude summaries), bot tokens named in the config.
Start with `groupchat-memory demo`."""


def _chat_arg(parser: argparse.ArgumentParser, required: bool = False) -> None:
    """``--chat ID``: optional for readers when the data root holds exactly one chat."""
    parser.add_argument(
        "--chat",
        type=int,
        required=required,
        metavar="ID",
        help="Telegram chat id (e.g. -1001234567890)"
        + ("" if required else "; may be left out when the data root holds one chat"),
    )


def _json_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print JSON for scripts")


def _sub(
    subs: argparse._SubParsersAction[argparse.ArgumentParser],
    name: str,
    handler: Handler,
    summary: str,
    description: str,
) -> argparse.ArgumentParser:
    """One subcommand whose --help shows a description and the common epilog."""
    parser = subs.add_parser(
        name,
        help=summary,
        description=description,
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.set_defaults(handler=handler)
    return parser


def build_parser() -> argparse.ArgumentParser:
    """The whole command line (DESIGN.md "Contract")."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Durable shared memory for LLM bot personas in a Telegram group chat.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--config",
        type=Path,
        metavar="FILE",
        help="TOML config (default: $GROUPCHAT_MEMORY_CONFIG, else ./groupchat-memory.toml "
        "when it exists, else built-in defaults)",
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        metavar="DIR",
        help="data root (default: $GROUPCHAT_MEMORY_DATA_DIR, else data_dir of the config, "
        "else ./memory)",
    )
    parser.add_argument("--debug", action="store_true", help="debug logs and tracebacks")
    subs = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = _sub(
        subs,
        "bot",
        cmd_bot,
        "run the Telegram service (systemd ExecStart)",
        "Run every configured persona bot with the shared memory until SIGTERM.\n"
        "Holds the data root's writer lock; needs [[bots]] with tokens in the config.",
    )

    p = _sub(
        subs,
        "watch",
        cmd_watch,
        "run the insight watcher / show its ledger",
        "Deliver new insight files to Anu (Telegram DM, command hook, inbox) exactly once.",
    )
    p.add_argument("--status", action="store_true", help="print the delivery ledger and exit")

    p = _sub(
        subs,
        "demo",
        cmd_demo,
        "offline end-to-end demo on a temp data root",
        "Replay a Korean group-chat sample through the real actor system into a fresh\n"
        "temporary data root and print the summaries, the /목차, a /기억 result, the\n"
        "context for a follow-up question and an insight. Offline unless\n"
        "ANTHROPIC_API_KEY is set; takes seconds.",
    )
    p.add_argument("--keep", action="store_true", help="keep the temp data root and print it")

    p = _sub(
        subs,
        "console",
        cmd_console,
        "type messages into a chat from the terminal",
        "Each line you type is recorded as a message; summaries appear as they trigger.\n"
        "Memory commands (/history, /search, /stats, /목차, /기억 ..., /메모리, /정리) work;\n"
        "end with Ctrl-D or /quit. Holds the writer lock.",
    )
    _chat_arg(p, required=True)
    p.add_argument(
        "--as",
        dest="as_name",
        default="나",
        metavar="NAME",
        help="the sender name of your messages (default: 나)",
    )

    p = _sub(
        subs,
        "ingest",
        cmd_ingest,
        "record JSONL messages from FILE or stdin",
        'One JSON object a line: {"sender": str, "text": str, "timestamp"?: ISO 8601,\n'
        '"is_bot"?: bool, "message_id"?: int, "sender_id"?: int}. Lines whose message_id\n'
        "is already recorded are skipped, so a rerun after a crash is safe. Everything\n"
        "is durable when the command exits. Holds the writer lock.",
    )
    _chat_arg(p, required=True)
    p.add_argument("file", nargs="?", type=Path, metavar="FILE", help="JSONL file (default: stdin)")

    p = _sub(
        subs,
        "history",
        cmd_history,
        "the last N messages of a chat",
        "The latest messages of one chat, oldest first (PII masked as stored).",
    )
    _chat_arg(p)
    p.add_argument(
        "-n",
        type=_positive,
        default=fmt.HISTORY_DEFAULT,
        metavar="N",
        help=f"how many (default {fmt.HISTORY_DEFAULT})",
    )
    _json_arg(p)

    p = _sub(
        subs,
        "search",
        cmd_search,
        "messages containing KEYWORD",
        "Messages of one chat containing KEYWORD (case-insensitive), newest first.",
    )
    _chat_arg(p)
    p.add_argument("keyword", metavar="KEYWORD")
    p.add_argument("--limit", type=_positive, default=20, metavar="N", help="at most N (20)")
    _json_arg(p)

    p = _sub(
        subs,
        "stats",
        cmd_stats,
        "message, participant, summary and token counts",
        "Total messages, first and last date, participants with counts, summaries,\n"
        "archived periods and LLM tokens spent, for one chat.",
    )
    _chat_arg(p)
    _json_arg(p)

    p = _sub(
        subs,
        "toc",
        cmd_toc,
        "summaries grouped by date (/목차)",
        "The table of contents: each summary as topic_NNN: first line (consensus).",
    )
    _chat_arg(p)
    _json_arg(p)

    p = _sub(
        subs,
        "recall",
        cmd_recall,
        "summaries about KEYWORD (/기억)",
        "Summaries whose key topics or text contain KEYWORD, newest first.",
    )
    _chat_arg(p)
    p.add_argument("keyword", metavar="KEYWORD")
    _json_arg(p)

    p = _sub(
        subs,
        "context",
        cmd_context,
        "the context a bot would get for TEXT",
        "The reply context a persona would be given to answer TEXT: the latest\n"
        "summaries, recent messages and relevant older ones, within a token budget.",
    )
    _chat_arg(p)
    p.add_argument(
        "--budget",
        type=_positive,
        metavar="TOKENS",
        help="token budget (default: [memory] context_budget_tokens)",
    )
    _json_arg(p)
    p.add_argument("text", nargs="+", metavar="TEXT")

    p = _sub(
        subs,
        "archive",
        cmd_archive,
        "old messages into period summaries",
        "Summarize messages older than N days (default [memory] archive_after_days,\n"
        "180) 100 at a time into period summaries, then remove their day files.\n"
        "Crash-safe and resumable. Holds the writer lock (not with --dry-run).",
    )
    p.add_argument("--older-than-days", type=_positive, metavar="N", help="age cutoff in days")
    p.add_argument("--dry-run", action="store_true", help="show what would be archived")
    p.add_argument("--chat", type=int, metavar="ID", help="only this chat (default: all)")

    p = _sub(
        subs,
        "import",
        cmd_import,
        "import existing history",
        "Import a Telegram Desktop JSON export or the original bot's data. Both are\n"
        "idempotent: a second run imports nothing new. Holds the writer lock.",
    )
    isubs = p.add_subparsers(dest="source", metavar="SOURCE", required=True)
    ip = isubs.add_parser(
        "telegram-export",
        help="Telegram Desktop's result.json",
        description="Import Telegram Desktop's JSON chat export (Export chat history ->\n"
        "JSON). Summaries are built as if the messages had been recorded live.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_EPILOG,
    )
    ip.add_argument("file", type=Path, metavar="FILE")
    ip.add_argument(
        "--chat",
        type=int,
        metavar="ID",
        help="chat id to import into (default: the export's id, as a Bot API id)",
    )
    lp = isubs.add_parser(
        "legacy",
        help="the original bot's data folder",
        description="Import the original bot's folder: day files (JSON arrays or JSONL)\n"
        "and old summary files, per chat folder or for --chat.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_EPILOG,
    )
    lp.add_argument("dir", type=Path, metavar="DIR")
    lp.add_argument("--chat", type=int, metavar="ID", help="chat id for files that do not name one")

    p = _sub(
        subs,
        "doctor",
        cmd_doctor,
        "check the setup and say what to fix",
        "Checks the config, the data root (modes, owner, free space, lock holder),\n"
        "the tokens, and what each bot can see (getMe).",
    )
    p.add_argument("--offline", action="store_true", help="skip the getMe calls")
    return parser


def _setup_logging(debug: bool) -> None:
    """Warnings to stderr by default; everything with --debug."""
    logging.basicConfig(
        level=logging.DEBUG if debug else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
        force=True,
    )


def user_error(exc: BaseException) -> GroupchatMemoryError | None:
    """The first ``GroupchatMemoryError`` inside (nested) exception groups, if any."""
    if isinstance(exc, GroupchatMemoryError):
        return exc
    if isinstance(exc, BaseExceptionGroup):
        for inner in exc.exceptions:
            found = user_error(inner)
            if found is not None:
                return found
    return None


def _fail(error: GroupchatMemoryError, raised: BaseException, debug: bool) -> int:
    """One clear line on stderr (the traceback only with --debug); the error's exit code."""
    if debug:
        traceback.print_exception(raised)
    print(f"{PROG}: error: {error}", file=sys.stderr)
    return error.exit_code


def main(argv: Sequence[str] | None = None) -> int:
    """The console script: parse, run one command, turn errors into exit codes."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse: --help exits 0, a usage error 2
        return exc.code if isinstance(exc.code, int) else 2
    _setup_logging(args.debug)
    handler: Handler = args.handler
    try:
        return handler(args)
    except GroupchatMemoryError as exc:
        return _fail(exc, exc, args.debug)
    except BaseExceptionGroup as group:  # errors raised inside an actor system's task group
        found = user_error(group)
        if found is None:
            raise
        return _fail(found, group, args.debug)
    except KeyboardInterrupt:
        return 130
    except OSError as exc:  # a file or folder the user named or owns: say which, no traceback
        if args.debug:
            traceback.print_exc()
        where = f" ({exc.filename})" if exc.filename else ""
        print(f"{PROG}: error: {exc.strerror or exc}{where}", file=sys.stderr)
        return 1
