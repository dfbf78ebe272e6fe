"""What stands in a chat now: its current decisions and its open action items.

Read from the summary index's tail (a bounded read whatever the history): before a
window is summarized (``standing_items``: what the window may replace or close, with the
messages that stated them), and for a reply context (``standing_notes``: the decisions a
later one replaced, so a bot answers with the plan as it is now, and the asker's own open
items when they ask what they were to do).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import tzinfo

from groupchat_memory.domain.summaries.decisions import LedgerEntry, ledger_of, messages_near
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.index import index_path
from groupchat_memory.domain.summaries.reads import index_tail
from groupchat_memory.domain.summaries.summarizer import EarlierItem
from groupchat_memory.domain.summaries.todos import TodoEntry, todo_ledger
from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import CitedItem, SummaryRecord

LOOKBACK_SUMMARIES = 40  # an item is done days later, not months: a bounded read
MAX_OPEN = 20  # open items a window is checked against
MAX_DECISIONS = 5  # current decisions shown to a model: a line each on every call
MAX_CHANGES = 3  # replaced decisions named in a reply context
MAX_OWN = 5  # the asker's open items named in a reply context
CHANGES_HEADER = "[바뀐 결정] (이전 결정은 더 이상 유효하지 않습니다)"
_ASKS_OWN = re.compile(
    r"내가\s?(?:뭐|무엇|뭘)|내\s?할\s?일|나\s?(?:뭐|무엇)\s?하기로|제가\s?(?:뭐|무엇|뭘)|제\s?할\s?일"
    r"|\bwhat\s+(?:am|was|did)\s+I\b|\bmy\s+(?:tasks?|to-?dos?|action\s+items?)\b",
    re.IGNORECASE,
)


def recent_summaries(
    root: DataRoot, chat_id: int, before_seq: int
) -> list[tuple[str, SummaryRecord]]:
    """The last ``LOOKBACK_SUMMARIES`` summaries ending before ``before_seq``: the index's
    tail (a bounded read), or the summary files when there is no index yet."""
    tail = index_tail(index_path(root.chat_dir(chat_id)), LOOKBACK_SUMMARIES)
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


def _changes(entries: Sequence[LedgerEntry], question: str) -> list[str]:
    """One line per changed subject: the decision that stands now, then what it replaced
    (newest first); the subjects the question names first, then the latest changed."""
    by_text = {e.text: e for e in entries}
    chains: dict[str, list[LedgerEntry]] = {}
    for entry in entries:
        if entry.status != "superseded":
            continue
        head = entry
        for _ in range(len(entries)):  # follow the successors to the one that stands
            then = head.superseded_by
            later = by_text.get(then.text) if then is not None else None
            if later is None:
                break
            head = later
        if head.status == "current":
            chains.setdefault(head.text, []).append(entry)
    asked = set(tokenize(question))

    def overlap(text: str) -> int:
        return len(asked & set(tokenize(text)))

    heads = sorted(chains, key=lambda t: -overlap(t))  # stable: ledger order (newest) next
    lines: list[str] = []
    for text in heads[:MAX_CHANGES]:
        head = by_text[text]
        old = "; ".join(f"{e.text} ({e.date})" for e in chains[text])
        lines.append(f"- 현재: {head.text} ({head.date}) ← 변경 전: {old}")
    return lines


def _own(todos: Sequence[TodoEntry], asker: str) -> list[str]:
    mine = [t for t in todos if t.status == "open" and t.owner == asker][:MAX_OWN]
    return [f"- {t.text}" + (f" (~{t.due})" if t.due else "") + f" ({t.date}부터)" for t in mine]


def standing_notes(root: DataRoot, chat_id: int, text: str, asker: str) -> list[str]:
    """Context lines for a reply to ``text`` by ``asker``: the decisions a later one
    replaced (marked as such) and, when the asker asks what they were to do, their open
    action items; empty when there is neither."""
    tail = index_tail(index_path(root.chat_dir(chat_id)), LOOKBACK_SUMMARIES)
    if not tail:
        return []
    changed = _changes(ledger_of(tail), text)
    lines = [CHANGES_HEADER, *changed] if changed else []
    if asker and _ASKS_OWN.search(text):
        own = _own(todo_ledger(tail), asker)
        if own:
            lines.extend([f"[{asker}의 열린 할 일]", *own])
    return lines
