"""Chat migration (Telegram group → supergroup): the folder moves, later messages follow.

``ChatRoutes`` is where a message for a chat id is routed: to the id its memory moved to,
after waiting while a migration of either id is in progress. Telegram says a group moved
once (``migrate_to_chat_id``), so every move is kept for good in ``migrations.json`` under
the data root (``read_moves``), written before the folder is renamed: a restart, the
MCP tools and ``doctor`` follow it, and a crash between the two is finished at the next
start (``ChatRoutes.resume``).
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, TypeVar

import anyio

from groupchat_memory.actors.errors import ChatMigrationError
from groupchat_memory.store.exceptions import StorageError
from groupchat_memory.store.files import write_atomic
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir

logger = logging.getLogger(__name__)

T = TypeVar("T")

MOVES_VERSION = 1


def read_moves(root: DataRoot) -> dict[int, int]:
    """Every chat id whose memory moved, with the id it moved to ({} when none moved).

    ``StorageError`` (saying what to do) when ``migrations.json`` cannot be read.
    """
    path = root.migrations_path()
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise StorageError(f"cannot read {path}: {exc.strerror or exc}") from exc
    try:
        doc: Any = json.loads(data)
        version, moves = doc["version"], doc["moves"]
        if not isinstance(version, int) or not isinstance(moves, dict):
            raise TypeError("version or moves of the wrong type")
        found = {int(old): int(new) for old, new in moves.items()}
    except (ValueError, KeyError, TypeError) as exc:
        raise StorageError(
            f"{path} is damaged ({exc}); it lists which groups became supergroups: "
            f'restore it, or write {{"version": 1, "moves": {{"<old id>": <new id>}}}}'
        ) from None
    if version > MOVES_VERSION:
        raise StorageError(
            f"{path} has format version {version}, newer than this program's "
            f"{MOVES_VERSION}: upgrade groupchat-memory before using this data root"
        )
    return found


def write_moves(root: DataRoot, moves: Mapping[int, int]) -> None:
    """Replace ``migrations.json`` with ``moves`` (crash-safe, durable on return)."""
    doc = {"version": MOVES_VERSION, "moves": {str(old): new for old, new in moves.items()}}
    write_atomic(root.migrations_path(), (json.dumps(doc, indent=1) + "\n").encode())


def follow(moves: Mapping[int, int], chat_id: int) -> int:
    """The chat id that holds ``chat_id``'s memory after every move (itself if none)."""
    seen: set[int] = set()
    while chat_id in moves and chat_id not in seen:
        seen.add(chat_id)
        chat_id = moves[chat_id]
    return chat_id


class ChatRoutes:
    """Where each chat id's messages go. Owns (sole writer): the moved ids and the gates
    of migrations in progress."""

    def __init__(self, root: DataRoot) -> None:
        self.root = root
        self._moved: dict[int, int] = {}
        self._blocked: dict[int, anyio.Event] = {}

    def target(self, chat_id: int) -> int:
        """The chat id that holds ``chat_id``'s memory now (itself unless it migrated)."""
        return follow(self._moved, chat_id)

    def moves(self) -> dict[int, int]:
        """Every id that moved, with the id it moved to (a copy)."""
        return dict(self._moved)

    def resume(self) -> None:
        """Take the moves kept in ``migrations.json``, and finish one whose folder a crash
        left behind (blocking: call before any actor starts)."""
        moves = read_moves(self.root)
        for old, new in moves.items():
            if not self.root.chat_dir(old).exists():
                continue
            try:
                move_chat_folder(self.root, old, new)
            except ChatMigrationError as exc:
                # memory recorded under the old id since (a one-shot writer): later
                # messages still follow the group; the folders are the operator's to merge
                logger.error("chat %s moved to %s, but %s", old, new, exc)
                continue
            logger.warning("chat %s: finished moving its memory to %s", old, new)
        self._moved = moves

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
        """Stop both chats' actors (``stop``), rename the folder, route ``old`` to ``new``
        for good (``migrations.json``, kept first).

        Deliveries to either id wait meanwhile. Refuses when the new id has memory.
        """
        if old_chat_id == new_chat_id:
            return

        async def move() -> None:
            moves = {**self._moved, old_chat_id: new_chat_id}
            # kept before the folder moves: a crash in between is finished at the next start
            await anyio.to_thread.run_sync(write_moves, self.root, moves)
            try:
                await anyio.to_thread.run_sync(
                    move_chat_folder, self.root, old_chat_id, new_chat_id
                )
            except ChatMigrationError:
                await anyio.to_thread.run_sync(write_moves, self.root, self._moved)
                raise
            self._moved = moves
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
