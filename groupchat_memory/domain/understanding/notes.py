"""What a persona is told, before the conversation, of the plan as it stands and of who
does what: so "what is the plan now", "who is doing X" and "is X done" are answered with
the current plan, never a replaced one, and the asker's own open items are at hand.

Read from the same tracker state as ``/결정`` and ``/할일`` (``ledger.caught_up``), so the
context and the commands agree, live from the message that made each item.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from groupchat_memory.domain.understanding.ledger import caught_up
from groupchat_memory.domain.understanding.tracker import Decision, State, Todo, terms_of
from groupchat_memory.store.paths import DataRoot

PLAN_HEADER = "[현재 결정과 할 일] (바뀐 결정은 ← 뒤의 이전 결정 대신 앞의 것이 유효합니다)"
MAX_DECISIONS = 4  # current plans named: a line each on every reply
MAX_TODOS = 4
MAX_OWN = 3
MAX_CHANGED = 2  # changed plans named when a question asks what stands in general
MIN_WEIGHT = 1.5  # rarity the shared words must add up to: a word in a quarter of the items
_ASKS_PLAN = re.compile(
    r"결정|정했|정한|하기로|계획|최종|결국|지금은|바뀌|바꿨|변경|원래|처음|"
    r"\bdecid|\bplan\b|\bnow\b|\bfinal|\bchang|\bmoved?\b|\boriginal|\bfirst\b",
    re.IGNORECASE,
)
_ASKS_OWN = re.compile(
    r"내가\s?(?:뭐|무엇|뭘)|내\s?할\s?일|제가\s?(?:뭐|무엇|뭘)|제\s?할\s?일|나\s?뭐\s?하기로"
    r"|\bwhat\s+(?:am|was|do|did)\s+I\b|\bmy\s+(?:tasks?|to-?dos?|action\s+items?)\b",
    re.IGNORECASE,
)
_ASKS_TASK = re.compile(
    r"누가|누구|했어\?|했나|됐어|됐나|끝났|완료|처리|맡|담당|아직|"
    r"\bwho\b|\bdone\b|\bdid\b|\byet\b|\bstatus\b|\bfinish|\bowner\b|\bhandl",
    re.IGNORECASE,
)
_STATUS = {"open": "진행 중", "done": "완료", "dropped": "취소"}


def _body(text: str, limit: int = 110) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _rarity(state: State) -> dict[str, float]:
    """How much each word tells one decision or task from the others: ``log(n / df)`` over
    the chat's decisions and tasks (a word all of them use tells nothing)."""
    items = [d.terms for d in state.decisions if d.accepted] + [t.terms for t in state.todos]
    seen: dict[str, int] = {}
    for terms in items:
        for term in set(terms):
            seen[term] = seen.get(term, 0) + 1
    count = max(len(items), 1)
    return {term: math.log((count + 1) / n) for term, n in seen.items()}


def _weight(question: set[str], terms: Sequence[str], rarity: dict[str, float]) -> float:
    """How well ``terms`` answer the question's words: the rarity of those they share,
    when it is enough to name one subject (``MIN_WEIGHT``, or in a chat of few items a
    word only one of them has)."""
    found = sum(rarity.get(t, 0.0) for t in question & set(terms))
    enough = min(MIN_WEIGHT, 0.9 * max(rarity.values(), default=0.0))
    return found if found >= enough and found > 0 else 0.0


def _chain(state: State, at: int) -> list[Decision]:
    """The decisions ``at`` replaced, newest first."""
    out: list[Decision] = []
    current = at
    for _ in range(len(state.decisions)):
        before = [
            i
            for i, d in enumerate(state.decisions)
            if d.successor == current and d.status == "superseded"
        ]
        if not before:
            break
        current = before[-1]
        out.append(state.decisions[current])
    return out


def _decision_line(state: State, at: int) -> str:
    d = state.decisions[at]
    line = f"- {_body(d.text)} ({d.date}, 동의: {', '.join(d.agreed_by)})"
    old = _chain(state, at)[:2]
    if old:
        line += " ← 이전: " + "; ".join(f"{_body(o.text, 70)} ({o.date})" for o in old)
    return line


def _todo_line(todo: Todo) -> str:
    due = f", ~{todo.due}" if todo.due and todo.status == "open" else ""
    said = _body(todo.text)  # "speaker: words"; a task handed over names its new owner
    who = "" if said.startswith(f"{todo.owner}: ") else f"{todo.owner} ← "
    return f"- 할 일 [{_STATUS[todo.status]}{due}] {who}{said}"


def plan_notes(state: State, question: str, asker: str) -> list[str]:
    """Context lines for a reply to ``question`` by ``asker`` (empty when nothing fits)."""
    asked = set(terms_of(question))
    rarity = _rarity(state)
    # what recall cannot tell by itself: a plan that replaced another, one taken back
    decided = [
        (at, d)
        for at, d in enumerate(state.decisions)
        if d.accepted and (d.status == "dropped" or (d.status == "current" and _chain(state, at)))
    ]
    ranked = sorted(
        decided,
        key=lambda pair: (
            -_weight(asked, [*pair[1].terms, *_chain_terms(state, pair[0])], rarity),
            -pair[0],
        ),
    )
    lines = [
        _decision_line(state, at)
        if d.status == "current"
        else f"- 취소된 결정: {_body(d.text)} ({d.date})"
        for at, d in ranked[:MAX_DECISIONS]
        if _weight(asked, [*d.terms, *_chain_terms(state, at)], rarity)
    ]
    general = not asked - set(rarity)  # it names nothing but what plans and tasks name
    if not lines and general and (_ASKS_PLAN.search(question) or _ASKS_OWN.search(question)):
        # asked what stands in general ("내가 뭐 하기로 했지?"): the newest changed plans
        changed = [at for at, d in decided if d.status == "current" and _chain(state, at)]
        lines = [_decision_line(state, at) for at in reversed(changed[-MAX_CHANGED:])]
    todos = sorted(
        (t for t in state.todos if _weight(asked, t.terms, rarity)),
        key=lambda t: -_weight(asked, t.terms, rarity),
    )[:MAX_TODOS]
    if not _ASKS_TASK.search(question):
        todos = []  # who does it, or is it done: asked, the tasks' state answers it
    lines += [_todo_line(t) for t in todos]
    if asker and _ASKS_OWN.search(question):
        mine = [t for t in reversed(state.todos) if t.owner == asker and t.status == "open"]
        lines += [_todo_line(t) for t in mine[:MAX_OWN] if t not in todos]
    return [PLAN_HEADER, *lines] if lines else []


def _chain_terms(state: State, at: int) -> list[str]:
    return [t for d in _chain(state, at) for t in d.terms]


CATCH_UP = 3000  # records a reply context feeds at most (a long import: the next goes on)


def notes(root: DataRoot, chat_id: int, question: str, asker: str) -> list[str]:
    """``plan_notes`` of the chat's state, caught up with its log (a reply waits for at
    most ``CATCH_UP`` records: after a long import the first replies see part of it)."""
    return plan_notes(caught_up(root, chat_id, limit=CATCH_UP), question, asker)
