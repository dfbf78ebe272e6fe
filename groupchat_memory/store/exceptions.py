"""The base of the project's one error hierarchy, and the errors of durable state.

Every layer defines its own errors beside the code that raises them (``actors.errors``,
``domain.recall.index.RecallIndexError``, ``watchers.delivery.ChannelError``, ...), all
subclasses of ``GroupchatMemoryError``. Errors a user can cause carry a message that says
what to do; the CLI prints ``str(error)`` on one line and exits with ``error.exit_code``
(the one exit-code policy: 0 ok, 1 runtime failure, 2 usage or configuration, 3 held).
"""

from __future__ import annotations


class GroupchatMemoryError(Exception):
    """Base of every error this project raises on purpose."""

    exit_code: int = 1


class ConfigError(GroupchatMemoryError):
    """The configuration file or the command line is wrong (exit 2)."""

    exit_code = 2


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
