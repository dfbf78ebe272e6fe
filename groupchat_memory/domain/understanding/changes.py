"""Plans that change and plans taken back.

A decision accepted on the subject of an earlier current one (they share words that
name what they are about, not the words of deciding or the values they set; or the new
one names the old value in its exchange, "토요일 말고") with another value of the same
kind (day, time, amount, place, tool) or with words of change ("바꾸자", "instead")
replaces it, also from another forum topic when both name the subject: the old one is
*superseded*, with its successor; a plan changed twice chains step by step. Two plans
that only both set a place (a dinner's venue, a workshop's) are two plans. One taken
back with no replacement ("그건 하지 말자", "let's skip the dinner") is *dropped*, and so
are the open to-dos taken on for it.
"""

from __future__ import annotations

import itertools
import math
import operator
import re
from collections.abc import Iterator
from datetime import date

from groupchat_memory.domain.text import cues
from groupchat_memory.domain.text.stance import stance
from groupchat_memory.domain.text.values import slots
from groupchat_memory.domain.understanding.acts import (
    Acts,
    in_passing,
    marked,
    promise_spans,
    read,
    sentences,
)
from groupchat_memory.domain.understanding.state import (
    CONFIRM_REACH,
    CONTEXT,
    DECLINE_REACH,
    REACH_SECONDS,
    Decision,
    DecisionStatus,
    Said,
    State,
    Todo,
    add_evidence,
    answered,
    people_since,
    seconds_between,
    text_of,
    texts_by_seq,
    time_of,
)
from groupchat_memory.domain.understanding.subjects import filler_tag, fillers
from groupchat_memory.domain.understanding.todos import (
    done_unsaid,
    done_with_cancelling,
    drop_todos,
)
from groupchat_memory.domain.understanding.words import (
    body,
    covers,
    offers_value,
    overlap,
    recounts,
    subject_of,
    terms_in,
    topic_terms,
    values_in,
)

_SET_ASIDE = re.compile(
    r"((?:[^\s.!?]+\s)?\S+)\s?말고|((?:[^\s.!?]+\s)?\S+)\s대신(?!\s?(?:해|맡|가|좀))|\binstead\s+of\s+(\w+(?:\s+\w+)?)|\brather\s+than\s+(\w+(?:\s+\w+)?)|"
    r"\bnot\s+(\w+)\s+anymore\b|\bno\s+more\s+(\w+)",
    re.IGNORECASE,
)
_POINTS_BACK = re.compile(r"\b(?:it|that|this|them)\b|그거|그걸|이거|이걸|저거|저걸", re.IGNORECASE)
# where a sentence's clauses part: "pay them and skip the clean" takes back the clean only
_CLAUSES = re.compile(r",|;|\s(?:and|but|so)\s|(?<=[가-힣])(?:고|는데|지만)\s", re.IGNORECASE)
# a drop said of something rather than done to it ("is off", "off the table", "not
# happening", "no longer needed"): what it takes back comes before it
_SAID_OF = re.compile(r"(?:is|'s|are|off|not|no)\b", re.IGNORECASE)
# what an English line acts on or speaks of ("move the 5K to Sunday", "the reading is now
# at 7", "For the tees, teal dri-fit"): the plan it changes is that one
_ACTED_ON = re.compile(
    r"\b(?:move|moving|push|pushing|shift|switch|change|swap|bump)\s+(?:the\s+|our\s+|this\s+)?"
    r"(\w[\w'-]*(?:\s+[a-z][\w'-]*)?)|\b([a-z0-9][\w'-]*)\s+(?:is|are)\s+now\b"
    r"|^\W*(?:for|on|re|about)\s+(?:the\s+|our\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s*[,:]",
    re.IGNORECASE | re.MULTILINE,
)
# the topic a line opens with before it says what becomes of it ("놀이터 재개장 행사
# 말입니다.", "송년회 말이에요,", "Had a rethink on the stamp cards.", "About the parade...")
_TOPIC_PUT = re.compile(
    r"((?:[가-힣A-Za-z0-9]+\s){0,3}[가-힣A-Za-z0-9]+)\s?(?:말입니다|말이에요|말인데요?|말이야)(?=[\s,.!?]|$)"
    r"|(?:^|[.!?]\s+)(?:had\s+a\s+rethink\s+on|a\s+rethink\s+on|about|re|regarding)\s+"
    r"(?:the\s+|our\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)(?=\s*[.,:!?]|\s*$)",
    re.IGNORECASE,
)
# an English offer of one's own help ("I can bring my cousin's sound system")
_I_CAN = re.compile(r"\bI\s+(?:can|could)\b(?!\s*'?t)", re.IGNORECASE)
# what an English line names only to tell when ("a pub quiz after the lunch")
_WHEN_OF = re.compile(
    r"\b(?:after|before|during|following)\s+(?:the\s+|our\s+)?([a-z][\w'-]*)", re.IGNORECASE
)
# a line that opens by adding another thing to the talk ("아 그리고 …", "also …", "and
# afterwards we braai", "one more thing, …", "ok different topic but …", "하나 더."): it
# puts a plan beside the others, not one in place of another, nor more of the one before
ADDS = re.compile(
    r"^\W*(?:(?:ok|okay|oh|ah|so|아|참|아참)[\s,.!]*)?"
    r"(?:and\s+also|also|and|plus|oh\s+and|another\s+thing|one\s+more\s+thing|other\s+thing"
    r"|btw|by\s+the\s+way|while\s+we'?re\s+(?:all\s+)?(?:here|at\s+it)|(?:a\s+)?different\s+topic"
    r"|unrelated|separately|side\s+note|on\s+another\s+note"
    r"|그리고|그건\s?그렇고|다른\s?얘긴데|별개로|하나\s?더)(?!\w)",
    re.IGNORECASE,
)
# the share of words a new plan's talk and an old plan's statement hold in common above
# which, sharing a subject and changing a value of it, the new one replaces the old
SAME_TALK = 0.14
# messages after a plan's last line within which a task taken on is the plan's own
_SETTLING_REACH = 3
# people's lines between an accepted plan's latest line and a new one's statement within
# which a new one setting the same thing is the same negotiation (``_folded``), and its
# reach in time: a plan confirmed the next morning ("답장 줬어요, 그날로 확정") is that plan
FOLD_REACH = 6
FOLD_SECONDS = 36 * 3600
# what is read of each current plan weighed against a newly accepted decision, when the
# linker reads cues (``Linker.reads_cues``)
LINK_CUES = (
    "rules take it", "tied", "same subject", "apart", "kinds shared", "kinds clashing",
    "recount", "words of change", "said old", "recalled", "doubted", "named words",
    "named value", "same thread", "days apart", "live rank", "proposer took old",
    "members shared", "words shared", "old named", "objection before",
)  # fmt: skip
# a current plan weighed against a newly accepted decision: its position, whether the
# rules take it as replaced, and its cues (``LINK_CUES``)
Weighed = tuple[int, bool, list[float]]
_SUCCESSOR = operator.attrgetter("successor")  # read in C over every decision
_STATUS = operator.attrgetter("status")
_LIVE = operator.attrgetter("accepted", "status")
_CURRENT = (True, "current")


class Linker:
    """Which current plan a newly accepted decision replaces. This one takes the rules'
    choice and reads no cues (the tracker's own); another (a bench's trainer or replay of
    a model) is handed every current plan with its cues and may choose otherwise, given to
    the tracker in its place."""

    reads_cues = False  # the cues of every current plan cost their reading: only if read

    def choose(
        self, state: State, at: int, weighed: list[Weighed], ruled: int | None
    ) -> int | None:
        """The plan decision ``at`` replaces, of those ``weighed`` (with ``reads_cues``),
        or None: the rules' choice, ``ruled``."""
        return ruled


def replaces(state: State, at: int, said: Said | None = None, *, linker: Linker) -> None:
    """A newly accepted decision replaces the current one on its subject, if any
    (``said``: the message being read, not yet in the recent talk), as ``linker`` chooses
    from the rules' reading."""
    new = state.decisions[at]
    text = " ".join(text_of(state, seq) for seq in new.evidence)
    if said is not None:
        text = f"{text} {said.text}"
    if _folded(state, at, text, said):
        return
    new_terms = set(new.terms) | set(terms_in(text))
    before = _talk_before(state, new, said)
    changes = read(text).changes
    proposal = text_of(state, new.evidence[0]) or body(new.text)  # its first line
    if not changes and not _negated(text) and _asks_or_tells(proposal):
        return  # "그럼 저 3시까지 가면 돼요?", "40 signed up, $400 in": no plan in its place
    # one put beside the others ("아 그리고 22일 김장하고 23일 … 내장산 가는 거 어때",
    # "ok different topic but can we do stamp cards?") changes none, unless it says so
    beside = bool(ADDS.match(proposal)) and not changes and not _negated(text)
    # what its own words mark as their topic or object ("휴재를 4월 9일로 미루면"): a plan
    # on that, before one that names it in passing ("휴재 주에 회식 한번 해요")
    acted_on = _acted_on(text)
    passing = _passing(proposal)
    # the values it puts forward in its own words: not those of a later line restating
    # several plans at once ("so: the 10th-11th, 100k each"), which names the old as standing
    told = values_in(f"{proposal} {said.text if said else ''}", new.date)
    # a member named in both ("…나랑 민지는 네이비", "…민지 고생만 하겠다") ties no plans
    people = {t for m in state.members for t in terms_in(m)}
    # what it keeps as it was ("same hours, 8 to 8") is the old plan's, not what it is
    # about; nor is the going of "X로 가요"
    kept = _kept(proposal) | people
    plain = _GO_WITH.sub(" ", proposal)
    subject = subject_of(plain) - kept
    # a plan put in values alone ("그럼 20일 목요일로 가요", "what about Saturday June 6?"):
    # it is about what the talk it answers is about, the slot of a value it sets
    implicit = bool(told) and not (_put_subject(plain) - kept)
    leading = [s for s in state.recent if s.seq < new.evidence[0]][-2:]  # the lines before
    last = max((seq for seq, same, _ in before if not same), default=None)
    # what the new one says of the old plans, read once: the loop reads every current one
    aside = set_aside_values(text, new.date)
    text_terms = set(terms_in(text))
    negated = _negated(text)
    texts = texts_by_seq(state)
    best: tuple[tuple[bool, bool, int, bool], int] | None = None
    # taken back by the very line that put this one forward ("i'd rather pay them and
    # skip our sunday clean"): replaced by it, now that it stands
    taken_back = next(
        (
            i
            for i in _with_status(state.decisions, at, "dropped")
            if state.decisions[i].changed_at[-1:] == new.evidence[:1]
        ),
        None,
    )
    if taken_back is not None:
        best = ((True, True, 1 << 20, True), taken_back)
    watched = linker.reads_cues and taken_back is None
    weighed: list[Weighed] = []
    live = list(_live(state.decisions, at)) if taken_back is None else []
    for place, old_at in enumerate(live):
        rank = len(live) - 1 - place  # 0: the newest current plan
        old = state.decisions[old_at]
        old_text = texts.get(old.evidence[0], "") or body(old.text)
        named_subject = subject_of(old_text)
        about = subject & named_subject  # the new one's subject names no member
        kinds = [k for k in new.values if k in old.values]
        # another topic's plan is this one only when both name the same subject
        tied = (old.thread_id == new.thread_id or bool(about)) and bool(about or kinds or changes)
        if not tied and not watched:
            continue  # no subject, no kind of value and no words of change tie them
        old_subject = named_subject - people
        # each names what it is about, and not the same thing: another plan, however
        # alike their values (a workshop's place is no change of the dinner's)
        apart = bool(subject and old_subject and not about)
        old_values = old.all_values()
        # the talk just before it: of its own sitting, or the old plan's own lines when
        # it was what an earlier sitting ended on (changed days after it was settled)
        near = {
            w
            for seq, same, words in before
            if same or (last in old.evidence and seq in old.evidence)
            for w in words
        }
        named_words = (near | new_terms) & (old_values | set(old.terms))
        named = len(named_words)
        recount = recounts(text, old_text)
        # one word in common among many each is about, and none of the old plan's
        # values named with the new one: a word shared by chance ("van insurance" in a
        # budget, "Kwik Van have a Vivaro"), unless it is what one of them is about
        # what the old one names only to tell when is not what it is about
        marks_old = bool(acted_on & old_subject) and bool(
            acted_on & (old_subject - _passing(old_text))
        )
        # all it shares with the old one named only to tell when ("휴재 주에 회식",
        # "a pub quiz after the lunch"): a plan of its own, beside it
        if about and about <= passing and not marks_old:
            about = frozenset()
            apart = bool(subject - passing)
        if (
            len(about) == 1
            and not marks_old
            and min(len(subject), len(old_subject)) > 2
            and not recount
            and not named_words & old_values
            and not any(overlap(vs, old.values.get(k, ())) for k, vs in told.items())
        ):
            about = frozenset()
        shared = len(about)
        clashing = [
            k
            for k in kinds
            if not (covers(new.values[k], old.values[k]) and covers(old.values[k], new.values[k]))
        ]
        # or a number of the same thing changed ("렌터카 두 대" then "차는 한 대만")
        clash = bool(clashing) or (recount and bool(about))
        # the talk just before names the old value of the kind that now changes ("the
        # 5K is on the 26th" before "Sunday the 27th instead"): that plan, not another
        # of the same kind
        named_value = any(overlap(old.values[k], list(near)) for k in clashing)
        # another value of a kind keeping one of the old of that kind ("$3 for all",
        # then "$4 for tomatoes, $3 the rest"): the same subject, changed; a value
        # of one kind kept beside another of another kind is two plans alike, and one
        # naming only values the old holds ("carpool on Saturday the 30th" after "the
        # trip is Sat 30 to Mon 1") is a plan of its own on them, not a change
        shared += any(
            overlap(
                [v for v in new.values[k] if not v.startswith("wd:")],
                [v for v in old.values[k] if not v.startswith("wd:")],  # any Friday is none
            )
            and not covers(new.values[k], old.values[k])
            for k in kinds
        )
        # the old value named in the new proposal's own words ("토요일 말고"), or
        # what the old plan is about set aside ("기차 말고 렌터카", "instead of Figma")
        said_old = (
            bool(text_terms & old_values)
            or any(overlap(vs, old.values.get(k, ())) for k, vs in told.items())
            or bool(negated & (set(old.terms) | old_values))
            or any(overlap(vs, old.values.get(k, ())) for k, vs in aside.items())
        )
        # or, with words of change and another value of a kind, the talk just before
        # it naming the old plan (its words or values)
        # or a line just before, not one of its own, names the old plan's subject and
        # the value that now changes ("ok rehearsal days, since Kemi can't do Tuesdays
        # anymore", then "Mondays work for everyone?")
        recalled = any(
            overlap(old.values[k], values_in(line.text, line.at).get(k, []))
            and bool(old_subject & set(terms_in(line.text)))
            for line in leading
            if line.seq not in old.evidence
            for k in clashing
        )
        # or a line just before it says the old plan cannot be ("20명이면 달빛 안
        # 되는데", "the Transit is gone for those dates"), and a value it set changes
        doubted = (
            bool(clashing)
            and named >= 2
            and any(
                stance(line.text) == "object"
                and bool(set(terms_in(line.text)) & _words_of(state, old))
                for line in leading
                if line.seq not in old.evidence
            )
        )
        # a plan put in values alone, a value of a kind the old one set that the old does
        # not hold, naming the old plan's value in its talk ("Then what about Saturday
        # June 6?" after June 13 was put): the same slot, changed, whatever else its line
        # names; one naming only values the old holds ("5월 16일 첫날 아침 7시에 모이자" in
        # a trip of the 16th to the 18th) is a plan of its own on them
        # or, naming none of the old values, another date, time or amount than the old
        # one's while the talk just before names the old plan ("Saturday 6th is fine for
        # me" once the swim of the 30th is talked of again, "우리 건 그냥 29일 토요일에 하자")
        fixed = named > 0 and any(
            _fixed(new.values[k]) and _fixed(old.values[k]) for k in clashing if k in _FIXED
        )
        # a day inside the old plan's run of days adds to it (a tour's extra show)
        if fixed and "day" in clashing and _within(new.values["day"], old.values["day"]):
            fixed = False
        slot = (
            implicit
            and (said_old or fixed)
            and any(not covers(new.values[k], old.values[k]) for k in clashing)
        )
        if slot:
            apart = False
        # another value on a shared subject, with no word of change and the old value not
        # named: the same plan changed when their talk is of the same things, not two plans
        # of one subject ("the 5K" and "the 5K's after-party"); the old plan's words read
        # only where they decide (or are cues): a long chat holds thousands of current plans
        worded = watched or bool(shared and clash and not changes and not said_old)
        old_words = set(terms_in(old_text)) if worded else set()
        close = said_old or (worded and _jaccard(text_terms, old_words) >= SAME_TALK)
        taken = (
            tied
            and not beside
            and bool(
                slot
                or (shared and (changes or (clash and close)))
                or (changes and (said_old or (clash and named)))
                or recalled
                or doubted
            )
        )
        if watched:
            link_cues = [
                float(taken),
                float(tied),
                float(min(shared, 3)),
                float(apart),
                float(min(len(kinds), 3)),
                float(min(len(clashing), 3)),
                float(recount),
                float(bool(changes)),
                float(said_old),
                float(recalled),
                float(doubted),
                math.log1p(named),
                float(named_value),
                float(old.thread_id == new.thread_id),
                math.log1p(_days_apart(old.date, new.date)),
                math.log1p(rank),
                float(new.proposer == old.proposer or new.proposer in old.agreed_by),
                _jaccard(set(new.agreed_by) | {new.proposer}, set(old.agreed_by) | {old.proposer}),
                _jaccard(text_terms, old_words),
                float(bool(subject & old_words)),
                float(any(stance(line.text) == "object" for line in leading)),
            ]
            weighed.append((old_at, taken, link_cues))
        if not taken:
            continue
        # one on the same subject before any the talk around it merely names
        # and of those, one whose subject its words mark as what they act on
        # and, alike so far, one its proposer put forward or went along with: the plan
        # they are changing, before a newer one of others'
        took_part = new.proposer == old.proposer or new.proposer in old.agreed_by
        score = (
            not apart,
            marks_old,
            shared * 2 + named + (2 if clash else 0) + 2 * named_value,
            took_part,
        )
        if best is None or score >= best[0]:
            best = (score, old_at)
    chosen = None if best is None else best[1]
    if watched:
        chosen = linker.choose(state, at, weighed, chosen)
    if chosen is not None:
        old = state.decisions[chosen]
        if _amends(state, old, new, said):
            _absorb(state, chosen, at)
            return
        old.status = "superseded"
        old.successor = at
        if old.changed_at[-1:] != new.evidence[:1]:
            old.changed_at.append(new.evidence[0])


# what a line says stays as it was ("same hours", "same court", "same price"): the plan
# it changes holds it, it is not what the line is about
_KEPT = re.compile(r"\bsame\s+([a-z][\w'-]*)", re.IGNORECASE)
# "X로 가요", "X로 갈까요", "X로 가죠": going with X, no word of what a plan is about
_GO_WITH = re.compile(r"(?<=로)\s?(?:가요|갈까요?|가죠)(?![가-힣])")


def _kept(text: str) -> set[str]:
    """The words ``text`` names as kept as they were ("same hours": hour)."""
    return {t for m in _KEPT.finditer(text) for t in terms_in(m.group(1))}


def _asks_or_tells(text: str) -> bool:
    """Each sentence of a line naming a value (else the line) only asks ("그럼 저 3시까지
    가면 돼요?"), promises, tells others to do something or reports ("40 signed up x $10
    already $400", "예약 완료 20일 7시"): taken up, it settles a detail or news of a plan
    and puts none in the place of another. A value offered as a question ("Saturday May
    16 then?") puts one forward."""
    for part in [part for part in sentences(text) if slots(part)] or [text]:
        acts = read(part)
        if acts.proposes or acts.changes or acts.decided or acts.suggests or offers_value(part):
            return False
        if not (
            acts.asks
            or acts.promises
            or acts.reports_past
            or acts.says_done
            or acts.instructs
            or acts.asks_to_take
        ):
            return False
    return True


_FIXED = ("day", "time", "amount")  # kinds whose values name one slot's setting


def _fixed(values: list[str]) -> bool:
    """Some of ``values`` is one date, time or amount, not a weekday any week falls on."""
    return any(not v.startswith("wd:") for v in values)


def _within(days: list[str], run: list[str]) -> bool:
    """Every date of ``days`` falls between the first and the last of ``run`` (a trip, a
    tour of several days): it adds to that plan, it moves nothing."""
    dates = sorted(v for v in run if not v.startswith("wd:"))
    mine = [v for v in days if not v.startswith("wd:")]
    return len(dates) > 1 and bool(mine) and all(dates[0] <= v <= dates[-1] for v in mine)


def _folded(state: State, at: int, text: str, said: Said | None) -> bool:
    """A newly accepted decision that is one already accepted a few people's lines before,
    put again ("토요일 7시 확정했어요" and a "굿" after "토요일 7시로 하자" was taken up, the
    next morning too; "the blue one it is then" after the blue one was agreed): one
    negotiation is one decision, so its lines, who went along and the values it adds join
    the earlier one, and it is shown no more. Not one that speaks of change, sets
    something aside or is put beside the others ("also …", "아 그리고 …"), nor one
    setting another value of a kind the earlier one set, or one of another subject
    (those replace it, or are plans of their own)."""
    new = state.decisions[at]
    if new.bot or read(text).changes or _negated(text):
        return False
    first = new.evidence[0]
    if ADDS.match(text_of(state, first) or body(new.text)):
        return False  # "also, …": put beside it
    when = said.at if said is not None and said.seq == first else time_of(state, first)
    # a plan whose last line has more than FOLD_REACH people's lines after it before the
    # new one's is out of reach: those lines' seqs, in order, name the last seq still in
    # reach once for every current plan (a long history holds thousands, and each read
    # the recent talk again)
    people = sorted(s.seq for s in state.recent if s.seq < first and not s.is_bot)
    reach = people[-FOLD_REACH - 1] if len(people) > FOLD_REACH else None
    for old_at in _live(state.decisions, len(state.decisions)):
        old = state.decisions[old_at]
        if old_at == at or old.bot or old.thread_id != new.thread_id:
            continue
        last = old.evidence[-1]
        if first > last and (
            (reach is not None and last < reach)
            or seconds_between(time_of(state, last), when) > FOLD_SECONDS
        ):
            continue
        if not _same_plan(new, old):
            continue
        _fold(old, new)
        return True
    return False


def _fold(old: Decision, new: Decision) -> None:
    """``new`` joins ``old`` as one decision: its lines, who went along and its values,
    and it is shown no more."""
    for seq in new.evidence:
        if seq not in old.evidence:
            add_evidence(old, seq)
    old.message_ids = list(dict.fromkeys([*old.message_ids, *new.message_ids]))
    old.agreed_by = list(dict.fromkeys([*old.agreed_by, *new.agreed_by]))
    old.objected_by = list(dict.fromkeys([*old.objected_by, *new.objected_by]))
    for kind, vs in new.values.items():
        old.values[kind] = list(dict.fromkeys([*old.values.get(kind, []), *vs]))
    old.marks = [*old.marks, *(m for m in new.marks if m not in old.marks)]
    for name, seq in new.joined.items():
        old.joined.setdefault(name, seq)
    for name, seq in new.heard_yes.items():
        old.heard_yes.setdefault(name, seq)
    new.accepted, new.closed = False, True


def _absorb(state: State, old_at: int, at: int) -> None:
    """The plan at ``at``, which moved the one at ``old_at`` in the talk that put it, is
    the decision: in its own words and with who went along with it, holding the moved
    plan's lines and the values of kinds it left as they were; the moved one is shown no
    more, and what it replaced or carried is the new one's."""
    old, new = state.decisions[old_at], state.decisions[at]
    first, rest = new.evidence[0], sorted({*old.evidence, *new.evidence[1:]} - {new.evidence[0]})
    new.evidence = [first]
    for seq in rest:
        add_evidence(new, seq)
    new.message_ids = list(dict.fromkeys([*new.message_ids, *old.message_ids]))
    for kind, vs in old.values.items():
        new.values.setdefault(kind, list(vs))
    old.accepted, old.closed = False, True
    for d in state.decisions:
        if d.successor == old_at:
            d.successor = at
    for todo in (*state.todos, *state.closed):
        if todo.decision == old_at:
            todo.decision = at


# a plan changed within the talk that just put it: people's lines after its last line
# before the change, and the time since it was put ("10 October then?", a yes, then
# "camp ends 4, back in ktm by 9 … that works"; "6시 반 집결" then "7시 40분까지만 있다 가도
# 돼"): the group still settling one plan, not a plan and its successor
AMEND_REACH = 3
AMEND_SECONDS = 3600


def _amends(state: State, old: Decision, new: Decision, said: Said | None) -> bool:
    """``new`` changes ``old`` in the talk that put ``old`` a few lines before: one
    decision, settled in that talk (``said``: the message being read, not yet in the
    recent talk)."""
    if new.bot or old.bot or old.thread_id != new.thread_id or old.changed_at:
        return False
    first = new.evidence[0]
    before = [seq for seq in old.evidence if seq < first]
    put = next((s.at for s in state.recent if s.seq == old.evidence[0]), None)
    if not before or put is None:
        return False  # put before the recent talk: long settled
    if ADDS.match(text_of(state, old.evidence[0]) or body(old.text)):
        return False  # put beside another ("아 그리고 …"): a plan of its own thing
    when = said.at if said is not None and said.seq == first else time_of(state, first)
    if seconds_between(put, when) > AMEND_SECONDS:
        return False
    between = sum(1 for s in state.recent if before[-1] < s.seq < first and not s.is_bot)
    return between <= AMEND_REACH


def _same_plan(new: Decision, old: Decision) -> bool:
    """Two decisions that set the same thing: every kind of value both set is the one of
    them the other holds, and they share a value (the new one naming no words, or one of
    the earlier one's) or, naming no value in common, the new one's words are all the
    earlier one's."""
    kinds = [k for k in new.values if k in old.values]
    if not all(
        covers(new.values[k], old.values[k]) or covers(old.values[k], new.values[k]) for k in kinds
    ):
        return False
    mine = {t.casefold() for t in new.terms}
    theirs = {t.casefold() for t in old.terms} | {t.casefold() for t in old.echoed}
    # a value in common (any Friday is none), and no words of its own or one of the
    # earlier one's: two plans of one day are two plans
    if any(
        overlap(
            [v for v in new.values[k] if not v.startswith("wd:")],
            [v for v in old.values[k] if not v.startswith("wd:")],
        )
        for k in kinds
    ):
        return not mine or bool(mine & theirs)
    return bool(mine) and mine <= theirs


def _acted_on(text: str) -> set[str]:
    """The words ``text`` marks as what it speaks of or acts on: Korean topic and object
    particles, an English verb of moving and its object, "X is now", a fronted "For X,"."""
    words = marked(text)
    words += [g for m in _ACTED_ON.finditer(text) for g in m.groups() if g]
    return set(terms_in(" ".join(words)))


def _passing(text: str) -> set[str]:
    """The words ``text`` names only to tell when: another plan's, by which its own is
    timed ("휴재 주에", "after the lunch")."""
    words = in_passing(text) + [m.group(1) for m in _WHEN_OF.finditer(text)]
    return set(terms_in(" ".join(words)))


def _put_subject(text: str) -> frozenset[str]:
    """What the sentences of ``text`` that put a plan forward are about (the reasons said
    beside them name other things: "그럼 20일로 가요. 다른 날은 학교 행사랑 겹치고")."""
    putting = [
        part
        for part in sentences(text)
        if (acts := read(part)).proposes or acts.changes or acts.suggests or acts.decided
    ]
    return subject_of(" ".join(putting)) if putting else subject_of(text)


def _talk_before(state: State, d: Decision, said: Said | None) -> list[tuple[int, bool, set[str]]]:
    """The terms and values of each line of the talk just before decision ``d`` was put:
    its seq, whether it was said in the same sitting (a line hours before is another
    talk's) and its words, while the recent talk still holds them; else what was noted
    then (``said``: the message being read)."""
    lines = [*state.recent, *([said] if said is not None else [])]
    first = next((s for s in lines if s.seq == d.evidence[0]), None)
    if first is None:
        return [(0, True, set(d.context))]
    return [
        (
            s.seq,
            seconds_between(s.at, first.at) <= REACH_SECONDS,
            set(terms_in(s.text)) | {v for vs in values_in(s.text, s.at).values() for v in vs},
        )
        for s in [s for s in state.recent if s.seq < first.seq][-CONTEXT:]
    ]


def changes_later(
    state: State, at: int, said: Said, *, linker: Linker, valued: bool = False
) -> None:
    """A restatement of accepted decision ``at`` that says what it changes ("ㅇㅋ 기차
    말고 렌터카로 간다", "so Sunday instead") or gives the values it changes to
    (``valued``) pairs it with the plan it replaces, when its acceptance did not:
    what it replaces is often said only once it stands."""
    d = state.decisions[at]
    if d.status != "current" or at in map(_SUCCESSOR, state.decisions):
        return
    # a change put forward with no value ("한 주 밀자") given its values later
    moved = valued and any(read(text_of(state, seq)).changes for seq in d.evidence)
    if moved or read(said.text).changes or _negated(said.text):
        replaces(state, at, said, linker=linker)


def drop(state: State, said: Said, acts: Acts, terms: list[str]) -> bool | None:
    """Take back the current decision on the subject ``said`` names; True when one was
    (a decision made just before on the subject replaces it rather: False), None when
    it names what it takes back and no plan holds it."""
    if acts.assents and _joins_drop(state, said):
        return True  # "yeah, let's not…" right after another member's drop
    found = None
    # what the sentence that takes something back names ("클래스는 접자. 각인만으로도
    # 충분해": the class, not the engraving it keeps)
    clauses = _dropping_clauses(said.text)
    named = {t for part in clauses for t in terms_in(cues.drop().sub(_unsaid, part))}
    if not named and _answers_an_offer(state, said):
        # "no need" to another member's offer ("I can bring my cousin's sound system!!",
        # "they deliver free within the GTA, no need"): it turns the offer down, no plan
        drop_todos(state, said, terms)
        return None
    # a reply to one of a current decision's own messages takes that one back ("Leeds
    # is off" in reply to the offer of the Leeds show), whatever words it uses
    if said.reply_to is not None:
        found = next(
            (
                at
                for at, d in enumerate(state.decisions)
                if d.accepted and d.status == "current" and said.reply_to in d.message_ids
            ),
            None,
        )
    # a member named beside it ("영상은 접자 민지 고생만 하겠다") is no plan's subject
    people = {t for m in state.members for t in terms_in(m)}
    # a drop right after another member's proposal, not taken up yet ("could we do a
    # thursday preview instead?" then "Thursday is tech. Not happening."), turns that
    # down unless it names a plan: its other words are the proposal's subject
    asked = _asked_just_before(state, said)
    if asked is None:
        # else the words of its sentences that take back, not those of one said beside
        # ("then let's let it go. The raffle will have to carry us": not the raffle)
        named = named or {
            t for part in sentences(said.text) if read(part).drops for t in terms_in(part)
        }
        named = named or (set() if clauses else set(terms))
    named -= people
    # what it takes back, by its place: the topic it marks ("총각파티는 패스하자"), the
    # first word after an English drop ("forget the tiller this year": the tiller)
    taken = {t for part in clauses for t in _dropped_object(part)} - people

    def own(d: Decision) -> set[str]:
        return set(d.terms) & taken

    def echoed(d: Decision) -> set[str]:  # "막걸리 한잔 해야지요", "좋아요!! 쫑파티 ㄱㄱ"
        return set(d.echoed) & taken

    def about(d: Decision) -> set[str]:
        return _about(d) & taken

    def put_in(d: Decision) -> set[str]:  # "총각파티는 해야지", then "가평 펜션 어때"
        return set(d.lead) & taken

    def taken_up(d: Decision) -> set[str]:  # "후드티 있으면 좋겠어요!", then "오 괜찮다 … 하자"
        # a plan stated by the yes that took it up, naming nothing of its own, is about
        # the talk that yes answered
        own = {t for t in d.terms if t not in people and filler_tag(t) not in fillers()}
        if d.values or len(own) > 1 or not read(body(d.text)).assents:
            return set()
        return set(d.context) & taken

    # "축제는 접자" of "가을축제", "stream" of "livestream"; of a plan that points back at
    # the talk it took up ("오 그거 우리도 하자" after the 낚시조끼), that talk's words too
    def headed(d: Decision) -> set[str]:
        return {t for t in taken if any(_heads(term, t) for term in _about(d))}

    def any_word(d: Decision) -> set[str]:  # not a filler ("then no broadcast this year")
        return {t for t in _about(d) & named if filler_tag(t) not in fillers()}

    # a plan named in its own words before one the talk around it merely names; of those
    # named alike, the one it names by the most words ("QR 설문 건은 빼요": the survey, not
    # a newer plan naming the survey once), else the newest; a plan whose word the drop
    # names by its head ("축제는 접자" of the "가을축제") before one sharing any other word
    live = list(_live(state.decisions, len(state.decisions)))[::-1]  # newest first
    for words in (own, echoed, about, put_in, taken_up, headed, any_word):
        if found is not None:
            break
        most = 0
        for at in live:
            d = state.decisions[at]
            count = len(words(d))
            if count <= most or _settling(state, d, said):
                continue  # still being settled: this talks of what it replaced
            found, most = at, count
    if found is None and asked is None:
        # what the line put first, before its drop ("Had a rethink on the stamp cards.
        # … Let's not", "놀이터 재개장 행사 말입니다. … 이번엔 행사 없이 그냥 엽시다")
        found = _named_before_the_drop(state, said, live, people)
    if found is None and asked is None and not taken:
        found = _named_by_answered(state, said, live, people)
    if found is None and asked is not None:
        # it turns down what was just asked, and what else was put before it and
        # left open ("could we add a Sunday matinee?", then "a thursday preview instead?")
        _close_asked(state)
        drop_todos(state, said, terms)
        return True
    if found is None:
        drop_todos(state, said, terms)
        # what the talk just had as its subject taken back, and no plan of it here:
        # None. Else it may put forward what it leaves out ("가벽을 빼는 걸로",
        # "의자는 두 개 빼는 걸로 하자" of chairs nobody spoke of)
        talked = {t for s in state.recent[-CONTEXT:] for t in terms_in(s.text)}
        return None if taken & talked else False
    d = state.decisions[found]
    later = [
        at
        for at in range(found + 1, len(state.decisions))
        if state.decisions[at].accepted
        and state.decisions[at].status == "current"
        and _said_within_reach(state, state.decisions[at].evidence[0], said)
        and _talked_of_in_its_sitting(state, state.decisions[at].evidence[0]) & set(d.terms)
    ]
    if later:
        d.status = "superseded"
        d.successor = later[-1]
    else:
        d.status = "dropped"
    d.changed_at.append(said.seq)
    # what was being asked of it just before, not taken up yet ("could we do another
    # night?" before "let's call the dinner off"), goes with it
    _close_asked(state, d.evidence[-1])
    if d.status == "dropped":
        for todo in state.todos:
            if (
                (todo.status == "open" or done_unsaid(state, todo))
                and todo.decision == found
                and _taken_for(todo, d)
            ):
                mine = todo.owner == said.sender and done_with_cancelling(said, acts, todo)
                todo.status = "done" if mine else "dropped"
                todo.closed_by.append(said.seq)
    drop_todos(state, said, terms)
    return d.status == "dropped"


def _heads(term: str, word: str) -> bool:
    """``word`` is the head of the compound ``term``, the plan's own word for the thing a
    drop names shorter ("축제는 접자" of "가을축제", "let's not stream it" of "livestream"),
    or ``term`` is ``word`` in the Korean plural ("가수들")."""
    if term == word:
        return False
    if re.search("[가-힣]", word):
        return len(word) >= 2 and (term.endswith(word) or term == f"{word}들")
    return len(word) >= 4 and term.endswith(word)


def _taken_for(todo: Todo, d: Decision) -> bool:
    """``todo`` was taken on for plan ``d``, so it goes when ``d`` is dropped: it names the
    plan, or it was promised while the plan was being settled. A task promised later in
    the talk, of something the plan does not name ("Forget the iPad" dropping a grab rail
    promised after it, the drinks dropped taking a poster handed over since), is not."""
    return bool(set(todo.terms) & {*d.terms, *d.all_values()}) or (
        todo.evidence[0] - d.evidence[-1] <= _SETTLING_REACH
    )


def _named_before_the_drop(
    state: State, said: Said, live: list[int], people: set[str]
) -> int | None:
    """The current plan a line puts as its topic before taking it back, by the first word
    that names one ("Had a rethink on the stamp cards. The printer quoted … Let's not",
    "놀이터 재개장 행사 말입니다. … 이번엔 행사 없이 그냥 엽시다"): what the drop's own words
    name may be no plan's word ("행사"), the topic it opened with is."""
    words = [
        w
        for m in _TOPIC_PUT.finditer(said.text)
        for g in m.groups()
        if g
        for w in terms_in(g)
        if w not in people
    ]
    for word in words:
        for at in live:
            d = state.decisions[at]
            if word in _about(d) and not _settling(state, d, said):
                return at
    return None


def _another_s_answered(state: State, said: Said) -> Said | None:
    """The line ``said`` answers (its reply target, else the line just before) when
    another member said it, in the same sitting."""
    line = answered(state, said)
    if (
        line is None
        or line.is_bot
        or line.sender == said.sender
        or seconds_between(line.at, said.at) > REACH_SECONDS
    ):
        return None
    return line


def _answers_an_offer(state: State, said: Said) -> bool:
    """``said`` answers another member's offer to see to something themselves, said in
    the same sitting ("I can drive out with my van to pick it up", "제가 풍선 사갈까요?"):
    a drop naming nothing else turns that offer down, not a plan."""
    line = _another_s_answered(state, said)
    if line is None:
        return False
    acts = read(line.text)
    offered = acts.offers or acts.offer_if or acts.promises or bool(_I_CAN.search(line.text))
    return acts.first_person and offered and not acts.proposes


def _named_by_answered(state: State, said: Said, live: list[int], people: set[str]) -> int | None:
    """The current plan a drop naming nothing but the dropping takes back ("ya agreed,
    drop it", "그럼 없던 걸로 하죠"): the one the line it answers names (its reply
    target, else the line just before; another member's, said in the same sitting). The
    news that ends a plan names it ("the reel won't happen with exams"); the drop going
    along with it need not."""
    line = _another_s_answered(state, said)
    if line is None:
        return None
    words = [w for w in terms_in(line.text) if w not in people]
    # by the first word that names one: a line puts what it is about first ("the reel
    # won't happen with exams and practice")
    for word in words:
        for at in live:
            d = state.decisions[at]
            if d.evidence[0] < line.seq and word in d.terms and not _settling(state, d, said):
                return at
    return None


def _settling(state: State, d: Decision, said: Said) -> bool:
    """Decision ``d`` is still being settled as ``said`` is read (few people's lines since
    its last message, in the same sitting): what is taken back now is what it replaced."""
    return (
        people_since(state, d.evidence[-1]) <= CONFIRM_REACH // 2
        and seconds_between(time_of(state, d.evidence[-1]), said.at) <= REACH_SECONDS
    )


def _unsaid(cue: re.Match[str]) -> str:
    """A drop's words, without those of one said of something ("not happening"): they
    name nothing it takes back."""
    return " " if _SAID_OF.match(cue.group()) else cue.group()


def _close_asked(state: State, after: int | None = None) -> None:
    """Close the proposals put after message ``after`` (any, when None) and not taken
    up, within ``DECLINE_REACH`` people's lines of now."""
    # a message is within the reach when fewer people's lines than it allows follow it:
    # when it is no older than the one that many lines back (read once, not per plan)
    people = [s.seq for s in state.recent if not s.is_bot]
    since = people[-DECLINE_REACH - 1] if len(people) > DECLINE_REACH else None
    for other in state.decisions:
        if (
            not other.accepted
            and not other.closed
            and (after is None or other.evidence[0] > after)
            and (since is None or other.evidence[0] >= since)
        ):
            other.closed = True


def _live(decisions: list[Decision], stop: int) -> Iterator[int]:
    """The positions before ``stop`` of the accepted decisions still current, oldest
    first. Found in C: a long chat holds thousands of decisions replaced long ago, and
    every new decision and every drop would walk past each of them in Python."""
    return itertools.compress(
        range(stop), map(_CURRENT.__eq__, map(_LIVE, itertools.islice(decisions, stop)))
    )


def _with_status(decisions: list[Decision], stop: int, status: DecisionStatus) -> Iterator[int]:
    """The positions before ``stop`` of the decisions with ``status``, oldest first."""
    return itertools.compress(
        range(stop), map(status.__eq__, map(_STATUS, itertools.islice(decisions, stop)))
    )


def _talked_of_in_its_sitting(state: State, seq: int) -> set[str]:
    """The words of the talk just before message ``seq`` in its own sitting: what a plan
    put there was put instead of. A line days before ("let's do a potluck") is the talk of
    another sitting, not what the new plan ("dinner at Nando's Friday?") replaces."""
    first = next((s for s in state.recent if s.seq == seq), None)
    if first is None:
        return set()
    before = [s for s in state.recent if s.seq < seq][-CONTEXT:]
    return {
        t
        for s in before
        if seconds_between(s.at, first.at) <= REACH_SECONDS
        for t in terms_in(s.text)
    }


def _said_within_reach(state: State, seq: int, said: Said) -> bool:
    """Message ``seq`` is still in the recent talk, said in the sitting of ``said``."""
    return any(
        s.seq == seq and seconds_between(s.at, said.at) <= REACH_SECONDS for s in state.recent
    )


def _asked_just_before(state: State, said: Said) -> Decision | None:
    """The proposal another member put just before ``said`` (within ``DECLINE_REACH``
    people's lines), still open: what a drop said right after it answers."""
    d = state.decisions[-1] if state.decisions else None
    if (
        d is None
        or d.accepted
        or d.closed
        or d.bot
        or d.proposer == said.sender
        or people_since(state, d.evidence[-1]) > DECLINE_REACH
    ):
        return None
    return d


def _joins_drop(state: State, said: Said) -> bool:
    """``said`` takes nothing back itself but goes along with another member's drop
    just made ("yeah, let's not plan around him" after "Leeds is off"): it is that
    drop's word too, not a plan of its own."""
    dropped = [d for d in state.decisions if d.status == "dropped" and d.changed_at]
    if not dropped:
        return False
    d = max(dropped, key=lambda d: d.changed_at[-1])  # the drop made last
    last = d.changed_at[-1]
    dropper = next((s for s in state.recent if s.seq == last), None)
    if dropper is None or dropper.sender == said.sender:
        return False
    if people_since(state, last) > DECLINE_REACH:
        return False
    if seconds_between(dropper.at, said.at) > REACH_SECONDS:
        return False
    d.changed_at.append(said.seq)
    return True


def moves_value(state: State, values: dict[str, list[str]]) -> dict[str, list[str]]:
    """The value a line moves a plan from: it names a current decision's value of a
    kind and one other value of that kind (not a tally of many). Empty when none."""
    # days and times are named for many reasons at once; a kind naming two values, the
    # one it was and the one to be: a line naming none such (most lines) reads no plan
    pairs = [
        (kind, found)
        for kind, found in values.items()
        if kind not in ("day", "time") and len(found) == 2
    ]
    if not pairs:
        return {}
    for d in state.decisions:
        if not d.accepted or d.status != "current":
            continue
        for kind, found in pairs:
            kept = [v for v in found if overlap([v], d.values.get(kind, ()))]
            if len(kept) == 1:
                return {kind: kept}
    return {}


def _negated(text: str) -> set[str]:
    """The words a line sets aside for another ("기차 말고": 기차; "instead of Figma")."""
    return {t for m in _SET_ASIDE.finditer(text) for g in m.groups() if g for t in terms_in(g)}


def set_aside_values(text: str, said_at: str) -> dict[str, list[str]]:
    """The values a line sets aside for another ("이만원 회비 대신 …": that amount):
    the old plan's, not the new one's."""
    out: dict[str, list[str]] = {}
    for m in _SET_ASIDE.finditer(text):
        for g in m.groups():
            for kind, found in values_in(g or "", said_at).items():
                out.setdefault(kind, []).extend(v for v in found if v not in out.get(kind, []))
    return out


def _words_of(state: State, d: Decision) -> set[str]:
    """What a plan is about and sets, with the words of its messages still in the talk."""
    words = set(d.terms) | d.all_values()
    for seq in d.evidence:
        words |= set(terms_in(text_of(state, seq)))
    return words


def drop_promised(text: str) -> bool:
    """Every Korean promise of ``text`` is the verb its drop is said with ("시식회는 안 하는
    걸로 할게요", "없던 걸로 할게요"): the speaker settles that it is off, and takes on no
    task. A promise of its own beside the drop ("…안 하기로 해요. 사진은 내가 찍을게") stays one."""
    spans = promise_spans(text)
    ends = [m.end() for m in cues.drop().finditer(text)]
    return bool(spans and ends) and all(
        any(not text[end:start].strip() for end in ends if end <= start) for start, _ in spans
    )


def puts_instead(text: str) -> bool:
    """Besides what it takes back, the line puts something else forward ("i'd rather just
    pay them and skip our sunday clean", "방탈출은 빼고 볼링 치러 가자")."""
    rest = beside_drops(text)
    return bool(rest.strip()) and read(rest).proposes


def beside_drops(text: str) -> str:
    """``text`` without its clauses that take something back: what it says beside them."""
    rest = text
    for clause in _dropping_clauses(text):
        rest = rest.replace(clause, " ")
    return rest


def _dropped_object(clause: str) -> list[str]:
    """The words a dropping clause names as what it takes back: its topic ("총각파티는
    패스하자"), else the first content word from its drop on ("call the dinner off",
    "skip our sunday clean", "forget the tiller this year")."""
    marked = topic_terms(clause)
    if marked:
        return marked
    cue = cues.drop().search(clause)
    if cue is None or not re.search(r"[A-Za-z]", cue.group()):
        return []
    before = terms_in(clause[: cue.start()])[-1:]
    if _SAID_OF.match(cue.group()):
        # said of what comes before it ("the picnic is off", "take Corvus off the
        # table", "Not happening." naming nothing): its own words name nothing
        return before
    # past the drop's verb: nothing when it ends the clause ("Boatshed cancelled"), and
    # what it takes back is what comes before it
    past = clause[cue.start() :].split(maxsplit=1)[1:]
    after = terms_in(past[0]) if past else []
    return after[:1] or before


def _dropping_clauses(text: str) -> list[str]:
    """The clauses of ``text`` that take something back: the words a drop names are
    theirs, not those of what the same sentence keeps or does beside it."""
    out: list[str] = []
    for part in sentences(text):
        if not read(part).drops:
            continue
        clauses = [c for c in _CLAUSES.split(part) if c.strip()]
        out += [c for c in clauses if read(c).drops] or [part]
    return out


def _about(d: Decision) -> set[str]:
    """The words a decision is about; one that points back at what it takes up ("I say
    buy it", "그걸로 하자") is also about the talk just before it."""
    words = set(d.terms)
    if _POINTS_BACK.search(body(d.text)):
        words |= set(d.context)
    return words


def _days_apart(a: str, b: str) -> int:
    """Days between two ISO dates (0 when one is unreadable)."""
    try:
        return abs((date.fromisoformat(b[:10]) - date.fromisoformat(a[:10])).days)
    except ValueError:
        return 0


def _jaccard(a: set[str], b: set[str]) -> float:
    """The share of what two sets hold that both hold."""
    return len(a & b) / len(a | b) if a | b else 0.0
