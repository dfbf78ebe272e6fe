"""Five conversations of LoCoMo (Maharana et al., ACL 2024) as recall sets: long
two-person dialogues over months, questions with marked evidence turns.

The data stays outside the project (``<checkout>/../shared/locomo/``, read only; its
README says how it is turned into ingest input and scored). This loader follows it:
turns become messages in order (``sender`` the speaker, ``text`` plus
``" [image: <blip_caption>]"`` for a shared photo, the session's date-time in UTC plus
30 s a turn, ``message_id`` and seq the turn's position from 1), one chat per
conversation; the questions of categories 1-4 keep the turns their evidence names.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bench.recall_eval.hard import HardChat, Question
from groupchat_memory.store.records import MessageRecord

CONVERSATIONS = ("conv-30", "conv-41", "conv-42", "conv-43", "conv-44")
DEFAULT_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "locomo"
KINDS = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
_SESSION = re.compile(r"session_(\d+)")


class Missing(Exception):
    """The LoCoMo folder or one of its files is not there."""


def load(folder: Path, name: str) -> HardChat:
    """Conversation ``name`` (one of ``CONVERSATIONS``) of ``folder`` as a chat.

    Evidence ids that name no turn of the conversation (the data has a few, such as a
    bare ``"D"``) are dropped; a question left without evidence is left out.
    """
    path = folder / f"{name}.json"
    if not path.is_file():
        raise Missing(f"{path} is not there (the shared LoCoMo data; pass --locomo DIR)")
    raw = json.loads(path.read_text(encoding="utf-8"))
    chat = HardChat(language="en", chat_id=-1_000_000 - int(name.removeprefix("conv-")))
    sessions = sorted(int(m[1]) for k in raw if (m := _SESSION.fullmatch(k)))
    by_dia: dict[str, int] = {}
    for number in sessions:
        start = datetime.strptime(raw[f"session_{number}_date_time"], "%I:%M %p on %d %B, %Y")
        start = start.replace(tzinfo=UTC)
        for place, turn in enumerate(raw[f"session_{number}"]):
            seq = len(chat.messages) + 1
            text = str(turn["text"])
            if turn.get("blip_caption"):
                text += f" [image: {turn['blip_caption']}]"
            chat.messages.append(
                MessageRecord(
                    sender=str(turn["speaker"]),
                    text=text,
                    timestamp=(start + timedelta(seconds=30 * place)).isoformat(),
                    chat_id=chat.chat_id,
                    message_id=seq,
                    sender_id=1 if turn["speaker"] == raw["speaker_a"] else 2,
                    seq=seq,
                )
            )
            by_dia[str(turn["dia_id"])] = seq
    for qid, qa in enumerate(raw["qa"]):
        kind = KINDS.get(qa.get("category", 0))
        evidence = tuple(dict.fromkeys(by_dia[e] for e in qa.get("evidence", ()) if e in by_dia))
        if kind is None or not evidence:
            continue
        chat.questions.append(Question(qid, kind, str(qa["question"]), evidence, str(qa["answer"])))
    return chat
