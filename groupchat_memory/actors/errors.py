"""Errors of the actor runtime: a stopped system, a message it cannot take, a lost chat."""

from __future__ import annotations

from groupchat_memory.base.errors import GroupchatMemoryError


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


class UnknownQuestionError(GroupchatMemoryError):
    """An ``ask`` carried a question type the chat actor does not answer."""


class ChatUnavailableError(GroupchatMemoryError):
    """A chat's actor cannot start (its files cannot be read); the message says why and
    what to do. Its messages are set aside meanwhile (``actors.set_aside``)."""
