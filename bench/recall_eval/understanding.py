"""The two labelled chats of ``<checkout>/../shared/understanding/`` as recall sets: a
Korean family chat and an English team chat, written by people who never saw this code,
with the questions a member would ask and the message ids that answer them.

The data stays outside the project (read only). Each ``chat.jsonl`` line is a message
(``message_id`` from 1, ``reply_to`` when it is a Telegram reply); each question of
``questions.json`` names its evidence ids and its ``type`` (changed, single, multi,
owner, status, temporal), the kind the tables break down by.

The dev chats of ``bench/understanding_sets`` (``bench_understanding.DEV``: ``ko2``..,
``en2``..) are sets too, each under its own name (``load_dev``), so that every labelled
Korean chat can be measured against the baselines in one run; the judge's chats are not
among them and are refused.
"""

from __future__ import annotations

from pathlib import Path

import msgspec

from bench.recall_eval.hard import HardChat, Question
from bench.recall_eval.locomo import Missing
from groupchat_memory.store.records import MessageRecord

SETS = {"understanding-ko": "ko", "understanding-en": "en"}
DEFAULT_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "understanding"
# chat ids of their own, apart from the other sets'
_CHAT_IDS = {"ko": -2_000_001, "en": -2_000_002}
# the dev chats' chat ids count down from here
_DEV_IDS = -2_100_000


class _Message(msgspec.Struct):
    sender: str
    text: str
    timestamp: str
    message_id: int
    sender_id: int
    is_bot: bool
    reply_to: int | None = None


class _Question(msgspec.Struct):
    question: str
    evidence: list[int]
    answer: str
    type: str


def load(folder: Path, name: str) -> HardChat:
    """The set ``name`` (one of ``SETS``) of ``folder``; its message ids are the seqs."""
    language = SETS[name]
    return _chat(folder / language, language, _CHAT_IDS[language])


def dev_chats() -> tuple[str, ...]:
    """The dev chats of ``bench/understanding_sets`` (``bench_understanding.DEV`` but the
    two shared ones, which are ``SETS``): never the judge's."""
    # imported here: bench_understanding imports the evaluation, which imports this module
    from bench.bench_understanding import DEV

    return tuple(name for name in DEV if name not in SETS.values())


def load_dev(name: str) -> HardChat:
    """The dev chat ``name`` (one of ``dev_chats()``) of ``bench/understanding_sets``."""
    from bench.bench_understanding import HELD_OUT_DIR

    dev = dev_chats()
    if name not in dev:
        raise ValueError(f"{name} is not a dev chat (the judge's chats are never run here)")
    return _chat(HELD_OUT_DIR / name, name[:2], _DEV_IDS - dev.index(name))


def _chat(folder: Path, language: str, chat_id: int) -> HardChat:
    """The labelled chat of ``folder`` (``chat.jsonl``, ``questions.json``)."""
    chat_file, questions_file = folder / "chat.jsonl", folder / "questions.json"
    for path in (chat_file, questions_file):
        if not path.is_file():
            raise Missing(
                f"{path} is not there (the shared labelled chats; pass --understanding DIR)"
            )
    chat = HardChat(language=language, chat_id=chat_id)
    decode = msgspec.json.Decoder(_Message)
    for raw in chat_file.read_bytes().splitlines():
        if not raw.strip():
            continue
        m = decode.decode(raw)
        chat.messages.append(
            MessageRecord(
                sender=m.sender,
                sender_id=m.sender_id,
                is_bot=m.is_bot,
                text=m.text,
                timestamp=m.timestamp,
                chat_id=chat.chat_id,
                message_id=m.message_id,
                reply_to=m.reply_to,
                seq=m.message_id,
            )
        )
    seqs = {m.seq for m in chat.messages}
    questions = msgspec.json.decode(questions_file.read_bytes(), type=list[_Question])
    for qid, q in enumerate(questions):
        if not q.evidence or not set(q.evidence) <= seqs:
            raise ValueError(f"{questions_file}: question {qid} cites evidence not in the chat")
        chat.questions.append(Question(qid, q.type, q.question, tuple(q.evidence), q.answer))
    return chat
