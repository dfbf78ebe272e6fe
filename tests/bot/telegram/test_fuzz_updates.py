"""Hostile updates (hypothesis): raw Bot API payloads go through python-telegram-bot's own
``Update.de_json`` and the real ``UpdateRecorder`` into a real actor system. Nothing crashes an
actor, nothing lands outside the chat's folder, every stored line parses, summary file
names stay inside the summaries folder whatever the topic tag."""

from __future__ import annotations

import os
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import anyio
import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from telegram import Update

from groupchat_memory.actors.messages import Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.incoming import clean_text, to_incoming
from groupchat_memory.bot.telegram.context import Allowlist
from groupchat_memory.bot.telegram.handlers import UpdateRecorder
from groupchat_memory.domain import queries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.summarizer import (
    ReportRequest,
    ReportResult,
    SummaryDraft,
    SummaryRequest,
    SummaryResult,
)
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

ALLOWED = -1001234567890
OTHER = -1009999999999
NASTY = [
    "\x00",
    "\x1b[31m",
    "\u202e",
    "\u200f",
    "\u2028",
    "\ufeff",
    "\ud800",
    "\udfff",
    "\ud83d",
    "</user_content>",
    "<user_content>",
    '{"seq": 1, "chat_id": 2, "text": "x"}',
    "../../etc/passwd",
    "..\\..\\windows",
    "/dev/null",
    "%s%n%x",
    "\r\n",
    "😀",
    "#주제",
    "[전화번호]",
    "010-1234-5678",
]
HOSTILE_CHARS = st.characters(categories=["Cs", "Cc", "Cf", "So", "Lo", "Zs", "Zl", "Po"])
TEXTS = st.one_of(
    st.text(HOSTILE_CHARS, max_size=200),
    st.lists(st.sampled_from(NASTY), min_size=1, max_size=30).map("".join),
    st.builds(lambda part, n: part * n, st.sampled_from(NASTY), st.integers(1, 10_000)),
)
ENTITIES = st.lists(
    st.fixed_dictionaries(
        {
            "type": st.sampled_from(["bold", "mention", "url", "custom_emoji", "blockquote"]),
            "offset": st.integers(-5, 100_000),
            "length": st.integers(-5, 100_000),
        }
    ),
    max_size=300,
)
NAMES = st.one_of(st.text(HOSTILE_CHARS, max_size=40), st.sampled_from(NASTY))


class EchoTagSummarizer:
    """Takes the first message's text as the topic tag: the LLM may answer anything."""

    name = "echo-tag"

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        tag = request.messages[0].text if request.messages else "../../etc"
        return SummaryResult(
            draft=SummaryDraft(summary="요약", key_topics=[tag[:30]], topic_tag=tag),
            model="echo",
        )

    async def report(self, request: ReportRequest) -> ReportResult:
        return ReportResult(title="x", markdown="x", model="echo")


@st.composite
def updates(draw: st.DrawFn, update_id: int) -> dict[str, Any]:
    """One message or edit with hostile text, names, entities, reply chain and thread."""
    chat = draw(st.sampled_from([ALLOWED, ALLOWED, OTHER]))
    message: dict[str, Any] = {
        "message_id": update_id,
        "date": 1_760_000_000 + update_id,
        "chat": {"id": chat, "type": "supergroup", "title": draw(NAMES)},
        "from": {
            "id": draw(st.integers(1, 2**40)),
            "is_bot": draw(st.booleans()),
            "first_name": draw(NAMES),
            "last_name": draw(NAMES),
        },
    }
    if draw(st.booleans()):
        message["text"] = draw(TEXTS)
        message["entities"] = draw(ENTITIES)
    else:
        message["photo"] = [{"file_id": "f", "file_unique_id": "u", "width": 1, "height": 1}]
        message["caption"] = draw(TEXTS)
        message["caption_entities"] = draw(ENTITIES)
    if draw(st.booleans()):
        message["message_thread_id"] = draw(st.integers(-(2**31), 2**31))
        message["is_topic_message"] = True
    depth = draw(st.integers(0, 3))
    inner = message
    for level in range(depth):  # a reply chain (Telegram sends one level; a forger may not)
        reply = {
            "message_id": update_id * 10 + level,
            "date": 1_760_000_000,
            "chat": message["chat"],
            "text": draw(TEXTS),
        }
        inner["reply_to_message"] = reply
        inner = reply
    edited = draw(st.booleans())
    if edited:
        message["edit_date"] = message["date"] + 5
    return {"update_id": update_id, ("edited_message" if edited else "message"): message}


def stored(root: DataRoot, chat_id: int) -> list[MessageRecord]:
    """Every line of every day file, decoded strictly."""
    out: list[MessageRecord] = []
    for path in sorted(root.log_dir(chat_id).glob("*.jsonl")):
        for line in path.read_bytes().splitlines():
            out.append(msgspec.json.decode(line, type=MessageRecord))
    return out


async def feed(data: Path, payloads: list[dict[str, Any]]) -> list[str]:
    """Record the payloads the way the bot does; the texts the allowed chat should hold."""
    root = DataRoot(data)
    memory = ActorSystem(root, MemorySettings(), EchoTagSummarizer(), tick_interval_s=None)
    expected: list[str] = []
    async with memory:
        recorder = UpdateRecorder(memory, Allowlist([ALLOWED]))
        with anyio.fail_after(60):
            for payload in payloads:
                update = Update.de_json(payload, None)
                assert update is not None
                message = update.message or update.edited_message
                assert message is not None
                edited = update.edited_message is not None
                stored_now = await recorder.record(message, edited=edited)
                incoming = to_incoming(message, edited=edited)
                if incoming is None:  # an empty text: nothing to keep
                    assert not stored_now
                    continue
                assert incoming.text == clean_text(incoming.text)
                if message.chat_id == ALLOWED:
                    assert stored_now or edited
                    expected.append(incoming.text)
                else:
                    assert not stored_now
            if expected:
                assert len(queries.history(memory.root, ALLOWED, 5)) <= 5
                await memory.tick(datetime.now(UTC) + timedelta(days=1))  # silence summary
                await memory.ask(ALLOWED, Settle(), timeout=60)
        assert memory.supervisor.restarts == 0 and memory.supervisor.dead_letters == 0
    return expected


def check_files(data: Path, expected: list[str]) -> None:
    """Only the allowed chat has a folder; every file is inside it; every line parses."""
    root = DataRoot(data)
    chats = root.chats_dir()
    assert set(os.listdir(data)) <= {"groupchat"}
    if expected:
        assert os.listdir(chats) == [str(ALLOWED)]
        lines = stored(root, ALLOWED)
        assert len(lines) == len(expected)
        summaries = root.summaries_dir(ALLOWED)
        for path in data.rglob("*"):
            if path == root.seen_chats_path():  # other groups' ids for doctor, no message
                continue
            if path.is_file():
                assert path.resolve().is_relative_to(root.chat_dir(ALLOWED).resolve()), path
        assert all(p.parent == summaries for p in summaries.rglob("*"))
    else:
        assert not chats.exists() or os.listdir(chats) == []


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_hostile_updates_are_stored_as_data_inside_their_chat_and_crash_no_actor(
    data: st.DataObject,
) -> None:
    count = data.draw(st.integers(1, 6))
    payloads = [data.draw(updates(i)) for i in range(1, count + 1)]
    with tempfile.TemporaryDirectory() as folder:
        expected = anyio.run(feed, Path(folder), payloads)
        check_files(Path(folder), expected)
