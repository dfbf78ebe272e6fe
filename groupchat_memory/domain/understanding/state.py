"""What the tracker keeps of one chat, as plain data, and how far it reads the talk.

``State`` holds the recent talk, the decisions, the to-dos and the requests to take
something on; the reaches say how far around a message the talk is read; an item keeps
its first and latest messages (its evidence, its Telegram ids), however often it is
said again.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Literal

import msgspec

DecisionStatus = Literal["current", "superseded", "dropped"]
TodoStatus = Literal["open", "done", "dropped"]

REACH_SECONDS = 3 * 3600  # the talk's reach in time: a "ㅇㅋ" the next day answers something else
CONTEXT = 6  # messages before a proposal that tell what it changes
CONFIRM_REACH = 12  # messages after a decision where a restatement confirms it
DECLINE_REACH = 3  # messages after an offer where "안 해도 돼" declines it
LATEST_PLANS = 5  # the newest decisions the talk may still be on (a line of theirs, a reply)
YES_ONLY = 30  # characters: a yes and nothing of its own ("ㅇㅋㅇㅋ", "ok", "넵!")
TAKES_IT_SHORT = 40  # characters: "ok I'll book it this week", nothing of its own
MAX_TEXT = 160  # characters of a message an item quotes
# an item's evidence kept: its first messages (the statement, who took it up) and its
# latest (where it stands), however often it is said again
EVIDENCE_FIRST = 6
EVIDENCE_LATEST = 6


class Said(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """One message as the tracker keeps it."""

    seq: int
    message_id: int | None
    sender: str
    is_bot: bool
    text: str
    at: str  # ISO timestamp
    reply_to: int | None = None
    thread_id: int | None = None


class Mark(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """Someone's standing reaction on a decision's message (a 👍 agrees, a 👎 objects)."""

    name: str
    emoji: str
    stance: Literal["agree", "object"]
    message_id: int
    anonymous: bool = False
    sender_id: int | None = None  # who reacted: members are their ids, names only shown


class Heard(msgspec.Struct, frozen=True, kw_only=True):
    """A person's line near a decision's statement, kept for the trained reader of who
    agreed (``assent``) until the recall index has its vectors: the rules' reading of it
    where it stands (float32s), and the hashes of the texts the index embeds it as, and
    of each statement of another decision put near it."""

    sender: str
    seq: int
    cues: bytes
    line: bytes
    others: list[bytes] = []


class Decision(msgspec.Struct, kw_only=True, omit_defaults=True):
    """A proposal, and once someone takes it up, a decision."""

    text: str
    evidence: list[int]  # seqs: the proposal first
    proposer: str
    date: str
    agreed_by: list[str] = []
    objected_by: list[str] = []
    accepted: bool = False
    closed: bool = False  # put off or turned down: no longer taken up
    bot: bool = False
    status: DecisionStatus = "current"
    successor: int | None = None  # index into ``State.decisions``
    changed_at: list[int] = []
    thread_id: int | None = None
    terms: list[str] = []
    values: dict[str, list[str]] = {}
    context: list[str] = []  # terms and values of the talk just before the proposal
    # the subjects the lines just before it put as their topic ("총각파티는 해야지" before
    # "가평 펜션 어때"): a drop may name the plan by them
    lead: list[str] = []
    # what the people's lines that took it up named beside its statement's words, in its
    # first messages ("좋아요!! 쫑파티 ㄱㄱ" to "막걸리 한잔 해야지요", "oh I'd want a
    # hoodie"): the group's own name for the plan, by which a drop may take it back
    echoed: list[str] = []
    message_ids: list[int] = []  # the Telegram ids of its messages: reactions name them
    marks: list[Mark] = []
    # put in a softer form ("we could ...", "X가 좋을 것 같아요"): taken up by a yes, not by
    # another member naming one of its values (which may be the reason it gave)
    soft: bool = False
    # the lines near its statement that the assent reader has not read yet, the hashes of
    # its statement's texts, and who that reader found agreeing (beside the rules' own),
    # with the seq of the line it read as their yes (an erased line takes the yes along)
    heard: list[Heard] = []
    said_keys: bytes = b""
    heard_yes: dict[str, int] = {}
    # who took part in the talk that settled it without objecting (``agreement.joined``),
    # with the seq of their line there
    joined: dict[str, int] = {}

    @classmethod
    def put(
        cls,
        statement: Said,
        taken_up: Sequence[Said] = (),
        *,
        agreed_by: list[str],
        thread_id: int | None,
        terms: list[str],
        values: dict[str, list[str]],
        objected_by: list[str] | None = None,
        context: list[str] | None = None,
        lead: list[str] | None = None,
        accepted: bool = False,
        soft: bool = False,
        bot: bool = False,
    ) -> Decision:
        """The plan ``statement`` puts, with the messages that took it up so far: every
        path that makes a decision makes it here, so each sets the same fields alike.
        Who agreed or objected, its thread and what it is made of are the caller's to
        read (a pick of another member's option names both members, a persona agrees to
        nothing); the rest follows from the messages."""
        said = [statement, *taken_up]
        return cls(
            # quoted and dated by the message that put it, whoever took it up
            text=short(statement),
            proposer=statement.sender,
            date=statement.at[:10],
            # the statement first: a restatement or a reply is matched against it
            evidence=[s.seq for s in said],
            # a reaction on any of its messages counts for it
            message_ids=[s.message_id for s in said if s.message_id is not None],
            agreed_by=agreed_by,
            objected_by=objected_by or [],
            accepted=accepted,  # it stands already: told as decided, or taken up
            bot=bot,  # a persona's: shown apart until people take it up
            thread_id=thread_id,
            terms=terms,
            values=values,
            # the talk just before it, which a change or a drop may name it by
            context=context or [],
            lead=lead or [],
            soft=soft,  # put softly: taken up by a yes, not by a value named again
        )

    def all_values(self) -> set[str]:
        """Every value it sets, whatever the kind."""
        return {v for vs in self.values.values() for v in vs}

    def agreeing(self) -> list[str]:
        """Who agreed: in words, or with a reaction that stands."""
        against = {m.name for m in self.marks if m.stance == "object"}
        out = [n for n in self.agreed_by if n not in against or n in self.objected_by]
        out += [m.name for m in self.marks if m.stance == "agree" and m.name not in out]
        out += [n for n in self.heard_yes if n not in out and n not in against]
        # who talked it through, unless they objected since and never went along
        out += [
            n
            for n in self.joined
            if n not in out and n not in against and n not in self.objected_by
        ]
        return out

    def objecting(self) -> list[str]:
        """Who objected: in words, or with a reaction that stands."""
        out = list(self.objected_by)
        return out + [m.name for m in self.marks if m.stance == "object" and m.name not in out]


class Look(msgspec.Struct, frozen=True, kw_only=True):
    """What the trained veto (``veto``) reads of a to-do's line, kept until the recall
    index has the line's vectors: the rules' reading of it and of the line it answers
    (float32s), and the hashes of the texts the index embeds each as (one after another).
    Bytes: a chat without vectors keeps one for each to-do it ever had."""

    cues: bytes
    line: bytes
    answered: bytes = b""


class Todo(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One commitment of one person (or persona)."""

    text: str
    owner: str
    first_owner: str
    evidence: list[int]  # seqs: the commitment first, re-commitments and hand-overs after
    date: str
    due: str = ""  # YYYY-MM-DD
    status: TodoStatus = "open"
    closed_by: list[int] = []
    thread_id: int | None = None
    terms: list[str] = []
    bot: bool = False
    at: str = ""  # when it was made (ISO)
    decision: int | None = None  # the decision it was taken on for: dropped with it
    message_ids: list[int] = []  # the Telegram ids of its messages: a reply names one
    # the words of the steps its promise goes on to ("숙소는 내가 볼게 찾아서 예약까지
    # 해둘게": 예약): a report naming one of them closes it
    words: list[str] = []
    # the verbs its promise does ("포스터 올릴게": 올리): a bare "올렸어요!" reports it done
    verbs: list[str] = []
    # while the veto has not read its line's vectors (None once it has, or with no weights)
    look: Look | None = None
    # a persona's task whose text quotes the member's request (seq): it goes with that line
    asked: int | None = None


class Request(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """Someone asked another to take something on."""

    seq: int
    sender: str
    to: list[str]  # the members named, empty when none is
    terms: list[str]
    at: str
    text: str = ""


class State(msgspec.Struct, kw_only=True, omit_defaults=True):
    """Everything the tracker knows of one chat."""

    cursor: int = -(1 << 62)  # the last seq fed (older history imported later is below 0)
    sizes: dict[str, int] = {}  # each day file's size when last read: unchanged, not read
    recent: list[Said] = []
    decisions: list[Decision] = []
    todos: list[Todo] = []  # open, or closed while the recent talk may still name them
    # done or dropped and older than the recent talk (``settle``): in their order
    closed: list[Todo] = []
    requests: list[Request] = []
    members: list[str] = []
    ids: dict[str, int] = {}  # each member's user id, by the name they last spoke under


def by_message_id(state: State, message_id: int | None) -> Said | None:
    """The recent message with this Telegram id (what a reply answers), if still kept."""
    if message_id is None:
        return None
    return next((s for s in state.recent if s.message_id == message_id), None)


def held_by_another(state: State, d: Decision, seq: int) -> bool:
    """A decision other than ``d`` holds ``seq`` among its messages. Asked of a line only
    once every other reason to pass it over was read: it reads every decision, and a
    long history has many."""
    return any(seq in o.evidence for o in state.decisions if o is not d)


def answered(state: State, said: Said) -> Said | None:
    """The line ``said`` answers: the message it replies to, else the one just before it
    (``state.recent`` is the talk before ``said``)."""
    return by_message_id(state, said.reply_to) or (state.recent[-1] if state.recent else None)


def people_since(state: State, seq: int) -> int:
    """People's messages in the recent talk after ``seq``: how far a message is from it."""
    return sum(1 for s in state.recent if s.seq > seq and not s.is_bot)


def text_of(state: State, seq: int) -> str:
    """The text of a recent message by seq ("" when it is no longer kept)."""
    for said in state.recent:
        if said.seq == seq:
            return said.text
    return ""


def texts_by_seq(state: State) -> dict[int, str]:
    """``text_of`` every recent message at once (the first kept under a seq)."""
    return {said.seq: said.text for said in reversed(state.recent)}


def time_of(state: State, seq: int) -> str:
    """The timestamp of a recent message by seq (the oldest kept one's when it is gone)."""
    for said in state.recent:
        if said.seq == seq:
            return said.at
    return state.recent[0].at if state.recent else ""


def seconds_between(a: str, b: str) -> float:
    """Seconds between two ISO timestamps, either way round (0 when one is unreadable).

    A stamp without a zone (old data, which the log reads in the chat's zone) is taken in
    the other's zone: a chat's log may go from such stamps to zoned ones."""
    try:
        first, then = datetime.fromisoformat(a), datetime.fromisoformat(b)
    except ValueError:
        return 0.0
    if first.tzinfo is None:
        first = first.replace(tzinfo=then.tzinfo)
    elif then.tzinfo is None:
        then = then.replace(tzinfo=first.tzinfo)
    return abs((then - first).total_seconds())


def short(said: Said) -> str:
    """``speaker: text`` on one line, cut to ``MAX_TEXT``: how an item quotes its message."""
    text = " ".join(said.text.split())
    if len(text) > MAX_TEXT:
        text = text[: MAX_TEXT - 1].rstrip() + "…"
    return f"{said.sender}: {text}"


def add_evidence(item: Decision | Todo, seq: int) -> None:
    """Add ``seq`` to an item's evidence, keeping its first ``EVIDENCE_FIRST`` messages
    and its latest ``EVIDENCE_LATEST``. The first are the statement and how it was taken
    up (what ``/결정`` and ``/할일`` link and quote, what a reply or a restatement is
    matched against); the latest are where it stands now and what the reach of the next
    message is counted from. A promise said again every day, or a plan agreed to again
    and again, would otherwise grow one item's evidence, and every reading of it,
    without end; the messages between add nothing those do not say."""
    _bounded(item.evidence, seq)


def cite(d: Decision, said: Said) -> None:
    """Keep a decision's message id, so reactions on that message count for it."""
    if said.message_id is not None and said.message_id not in d.message_ids:
        d.message_ids.append(said.message_id)


def cite_todo(todo: Todo, said: Said) -> None:
    """Keep a task's message id, so a reply to it days later finds it: the ids of its
    first messages and its latest, as its evidence is kept (``add_evidence``), so a promise
    said again every day does not grow them without end; a reply to one of the messages
    between finds the task by its words, as any report does."""
    if said.message_id is not None and said.message_id not in todo.message_ids:
        _bounded(todo.message_ids, said.message_id)


def _bounded(kept: list[int], new: int) -> None:
    """Add ``new`` to ``kept``, keeping its first ``EVIDENCE_FIRST`` and its latest
    ``EVIDENCE_LATEST`` (one kept from before the bound is cut to it too)."""
    kept.append(new)
    if len(kept) > EVIDENCE_FIRST + EVIDENCE_LATEST:
        del kept[EVIDENCE_FIRST : len(kept) - EVIDENCE_LATEST]
