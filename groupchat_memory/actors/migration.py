"""Chat migration (Telegram group → supergroup): the folder moves, later messages follow.

``ChatRoutes`` is where a message for a chat id is routed: to the id its memory moved to,
after waiting while a migration of either id is in progress.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Awaitable, Callable
from typing import TypeVar

import anyio

from groupchat_memory.actors.errors import ChatMigrationError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir

logger = logging.getLogger(__name__)

T = TypeVar("T")


class ChatRoutes:
    """Where each chat id's messages go. Owns (sole writer): the moved ids and the gates
    of migrations in progress."""

    def __init__(self, root: DataRoot) -> None:
        self.root = root
        self._moved: dict[int, int] = {}
        self._blocked: dict[int, anyio.Event] = {}

    def target(self, chat_id: int) -> int:
        """The chat id that holds ``chat_id``'s memory now (itself unless it migrated)."""
        seen: set[int] = set()
        while chat_id in self._moved and chat_id not in seen:
            seen.add(chat_id)
            chat_id = self._moved[chat_id]
        return chat_id

    def moved(self, chat_id: int) -> bool:
        """Whether ``chat_id``'s memory moved to another id."""
        return chat_id in self._moved

    def gate(self, chat_id: int) -> anyio.Event | None:
        """The event to wait for while a migration of ``chat_id`` (or its target) runs."""
        gate = self._blocked.get(chat_id)
        return gate if gate is not None else self._blocked.get(self.target(chat_id))

    async def migrate(
        self, old_chat_id: int, new_chat_id: int, stop: Callable[[int], Awaitable[None]]
    ) -> None:
        """Stop both chats' actors (``stop``), rename the folder, route ``old`` to ``new``.

        Deliveries to either id wait meanwhile. Refuses when the new id has memory.
        """
        if old_chat_id == new_chat_id:
            return

        async def move() -> None:
            await anyio.to_thread.run_sync(move_chat_folder, self.root, old_chat_id, new_chat_id)
            self._moved[old_chat_id] = new_chat_id
            logger.info("chat %s migrated to %s", old_chat_id, new_chat_id)

        await self.exclusive([old_chat_id, new_chat_id], stop, move)

    async def exclusive(
        self,
        chat_ids: list[int],
        stop: Callable[[int], Awaitable[None]],
        work: Callable[[], Awaitable[T]],
    ) -> T:
        """Run ``work`` while deliveries to ``chat_ids`` wait and their actors are stopped
        (``stop``); the next delivery after it starts a fresh actor from what is on disk."""
        gates = {chat_id: anyio.Event() for chat_id in chat_ids}
        for chat_id in gates:
            while chat_id in self._blocked:
                await self._blocked[chat_id].wait()
        self._blocked.update(gates)
        try:
            for chat_id in gates:
                await stop(chat_id)
            return await work()
        finally:
            for chat_id, event in gates.items():
                del self._blocked[chat_id]
                event.set()


def move_chat_folder(root: DataRoot, old_chat_id: int, new_chat_id: int) -> None:
    """Rename the old chat's folder to the new id's; refuse when the new one has memory."""
    old, new = root.chat_dir(old_chat_id), root.chat_dir(new_chat_id)
    if not old.exists():
        return
    if new.exists() and any(new.iterdir()):
        raise ChatMigrationError(
            f"chat {new_chat_id} already has memory at {new}; the memory of "
            f"{old_chat_id} was left at {old}: merge the two folders by hand"
        )
    if new.exists():
        new.rmdir()
    os.rename(old, new)
    ensure_dir(new.parent)
