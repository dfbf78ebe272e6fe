"""Hand-written recall sets: chats written for this bench by someone who never saw our
ranking code, our generator or its vocabulary (issue 14: "data you did not shape").

``data/written-ko.json`` (Korean) and ``data/written-en.json`` (English) each hold one
group chat of people and bot personas over months and the questions a member would ask
about it, with the seqs of their evidence. ``data/WRITTEN.md`` says how they were made.
Nothing in ``domain/`` was tuned on them: they are run for the final figures only
(``evaluate --sets written-ko,written-en``).
"""

from __future__ import annotations

from pathlib import Path

import msgspec

from bench.recall_eval.hard import HardChat, Question
from groupchat_memory.store.records import MessageRecord

DATA = Path(__file__).resolve().parent / "data"
SETS = ("written-ko", "written-en")


class _Message(msgspec.Struct, forbid_unknown_fields=True):
    seq: int
    sender: str
    sender_id: int
    is_bot: bool
    timestamp: str
    text: str
    reply_to: int | None = None


class _Question(msgspec.Struct, forbid_unknown_fields=True):
    qid: int
    kind: str
    text: str
    evidence: list[int]
    answer: str


class _Chat(msgspec.Struct):
    language: str
    timezone: str
    chat_id: int
    messages: list[_Message]
    questions: list[_Question]


def load(name: str) -> HardChat:
    """The set ``name`` (one of ``SETS``) as a chat the evaluation runs like a generated one.

    Telegram's ``reply_to`` names a message id: each message's id is its seq.
    """
    path = DATA / f"{name}.json"
    raw = msgspec.json.decode(path.read_bytes(), type=_Chat)
    chat = HardChat(language=raw.language, chat_id=raw.chat_id)
    chat.messages = [
        MessageRecord(
            sender=m.sender,
            sender_id=m.sender_id,
            is_bot=m.is_bot,
            text=m.text,
            timestamp=m.timestamp,
            chat_id=raw.chat_id,
            message_id=m.seq,
            reply_to=m.reply_to,
            seq=m.seq,
        )
        for m in raw.messages
    ]
    seqs = {m.seq for m in chat.messages}
    for q in raw.questions:
        if not q.evidence or not set(q.evidence) <= seqs:
            raise ValueError(f"{path}: question {q.qid} cites evidence that is not in the chat")
        chat.questions.append(Question(q.qid, q.kind, q.text, tuple(q.evidence), q.answer))
    return chat
