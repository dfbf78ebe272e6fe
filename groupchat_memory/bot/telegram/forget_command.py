"""``/forget_me`` (``/잊어줘``): a member erases everything they wrote in this chat.

The command only asks: it answers with a confirmation button whose data is a random
key, remembered here with the chat and the member who asked. Only that member's press
runs the erasure (anyone else gets a polite refusal, and a forged or stale key does
nothing); the key is used once. The erasure itself runs in the actor system
(``ActorSystem.forget``), which holds the chat's deliveries and stops its actor meanwhile.
"""

from __future__ import annotations

import logging
import re
import secrets
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, Update

from groupchat_memory.bot.incoming import clean_text
from groupchat_memory.bot.telegram.context import BotContext
from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.store.exceptions import GroupchatMemoryError

log = logging.getLogger(__name__)

Send = Callable[[Message, str, InlineKeyboardMarkup | None], Awaitable[None]]

ASK = (
    "🧹 요청하신 분이 이 채팅방에 쓴 메시지를 모두 지울까요? 기록, 검색 색인, 그 "
    "메시지가 담긴 요약에서 사라지며 되돌릴 수 없습니다. 요청하신 분만 누를 수 있습니다."
)
ONLY_THEM = "죄송하지만 이 버튼은 요청하신 분만 누를 수 있어요."
GONE = "이 요청은 만료되었습니다. /잊어줘 를 다시 보내 주세요."
CANCELLED = "취소했습니다. 아무것도 지우지 않았습니다."
WORKING = "지우는 중입니다…"
PENDING_KEPT = 256
PENDING_TTL_S = 600.0
_DATA = re.compile(r"fg:(yes|no):([0-9a-f]{16})")


@dataclass(frozen=True)
class _Request:
    chat_id: int
    user_id: int
    asked: float


class ForgetCommand:
    """The confirmation flow of ``/forget_me`` for one persona's Application."""

    def __init__(self, ctx: BotContext, send: Send) -> None:
        self.ctx = ctx
        self.send = send
        self._pending: OrderedDict[str, _Request] = OrderedDict()

    async def ask(self, message: Message) -> None:
        """Answer ``/forget_me`` with the buttons only its sender may press."""
        user = message.from_user
        if user is None or user.is_bot:
            return
        key = secrets.token_hex(8)
        self._pending[key] = _Request(message.chat_id, user.id, time.monotonic())
        while len(self._pending) > PENDING_KEPT:
            self._pending.popitem(last=False)
        buttons = InlineKeyboardMarkup(
            [
                [InlineKeyboardButton("네, 모두 지워 주세요", callback_data=f"fg:yes:{key}")],
                [InlineKeyboardButton("취소", callback_data=f"fg:no:{key}")],
            ]
        )
        await self.send(message, ASK, buttons)

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
        del self._pending[parsed.group(2)]  # once: a second press finds nothing
        if parsed.group(1) == "no":
            await query.answer(CANCELLED)
            return
        await query.answer(WORKING)
        try:
            # their name as recorded finds them in archive summaries older than sender ids
            user = query.from_user
            names = [clean_text(n) for n in (user.full_name, user.username) if n]
            report = await self.ctx.upkeep.forget(request.chat_id, request.user_id, names)
        except GroupchatMemoryError as exc:
            log.error("chat %s: forgetting a member failed: %s", request.chat_id, exc)
            await self.send(message, fmt.FORGET_FAILED, None)
            return
        await self.send(message, fmt.forget_text(report), None)
