"""The memory commands in the chat: ``/정리 /메모리 /기억 /목차 /도움말``, ``/history /search``...

Telegram command names must match ``[a-z0-9_]``, so the Korean commands are plain text
to python-telegram-bot: they are matched by a regex ``MessageHandler`` (``/정리``,
``/정리@botname``, with arguments) and their ASCII aliases are ``CommandHandler``s that
``BOT_COMMANDS`` lists for setMyCommands. Answers are Korean, come from this chat's
memory only (``bot.views.answers.text_answer``, the same text the command line prints), and are
paged past 4096 characters with a "더 보기" button. In a forum a command answers for the
topic it was typed in, into that topic; ``전체`` (``all``) as its first argument asks
about the whole chat. Only new messages run a command (an
edited command message does not run again); chats off the allowlist are ignored. A
command message Telegram delivers again (the service died before confirming it) runs
again, but ``/정리`` writes its report once per message: the repeat posts the same one.
"""

from __future__ import annotations

import logging
import re
import secrets
from collections import OrderedDict
from collections.abc import Collection
from pathlib import Path
from typing import Any

import anyio
from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, Update
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import TelegramError
from telegram.ext import (
    BaseHandler,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    filters,
)

from groupchat_memory.actors.messages import DegradedChat, WriteInsight
from groupchat_memory.actors.set_aside import waiting_records
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.bot.incoming import thread_of
from groupchat_memory.bot.telegram.context import BotContext
from groupchat_memory.bot.telegram.forget_command import ForgetCommand
from groupchat_memory.bot.telegram.memory_pages import MemoryPages
from groupchat_memory.bot.telegram.offrecord import (
    ALLOWED_INSIDE,
    INSIDE,
    off_the_record,
    on_the_record,
)
from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.bot.views.answers import latest_answer, text_answer
from groupchat_memory.bot.views.insight_message import insight_message
from groupchat_memory.domain import queries
from groupchat_memory.domain.context import topic_title
from groupchat_memory.domain.summaries.topics import ALL, ALL_WORDS, Scope
from groupchat_memory.store.records import SummaryRecord

logger = logging.getLogger(__name__)

AnyHandler = BaseHandler[Update, ContextTypes.DEFAULT_TYPE, Any]
"""Any of the service's handlers: commands, the recorder's, the personas'."""

BOT_COMMANDS: list[tuple[str, str]] = [
    (alias, f"{what} ({typed.split(' ', 1)[0]})" if not typed.startswith(f"/{alias}") else what)
    for typed, alias, what in fmt.COMMAND_HELP
]
"""(ASCII alias, Korean description) for setMyCommands."""

KOREAN_COMMANDS = re.compile(
    r"^/(정리|메모리|기억|목차|결정|할일|잊어줘|비공개|공개|도움말)(?:@(\w+))?(?:\s|$)"
)
ASCII_COMMANDS = [
    "organize", "summarize", "memory", "recall", "toc", "history", "search", "stats", "decisions",
    "todo", "todos", "forget_me", "forget_this", "offrecord", "onrecord", "help", "start",
]  # fmt: skip
# the commands that answer for the forum topic they are typed in (or ``전체``)
_SCOPED = frozenset(
    {"organize", "memory", "toc", "recall", "history", "search", "stats", "decisions", "todos"}
)
MORE = "더 보기 ▶"
NOT_ADMIN = "/정리는 채팅방 관리자(또는 설정된 관리자)만 사용할 수 있습니다."
FOREIGN_BUTTON = "이 버튼은 이 채팅방의 것이 아닙니다."
EXPIRED = "이 목록은 만료되었습니다. 명령을 다시 실행해 주세요."
PAGER_SIZE = 256
# Button data comes back from the client as any string: only ASCII digits of a sane length
# are numbers (int() takes "²" and other scripts' digits, and refuses 5,000 digits).
_PAGE_NUMBER = re.compile(r"[0-9]{1,6}")
_MEMORY_BUTTON = re.compile(r"(-?[0-9]{1,20}):([0-9]{1,19}):([0-9]{1,19})")


def _small_number(text: str) -> int | None:
    """A page number from button data, or None when it is not one."""
    return int(text) if _PAGE_NUMBER.fullmatch(text) else None


def command_scope(message: Message, arg: str) -> tuple[Scope, str]:
    """What a command asks about, and its argument without the scope word: the whole chat
    after ``전체`` / ``all``, else the forum topic it was typed in (None outside topics)."""
    first, _, rest = arg.strip().partition(" ")
    if first.casefold() in ALL_WORDS:
        return ALL, rest.strip()
    return thread_of(message), arg


def degraded_text(degraded: DegradedChat) -> str:
    """The warning ``/stats`` adds while this chat's log cannot be written."""
    minutes = int(degraded.seconds // 60)
    return (
        f"⚠️ 디스크에 기록할 수 없는 상태입니다 ({minutes}분째, {degraded.error}).\n"
        f"메시지 {degraded.pending:,}개가 메모리에서 기록을 기다리며, 디스크가 돌아오면 "
        "순서대로 저장됩니다. 관리자: 디스크 공간과 데이터 폴더를 확인해 주세요."
    )


class Pager:
    """Pages of long answers waiting behind a "더 보기" button, per chat, bounded."""

    def __init__(self, size: int = PAGER_SIZE) -> None:
        self.size = size
        self._pages: OrderedDict[str, tuple[int, list[str]]] = OrderedDict()

    def keep(self, chat_id: int, pages: list[str]) -> str:
        """Remember the pages of one answer; the key goes into the button."""
        key = secrets.token_hex(4)
        self._pages[key] = (chat_id, pages)
        while len(self._pages) > self.size:
            self._pages.popitem(last=False)
        return key

    def forget_chat(self, chat_id: int) -> None:
        """Drop every page kept for the chat."""
        for key in [k for k, (chat, _) in self._pages.items() if chat == chat_id]:
            del self._pages[key]

    def page(self, key: str, chat_id: int, n: int) -> tuple[str, int] | None:
        """Page ``n`` (1-based) and the page count, only for the chat that asked for it."""
        found = self._pages.get(key)
        if found is None or found[0] != chat_id or not 1 <= n <= len(found[1]):
            return None
        return found[1][n - 1], len(found[1])


def more_button(key: str, n: int, total: int) -> InlineKeyboardMarkup:
    """The "더 보기" button that fetches page ``n``."""
    label = f"{MORE} ({n}/{total})"
    return InlineKeyboardMarkup([[InlineKeyboardButton(label, callback_data=f"pg:{key}:{n}")]])


def memory_keyboard(chat_id: int, summaries: list[SummaryRecord]) -> InlineKeyboardMarkup:
    """One button per summary; the data names the chat and the summary's message range."""
    buttons = [
        InlineKeyboardButton(
            f"{i}. {fmt.summary_label(s)}",
            callback_data=f"mem:{chat_id}:{s.message_range.from_}:{s.message_range.to}",
        )
        for i, s in enumerate(summaries, 1)
    ]
    return InlineKeyboardMarkup([[button] for button in buttons])


class CommandBot:
    """The memory commands of one persona's Application."""

    def __init__(self, ctx: BotContext) -> None:
        self.ctx = ctx
        self.config = ctx.config
        self.pager = Pager()
        self.pages = MemoryPages(self.config)
        self.forgetting = ForgetCommand(ctx, self.send, self.forget_pages)

    # -------------------------------------------------------------- handlers

    async def on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A memory command (either spelling) in an allowed chat: answer it."""
        message = update.message
        if message is None or message.text is None or not self.ctx.is_allowed(message.chat_id):
            return
        korean = KOREAN_COMMANDS.match(message.text)
        if korean and korean.group(2) and korean.group(2).lower() != context.bot.username.lower():
            return  # addressed to another bot
        parsed = fmt.parse_command(message.text)
        if parsed is None:
            return
        name, arg = parsed
        if name not in ALLOWED_INSIDE and self._off_the_record(message):
            await message.reply_text(INSIDE)  # not recorded: nothing of the window is
            return
        typed = arg
        scope, arg = command_scope(message, arg) if name in _SCOPED else (ALL, arg)
        word = typed.split(" ", 1)[0] if scope == ALL and typed != arg else ""
        asked = fmt.asked_as(message.text, word)
        chat_id = message.chat_id
        try:
            if name == "organize":
                await self.organize(message, context, scope)
            elif name == "memory":
                await self.memory(message, scope, asked)
            elif name in ("forget_me", "forget_this"):
                await self.forgetting.ask(message, one=name == "forget_this")
            elif name in ("offrecord", "onrecord"):
                await self.record_switch(message, context, name, arg)
            elif name == "toc":
                text, markup = await self.pages.toc(chat_id, scope=scope)
                await self.send_answer(
                    message, await self._in_topic(chat_id, scope, name, text, asked), markup
                )
            elif name == "recall":
                text, markup = await self.pages.recall(chat_id, arg, scope=scope, asked=asked)
                await self.send_answer(
                    message, await self._in_topic(chat_id, scope, name, text, asked), markup
                )
            else:
                held = self.ctx.system.held_records(chat_id)
                waiting = (
                    await anyio.to_thread.run_sync(
                        waiting_records, self.config.root, chat_id, self.config.timezone
                    )
                    if name == "history"
                    else []
                )
                text = await anyio.to_thread.run_sync(
                    text_answer, self.config, chat_id, name, arg, held, scope, asked, waiting
                )
                if name == "stats":
                    text = self._with_disk_state(chat_id, text)
                await self.reply(message, await self._in_topic(chat_id, scope, name, text, asked))
        except GroupchatMemoryError as exc:
            logger.error("chat %s: /%s failed: %s", message.chat_id, name, exc)
            await self.send(message, f"⚠️ 지금은 답할 수 없습니다: {exc}")

    async def organize(
        self, message: Message, context: ContextTypes.DEFAULT_TYPE, scope: Scope = ALL
    ) -> None:
        """``/정리``: an insight report over the recent conversation (of the forum topic it
        was typed in), admins only."""
        if not await self.is_admin(message, context):
            await self.send(message, NOT_ADMIN)
            return
        title = message.chat.title or message.chat.effective_name or str(message.chat_id)
        if scope != ALL and scope is not None:
            names = await anyio.to_thread.run_sync(
                queries.topic_names, self.config.root, message.chat_id
            )
            title = f"{title} · {topic_title(scope, names)}"
        progress = await self.post(message, "📝 정리하는 중입니다…")
        ask = WriteInsight(title, message_id=message.message_id, scope=scope)
        result = await self.ctx.system.ask(message.chat_id, ask, timeout=300)
        text = insight_message(result.text, self.config.timezone, Path(result.path).name)
        await self.edit_into(message, progress, text)

    async def edit_into(self, message: Message, progress: Message, text: str) -> None:
        """Turn a progress note into the answer (one message in the chat, not two); when
        Telegram refuses the edit, the answer is sent as a new message instead."""
        pages = fmt.pages(text)
        markup = (
            more_button(self.pager.keep(message.chat_id, pages), 2, len(pages))
            if len(pages) > 1
            else None
        )
        try:
            edited = await progress.edit_text(pages[0], reply_markup=markup)
        except TelegramError as exc:
            logger.warning("chat %s: could not edit the progress note: %s", message.chat_id, exc)
            await self.reply(message, text)
            return
        shown = edited if isinstance(edited, Message) else progress
        try:  # an edit of the command answer: latest text wins in /history
            await self.ctx.outbox.record(
                shown.get_bot(), shown, pages[0], reply_to=message.message_id,
                thread_id=thread_of(message), kind="edit",
            )  # fmt: skip
        except GroupchatMemoryError as exc:
            logger.warning("chat %s: answer sent but not recorded: %s", message.chat_id, exc)

    async def memory(self, message: Message, scope: Scope = ALL, asked: str | None = None) -> None:
        """``/메모리``: the latest summaries (of ``scope``) with a button each for the full text."""
        latest = await anyio.to_thread.run_sync(self._latest, message.chat_id, scope)
        markup = memory_keyboard(message.chat_id, latest) if latest else None
        shown = fmt.memory_text(latest)
        text = await self._in_topic(message.chat_id, scope, "memory", shown, asked)
        await self.send(message, text, markup)

    async def record_switch(
        self, message: Message, context: ContextTypes.DEFAULT_TYPE, name: str, arg: str
    ) -> None:
        """``/비공개 [N]`` and ``/공개`` (``bot.telegram.offrecord``)."""
        windows = self.ctx.offrecord
        if windows is None:
            return
        if name == "onrecord":
            await on_the_record(windows, message, self.reply)
            return

        async def is_admin(m: Message) -> bool:
            return await self.is_admin(m, context)

        await off_the_record(
            windows, message, arg, admins_only=self.config.privacy.offrecord_admins_only,
            is_admin=is_admin, reply=self.reply,
            local=lambda t: t.astimezone(self.config.timezone).strftime("%H:%M"),
        )  # fmt: skip

    async def on_callback(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A button of ``/메모리`` or a "더 보기": validated against the chat it came from."""
        query = update.callback_query
        if query is None or query.data is None:
            return
        message = query.message
        chat_id = message.chat.id if message is not None else None
        if not isinstance(message, Message) or chat_id is None or not self.ctx.is_allowed(chat_id):
            await query.answer(FOREIGN_BUTTON)
            return
        kind, _, rest = query.data.partition(":")
        text: str | None = None
        if kind in ("toc", "rc"):
            answer = await self.pages.on_button(chat_id, query.data)
            if answer is None:
                await query.answer(EXPIRED)
                return
            await query.answer()
            await self.send_answer(message, *answer)
            return
        if kind == "mem":
            text = await self._summary_text(chat_id, rest)
        elif kind == "pg":
            key, _, number = rest.partition(":")
            n = _small_number(number)
            found = self.pager.page(key, chat_id, n) if n is not None else None
            if n is None or found is None:
                await query.answer(EXPIRED)
                return
            page, total = found
            await query.answer()
            markup = more_button(key, n + 1, total) if n < total else None
            await self.send(message, page, markup)
            return
        if text is None:
            await query.answer(FOREIGN_BUTTON)
            return
        await query.answer()
        await self.reply(message, text)

    def forget_pages(self, chat_id: int) -> None:
        """After an erasure in the chat: the pages kept behind "더 보기" buttons may quote
        what went, so they go (an old button answers that the list expired)."""
        self.pager.forget_chat(chat_id)
        self.pages.forget_chat(chat_id)

    async def on_forget_callback(self, update: Update, _context: ContextTypes.DEFAULT_TYPE) -> None:
        """A press of a ``/forget_me`` button (``bot.telegram.forget_command``)."""
        await self.forgetting.on_callback(update)

    # -------------------------------------------------------------- helpers

    async def reply(self, message: Message, text: str) -> None:
        """Send an answer; past 4096 characters only page 1, the rest behind "더 보기"."""
        pages = fmt.pages(text)
        if len(pages) == 1:
            await self.send(message, pages[0])
            return
        key = self.pager.keep(message.chat_id, pages)
        await self.send(message, pages[0], more_button(key, 2, len(pages)))

    async def send_answer(
        self, message: Message, text: str, markup: InlineKeyboardMarkup | None
    ) -> None:
        """A page with its own "더 보기" button (``/목차``, ``/기억``); one too long for a
        message goes through ``reply`` instead."""
        if len(fmt.pages(text)) == 1:
            await self.send(message, text, markup)
        else:
            await self.reply(message, text)

    async def send(
        self, message: Message, text: str, markup: InlineKeyboardMarkup | None = None
    ) -> None:
        """``post``, for the handlers that do not need the sent message."""
        await self.post(message, text, markup)

    async def post(
        self, message: Message, text: str, markup: InlineKeyboardMarkup | None = None
    ) -> Message:
        """Reply to ``message`` and record the answer as ``kind="command"``: ``/history``
        shows it, no persona context, summary or search ever reads it."""
        # into the topic it was asked in (only a forum's: see ``thread_of``)
        sent = await message.reply_text(
            text, reply_markup=markup, message_thread_id=thread_of(message)
        )
        if self._off_the_record(message):
            return sent  # an answer inside the window (a /잊어줘 question) is not stored either
        try:
            await self.ctx.outbox.record(
                sent.get_bot(), sent, text, reply_to=message.message_id,
                thread_id=thread_of(message), kind="command",
            )  # fmt: skip
        except GroupchatMemoryError as exc:  # the answer is out; only its record is lost
            logger.warning("chat %s: answer sent but not recorded: %s", message.chat_id, exc)
        return sent

    async def is_admin(self, message: Message, context: ContextTypes.DEFAULT_TYPE) -> bool:
        """A configured admin, or an administrator/owner of this group per getChatMember."""
        return await is_chat_admin(message, context, self.config.telegram.admins)

    def _off_the_record(self, message: Message) -> bool:
        """Whether ``message`` was sent inside the chat's off-the-record window."""
        windows = self.ctx.offrecord
        return windows is not None and windows.is_off(
            message.chat_id, message.message_id, message.date
        )

    def _with_disk_state(self, chat_id: int, text: str) -> str:
        """``/stats`` says so while this chat's log cannot be written (counts are the disk's)."""
        for degraded in self.ctx.system.degraded_chats():
            if degraded.chat_id == chat_id:
                return f"{degraded_text(degraded)}\n\n{text}"
        return text

    def _latest(self, chat_id: int, scope: Scope = ALL) -> list[SummaryRecord]:
        """The latest summaries (of ``scope``), newest first ([] for a chat without memory)."""
        try:
            return latest_answer(self.config, chat_id, scope=scope)
        except GroupchatMemoryError:
            return []

    async def _in_topic(
        self, chat_id: int, scope: Scope, name: str, text: str, asked: str | None = None
    ) -> str:
        """``text`` under a line naming the forum topic it is about (unchanged outside one)."""
        if scope == ALL or scope is None:
            return text
        names = await anyio.to_thread.run_sync(queries.topic_names, self.config.root, chat_id)
        return f"{fmt.topic_header(topic_title(scope, names), name, asked)}\n{text}"

    async def _summary_text(self, chat_id: int, data: str) -> str | None:
        """``<chat>:<from>:<to>`` -> that summary of THIS chat in full; None when it is not."""
        parsed = _MEMORY_BUTTON.fullmatch(data)
        if parsed is None:
            return None
        claimed, start, end = (int(p) for p in parsed.groups())
        if claimed != chat_id:
            logger.warning("chat %s: a button claimed chat %s: ignored", chat_id, claimed)
            return None
        try:  # the index names the one file to read
            record = await anyio.to_thread.run_sync(
                queries.summary_of, self.config.root, chat_id, start, end
            )
        except GroupchatMemoryError:
            return None
        return fmt.summary_detail_text(record) if record is not None else None


async def is_chat_admin(
    message: Message, context: ContextTypes.DEFAULT_TYPE, admins: Collection[int]
) -> bool:
    """A configured admin (``admins``), or an administrator/owner of this group per
    getChatMember."""
    user = message.from_user
    if user is None:
        return False
    if user.id in admins:
        return True
    if message.chat.type not in (ChatType.GROUP, ChatType.SUPERGROUP):
        return False
    try:
        member = await context.bot.get_chat_member(message.chat_id, user.id)
    except TelegramError as exc:
        logger.warning("chat %s: cannot check admin rights: %s", message.chat_id, exc)
        return False
    return member.status in (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER)


def command_handlers(ctx: BotContext) -> list[AnyHandler]:
    """The handlers of the memory commands, for the persona that answers them."""
    bot = CommandBot(ctx)
    only_new = filters.UpdateType.MESSAGE  # edited_message never runs a command again
    return [
        MessageHandler(only_new & filters.Regex(KOREAN_COMMANDS), bot.on_command),
        CommandHandler(ASCII_COMMANDS, bot.on_command, filters=only_new),
        CallbackQueryHandler(bot.on_callback, pattern=r"^(mem|pg|toc|rc):"),
        CallbackQueryHandler(bot.on_forget_callback, pattern=r"^fg:"),
    ]
