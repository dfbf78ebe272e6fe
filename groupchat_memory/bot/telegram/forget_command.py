"""``/forget_me`` (``/잊어줘``): a member erases everything they wrote in this chat;
``/잊어줘`` sent as a reply to one of their own messages (or ``/forget_this``) erases
that one message and what quotes it.

The command only asks: it answers with a confirmation button whose data is a random
key, remembered here with the chat and the member who asked. Only that member's press
runs the erasure (anyone else gets a polite refusal, and a forged or stale key does
nothing); the key is used once, and the buttons leave the question once pressed. The
press is kept on disk (``Upkeep.confirm_forget``) before the member sees it acknowledged,
so a restart carries it out and ``ResumedErasures`` tells the chat. The erasure itself
runs in ``Upkeep.forget``, which holds the chat's deliveries and stops its actor
meanwhile; then ``on_erased`` drops the pages of earlier answers kept behind "더 보기"
buttons, which may quote what went.
"""

from __future__ import annotations

import logging
import re
import secrets
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

import anyio
from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, Update
from telegram.error import TelegramError

from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.bot.incoming import clean_text, replied_to, thread_of
from groupchat_memory.bot.telegram.context import BotContext
from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.domain.history.forgetting import ForgetRequest
from groupchat_memory.upkeep.jobs import Upkeep

logger = logging.getLogger(__name__)

Send = Callable[[Message, str, InlineKeyboardMarkup | None], Awaitable[None]]

ASK = (
    "🧹 요청하신 분이 이 채팅방에 쓴 메시지를 모두 지울까요? 기록, 검색 색인, 그 "
    "메시지가 담긴 요약에서 사라지고, 봇의 답이나 그 메시지에 답장하며 글을 그대로 옮긴 "
    "부분은 (삭제됨)으로 바뀌며, 그 글이나 요청하신 분의 이름을 보여 준 봇의 명령 답은 "
    "지워집니다. 다른 분들이 직접 쓴 글은 같은 문장이라도 그대로 남고, 글을 옮기지 않고 "
    "풀어 말한 내용도 남습니다. 되돌릴 수 없습니다. 요청하신 분만 누를 수 있습니다."
)
ASK_ONE = (
    "🧹 답장하신 이 메시지 하나를 지울까요? 기록, 검색 색인, 그 메시지가 담긴 요약에서 "
    "사라지고, 봇의 답이나 이 메시지에 답장하며 글을 그대로 옮긴 부분은 (삭제됨)으로 "
    "바뀝니다. 되돌릴 수 없습니다. 요청하신 분만 누를 수 있습니다."
)
NOT_THEIRS = "본인이 쓴 메시지에 답장으로 /잊어줘 를 보내야 그 메시지를 지울 수 있어요."
REPLY_NEEDED = "지울 메시지에 답장으로 /forget_this 를 보내 주세요."
ONLY_THEM = "죄송하지만 이 버튼은 요청하신 분만 누를 수 있어요."
GONE = "이 요청은 만료되었습니다. /잊어줘 를 다시 보내 주세요."
CANCELLED = "취소했습니다. 아무것도 지우지 않았습니다."
WORKING = "지우는 중입니다…"
NOT_KEPT = "지금은 요청을 저장할 수 없어 아무것도 지우지 않았습니다. 잠시 후 다시 눌러 주세요."
PENDING_KEPT = 256
PENDING_TTL_S = 600.0
_DATA = re.compile(r"fg:(yes|no):([0-9a-f]{16})")


@dataclass(frozen=True)
class _Request:
    chat_id: int
    user_id: int
    asked: float
    message_id: int | None = None  # one message of theirs, not everything


def _no_pages(_chat_id: int) -> None:
    """Default ``on_erased``: no pages are kept."""


class ForgetCommand:
    """The confirmation flow of ``/forget_me`` for one persona's Application."""

    def __init__(
        self, ctx: BotContext, send: Send, on_erased: Callable[[int], None] = _no_pages
    ) -> None:
        self.ctx = ctx
        self.send = send
        self.on_erased = on_erased
        self._pending: OrderedDict[str, _Request] = OrderedDict()

    async def ask(self, message: Message, *, one: bool = False) -> None:
        """Answer ``/forget_me`` with the buttons only its sender may press; as a reply
        (or ``one``: ``/forget_this``), about the replied-to message only, which must be
        the sender's own."""
        user = message.from_user
        if user is None or user.is_bot:
            return
        reply = replied_to(message)  # in a forum topic every message "replies" to the topic
        if one and reply is None:
            await self.send(message, REPLY_NEEDED, None)
            return
        target: int | None = None
        if reply is not None:
            author = reply.from_user
            if author is None or author.id != user.id or reply.sender_chat is not None:
                await self.send(message, NOT_THEIRS, None)
                return
            target = reply.message_id
        key = secrets.token_hex(8)
        self._pending[key] = _Request(message.chat_id, user.id, time.monotonic(), target)
        while len(self._pending) > PENDING_KEPT:
            self._pending.popitem(last=False)
        yes = "네, 모두 지워 주세요" if target is None else "네, 이 메시지를 지워 주세요"
        buttons = InlineKeyboardMarkup(
            [
                [InlineKeyboardButton(yes, callback_data=f"fg:yes:{key}")],
                [InlineKeyboardButton("취소", callback_data=f"fg:no:{key}")],
            ]
        )
        await self.send(message, ASK if target is None else ASK_ONE, buttons)

    async def on_callback(self, update: Update) -> None:
        """A press of one of the buttons: only the member who asked, once, in time."""
        query = update.callback_query
        if query is None or query.data is None:
            return
        parsed = _DATA.fullmatch(query.data)
        message = query.message
        request = self._pending.get(parsed.group(2)) if parsed else None
        if (
            parsed is None
            or request is None
            or not isinstance(message, Message)
            or message.chat.id != request.chat_id
            or time.monotonic() - request.asked > PENDING_TTL_S
        ):
            await query.answer(GONE)
            return
        if query.from_user.id != request.user_id:
            await query.answer(ONLY_THEM, show_alert=True)
            return
        key = parsed.group(2)
        del self._pending[key]  # once: a second press finds nothing
        if parsed.group(1) == "no":
            await self._drop_buttons(message)
            await query.answer(CANCELLED)
            return
        # their name as recorded finds them in archive summaries older than sender ids
        # and in records without one
        user = query.from_user
        names = [clean_text(n) for n in (user.full_name, user.username) if n]
        upkeep = self.ctx.upkeep
        try:
            # on disk before the member sees it acknowledged: a restart carries it out
            confirmed = await upkeep.confirm_forget(
                request.chat_id, request.user_id, names, request.message_id,
                question=message.message_id, thread_id=thread_of(message),
            )  # fmt: skip
        except GroupchatMemoryError as exc:
            self._pending[key] = request  # nothing was acknowledged: the buttons still work
            logger.error("chat %s: cannot keep an erasure request: %s", request.chat_id, exc)
            await query.answer(NOT_KEPT, show_alert=True)
            return
        await self._drop_buttons(message)
        await query.answer(WORKING)
        try:
            report = await upkeep.forget(
                request.chat_id, request.user_id, names, message_id=request.message_id,
                request=confirmed.request_id,
            )  # fmt: skip
        except GroupchatMemoryError as exc:
            logger.error("chat %s: forgetting a member failed: %s", request.chat_id, exc)
            await self.send(message, fmt.FORGET_FAILED, None)
            return
        self.on_erased(request.chat_id)
        await self.send(message, fmt.forget_text(report), None)
        await upkeep.told(confirmed)

    async def _drop_buttons(self, message: Message) -> None:
        """Take the buttons off the question: it is answered."""
        try:
            await message.edit_reply_markup(reply_markup=None)
        except TelegramError as exc:  # the question stays pressable but its key is spent
            logger.warning("chat %s: cannot remove the /잊어줘 buttons: %s", message.chat_id, exc)


class Say(Protocol):
    """Say ``text`` in a chat as a reply to ``reply_to`` in topic ``thread_id``; False when
    no bot can send now (tried again later)."""

    async def __call__(
        self, chat_id: int, text: str, reply_to: int | None, thread_id: int | None
    ) -> bool: ...


class ResumedErasures:
    """Tells each chat that an erasure a member confirmed before a restart is done (the
    start carried it out: ``Upkeep.resumed``), in reply to the question they answered;
    each request is closed once said, and tried again until then, ``poll_s`` apart at
    first and at most ``max_poll_s`` (a chat that removed the bot is not asked forever
    at the same pace)."""

    def __init__(
        self, upkeep: Upkeep, say: Say, poll_s: float = 5.0, max_poll_s: float = 600.0
    ) -> None:
        self.upkeep = upkeep
        self.say = say
        self.poll_s = poll_s
        self.max_poll_s = max_poll_s

    async def run(self) -> None:
        """Tell every chat of ``Upkeep.resumed``; return once all were told."""
        todo = list(self.upkeep.resumed)
        wait = self.poll_s
        while todo:
            for request in list(todo):
                if await self._tell(request):
                    todo.remove(request)
            if todo:
                await anyio.sleep(wait)
                wait = min(wait * 2, self.max_poll_s)

    async def _tell(self, request: ForgetRequest) -> bool:
        assert request.report is not None  # ``resumed`` holds done requests only
        chat_id = request.asked_in if request.asked_in is not None else request.chat_id
        try:
            text = fmt.forget_resumed_text(request.report)
            if not await self.say(chat_id, text, request.question, request.thread_id):
                return False
            await self.upkeep.told(request)
        except (TelegramError, GroupchatMemoryError) as exc:  # tried again in a while
            logger.warning("chat %s: cannot say a resumed erasure is done: %s", chat_id, exc)
            return False
        return True
