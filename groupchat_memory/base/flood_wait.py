"""How long Telegram's flood control (a 429) asks to wait, in seconds.

python-telegram-bot 22 reads ``RetryAfter.retry_after`` as an int and warns that it will
become a ``timedelta`` unless the process opts in (``PTB_TIMEDELTA``). The bot's poller and
the watcher's Telegram channel both take the wait from it; reading it here, once, with that
warning silenced, handles both forms and keeps the warning out of the operator's log.
"""

from __future__ import annotations

import warnings
from datetime import timedelta
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from telegram.error import RetryAfter


def flood_wait_s(exc: RetryAfter) -> float:
    """The seconds a ``RetryAfter`` asks for, whether PTB gives an int or a timedelta."""
    from telegram.warnings import PTBDeprecationWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PTBDeprecationWarning)
        value = exc.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)
