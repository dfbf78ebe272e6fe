"""Decisions and to-dos followed message by message, from the structure of the talk.

The state is plain data (``state.State``), fed one message at a time (``Tracker.feed``):
a decision or a to-do counts from the message that makes it. A person's message is read
for each act it may hold, each in the module named for it: the open plan it answers
(``agreement``), what it takes back (``changes``), the plan it puts forward
(``proposals``, whose acceptance may replace another: ``changes``), and the task it
takes on, reports or gives up (``todos``). A persona's message counts only for what it
delivers, sums up, proposes or is asked to do: its promise is done by its next message,
and its word that it is on what a member asked ("Working on it.") is its task once its
next post gives what was asked.
"""

from __future__ import annotations

import dataclasses
import re

import msgspec

from groupchat_memory.domain.text import morph
from groupchat_memory.domain.text.stance import stance
from groupchat_memory.domain.understanding import uptake
from groupchat_memory.domain.understanding.acts import Acts, delivers_in_place, read
from groupchat_memory.domain.understanding.agreement import (
    joined,
    not_taken_up,
    open_proposal,
    react,
    take_up,
)
from groupchat_memory.domain.understanding.assent import listen
from groupchat_memory.domain.understanding.changes import (
    Linker,
    beside_drops,
    drop,
    drop_promised,
    puts_instead,
)
from groupchat_memory.domain.understanding.proposals import adds_another, put_forward
from groupchat_memory.domain.understanding.state import (
    LATEST_PLANS,
    YES_ONLY,
    Decision,
    Said,
    State,
    Todo,
    add_evidence,
    by_message_id,
    cite,
    seconds_between,
    short,
)
from groupchat_memory.domain.understanding.todos import (
    commit,
    declined,
    persona_takes_nothing,
    todo_acts,
)
from groupchat_memory.domain.understanding.veto import look_of
from groupchat_memory.domain.understanding.words import (
    MENTION,
    addresses,
    restates,
    stem,
    terms_in,
    values_in,
)
from groupchat_memory.store.records import MessageRecord

RECENT = 40  # messages kept to read what a new one answers
# characters: a persona's answer shorter than this gives nothing of what it was asked for
_ACK_MAX = 80
BOT_DELIVERS_SECONDS = 900  # a persona's promise is kept by its next message soon after
_LINES = re.compile(r"\n[^\n]*\w[^\n]*\n[^\n]*\w")  # three lines or more: a list, a table
# an English imperative: a verb and its object, after any @mentions ("@bot total the
# receipts", "sum these up"), not a question, a greeting or a statement
_EN_IMPERATIVE = re.compile(
    r"^\W*(?:@\w+[\s,:]*)*(?:please\s+)?(?!(?:is|are|was|were|do|does|did|can|could|will|would|should|"
    r"have|has|what|who|where|when|why|how|hi|hey|hello|thanks|thank|i|we|you|it|that|this|"
    r"they|he|she|there|here|the|a|an|my|our)\b)[a-z]+\s+"
    r"(?:the|a|an|this|that|these|those|it|them|up|all|me|us|my|our|everything)\b",
    re.IGNORECASE,
)


def _member_name(state: State, record: MessageRecord) -> str:
    """The name a member is listed under: their display name, told apart (``서연 (id
    9002)``) when another member (another id) already holds it, so two namesakes' words,
    agreement and tasks stay two people's."""
    name = record.sender
    if record.is_bot or record.sender_id is None:
        return name
    holder = state.ids.get(name)
    if holder is not None and holder != record.sender_id:
        return f"{name} (id {record.sender_id})"
    return name


def _renamed(state: State, user_id: int, name: str) -> None:
    """A member is their id: one who now speaks under another name is shown under it
    everywhere (their decisions, agreement, the yeses the assent reader found or has yet
    to read, tasks), and their tasks stay theirs to close.
    A name another member (another id) holds is left alone: two people are not merged."""
    if state.ids.get(name, user_id) != user_id:
        return
    old = {n for n, uid in state.ids.items() if uid == user_id and n != name}
    if not old:
        return

    def one(n: str) -> str:
        return name if n in old else n

    def many(names: list[str]) -> list[str]:
        return list(dict.fromkeys(one(n) for n in names))

    for d in state.decisions:
        d.proposer = one(d.proposer)
        d.agreed_by = many(d.agreed_by)
        d.objected_by = many(d.objected_by)
        d.joined = {one(n): seq for n, seq in d.joined.items()}
        d.marks = [
            msgspec.structs.replace(m, name=name) if m.sender_id == user_id else m for m in d.marks
        ]
        # the assent reader's: the lines it has still to read, and the yeses it read (the
        # earliest line stands, should both names have one)
        d.heard = [
            msgspec.structs.replace(h, sender=name) if h.sender in old else h for h in d.heard
        ]
        yes: dict[str, int] = {}
        for n, seq in d.heard_yes.items():
            yes[one(n)] = min(seq, yes.get(one(n), seq))
        d.heard_yes = yes
    for t in (*state.todos, *state.closed):
        t.owner = one(t.owner)
        t.first_owner = one(t.first_owner)
    state.requests = [
        msgspec.structs.replace(r, sender=one(r.sender), to=many(r.to)) for r in state.requests
    ]
    state.recent = [
        msgspec.structs.replace(s, sender=name) if s.sender in old and not s.is_bot else s
        for s in state.recent
    ]
    state.members = many(state.members)
    for n in old:
        del state.ids[n]


class Tracker:
    """Feeds messages into a ``State``, one at a time: a person's message is read for
    each act it may hold (an answer to an open plan, a drop, a new plan, a to-do), a
    persona's for what it delivers, proposes or takes on."""

    def __init__(
        self,
        state: State | None = None,
        linker: Linker | None = None,
        taker: uptake.Uptake | None = None,
    ) -> None:
        self.state = state or State()
        # what chooses the plan a newly accepted decision replaces: the rules' unless
        # another is given (the links bench's, which reads every current plan's cues)
        self.linker = linker or Linker()
        # what reads a member's line the group answered as a plan the rules did not see:
        # the shipped uptake model's unless another is given (its trainer records the lines)
        self.taker = taker or uptake.Uptake(uptake.weights())

    def feed(self, record: MessageRecord) -> None:
        """One logged record; anything but a chat message (or a seen one) is skipped."""
        state = self.state
        if not record.seq:
            return  # an old record without a place in the chat's order
        if record.kind == "reaction" and record.seq > state.cursor:
            state.cursor = record.seq
            react(state, record, self.linker)
            return
        if record.kind != "message" or record.seq <= state.cursor or not record.text.strip():
            state.cursor = max(state.cursor, record.seq)
            return
        said = Said(
            seq=record.seq,
            message_id=record.message_id,
            sender=_member_name(state, record),
            is_bot=record.is_bot,
            text=record.text,
            at=record.timestamp,
            reply_to=record.reply_to,
            thread_id=record.thread_id,
        )
        state.cursor = record.seq
        if not said.is_bot and record.sender_id is not None:
            _renamed(state, record.sender_id, said.sender)
        if not said.is_bot and said.sender not in state.members:
            state.members.append(said.sender)
        if not said.is_bot and record.sender_id is not None:
            state.ids[said.sender] = record.sender_id
        acts = read(said.text)
        known = len(state.decisions)
        if said.is_bot:
            _persona(state, said, acts)
        else:
            waiting = not_taken_up(state, said)
            _person(state, said, acts, self.linker)
            joined(state, said)
            self.taker.review(state, said, self.linker)
            # a plan taken up just now a few lines on (by a late yes, by the uptake
            # reader): the talk that led up to it is read now
            fresh = [d for d in (*waiting, *state.decisions[known:]) if d.accepted]
            if fresh:
                joined(state, said, fresh)
        listen(state, said, known)
        state.recent.append(said)
        del state.recent[:-RECENT]


def _person(state: State, said: Said, acts: Acts, linker: Linker) -> None:
    """A member's message: what it answers, takes back, puts forward and takes on."""
    if (
        not acts.assents
        and (len(said.text) <= YES_ONLY or _replies_to_a_plan(state, said))
        and not re.search(r"[?？]", said.text)
        and stance(said.text) == "agree"
    ):
        # a short yes with no question mark, whatever its ending ("저두 갈래요!!",
        # "나도 갈래!": joining, though -ㄹ래 may ask), or one of any length said as a
        # reply to a plan's message ("and cleaning on the 23rd is fine, I'm moving my
        # stuff out the day before anyway")
        acts = dataclasses.replace(acts, assents=True, asks=False)
    elif acts.asks and not acts.assents and _yes_after_question(said.text):
        # a question on the side, then the yes ("오 저희도 쉬는 거죠?? ㅋㅋㅋ 19일 찬성",
        # "does it have an oven? then yes"): what it ends on is the answer
        acts = dataclasses.replace(acts, assents=True, asks=False)
    terms = terms_in(said.text)
    values = values_in(said.text, said.at)
    # a line adding another thing ("and afterwards we braai", "그리고 바람막이도 …")
    # answers no plan open before it: it is its own
    adds = adds_another(said, acts, terms)
    answered = None if adds and not acts.assents else open_proposal(state, said, acts)
    took_up = False
    if answered is not None:
        taken = take_up(state, said, acts, answered, terms, values, linker)
        if taken is None:
            return  # it puts the plan off: nothing more to read in it
        took_up = taken
    # a yes to another member's plan (its proposer is not the speaker)
    joins = (
        acts.assents and answered is not None and state.decisions[answered].proposer != said.sender
    )
    # a promise takes nothing back, unless it is the drop's own verb ("안 하는 걸로 할게요")
    promised = acts.promises and not drop_promised(said.text)
    # a change put forward takes nothing back itself ("scrap Figma, we stay on Penpot"),
    # unless all it puts is the drop ("so let's scrap the bbq. good job I never asked…",
    # "대신 토요일 허브아일랜드는 빼자. 바람 부는데 …")
    takes_back = (
        acts.drops
        and not promised
        and not (acts.changes and acts.proposes and puts_instead(said.text))
    )
    if takes_back:
        dropped = drop(state, said, acts, terms)
        # taking back what no plan holds, naming nothing to do instead ("그럼 영상은
        # 접자" of a video never agreed here): no plan of its own either, whatever value
        # it names (the dropped thing's); nor is calling off a day's doing nobody spoke
        # of ("내일 러닝은 그냥 하지 말자", "let's shelve the Wednesday rides"), its day
        # named where it takes back, as what it leaves out of a thing may be ("의자는 두
        # 개 빼는 걸로 하자") and a day said beside it is its own ("let's do a cleanup when
        # the skip arrives. Sat the 7th?")
        instead = puts_instead(said.text)
        called_off = (
            dropped is False
            and "day" in values
            and "day" not in values_in(beside_drops(said.text), said.at)
        )
        if (not instead and (dropped or dropped is None or called_off)) or (
            dropped is None and not values
        ):
            # what it takes back may be an offer just made too ("No need dear, it's chai
            # and books, not a wedding"): no task of it
            declined(state, said, acts, waved_only=True)
            return
    put_forward(state, said, acts, answered, took_up, terms, values, linker, adds=adds)
    todo_acts(state, said, acts, terms, joins=joins)


def _yes_after_question(text: str) -> bool:
    """``text`` ends, after its last question mark, on a short yes of its own that asks,
    objects and proposes nothing."""
    tail = re.split(r"[?？]", text)[-1].strip()
    if not tail or len(tail) > YES_ONLY:
        return False
    acts = read(tail)
    if acts.asks or acts.objects or acts.proposes or acts.drops:
        return False
    return acts.assents or stance(tail) == "agree"


def _replies_to_a_plan(state: State, said: Said) -> bool:
    """``said`` replies to a message of an open plan."""
    target = by_message_id(state, said.reply_to)
    return target is not None and any(
        target.seq in d.evidence and not d.closed for d in state.decisions[-LATEST_PLANS:]
    )


def _persona(state: State, said: Said, acts: Acts) -> None:
    """A persona's message: the promise it keeps, the plan it proposes or sums up, the
    task a person just asked of it."""
    delivered = False
    mine = [t for t in state.todos if t.bot and t.owner == said.sender and t.status == "open"]
    for todo in mine:
        if seconds_between(todo.at, said.at) <= BOT_DELIVERS_SECONDS:
            todo.status = "done"
            todo.closed_by.append(said.seq)
            delivered = True
    asked = next(
        (s for s in reversed(state.recent[-3:]) if not s.is_bot and addresses(s.text, said.sender)),
        None,
    )
    posted = _posted_for(state, mine, said, acts, asked) if not delivered else None
    if posted is not None:
        posted.status = "done"  # what it promised for later, posted hours or days on
        posted.closed_by.append(said.seq)
        delivered = True
    if not delivered:
        delivered = _kept_its_word(state, said, acts)
    if delivered:
        return  # what it promised: no new promise or proposal of its own
    terms = terms_in(said.text)
    values = values_in(said.text, said.at)
    if acts.proposes and not acts.promises and not acts.asks:
        for d in reversed(state.decisions[-LATEST_PLANS:]):
            if d.accepted and d.status == "current" and restates(terms, values, d):
                add_evidence(d, said.seq)  # a persona sums up what people decided
                cite(d, said)
                return
        state.decisions.append(
            # a persona's proposal: nobody has agreed yet, the persona least of all
            Decision.put(
                said, agreed_by=[], thread_id=said.thread_id, terms=terms, values=values, bot=True
            )
        )
    offers = acts.offer_if or acts.vague or acts.wish or delivers_in_place(said.text)
    if asked is not None and acts.promises and not acts.asks and not offers:
        if not persona_takes_nothing(said.text):
            commit(state, said, terms or _asked_words(state, asked.text))
    elif asked is not None and acts.assents and not (acts.asks or offers):
        # "sure" to a person who asked it to do something (a request, or words that do
        # not ask a question: "@persona total it up"): it takes that on
        wanted = read(asked.text)
        if wanted.asks_to_take or wanted.instructs or _EN_IMPERATIVE.match(asked.text):
            commit(state, said, _asked_words(state, asked.text))


def _kept_its_word(state: State, said: Said, acts: Acts) -> bool:
    """A persona's post of what it was asked for ("Income: … Surplus: $88.50", a draft's
    lines) after its own short line that answered a member's request with nothing of it
    ("Working on it.", "계산 중.", "Of course, here's a draft."): that line took the task
    on, and this one delivers it; a to-do done at once, taken at the first line. Not when
    the earlier line gave something itself (a value, lines, a question back, an offer),
    was not its first answer to the request, or a member asked it again since (the post
    answers that), nor when the post only offers more."""
    if acts.offers or acts.offer_if or acts.asks:
        return False
    if not (_LINES.search(said.text) or len(said.text) >= _ACK_MAX):
        return False
    recent = state.recent
    at = next((n for n in range(len(recent) - 1, -1, -1) if recent[n].sender == said.sender), None)
    if at is None:
        return False
    ack = recent[at]
    told = read(ack.text)
    if (
        len(ack.text) >= _ACK_MAX
        or len(said.text) < 3 * len(ack.text)  # the post gives much more than the answer did
        or "?" in ack.text
        or told.offers
        or told.offer_if
        or told.suggests
        or told.proposes
        or _LINES.search(ack.text)
        or delivers_in_place(ack.text)
        or values_in(ack.text, ack.at)
        # a task made at it already: only an open or recently closed one can be, as
        # ``settle`` moves to ``closed`` only to-dos whose every line is older than the
        # recent talk (which holds ``ack``), so the ever-growing closed ones are not read
        or any(ack.seq in t.evidence for t in state.todos)
        or any(not s.is_bot and addresses(s.text, said.sender) for s in recent[at + 1 :])
    ):
        return False
    before = recent[:at]
    asked = by_message_id(state, ack.reply_to)
    if asked is None:
        for s in reversed(before[-3:]):
            if s.sender == said.sender:
                return False  # it answered already: this line goes on from its answer
            if not s.is_bot and addresses(s.text, said.sender):
                asked = s
                break
    if asked is None or asked.is_bot:
        return False
    text = f"{ack.text} ({asked.sender}: {asked.text})"
    state.todos.append(
        Todo(
            text=short(msgspec.structs.replace(ack, text=text)),
            owner=said.sender,
            first_owner=said.sender,
            evidence=[ack.seq],
            date=ack.at[:10],
            thread_id=ack.thread_id,
            terms=_asked_words(state, asked.text),
            bot=True,
            at=ack.at,
            message_ids=[ack.message_id] if ack.message_id is not None else [],
            look=look_of(msgspec.structs.replace(state, recent=before), ack),
            status="done",
            closed_by=[said.seq],
            asked=asked.seq,
        )
    )
    return True


def _posted_for(
    state: State, mine: list[Todo], said: Said, acts: Acts, asked: Said | None
) -> Todo | None:
    """The persona's open task a later post of it delivers ("Here's the split!" and its
    lines, "진행 시간표." over the times): a post of lines that promises and asks nothing,
    for the task it names or, naming none, its only open one, unless a member ``asked``
    it another question since, still unanswered (the lines answer that: "@Codex when do
    the ferries leave?"; not "@Claudie over to you", nor "@Codex is the list ready?")."""
    if not mine or acts.promises or acts.asks or not _LINES.search(said.text):
        return None
    named = set(terms_in(said.text))
    for todo in reversed(mine):
        if named & {*todo.terms, *todo.words}:
            return todo
    if len(mine) != 1:
        return None
    only = mine[0]
    asked_else = (
        asked is not None
        and asked.seq > only.evidence[-1]
        and ("?" in asked.text or read(asked.text).asks)
        and not set(terms_in(asked.text)) & {*only.terms, *only.words}
        and not any(s.sender == said.sender and s.seq > asked.seq for s in state.recent)
    )
    return None if asked_else else only


def _asked_words(state: State, text: str) -> list[str]:
    """What a request asks a persona to do: its words without the names in it (the
    persona @mentioned, members named: "@Codex total Sam's receipts": receipt)."""
    names = {*state.members, *(s.sender for s in state.recent if s.is_bot)}
    folded = {n.casefold() for n in names}
    return [
        t
        for t in terms_in(MENTION.sub(" ", text))
        if t.casefold() not in folded
        and not any(
            t.startswith(n) and len(t) - len(n) <= 2 for n in names if morph.HANGUL.match(n)
        )
        and stem(t.casefold().removesuffix("'s")) not in {stem(n) for n in folded}
    ]
