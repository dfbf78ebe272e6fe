"""What stands in a chat's summaries now: their current decisions and open action items.

Read from the summary index's tail (a bounded read whatever the history) before a window
is summarized (``standing_items``: what the window may replace or close, with the
messages that stated them). What a reply context says of the plan as it stands:
``domain.current_plan``.
"""

from __future__ import annotations

from datetime import tzinfo

from groupchat_memory.domain.summaries.decisions import ledger_of, messages_near
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.reads import index_tail
from groupchat_memory.domain.summaries.summarizer import EarlierItem
from groupchat_memory.domain.summaries.todos import todo_ledger
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import CitedItem, SummaryRecord

LOOKBACK_SUMMARIES = 40  # an item is done days later, not months: a bounded read
MAX_OPEN = 20  # open items a window is checked against
MAX_DECISIONS = 5  # current decisions shown to a model: a line each on every call


def recent_summaries(
    root: DataRoot, chat_id: int, before_seq: int
) -> list[tuple[str, SummaryRecord]]:
    """The last ``LOOKBACK_SUMMARIES`` summaries ending before ``before_seq``: the index's
    tail (a bounded read), or the summary files when there is no index yet."""
    tail = index_tail(root.summary_index_path(chat_id), LOOKBACK_SUMMARIES)
    found = tail if tail is not None else summary_files(root.summaries_dir(chat_id))
    return [(n, r) for n, r in found if r.message_range.to < before_seq][-LOOKBACK_SUMMARIES:]


def standing_items(
    root: DataRoot, chat_id: int, tz: tzinfo, before_seq: int
) -> tuple[list[EarlierItem], list[EarlierItem]]:
    """(current decisions, open action items) of the summaries before ``before_seq``,
    oldest first, each with its evidence messages still in the log: what a window may
    replace or close."""
    before = recent_summaries(root, chat_id, before_seq)
    decided = [
        e for e in ledger_of(before) if e.status == "current" and not e.proposal and e.evidence
    ][:MAX_DECISIONS]
    todos = [e for e in todo_ledger(before) if e.status == "open" and e.evidence][:MAX_OPEN]
    if not decided and not todos:
        return [], []
    wanted = [(e.date, e.evidence) for e in decided] + [(e.date, e.evidence) for e in todos]
    with MessageLog(root.log_dir(chat_id), tz) as log:
        messages = messages_near(log, wanted)
    decisions: list[EarlierItem] = []
    for d in reversed(decided):
        said = [messages[seq] for seq in d.evidence if seq in messages]
        if said:
            decisions.append(
                EarlierItem(item=CitedItem(text=d.text, evidence=d.evidence), messages=said)
            )
    out: list[EarlierItem] = []
    for entry in reversed(todos):
        said = [messages[seq] for seq in entry.evidence if seq in messages]
        if said:
            item = CitedItem(
                text=entry.text, evidence=entry.evidence, owner=entry.owner, due=entry.due
            )
            out.append(EarlierItem(item=item, messages=said))
    return decisions, out
