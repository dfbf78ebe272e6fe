"""Before a window is named, the names the chat's recent topics took are read from the
summary index's tail (the files without an index) and handed to the summarizer with the
window: the subject model passes over a word that names one for another nearly as likely."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio
import msgspec
import pytest

from groupchat_memory.actors.proposal_feed import ProposalFeed
from groupchat_memory.domain.summaries import summarizer
from groupchat_memory.domain.summaries.files import write_summary_file
from groupchat_memory.domain.summaries.index import SummaryIndex
from groupchat_memory.domain.summaries.named import NAMED_REACH, names_before
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord
from tests.actors.state.test_chat_state import summary

CHAT = -1005550177
START = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def _summary(i: int, tag: str) -> SummaryRecord:
    """The ``i``-th summary, of ten messages, an hour after the one before it."""
    record = summary(i * 10 + 1, i * 10 + 10, tag=tag)
    return msgspec.structs.replace(record, timestamp=(START + timedelta(hours=i)).isoformat())


def _fill(root: DataRoot, tags: list[str], *, index: bool) -> None:
    """Summaries of ten messages each, named ``tags`` in order, their files (and index)."""
    folder = root.summaries_dir(CHAT)
    folder.mkdir(parents=True, exist_ok=True)
    with SummaryIndex(root.summary_index_path(CHAT)) as found:
        for i, tag in enumerate(tags):
            record = _summary(i, tag)
            path = write_summary_file(folder, START.date(), record)
            if index:
                found.add(path.name, record)


@pytest.mark.parametrize("index", [True, False])
def test_the_names_before_a_window_are_the_recent_topics_each_once(
    tmp_path: Path, index: bool
) -> None:
    root = DataRoot(tmp_path)
    _fill(root, ["김장", "general", "hut", "김장", "pending", "firewood"], index=index)
    # the window starts at seq 41: the summaries of 1..40 are before it, not the one after
    assert names_before(root, CHAT, 41) == ("김장", "hut")
    assert names_before(root, CHAT, 61) == ("김장", "hut", "firewood")
    assert names_before(root, CHAT, 1) == ()


def test_a_name_used_long_ago_may_name_a_talk_again(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    _fill(root, ["hut", *(f"t{k}" for k in range(NAMED_REACH))], index=True)
    named = names_before(root, CHAT, 10_000)
    assert "hut" not in named and len(named) == NAMED_REACH


class _Kept:
    """A summarizer keeping the request it is asked."""

    name = "kept"

    def __init__(self) -> None:
        self.asked: list[summarizer.SummaryRequest] = []

    async def summarize(self, request: summarizer.SummaryRequest) -> summarizer.SummaryResult:
        self.asked.append(request)
        draft = summarizer.SummaryDraft(summary="-", consensus_level="exploratory")
        return summarizer.SummaryResult(draft, "kept")

    async def report(self, request: summarizer.ReportRequest) -> summarizer.ReportResult:
        raise AssertionError("no report is asked here")


@pytest.mark.parametrize(
    ("topic", "pending", "subject_words", "named"),
    [
        ("pending", True, True, ("김장", "hut")),  # a new topic, named by the model
        ("general", False, True, ("김장", "hut")),  # a topic still unnamed
        ("김장", False, True, ()),  # a named topic's window keeps its name
        ("pending", True, False, ()),  # the rules name it: they read no names
    ],
)
def test_a_window_to_be_named_by_the_model_is_told_the_names_before_it(
    tmp_path: Path, topic: str, pending: bool, subject_words: bool, named: tuple[str, ...]
) -> None:
    root = DataRoot(tmp_path)
    _fill(root, ["김장", "hut"], index=True)
    message = MessageRecord(
        sender="Mina", text="firewood for the hut?", timestamp=START.isoformat(), seq=21
    )
    request = summarizer.SummaryRequest(
        chat_id=CHAT,
        messages=[message],
        topic=topic,
        topic_pending=pending,
        subject_words=subject_words,
    )
    kept = _Kept()
    anyio.run(ProposalFeed(kept, root, UTC).summarize, request)
    assert kept.asked[0].named_before == named
