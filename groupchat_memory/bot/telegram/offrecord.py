"""Off the record: ``/비공개 [N]`` (``/offrecord``) for N minutes, ``/공개`` (``/onrecord``).

While a chat is off the record the service stores nothing the members send (so nothing
is summarized or indexed, and the personas, which answer only what was stored, stay
quiet); the command persona says so once when it starts. The window ends by itself or
with ``/공개``. It is kept in ``chats/<id>/offrecord.json`` (message ids and an end
time, no text), so a restart inside the window does not start recording again.

The window opens (and closes) when the first persona's copy of the command is recorded
(``switch_at_record``, called by the shared recorder), not when the command persona gets
round to answering: a persona receiving the same messages sooner (the command persona
waits out a 429, or restarts) must not store what follows the command. Memory commands
typed inside the window get a short refusal that is not recorded.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta

import anyio
import msgspec
from telegram import Message
from telegram.error import TelegramError

from groupchat_memory.actors.clock import Clock
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.files import write_atomic
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import decode, encode

logger = logging.getLogger(__name__)

DEFAULT_MINUTES = 30
MAX_MINUTES = 24 * 60
STARTED = (
    "🔒 지금부터 {minutes}분 동안 비공개입니다 ({until}까지): 이 방의 메시지를 기록·요약·"
    "검색하지 않고, 봇들도 답하지 않습니다. /공개 로 일찍 끝낼 수 있습니다."
)
ENDED = "🔓 비공개를 끝냈습니다. 지금부터 다시 기록합니다."
RAN_OUT = "🔓 비공개 시간이 끝났습니다. 지금부터 다시 기록합니다."
# a window that ran out longer ago than this (the service was down) is not announced late
ANNOUNCE_WITHIN = timedelta(hours=6)
NOT_OFF = "지금은 비공개 중이 아닙니다. (/비공개 [분]으로 시작합니다)"
USAGE = f"사용법: /비공개 [분] (1~{MAX_MINUTES}, 기본 {DEFAULT_MINUTES}분)"
ADMINS_ONLY = "이 방에서는 관리자만 /비공개 를 시작할 수 있습니다."


class Window(msgspec.Struct, kw_only=True, frozen=True):
    """A chat's off-the-record window: the messages after ``after_id`` (the ``/비공개``
    command) and before ``before_id`` (the ``/공개`` command, if any), sent before ``until``.

    ``started`` and ``ended`` (the commands' send times) judge edits, which keep their
    message's id and date: an edit made inside the window is off the record too.
    ``announced``: the bots said the window ran out (said once, also across restarts).
    """

    after_id: int
    until: str
    before_id: int | None = None
    started: str = ""
    ended: str | None = None
    announced: bool = False

    def holds(self, message_id: int, at: datetime) -> bool:
        """Whether message ``message_id`` sent at ``at`` is off the record."""
        if message_id <= self.after_id:
            return False
        if self.before_id is not None and message_id >= self.before_id:
            return False
        return at < datetime.fromisoformat(self.until)

    def open_at(self, at: datetime) -> bool:
        """Whether the window was open at ``at`` (one saved before starts were kept has
        none: it counts as open since ever, an unknown start must not record). Telegram
        dates are whole seconds: an edit in the second of ``/공개`` may have come before
        it, so it counts as inside."""
        if self.started and at < datetime.fromisoformat(self.started):
            return False
        if self.ended is not None and at > datetime.fromisoformat(self.ended):
            return False
        return at < datetime.fromisoformat(self.until)

    def ran_out(self, now: datetime) -> bool:
        """Whether the window ended by itself (not by ``/공개``) and nobody said so yet."""
        return (
            not self.announced
            and self.before_id is None
            and now >= datetime.fromisoformat(self.until)
        )


class OffRecord:
    """Which chats are off the record (shared by every persona's recorder and the commands).

    Messages are judged by their place in the chat (message ids grow) and their send
    time, never by when a bot handles them: each persona receives its own copy, and a
    slow one must not store a message of the window after a fast one handled ``/공개``.
    """

    def __init__(self, root: DataRoot) -> None:
        self.root = root
        self._windows: dict[int, Window | None] = {}

    def window(self, chat_id: int) -> Window | None:
        """The chat's last window, which may be over."""
        if chat_id not in self._windows:
            self._windows[chat_id] = self._load(chat_id)
        return self._windows[chat_id]

    def is_off(
        self, chat_id: int, message_id: int, at: datetime, edited_at: datetime | None = None
    ) -> bool:
        """Whether a message of the chat (or its edit made at ``edited_at``) is off the
        record: an edit inside the window to an earlier message is not stored either."""
        window = self.window(chat_id)
        if window is None:
            return False
        return window.holds(message_id, at) or (edited_at is not None and window.open_at(edited_at))

    def known(self) -> list[int]:
        """Chats with a window, past or present (every chat's file is read the first time)."""
        for chat_id in self.root.chat_ids():
            self.window(chat_id)
        return sorted(chat for chat, window in self._windows.items() if window is not None)

    def mark_announced(self, chat_id: int) -> None:
        """Remember, durably, that the bots said the chat's window ran out."""
        window = self.window(chat_id)
        if window is not None and not window.announced:
            self._save(chat_id, msgspec.structs.replace(window, announced=True))

    def _load(self, chat_id: int) -> Window | None:
        path = self.root.offrecord_path(chat_id)
        try:
            return decode(path.read_bytes(), Window, source=str(path))
        except FileNotFoundError:
            return None
        except (OSError, RecordError) as exc:
            # a window we cannot read must not silently start recording: an hour off
            logger.error("chat %s: unreadable %s (%s): off the record for an hour", chat_id,
                      path.name, exc)  # fmt: skip
            until = datetime.now(UTC) + timedelta(hours=1)
            return Window(after_id=0, until=until.isoformat())

    def _save(self, chat_id: int, window: Window) -> None:
        write_atomic(self.root.offrecord_path(chat_id), encode(window))
        self._windows[chat_id] = window

    def start(self, chat_id: int, message_id: int, at: datetime, minutes: int) -> datetime:
        """Off the record after the command ``message_id`` sent at ``at``, for ``minutes``;
        durable before the bots say so. A window still open keeps its start."""
        old = self.window(chat_id)
        if old is not None and old.after_id == message_id:  # another persona's copy of it
            return datetime.fromisoformat(old.until)
        still = old is not None and old.holds(message_id, at)
        after = old.after_id if old is not None and still else message_id
        started = old.started if old is not None and still else at.isoformat()
        end = at + timedelta(minutes=minutes)
        self._save(chat_id, Window(after_id=after, until=end.isoformat(), started=started))
        return end

    def end(self, chat_id: int, message_id: int, at: datetime) -> bool:
        """Back on the record from the command ``message_id``; False when it was not off
        (True again for the same command: the recorder ended it already)."""
        old = self.window(chat_id)
        if old is not None and old.before_id == message_id:
            return True
        if old is None or not old.holds(message_id, at):
            return False
        self._save(
            chat_id, msgspec.structs.replace(old, before_id=message_id, ended=at.isoformat())
        )
        return True


Announce = Callable[[int, str], Awaitable[bool]]
"""Say a text in a chat; False when no bot can send now (tried again later)."""


class RanOutNotices:
    """Says once in a chat that its off-the-record window ran out by itself (``/공개``
    says so already), also when the service restarted inside the window: the file
    remembers that it was said. Times come from ``clock`` so tests move them."""

    def __init__(
        self, windows: OffRecord, announce: Announce, clock: Clock, poll_s: float = 5.0
    ) -> None:
        self.windows = windows
        self.announce = announce
        self.clock = clock
        self.poll_s = poll_s

    async def check(self) -> list[int]:
        """Announce every window that ran out and was not announced; the chats said to."""
        now = self.clock.now()
        said: list[int] = []
        for chat_id in self.windows.known():
            window = self.windows.window(chat_id)
            if window is None or not window.ran_out(now):
                continue
            late = now - datetime.fromisoformat(window.until) > ANNOUNCE_WITHIN
            try:
                if not late and not await self.announce(chat_id, RAN_OUT):
                    continue
                self.windows.mark_announced(chat_id)
            except (TelegramError, GroupchatMemoryError) as exc:  # tried again next time
                logger.warning("chat %s: cannot say off the record ended: %s", chat_id, exc)
                continue
            if not late:
                said.append(chat_id)
        return said

    async def run(self) -> None:
        """Check every ``poll_s`` seconds (sooner when a window ends sooner) until cancelled."""
        while True:
            await self.check()
            now = self.clock.now()
            ends = [
                (datetime.fromisoformat(w.until) - now).total_seconds()
                for chat in self.windows.known()
                if (w := self.windows.window(chat)) is not None and not w.announced
            ]
            await anyio.sleep(min([self.poll_s, *(e for e in ends if e > 0)]))


def minutes_of(arg: str) -> int | None:
    """The N of ``/비공개 [N]``: default 30, 1..1440; None when it is not such a number."""
    word = arg.split()[0] if arg.strip() else ""
    if not word:
        return DEFAULT_MINUTES
    if not word.isascii() or not word.isdigit() or len(word) > 5:
        return None
    n = int(word)
    return n if 1 <= n <= MAX_MINUTES else None


Reply = Callable[[Message, str], Awaitable[None]]
IsAdmin = Callable[[Message], Awaitable[bool]]
SWITCHES = {"offrecord", "onrecord"}
# what the members may still ask inside the window: nothing it answers reads the memory
ALLOWED_INSIDE = SWITCHES | {"forget_me", "forget_this"}
INSIDE = "🔒 비공개 중에는 기억 명령에 답하지 않습니다. /공개 로 끝낸 뒤 다시 물어봐 주세요."


async def switch_at_record(
    windows: OffRecord, message: Message, name: str, arg: str, *, admins_only: bool,
    is_admin: IsAdmin,
) -> None:  # fmt: skip
    """Open or close the window as the first copy of ``/비공개``/``/공개`` is recorded,
    before any later message of any persona is judged; the command persona answers it
    later (``off_the_record`` finds it open and keeps its start). A command it would
    refuse (a bad number, not an admin) changes nothing."""
    try:
        if name == "onrecord":
            windows.end(message.chat_id, message.message_id, message.date)
            return
        minutes = minutes_of(arg)
        if minutes is None or (admins_only and not await is_admin(message)):
            return
        windows.start(message.chat_id, message.message_id, message.date, minutes)
    except GroupchatMemoryError as exc:  # the command persona says it failed
        logger.error("chat %s: cannot switch the record: %s", message.chat_id, exc)


async def off_the_record(
    windows: OffRecord, message: Message, arg: str, *, admins_only: bool, is_admin: IsAdmin,
    reply: Reply, local: Callable[[datetime], str],
) -> None:  # fmt: skip
    """``/비공개 [N]``: start (or extend) the chat's window and say so once."""
    minutes = minutes_of(arg)
    if minutes is None:
        await reply(message, USAGE)
        return
    if admins_only and not await is_admin(message):
        await reply(message, ADMINS_ONLY)
        return
    try:
        end = windows.start(message.chat_id, message.message_id, message.date, minutes)
    except GroupchatMemoryError as exc:
        logger.error("chat %s: cannot go off the record: %s", message.chat_id, exc)
        await reply(message, "⚠️ 비공개를 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.")
        return
    await reply(message, STARTED.format(minutes=minutes, until=local(end)))


async def on_the_record(windows: OffRecord, message: Message, reply: Reply) -> None:
    """``/공개``: end the window now."""
    ended = windows.end(message.chat_id, message.message_id, message.date)
    await reply(message, ENDED if ended else NOT_OFF)
