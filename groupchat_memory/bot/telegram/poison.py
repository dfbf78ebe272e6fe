"""Updates Telegram sent that python-telegram-bot cannot parse: set aside, never retried.

PTB parses a ``getUpdates`` answer as a whole, so one malformed update (a message without
``date`` raises ``KeyError('date')``) fails the batch, and fetching it again fails the same
way forever. The poller then parses the raw answer update by update: the good ones are
handled as usual, each bad one is logged once, appended to ``dead-letter-updates.jsonl``
under the data root (string values masked, fsynced) with its update id, and confirmed
with the batch so it never comes back.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from telegram import Bot, Update

from groupchat_memory.store.files import append_durable
from groupchat_memory.store.masking import mask

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Poison:
    """One update of a batch that could not be parsed."""

    update_id: int | None
    error: str
    raw: Any


@dataclass(frozen=True)
class Salvaged:
    """A batch parsed update by update."""

    last_id: int
    """The highest update id in the batch, parsed or not: what to confirm up to."""
    updates: list[Update] = field(default_factory=list)
    poison: list[Poison] = field(default_factory=list)


def _update_id(raw: Any) -> int | None:
    value = raw.get("update_id") if isinstance(raw, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def salvage(payload: bytes, bot: Bot) -> Salvaged | None:
    """The updates of a raw ``getUpdates`` answer that parse, and those that do not.

    None when the answer itself is not a list of updates (nothing to confirm it by).
    """
    try:
        answer = json.loads(payload)
    except ValueError:
        return None
    result = answer.get("result") if isinstance(answer, dict) else None
    if not isinstance(result, list):
        return None
    ids = [i for i in map(_update_id, result) if i is not None]
    if not ids:
        return None
    salvaged = Salvaged(last_id=max(ids))
    for raw in result:
        try:
            update = Update.de_json(raw, bot)
        except Exception as exc:  # any malformed field: the update is unusable, not the batch
            salvaged.poison.append(Poison(_update_id(raw), f"{type(exc).__name__}: {exc}", raw))
            continue
        if update is not None:
            salvaged.updates.append(update)
    return salvaged


def _masked(value: Any) -> Any:
    """``value`` with every string in it masked (numbers and structure kept)."""
    if isinstance(value, str):
        return mask(value)
    if isinstance(value, list):
        return [_masked(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _masked(v) for k, v in value.items()}
    return value


def set_aside(path: Path | None, bot_name: str, poison: Sequence[Poison]) -> None:
    """Log each bad update once and append it to the dead-letter file (when there is one)."""
    for bad in poison:
        logger.error(
            "%s: update %s cannot be parsed (%s): skipped%s",
            bot_name,
            bad.update_id,
            bad.error,
            f", set aside in {path}" if path is not None else "",
        )
    if path is None or not poison:
        return
    now = datetime.now(UTC).isoformat()
    lines = b"".join(
        json.dumps(
            {
                "time": now,
                "bot": bot_name,
                "update_id": bad.update_id,
                "error": mask(bad.error),
                "update": _masked(bad.raw),
            },
            ensure_ascii=True,  # lone surrogates and the like still encode
        ).encode("ascii")
        + b"\n"
        for bad in poison
    )
    append_durable(path, lines)
