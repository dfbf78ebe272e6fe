"""Benchmark of what the memory understands of a chat nobody here wrote: decisions, to-dos,
look-alikes, topic names and the labelled questions' evidence recall.

    .venv/bin/python -m bench.bench_understanding [--quick] [--dir DIR ...] [--sets ko,en]
        [--no-recall] [--json FILE] [--misses] [--losses]

Each labelled set is a folder with ``chat.jsonl``, ``decisions.json``,
``non_decisions.json``, ``todos.json``, ``non_todos.json`` and ``questions.json`` (the
format and the scoring rules of ``../shared/understanding/README.md``). ``--dir`` names a
folder of such sets (repeatable; default ``<checkout>/../shared/understanding`` and the
held-out pair in ``bench/understanding_sets``) or one
set itself; ``--sets`` picks sets by folder name (default: all found but the judge sets,
``JUDGE``, which run only when named, and never with ``--misses`` or ``--losses``).

Each chat goes through the product as a new user's ``groupchat-memory ingest`` of it does
(the writer lock, the real actor system, the replay clock that fires silence summaries,
the offline summarizer: no model call) into a temporary data root. Then what a member
sees is read back: the decisions of the ledger ``/결정`` answers from, the action items of
``/할일``, the summary names of ``/목차``; and, with the chat embedded as the service does
at its start, each labelled question's reply context (``queries.context``, what the
``context`` command and a persona get) at 2k and 4k tokens.

Scored per the README: a label is *found* when an item cites one of its ``stated``
(decisions) or ``taken`` (to-dos) messages, items matched to labels one to one (the
matching that finds the most labels); the rest count against precision, among them
*trap hits* (items citing only look-alike messages), *duplicates* (a second item on a
found label) and, for to-dos, items citing only messages that close a task. An item
citing only the ``changed_at`` messages of a dropped decision is neutral. A look-alike
counts as *extracted* when an item stands on one of its messages (the message the item
quotes, or all its evidence). Evidence recall: the share of a question's evidence the
context holds (``recall_eval.evidence.evidence_found``), the mean over questions; beside
each budget's recall, the tokens its contexts used (mean and 90th centile): recall per
token, not recall alone.

Columns, each chat in one table: ``rules@66affe2``, the product before issue 41's work
(recorded in ``understanding_66affe2.json``: to compute it again, copy this file and
``recall_eval/evaluate.py`` and ``recall_eval/understanding.py`` into a work tree of that
commit and run it there with ``PYTHONPATH`` set to it); ``structural``, a
baseline computed in the same run: a proposal-shaped line (a suggestion or a "let's")
followed within ``STRUCT_REACH`` messages by a short agreement from another member is a
decision (current, nothing chained), a first-person promise ("할게", "I'll") a to-do of
its speaker (open); ``product``, the product as it is now; and ``summaries``, the
decisions and action items the offline summaries hold (their own ledgers: a summary's
reader sees them, ``/결정`` and ``/할일`` do not). The generated
``bench_plans`` seed is reported beside, never as the goal: it measures our own vocabulary.
``/목차 names subjects``: the share of ``/목차``'s distinct names (and of its rows) that
name a subject, by each set's nouns labelled by hand in ``understanding_sets/topic_labels.json``
(its README says how); a name the labels lack counts as none and is listed with ``--misses``.
Beside it: the names a compound's labelled pieces judge (``by_pieces``), the names the labels
judge at all, whole or by pieces (coverage: only words said twice or more were labelled),
and of those, the share judged a subject (what the names score where the labels can tell).
A dev chat is named with the filler words (``subjects.fillers``) learned from the other
dev chats' labels (``fillers_without``): the shipped list holds its own.
``--quick`` (``make bench``): no evidence recall (no embedding), so the to-dos are the
rules' alone (the trained veto reads the vectors) and the summaries are named by the rules
alone (the trained subject model embeds their candidate words); ``--vectors`` embeds the
chat for the veto, and the candidate words, without the recall questions. ``--losses``
ends with one table of where the product loses decisions, by kind (``LOSSES``), a row per
chat: what to attack first.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import anyio

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import described
from bench.recall_eval.evidence import evidence_found
from groupchat_memory.bot.config.file import Config, load_config
from groupchat_memory.bot.importers.ingest import ReplayClock, ingest_lines, writer_system
from groupchat_memory.bot.views.answers import decisions_answer, toc_answer, todos_answer
from groupchat_memory.domain import queries
from groupchat_memory.domain.recall.semantic import embed_chat
from groupchat_memory.domain.summaries.decisions import LedgerEntry, ledger_of
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.todos import TodoEntry, todo_ledger
from groupchat_memory.domain.text import morph
from groupchat_memory.domain.text.when import mentioned_period
from groupchat_memory.domain.understanding.subjects import (
    FILLER_CHATS,
    FILLER_SHARE,
    learn_fillers,
)
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.records import MessageRecord

CHAT = -1001000000041  # a supergroup: decisions carry links, as in a real group
CHECKOUT = Path(__file__).resolve().parent.parent
# beside the checkout (CI, a clone), or beside the folder of work trees it sits in
DEFAULT_DIRS = tuple(
    found
    for found in (
        CHECKOUT.parent / "shared" / "understanding",
        CHECKOUT.parent.parent / "shared" / "understanding",
    )
    if found.is_dir()
)[:1] or (CHECKOUT.parent / "shared" / "understanding",)
# a second pair written blind, held out from rule-writing (its README says why)
HELD_OUT_DIR = CHECKOUT / "bench" / "understanding_sets"
# the chats rules and trained parts are written and cross-validated on
DEV = (
    "ko", "en", "ko2", "en2", "ko3", "en3", "ko4", "en4", "ko5", "en5", "ko6", "en6", "ko7", "en7",
    "ko8", "en8", "ko9", "en9", "ko10", "en10", "ko11", "en11", "ko12", "en12", "ko13", "en13",
    "ko14", "en14", "ko15", "en15", "ko16", "en16", "ko17", "en17", "ko18", "en18", "ko19", "en19",
    "ko20", "en20", "ko21", "en21", "ko22", "en22", "ko23", "en23", "ko24", "en24", "ko25", "en25",
    "ko26", "en26", "ko27", "en27", "ko28", "en28", "ko29", "en29", "ko30", "en30", "ko31", "en31",
    "ko32", "en32", "ko33", "en33", "ko34", "en34", "ko35", "en35",
    "ko36", "en36", "ko37", "en37", "ko38", "en38", "ko39", "en39",
    "ko40", "en40", "ko41", "en41",
    "ko42", "en42", "ko43", "en43",
    "ko44", "en44", "ko45", "en45",
    "ko46", "en46", "ko47", "en47",
)  # fmt: skip
# the chats that judge them, never read while writing them: run only when named
JUDGE = frozenset({"ko48", "en48", "ko49", "en49"})
BUDGETS = (2000, 4000)
STRUCT_REACH = 4  # messages after a proposal where the structural baseline looks for assent
FILES = ("chat.jsonl", "decisions.json", "non_decisions.json", "todos.json", "non_todos.json")
PRODUCT = "product"
STRUCTURAL = "structural"
RECORDED = "rules@66affe2"
SUMMARIES = "summaries"
RECORDED_FILE = Path(__file__).resolve().parent / "understanding_66affe2.json"
# each set's nouns labelled by hand as naming a subject or not (the README beside it says
# how); labelled from the summaries' key topics before the naming rules were changed
TOPIC_LABELS = HELD_OUT_DIR / "topic_labels.json"


# ------------------------------------------------------------------ the labelled sets


@dataclass
class LabelledSet:
    """One labelled chat: its lines (as ``ingest`` reads them) and its labels."""

    name: str
    folder: Path
    lines: list[str]
    messages: dict[int, dict[str, Any]]  # message_id -> the line's object
    decisions: list[dict[str, Any]]
    non_decisions: list[dict[str, Any]]
    todos: list[dict[str, Any]]
    non_todos: list[dict[str, Any]]
    questions: list[dict[str, Any]]


def _json(folder: Path, name: str) -> list[dict[str, Any]]:
    path = folder / name
    if not path.exists():
        return []
    found = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(found, list):
        raise SystemExit(f"{path}: expected a JSON list (see the set's README)")
    return found


def load_set(folder: Path, name: str | None = None) -> LabelledSet:
    """The set in ``folder``; SystemExit saying which file is missing."""
    missing = [f for f in FILES if not (folder / f).exists()]
    if missing:
        raise SystemExit(f"{folder}: not a labelled set, missing {', '.join(missing)}")
    lines = [line for line in (folder / "chat.jsonl").read_text("utf-8").splitlines() if line]
    messages = {m["message_id"]: m for m in map(json.loads, lines)}
    return LabelledSet(
        name=name or folder.name,
        folder=folder,
        lines=lines,
        messages=messages,
        decisions=_json(folder, "decisions.json"),
        non_decisions=_json(folder, "non_decisions.json"),
        todos=_json(folder, "todos.json"),
        non_todos=_json(folder, "non_todos.json"),
        questions=_json(folder, "questions.json"),
    )


def find_sets(dirs: Sequence[Path], names: Sequence[str]) -> list[LabelledSet]:
    """The sets under ``dirs`` (a set folder itself, or a folder of set folders), those
    named in ``names`` when given, in folder order. Without names the judge sets are left
    out: a run while working must not read them (the final measurement names them)."""
    out: list[LabelledSet] = []
    left_out: list[str] = []
    for folder in dirs:
        if not folder.is_dir():
            print(f"{folder}: no such folder, skipped (pass --dir)")
            continue
        if (folder / "chat.jsonl").exists():
            candidates = [folder]
        else:
            candidates = sorted(p for p in folder.iterdir() if (p / "chat.jsonl").exists())
        for path in candidates:
            if not names and path.name in JUDGE:
                left_out.append(path.name)
            elif not names or path.name in names:
                out.append(load_set(path))
    if left_out:
        print(f"judge sets left out: {', '.join(left_out)} (name them with --sets to run them)")
    return out


# ------------------------------------------------------------------ what a system extracted


@dataclass
class Item:
    """One extracted decision or to-do, its evidence as the chat's message ids."""

    text: str
    evidence: list[int]  # the first is the message it stands on (its link)
    status: str = "current"  # decisions: current/superseded/dropped; to-dos: open/done/dropped
    successor: int | None = None  # position of the decision that replaced it
    agreed_by: list[str] = field(default_factory=list)
    objected_by: list[str] = field(default_factory=list)
    owner: str = ""
    due: str = ""  # as the product shows it
    day: str = ""  # the day it was made (YYYY-MM-DD), against which ``due`` is read


@dataclass
class Extracted:
    """What one system showed of a chat."""

    decisions: list[Item]
    todos: list[Item]
    proposals: int = 0  # shown apart, as waiting for a person's agreement: not scored
    topics: list[str] = field(default_factory=list)
    recall: dict[str, float] = field(default_factory=dict)  # "2k", "2k changed", ...
    # the tokens each question's context used, per budget ("2k"): beside the recall figures
    tokens: dict[str, list[int]] = field(default_factory=dict)
    seconds: float = 0.0
    summaries: Extracted | None = None  # the offline summaries' own decisions and to-dos


def _seq_to_id(config: Config) -> dict[int, int]:
    """Every logged message's seq -> its Telegram message id."""
    out: dict[int, int] = {}
    with MessageLog(config.root.log_dir(CHAT), config.timezone) as log:
        for record in log.scan():
            if record.message_id is not None:
                out[record.seq] = record.message_id
    return out


def _items(
    ids: Mapping[int, int], decided: Sequence[LedgerEntry], tasks: Sequence[TodoEntry]
) -> tuple[list[Item], list[Item]]:
    """Ledger entries as scored items, their evidence as message ids."""
    position = {tuple(e.evidence): at for at, e in enumerate(decided)}
    decisions = [
        Item(
            text=e.text,
            evidence=[ids[s] for s in e.evidence if s in ids],
            status=e.status,
            successor=None if then is None else position.get(tuple(then.evidence)),
            agreed_by=list(e.agreed_by),
            objected_by=list(e.objected_by),
            day=e.date,
        )
        for e in decided
        for then in (e.superseded_by,)
    ]
    todos = [
        Item(
            text=t.text,
            evidence=[ids[s] for s in t.evidence if s in ids],
            status=t.status,
            owner=t.owner,
            due=t.due,
            day=t.date,
        )
        for t in tasks
    ]
    return decisions, todos


def product_items(config: Config) -> Extracted:
    """The decisions ``/결정`` and the action items ``/할일`` answer from, and ``/목차``."""
    ledger = decisions_answer(config, CHAT)
    shown = [e for e in ledger if not getattr(e, "proposal", False) or e.status != "current"]
    decisions, todos = _items(_seq_to_id(config), shown, todos_answer(config, CHAT))
    topics = [row.topic_tag for row in toc_answer(config, CHAT)]
    return Extracted(decisions, todos, proposals=len(ledger) - len(shown), topics=topics)


def summary_items(config: Config) -> Extracted:
    """The decisions and action items the offline summaries hold (each once, as what it
    became: the summaries' own ledgers), which ``/결정`` and ``/할일`` do not show: what
    a summary's reader sees, read by the same dialogue acts as the live understanding."""
    files = summary_files(config.root.summaries_dir(CHAT))
    decided = [e for e in ledger_of(files) if not e.proposal]
    return Extracted(*_items(_seq_to_id(config), decided, todo_ledger(files)))


# the structural baseline's reading of a line: its own few patterns, not the product's
_PROPOSES = re.compile(
    r"(?:하|가|보|쓰|두|먹|정하|바꾸|옮기)자[\s.!~ㅋㅎ^]*$|합시다|(?:으로|로)\s?하(?:죠|자|면)|어때|어떨까"
    r"|\blet'?s\b|\bhow about\b|\bshould we\b|\bwhat if\b|\bgo with\b|\bi propose\b",
    re.IGNORECASE | re.MULTILINE,
)
_ASSENTS = re.compile(
    r"^(?:ㅇㅋ|ㅇㅇ|오케이|콜|좋아|좋아요|좋습니다|찬성|동의|그래|그러자|네|넵|굿|👍|\+1|ok|okay|sure|yes|yep"
    r"|sgtm|lgtm|agreed|sounds good|works for me|fine|deal|perfect)",
    re.IGNORECASE,
)
_PROMISES = re.compile(
    r"[가-힣]*[을를]?\s?[가-힣]*(?:할게|할께|볼게|줄게|낼게|올릴게|보낼게|드릴게|갈게|할게요|하겠습니다)"
    r"|\bI'?ll\b|\bI will\b|\bI can\b",
    re.IGNORECASE,
)
_SHORT_ASSENT = 40  # characters: an agreement is short


def structural_items(chat: LabelledSet) -> Extracted:
    """The structural baseline (see the module's docstring)."""
    ordered = [chat.messages[i] for i in sorted(chat.messages)]
    decisions: list[Item] = []
    todos: list[Item] = []
    for at, m in enumerate(ordered):
        text = m["text"].strip()
        if m["is_bot"]:
            continue
        if _PROPOSES.search(text):
            agreed = [
                later
                for later in ordered[at + 1 : at + 1 + STRUCT_REACH]
                if not later["is_bot"]
                and later["sender"] != m["sender"]
                and len(later["text"]) <= _SHORT_ASSENT
                and _ASSENTS.search(later["text"].strip())
            ]
            if agreed:
                decisions.append(
                    Item(
                        text=text,
                        evidence=[m["message_id"], *(a["message_id"] for a in agreed)],
                        agreed_by=list(
                            dict.fromkeys([m["sender"], *(a["sender"] for a in agreed)])
                        ),
                        day=m["timestamp"][:10],
                    )
                )
        if _PROMISES.search(text) and not text.endswith("?"):
            todos.append(
                Item(
                    text=text,
                    evidence=[m["message_id"]],
                    status="open",
                    owner=m["sender"],
                    day=m["timestamp"][:10],
                )
            )
    return Extracted(decisions, todos)


# ------------------------------------------------------------------ scoring


def _matching(items: Sequence[Item], keys: Sequence[set[int]]) -> dict[int, int]:
    """Items to labels one to one, the most labels found (augmenting paths); an item
    may take a label whose ``keys`` it cites. Returns label position -> item position."""
    label_of: dict[int, int] = {}  # item -> label
    item_of: dict[int, int] = {}  # label -> item
    options = [
        sorted(
            (j for j, k in enumerate(keys) if k & set(item.evidence)),
            key=lambda j: -len(keys[j] & set(item.evidence)),
        )
        for item in items
    ]

    def augment(i: int, seen: set[int]) -> bool:
        for j in options[i]:
            if j in seen:
                continue
            seen.add(j)
            if j not in item_of or augment(item_of[j], seen):
                item_of[j] = i
                label_of[i] = j
                return True
        return False

    for i in range(len(items)):
        augment(i, set())
    return item_of


def _ids(groups: Iterable[dict[str, Any]], key: str = "message_ids") -> set[int]:
    return {i for g in groups for i in g[key]}


def _extracted_lookalikes(items: Sequence[Item], groups: Sequence[dict[str, Any]]) -> int:
    """How many look-alikes an item stands on (its first message is one of theirs, or all
    its evidence is theirs)."""
    count = 0
    for group in groups:
        mine = set(group["message_ids"])
        count += any(
            item.evidence and (item.evidence[0] in mine or set(item.evidence) <= mine)
            for item in items
        )
    return count


@dataclass
class Score:
    """One system's figures on one chat (counts; ``row`` renders them)."""

    figures: dict[str, str] = field(default_factory=dict)
    numbers: dict[str, float] = field(default_factory=dict)
    misses: list[str] = field(default_factory=list)

    def put(self, name: str, part: float, whole: float, *, ratio: bool = True) -> None:
        if ratio:
            self.numbers[name] = part / whole if whole else float("nan")
            self.figures[name] = f"{part:g}/{whole:g}"
        else:
            self.numbers[name] = part
            self.figures[name] = f"{part:g}"


def _f1(found: int, labelled: int, right: int, extracted: int) -> float:
    recall = found / labelled if labelled else 0.0
    precision = right / extracted if extracted else 0.0
    return 2 * recall * precision / (recall + precision) if recall + precision else 0.0


# where decisions are lost (``--losses``): labels not found (of them, those whose lines an
# item cites that took another label or none), items that are no labelled decision (of
# them, a persona's line), and found decisions whose members differ (members missing,
# extra, both; and how many members)
LOSSES = (
    "not found", "not found: cited by another item", "not a decision",
    "not a decision: a persona's",
    *(f"{side} {what}" for side in ("agreed_by", "objected_by") for what in (
        "wrong: missing only", "wrong: extra only", "wrong: both", "members missing",
        "members extra",
    )),
)  # fmt: skip


def score_decisions(chat: LabelledSet, items: Sequence[Item], score: Score) -> None:
    labels = chat.decisions
    keys = [set(d["stated"]) for d in labels]
    matched = _matching(items, keys)
    item_label = {i: j for j, i in matched.items()}
    by_id = {d["id"]: j for j, d in enumerate(labels)}
    traps = _ids(chat.non_decisions)
    dropped_changes = {i for d in labels if d["status"] == "dropped" for i in d["changed_at"]}
    stated_all = set().union(*keys) if keys else set()
    trap_hits = duplicates = neutral = other = persona = 0
    for i, item in enumerate(items):
        if i in item_label:
            continue
        cited = set(item.evidence)
        if cited and cited <= dropped_changes:
            neutral += 1
            continue
        persona += bool(item.evidence and chat.messages.get(item.evidence[0], {}).get("is_bot"))
        if cited & stated_all:
            duplicates += 1
            score.misses.append(f"decision duplicate: {item.text[:70]}")
        elif cited and cited <= traps:
            trap_hits += 1
            score.misses.append(f"decision trap: {item.text[:70]}")
        else:
            other += 1
            score.misses.append(f"decision unlabelled: {item.text[:70]}")
    counted = len(items) - neutral
    status_right = agreed_right = objected_right = 0
    losses = dict.fromkeys(LOSSES, 0)
    for j, i in matched.items():
        label, item = labels[j], items[i]
        right = item.status == label["status"]
        if right and label["status"] == "superseded":
            want = matched.get(by_id.get(label["superseded_by"] or "", -1))
            right = want is not None and item.successor == want
        status_right += right
        if not right:
            then = "" if item.successor is None else f" -> {items[item.successor].text[:40]}"
            score.misses.append(
                f"decision {label['id']} {label['status']}"
                f"{' -> ' + str(label['superseded_by']) if label['superseded_by'] else ''}:"
                f" shown {item.status}{then}"
            )
        for side, shown, labelled in (
            ("agreed_by", item.agreed_by, label["agreed_by"]),
            ("objected_by", item.objected_by, label["objected_by"]),
        ):
            if set(shown) != set(labelled):
                missed, extra = (
                    sorted(set(labelled) - set(shown)),
                    sorted(set(shown) - set(labelled)),
                )
                how = "both" if missed and extra else "missing only" if missed else "extra only"
                losses[f"{side} wrong: {how}"] += 1
                losses[f"{side} members missing"] += len(missed)
                losses[f"{side} members extra"] += len(extra)
                score.misses.append(
                    f"decision {label['id']} {side}: missing {missed or '-'}, extra {extra or '-'}"
                )
        agreed_right += set(item.agreed_by) == set(label["agreed_by"])
        objected_right += set(item.objected_by) == set(label["objected_by"])
    for j, label in enumerate(labels):
        if j not in matched:
            score.misses.append(f"decision {label['id']} not found: {label['text'][:60]}")
    found = len(matched)
    losses["not found"] = len(labels) - found
    losses["not found: cited by another item"] = sum(
        1
        for j in range(len(labels))
        if j not in matched and any(set(item.evidence) & keys[j] for item in items)
    )
    losses["not a decision"] = trap_hits + duplicates + other
    losses["not a decision: a persona's"] = persona
    for name, count in losses.items():
        score.put(f"loss {name}", count, 0, ratio=False)
    score.put("decisions found", found, len(labels))
    score.put("decisions precision", found, counted)
    score.numbers["decisions F1"] = _f1(found, len(labels), found, counted)
    score.figures["decisions F1"] = f"{score.numbers['decisions F1']:.2f}"
    score.put("  status+successor right", status_right, found)
    score.put("  agreed_by exact", agreed_right, found)
    score.put("  objected_by exact", objected_right, found)
    score.put("d trap hits", trap_hits, 0, ratio=False)
    score.put("d duplicates", duplicates, 0, ratio=False)
    score.put("d unlabelled", other, 0, ratio=False)
    extracted = _extracted_lookalikes(items, chat.non_decisions)
    score.put("non-decisions extracted", extracted, len(chat.non_decisions))


def _due_right(item: Item, label_due: str) -> bool:
    """The shown due names the labelled day: an ISO date equal to it, or words that name
    a period holding it, read from the item's day."""
    if not item.due:
        return False
    if item.due == label_due:
        return True
    try:
        made = date.fromisoformat(item.day)
        wanted = date.fromisoformat(label_due)
    except ValueError:
        return False
    period = mentioned_period(item.due, made)
    return period is not None and period[0] <= wanted <= period[1] and period[0] == period[1]


def score_todos(chat: LabelledSet, items: Sequence[Item], score: Score) -> None:
    labels = chat.todos
    keys = [set(t["taken"]) for t in labels]
    matched = _matching(items, keys)
    item_label = {i: j for j, i in matched.items()}
    traps = _ids(chat.non_todos)
    closing = {i for t in labels for i in t["closed_by"]}
    taken_all = set().union(*keys) if keys else set()
    trap_hits = duplicates = closings = other = 0
    for i, item in enumerate(items):
        if i in item_label:
            continue
        cited = set(item.evidence)
        if cited & taken_all:
            duplicates += 1
            score.misses.append(f"to-do duplicate: {item.owner}: {item.text[:70]}")
        elif cited and cited <= traps:
            trap_hits += 1
            score.misses.append(f"to-do trap: {item.owner}: {item.text[:70]}")
        elif cited and cited <= closing:
            closings += 1
            score.misses.append(f"to-do from a closing: {item.text[:70]}")
        else:
            other += 1
            score.misses.append(f"to-do unlabelled: {item.owner}: {item.text[:70]}")
    owner_right = stale = status_right = both = due_right = with_due = 0
    for j, i in matched.items():
        label, item = labels[j], items[i]
        want = label["handed_to"] or label["owner"]
        owner_ok = item.owner == want
        owner_right += owner_ok
        stale += bool(label["handed_to"]) and item.owner == label["owner"]
        status_ok = item.status == label["status"]
        status_right += status_ok
        both += owner_ok and status_ok
        if label["due"]:
            with_due += 1
            if _due_right(item, label["due"]):
                due_right += 1
            else:
                score.misses.append(
                    f"to-do {label['id']} due {label['due']}: shown {item.due or '-'}: "
                    f"{item.text[:50]}"
                )
        if not (owner_ok and status_ok):
            score.misses.append(
                f"to-do {label['id']} ({want}, {label['status']}): shown "
                f"{item.owner or '?'}, {item.status}: {item.text[:50]}"
            )
    for j, label in enumerate(labels):
        if j not in matched:
            score.misses.append(f"to-do {label['id']} not found: {label['task'][:60]}")
    found = len(matched)
    score.put("to-dos found", found, len(labels))
    score.put("to-dos precision", found, len(items))
    score.numbers["to-dos F1"] = _f1(found, len(labels), found, len(items))
    score.figures["to-dos F1"] = f"{score.numbers['to-dos F1']:.2f}"
    score.put("  owner+status right", both, found)
    score.put("  owner right", owner_right, found)
    score.put("  handed-over shown stale", stale, 0, ratio=False)
    score.put("  status right", status_right, found)
    score.put("  due right", due_right, with_due)
    score.put("t trap hits", trap_hits, 0, ratio=False)
    score.put("t closings as to-dos", closings, 0, ratio=False)
    score.put("t duplicates", duplicates, 0, ratio=False)
    score.put("t unlabelled", other, 0, ratio=False)
    extracted = _extracted_lookalikes(items, chat.non_todos)
    score.put("non-to-dos extracted", extracted, len(chat.non_todos))


def _slug(word: str) -> str:
    """A word as a topic tag writes it (``tag_from``: lower case, ``_`` for the rest)."""
    return re.sub(r"[^0-9a-z가-힣]+", "_", word.lower()).strip("_")[:20]


def topic_labels(name: str) -> tuple[frozenset[str], frozenset[str]]:
    """The set's hand-labelled subject nouns and the nouns that name none, as tags."""
    if not TOPIC_LABELS.exists():
        return frozenset(), frozenset()
    found = json.loads(TOPIC_LABELS.read_text("utf-8")).get(name, {})
    return (
        frozenset(_slug(w) for w in found.get("subjects", [])),
        frozenset(_slug(w) for w in found.get("not_subjects", [])),
    )


def by_pieces(name: str, subjects: frozenset[str], others: frozenset[str]) -> bool | None:
    """Whether a name the labels lack names a subject by the labelled words it is made of:
    the labels were written over the analyzer's nouns (mecab-ko's NNG/NNP and Latin words
    of two letters or more), so a compound the product names whole (절임배추, 북토크) is
    made of labelled pieces (배추, 토크); its last labelled piece, the compound's head,
    tells. None: no piece is labelled."""
    pieces = [
        _slug(m.form)
        for m in morph.analyze(name.replace("_", " "))
        if m.tag in ("NNG", "NNP", "SL") and len(m.form) >= 2
    ]
    for piece in reversed(pieces):
        if piece in subjects or piece in others:
            return piece in subjects
    return None


def score_topics(
    chat: LabelledSet,
    topics: Sequence[str],
    score: Score,
    labels: tuple[frozenset[str], frozenset[str]] | None = None,
) -> None:
    """The share of ``/목차``'s distinct names labelled a subject, and of its rows; a name
    the labels lack counts as no subject and is listed. Beside it, the share when a name
    the labels lack is read by its labelled pieces (``by_pieces``): how much of the loss
    is compounds the labels never saw whole; and how much of the names the labels judge
    at all, whole or by pieces (their coverage: a word said once was never labelled), with
    the share of those judged a subject, the score on what the labels can tell.
    ``labels``: the subjects and the others, else the set's in ``TOPIC_LABELS``."""
    subjects, others = labels if labels is not None else topic_labels(chat.name)
    if not topics or not (subjects or others):
        return
    names = list(dict.fromkeys(topics))
    unlabelled = [n for n in names if n not in subjects and n not in others]
    score.put("/목차 names subjects", sum(n in subjects for n in names), len(names))
    # the figure counts distinct names: a chat named often by few words scores higher, so
    # how many there are for how many rows is shown beside it
    score.put("  distinct names / rows", len(names), len(topics))
    score.put("  rows named by one", sum(t in subjects for t in topics), len(topics))
    score.put("  names unlabelled", len(unlabelled), len(names))
    named = sum(n in subjects for n in names)
    pieced = [by_pieces(n, subjects, others) for n in unlabelled]
    score.put("  names, compounds by pieces", named + pieced.count(True), len(names))
    judged = len(names) - pieced.count(None)
    score.put("  names judged (coverage)", judged, len(names))
    score.put("  judged names subjects", named + pieced.count(True), judged)
    score.misses.extend(f"/목차 name, no subject: {n}" for n in names if n in others)
    score.misses.extend(f"/목차 name, unlabelled: {n}" for n in unlabelled)


def score(chat: LabelledSet, extracted: Extracted) -> Score:
    out = Score()
    score_decisions(chat, extracted.decisions, out)
    score_todos(chat, extracted.todos, out)
    both = len(chat.non_decisions) + len(chat.non_todos)
    part = out.numbers["non-decisions extracted"] * len(chat.non_decisions) + out.numbers[
        "non-to-dos extracted"
    ] * len(chat.non_todos)
    out.put("look-alikes extracted", round(part), both)
    score_topics(chat, extracted.topics, out)
    for key, value in extracted.recall.items():
        out.numbers[f"recall {key}"] = value
        out.figures[f"recall {key}"] = f"{value:.2f}"
    for key, spent in extracted.tokens.items():
        ordered = sorted(spent)
        p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
        out.numbers[f"tokens {key}"] = statistics.fmean(ordered)
        out.figures[f"tokens {key}"] = f"{statistics.fmean(ordered):.0f} (p90 {p90})"
    return out


# ------------------------------------------------------------------ the product's run


def fillers_without(name: str, names: Sequence[str] = DEV, **how: float) -> frozenset[str] | None:
    """The filler words (``subjects.fillers``) learned from the dev chats' topic labels
    but ``name``'s, the list a dev chat is named with when it is scored (the shipped list
    learned from its own labels would score it in-sample); None (the shipped list) for a
    chat that is no dev chat. ``how``: ``min_chats``, ``max_share``."""
    if name not in names:
        return None
    return learn_fillers(
        (topic_labels(n) for n in names if n != name and n not in JUDGE),
        int(how.get("min_chats", FILLER_CHATS)),
        how.get("max_share", FILLER_SHARE),
    )


def _ingest(config: Config, chat: LabelledSet) -> None:
    summarizer = OfflineSummarizer(fillers=fillers_without(chat.name))

    async def run() -> None:
        clock = ReplayClock()
        async with writer_system(config, clock, summarizer=summarizer) as system:
            tally = await ingest_lines(system, clock, CHAT, chat.lines, config.memory)
        if tally.skipped:
            raise SystemExit(f"{chat.name}: {tally.report()}")

    anyio.run(run)


def _recall(config: Config, chat: LabelledSet) -> tuple[dict[str, float], dict[str, list[int]]]:
    """Evidence recall of the labelled questions at ``BUDGETS``, overall and by type, and
    the tokens each context used per budget."""
    embed_chat(config.root, CHAT)
    by_id: dict[int, MessageRecord] = {}
    with MessageLog(config.root.log_dir(CHAT), config.timezone) as log:
        for record in log.scan():
            if record.message_id is not None:
                by_id[record.message_id] = record
    shares: dict[str, list[float]] = {}
    used: dict[str, list[int]] = {}
    for q in chat.questions:
        for budget in BUDGETS:
            ctx = queries.context(config.root, CHAT, q["question"], budget, config.memory)
            used.setdefault(f"{budget // 1000}k", []).append(ctx.tokens)
            seqs = {m.message_id for m in ctx.messages if m.message_id is not None}
            n = evidence_found(q["evidence"], seqs, ctx.context, by_id)
            share = n / len(q["evidence"])
            for key in (f"{budget // 1000}k", f"{budget // 1000}k {q['type']}"):
                shares.setdefault(key, []).append(share)
    return {k: statistics.fmean(v) for k, v in shares.items()}, used


def records(chat: LabelledSet) -> list[MessageRecord]:
    """Each line as the log holds it, its message id as its seq: what the benches that
    feed a chat to the understanding's tracker alone read."""
    ids: dict[str, int] = {}
    out = []
    for i, m in sorted(chat.messages.items()):
        ids.setdefault(m["sender"], int(m.get("sender_id") or 1000 + len(ids)))
        out.append(
            MessageRecord(
                sender=m["sender"],
                text=m["text"],
                timestamp=m["timestamp"],
                is_bot=bool(m.get("is_bot")),
                message_id=i,
                sender_id=ids[m["sender"]],
                reply_to=m.get("reply_to"),
                seq=i,
            )
        )
    return out


def chat_zone(chat: LabelledSet) -> ZoneInfo:
    """The fixed-offset zone of the chat's first timestamp (``Etc/GMT+5`` for -05:00)."""
    first = chat.messages[min(chat.messages)]["timestamp"]
    offset = datetime.fromisoformat(first).utcoffset()
    hours = int(offset.total_seconds() // 3600) if offset is not None else 0
    return ZoneInfo("Etc/UTC" if hours == 0 else f"Etc/GMT{-hours:+d}")


def run_product(chat: LabelledSet, *, recall: bool, vectors: bool | None = None) -> Extracted:
    """``chat`` ingested into a fresh data root; what the product shows of it. With
    ``vectors`` (the default with ``recall``), once the chat is embedded as the service's
    background task does seconds after each message: the to-dos' trained veto reads the
    vectors (without them the rules decide alone)."""
    with tempfile.TemporaryDirectory(prefix="understanding-") as tmp:
        config = load_config(None, data_dir_override=Path(tmp), environ={})
        # the group's own time zone, as its owner would set it: "tomorrow" said at 7 pm in
        # Chicago is not read from the next morning in Seoul
        zone = chat_zone(chat)
        # with the vectors, a new topic is named by the trained subject model (it embeds a
        # few candidate words); without them, by the rules alone
        embeds = recall if vectors is None else vectors
        memory = dataclasses.replace(config.memory, tz=zone, subject_words=embeds)
        config = dataclasses.replace(config, timezone=zone, memory=memory)
        began = time.perf_counter()
        _ingest(config, chat)
        took = time.perf_counter() - began
        if embeds:
            embed_chat(config.root, CHAT)
        found = product_items(config)
        found.seconds = took
        found.summaries = summary_items(config)
        if recall and chat.questions:
            found.recall, found.tokens = _recall(config, chat)
    return found


# ------------------------------------------------------------------ the report

ROWS = (
    "decisions found", "decisions precision", "decisions F1", "  status+successor right",
    "  agreed_by exact", "  objected_by exact", "d trap hits", "d duplicates", "d unlabelled",
    "to-dos found", "to-dos precision", "to-dos F1", "  owner+status right", "  owner right",
    "  handed-over shown stale", "  status right", "  due right", "t trap hits",
    "t closings as to-dos", "t duplicates", "t unlabelled",
    "non-decisions extracted", "non-to-dos extracted", "look-alikes extracted",
    "/목차 names subjects", "  distinct names / rows", "  rows named by one",
    "  names unlabelled",
    "  names, compounds by pieces", "  names judged (coverage)", "  judged names subjects",
)  # fmt: skip
GOALS = {
    "decisions F1": ">= .80",
    "  status+successor right": ">= 90%",
    "to-dos F1": ">= .85",
    "  owner+status right": ">= 90%",
    "look-alikes extracted": "<= 10%",
    "/목차 names subjects": ">= 90%",
    "recall 2k": ">= .85",
    "recall 4k": ">= .95",
    "recall 2k changed": ">= .90",
    "recall 2k owner": ">= .90",
    "recall 2k status": ">= .90",
}


def _cell(score: Score | None, name: str) -> str:
    if score is None or name not in score.figures:
        return "-"
    text = score.figures[name]
    value = score.numbers[name]
    if "/" in text and value == value:  # a ratio, not NaN
        return f"{text} {value:.2f}"
    return text


def _rows(scores: Mapping[str, Score]) -> list[str]:
    """The row names in order: the fixed ones, then the recall ones any system has, each
    budget's tokens used after its recall rows."""
    recall = sorted(
        {k for s in scores.values() for k in s.figures if k.startswith(("recall ", "tokens "))},
        key=lambda k: (k.split()[1], k.startswith("tokens "), len(k.split()), k),
    )
    return [*ROWS, *recall]


def _label(key: str) -> str:
    """A row's shown name: ``d trap hits`` and ``t trap hits`` are both "  trap hits"."""
    return "  " + key[2:] if key[:2] in ("d ", "t ") else key


def report(chat: LabelledSet, scores: Mapping[str, Score], extracted: Extracted) -> None:
    """One chat's table: a row per figure, a column per system."""
    names = list(scores)
    print(
        f"== {chat.name}: {len(chat.messages)} messages, {len(chat.decisions)} decisions, "
        f"{len(chat.todos)} to-dos, {len(chat.non_decisions)}+{len(chat.non_todos)} "
        f"look-alikes, {len(chat.questions)} questions ({chat.folder})"
    )
    width = 26
    print(f"{'':<{width}}" + "".join(f"{n:>16}" for n in names) + f"{'goal':>9}")
    for key in _rows(scores):
        cells = "".join(f"{_cell(scores[n], key):>16}" for n in names)
        print(f"{_label(key):<{width}}{cells}{GOALS.get(key, ''):>9}")
    print(
        f"product: {extracted.proposals} bot proposal(s) shown apart; ingested in "
        f"{extracted.seconds:.1f} s (offline summarizer, no model call)"
    )
    print("/목차 names: " + ", ".join(dict.fromkeys(extracted.topics)))
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--dir", type=Path, action="append", help="a set folder or their parent")
    parser.add_argument(
        "--sets", default="", help="comma list of set folder names (default: all but the judge)"
    )
    parser.add_argument("--quick", action="store_true", help="no evidence recall (no embedding)")
    parser.add_argument("--no-recall", action="store_true", help="same as --quick")
    parser.add_argument(
        "--vectors", action="store_true", help="with --quick: embed the chat for the to-do veto"
    )
    parser.add_argument("--json", type=Path, help="write every system's figures here")
    parser.add_argument("--misses", action="store_true", help="list the product's misses")
    parser.add_argument(
        "--losses", action="store_true", help="where the product loses decisions, in one table"
    )
    args = parser.parse_args()
    dirs = args.dir or [*DEFAULT_DIRS, HELD_OUT_DIR]
    names = [s for s in args.sets.split(",") if s]
    judged = sorted(JUDGE & set(names))
    if judged and (args.misses or args.losses):
        raise SystemExit(f"{', '.join(judged)}: a judge set's misses and losses are never listed")
    sets = find_sets(dirs, names)
    if not sets:
        print("no labelled sets found: pass --dir <folder of sets> (see the module's docstring)")
        return
    recorded: dict[str, dict[str, dict[str, str]]] = {}
    if RECORDED_FILE.exists():
        recorded = json.loads(RECORDED_FILE.read_text("utf-8"))
    out: dict[str, Any] = {}
    product: dict[str, Score] = {}
    for chat in sets:
        quick = args.quick or args.no_recall
        found = run_product(chat, recall=not quick, vectors=not quick or args.vectors)
        scores: dict[str, Score] = {}
        if chat.name in recorded:
            old = Score()
            old.figures = dict(recorded[chat.name]["figures"])
            old.numbers = {k: float(v) for k, v in recorded[chat.name]["numbers"].items()}
            scores[RECORDED] = old
        scores[STRUCTURAL] = score(chat, structural_items(chat))
        scores[PRODUCT] = product[chat.name] = score(chat, found)
        if found.summaries is not None:
            scores[SUMMARIES] = score(chat, found.summaries)
        report(chat, scores, found)
        if args.misses:
            print("\n".join(f"  miss: {m}" for m in scores[PRODUCT].misses) + "\n")
        out[chat.name] = {
            name: {"figures": s.figures, "numbers": s.numbers} for name, s in scores.items()
        }
        out[chat.name]["topics"] = found.topics
    if args.json:
        args.json.write_text(json.dumps(out, ensure_ascii=False, indent=1), "utf-8")
    if args.losses:
        losses_table(product)
    if len(product) > 1:
        toc_table(product)
    _plans_beside()


def losses_table(scores: Mapping[str, Score]) -> None:
    """Where the product loses decisions (``LOSSES``), a row per chat and their total: a
    column per kind of loss, in ``LOSSES``' order (numbered, their names listed first)."""
    print("== where decisions are lost (product); columns:")
    for n, name in enumerate(LOSSES, 1):
        print(f"  {n:>2} {name}")
    print(f"{'chat':<6}{'labels':>7}" + "".join(f"{n:>4}" for n in range(1, len(LOSSES) + 1)))
    total = dict.fromkeys(LOSSES, 0.0)
    labels = 0.0
    for name, found in scores.items():
        whole = float(found.figures["decisions found"].split("/")[1])
        labels += whole
        row = [found.numbers[f"loss {k}"] for k in LOSSES]
        for k, v in zip(LOSSES, row, strict=True):
            total[k] += v
        print(f"{name:<6}{whole:>7g}" + "".join(f"{v:>4g}" for v in row))
    print(f"{'total':<6}{labels:>7g}" + "".join(f"{total[k]:>4g}" for k in LOSSES))
    print()


def toc_table(scores: Mapping[str, Score]) -> None:
    """``/목차`` over the chats (product): the share of distinct names that are subjects
    beside how many distinct names and rows there are, a row per chat and their means (a
    gain from naming fewer things shows as fewer names)."""
    rows = [
        (name, s.numbers["/목차 names subjects"], s.figures["  distinct names / rows"])
        for name, s in scores.items()
        if "/목차 names subjects" in s.numbers
    ]
    if not rows:
        return
    print("== /목차 (product): names that are subjects, distinct names / rows")
    for name, share, counts in rows:
        print(f"{name:<6}{share:>6.2f}{counts:>10}")
    distinct = [int(c.split("/")[0]) for _, _, c in rows]
    named = [int(c.split("/")[1]) for _, _, c in rows]
    print(
        f"{'mean':<6}{statistics.fmean(r[1] for r in rows):>6.2f}"
        f"{statistics.fmean(distinct):>6.1f}/{statistics.fmean(named):.1f}"
    )
    print()


def _plans_beside() -> None:
    """The generated ``bench_plans`` seed, for comparison only (our own vocabulary)."""
    from bench import bench_plans

    f = bench_plans.measure(7, (20, 40))
    print(
        "beside, not the goal: bench_plans seed 7 (generated, our own vocabulary): superseded "
        f"right {f.superseded_right}/{f.replaced}, action items' status right "
        f"{f.todos_right}/{f.todos}, update questions {f.answered_after}/{f.questions}, "
        f"reactions right {f.reactions_right}/{f.reactions}"
    )


if __name__ == "__main__":
    main()
