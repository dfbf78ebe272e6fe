"""The errors of durable state: a record that does not decode, a file that cannot be read
or written, a data root another process holds, a chat with no memory. All are
``base.errors.GroupchatMemoryError``s, the root of the project's one error hierarchy.
"""

from __future__ import annotations

from groupchat_memory.base.errors import GroupchatMemoryError


class RecordError(GroupchatMemoryError):
    """A record could not be decoded: names the field and the problem."""


class StorageError(GroupchatMemoryError):
    """A file in the data root could not be read or written."""


class WriterLockedError(GroupchatMemoryError):
    """The data root is held by another writer process (exit 3)."""

    exit_code = 3

    def __init__(self, lock_path: str, holder_pid: int | None, *, hint: str = "") -> None:
        who = f"process {holder_pid}" if holder_pid else "another process"
        hint = hint or (
            "; stop that process (e.g. `systemctl stop groupchat-memory-bot`) "
            "or use another --data-dir"
        )
        super().__init__(f"the data root is held by {who} (lock {lock_path}){hint}")
        self.lock_path = lock_path
        self.holder_pid = holder_pid


class UnknownChatError(GroupchatMemoryError):
    """A command named a chat that has no memory in this data root."""

    exit_code = 2
