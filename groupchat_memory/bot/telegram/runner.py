"""One persona's python-telegram-bot ``Application``: built, started, watched, restarted.

We never call ``run_polling`` (it owns the event loop and signals) nor PTB's ``Updater``
(it confirms updates before our handlers have recorded them): the service drives each
Application through initialize, start, our ``bot.telegram.polling.Poller`` ... its stop, stop,
shutdown. Handlers in negative groups (the recorder) are durable and hold back
confirmation until they are done; the others run as background tasks. Polling health:
every successful ``getUpdates`` stamps the time (at the HTTP layer), and the end of the
polling loop (e.g. InvalidToken) marks it dead. A dead or stale poller is torn down and
rebuilt with backoff, without touching the other personas.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import anyio
from telegram import BotCommand, Update
from telegram.error import InvalidToken
from telegram.ext import AIORateLimiter, Application, ApplicationBuilder, ContextTypes
from telegram.request import HTTPXRequest, RequestData

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.bot.config.file import TelegramSection
from groupchat_memory.bot.config.personas import PersonaConfig
from groupchat_memory.bot.telegram.commands import BOT_COMMANDS, AnyHandler
from groupchat_memory.bot.telegram.polling import Poller, PollHealth, PollingDeadError

logger = logging.getLogger(__name__)

ALLOWED_UPDATES = ["message", "edited_message", "callback_query", "message_reaction"]
"""What the service asks getUpdates for. Telegram sends ``message_reaction`` only when it is
asked for by name, and only to bots that are admins of the group (``doctor`` checks)."""
PTBApp = Application[Any, Any, Any, Any, Any, Any]
HandlerList = Sequence[tuple[int, AnyHandler]]


class HealthRequest(HTTPXRequest):
    """The getUpdates transport, reporting each outcome to a ``PollHealth``."""

    def __init__(self, health: PollHealth, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.health = health

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: Any = HTTPXRequest.DEFAULT_NONE,
        write_timeout: Any = HTTPXRequest.DEFAULT_NONE,
        connect_timeout: Any = HTTPXRequest.DEFAULT_NONE,
        pool_timeout: Any = HTTPXRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        """Send as usual; stamp success, flag revoked tokens."""
        code, payload = await super().do_request(
            url, method, request_data, read_timeout, write_timeout, connect_timeout, pool_timeout
        )
        if code == 200:
            self.health.ok(payload)
        return code, payload


BOTFATHER_STEPS = (
    "@%s cannot read ordinary group messages (privacy mode is on), so %s will only see "
    "commands, replies and mentions and the memory will have gaps. Fix: open @BotFather, "
    "send /mybots, choose @%s, Bot Settings -> Group Privacy -> Turn off; then remove the "
    "bot from the group and add it again (Telegram applies the change on re-join)."
)


def _file_url(base_url: str) -> str:
    """``.../bot`` -> ``.../file/bot`` (where getFile downloads live)."""
    head, sep, _ = base_url.rpartition("/bot")
    return f"{head}/file/bot" if sep else base_url.rstrip("/") + "/file/bot"


async def _log_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
    """PTB error handler: log first, naming the update (its id, not its content: a hostile
    payload can be anything, and message text stays out of logs)."""
    update_id = update.update_id if isinstance(update, Update) else None
    logger.error("handler failed for update %s", update_id, exc_info=context.error)


def rejected_token(persona: PersonaConfig) -> ConfigError:
    """What to do when Telegram refuses a persona's token (the token itself never shown)."""
    return ConfigError(
        f"Telegram rejected the bot token of {persona.name!r} (${persona.token_env}): "
        "it is wrong or was revoked; get the current one from @BotFather (/mybots -> "
        f"API Token) and set {persona.token_env} again"
    )


class PersonaRunner:
    """Owns one persona's Application across restarts."""

    def __init__(
        self,
        persona: PersonaConfig,
        telegram: TelegramSection,
        handlers: Callable[[], HandlerList],
        *,
        register_commands: bool = False,
        restart_delays: Sequence[float] = (1.0, 2.0, 5.0, 15.0, 60.0),
        dead_letters: Path | None = None,
    ) -> None:
        self.persona = persona
        self.telegram = telegram
        self.handlers = handlers
        self.register_commands = register_commands
        self.restart_delays = tuple(restart_delays)
        self.dead_letters = dead_letters
        self.app: PTBApp | None = None
        self.health = PollHealth()
        self.poller: Poller | None = None
        self.polling = False
        self.restarts = 0

    @property
    def stale_after_s(self) -> float:
        """No successful getUpdates for this long means polling is unhealthy."""
        return self.telegram.poll_timeout + 45.0

    def current_bot(self) -> Any:
        """The live Bot while polling, else None (a restart is in progress)."""
        return self.app.bot if self.app is not None and self.polling else None

    def healthy(self) -> bool:
        """Polling and recently successful."""
        return self.polling and self.health.healthy(self.stale_after_s)

    def _build(self) -> PTBApp:
        """One Application wired with our handlers, rate limiter and health transport."""
        assert self.persona.token is not None, "Config.require_bots() checks tokens first"
        self.health = PollHealth()
        t = self.telegram
        app = (
            ApplicationBuilder()
            .token(self.persona.token.reveal())
            .base_url(t.base_url)
            .base_file_url(_file_url(t.base_url))
            .rate_limiter(
                AIORateLimiter(
                    overall_max_rate=t.overall_max_rate,
                    group_max_rate=t.group_max_rate,
                    max_retries=t.max_retries,
                )
            )
            .get_updates_request(HealthRequest(self.health, read_timeout=5.0))
            .updater(None)
            .build()
        )
        poller = Poller(
            app,
            self.health,
            name=self.persona.name,
            timeout=self.telegram.poll_timeout,
            allowed_updates=ALLOWED_UPDATES,
            dead_letters=self.dead_letters,
        )
        for group, handler in self.handlers():
            if group < 0:
                handler.block = True
                poller.guard(handler)
            else:
                handler.block = False  # a slow command (/정리) must not hold back confirmation
            app.add_handler(handler, group=group)
        app.add_error_handler(_log_error)
        self.poller = poller
        return app

    async def initialize(self) -> None:
        """Build and initialize (getMe); warn about privacy mode; register the command menu."""
        app = self._build()
        self.app = app
        try:
            await app.initialize()
        except InvalidToken:
            raise rejected_token(self.persona) from None
        me = app.bot.bot
        if not me.can_read_all_group_messages:
            logger.warning(BOTFATHER_STEPS, me.username, self.persona.name, me.username)
        if self.register_commands:
            await app.bot.set_my_commands([BotCommand(alias, desc) for alias, desc in BOT_COMMANDS])
        logger.info("%s is @%s", self.persona.name, me.username)

    async def start_polling(self) -> None:
        """Start dispatching and long-polling getUpdates (our confirm-after-record loop)."""
        assert self.app is not None and self.poller is not None
        # getUpdates fails with a conflict while a webhook is set (e.g. left by another
        # deployment); pending updates are kept, they are ours to record.
        await self.app.bot.delete_webhook(drop_pending_updates=False)
        await self.app.start()
        self.health.ok()
        self.poller.start()
        self.polling = True

    async def stop_polling(self) -> None:
        """Stop fetching, let the batch in flight finish and confirm it; the bot stays usable."""
        self.polling = False
        app = self.app
        if app is None:
            return
        if self.poller is not None:
            await self.poller.stop()
        if app.running:
            await app.stop()

    async def shutdown(self) -> None:
        """Close the bot's HTTP clients."""
        app, self.app = self.app, None
        if app is not None:
            await app.shutdown()

    async def supervise(self) -> None:
        """Restart this persona's Application whenever its polling dies or goes stale.

        Runs until cancelled (the service cancels it before stopping the pollers). After a
        failed restart nothing polls, so the next try follows the backoff alone (watching
        would add its check interval to every delay).
        """
        delay_index = 0
        while True:
            if self.polling:  # else the last restart failed: straight to the next delay
                try:
                    await self._watch()
                except PollingDeadError as exc:
                    logger.error(
                        "%s: polling stopped (%s): restarting its Application",
                        self.persona.name,
                        exc,
                    )
            delay = self.restart_delays[min(delay_index, len(self.restart_delays) - 1)]
            delay_index += 1
            try:
                await self.stop_polling()
                await self.shutdown()
            except Exception:  # the old Application is broken anyway: log and replace it
                logger.exception(
                    "%s: error while tearing down the old Application", self.persona.name
                )
            await anyio.sleep(delay)
            try:
                await self.initialize()
                await self.start_polling()
            except ConfigError as exc:  # a revoked token: say what to do, no traceback
                logger.error("%s: %s; trying again in a while", self.persona.name, exc)
                continue
            except Exception:  # keep trying with backoff; the other personas keep running
                logger.exception("%s: restart failed; retrying in a while", self.persona.name)
                continue
            self.restarts += 1
            delay_index = 0
            logger.info("%s: Application restarted (%d)", self.persona.name, self.restarts)

    async def _watch(self) -> None:
        """Return (raising) once polling is dead or has not succeeded for too long."""
        while True:
            with anyio.move_on_after(min(self.stale_after_s / 3, 15.0)):
                await self.health.dead_event.wait()
            if self.health.dead is not None:
                raise PollingDeadError(self.health.dead)
            if not self.health.healthy(self.stale_after_s):
                raise PollingDeadError(f"no successful getUpdates for {self.stale_after_s:g} s")
