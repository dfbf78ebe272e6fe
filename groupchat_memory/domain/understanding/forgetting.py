"""What the tracker lets go of between messages.

To-dos and replaced plans that no new message can reach any more (``settle``,
``settle_decisions``), messages or a whole member erased from the chat (``erase``), and
messages retold with a quote redacted (``retold``).
"""

from __future__ import annotations

import bisect
import sys
from collections.abc import Iterable

import msgspec

from groupchat_memory.domain.understanding.acts import further_steps, promised_nouns, promised_verbs
from groupchat_memory.domain.understanding.state import Decision, Said, State, Todo, short
from groupchat_memory.domain.understanding.words import terms_in, values_in
from groupchat_memory.store.records import MessageRecord


def settle(state: State) -> int:
    """Move the to-dos done or dropped whose messages are all older than the recent talk
    to ``closed``, with only what is shown of them (and their owner's first name, for a
    hand-over): a message fed later reads the open ones, and nothing it says reaches
    these any more, so a long history costs each new message its open items, not every
    task ever closed. Returns how many moved."""
    oldest = state.recent[0].seq if state.recent else state.cursor
    moved = [
        t
        for t in state.todos
        if t.status != "open" and max((*t.evidence, *t.closed_by), default=oldest) < oldest
    ]
    if not moved:
        return 0
    gone = {id(t) for t in moved}
    state.todos = [t for t in state.todos if id(t) not in gone]
    for todo in moved:
        bisect.insort(state.closed, _closed(todo), key=_first_seq)
    return len(moved)


def settle_decisions(state: State) -> int:
    """Let go of what only a plan that stands is matched by (its words, its values, the
    talk before it) in the decisions replaced or dropped before the recent talk: no later
    message changes them, and ``/결정`` and the decision chains show what is kept. Returns
    how many were let go of."""
    oldest = state.recent[0].seq if state.recent else state.cursor
    done = 0
    for d in state.decisions:
        if d.status == "current" or not (d.terms or d.values or d.context or d.echoed):
            continue
        if max((*d.evidence, *d.changed_at), default=oldest) < oldest:
            d.terms, d.values, d.context, d.echoed = [], {}, [], []
            done += 1
    return done


def _first_seq(todo: Todo) -> int:
    return todo.evidence[0] if todo.evidence else 0


def _closed(todo: Todo) -> Todo:
    """A closed to-do without what only an open one is read by (when it was made, its
    Telegram ids, its words' terms, the decision it served), its repeated words shared."""
    return Todo(
        text=todo.text, owner=sys.intern(todo.owner), first_owner=sys.intern(todo.first_owner),
        evidence=todo.evidence, date=sys.intern(todo.date), due=sys.intern(todo.due),
        status=todo.status, closed_by=todo.closed_by, thread_id=todo.thread_id, bot=todo.bot,
        look=todo.look, asked=todo.asked,
    )  # fmt: skip


def erase(
    state: State,
    seqs: Iterable[int],
    names: Iterable[str] = (),
    user_id: int | None = None,
    speaker_id: int | None = None,
) -> None:
    """Take erased messages (``seqs``) out of ``state``, and with ``names`` (a member
    forgotten whole, by the names they spoke under; ``user_id`` their id) the member too:
    their decisions and to-dos go, they leave every agreement, objection and reaction,
    and what others decided and took on stays with its evidence, also for days the log
    no longer holds (folded into the archive), which a rebuild from the log would lose.
    A decision or to-do whose first message (its words) is erased goes, as does a
    persona's task that quotes an erased request; a decision that one replaced points on
    to what replaced that one. ``speaker_id``: who said the
    messages taken back one by one, whose word on a plan goes with them (the talk kept
    in ``recent`` names only the latest messages' speakers)."""
    gone = set(seqs)
    who = set(names)
    if user_id is not None:
        who |= {name for name, uid in state.ids.items() if uid == user_id}
    if not gone and not who:
        return
    # what the member said in the talk still kept: its words leave the subjects' context
    theirs = {t for s in state.recent if s.seq in gone or s.sender in who for t in terms_in(s.text)}
    speakers = {s.sender for s in state.recent if s.seq in gone}
    if speaker_id is not None:
        speakers |= {name for name, uid in state.ids.items() if uid == speaker_id}
    oldest = state.recent[0].seq if state.recent else 0
    state.recent = [s for s in state.recent if s.seq not in gone and s.sender not in who]
    state.requests = [
        msgspec.structs.replace(r, to=[n for n in r.to if n not in who])
        for r in state.requests
        if r.seq not in gone and r.sender not in who
    ]
    state.members = [m for m in state.members if m not in who]
    state.ids = {n: uid for n, uid in state.ids.items() if n not in who}
    kept: dict[int, int] = {}
    decisions: list[Decision] = []
    for at, d in enumerate(state.decisions):
        if not d.evidence or d.evidence[0] in gone or (d.proposer in who and not d.bot):
            continue
        said_by_them = bool(gone & set(d.evidence))
        d.evidence = [seq for seq in d.evidence if seq not in gone]
        d.changed_at = [seq for seq in d.changed_at if seq not in gone]
        if said_by_them and not who:
            # one message taken back: its speaker's word on the plan goes with it
            d.agreed_by = [n for n in d.agreed_by if n not in speakers or n == d.proposer]
            d.objected_by = [n for n in d.objected_by if n not in speakers]
        d.agreed_by = [n for n in d.agreed_by if n not in who]
        d.objected_by = [n for n in d.objected_by if n not in who]
        # the assent reader's: the lines it has still to read, and the yeses it read
        d.heard = [h for h in d.heard if h.seq not in gone and h.sender not in who]
        d.heard_yes = {n: s for n, s in d.heard_yes.items() if s not in gone and n not in who}
        d.joined = {n: s for n, s in d.joined.items() if s not in gone and n not in who}
        if d.proposer in who:
            d.proposer = ""
        d.marks = [
            m for m in d.marks if m.name not in who and (user_id is None or m.sender_id != user_id)
        ]
        d.context = [] if d.evidence[0] < oldest else [t for t in d.context if t not in theirs]
        d.echoed = [t for t in d.echoed if t not in theirs]
        kept[at] = len(decisions)
        decisions.append(d)

    def successor(at: int | None) -> int | None:
        seen: set[int] = set()
        while at is not None and at not in kept and at not in seen:
            seen.add(at)
            at = state.decisions[at].successor
        return kept.get(at) if at is not None else None

    for d in decisions:
        d.successor = successor(d.successor)

    def todos_kept(todos: list[Todo]) -> list[Todo]:
        out: list[Todo] = []
        for t in todos:
            if not t.evidence or t.evidence[0] in gone or t.owner in who or t.asked in gone:
                continue  # its words go: its line, or the request a persona's task quotes
            t.evidence = [seq for seq in t.evidence if seq not in gone]
            t.closed_by = [seq for seq in t.closed_by if seq not in gone]
            if t.first_owner in who:
                t.first_owner = t.owner
            t.decision = kept.get(t.decision) if t.decision is not None else None
            out.append(t)
        return out

    state.decisions = decisions
    state.todos = todos_kept(state.todos)
    state.closed = todos_kept(state.closed)


def retold(state: State, records: Iterable[MessageRecord]) -> None:
    """Give the remembered messages among ``records`` their text as the log now holds it
    (a quote of a forgotten member redacted): in the recent talk, and as the words of
    the decisions, to-dos and requests they made."""
    now = {r.seq: r for r in records if r.kind == "message"}
    if not now:
        return
    state.recent = [
        msgspec.structs.replace(s, text=now[s.seq].text) if s.seq in now else s
        for s in state.recent
    ]
    state.requests = [
        msgspec.structs.replace(r, text=now[r.seq].text[:200], terms=terms_in(now[r.seq].text))
        if r.seq in now
        else r
        for r in state.requests
    ]
    items: list[Decision | Todo] = [*state.decisions, *state.todos, *state.closed]
    closed = {id(t) for t in state.closed}
    for item in items:
        record = now.get(item.evidence[0]) if item.evidence else None
        if record is not None:
            item.text = short(
                Said(
                    seq=record.seq, message_id=record.message_id, sender=record.sender,
                    is_bot=record.is_bot, text=record.text, at=record.timestamp,
                )
            )  # fmt: skip
            if id(item) in closed:
                continue  # a closed to-do is no longer matched by its words
            # what the item is about was read from the words that went: read it again
            item.terms = terms_in(record.text)
            if isinstance(item, Decision):
                item.values = values_in(record.text, record.timestamp)
            else:
                item.words = [
                    t
                    for t in (*terms_in(further_steps(record.text)), *promised_nouns(record.text))
                    if t not in item.terms
                ]
                item.verbs = promised_verbs(record.text)
    for todo in (*state.todos, *state.closed):
        request = now.get(todo.asked) if todo.asked is not None else None
        if request is not None:
            todo.text = _requoted(todo.text, request)


def _requoted(text: str, request: MessageRecord) -> str:
    """A persona's task's text (its word, the member's request quoted after it) with the
    request as the log now holds it: a quote of a forgotten member in it is redacted."""
    at = text.find(f" ({request.sender}: ")
    if at < 0:
        return text  # its own word was retold, without the request
    owner, _, word = text[:at].partition(": ")
    said = f"{word} ({request.sender}: {request.text})"
    return short(
        Said(
            seq=request.seq, message_id=None, sender=owner, is_bot=True, text=said,
            at=request.timestamp,
        )
    )  # fmt: skip
