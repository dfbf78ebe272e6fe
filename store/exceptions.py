"""The project's one error hierarchy.

Errors a user can cause carry a message that says what to do; the CLI prints
``str(error)`` on one line and exits with ``error.exit_code``.
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


class ActorStoppedError(GroupchatMemoryError):
    """The actor system is shutting down and takes no new messages."""


class InvalidMessageError(GroupchatMemoryError):
    """An ``Incoming`` was built with a value the memory cannot store; the message says which."""


class DeadLetterError(GroupchatMemoryError):
    """A message crashed its chat's actor three times and went to ``dead-letter.jsonl``."""


class DiskUnavailableError(GroupchatMemoryError):
    """The chat's log cannot be written and its in-memory buffer is full: not recorded."""


class ChatMigrationError(GroupchatMemoryError):
    """A chat could not be moved to its new id (group upgraded to a supergroup)."""


class SummaryError(GroupchatMemoryError):
    """A summary could not be made; the actor skips it and retries at the next trigger."""


class ArchiveError(GroupchatMemoryError):
    """The archive of a chat could not go on; the journal keeps its place for a rerun."""


class ForgetError(GroupchatMemoryError):
    """An erasure stopped part-way (e.g. the model failed); its journal keeps the plan, and
    a rerun (``forget`` again, ``/forget_me`` again, or the service's next start) ends it."""


class RecallIndexError(GroupchatMemoryError):
    """The recall index could not be opened or written even after a rebuild."""


class UnknownQuestionError(GroupchatMemoryError):
    """An ``ask`` carried a question type the chat actor does not answer."""


class PollingDeadError(GroupchatMemoryError):
    """Internal: the poller stopped for good (e.g. the token was revoked) or went stale."""


class ImportFormatError(GroupchatMemoryError):
    """The file is not what the importer expects; the message says what to export instead."""

    exit_code = 2


class WatchError(GroupchatMemoryError):
    """A watched folder cannot be watched (missing, not a folder, inotify limits)."""


class UnsafeFileError(GroupchatMemoryError):
    """A file in a watched folder is not delivered (a symlink, a FIFO, too large...): says why."""


class ChannelError(GroupchatMemoryError):
    """One delivery attempt failed; ``retry_after`` is a lower bound for the next one."""

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after
