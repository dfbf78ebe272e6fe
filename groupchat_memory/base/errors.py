"""The root of the project's one error hierarchy.

Every layer defines its own errors beside the code that raises them (``store.exceptions``,
``actors.errors``, ``domain.recall.index.RecallIndexError``,
``watchers.delivery.ChannelError``, ...), all subclasses of ``GroupchatMemoryError``.
Errors a user can cause carry a message that says what to do; the CLI prints
``str(error)`` on one line and exits with ``error.exit_code`` (the one exit-code policy:
0 ok, 1 runtime failure, 2 usage or configuration, 3 held).
"""

from __future__ import annotations


class GroupchatMemoryError(Exception):
    """Base of every error this project raises on purpose."""

    exit_code: int = 1


class ConfigError(GroupchatMemoryError):
    """The configuration file or the command line is wrong (exit 2)."""

    exit_code = 2
