"""An erasure names a window it summarizes again as the scheduler named it first: not
after a member of the chat silent in it, and by the trained subject model when the chat
may embed its words (through ``/forget_me``'s ``Upkeep.forget`` and the offline summarizer)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.summarizer import (
    SummaryRequest,
    SummaryResult,
    names_window,
)
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import SummaryRecord
from groupchat_memory.upkeep.jobs import Upkeep
from tests.actors.workers.helpers import T0, fall_silent

pytestmark = pytest.mark.anyio

CHAT = -1005550303
CATO = 7
FIRST = [
    ("Marisol", 1, "morning all, the lake cabin is ours for the long weekend"),
    ("Ottilie", 2, "amazing, cabin it is"),
]
# Cato's lines name the second window
CATO_SAYS = [
    ("Cato", CATO, "raffle night! the raffle prizes are in"),
    ("Cato", CATO, "raffle tickets printed, raffle draw at nine"),
    ("Cato", CATO, "who sells raffle tickets at the door?"),
    ("Cato", CATO, "the raffle money goes to the school roof"),
    ("Cato", CATO, "raffle prizes: a bike, a hamper, a voucher"),
    ("Cato", CATO, "last year's raffle sold out by eight"),
]
# the others talk of marisol (in lower case, as a chat writes), a member silent in it
ABOUT_MARISOL = [
    ("Ottilie", 2, "did marisol book the boat?"),
    ("Bram", 3, "marisol says the boat seats six"),
    ("Ottilie", 2, "marisol steers then"),
    ("Bram", 3, "ask marisol about the boat"),
]
# the others say how they feel in every line; what they plan is the bake sale's muffins
ABOUT_MUFFINS = [
    ("Ottilie", 2, "feeling rough today, mood is low"),
    ("Bram", 3, "mood up! the bake sale is tomorrow"),
    ("Ottilie", 2, "the bake sale needs forty muffins"),
    ("Bram", 3, "muffins are easy, good mood"),
    ("Marisol", 1, "mood! I'll bring the muffins tins"),
]


class Asked(OfflineSummarizer):
    """The offline summarizer, keeping what each window to name was asked with."""

    def __init__(self) -> None:
        self.earlier: list[tuple[str, ...]] = []

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        if names_window(request.topic, request.topic_pending):
            self.earlier.append(request.earlier)
        return await super().summarize(request)


async def _again(
    tmp_path: Path,
    settings: MemorySettings,
    others: list[tuple[str, int, str]],
    asked: Asked | None = None,
) -> SummaryRecord:
    """``FIRST``, then Cato's lines with ``others``, summarized at silences; then Cato
    forgotten: the second window's summary made again (``asked``: the summarizer of both)."""
    then = CATO_SAYS + others
    root = DataRoot(tmp_path)
    system = ActorSystem(
        root,
        settings,
        asked or OfflineSummarizer(),
        ManualClock(T0 + timedelta(hours=2)),
        tick_interval_s=None,
    )
    upkeep = Upkeep(system, rebuild=asked or OfflineSummarizer())
    async with system as memory:
        n = 0
        for part, lines in enumerate((FIRST, then)):
            at = T0
            for i, (who, uid, text) in enumerate(lines):
                at = T0 + timedelta(hours=part, seconds=i)
                n += 1
                await memory.record(CHAT, Incoming(who, text, at, message_id=n, sender_id=uid))
            await fall_silent(memory, CHAT, at)
        named = {
            r.message_range.to: r.topic_tag for _, r in summary_files(root.summaries_dir(CHAT))
        }
        assert named[len(FIRST) + len(then)] == "raffle"  # Cato's words named it
        report = await upkeep.forget(CHAT, CATO)
    assert report.summaries == 1
    found = summary_files(root.summaries_dir(CHAT))
    [again] = [r for _, r in found if r.message_range.from_ > len(FIRST)]
    return again


async def test_an_erasure_does_not_name_a_window_after_a_silent_member(tmp_path: Path) -> None:
    again = await _again(tmp_path, MemorySettings(), ABOUT_MARISOL)
    assert again.topic_tag == "boat"
    assert "marisol" not in again.key_topics


async def test_an_erasure_names_a_window_by_the_subject_model_when_the_chat_does(
    tmp_path: Path,
) -> None:
    again = await _again(tmp_path / "model", MemorySettings(subject_words=True), ABOUT_MUFFINS)
    assert again.topic_tag == "muffins"
    # by the rules alone, the feeling said in every line names it
    again = await _again(tmp_path / "rules", MemorySettings(), ABOUT_MUFFINS)
    assert again.topic_tag == "mood"


async def test_an_erasure_names_a_window_knowing_what_was_said_before_it_as_the_chat_did(
    tmp_path: Path,
) -> None:
    asked = Asked()
    await _again(tmp_path, MemorySettings(subject_words=True), ABOUT_MUFFINS, asked)
    said = tuple(text for _, _, text in FIRST)
    # the first window, nothing before it; the second, at its silence and when Cato is
    # forgotten, what the people said before it (the subject model reads it)
    assert asked.earlier == [(), said, said]
    # by the rules alone, the same (their ties read it: ``offline.key_topics``)
    rules = Asked()
    await _again(tmp_path / "rules", MemorySettings(), ABOUT_MUFFINS, rules)
    assert rules.earlier == [(), said, said]
