"""The bot service (``groupchat-memory bot``): start as named steps, stop in reverse.

Start: writer lock, summarizer, actor system, persona bots (getMe, command menu), the
answer rounds, polling, supervision; then READY=1. Stop (SIGTERM/SIGINT, or ``stop``
set): STOPPING=1, stop supervision, stop polling (handlers in flight finish), let the
answer rounds finish, close the bots, drain the actors (every acknowledged message is on
disk), release the lock. Each step's undo is pushed on an exit stack the moment the step
has run, so a failure half-way still undoes exactly what was done, in reverse.
"""

from __future__ import annotations

import logging
import signal
from collections.abc import Awaitable, Callable, Mapping
from contextlib import AsyncExitStack
from typing import Any

import anyio
from telegram import Message, ReplyParameters
from telegram.ext import ContextTypes

from groupchat_memory.actors.clock import SystemClock
from groupchat_memory.actors.messages import DegradedChat
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.base.systemd import SystemdNotifier
from groupchat_memory.bot.config import logsafe
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.telegram.commands import AnyHandler, command_handlers, is_chat_admin
from groupchat_memory.bot.telegram.context import Allowlist, BotContext, Outbox
from groupchat_memory.bot.telegram.forget_command import ResumedErasures, Say
from groupchat_memory.bot.telegram.handlers import RECORD_GROUP, UpdateRecorder
from groupchat_memory.bot.telegram.malloc import (
    give_back_memory,
    keep_large_blocks_mapped,
    share_malloc_arenas,
)
from groupchat_memory.bot.telegram.offrecord import Announce, OffRecord, RanOutNotices
from groupchat_memory.bot.telegram.personas import Conductor, Pacing, Seat
from groupchat_memory.bot.telegram.runner import HandlerList, PersonaRunner
from groupchat_memory.llm.factory import make_summarizer
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.llm.replies import PersonaReplier, make_replier
from groupchat_memory.store.lock import WriterLock
from groupchat_memory.upkeep.jobs import Upkeep

logger = logging.getLogger(__name__)


def make_persona_replier(config: Config) -> PersonaReplier | None:
    """Each persona on its own model; None (silent personas) when none can answer.

    Personas choose their providers independently of the summaries: ``[llm] provider =
    "offline"`` only keeps the summaries off the network, and an Anthropic persona with a
    key answers all the same. A missing key silences the personas that need it, logged
    once per variable.
    """
    models = config.persona_models()
    missing: dict[str, list[str]] = {}
    for m in models:
        if m.missing_key and m.api_key_env:
            missing.setdefault(m.api_key_env, []).append(m.name)
    for env, names in missing.items():
        logger.warning(
            "no %s set: these personas stay silent: %s; messages are still recorded and "
            "summarized (set the key to let them answer)",
            env,
            ", ".join(names),
        )
    for m in models:
        if m.provider == "command" and m.sandbox is None:
            logger.warning(
                "%s runs without the sandbox (sandbox = false): its program can read every "
                "chat's log and the service's credentials",
                m.name,
            )
    if config.privacy.raw_text_to_models:
        logger.warning("[privacy] raw_text_to_models is on: unmasked chat text reaches the models")
    return make_replier(
        [m for m in models if not m.missing_key],
        usage_path=config.root.usage_path(),
        raw_text=config.privacy.raw_text_to_models,
    )


class _Steps:
    """The service's start steps; each pushes its undo on the exit stack, logged by name."""

    def __init__(self, stack: AsyncExitStack) -> None:
        self.stack = stack

    async def run(
        self,
        name: str,
        start: Callable[[], Awaitable[Any]],
        stop: Callable[[], Awaitable[Any]] | None = None,
    ) -> None:
        """Start one step; register its stop (run in reverse order at exit)."""
        logger.debug("start: %s", name)
        await start()
        if stop is not None:

            async def undo() -> None:
                logger.debug("stop: %s", name)
                await stop()

            self.stack.push_async_callback(undo)


async def _watch_signals(stop: anyio.Event) -> None:
    """SIGTERM/SIGINT ask for a clean stop (a second one is handled the same way)."""
    with anyio.open_signal_receiver(signal.SIGTERM, signal.SIGINT) as signals:
        async for signum in signals:
            logger.info("received %s: stopping", signal.Signals(signum).name)
            stop.set()


def watchdog_blockers(
    runners: list[PersonaRunner], degraded: list[DegradedChat], max_degraded_s: float
) -> list[str]:
    """Why the service must not ping the watchdog now ([] when healthy).

    Polling that is unhealthy, or a chat whose log has been unwritable for longer than
    ``max_degraded_s`` while its messages cannot be set aside either: a service that
    cannot recover by itself lets systemd restart it. A shorter write failure is ridden
    out from memory (the actor retries); one whose messages are set aside durably is
    degraded, not failed (the status says so): a restart would stop every other chat and
    mend nothing.
    """
    reasons = [f"polling unhealthy for {r.persona.name}" for r in runners if not r.healthy()]
    reasons.extend(
        f"chat {d.chat_id} cannot write its log for {d.seconds:.0f} s ({d.error})"
        for d in degraded
        if d.seconds >= max_degraded_s and not d.set_aside
    )
    return reasons


def degraded_status(
    degraded: list[DegradedChat], unavailable: Mapping[int, str] | None = None
) -> str | None:
    """The systemd STATUS= line while some chat's log cannot be written or some chat's
    memory cannot start (``ActorSystem.unavailable_chats``); None when neither."""
    parts: list[str] = []
    held_only = [d for d in degraded if not d.set_aside]
    if held_only:
        held = sum(d.pending for d in held_only)
        chats = ", ".join(str(d.chat_id) for d in held_only[:5])
        parts.append(f"log not writable for chat(s) {chats}; {held} message(s) held in memory")
    aside = [d for d in degraded if d.set_aside]
    if aside:
        chats = ", ".join(str(d.chat_id) for d in aside[:5])
        parts.append(
            f"log not writable for chat(s) {chats}; their messages are set aside until it is"
        )
    if unavailable:
        chats = ", ".join(str(chat_id) for chat_id in list(unavailable)[:5])
        parts.append(f"memory of chat(s) {chats} cannot start; their messages are set aside")
    return f"DEGRADED: {'; '.join(parts)}" if parts else None


async def _ping_watchdog(
    notifier: SystemdNotifier, runners: list[PersonaRunner], system: ActorSystem
) -> None:
    """WATCHDOG=1 at half the WatchdogSec interval, only while the service is healthy.

    A write failure is logged by its chat actor (once, and once on recovery); here it
    shows in the systemd status, and stops the pings once it lasts too long unless the
    chat's messages are set aside (``watchdog_blockers``).
    """
    interval = notifier.watchdog_interval()
    max_degraded_s = system.settings.degraded_watchdog_s
    shown: str | None = None
    while True:
        degraded = system.degraded_chats()
        status = degraded_status(degraded, system.unavailable_chats())
        if status != shown:
            notifier.status(status or "log writable again")
            shown = status
        if interval is None:
            await anyio.sleep(max(1.0, min(30.0, max_degraded_s / 4)))
            continue
        blockers = watchdog_blockers(runners, degraded, max_degraded_s)
        if blockers:
            logger.warning("not pinging the watchdog: %s", "; ".join(blockers))
        else:
            notifier.watchdog()
        await anyio.sleep(interval)


def _announcer(runner: PersonaRunner, outbox: Outbox) -> Announce:
    """The command persona says a notice in a chat, recorded as a command answer."""

    async def announce(chat_id: int, text: str) -> bool:
        bot = runner.current_bot()
        if bot is None:
            return False  # restarting: the notices try again
        sent = await bot.send_message(chat_id, text)
        await outbox.record(bot, sent, text, kind="command")
        return True

    return announce


def _replier(runner: PersonaRunner, outbox: Outbox) -> Say:
    """The command persona answers a question asked before a restart (in its topic),
    recorded as a command answer."""

    async def say(chat_id: int, text: str, reply_to: int | None, thread_id: int | None) -> bool:
        bot = runner.current_bot()
        if bot is None:
            return False  # restarting: tried again
        replying = (
            ReplyParameters(reply_to, allow_sending_without_reply=True)
            if reply_to is not None
            else None
        )
        sent = await bot.send_message(
            chat_id, text, message_thread_id=thread_id, reply_parameters=replying
        )
        await outbox.record(bot, sent, text, reply_to=reply_to, thread_id=thread_id,
                            kind="command")  # fmt: skip
        return True

    return say


async def run_service(
    config: Config,
    *,
    stop: anyio.Event | None = None,
    handle_signals: bool = True,
    notifier: SystemdNotifier | None = None,
    started: anyio.Event | None = None,
    pacing: Pacing | None = None,
) -> None:
    """Run the bot service until SIGTERM/SIGINT (or ``stop``); returns after a clean stop.

    Raises ``ConfigError`` (exit 2) for missing tokens and ``WriterLockedError`` (exit 3)
    when another writer holds the data root. ``started`` is set once READY=1 was sent.
    ``pacing``: how the personas keep up with a busy group (default: the config's
    ``[bot]`` section).
    """
    bots = config.require_bots()
    keep_large_blocks_mapped()
    share_malloc_arenas()
    logsafe.install()  # no token or raw PII in a log line, also when run in-process
    stop = stop or anyio.Event()
    notifier = notifier or SystemdNotifier()
    root = config.root
    allowlist = Allowlist(config.telegram.allowed_chats)
    if not config.telegram.allowed_chats:
        logger.warning("[telegram] allowed_chats is empty: nothing will be recorded or answered")
    lock = WriterLock(root.writer_lock_path())
    summarizer = make_summarizer(config.llm_settings())
    # The recall index catches up from the log when a reply or /search reads it: indexing on
    # every commit would slow recording and hold an index open per chat (bench_bot).
    # a chat that cannot take its messages has them set aside: the others go on
    system = ActorSystem(root, config.memory, summarizer, set_aside=True)
    upkeep = Upkeep(
        system, rebuild=OfflineSummarizer()
    )  # the archive and erasures, beside the actors
    replier = make_persona_replier(config)
    conductor = Conductor(
        system,
        replier,
        context_timeout_s=config.bot_service.memory_wait_s,
        pacing=pacing or Pacing.configured(config.bot_service),
    )
    offrecord = OffRecord(root)
    admins = config.telegram.admins

    async def is_admin(message: Message, context: ContextTypes.DEFAULT_TYPE) -> bool:
        return await is_chat_admin(message, context, admins)

    recorder = UpdateRecorder(
        system, allowlist, conductor.on_human, offrecord=offrecord, is_admin=is_admin,
        admins_only=config.privacy.offrecord_admins_only,
    )  # fmt: skip
    command_bot = config.command_persona
    runners: list[PersonaRunner] = []
    notices: RanOutNotices | None = None
    resumed: ResumedErasures | None = None
    for persona in bots:
        ctx = BotContext(
            config=config,
            system=system,
            upkeep=upkeep,
            persona=persona,
            outbox=Outbox(system, persona, max_chars=config.bot_service.answer_max_chars),
            allowlist=allowlist,
            offrecord=offrecord,
        )
        is_commands = persona is command_bot

        def handlers(ctx: BotContext = ctx, is_commands: bool = is_commands) -> HandlerList:
            wired: list[tuple[int, AnyHandler]] = [
                (RECORD_GROUP, recorder.reaction_handler()),
                (RECORD_GROUP, recorder.handler()),
            ]
            if is_commands:
                wired.extend((0, h) for h in command_handlers(ctx))
            return wired

        runner = PersonaRunner(
            persona,
            config.telegram,
            handlers,
            register_commands=is_commands,
            dead_letters=root.updates_dead_letter_path(),
        )
        runners.append(runner)
        conductor.add_seat(Seat(persona, ctx.outbox, runner.current_bot))
        if is_commands:
            notices = RanOutNotices(offrecord, _announcer(runner, ctx.outbox), SystemClock())
            resumed = ResumedErasures(upkeep, _replier(runner, ctx.outbox))

    async with AsyncExitStack() as stack:
        steps = _Steps(stack)

        async def release_lock() -> None:
            lock.release()

        async def close_summarizer() -> None:
            closer = getattr(summarizer, "aclose", None)
            if closer is not None:
                await closer()
            if replier is not None:
                await replier.aclose()

        async def start_lock() -> None:
            lock.acquire()

        async def start_actors() -> None:
            await stack.enter_async_context(system)
            for old, new in allowlist.follow(system.routes.moves()):
                logger.warning(
                    "chat %s became the supergroup %s: recording it there; replace %s "
                    "with %s in [telegram] allowed_chats",
                    old, new, old, new,
                )  # fmt: skip

        await steps.run("writer lock", start_lock, release_lock)
        await steps.run("llm clients", anyio.lowlevel.checkpoint, close_summarizer)
        await steps.run("actor system", start_actors)
        for runner in runners:
            await steps.run(f"bot {runner.persona.name}", runner.initialize, runner.shutdown)

        async def start_rounds() -> None:
            await stack.enter_async_context(conductor)

        await steps.run("answer rounds", start_rounds)
        for runner in runners:
            await steps.run(
                f"polling {runner.persona.name}", runner.start_polling, runner.stop_polling
            )
        supervision = anyio.create_task_group()

        async def start_supervision() -> None:
            await stack.enter_async_context(supervision)
            for runner in runners:
                supervision.start_soon(runner.supervise)
            supervision.start_soon(_ping_watchdog, notifier, runners, system)
            supervision.start_soon(give_back_memory)
            if notices is not None:  # "off the record ended" when a window runs out
                supervision.start_soon(notices.run)
            if resumed is not None:  # erasures a restart carried out: said done
                supervision.start_soon(resumed.run)
            # The daily 00:00 archive writes through the actors, so it is cancelled here,
            # before the actor system drains; its journal lets the next run finish.
            if config.archive.in_service:  # else the archive timer runs it (README)
                supervision.start_soon(upkeep.run_daily_archive)
            if handle_signals:
                supervision.start_soon(_watch_signals, stop)

        async def stop_supervision() -> None:
            notifier.stopping()
            supervision.cancel_scope.cancel()

        await steps.run("supervision", start_supervision, stop_supervision)
        names = ", ".join(r.persona.name for r in runners)
        notifier.ready(status=f"polling for {names}")
        logger.info("service ready: %s", names)
        if started is not None:
            started.set()
        await stop.wait()
        logger.info("stopping the service")
    logger.info("service stopped")
