"""``/목차`` and ``/기억`` in the chat, one page at a time, newest first.

A chat with years of summaries must answer these as fast as a new one: each page reads
the summary index backwards only as far as the page goes (``queries.toc_page``,
``queries.recall_page``), and the "더 보기" button under it reads the next page when
pressed instead of the whole table being read and cut up in advance. In a forum a page
covers the topic it was asked in (or the whole chat): the button carries which.
"""

from __future__ import annotations

import re
import secrets
from collections import OrderedDict

import anyio
from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.bot.views.answers import recall_text_answer
from groupchat_memory.domain import queries
from groupchat_memory.domain.summaries.topics import ALL, Scope
from groupchat_memory.store.exceptions import UnknownChatError

TOC_PER_PAGE = 30  # rows of about 100 characters: a page stays under Telegram's 4096
RECALL_PER_PAGE = 5  # summaries with up to three decisions each
KEYWORDS_KEPT = 256
NO_MORE = "더 이상 없습니다. 명령을 다시 실행하면 처음부터 봅니다."
_TOC_BUTTON = re.compile(r"toc:([0-9]{1,6})(?::(a|[0-9]{1,12}))?")
_RECALL_BUTTON = re.compile(r"rc:([0-9a-f]{8}):([0-9]{1,6})")

Answer = tuple[str, InlineKeyboardMarkup | None]


def scope_data(scope: Scope) -> str:
    """How a button spells a scope: ``:a`` the whole chat, ``:<thread id>`` a forum topic,
    nothing for the conversation without a topic."""
    if scope == ALL:
        return ":a"
    return "" if scope is None else f":{scope}"


def scope_of(data: str | None) -> Scope:
    """The scope a button's ``scope_data`` spelled."""
    if data is None:
        return None
    return ALL if data == "a" else int(data)


def next_button(data: str, page: int) -> InlineKeyboardMarkup:
    """The "더 보기" button that asks for page ``page``."""
    label = f"더 보기 ▶ ({page}쪽)"
    return InlineKeyboardMarkup([[InlineKeyboardButton(label, callback_data=data)]])


class MemoryPages:
    """Pages of ``/목차`` and ``/기억`` for one persona's commands. Remembers the keywords
    of recent ``/기억`` answers (bounded), since a button carries 64 bytes at most."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self._keywords: OrderedDict[str, tuple[int, str, Scope]] = OrderedDict()

    async def toc(self, chat_id: int, page: int = 1, scope: Scope = ALL) -> Answer:
        """Page ``page`` of the table of contents (of ``scope``), with a button for the next."""
        return await anyio.to_thread.run_sync(self._toc, chat_id, page, scope)

    async def recall(
        self, chat_id: int, keyword: str, page: int = 1, scope: Scope = ALL, asked: str = "/기억"
    ) -> Answer:
        """Page ``page`` of the summaries (of ``scope``) about ``keyword``, with a button
        for the next one; ``asked``: the command as typed (``fmt.asked_as``)."""
        if not keyword:
            return fmt.RECALL_USAGE, None
        return await anyio.to_thread.run_sync(self._recall, chat_id, keyword, page, scope, asked)

    async def on_button(self, chat_id: int, data: str) -> Answer | None:
        """A "더 보기" of a page (``toc:N``, ``rc:<key>:N``); None when it is not one of
        this chat's (or its keyword was forgotten)."""
        toc = _TOC_BUTTON.fullmatch(data)
        if toc is not None:
            return await self.toc(chat_id, int(toc.group(1)), scope_of(toc.group(2)))
        recall = _RECALL_BUTTON.fullmatch(data)
        found = self._keywords.get(recall.group(1)) if recall is not None else None
        if recall is None or found is None or found[0] != chat_id:
            return None
        return await self.recall(chat_id, found[1], int(recall.group(2)), found[2])

    def forget_chat(self, chat_id: int) -> None:
        """Drop the chat's remembered keywords (an erasure may have taken their words)."""
        for key in [k for k, (chat, _, _) in self._keywords.items() if chat == chat_id]:
            del self._keywords[key]

    def _toc(self, chat_id: int, page: int, scope: Scope) -> Answer:
        try:
            found = queries.toc_page(self.config.root, chat_id, page, TOC_PER_PAGE, scope)
        except UnknownChatError:
            return fmt.NO_MEMORY, None
        if not found.entries:
            return (fmt.toc_text([]) if page == 1 else NO_MORE), None
        rows = fmt.toc_rows(found.entries)
        first = (page - 1) * TOC_PER_PAGE + 1
        header = f"{fmt.TOC_HEADER} (최신순, {first}~{first + len(rows) - 1}번째 요약)"
        markup = next_button(f"toc:{page + 1}{scope_data(scope)}", page + 1) if found.more else None
        return fmt.toc_text(rows, header=header), markup

    def _recall(
        self, chat_id: int, keyword: str, page: int, scope: Scope, asked: str = "/기억"
    ) -> Answer:
        try:
            found = queries.recall_page(
                self.config.root, chat_id, keyword, page, RECALL_PER_PAGE, scope
            )
        except UnknownChatError:
            return fmt.NO_MEMORY, None
        if not found.entries:
            # page 1 with no summary: the answer that points at /search when messages have it
            text = (
                recall_text_answer(self.config, chat_id, keyword, scope, asked)
                if page == 1
                else NO_MORE
            )
            return text, None
        first = (page - 1) * RECALL_PER_PAGE + 1
        shown = [record for _, record in found.entries]
        last = first + len(shown) - 1
        header = f"🔍 '{keyword}' 관련 기억 (최신순, {first}~{last}번째)"
        text = fmt.recall_text(keyword, shown, header=header, start=first)
        if not found.more:
            return text, None
        key = self._remember(chat_id, keyword, scope)
        return text, next_button(f"rc:{key}:{page + 1}", page + 1)

    def _remember(self, chat_id: int, keyword: str, scope: Scope) -> str:
        for key, kept in self._keywords.items():
            if kept == (chat_id, keyword, scope):
                self._keywords.move_to_end(key)
                return key
        key = secrets.token_hex(4)
        self._keywords[key] = (chat_id, keyword, scope)
        while len(self._keywords) > KEYWORDS_KEPT:
            self._keywords.popitem(last=False)
        return key
