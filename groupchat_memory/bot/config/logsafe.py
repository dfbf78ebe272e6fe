"""Log lines without secrets or raw PII, whatever the level or the library that logs.

Bot tokens travel in every Bot API URL (httpx logs them at INFO), python-telegram-bot
puts a rejected token in its exception text, and with ``--debug`` it logs every update it
fetched, message text included. Rather than hoping each call site is careful, one filter
sits on every handler of the root logger and rewrites each record before it is written:
every configured secret and anything shaped like a Telegram bot token becomes ``***``,
and PII is masked (``store.masking``), in the message, its arguments, the exception text
and the stack. ``config.Secret`` registers each secret it holds, so nothing has to
remember to.
"""

from __future__ import annotations

import logging
import re
import threading
import traceback
from typing import Final

from groupchat_memory.store.masking import mask

REDACTED: Final = "***"
TOKEN_SHAPE: Final = re.compile(
    r"(?<![0-9])[0-9]+:[A-Za-z0-9_-]{30,}"  # a Telegram bot token: <bot id>:<35 characters>
    r"|sk-ant-[A-Za-z0-9_-]{20,}"  # an Anthropic API key
)
"""Secrets recognised by their shape, registered or not."""
MIN_SECRET_LENGTH: Final = 6
"""Shorter values are no real secret, and redacting them would garble every line."""


class Redactor(logging.Filter):
    """A handler filter that rewrites each record: secrets out, PII masked."""

    def __init__(self) -> None:
        super().__init__("redact")
        self._lock = threading.Lock()
        self._secrets: frozenset[str] = frozenset()
        self._pattern: re.Pattern[str] | None = None

    def add_secret(self, value: str) -> None:
        """Redact ``value`` from now on (values under ``MIN_SECRET_LENGTH`` are ignored)."""
        if len(value) < MIN_SECRET_LENGTH or value in self._secrets:
            return
        with self._lock:
            secrets = self._secrets | {value}
            # longest first, so a secret that contains another is removed whole
            alternatives = "|".join(re.escape(s) for s in sorted(secrets, key=len, reverse=True))
            self._pattern, self._secrets = re.compile(alternatives), secrets

    def redact(self, text: str) -> str:
        """``text`` without any secret or token-shaped string, PII masked."""
        pattern = self._pattern
        if pattern is not None:
            text = pattern.sub(REDACTED, text)
        return mask(TOKEN_SHAPE.sub(REDACTED, text))

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite ``record`` in place (so every later handler sees the safe text)."""
        try:
            message = record.getMessage()
        except Exception:  # a bad format string must not turn logging into a crash
            message = f"{record.msg!r} % {record.args!r}"
        record.msg, record.args = self.redact(message), None
        if record.exc_info and not record.exc_text:
            record.exc_text = "".join(traceback.format_exception(*record.exc_info)).rstrip("\n")
        if record.exc_text:
            record.exc_text = self.redact(record.exc_text)
        if record.stack_info:
            record.stack_info = self.redact(record.stack_info)
        return True


REDACTOR: Final = Redactor()
"""The one filter of the process; ``Secret`` adds each secret it holds."""


def install(logger: logging.Logger | None = None) -> None:
    """Put ``REDACTOR`` on every handler of ``logger`` (the root logger by default).

    Idempotent; call it again after handlers were added (``logging.basicConfig``).
    """
    for handler in (logger or logging.getLogger()).handlers:
        if REDACTOR not in handler.filters:
            handler.addFilter(REDACTOR)
