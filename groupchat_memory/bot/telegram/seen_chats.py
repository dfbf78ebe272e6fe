"""The groups the bots were added to but that ``allowed_chats`` does not name.

A newcomer adds the bots to a group before knowing its id; the service records nothing
there and says so in its log, and keeps the group here (id, masked title, when first
and last seen), so ``doctor`` can list it with the line to add to the config.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from groupchat_memory.store.files import write_atomic
from groupchat_memory.store.masking import mask
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir

MAX_SEEN = 50  # a bot added to many groups still keeps a small file


def read_seen(root: DataRoot) -> dict[int, dict[str, str]]:
    """The groups seen and not recorded, by id ({} when none, or the file is unreadable:
    it is advice, never state)."""
    try:
        doc: Any = json.loads(root.seen_chats_path().read_bytes())
        return {int(k): {str(a): str(b) for a, b in v.items()} for k, v in doc["chats"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def note_seen(root: DataRoot, chat_id: int, title: str) -> None:
    """Keep ``chat_id`` (and its masked title) as seen now; the oldest drop out past
    ``MAX_SEEN``."""
    seen = read_seen(root)
    now = datetime.now(UTC).isoformat(timespec="seconds")
    entry = seen.pop(chat_id, {"first_seen": now})
    seen[chat_id] = {**entry, "title": mask(title), "last_seen": now}
    kept = dict(list(seen.items())[-MAX_SEEN:])
    doc = {"version": 1, "chats": {str(k): v for k, v in kept.items()}}
    # ASCII JSON: a title holding a lone surrogate (any string Telegram sends) still encodes
    ensure_dir(root.root)
    write_atomic(root.seen_chats_path(), (json.dumps(doc, indent=1) + "\n").encode())
