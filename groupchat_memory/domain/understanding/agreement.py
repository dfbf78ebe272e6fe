"""Who takes a proposal up and who pushes back on it.

A *decision* is a proposal that another member takes up: a short assent ("ㅇㅋ", "콜",
"+1", "sgtm", 👍 as a reaction), or a longer agreeing reply (a part taken in it, its
values said again, what it left open filled in). A yes answers the plan it replies to,
else the newest one of another member still within reach (``REACH`` people's messages,
``REACH_SECONDS``), not a promise, a request or a question just put. Objections before
it stands are kept (``objected_by``); someone who objects and then goes along is in both
lists. A proposal put off ("끝나고 생각하자") is closed, and a persona's suggestion no
person adopts stays no decision.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from groupchat_memory.domain.summaries.reactions import reaction_emojis, reaction_stance
from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.stance import keeps_time_free, stance, takes_part
from groupchat_memory.domain.understanding.acts import (
    Acts,
    argues_for,
    before_contrast,
    holds_back,
    laughing,
    laughs_first,
    praises_it,
    read,
    sentences,
    sets_the_scene,
    topics,
    yes_first,
)
from groupchat_memory.domain.understanding.changes import (
    Linker,
    changes_later,
    puts_instead,
    replaces,
)
from groupchat_memory.domain.understanding.proposals import (
    WRAP_UP,
    more_values,
    offers_choice,
    pushed_back_before,
)
from groupchat_memory.domain.understanding.state import (
    LATEST_PLANS,
    REACH_SECONDS,
    TAKES_IT_SHORT,
    YES_ONLY,
    Decision,
    Mark,
    Said,
    State,
    add_evidence,
    by_message_id,
    cite,
    held_by_another,
    people_since,
    seconds_between,
    text_of,
    time_of,
)
from groupchat_memory.domain.understanding.todos import has_deadline
from groupchat_memory.domain.understanding.words import (
    MENTION,
    POINTS,
    addresses,
    asks_for_information,
    counts,
    covers,
    dated,
    echo,
    in_its_month,
    offers_value,
    overlap,
    restates,
    shares,
    stem,
    terms_in,
    values_in,
)
from groupchat_memory.store.records import MessageRecord

REACH = 8  # people's messages after a proposal where an assent still takes it up
# people's lines after a plan is taken up that are still the talk that settled it
JOINED_AFTER = 2
LED_UP = 4  # people's lines before a statement that may be the talk that led up to it
# a promise that takes what was said as its object ("I'll book it", "그거 내가 할게"), not
# "this week"
_TAKES_IT = re.compile(r"\b(?:it|them)\b|\b(?:that|this)\s*(?:[.!,]|$)|그거|그걸|이거|이걸", re.I)
# asking leave without a question mark ("can we call the van Bertha", "shall I ask him")
_ASKS_LEAVE = re.compile(r"^\W*(?:can|could|shall|should|may)\s+(?:we|i|you)\b", re.I)


def open_proposal(state: State, said: Said, acts: Acts) -> int | None:
    """The decision or proposal ``said`` answers: the one it replies to, else the
    newest one from another speaker still within reach."""
    target = by_message_id(state, said.reply_to)
    if target is not None:
        for at, d in enumerate(state.decisions):
            if target.seq in d.evidence and not d.closed:
                return at
        if target.sender != said.sender:
            return None
        # a reply to one's own line no plan holds ("근데 … 5시 반에 맞출 수 있을까요..?",
        # answered, then "아 그러네요 그럼 좋아요!"): it goes on from there, in the talk
    people = [s for s in state.recent if not s.is_bot]
    before = people[-1] if people else None
    yes_only = acts.assents and not (
        acts.proposes or acts.promises or acts.instructs or acts.asks or acts.changes
    )
    if (
        yes_only
        and len(said.text) <= YES_ONLY
        and before is not None
        and before.sender != said.sender
        and not any(before.seq in d.evidence for d in state.decisions[-LATEST_PLANS:])
    ):
        theirs = read(before.text)
        if (theirs.promises or theirs.instructs or theirs.asks_to_take) and not (
            _holding_out(state, said, before)
            or keeps_time_free(before.text)
            or takes_part(said.text)  # "저두 갈래요!!" after "펜션은 내가 알아볼게"
        ):
            return None  # a yes to what was just said: a promise, a request
    if _same_as_before(state, said, acts, before):
        return None  # "나도 어제 보냈어" after "나는 했어": the same news, no yes to a plan
    if (
        yes_only
        and before is not None
        and before.sender != said.sender
        and read(before.text).drops
        and not puts_instead(before.text)
        and any(
            d.status == "dropped" and d.changed_at[-1:] == [before.seq] for d in state.decisions
        )
    ):
        return None  # "😢 ok" to "let's call the dinner off": a yes to the drop
    if (
        (yes_only or (acts.objects and not (acts.proposes or acts.asks)))
        and len(said.text) <= YES_ONLY
        and said.reply_to is None
        and before is not None
        and before.sender != said.sender
        and (read(before.text).asks or bool(_ASKS_LEAVE.match(before.text)))
        and not any(before.seq in d.evidence for d in state.decisions[-LATEST_PLANS:])
    ):
        return None  # "no" to "can we name the van?": it answers that question
    last = state.recent[-1] if state.recent else None
    if (
        last is not None
        and last.is_bot
        and any(
            s.sender == said.sender and addresses(s.text, last.sender) for s in state.recent[-4:-1]
        )
    ):
        return None  # what they say to the persona that just answered them
    # a persona's line right before that no plan holds, after people's talk no plan holds
    # either: what is said now answers the persona ("그거 좋다" after "알림 가도록
    # 설정할게요"), not an older plan, unless it names that plan
    to_persona = (
        last is not None
        and last.is_bot
        and said.reply_to is None
        and not any(
            seq in d.evidence
            for d in state.decisions[-LATEST_PLANS:]
            for seq in (last.seq, before.seq if before else last.seq)
        )
    )
    for at in range(len(state.decisions) - 1, -1, -1):
        d = state.decisions[at]
        if to_persona and not _names_it(said, d):
            return None
        first = d.evidence[0]
        # within a few messages of its exchange's last (a long exchange goes on
        # being answered), and hours of the proposal
        # its proposer, or a member who answered it, coming back to it ("아 27일 저
        # 알바 있는데" in reply, then "사장님이 바꿔주신대요!! 27일 콜"): within reach of
        # its exchange's last message
        answered_it = said.sender == d.proposer or any(
            s.sender == said.sender and s.reply_to in d.message_ids for s in state.recent
        )
        returning = answered_it and people_since(state, d.evidence[-1]) <= REACH
        far = people_since(state, first) > REACH and not returning
        # the talk is on it: the line just before is its latest, said within the talk's
        # reach in time ("튼튼으로 해요!" the next morning, then "ㅇㅋㅇㅋ 튼튼 ㄱㄱ")
        on_it = (
            before is not None
            and before.seq == d.evidence[-1]
            and seconds_between(before.at, said.at) <= REACH_SECONDS
        )
        late = seconds_between(time_of(state, first), said.at) > REACH_SECONDS
        if not on_it and (far or late):
            break
        if d.closed or d.status != "current":
            continue
        if d.proposer == said.sender and not d.accepted:
            continue  # a proposer's own follow-up does not take it up
        if yes_only and _put_since(state, said, d):
            return None
        return at
    return None


# "me too" said of oneself: the line says what the line before it said
_ME_TOO = re.compile(
    r"(?<![가-힣])(?:나도|저도|나두|저두)(?![가-힣])|\bme\s+too\b|\bsame\b|\bmine\s+too\b",
    re.IGNORECASE,
)


def _same_as_before(state: State, said: Said, acts: Acts, before: Said | None) -> bool:
    """``said`` tells of the speaker's own past in a "me too" and says no yes otherwise
    ("나도 어제 보냈어" after "나는 했어", "same, paid last night"): it says the same as
    the people's line before it, another member's that no plan holds, not a yes to a
    plan (a "me too" after a plan's line is still that plan's)."""
    if before is None or before.sender == said.sender or not acts.reports_past:
        return False
    if acts.proposes or acts.promises or not _ME_TOO.search(said.text):
        return False
    rest = _ME_TOO.sub(" ", said.text)
    if read(rest).assents or stance(rest) == "agree":
        return False  # a yes of its own besides ("저도 좋아요, 어제 봤어요")
    return not any(before.seq in d.evidence for d in state.decisions[-LATEST_PLANS:])


def _put_since(state: State, said: Said, d: Decision) -> bool:
    """A member put something of their own since ``d``'s last line: a line no plan holds,
    neither a yes, a doubt, a promise, a question nor an answer to one, naming a value
    not said in the talk that led to ``d`` or since ("And the food tables can go at the
    end of my driveway at #14" after the potluck was taken up, then "sure"). A plain yes
    after it answers that line, not the older plan; one naming the plan's words or
    values is still the plan's."""
    if shares(terms_in(said.text), d) or values_in(said.text, said.at):
        return False
    held = {seq for o in state.decisions[-LATEST_PLANS:] for seq in (*o.evidence, *o.changed_at)}
    people = [s for s in state.recent if not s.is_bot]
    put = next((n for n, s in enumerate(people) if s.seq >= d.evidence[0]), len(people))
    start = max(0, put - LED_UP)
    for before, s in pairwise(people):
        if s.seq <= d.evidence[-1] or s.seq in held or s.sender == said.sender:
            continue
        acts = read(s.text)
        if acts.assents or acts.asks or acts.objects or acts.promises or yes_first(s.text):
            continue
        if stance(s.text) == "object" or holds_back(s.text):
            continue
        if read(before.text).asks or (before.sender == s.sender and _doubts_it(before)):
            # it answers a question ("4시 반에 끝나잖아 충분해") or goes on with its
            # speaker's own question or doubt ("죽은 끓이는데 오래 걸리지 않아요?" then
            # "7시에 일어나서 쌀 불리고.. 전 죽어요"): it puts nothing
            continue
        if s.sender == d.proposer and before.seq == d.evidence[-1]:
            continue  # the proposer going on with the plan just put
        # values new to the talk that led to the plan and went on from it: one said
        # again is no new plan
        said_before = [values_in(o.text, o.at) for o in people[start:] if o.seq < s.seq]
        for kind, vs in values_in(s.text, s.at).items():
            if not covers(vs, [v for o in said_before for v in o.get(kind, ())]):
                return True
    return False


def joined(state: State, said: Said, fresh: Sequence[Decision] = ()) -> None:
    """After ``said`` was read (``state.recent`` is the talk before it): the members who
    took part in the talk that settled a plan go along with it. A group agrees by talking
    a plan through, not only by saying yes in so many words ("Table quiz is always a
    banker" under "let's do a table quiz", "four cities baby"): everyone who spoke between
    its statement and the yes that took it up, or in the few lines right after, said to
    it (no reply to another line), neither objecting nor asking, in a line no other plan
    holds, within the talk's reach of its statement; and the ones whose yes or proposal
    led up to a statement that answers them (``_led_up``). Kept apart from the rules'
    ``agreed_by`` (``Decision.joined``, with the line's seq): the rules still read such a
    member's later doubt or yes as their own. Only the newest plans still within reach
    are looked at, from the end. ``fresh``: plans that came to stand just now however
    far their statement is (the uptake reader takes a line up a few lines on): the talk
    that led up to them is read then."""
    if said.is_bot:
        return
    lines = [*state.recent, said]
    by_seq = {s.seq: s for s in lines}
    near: list[Decision] = []
    for at in range(len(state.decisions) - 1, -1, -1):
        d = state.decisions[at]
        statement = by_seq.get(d.evidence[0]) if d.evidence else None
        if (
            statement is None
            or seconds_between(statement.at, said.at) > REACH_SECONDS
            or len(near) >= LATEST_PLANS
        ):
            break
        near.append(d)
    held = {seq: id(o) for o in near for seq in (*o.evidence, *o.changed_at)}
    people = [s for s in lines if not s.is_bot]
    for d in near:
        if d.bot or not d.accepted or (fresh and not any(d is f for f in fresh)):
            continue
        taken = next(
            (
                seq
                for seq in d.evidence[1:]
                if seq in by_seq
                and by_seq[seq].sender != d.proposer
                and by_seq[seq].sender in d.agreed_by
            ),
            None,
        )
        # the talk that led up to it, read while the statement is still new
        if sum(s.seq > d.evidence[0] for s in people) <= JOINED_AFTER:
            for s in [*_led_up(lines, d, held), *_put_before(lines, d, near)]:
                d.joined.setdefault(s.sender, s.seq)
            _pushed_back_first(state, d)
        elif any(d is f for f in fresh):
            # taken up later: the line its statement answers, not the talk further back
            for s in _led_up(lines, d, held):
                d.joined.setdefault(s.sender, s.seq)
            _pushed_back_first(state, d)
        if taken is None or sum(s.seq > taken for s in people) > JOINED_AFTER:
            continue
        for before, s in pairwise(lines):
            if (
                s.seq > d.evidence[0]
                and not s.is_bot
                and (held.get(s.seq, id(d)) == id(d) or s.seq in d.evidence)
                and _joins(s, d, before, after=s.seq > taken)
            ):
                d.joined[s.sender] = s.seq
    for d in near:
        if d.accepted and not d.bot:
            _gave_in(lines, d, near)


# the words a yes gives in with: conceding ("fine", "fair", "ok", "alright", "I can live
# with it", "I withdraw my grumble", "뭐", "알겠어", "하긴", "어쩔 수 없지"), or taking what
# the talk came to, on its condition ("if it's online", "with a warranty, fine", "sunday
# then", "그럼", "밤이면 인정", "그렇게 보면 맞네요")
_GIVES_IN = re.compile(
    r"\b(?:fine|fair|alright|all\s+right|then|if|with|live\s+with|withdraw|in\s+that\s+case"
    r"|that\s+way|outvoted|survive|whatever|i\s+guess|sold|converted|happy|ok(?:ay)?|go\s+on"
    r"|yeah|sure)\b"
    r"|그럼|그러면|그렇다면|(?<=[가-힣])면(?=\s|$|[.!~,…?ㅇ])|뭐|알겠|알았|하긴|어쩔\s?수|할\s?수\s?없"
    r"|ㅠ|^\W*(?:\S+\s)?그래(?:요)?(?![가-힣])|네\.\.|그렇긴|그건\s?그렇|인정|그렇게\s?보면|반박",
    re.IGNORECASE,
)


def _gave_in(lines: list[Said], d: Decision, near: list[Decision]) -> None:
    """The members who went along with ``d`` in words that give in ("ok fine, sunday",
    "With a warranty, fine", "그럼 저는 괜찮아요 ㅠ", "밤이면 인정 ㅇㅋ") after they pushed
    back in the talk that settled it ("sunday morning is the farmers market", "$15 for a
    condo game?", "형광은 좀..", "토요일은 출근하는 회원 많아요..") and another member
    answered them: they objected before it stood, and went along. The talk: from a few
    people's lines (``LED_UP``) before its statement, as far as another plan's line or
    the talk's reach in time, to the yes. Its proposer gives in only by its statement (a
    plan stated by the one who held out: "Fine. Twenty minutes. I'll survive")."""
    at = next((k for k, s in enumerate(lines) if s.seq == d.evidence[0]), None)
    if at is None:
        return
    statement = lines[at]
    # the lines of the other plans that stand (a proposal nobody took up is talk)
    held = {seq for o in near if o is not d and o.accepted for seq in (*o.evidence, *o.changed_at)}
    start, seen = at, 0
    for k in range(at - 1, -1, -1):
        s = lines[k]
        if s.is_bot:
            continue
        if seen >= LED_UP or seconds_between(s.at, statement.at) > REACH_SECONDS or s.seq in held:
            break
        seen += 1
        start = k
    talk = [s for s in lines[start:] if not s.is_bot and s.seq not in held]
    ids = {s.message_id for s in lines[start:]} | set(d.message_ids)
    found = {**d.heard_yes, **d.joined}
    for name in dict.fromkeys([*d.agreed_by, *found]):
        if name in d.objected_by:
            continue
        if name == d.proposer:
            taken = _takes_the_talks(statement, [o for o in talk if o.seq < statement.seq])
            yeses = [statement] if taken and _gives_in_words(statement) else []
        else:
            yeses = [
                y
                for y in talk
                if y.sender == name
                and (y.seq in d.evidence or found.get(name) == y.seq or _plain_yes(y))
                and _gives_in_words(y)
            ]
        pushed = next((h for y in yeses if (h := _held_out(talk, ids, d, y, statement))), None)
        if pushed is None:
            continue
        d.objected_by.append(name)
        if name not in d.agreed_by:
            d.agreed_by.append(name)  # their yes in words: they went along too
        if name == d.proposer:
            # its statement gives in to the plan its speaker pushed back on: the one who
            # put that plan went along
            put = _answers_a_plan(pushed, [o for o in talk if o.seq < pushed.seq])
            if put is not None:
                d.joined.setdefault(put.sender, put.seq)


def _gives_in_words(s: Said) -> bool:
    """A yes in the words of giving in (``_GIVES_IN``), objecting to nothing."""
    acts = read(s.text)
    if acts.objects or stance(s.text) == "object" or acts.asks:
        return False
    return bool(_GIVES_IN.search(s.text))


def _held_out(
    talk: list[Said], ids: set[int | None], d: Decision, yes: Said, statement: Said
) -> Said | None:
    """``yes``'s speaker said a line in ``talk`` before it that pushes back
    (``_pushes_back``), said to the talk, after another member's line and answered by
    another member before the yes. Before the plan's statement, or as its proposer, the
    line answers another member's proposal (``_answers_a_plan``). The line that pushed
    back, or None."""
    before = [s for s in talk if s.seq < yes.seq]
    for k, s in enumerate(before):
        if s.sender != yes.sender or (s.reply_to is not None and s.reply_to not in ids):
            continue
        if not any(o.sender != yes.sender for o in before[:k]):
            continue  # nothing said to it yet: its own opening
        if not any(o.sender != yes.sender for o in before[k + 1 :]):
            continue  # nobody answered it
        if _answers_a_doubt(s, before[:k]):
            continue  # it answers one who pushed back ("I hear you but …")
        if (s.seq < statement.seq or yes is statement) and _answers_a_plan(s, before[:k]) is None:
            continue  # before the statement: said to something else than a plan
        if _puts_its_own(s) and not _names_it(yes, d):
            continue  # a way of its own put beside it, let go ("beehive on the roof?", "fair")
        if _pushes_back(s, d):
            return s
    return None


def _pushes_back(s: Said, d: Decision) -> bool:
    """``s`` pushes back on the talk's plan: a doubt, a cost, a "but" (after a yes too:
    "I like it but three of us will want it on Thursdays"), a no; or it says no yes and
    takes nothing on, naming what the talk is on (a value, a word of the plan): not a
    question asking what, a task, a joke, a word to a persona."""
    text = s.text
    acts = read(text)
    named = values_in(text, s.at)
    on_it = shares(terms_in(text), d) or any(k in d.values for k in named)
    if (acts.proposes or acts.suggests) and not on_it:
        return False  # a plan of its own beside it ("also, can we drop the news bulletin?")
    if holds_back(text) or stance(text) == "object" or acts.objects:
        return True
    if before_contrast(text) != text and before_contrast(text).strip():
        return True  # a yes, but
    if acts.assents or stance(text) == "agree" or yes_first(text):
        return False
    if praises_it(text) or argues_for(text):
        return False
    if laughing(text) or MENTION.search(text) or not any(ch.isalpha() for ch in text):
        return False  # a joke (crying, ㅠㅠ, is none), a word to a persona, an emoji
    if acts.promises or acts.offers or acts.reports_done:
        return False
    if acts.asks and (asks_for_information(text) or len(sentences(text)) == 1):
        return False  # a question alone asks, whatever it asks
    return bool(named) or on_it  # another way put forward on it, or a word on it


def _takes_the_talks(statement: Said, before: list[Said]) -> bool:
    """``statement`` names no value but those other members named in the talk ``before``
    it, and speaks of no change: it takes what was put ("ok the math is the math. 65 it
    is"), not a way of its own ("ok let's just do Sunday the 27th instead")."""
    if read(statement.text).changes:
        return False
    named = [v for o in before if o.sender != statement.sender for v in _named(o)]
    return all(covers(vs, named) for vs in values_in(statement.text, statement.at).values())


def _puts_its_own(s: Said) -> bool:
    """``s`` puts something forward or asks: a way of its own, no word against another
    ("actually why not go full 24 hours")."""
    acts = read(s.text)
    if acts.proposes or acts.suggests or acts.asks or "?" in s.text:
        return True
    return bool(re.search(r"\bwhy\s+not\s+\w+", s.text, re.IGNORECASE))


def _names_it(s: Said, d: Decision) -> bool:
    """``s`` names a word or a value of ``d``."""
    named = {v for vs in values_in(s.text, s.at).values() for v in vs}
    return shares(terms_in(s.text), d) or bool(named & d.all_values())


def _answers_a_doubt(s: Said, earlier: list[Said]) -> bool:
    """``s`` answers another member's line that pushes back (the line it replies to, else
    the people's line right before it): it argues the plan's side."""
    replied = next((o for o in earlier if o.message_id == s.reply_to), None)
    answered = replied if replied is not None else (earlier[-1] if earlier else None)
    if answered is None or answered.sender == s.sender:
        return False
    acts = read(answered.text)
    if acts.proposes or acts.suggests or values_in(answered.text, answered.at):
        return False  # what it answers puts something: a plan, not a doubt on one
    return holds_back(answered.text) or stance(answered.text) == "object" or acts.objects


def _answers_a_plan(s: Said, earlier: list[Said]) -> Said | None:
    """``s`` answers another member's line that puts something forward, or names a value
    and is no news: the line it replies to, else the people's line before it, passing
    over the plain yeses to that ("omg that's so cute" between the plan and "I get
    seasick on the Interislander"). The line it answers, or None."""
    replied = next((o for o in earlier if o.message_id == s.reply_to), None)
    answered = replied
    if answered is None:
        for o in reversed(earlier):
            if o.is_bot or (o.sender != s.sender and _plain_yes(o)):
                continue
            answered = o
            break
    if answered is None or answered.sender == s.sender:
        return None
    acts = read(answered.text)
    if acts.reports_past and not (acts.proposes or acts.suggests):
        return None  # news: what it answers is no plan
    if acts.proposes or acts.suggests or values_in(answered.text, answered.at):
        return answered
    return None


def not_taken_up(state: State, said: Said) -> list[Decision]:
    """The newest proposals nobody has taken up yet whose statement is within the talk's
    reach of ``said`` (from the end, as far as that reach): one of them that stands once
    ``said`` is read is ``joined``'s ``fresh``."""
    out: list[Decision] = []
    for looked, d in enumerate(reversed(state.decisions)):
        if looked >= LATEST_PLANS or (
            seconds_between(time_of(state, d.evidence[0]), said.at) > REACH_SECONDS
        ):
            break
        if not d.accepted:
            out.append(d)
    return out


def _led_up(lines: list[Said], d: Decision, held: dict[int, int]) -> list[Said]:
    """The lines of the talk that led up to ``d``'s statement when the statement answers
    it ("£90 vs £620, easy" before "Alright, if the insurance is sorted I'm happy.
    Sprinter it is"; "나 족발 완전 찬성" after "족발 ㄱ"). Walking back from the
    statement over people's lines (``LED_UP`` at most, within the talk's reach in time):
    yeses go along, a doubt is passed over, the statement's speaker's own lines too, and
    the proposal that opened the talk (naming no other value of a kind ``d`` sets, and
    one of its words when the plan has words) is the last; any other line (news, a
    question, another plan's line, a reply elsewhere, a persona) ends the talk. The
    members of the yeses and of the proposal went along."""
    at = next((k for k, s in enumerate(lines) if s.seq == d.evidence[0]), None)
    if at is None:
        return []
    statement = lines[at]
    talk = {x.message_id for x in lines[max(0, at - 2 * LED_UP) : at + 1]}
    taking = _takes_it_up(statement.text)
    # a bare yes made the statement (no value or word of its own): it answers the plan
    bare = taking and len(statement.text) <= YES_ONLY and not d.values
    out: list[Said] = []
    replied = next((s for s in lines[:at] if s.message_id == statement.reply_to), None)
    if (
        replied is not None
        and _answered_yes(statement)
        and _argued(replied, statement)
        and held.get(replied.seq, id(d)) == id(d)
        and seconds_between(replied.at, statement.at) <= REACH_SECONDS
    ):
        # the yes that states it replies to the line that argued it ("The raffle should
        # cover the difference easily" / "ok yeah fair. … im in"): its speaker went along
        out.append(replied)
    seen = 0
    for s in reversed(lines[:at]):
        if s.is_bot or seen >= LED_UP or seconds_between(s.at, statement.at) > REACH_SECONDS:
            break
        seen += 1
        if held.get(s.seq, id(d)) != id(d) or MENTION.search(s.text):
            break
        if s.reply_to is not None and s.reply_to not in talk:
            break
        acts = read(s.text)
        if not _agrees_on_values(values_in(s.text, s.at), d.values):
            break
        if s.sender == statement.sender:
            if acts.proposes or acts.suggests:
                break  # its speaker's own proposal: the talk starts here
            continue
        if bare and not (acts.objects or stance(s.text) == "object" or acts.drops):
            # what a bare yes answers is the plan ("Agreed, obviously." under "… I think
            # that's a must"), once the other yeses to it are passed
            out.append(s)
            if not _plain_yes(s):
                break
            continue
        if acts.objects or stance(s.text) == "object" or holds_back(s.text):
            continue  # a doubt raised on the way
        if acts.proposes or (acts.suggests and not acts.asks):
            # the proposal it answers, when it names what the plan is (a statement
            # with words of its own may put another option: "let's go bowling"), or
            # when the statement is a yes to it ("오 좋은데? 케이터링 조금만 하면 될 듯")
            if not d.terms or shares(terms_in(s.text), d) or taking:
                out.append(s)
            break
        if taking and not (acts.drops or acts.asks) and _puts_it(s, d):
            # what the statement's yes answers, put another way than as a proposal: news
            # of it, an announcement ("we're on tuesday 8pm then" / "Ok Tuesday 8pm 👌";
            # "연습은 … 목요일 저녁 7시 반 …이에요" / "넵 목요일 7시 반~"); not a question
            # the yes answers ("so this week is fine?" / "yes this week")
            out.append(s)
            break
        if acts.asks or acts.drops:
            break
        if acts.promises or acts.offers or acts.reports_done or acts.reports_past:
            break  # a task or news of its own ("오케이. 기술 질문은 내가 받을게"), as in _joins
        if (
            stance(s.text) == "agree"
            or praises_it(s.text)
            or argues_for(s.text)
            # a short yes ("ㄱㄱ", "13일 가능!"), not news of one ("오전 타임 가능하다고 해요")
            or (acts.assents and len(s.text) <= YES_ONLY and not acts.reports_past)
        ):
            out.append(s)
            continue
        break
    return out


def _answered_yes(statement: Said) -> bool:
    """A statement that opens on a yes and asks, takes back and objects to nothing."""
    acts = read(statement.text)
    return (acts.assents or yes_first(statement.text)) and not (
        acts.asks or acts.drops or acts.objects
    )


def _argued(replied: Said, statement: Said) -> bool:
    """``replied`` is another member's line putting or weighing something that a yes can
    answer: no question, no doubt in words, no task or news of its own."""
    if replied.is_bot or replied.sender == statement.sender or MENTION.search(replied.text):
        return False
    acts = read(replied.text)
    if acts.asks or acts.objects or acts.drops or stance(replied.text) == "object":
        return False
    return not (acts.promises or acts.offers or acts.reports_done or acts.reports_past)


def _takes_it_up(text: str) -> bool:
    """A statement that says yes to what was just said ("Agreed, obviously.", "Ok Tuesday
    8pm 👌", "찬성~ …", "Go on, let's do it"): the line it answers put the plan."""
    acts = read(text)
    if acts.objects or acts.asks or acts.drops or holds_back(text):
        return False
    return acts.assents or yes_first(text) or stance(text) == "agree" or praises_it(text)


def _puts_it(s: Said, d: Decision) -> bool:
    """``s`` names a value or a word of ``d`` and no value of a kind it sets that is
    another, pushing nothing back."""
    values = values_in(s.text, s.at)
    named = any(overlap(vs, d.values[k]) for k, vs in values.items() if k in d.values)
    if not (named or shares(terms_in(s.text), d)) or not _agrees_on_values(values, d.values):
        return False
    acts = read(s.text)
    return not (acts.objects or stance(s.text) == "object" or holds_back(s.text))


def _put_before(lines: list[Said], d: Decision, near: list[Decision]) -> list[Said]:
    """The lines before ``d``'s statement that it says again, and the yeses right after
    each: a plan is often stated by the one who takes it up ("Yeah fair, I can trim 'em.
    Ashgrove it is" after "My thinking is the Ashgrove Memorial Hall"; "그러면 뭐... 주말만
    하자" after "물갈비는 주말만 하는 건 어때요?" and "주말만이면 됩니다"), and the
    members who put it and said yes to it then went along. Walking back from the
    statement over people's lines (``REACH`` at most, within the talk's reach in time)
    until a line another plan that stands holds: another member's line naming a value or
    a word of ``d`` and no value of a kind it sets that is another,
    neither pushing back nor asking what it is; then the yeses that follow it, up to the
    first line that is none. A proposal nobody took up is no other plan: the statement
    may be the yes that says it again ("오 좋다. 28일 수요일부터 … 스탬프 두 배로 해요")."""
    at = next((k for k, s in enumerate(lines) if s.seq == d.evidence[0]), None)
    if at is None:
        return []
    statement = lines[at]
    # the lines of the plans that stand (a proposal nobody took up may be what it says again)
    held = {seq for o in near if o is not d and o.accepted for seq in (*o.evidence, *o.changed_at)}
    out: list[Said] = []
    seen = 0
    for k in range(at - 1, -1, -1):
        s = lines[k]
        if s.is_bot:
            continue
        if seen >= REACH or seconds_between(s.at, statement.at) > REACH_SECONDS:
            break
        seen += 1
        if s.seq in held:
            break  # another plan's talk
        if s.sender == statement.sender or not _says_it(s, d):
            continue
        out.append(s)
        for y in lines[k + 1 : at]:
            if y.is_bot or y.sender in (s.sender, statement.sender):
                continue
            if not _plain_yes(y):
                break
            out.append(y)
    return out


def _says_it(s: Said, d: Decision) -> bool:
    """``s`` names what ``d`` is (a value or a word of it), no value of a kind it sets
    that is another, and neither pushes back nor asks what it is."""
    values = values_in(s.text, s.at)
    if not (
        any(overlap(vs, d.values[k]) for k, vs in values.items() if k in d.values)
        or shares(terms_in(s.text), d)
    ):
        return False
    if not _agrees_on_values(values, d.values):
        return False
    acts = read(s.text)
    if acts.objects or stance(s.text) == "object" or holds_back(s.text) or acts.drops:
        return False
    return not (acts.asks and not (acts.proposes or acts.suggests))


def _plain_yes(s: Said) -> bool:
    """A short yes and nothing of its own: "Fine by me", "ㅇㅋ 당연하지", "👍"."""
    acts = read(s.text)
    if acts.objects or acts.asks or acts.proposes or acts.drops or holds_back(s.text):
        return False
    return len(s.text) <= YES_ONLY and (acts.assents or stance(s.text) == "agree")


def _joins(s: Said, d: Decision, before: Said, *, after: bool) -> bool:
    """``s`` (said after ``before``) is a line of the talk that settled ``d`` whose
    speaker goes along: not its proposer's, nor of one counted already or who objected;
    no objection, no question, no other value of a kind it sets; no task or news of the
    speaker's own ("I can bring the blanket", "finished the slides"); no reply to a line
    not its own, no word to a persona. Said ``after`` it was taken up, the line is still
    on it: its words or values, or a yes right after one of its lines (not the "ok" to a
    task just taken on)."""
    if s.sender == d.proposer or s.sender in (*d.agreed_by, *d.objected_by, *d.joined):
        return False
    if s.reply_to is not None and s.reply_to not in d.message_ids:
        return False
    if before.is_bot or MENTION.search(s.text):
        return False
    acts = read(s.text)
    if acts.objects or acts.asks or stance(s.text) == "object":
        return False
    if acts.promises or acts.offers or acts.reports_done or acts.reports_past or acts.drops:
        return False
    values = values_in(s.text, s.at)
    if not _agrees_on_values(values, d.values):
        return False
    if not after:
        return True
    named = {v for vs in values.values() for v in vs}
    return (
        bool(set(terms_in(s.text)) & set(d.terms))
        or bool(named & d.all_values())
        or ((acts.assents or stance(s.text) == "agree") and before.seq in d.evidence)
    )


def _holding_out(state: State, said: Said, before: Said) -> bool:
    """``said``'s speaker raised something on an open plan of ``before``'s speaker and
    has not agreed yet, and ``before`` answers them ("다섯 시 반이요…?" to the plan,
    then "내가 깨워줄게"): their yes now takes the plan up too."""
    for d in reversed(state.decisions[-LATEST_PLANS:]):
        if d.closed or d.status != "current" or d.proposer != before.sender:
            continue
        spoke = any(s.sender == said.sender and s.seq > d.evidence[0] for s in state.recent)
        return spoke and said.sender not in d.agreed_by
    return False


def take_up(
    state: State,
    said: Said,
    acts: Acts,
    answered: int,
    terms: list[str],
    values: dict[str, list[str]],
    linker: Linker,
) -> bool | None:
    """``said`` answers open plan ``answered``: it objects (a concern, another option put
    to it, a flat no), agrees (a yes, a part taken in it, its values said again, what it
    left open filled), or neither. Whether it took the plan up either way; None when it
    puts the plan off ("끝나고 생각하자"), which closes it."""
    d = state.decisions[answered]
    own = d.proposer == said.sender
    values = in_its_month(values, said.text, d.values)
    # a yes with a caveat ("weekends ok, but I'm away the 19th"): the days after
    # its "but" are the speaker's, not another plan
    caveat = acts.assents and not (acts.proposes or acts.changes or acts.promises)
    plan_values = values
    if caveat:
        yes_part = _yes_part(said.text)
        plan_values = in_its_month(values_in(yes_part, said.at), yes_part, d.values)
    # another member's yes first, then the open proposal's values in their own words
    # ("good shout, the 11th gives us time" to "push it back a week? the 4th is too
    # rushed"): it takes the plan up and says what it is, no other plan (a "but" or
    # "instead" would be one)
    refines = (
        not own
        # before it stands, or, once it does, by one who held back and now gives in
        # ("ok fair, $340 is $340. carpets only + we do sunday")
        and (not d.accepted or (said.sender not in d.agreed_by and _held_back(state, said, d)))
        # one who pushed back on it naming a value may be naming what they can do
        and said.sender not in d.objected_by
        and bool(values)
        and bool(terms)  # a bare value with a yes ("Friday 👍") may pick another
        and not _agrees_on_values(plan_values, d.values)
        and yes_first(said.text)
        and before_contrast(said.text) == said.text
        and not (acts.asks or acts.objects or acts.drops or acts.changes)
    )
    same_plan = refines or not plan_values or _agrees_on_values(plan_values, d.values)
    if acts.defers and not d.accepted and not own:
        d.closed = True
        return None
    replied = by_message_id(state, said.reply_to)
    to_it = replied is not None and replied.seq in d.evidence
    if not own and not d.accepted and _no_thanks(state, said, d, to_it):
        # "작년 거 창고에 많아요 괜찮아요~" to "제 차로 사올까요?", "All good, it's five
        # minutes from the station" to "I can drive everyone": the offer is turned down
        d.closed = True
        return not acts.proposes  # "됐어 그냥 카라반 가자" puts its own plan
    if own and d.accepted and _gives_in_to_answers(state, said, acts, d, answered):
        # "ㅇㅋ 인정", "Fair enough, just us then." after the others' answers to it: its
        # proposer let it go, the answers were no yeses
        d.accepted, d.closed = False, True
        return True
    # a reply to the proposal, before it stands, that neither says yes nor asks
    # what it is: a concern or another option ("아 27일 저 알바 있는데 ㅠㅠ",
    # "부산은요??", "won't people be annoyed?")
    pushes_back = (
        replied is not None
        and replied.seq == d.evidence[0]
        and not d.accepted
        and not (acts.assents or acts.promises or acts.proposes)
        and not asks_for_information(said.text)
        # a reply reporting it done or weighing it well holds nothing back
        and not (
            (acts.reports_done or argues_for(said.text) or praises_it(said.text))
            and not holds_back(said.text)
        )
    )
    # another option or a doubt put to it as a question, right after it and before it
    # stands, naming none of its values otherwise ("음 근데 5천원이면 … 무료로 하면 안
    # 돼요?", "can't we do hotels both nights?", "love it but what about insurance?"):
    # pushing back on it, no plan of its own
    counters = (
        not d.accepted
        and (to_it or people_since(state, d.evidence[-1]) == 0)
        and "?" in said.text
        and holds_back(said.text[: said.text.rindex("?") + 1])  # the question doubts it
        and _agrees_on_values(values, d.values)
    )
    # a task of one's own on the plan's day, no yes and none of the plan's words
    # ("power's in mine. I'll get Mercury to do a final read on the 28th" beside
    # "let's end the broadband on the 28th"): another thing done then, no yes
    parallel = acts.promises and not acts.assents and bool(terms) and not set(terms) & set(d.terms)
    fills_open = (
        not own
        and yes_first(said.text)
        and bool(plan_values)
        and not set(plan_values) & set(d.values)
        and not (acts.asks or acts.objects)
    )
    if (
        (acts.objects or pushes_back or counters)
        and not own
        and not _answers_a_counter(state, said, d)
    ):
        if said.sender not in d.objected_by:
            d.objected_by.append(said.sender)
        add_evidence(d, said.seq)
        if not d.accepted and _refuses(said.text):
            d.closed = True
        return True
    if (
        same_plan
        and (
            (
                acts.assents
                and (len(said.text) <= YES_ONLY or not (plan_values and not d.values))
                # "ok I'll redo the flyer": a task taken on, a yes only to its plan
                and not (acts.promises and not shares(terms, d))
                # "transit's fine" after the van was put beside the open plan
                and not _names_another(state, said, d, terms)
            )
            or (acts.proposes and not terms and not values)  # "해보자", "let's do it"
            # keeping its day free ("그날 비워둘게", "I'll keep that evening free")
            or (not own and keeps_time_free(said.text))
            # weighing it well, said to it ("that's an easy drive from there")
            or (not own and argues_for(said.text) and _said_to(state, said, d, terms))
            # praising it once it stands ("사진 잘 나오겠다", "that'll look amazing"):
            # before, praise weighs an offer still open to change
            or (
                not own and d.accepted and praises_it(said.text) and _said_to(state, said, d, terms)
            )
            # a yes first, then what it left open ("오 거기 좋아 그럼 5시 반으로
            # 하자" after "화로담 어때"; "ok fair, carpets only + we do sunday")
            or fills_open
            or refines
            # taking part in it is going along ("OK I'll book it", "그 펜션 내가
            # 예약할게"), not a task it leaves ("ugh ok I'll redo the flyer")
            or (
                not own
                # or done: any report in reply ("sent ✅"), in words of completion in its
                # talk ("paid mine too", "송금 완료!")
                and (
                    acts.promises or acts.offers or (to_it and acts.reports_done) or acts.says_done
                )
                and not (acts.asks or acts.laughs or acts.offer_if or acts.vague)
                and (
                    # its part named once it stands: before, a part is no yes
                    # to a plan said again ("꽃다발은 내가 주문할게")
                    (d.accepted and shares(terms, d) and not parallel)
                    # a part of one's own in it, said in its talk ("I'll bring the
                    # tongs", "I can take 3 kids as well"); said later, or with a time
                    # of its own, it is a task of its own ("oh and I'll set up a mail
                    # redirect", "ugh ok I'll redo the flyer this week")
                    or (
                        d.accepted
                        and not values
                        and not has_deadline(said.text)
                        and not dated(said.text)
                        and people_since(state, d.evidence[-1]) <= 1
                        # a report of it done names its deed alone ("paid mine too", "송금
                        # 완료!"), not a thing of its own ("과제 제출 완료했어요")
                        and (acts.promises or acts.offers or _names_its_deed_alone(said, d))
                    )
                    # said as a reply to it: one's part in it, or done ("ㅇㅋ 나도 10
                    # 넣을게", "sent ✅")
                    or to_it
                    or (len(said.text) <= TAKES_IT_SHORT and bool(_TAKES_IT.search(said.text)))
                )
            )
            # done as its talk set it, right after it: the day or amount named where
            # it was put ("he can come the 25th", "get him in?", then "Booked him for
            # the 25th, 9am"; "9일 3시로 예약했어"), none of its values another
            or (
                not own
                and d.accepted
                and acts.reports_done
                and not (acts.asks or acts.laughs)
                and people_since(state, d.evidence[-1]) <= 1
                and _named_in_its_talk(values, d)
            )
            or (acts.proposes and d.accepted and restates(terms, values, d))
            # a softer wrap-up of a plan just taken ("그럼 v2로 진행하시죠")
            or (
                acts.suggests
                and d.accepted
                and bool(WRAP_UP.match(said.text))
                and not (acts.changes or acts.asks)
            )
            # another member signing up with how many they take, in the call's
            # own counter ("저 3롤이요" to "10롤 넘으면 …"): agreeing by taking part
            or (
                not own
                and _signs_up(said.text, text_of(state, d.evidence[0]))
                and not (acts.asks or acts.objects or acts.laughs or acts.reports_past)
            )
            # another member naming the proposal's own value, nothing else of
            # its kind ("$500/mo flat works for the pilot")
            or (
                not (own or d.soft)
                and bool(values)
                and bool(d.values)
                and restates(terms, values, d)
                and not parallel
            )
            # its proposer naming what it left open, while it is talked of ("team
            # dinner before launch?" taken up, then "Fri 27th, Som Saa?"), not
            # a subject of its own ("회비는 만원으로" then "장소는 강남역으로")
            or (
                own
                and (acts.proposes or offers_value(said.text))
                and bool(values)
                and not d.values
                and not set(topics(said.text)) - set(d.terms)
            )
            # its proposer summing it up once taken ("그럼 일단 기차로 가는 걸로"
            # after "KTX 타자"), naming nothing else and changing nothing
            or (
                own
                and d.accepted
                and acts.proposes
                and bool(WRAP_UP.match(said.text))
                and not values
                and not acts.changes
            )
        )
        and not (acts.asks and not acts.assents)
        and not acts.drops
    ):
        _assent(
            state,
            answered,
            said,
            linker,
            # its proposer's yes naming values (not a task's deadline, not a report)
            restates=acts.proposes
            or fills_open
            or (own and bool(values) and not (acts.promises or acts.reports_past)),
        )
        return True
    return False


# where a line's parts meet: a stop or a comma, a "but"
_PARTS = re.compile(r"[,.;!?~…]+\s*|\s+(?=(?:but|though|tho)\b)", re.IGNORECASE)
# where a Korean clause on -는데 may end within a part, read by its morphology
_AFTER_DE = re.compile(r"(?<=데)\s+")


def _parts(text: str) -> list[str]:
    """The parts of ``text`` between its stops, commas and "but"s, a part cut again
    after a clause left on -는데 ("저 그날 5시까지 알바인데 | 끝나고 바로 갈게요"), not
    after a place named 데 ("조용한 데 있어")."""
    out: list[str] = []
    for part in _PARTS.split(text):
        start = 0
        for gap in _AFTER_DE.finditer(part):
            if sets_the_scene(part[start : gap.start()]):
                out.append(part[start : gap.start()])
                start = gap.end()
        out.append(part[start:])
    return [p for p in out if p.strip()]


def _yes_part(text: str) -> str:
    """A yes without the parts that tell of the speaker ("cleaning on the 23rd is fine"
    of "…, I'm moving my stuff on the 22nd anyway"; "끝나고 바로 갈게요" of "저 그날
    5시까지 알바인데 …"): the days and times there are their own, not another plan's.
    The part before its first "but" when no part alone says yes."""
    parts = _parts(text)
    if not any(stance(p) == "agree" for p in parts):
        return before_contrast(text)
    # the speaker's own: said of themselves, or a Korean -는데 clause that sets the scene
    own = [p for p in parts if read(p).first_person or sets_the_scene(p)]
    return " ".join(p for p in parts if stance(p) == "agree" or p not in own)


def _said_to(state: State, said: Said, d: Decision, terms: list[str]) -> bool:
    """``said`` is said to decision ``d``: a reply to one of its messages, naming what
    it is about, pointing at it ("that's ..."), or right after its latest message."""
    replied = by_message_id(state, said.reply_to)
    if replied is not None:
        return replied.seq in d.evidence
    if shares(terms, d) or POINTS.search(said.text):
        return True
    people = [s for s in state.recent if not s.is_bot]
    return bool(people) and people[-1].seq == d.evidence[-1]


def _names_its_deed_alone(said: Said, d: Decision) -> bool:
    """The sentences of ``said`` that report something done name at most one word
    decision ``d`` does not (what was done: "Sent mine too. Mia says thanks", "송금
    완료!"), nothing else of their own ("finished the report, sent it to the client")."""
    done = [t for part in sentences(said.text) if read(part).reports_done for t in terms_in(part)]
    return len(set(done) - set(d.terms) - d.all_values()) <= 1


def _named_in_its_talk(values: dict[str, list[str]], d: Decision) -> bool:
    """``values`` name a value of decision ``d`` or of the talk it was put in, and none
    of a kind ``d`` set is another."""
    named = {v for vs in values.values() for v in vs}
    known = d.all_values() | set(d.context)
    return bool(named & known) and _agrees_on_values(values, d.values)


def _names_another(state: State, said: Said, d: Decision, terms: list[str]) -> bool:
    """``said`` names a subject that decision ``d`` does not and another member
    brought up since it was put ("Practical stuff: rehearsals Tue/Thu?" ... "Mercer
    has a Transit, £620", "transit's fine"): its yes is to that, not to ``d``. The words
    it says yes with name nothing ("Agreed." after "Agree. $360 more but ...")."""
    terms = [t for t in terms if t not in _yes_words(said.text)]
    if not terms or shares(terms, d):
        return False
    options = [
        s
        for s in state.recent
        if s.seq > d.evidence[-1]
        and s.sender != said.sender
        and not s.is_bot
        and values_in(s.text, s.at)
    ]
    return any(set(terms) & set(terms_in(s.text)) for s in options)


def _yes_words(text: str) -> set[str]:
    """The stems of the words in ``text`` that alone say yes ("agreed", "works")."""
    return {stem(w) for w in tokenize(text) if read(w).assents or stance(w) == "agree"}


def _assent(state: State, at: int, said: Said, linker: Linker, *, restates: bool = False) -> None:
    """``said`` agrees with decision ``at`` (``restates``: it says the plan again, and
    what more it names is part of it)."""
    d = state.decisions[at]
    if not d.accepted and said.sender != d.proposer and _joke(state, d, said):
        return  # laughed along: a later plain yes still takes it up
    if (
        said.sender != d.proposer
        and said.sender not in d.agreed_by
        and said.sender not in d.objected_by
        and (
            _held_back(state, said, d)
            or pushed_back_before(state, said, d) is not None
            or _doubted_first(state, said.sender, d) is not None
        )
    ):
        d.objected_by.append(said.sender)
    cite(d, said)
    named = in_its_month(values_in(said.text, said.at), said.text, d.values)
    valued = restates and bool(set(named) - set(d.values))
    if restates:
        more_values(d.values, named)
        if said.sender == d.proposer:  # its proposer's words for it are its words
            d.terms = list(dict.fromkeys([*d.terms, *terms_in(said.text)]))
    if said.seq not in d.evidence:
        add_evidence(d, said.seq)
    if said.sender not in d.agreed_by:
        d.agreed_by.append(said.sender)
    if not d.accepted and offers_choice(text_of(state, d.evidence[0])):
        _pick(d, named)
    replied = by_message_id(state, said.reply_to) is not None
    if d.bot and not d.accepted and not replied and not set(terms_in(said.text)) & set(d.terms):
        d.agreed_by.remove(said.sender)  # a "네" after a persona answers a person
        d.evidence.remove(said.seq)
        return
    echo(d, said)
    if not d.accepted and any(n != d.proposer for n in d.agreed_by):
        d.accepted = True
        if d.bot:
            d.proposer = said.sender
        replaces(state, at, said, linker=linker)
    elif d.accepted:
        changes_later(state, at, said, linker=linker, valued=valued)


# a line that opens turning on what it answers: a no, a "but"
_TURNS_ON = re.compile(
    r"^\W*(?:no\b|nope|nah|but\b|though\b|still\b|근데|그래도|아니|에이|ㄴㄴ|노노)", re.IGNORECASE
)


def _answers_a_counter(state: State, said: Said, d: Decision) -> bool:
    """``said`` answers another member's other way or doubt put beside ``d`` (the line it
    replies to, else the people's line right before it): a line ``d`` holds whose speaker
    objected, or one no plan holds that puts something of its own ("or karaoke", "wait
    shouldnt we keep the train as backup anyway?"), while ``said`` names nothing of
    ``d``: its no is to that line ("No", "no point, refund gets less closer to date"),
    which defends the plan."""
    answered = by_message_id(state, said.reply_to)
    if answered is None and said.reply_to is None:
        answered = next((s for s in reversed(state.recent) if not s.is_bot), None)
    if answered is None or answered.sender in (said.sender, d.proposer) or answered.is_bot:
        return False
    if answered.seq in d.evidence:
        # turning on the doubt ("No", "근데 KTX에 포스터통 들고 타는 거 싫어요"), not
        # going on with it ("I don't love spending that much on it")
        return answered.sender in d.objected_by and bool(_TURNS_ON.match(said.text))
    held = any(answered.seq in o.evidence for o in state.decisions[-LATEST_PLANS:])
    return not held and _puts_its_own(answered) and not _names_it(said, d)


def _held_back(state: State, said: Said, d: Decision) -> bool:
    """``said``'s speaker, now going along with ``d``, first said something to it that
    was no yes ("수지면 좀 멀긴 한데 ㅠㅠ", "the guarantee was kind of the point
    though"), and another member spoke before they gave in: they pushed back before it
    stood. A doubt the speaker settles alone, before anyone else speaks ("좀 귀찮긴
    한데" then "그래도 기차가 제일 편하지"), only weighs it."""
    people = [s for s in state.recent if not s.is_bot and s.seq > d.evidence[0]]
    for at, s in enumerate(people):
        if s.sender != said.sender or s.seq in d.evidence:
            continue
        if s.reply_to is not None and s.reply_to not in d.message_ids:
            continue  # said to another line
        before = people[at - 1] if at else None
        if (
            before is not None
            and before.sender != s.sender
            and (
                stance(before.text) == "object"
                or (before.sender in d.objected_by and before.seq in d.evidence)
            )
        ):
            continue  # its "but" answers the one who objected ("I hear you but …")
        theirs = read(s.text)
        if (
            theirs.assents
            or theirs.promises
            or theirs.proposes
            or theirs.suggests
            or not holds_back(s.text)
        ):
            continue
        if any(o.sender != said.sender for o in people[at + 1 :]) and not held_by_another(
            state, d, s.seq
        ):
            return True  # a line another plan holds was said to that plan
    return False


def _doubted_first(state: State, who: str, d: Decision) -> Said | None:
    """``who`` pushed back in the talk that led up to ``d``'s statement, and another
    member spoke after: they held back before it stood ("tbf €10 is a lot for students"
    before "€10 a head, €5 with a student card?"; "저 배 멀미 진짜 심한데요.." before the
    plan put again with a café). Walking back from the statement over people's lines
    (``2 * LED_UP`` at most, within the talk's reach in time) until a line another plan
    that stands holds or a persona's; a reply to a line outside that talk is said to
    something else. The line the doubt answered, or None."""
    first = d.evidence[0]
    at = next((k for k, s in enumerate(state.recent) if s.seq == first), None)
    if at is None:
        return None
    statement = state.recent[at]
    before = state.recent[max(0, at - 2 * LED_UP) : at]
    talk = {s.message_id for s in before} | {statement.message_id}
    spoke_after = statement.sender != who
    for k in range(len(before) - 1, -1, -1):
        s = before[k]
        if s.is_bot or seconds_between(s.at, statement.at) > REACH_SECONDS:
            break
        if s.sender != who:
            spoke_after = True
            continue
        if s.reply_to is not None and s.reply_to not in talk:
            continue
        if not (spoke_after and _doubts_it(s)):
            continue
        answered = _answers_a_proposal(s, before[:k], d)
        if answered is not None:
            # unless the walk stopped before it, at a line of a plan that stands (a
            # proposal nobody took up may be the talk's start): looked for only now, as
            # it reads every decision
            return None if _held_by_other(state, d, {t.seq for t in before[k:]}) else answered
    return None


def _held_by_other(state: State, d: Decision, seqs: set[int]) -> bool:
    """One of ``seqs`` is a line of an accepted decision other than ``d``."""
    return any(
        o is not d and o.accepted and not seqs.isdisjoint((*o.evidence, *o.changed_at))
        for o in state.decisions
    )


def _answers_a_proposal(doubt: Said, earlier: list[Said], d: Decision) -> Said | None:
    """``doubt`` answers another member's line that names a value or a word of ``d`` (the
    line it replies to, else one of the two people's lines before it): "tbf €10 is a lot
    for students" to "€10 a head"; a problem told before any plan was put ("turns out
    shared libraries need the org tier") answers none. The line it answers, or None."""
    people = [s for s in earlier if not s.is_bot]
    replied = next((s for s in people if s.message_id == doubt.reply_to), None)
    answered = [replied] if replied is not None else people[-2:]
    return next(
        (
            s
            for s in answered
            if s.sender != doubt.sender
            and (bool(_named(s) & d.all_values()) or shares(terms_in(s.text), d))
        ),
        None,
    )


def _named(s: Said) -> set[str]:
    """Every value ``s`` names, whatever the kind."""
    return {v for vs in values_in(s.text, s.at).values() for v in vs}


def _doubts_it(s: Said) -> bool:
    """A line in words that pushes back and puts nothing forward: a doubt, a cost, a flat
    no; no yes, promise, plan or news of its own, no joke."""
    acts = read(s.text)
    if acts.assents or acts.promises or acts.proposes or acts.suggests:
        return False
    if acts.reports_past and not acts.objects:
        return False  # news ("their policy is annual prepaid only, no monthly billing")
    if acts.laughs or not any(ch.isalpha() for ch in s.text):
        return False  # a joke, a sigh in emoji ("갈비 땡기는데 ㅋㅋ", "😬")
    return acts.objects or stance(s.text) == "object" or holds_back(s.text)


def _pushed_back_first(state: State, d: Decision) -> None:
    """The members who took ``d`` up (its statement's speaker when it says yes, those
    who said yes) and pushed back in the talk before it was stated, however it came to
    stand (a yes to it, yeses read back to a line, the uptake reader): they objected
    too. A statement that gives in so ("Fine. Twenty minutes. I'll survive", "Alright,
    if the insurance is sorted I'm happy. Sprinter it is", "그렇게 하면 괜찮겠네요") is a
    yes to the line its speaker pushed back on: that line's speaker put the plan, and
    went along."""
    who = [n for n in d.agreed_by if n != d.proposer]
    if _says_yes(state, d):
        who.insert(0, d.proposer)
    for name in who:
        if name in d.objected_by and name != d.proposer:
            continue
        answered = _doubted_first(state, name, d)
        if answered is None:
            continue
        if name not in d.objected_by:
            d.objected_by.append(name)
        if name == d.proposer:
            d.joined.setdefault(answered.sender, answered.seq)


def _says_yes(state: State, d: Decision) -> bool:
    """``d``'s statement, a member's, says yes to what the talk came to."""
    statement = text_of(state, d.evidence[0])
    if d.bot or not statement:
        return False
    acts = read(statement)
    return acts.assents or yes_first(statement) or stance(statement) == "agree"


def _joke(state: State, d: Decision, said: Said) -> bool:
    """A proposal said laughing with no day, time or amount ("let's all move to Bali lol",
    "하와이 가자 ㅋㅋㅋ"), and a yes that opens laughing ("haha yes", "ㅋㅋㅋ 좋다"): both
    joke. Laughter on a plan with its day ("토요일 7시 보자 ㅋㅋ"), or after a plain yes
    ("ㅇㅋ ㅋㅋ"), is only the chat's tone."""
    if d.values or d.bot or not laughs_first(said.text):
        return False
    return laughing(text_of(state, d.evidence[0]) or d.text)


def _pick(d: Decision, values: dict[str, list[str]]) -> None:
    """A yes naming one of the options a choice offered ("Fri or Sat?" / "saturday
    works"): the plan keeps the one picked, so the other named later is a change (a
    rota's days are all kept: it offers no choice)."""
    for kind, named in values.items():
        offered = d.values.get(kind, [])
        picked = [v for v in offered if v in named]
        if len(offered) > 1 and picked and len(picked) < len(offered):
            d.values[kind] = picked


def _signs_up(reply: str, call: str) -> bool:
    """A short reply naming how many of the thing a call counts ("저 3롤이요" to "필름
    공구 할 사람? 10롤 넘으면 …")."""
    if len(reply) > YES_ONLY:
        return False
    return bool(set(counts(reply)) & set(counts(call)))


def _agrees_on_values(values: dict[str, list[str]], known: dict[str, list[str]]) -> bool:
    """No value of the same kind differs (a restatement, not another option)."""
    return all(overlap(vs, known[k]) for k, vs in values.items() if k in known)


# an offer or a "shall I/we" put as a question ("제 차로 사올까요?", "빌려줄까?", "I can
# drive everyone", "want me to bring my truck?"), not one asking what others think or
# whether it may be done ("어떨까요?", "나을까요?", "해도 될까요?")
_OFFERS = re.compile(
    r"(?<!어떨)(?<!좋을)(?<!나을)(?<!괜찮을)(?<!될)까\s*요?\s*[?？]+\W*$"
    r"|\b(?:i|we)\s+(?:can|could)\b|\bshall\s+i\b|\bwant\s+me\s+to\b|\bshould\s+i\b"
    r"|\bhappy\s+to\b",
    re.IGNORECASE,
)
# what turns an offer down politely: "it's fine (without it)", "no need"
_NO_THANKS = re.compile(
    r"괜찮(?:아|습니다|어요|아요)|됐어|안\s?해도\s?(?:돼|되)"
    r"|^\W*(?:all\s+good|no\s+need|no\s+worries|nah\b|we'?re\s+(?:good|fine|ok|sorted)"
    r"|it'?s\s+fine|no\s+thanks|don'?t\s+worry)",
    re.IGNORECASE,
)


def _no_thanks(state: State, said: Said, d: Decision, to_it: bool) -> bool:
    """``said`` turns down the offer ``d`` puts as a question, said to it or right after
    it: "it's fine", "no need", with the reason or nothing (said to a "shall I?", the
    Korean 괜찮아 is no thanks, to "어때요?" a yes), naming none of its values."""
    if d.bot or not (to_it or people_since(state, d.evidence[-1]) == 0):
        return False
    statement = text_of(state, d.evidence[0])
    if not statement or not _OFFERS.search(sentences(statement)[-1]):
        return False
    values = values_in(said.text, said.at)
    return bool(_NO_THANKS.search(said.text)) and not _agrees_on_values_named(values, d.values)


def _agrees_on_values_named(values: dict[str, list[str]], known: dict[str, list[str]]) -> bool:
    """``values`` names one of ``known``'s ("8일 4시 저는 괜찮아요" to "8일로 해도 될까요?")."""
    return any(overlap(vs, known[k]) for k, vs in values.items() if k in known)


def _gives_in_to_answers(state: State, said: Said, acts: Acts, d: Decision, at: int) -> bool:
    """``said`` is ``d``'s proposer saying a bare ok ("ok ok", "ㅇㅋ 인정", "아 그렇네요 넵",
    "Fair enough, just us then.") once only other members answered it (a few lines, one
    of them read as its yes), none of them a plain yes (a reason it cannot be, another
    way, a "but": "the hut is booked solid on the Tuesday", "일요일은 애들이랑 놀아줘야
    돼 ㅠ"), while it replaces nothing: the proposer let it go."""
    if d.bot or d.status != "current":
        return False
    if not (acts.assents or yes_first(said.text)) or len(said.text) > YES_ONLY:
        return False
    if acts.proposes or acts.decided or acts.promises or acts.asks:
        return False
    if values_in(said.text, said.at) and _agrees_on_values_named(
        values_in(said.text, said.at), d.values
    ):
        return False  # it names the plan's own values: it settles it
    since = [s for s in state.recent if s.seq > d.evidence[0] and not s.is_bot]
    answers = [s for s in since if s.sender != d.proposer]
    if (
        len(since) > _GAVE_IN_REACH
        or len(answers) < len(since)  # its proposer spoke on it before
        or not any(s.seq in d.evidence for s in answers)
    ):
        return False
    # a yes to an answer that puts the plan in its own words ("그럼 보드게임 반별 한 세트
    # + 킨볼 하나로 해요", then its proposer's "좋아요!!") is the proposer's yes to that
    # and an answer naming its values as a yes ("$500/mo flat works for the pilot") took
    # it up; one naming them with a reason against it ("토요일은 애들 학원 …") did not
    if any(
        _clear_yes(s)
        or read(s.text).proposes
        or read(s.text).decided
        or (yes_first(s.text) and _agrees_on_values_named(values_in(s.text, s.at), d.values))
        for s in answers
    ):
        return False
    # it replaces none (read last: every decision is looked at for it)
    return not any(o.successor == at for o in state.decisions)


_GAVE_IN_REACH = 3  # people's lines between a plan and its proposer's ok that answer it
_BARE_YES = 10  # characters: a yes said with nothing of its own ("나도 ㄱㄱ", "저도요")


def _clear_yes(s: Said) -> bool:
    """A line that says yes and nothing against it or beside it: agreeing, with no
    "but", and putting no other way ("나을 것 같아요")."""
    acts = read(s.text)
    return (
        stance(s.text) == "agree"
        and before_contrast(s.text) == s.text
        and not (acts.suggests or acts.objects)
    ) or (acts.assents and len(s.text) <= _BARE_YES and not acts.laughs)


def _refuses(text: str) -> bool:
    """A flat no ("no", "안돼요", "nah"): the proposal is turned down."""
    core = text.strip().casefold()
    return bool(re.match(r"^(?:no\b|nope|nah|안\s?돼|아니|ㄴㄴ|노노|그건\s?안)", core))


def react(state: State, record: MessageRecord, linker: Linker) -> None:
    """A member's reactions on a message changed: on a decision's message a 👍 agrees
    and a 👎 objects (an anonymous admin reacts as the chat); none withdraws. A
    persona's reaction is no member's stance."""
    if record.reply_to is None or record.is_bot:
        return
    found = next((d for d in reversed(state.decisions) if record.reply_to in d.message_ids), None)
    if found is None:
        return
    anonymous = record.sender_id is None
    found.marks = [m for m in found.marks if not _same_reactor(m, record)]
    side = reaction_stance(reaction_emojis(record.text))
    if side is not None:
        stance, emoji = side
        found.marks.append(
            Mark(name=_shown_as(state, found, record), emoji=emoji, stance=stance,
                 message_id=record.reply_to, anonymous=anonymous,
                 sender_id=record.sender_id)
        )  # fmt: skip
    at = state.decisions.index(found)
    if not found.accepted and any(
        m.stance == "agree" and m.name != found.proposer and not m.anonymous for m in found.marks
    ):
        found.accepted = True
        replaces(state, at, linker=linker)


def _shown_as(state: State, d: Decision, record: MessageRecord) -> str:
    """The name a reaction is listed under: the listed member whose id it is (a member
    who since took another name is still themselves), else its own name, told apart
    (``서연 (id 9001)``) when another member is listed under it: a namesake's 👎
    never moves the real 서연."""
    who = record.sender_id
    if who is None:
        return record.sender  # an anonymous admin: the chat's own name
    listed = [*d.agreed_by, *d.objected_by, d.proposer]
    for name in listed:
        if state.ids.get(name) == who:
            return name
    others = {m.name for m in d.marks if m.sender_id != who}
    taken = set(listed) | others
    if record.sender in taken or state.ids.get(record.sender, who) != who:
        return f"{record.sender} (id {who})"
    return record.sender


def _same_reactor(mark: Mark, record: MessageRecord) -> bool:
    """Whether ``record`` is a later reaction of whoever left ``mark``: the same member by
    id, or the same anonymous chat by name."""
    if record.sender_id is not None:
        return mark.sender_id == record.sender_id
    return mark.anonymous and mark.name == record.sender
