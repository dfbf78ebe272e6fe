"""What each ``groupchat-memory`` subcommand does: one ``cmd_*(args) -> int`` apiece.

The parser (bot/cli/parser.py) stores the function as ``args.handler``; ``main`` in bot/cli/main.py
calls it and turns ``GroupchatMemoryError`` into an exit code, so these only do the work.
Each command imports its machinery when it runs (the answers and the memory they read
included), so ``--help``, ``watch`` and ``doctor`` do not pay for the others' imports.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import anyio

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.bot.config.file import Config, load_config

if TYPE_CHECKING:
    from groupchat_memory.bot.importers.progress import ReplayOptions

Handler = Callable[[argparse.Namespace], int]


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
    from groupchat_memory.actors.set_aside import waiting_records
    from groupchat_memory.bot.views import formatting as fmt
    from groupchat_memory.bot.views.answers import (
        history_answer,
        resolve_chat,
        topic_labels,
        waiting_answer,
    )
    from groupchat_memory.domain.summaries.topics import ALL

    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    records = history_answer(config, chat, args.n)
    if args.json:
        _emit(fmt.dumps(fmt.messages_json(records)))
        return 0
    waiting = waiting_answer(waiting_records(config.root, chat, config.timezone), records)
    topics = topic_labels(config, chat, ALL, [*records, *waiting])
    _emit(fmt.history_text(records, config.timezone, topics=topics, waiting=waiting))
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    """``search``: messages containing a keyword, newest first."""
    from groupchat_memory.bot.views import formatting as fmt
    from groupchat_memory.bot.views.answers import resolve_chat, search_answer, search_text_answer

    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    if args.json:  # the contract: an array of message records
        hits = search_answer(config, chat, args.keyword, args.limit)
        _emit(fmt.dumps(fmt.messages_json([hit.record for hit in hits])))
    else:  # as the chat answers it, archived periods included
        _emit(search_text_answer(config, chat, args.keyword, args.limit))
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    """``stats``: counts over one chat."""
    from groupchat_memory.bot.views import formatting as fmt
    from groupchat_memory.bot.views.answers import resolve_chat, stats_answer
    from groupchat_memory.bot.views.stats import stats_json, stats_text

    config = config_of(args)
    answer = stats_answer(config, resolve_chat(config.root, args.chat))
    _emit(fmt.dumps(stats_json(answer)) if args.json else stats_text(answer))
    return 0


def cmd_toc(args: argparse.Namespace) -> int:
    """``toc``: the summaries per date."""
    from groupchat_memory.bot.views import formatting as fmt
    from groupchat_memory.bot.views.answers import resolve_chat, toc_answer

    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    rows = toc_answer(config, chat)
    _emit(fmt.dumps(fmt.toc_json(chat, rows)) if args.json else fmt.toc_text(rows))
    return 0


def cmd_decisions(args: argparse.Namespace) -> int:
    """``decisions``: the chat's decisions with their evidence, newest first."""
    from groupchat_memory.bot.views import formatting as fmt
    from groupchat_memory.bot.views.answers import decisions_answer, resolve_chat
    from groupchat_memory.domain.summaries.decisions import evidence_audit
    from groupchat_memory.domain.understanding import ledger as understood

    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    entries = decisions_answer(config, chat)
    if args.json:  # for auditors: also how many cited ids the summarizers got wrong
        audit = evidence_audit(config.root, chat)
        _emit(fmt.dumps(fmt.decisions_json(chat, entries, audit)))
    else:
        lang = understood.chat_language(config.root, chat)
        _emit(fmt.decisions_text(entries, lang=lang))
    return 0


def cmd_todos(args: argparse.Namespace) -> int:
    """``todos``: the chat's action items; open ones by owner (all of them with --json)."""
    from groupchat_memory.bot.views import formatting as fmt
    from groupchat_memory.bot.views.answers import resolve_chat, today, todos_answer
    from groupchat_memory.domain.understanding import ledger as understood

    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    if args.json:
        _emit(fmt.dumps(fmt.todos_json(chat, todos_answer(config, chat))))
    else:
        lang = understood.chat_language(config.root, chat)
        entries = todos_answer(config, chat, open_links=True)
        _emit(fmt.todos_text(entries, today(config), lang=lang))
    return 0


def cmd_recall(args: argparse.Namespace) -> int:
    """``recall``: summaries that mention a keyword, newest first."""
    from groupchat_memory.bot.views import formatting as fmt
    from groupchat_memory.bot.views.answers import recall_answer, resolve_chat

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
    from groupchat_memory.bot.views import formatting as fmt
    from groupchat_memory.bot.views.answers import context_answer, resolve_chat

    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    answer = context_answer(config, chat, " ".join(args.text), args.budget)
    _emit(fmt.dumps(fmt.to_builtins(answer)) if args.json else fmt.context_text(answer))
    return 0


# ------------------------------------------------------------------ long-running and writers


def cmd_embed(args: argparse.Namespace) -> int:
    """``embed``: vectors for semantic recall, ahead of the replies that would need them."""
    config = config_of(args)
    if not config.memory.semantic_recall:
        raise ConfigError(
            "semantic recall is off: set semantic_recall = true in [memory] (the default) "
            "to use embed"
        )
    from groupchat_memory.bot.views.answers import resolve_chat
    from groupchat_memory.domain.recall.semantic import embed_chat

    chats = [resolve_chat(config.root, args.chat)] if args.chat else config.root.chat_ids()
    for chat in chats:

        def report(done: int, left: int, chat: int = chat) -> None:
            print(f"chat {chat}: {done} embedded, at most {left} to go", file=sys.stderr)

        total = embed_chat(config.root, chat, report)
        _emit(f"chat {chat}: {total} messages embedded")
    return 0


def bot_ready_line(config: Config) -> str:
    """The one line ``bot`` prints once every persona polls: bots, chats, model, data root."""
    commands = config.command_persona
    bots = ", ".join(b.name + (" (commands)" if b is commands else "") for b in config.bots)
    chats = ", ".join(str(c) for c in config.telegram.allowed_chats) or "none (nothing recorded)"
    llm = "Claude" if config.anthropic_api_key and config.llm.provider != "offline" else "offline"
    archive = "at 00:00 in this service" if config.archive.in_service else "by the timer"
    return (
        f"bot ready: {bots}; chats {chats}; summaries {llm}; archive {archive}; "
        f"data root {config.data_dir.expanduser().absolute()}"
    )


def cmd_bot(args: argparse.Namespace) -> int:
    """``bot``: the Telegram service, until SIGTERM; one line once it is ready."""
    from groupchat_memory.bot.config.personas import root_refusal
    from groupchat_memory.bot.telegram.hardening import make_undumpable, scrub_environ
    from groupchat_memory.bot.telegram.service import run_service

    config = config_of(args)
    config.require_bots()  # refuse before touching the environment
    refusal = root_refusal(config.bots, config.where(), os.geteuid())
    if refusal is not None:
        raise refusal
    # the secrets are read: nothing this process starts, nor any same-user process, sees them
    scrub_environ(config.secret_names())
    make_undumpable()

    async def serve() -> None:
        started = anyio.Event()
        async with anyio.create_task_group() as tg:

            async def announce() -> None:
                await started.wait()
                _emit(bot_ready_line(config))

            tg.start_soon(announce)
            await run_service(config, started=started)
            tg.cancel_scope.cancel()

    anyio.run(serve)
    _emit(bot_stopped_line(config))
    return 0


def bot_stopped_line(config: Config) -> str:
    """The line ``bot`` prints after a clean stop: an operator (or journalctl) sees that
    every mailbox was drained and flushed, not merely that the process went away."""
    root = config.data_dir.expanduser().absolute()
    return f"bot stopped: every chat flushed to disk; data root {root}"


def cmd_demo(args: argparse.Namespace) -> int:
    """``demo``: the offline end-to-end tour."""
    from groupchat_memory.bot.cli.demo import run_demo

    return run_demo(sys.stdout, keep=args.keep)


def cmd_console(args: argparse.Namespace) -> int:
    """``console``: type messages into a chat."""
    from groupchat_memory.bot.cli.console import run_console

    config = config_of(args)
    return run_console(config, args.chat, args.as_name, sys.stdin, sys.stdout)


def replay_options(args: argparse.Namespace, *, data_on_stdin: bool = False) -> ReplayOptions:
    """``--quiet``, ``--yes``, ``--offline``; a terminal on stdin (not the data) is asked."""
    from groupchat_memory.bot.importers.progress import ReplayOptions

    interactive = sys.stdin.isatty() and not data_on_stdin
    return ReplayOptions(
        quiet=args.quiet,
        yes=args.yes,
        offline=args.offline,
        ask=input if interactive else None,
        err=sys.stderr,
    )


def cmd_ingest(args: argparse.Namespace) -> int:
    """``ingest``: JSONL records into a chat, durable on exit."""
    from groupchat_memory.bot.importers.ingest import run_ingest

    config = config_of(args)
    on_stdin = args.file is None or str(args.file) == "-"
    options = replay_options(args, data_on_stdin=on_stdin)
    return run_ingest(config, args.chat, args.file, sys.stdout, options)


def cmd_import(args: argparse.Namespace) -> int:
    """``import telegram-export`` / ``import legacy``."""
    from groupchat_memory.bot.importers.commands import run_import_legacy, run_import_telegram

    config = config_of(args)
    if args.source == "telegram-export":
        if args.personas is not None and args.no_personas:
            raise ConfigError("--personas and --no-personas contradict each other: pass one")
        personas = (
            [] if args.no_personas
            else None if args.personas is None
            else [name.strip() for name in args.personas.split(",") if name.strip()]
        )  # fmt: skip
        return run_import_telegram(
            config, args.file, args.chat, sys.stdout, replay_options(args), personas
        )
    return run_import_legacy(config, args.dir, args.chat, sys.stdout, replay_options(args))


def cmd_archive(args: argparse.Namespace) -> int:
    """``archive``: old day files into period summaries (a dry run only reads).

    Each period summary is a model call unless ``--offline``: a dry run counts them
    first, and past a few the same gate as a replay asks for ``--yes``.
    """
    from datetime import UTC, datetime

    from groupchat_memory.bot.importers.progress import close_summarizer, confirm_calls
    from groupchat_memory.domain.summaries.summarizer import Summarizer
    from groupchat_memory.llm.factory import make_summarizer
    from groupchat_memory.llm.offline import OfflineSummarizer
    from groupchat_memory.store.lock import WriterLock
    from groupchat_memory.upkeep.archive import run_archive

    config = config_of(args)
    days = args.older_than_days or config.memory.archive_after_days
    chats = [args.chat] if args.chat is not None else None
    now = datetime.now(UTC)

    async def go(summarizer: Summarizer, dry_run: bool) -> tuple[list[str], int]:
        try:
            report = await run_archive(
                config.root, summarizer, older_than_days=days, now=now,
                tz=config.timezone, dry_run=dry_run, chat_ids=chats,
            )  # fmt: skip
        finally:
            await close_summarizer(summarizer)
        calls = sum(len(chat.chunks) for chat in report.chats)
        return [*report.lines(), "" if report.ok else "some chats stopped: see above"], calls

    if args.dry_run:
        lines, _ = anyio.run(go, OfflineSummarizer(), True)
    else:
        with WriterLock(config.root.writer_lock_path()):
            offline = args.offline
            summarizer = OfflineSummarizer() if offline else make_summarizer(config.llm_settings())
            if not isinstance(summarizer, OfflineSummarizer):
                _, calls = anyio.run(go, OfflineSummarizer(), True)
                llm = config.llm_settings()
                try:
                    confirm_calls(
                        calls, llm.summary_model,
                        f"up to {calls * llm.max_tokens:,} output tokens", what="archive",
                        yes=args.yes, ask=input if sys.stdin.isatty() else None, out=sys.stderr,
                    )  # fmt: skip
                except ConfigError:
                    anyio.run(close_summarizer, summarizer)
                    raise
            lines, _ = anyio.run(go, summarizer, False)
    _emit("\n".join(line for line in lines if line))
    return 0 if not lines[-1] else 1


FORGET_IN_SERVICE = (
    "; the service holds this data root: ask the member to send /forget_me (/잊어줘) "
    "in the chat, or stop the service and run `forget` again"
)


def cmd_forget(args: argparse.Namespace) -> int:
    """``forget``: erase one member's records from a chat (log, summaries, indexes)."""
    from datetime import UTC, datetime

    from groupchat_memory.base.errors import ConfigError
    from groupchat_memory.bot.views.answers import resolve_chat
    from groupchat_memory.domain.summaries.summarizer import Summarizer
    from groupchat_memory.llm.factory import make_summarizer
    from groupchat_memory.llm.offline import OfflineSummarizer
    from groupchat_memory.store.exceptions import WriterLockedError
    from groupchat_memory.store.lock import WriterLock
    from groupchat_memory.upkeep.forget import forget_member

    config = config_of(args)
    chat = resolve_chat(config.root, args.chat)
    if not args.yes:
        if not sys.stdin.isatty():
            raise ConfigError(
                "forget erases for good and asks for confirmation on a terminal; "
                "pass --yes to run it without one"
            )
        prompt = (
            f"erase every message of user {args.user} in chat {chat}, with the summaries "
            "over them? This cannot be undone. [y/N] "
        )
        if input(prompt).strip().lower() not in ("y", "yes"):
            _emit("nothing erased")
            return 1

    async def go() -> str:
        # re-made offline unless asked: an erasure must not start paid calls unasked
        summarizer: Summarizer = (
            make_summarizer(config.llm_settings()) if args.model else OfflineSummarizer()
        )
        try:
            report = await forget_member(
                config.root, summarizer, chat, args.user, tz=config.timezone,
                now=datetime.now(UTC), names=args.name,
                subject_words=config.memory.subject_words,
            )  # fmt: skip
        finally:
            closer = getattr(summarizer, "aclose", None)
            if closer is not None:
                await closer()
        return report.text()

    try:
        with WriterLock(config.root.writer_lock_path()):
            _emit(anyio.run(go))
    except WriterLockedError as exc:
        raise WriterLockedError(exc.lock_path, exc.holder_pid, hint=FORGET_IN_SERVICE) from None
    return 0


def cmd_mcp(args: argparse.Namespace) -> int:
    """``mcp``: read-only MCP tools over stdio, until the client closes stdin."""
    from groupchat_memory.bot.api.mcp_server import serve_stdio

    anyio.run(serve_stdio, config_of(args))
    return 0


def cmd_doctor(args: argparse.Namespace) -> int:
    """``doctor``: check the setup and say what to fix."""
    from groupchat_memory.bot.cli.doctor import run_doctor

    return run_doctor(args.config, args.data_dir, sys.stdout, online=not args.offline)


def cmd_watch(args: argparse.Namespace) -> int:
    """``watch``: the insight watcher, or its ledger with --status."""
    from groupchat_memory.watchers.cli import ready_line, resolve, serve, status_text
    from groupchat_memory.watchers.delivering import logger as delivery_log

    settings, root = resolve(args.config, args.data_dir)
    if args.status:
        text, code = status_text(root)
        _emit(text)
        return code
    if not args.debug:  # one line per delivery reaches the journal even without --debug
        delivery_log.setLevel(logging.INFO)
    ready = partial(_emit, ready_line(settings, root))
    anyio.run(partial(serve, settings, root, retry_failed=args.retry_failed, on_ready=ready))
    return 0
