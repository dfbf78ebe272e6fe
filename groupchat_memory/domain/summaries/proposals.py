"""Agreement across windows: a bot's proposal answered in the next window.

A summary window ends every 50 messages, so "좋아요, 그렇게 해요" often lands in the window
after the bot's proposal, whose id that window cannot cite. Before a window is summarized,
``open_proposals`` reads the proposals of the summary just before it (a bounded read of
the summary index's tail) with their evidence messages; the summarizers show them and
``ground`` accepts their ids. ``settle`` then adds, whatever the summarizer said, the
outcome of every open proposal a human in the window answered by replying to it (or, with
no reply, right at the window's start): the proposal's text citing its messages and the
answers. The summary file holds that item, so the ledger stays derived from the summary
files and lists the proposal once, as what it became (``ledger_of``).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import tzinfo

import msgspec

from groupchat_memory.domain.summaries.decisions import ledger_of, messages_near
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.reads import index_tail
from groupchat_memory.domain.summaries.summarizer import OpenProposal, SummaryDraft
from groupchat_memory.domain.text.stance import stance
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import CitedItem, MessageRecord, SummaryRecord

LOOKBACK_SUMMARIES = 1  # the window just before: agreement comes soon or not at all
MAX_OPEN = 3  # shown to the model on every call: a few lines at most
_LEAD = 6  # messages at a window's start that may answer an unreplied proposal right before it


def _recent_summaries(root: DataRoot, chat_id: int, before_seq: int) -> list[SummaryRecord]:
    """The last summaries ending before ``before_seq``: the index's tail (a bounded read),
    or the summary files when there is no index yet."""
    tail = index_tail(root.summary_index_path(chat_id), LOOKBACK_SUMMARIES + 2)
    found = tail if tail is not None else summary_files(root.summaries_dir(chat_id))
    before = [r for _, r in found if r.kind == "summary" and r.message_range.to < before_seq]
    return before[-LOOKBACK_SUMMARIES:]


def open_proposals(root: DataRoot, chat_id: int, tz: tzinfo, before_seq: int) -> list[OpenProposal]:
    """The newest proposals of the window just before ``before_seq`` (at most ``MAX_OPEN``),
    oldest first, with their evidence messages still in the log."""
    recent = _recent_summaries(root, chat_id, before_seq)
    entries = [e for e in ledger_of((str(i), r) for i, r in enumerate(recent)) if e.proposal]
    entries = [e for e in entries if e.evidence][:MAX_OPEN]
    if not entries:
        return []
    with MessageLog(root.log_dir(chat_id), tz) as log:
        found = messages_near(log, ((e.date, e.evidence) for e in entries))
    out: list[OpenProposal] = []
    for entry in reversed(entries):  # oldest first, as the chat read them
        messages = [found[seq] for seq in entry.evidence if seq in found]
        if messages:
            item = CitedItem(text=entry.text, evidence=entry.evidence, proposal=True)
            out.append(OpenProposal(item=item, messages=messages))
    return out


def earlier_messages(proposals: Sequence[OpenProposal]) -> list[MessageRecord]:
    """The evidence messages of open proposals, in seq order, each once."""
    by_seq = {m.seq: m for p in proposals for m in p.messages}
    return [by_seq[seq] for seq in sorted(by_seq)]


def _near(proposal: OpenProposal, talk: Sequence[MessageRecord]) -> bool:
    """Whether the proposal came right before the window (within ``_LEAD`` messages)."""
    last = max(proposal.item.evidence, default=0)
    return bool(talk) and talk[0].seq - last <= _LEAD


def worth_showing(
    proposals: Sequence[OpenProposal], window: Sequence[MessageRecord]
) -> list[OpenProposal]:
    """The open proposals a model should see before ``window``: those it replies to, and
    the newest when it came right before the window. The others cost tokens on every call
    and are rarely answered without a reply."""
    talk = [m for m in window if m.kind == "message" and m.seq != 0]
    replied = {m.reply_to for m in talk if m.reply_to is not None and not m.is_bot}
    out = []
    for i, proposal in enumerate(proposals):
        ids = {m.message_id for m in proposal.messages}
        if ids & replied or (i == len(proposals) - 1 and _near(proposal, talk)):
            out.append(proposal)
    return out


def _answers(proposal: OpenProposal, window: Sequence[MessageRecord], newest: bool) -> list[int]:
    """The seqs of the window's human messages that answer ``proposal``: replies to one of
    its messages that agree or object, and, for the newest proposal when it came right
    before the window, such lines at the window's start before any bot speaks again."""
    anchors = {m.message_id for m in proposal.messages if m.message_id is not None}
    talk = [m for m in window if m.kind == "message" and m.seq != 0]
    found = [
        m.seq
        for m in talk
        if not m.is_bot and m.reply_to in anchors and stance(m.text) != "neutral"
    ]
    if found or not newest or not _near(proposal, talk):
        return found
    for message in talk[:_LEAD]:
        if message.is_bot:
            break
        if message.reply_to is None and stance(message.text) != "neutral":
            found.append(message.seq)
    return found


def settle(
    draft: SummaryDraft, window: Sequence[MessageRecord], proposals: Sequence[OpenProposal]
) -> SummaryDraft:
    """``draft`` with the outcome of every open proposal the window answered (not yet
    grounded: ``ground`` derives who agreed or objected from the cited messages)."""
    items = list(draft.key_decisions)
    added = False
    for i, proposal in enumerate(proposals):
        answers = _answers(proposal, window, newest=i == len(proposals) - 1)
        if not answers:
            continue
        evidence = sorted({*proposal.item.evidence, *answers})
        if any(set(evidence) <= set(item.evidence) for item in items):
            continue  # the summarizer cited it already
        mine = set(proposal.item.evidence)
        items = [item for item in items if not (item.evidence and set(item.evidence) <= mine)]
        items.append(CitedItem(text=proposal.item.text, evidence=evidence))
        added = True
    if not added:
        return draft
    level = draft.consensus_level
    if level in ("exploratory", "tentative"):
        level = "agreed"  # ``ground`` lowers it again when the answers object
    return msgspec.structs.replace(draft, key_decisions=items, consensus_level=level)
