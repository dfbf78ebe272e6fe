"""The dead-letter file: where a message that crashed its chat's actor three times goes."""

from __future__ import annotations

import json
import logging
from datetime import datetime
from typing import Any

from groupchat_memory.actors.messages import Envelope, Record
from groupchat_memory.actors.set_aside import message_fields
from groupchat_memory.store.files import append_durable
from groupchat_memory.store.paths import DataRoot

logger = logging.getLogger(__name__)


def write_dead_letter(
    root: DataRoot, when: datetime, chat_id: int, env: Envelope, error: BaseException
) -> None:
    """Append the message that keeps crashing its actor to ``dead-letter.jsonl`` (masked,
    fsynced), so the actor can go on without it and a person can look at it later."""
    msg = env.msg
    entry: dict[str, Any] = {
        "time": when.isoformat(),
        "chat_id": chat_id,
        "attempts": env.attempts,
        "error": f"{type(error).__name__}: {error}",
        "type": type(msg).__name__,
    }
    if isinstance(msg, Record):
        entry["message"] = message_fields(msg.incoming)
    # ensure_ascii: a poison message may hold text (lone surrogates) UTF-8 cannot encode
    line = (json.dumps(entry, ensure_ascii=True) + "\n").encode("ascii")
    path = root.dead_letter_path(chat_id)
    append_durable(path, line)
    logger.error("chat %s: message set aside in %s", chat_id, path)
