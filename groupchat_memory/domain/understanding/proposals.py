"""What puts a plan forward, and what a plan is made of when it is put.

A proposal is a form that puts something forward ("X로 하자", "어때?", "let's", "how
about", "proposal:"), a change of a current plan's value, a value offered as a question
("Fri 27th, Som Saa?"), a wrap-up naming values, or a softer form naming what it puts
("we could do Nando's Friday"). A question, a hypothetical, a plan put off or for no
time at all ("someday"), and a favour asked of one member are no proposals. A plan
said again in the same exchange confirms the one it restates; a pick of an option
another member just put ("do it", "Premier Inn then") makes the option a decision.
"""

from __future__ import annotations

import dataclasses
import re

from groupchat_memory.domain.text import morph
from groupchat_memory.domain.text.stance import stance
from groupchat_memory.domain.text.values import slots
from groupchat_memory.domain.understanding.acts import (
    Acts,
    argues_for,
    holds_back,
    laughs_first,
    praises_it,
    read,
    sentences,
    without_deciding,
    yes_first,
)
from groupchat_memory.domain.understanding.changes import (
    ADDS,
    Linker,
    changes_later,
    moves_value,
    replaces,
    set_aside_values,
)
from groupchat_memory.domain.understanding.state import (
    CONFIRM_REACH,
    CONTEXT,
    LATEST_PLANS,
    REACH_SECONDS,
    YES_ONLY,
    Decision,
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
from groupchat_memory.domain.understanding.words import (
    asks_for_information,
    body,
    covers,
    echo,
    offers_value,
    overlap,
    recounts,
    restates,
    shares,
    terms_in,
    topic_terms,
    values_in,
)

LEAD = 2  # members' lines before a proposal that may name its subject as their topic
_ADDRESSED = re.compile(r"^\s*@\w+")  # a message that opens by naming whom it is for
# a pick of what was just put: pointing at it ("do it", "book it", "that one", "여기로 해",
# "그걸로", "2번"), or naming it as the choice ("Sprinter it is")
_PICKS = re.compile(
    r"^\W*(?:ok(?:ay)?\W+|yeah\W+|yes\W+)?(?:do|book|take|grab|get)\s+(?:it|that|that\s+one|this\s+one|them)\b"
    r"|\b(?:that|this)\s+one\b|\bthe\s+(?:first|second|third|last)\s+one\b|\boption\s+\d\b"
    r"|(?<![가-힣])(?:여기|거기|저기|이걸|그걸|저걸|이거|그거|저거|이게|그게|\d\s?번)(?:로|으로)?\s?"
    r"(?:해|하자|합시다|하죠|가자|가죠|갑시다|ㄱㄱ|콜)",
    re.IGNORECASE,
)
# choosing one thing by name ("let's go with the van", "Premier Inn then", "온결로 가죠")
_CHOOSES = re.compile(
    r"\blet'?s\s+(?:do|go\s+(?:with|for)|get|book|take|pick|use)\b|\bgo(?:ing)?\s+with\b"
    r"|\bit\s+is\b|\bthen\W*$|(?:으로|로)\s?(?:가|하|갑|합|해)",
    re.IGNORECASE,
)
# a plan for no time at all ("someday we should do a seed swap", "언젠가 다 같이 가자")
_SOMEDAY = re.compile(
    r"\bsome\s?day\b|\bone\s+day\b|\bat\s+some\s+point\b|\bsometime\b|언젠가|언제\s?한번", re.I
)
_BEFORE = 6  # people's lines before a plan where the line it grew from may lie
_OPTION_REACH = 6  # people's messages back where the option a pick takes may lie
WRAP_UP = re.compile(
    r"^\W*(?:so|then|ok(?:ay)?|alright|right|그럼|그러면|그래서|자|좋아)\b", re.IGNORECASE
)
# a word asking for something other than what was just put ("another night", "다른 날")
_ELSEWHERE = re.compile(r"\b(?:another|other|different|else)\b|다른|딴\s", re.IGNORECASE)
# what a softer proposal names besides a value: a number, a rule ("every", "매주"), a
# name (a capitalised word after a lower-case one, a proper noun or a Latin word in Korean)
_RULE = re.compile(r"\bevery\b|\beach\b|\bweekly\b|\bmonthly\b|매주|매일|매달|매월|격주|마다", re.I)
_NAME = re.compile(r"(?<=[a-z0-9,;:'’)]\s)(?!(?:I|OK|LOL|OMG|TBH|BTW)\b)[A-Z][\w'’&-]*")
_NAME_TAGS = frozenset({"NNP", "SL"})
# the reason a suggestion gives before it ("인원이 12명이라 …", "since there are 12 of us,
# …"): what it names is why, not what is put forward
_REASON_FIRST = re.compile(
    r"^.*(?:이라서?|[가-힣]라서|니까|[어아해]서|때문에|길래)\s+|^\W*(?:since|because|as)\b[^,;]*[,;]\s*",
    re.IGNORECASE,
)
# asking leave for one's own doing ("can i come watch", "may I bring my boyfriend?"): the
# speaker's to do if the others let them, no plan for the group
_ASKS_LEAVE = re.compile(r"^\W*(?:can|could|may)\s+i\b", re.IGNORECASE)
# a decision said as come about, not as made: "확정됐어요", "확정이에요", "확정됐대"
_CAME_ABOUT = re.compile(r"확정\s?(?:됐|되었|돼|이에요|이야|입니다|이래|이라)")
# ... as made by the speaker or the group ("홍대로 바꾸기로 했어요 단체석이 된대요")
_MADE = re.compile(r"(?:기로|정|확정|결정)\s?(?:했|함|하였)")
_OR = re.compile(r"\s(?:or|vs\.?|아니면|또는|혹은)\s", re.IGNORECASE)
# a choice asked as a fact ("is the dinner Friday or Saturday?", "did we say 7 or 8?")
_ASKS_WHICH = re.compile(r"^\W*(?:is|are|was|were|did|does|has|have|had)\b", re.IGNORECASE)


@dataclasses.dataclass(frozen=True)
class Line:
    """A member's line as read for the plan it may put: its acts, and the terms and
    values it names (what a pick of an option or a new proposal is made of)."""

    said: Said
    acts: Acts
    terms: list[str]
    values: dict[str, list[str]]


def put_forward(
    state: State,
    said: Said,
    acts: Acts,
    answered: int | None,
    took_up: bool,
    terms: list[str],
    values: dict[str, list[str]],
    linker: Linker,
    *,
    adds: bool,
) -> None:
    """``said`` as a plan of its own: put forward firmly (a proposal, a change of a
    plan's value, a value offered, a wrap-up), or softly naming what it puts (``soft``),
    unless it took an open plan up (``took_up``), asks, defers or only supposes; or, with
    no plan open (``answered``), a pick of the option just put."""
    wrapped = False
    # the value a current plan set, with another of its kind to go to ("회비 삼만원은
    # 부담된대서 이만원으로 해야 할 듯"): a change put forward, whatever its words
    # (it keeps both values: naming the old one is what ties it to the plan it changes)
    moves = not (took_up or acts.asks or acts.reports_past) and bool(moves_value(state, values))
    firm = (
        moves
        or acts.proposes
        or acts.decided
        or (
            bool(values)
            and not (acts.promises or acts.reports_past)
            # a change with its new value, a question offering one ("Fri 27th, Som Saa?"),
            # a wrap-up naming one ("so demo Thu June 12, 3pm", "그럼 10일 토요일 6시로")
            and (
                (acts.changes and not acts.asks)  # "대신 봐줄 수 있을까?" asks a favour
                or (offers_value(said.text) and not _asks_who(said.text, state.members))
                or offers_choice(said.text)
                or (bool(WRAP_UP.match(said.text)) and len(values) >= 2)  # "so Thu 12th, 3pm"
            )
        )
        or (wrapped := _wraps_up(said))
    )
    # a softer form naming what it puts forward ("we could do Nando's Friday",
    # "15일이 좋을 것 같아요", "I can bring the van")
    # (an offer while a plan is talked of is a part of it, not another plan: "I can
    # bring the grill")
    soft = not firm and (
        (
            acts.suggests
            and not acts.laughs
            and not (acts.offers and answered is not None)
            and _names_what(said.text, values)
        )
        or adds  # another thing added and put forward (``adds_another``, read by the caller)
    )
    proposes = firm or soft
    # a question asking what something is (its own sentence: "let's do it when it
    # lands. Sat the 12th?" offers a day, the "when" is another sentence's)
    asks_what = any("?" in part and asks_for_information(part) for part in sentences(said.text))
    # asking someone to take a task on is a request, not a plan for the group
    # and so is a question put to one by name first ("@Sunny can you draft one?",
    # "@Clio checklist for saturday?"): it is theirs to answer, not the group's to take up
    asks_a_favour = (acts.asks_to_take and acts.asks and not wrapped) or (
        bool(_ADDRESSED.match(said.text)) and "?" in said.text
    )
    # news of a decision made by others: a line telling what happened, its decision said
    # as come about or as heard ("지원금 결과 나왔어요!! 170만원 확정이에요", "날짜
    # 확정됐으니까", "구청 연락 왔어요 부스 확정! … 전기는 없대요"), not made ("가평으로
    # 확정했어요", "하기로 했어요"); nothing put to the group here
    news = (
        acts.decided
        and acts.reports_past
        and not WRAP_UP.match(said.text)
        and bool(_CAME_ABOUT.search(said.text) or _told(said.text))
        and not _MADE.search(said.text)
    )
    if proposes and not (
        took_up
        or news
        or acts.hypothetical
        or acts.defers
        or asks_what
        or asks_a_favour
        or _ASKS_LEAVE.match((sentences(said.text) or [said.text])[-1])
        or _SOMEDAY.search(said.text)
    ):
        propose(state, Line(said, acts, terms, values), linker, soft=soft)
    elif (
        answered is None
        and acts.assents
        and _PICKS.search(said.text)
        and len(said.text) <= YES_ONLY
        and not (acts.asks or acts.promises or acts.objects or acts.laughs)
    ):
        # "do it", "여기 해요" with no proposal open: the option just put is taken
        _take_option(state, Line(said, acts, terms, values), linker)
    elif answered is None and _goes_along(said, acts):
        _taken_up_together(state, said, linker)


def propose(state: State, line: Line, linker: Linker, *, soft: bool = False) -> None:
    """A new proposal, or a restatement of a plan just accepted (a confirmation);
    ``soft``: put in a softer form (``Decision.soft``)."""
    said, acts, terms, values = line.said, line.acts, line.terms, line.values
    aside = set_aside_values(said.text, said.at)
    for at in range(len(state.decisions) - 1, -1, -1):
        d = state.decisions[at]
        if people_since(state, d.evidence[-1]) > CONFIRM_REACH:
            break
        if seconds_between(time_of(state, d.evidence[-1]), said.at) > REACH_SECONDS:
            continue  # another day's talk: the same weekday named is another plan
        if any(overlap(vs, d.values.get(k, ())) for k, vs in aside.items()):
            continue  # "10% 할인 대신 …" sets that plan aside: it says it no more
        # its proposer giving the values their accepted plan left open ("MT를 한 주
        # 밀자" taken up, then "그럼 MT는 그 주 토일로 최종!")
        fills = (
            said.sender == d.proposer
            and bool(values)
            and not d.values
            and bool(set(terms) & set(d.terms))
        )
        if (
            d.accepted
            and d.status == "current"
            and not (acts.changes and not values)  # "scrap Figma, stay on Penpot"
            # another number of what it counts is another plan ("한 대만", not "두 대")
            and not recounts(said.text, text_of(state, d.evidence[0]) or body(d.text))
            and (
                fills
                or restates(terms, values, d)
                or _says_its_own_again(state, line, d)
                or _closes_its_talk(state, line, d)
            )
        ):
            cite(d, said)
            echo(d, said)
            more_values(d.values, values)
            if said.seq not in d.evidence:
                add_evidence(d, said.seq)
            if said.sender not in d.agreed_by:
                d.agreed_by.append(said.sender)
            changes_later(state, at, said, linker=linker, valued=fills)
            return
    if _take_option(state, line, linker):
        return
    state.decisions.append(
        Decision.put(
            said,
            agreed_by=[said.sender],
            thread_id=said.thread_id,
            terms=terms,
            values=_without(_put_forward(said.text, said.at), aside),
            context=_context(state),
            lead=_lead(state, said),
            # told as already decided: it stands from this message unless someone objects
            accepted=acts.decided and bool(terms or values),
            soft=soft,
        )
    )
    made = state.decisions[-1]
    grew = pushed_back_before(state, said, made) if acts.assents or yes_first(said.text) else None
    if grew is not None:
        # "yeah fair … X it is" after doubting X: its speaker held back, and the one who
        # put X went along
        made.objected_by.append(said.sender)
        made.joined.setdefault(grew.sender, grew.seq)
    if state.decisions[-1].accepted:
        replaces(state, len(state.decisions) - 1, said, linker=linker)


def _says_its_own_again(state: State, line: Line, d: Decision) -> bool:
    """Its proposer saying the plan the others just took up once more, in other words
    ("let's do sew-in days Saturdays at my place, 10 till 2", yeses, then "Saturdays 10-2
    at mine, starting this week"): the newest plan, its talk not gone on past a line or
    two, one of its words, and no value it does not hold (a value of a kind it left open
    is another plan of theirs: "Halloween: potluck lunch Friday Oct 30" after "pull names
    from a hat at the Halloween party")."""
    said, terms, values = line.said, line.terms, line.values
    return (
        said.sender == d.proposer
        and d is state.decisions[-1]
        and people_since(state, d.evidence[-1]) <= WRAPS_AFTER
        and shares(terms, d)
        and all(k in d.values and covers(vs, d.values[k]) for k, vs in values.items())
    )


WRAPS_AFTER = 2  # people's lines after a plan's last yes where a wrap-up still closes its talk
# the plan named as the one settled ("Tideway it is then", "Harbourline HR-11 then 🙌")
_SETTLED = re.compile(r"\bit\s+is\b|\bthen\W*$", re.IGNORECASE)


def _closes_its_talk(state: State, line: Line, d: Decision) -> bool:
    """``line`` wraps up the talk that just took ``d`` up: settled in so many words ("확정",
    "so", "그럼", "X it is then"), right after its last line ("그럼 85 / 25 / 40 확정" after
    "저도 ㅇㅋ"; "오케 이 메뉴 이 가격으로 확정" after "좋아요!!"), naming no value the
    plan does not hold (a day or an amount it adds is a plan of its own: "그럼 튼튼,
    11월 3일부터 7일까지로 확정"), and of its words, one of ``d``'s or of the talk it
    was put in (or nothing but pointers: "이 메뉴 이 가격으로"), in no reply to another
    line. The plan said once more, not a second plan that splits who agreed between two."""
    said, acts, terms, values = line.said, line.acts, line.terms, line.values
    if not (acts.decided or WRAP_UP.match(said.text) or _SETTLED.search(said.text)):
        return False
    if acts.asks or acts.changes or people_since(state, d.evidence[-1]) > WRAPS_AFTER:
        return False
    if said.reply_to is not None and said.reply_to not in d.message_ids:
        return False  # said to another line ("fair enough, 50/50 on the swim money")
    if not all(covers(vs, d.values.get(k, ())) for k, vs in values.items()):
        return False
    text = said.text.casefold()
    return (
        not terms
        or shares(terms, d)
        or any(len(t) > 1 and t.casefold() in text for t in d.terms)  # "야놀자 같이 올리는 걸로"
        or bool(set(terms) & set(d.context))
    )


def _take_option(state: State, line: Line, linker: Linker) -> bool:
    """The line takes the option another member just put (``_option``): a decision
    of both, with what each member said of the option in between (a yes agrees, a
    concern objects). Whether one was made."""
    said, acts, terms, values = line.said, line.acts, line.terms, line.values
    option = _option(state, said, terms)
    if option is None:
        return False
    between = [
        s
        for s in state.recent
        if s.seq > option.seq and not s.is_bot and s.sender not in (said.sender, option.sender)
    ]
    agreed = [said.sender, option.sender]
    objected: list[str] = []
    for s in between:
        theirs = read(s.text)
        if theirs.objects and s.sender not in objected:
            objected.append(s.sender)
        elif theirs.assents and not theirs.asks and s.sender not in agreed:
            agreed.append(s.sender)
    cited = [option, *(s for s in between if s.sender in agreed or s.sender in objected)]
    # pointed at ("여기로 해", "do it"): the option is the proposal, in its own words;
    # named ("let's do the Transit then"): the pick is, the option stands behind it
    pointed = not terms_in(without_deciding(said.text))
    first, then = (option, [*cited[1:], said]) if pointed else (said, cited)
    if pointed:
        terms = list(dict.fromkeys([*terms_in(option.text), *terms]))
        values = values_in(option.text, option.at)
        more_values(values, values_in(said.text, said.at))
    state.decisions.append(
        Decision.put(
            first,
            then,
            agreed_by=agreed,
            objected_by=objected,
            thread_id=said.thread_id,  # where the pick was made
            terms=terms,
            values=values,
            context=_context(state),
            accepted=not acts.asks,  # "do we take the Transit?" only asks
        )
    )
    if state.decisions[-1].accepted:
        replaces(state, len(state.decisions) - 1, said, linker=linker)
    return True


def _taken_up_together(state: State, said: Said, linker: Linker) -> None:
    """A second member going along, after another's yes, with what a third member just
    said naming what it is ("Pizza at Sal's on Main right after, like last year", then
    "yesss Sal's 🍕", "Works for me"; "15일 토요일 오후에 … 좋을 것 같은데요", then
    "좋은 생각입니다", "찬성~~"): whatever its form, the group took it up, and it is a
    decision of the three. A yes may go on with a condition or a part of one's own
    ("ok, as long as it ends by 5", "sounds good, I'll bring the cones"), and one remark
    that names nothing may fall among the yeses. One yes alone may only acknowledge it; a
    question asking what something is, a report, news calling something off, someone
    else's word, a promise of one's own, a joke or a persona's line is nothing to agree
    on. An answer naming values to a question just put ("still Mondays for training?",
    "Yes. Mondays 6 to 8 at the Oval") is what the others take up."""
    evidence = {seq for d in state.decisions[-LATEST_PLANS:] for seq in d.evidence}
    yeses: list[Said] = []
    aside = False
    people = [s for s in state.recent if not s.is_bot]
    for at in range(len(people) - 1, -1, -1):
        s = people[at]
        if s.seq in evidence or seconds_between(s.at, said.at) > REACH_SECONDS:
            return
        theirs = read(s.text)
        agreeing = {said.sender, *(y.sender for y in yeses)}
        answers = at > 0 and people[at - 1].sender != s.sender and read(people[at - 1].text).asks
        if (
            s.sender != said.sender
            and _goes_along(s, theirs)
            and not (answers and _puts_values(s.text, s.at))
        ):
            if s.sender in agreeing:
                return
            yeses.append(s)
            continue
        if s.sender in agreeing:
            return
        if not aside and _remark(s, theirs):
            aside = True
            continue
        if not yeses:
            return
        if _nothing_to_agree_on(s, theirs) and not (
            _puts_values(s.text, s.at) and not _recaps(state, s)
        ):
            return
        if not any(stance(y.text) == "agree" or yes_first(y.text) for y in (*yeses, said)):
            return  # "got it", "got it ty": heard, not agreed
        if any(y.reply_to not in (None, s.message_id) for y in (*yeses, said)):
            return  # a yes to another line
        asked = people[at - 1].sender if theirs.asks and at else None
        if asked in {y.sender for y in (*yeses, said)}:
            return  # "써도 되는거죠?" answered "네" by the one it asks: an answer
        _found(state, s, [*reversed(yeses), said], linker)
        return


def _goes_along(said: Said, acts: Acts) -> bool:
    """A plain yes, or a line that opens with a yes whatever follows it: a condition or a
    part of one's own ("ok, as long as it ends by 5", "sounds good, I'll bring the cones"); it
    asks, objects, puts, changes and drops nothing."""
    if acts.drops:
        return False  # a yes to taking something back
    return _plain_yes(said, acts) or (
        yes_first(said.text)
        and not (
            acts.asks or acts.objects or acts.proposes or acts.changes or laughs_first(said.text)
        )
    )


def _remark(said: Said, acts: Acts) -> bool:
    """A line beside the talk that names nothing, asks, weighs or pushes back on nothing
    ("거기 음료 맛있어요 ㅎㅎ"): a yes after it may still be to what came before."""
    return not (
        acts.asks
        or acts.objects
        or acts.proposes
        or acts.promises
        or acts.drops
        or holds_back(said.text)
        or _names_what(said.text, values_in(said.text, said.at))
    )


def _recaps(state: State, said: Said) -> bool:
    """A sentence of ``said`` says a plan that stands again (a recap: "so far: 1. … 2.
    김장 15일 …"): yeses after it take up nothing new."""
    standing = [d for d in state.decisions if d.accepted and d.status == "current"]
    return any(
        restates(terms_in(part), values_in(part, said.at), d)
        for part in sentences(said.text)
        for d in standing
    )


def _puts_values(text: str, at: str) -> bool:
    """``text`` puts something softly, or a sentence of it names values and does nothing
    else: no report, promise, question, supposition or joke ("Entry £5 at the door."
    beside "Quiz cards printed by the pub"; "Mondays 6 to 8 at the Oval" before "I'll
    confirm the last week later")."""
    whole = read(text)
    if whole.reports_done or whole.laughs or whole.drops or _told(text):
        return False
    if whole.suggests and not (whole.reports_past or whole.hypothetical):
        return True  # put softly ("Idea: a bake sale at our tent?")
    for part in sentences(text):
        acts = read(part)
        if values_in(part, at) and not (
            acts.reports_past or acts.promises or acts.asks or acts.hypothetical or acts.laughs
        ):
            return True
    return False


def _nothing_to_agree_on(said: Said, acts: Acts) -> bool:
    """A line that puts nothing for others to take up, whatever yeses follow it: a report,
    a hypothetical, a joke, a drop, a promise of one's own, news calling something off,
    someone else's word (``_told``), a last sentence asking what, or naming no value."""
    return (
        acts.reports_past
        or acts.hypothetical
        or acts.laughs
        or acts.drops
        or (acts.promises and not acts.proposes)
        or (holds_back(said.text) and not acts.suggests)  # news calling it off
        or _told(said.text)
        # its last sentence asking what ("뭐 해요? … 붕어빵 트럭 불러서 …" puts it)
        or asks_for_information(sentences(said.text)[-1])
        or not _names_what(said.text, values_in(said.text, said.at))
    )


def _found(state: State, proposal: Said, yeses: list[Said], linker: Linker) -> None:
    """A decision of ``proposal``, taken up by ``yeses``."""
    state.decisions.append(
        Decision.put(
            proposal,
            yeses,
            agreed_by=[proposal.sender, *(y.sender for y in yeses)],
            thread_id=proposal.thread_id,
            terms=terms_in(proposal.text),
            values=values_in(proposal.text, proposal.at),
            context=_context(state),
            accepted=True,
        )
    )
    replaces(state, len(state.decisions) - 1, yeses[-1], linker=linker)


def _plain_yes(said: Said, acts: Acts) -> bool:
    """A short yes that asks nothing, objects to nothing, promises or proposes nothing
    and does not laugh first ("Works for me", "찬성~~", "👍")."""
    return (
        acts.assents
        and len(said.text) <= YES_ONLY * 2
        and not (acts.asks or acts.objects or acts.promises or acts.proposes)
        and not laughs_first(said.text)
    )


def _told(text: str) -> bool:
    """A Korean line told as heard, its last predicate -대 or -래 ("12시 반에 한대"):
    someone else's word."""
    found = morph.clauses(text) if morph.HANGUL.search(text) else []
    return bool(found) and found[-1].hearsay


def _option(state: State, said: Said, terms: list[str]) -> Said | None:
    """The option another member just put, with what it costs, where or when ("Mercer
    has a Transit, £620 for the four days"), that ``said`` takes: by pointing at it
    ("do it", "여기로 해", "that one") or by naming it ("let's do the Transit then").
    None when the talk since is already on a proposal, or nothing was put."""
    if _ELSEWHERE.search(said.text):
        return None  # "could we do another night?" asks away from what was put
    deictic = bool(_PICKS.search(said.text)) or not terms_in(without_deciding(said.text))
    people = [s for s in state.recent if not s.is_bot][-_OPTION_REACH:]
    proposals = {seq for d in state.decisions[-LATEST_PLANS:] for seq in d.evidence}
    for s in reversed(people):
        if s.seq in proposals or seconds_between(s.at, said.at) > REACH_SECONDS:
            return None
        if s.sender == said.sender or not values_in(s.text, s.at):
            continue
        theirs = read(s.text)
        # a question mark asks (the analyzer may read a hearsay "…이래" as asking)
        if theirs.promises or "?" in s.text or theirs.hypothetical or theirs.defers:
            continue
        if theirs.assents or theirs.objects or theirs.says_done:
            continue  # what someone made of an option, or a task done: no option
        if deictic or (_CHOOSES.search(said.text) and set(terms) & set(terms_in(s.text))):
            return s
    return None


def _lead(state: State, said: Said) -> list[str]:
    """The words the last lines before a new proposal mark as their topic, and those of
    another member's question among them that it takes up ("corvus peak is right above
    the hut … who's in" before "Yes I want!!")."""
    out: list[str] = []
    lines = [s for s in state.recent if not s.is_bot][-LEAD:]
    for s in lines:
        out += topic_terms(s.text)
    asked = next((s for s in reversed(lines) if s.sender != said.sender and _invites(s.text)), None)
    if asked is not None:
        out += terms_in(asked.text)
    return list(dict.fromkeys(out))


def _invites(text: str) -> bool:
    """A question that puts something to the group, not an objection asked ("20명이면
    달빛 안 되는데": it cannot be)."""
    acts = read(text)
    return ("?" in text or acts.asks) and not acts.objects


def _context(state: State) -> list[str]:
    """The terms and values of the talk just before a new proposal."""
    out: list[str] = []
    for s in state.recent[-CONTEXT:]:
        out += terms_in(s.text)
        out += [v for vs in values_in(s.text, s.at).values() for v in vs]
    return list(dict.fromkeys(out))


# an English sentence telling what happened: a verb in the past (a word in -ed, not one in
# -eed: "indeed", "speed", "proceed" tell no past)
_EN_TOLD_PAST = re.compile(r"\b(?:was|were|had|did|[a-z]{3,}(?<!e)ed)\b", re.IGNORECASE)
_EN_OWN = re.compile(r"\b(?:i|we|i'?ve|we'?ve|i'?d|we'?d)\b", re.IGNORECASE)
# a Korean past the analyzer may not mark in -잖-, which it reads as 지 않 ("있었잖아요",
# "했잖아"): a syllable closed by ㅆ after the word's first, right before 잖
_PAST_BEFORE_JAN = re.compile(
    "(?<=[가-힣])[" + "".join(chr(0xAC00 + 28 * i + 20) for i in range(399)) + "]잖"
)


def _recalled(text: str) -> list[str]:
    """The parts of a line that recall what happened, not as the speaker's own deed
    ("작년에 … 애들이 오후 3시까지 기다렸잖아", "last year the delivery was late"): the
    reason a proposal gives, whose days and times it does not put forward."""
    out: list[str] = []
    for part in sentences(text):
        if not morph.HANGUL.search(part):
            if _EN_TOLD_PAST.search(part) and not (_EN_OWN.search(part) or read(part).proposes):
                out.append(part)
            continue
        begin = 0
        for clause in morph.clauses(part):
            span, begin = part[begin : clause.end], clause.end
            past = clause.past or bool(_PAST_BEFORE_JAN.search(span))
            told = read(span)
            if past and not told.proposes and (_others_do(span) or not told.tells_deed):
                out.append(span)
    return out


def _others_do(text: str) -> bool:
    """A Korean clause whose subject is marked and names no one speaking ("애들이 …
    기다렸잖아", "배달이 늦어서"): what others did, not the speaker."""
    found = morph.analyze(morph.closed(text))
    return any(
        m.tag == "JKS" and at > 0 and found[at - 1].tag in ("NNG", "NNP", "XSN")
        for at, m in enumerate(found)
    )


def _put_forward(text: str, said_at: str) -> dict[str, list[str]]:
    """The values a proposal puts forward: those of its parts that do not recall the past
    (all of them when every part does)."""
    rest = text
    for part in _recalled(text):
        rest = rest.replace(part, " ")
    return values_in(rest if rest.strip() else text, said_at)


def _without(values: dict[str, list[str]], aside: dict[str, list[str]]) -> dict[str, list[str]]:
    """``values`` less those set aside (a kind left with none is gone)."""
    kept = {k: [v for v in vs if not overlap([v], aside.get(k, ()))] for k, vs in values.items()}
    return {k: vs for k, vs in kept.items() if vs}


def more_values(known: dict[str, list[str]], values: dict[str, list[str]]) -> None:
    """Add ``values`` of kinds ``known`` does not name yet: a plan's restatement
    ("12시로 하자" after "15일 일요일로") adds to it, the plan is what all its messages say."""
    for kind, found in values.items():
        if kind not in known:
            known[kind] = list(found)


def _wraps_up(said: Said) -> bool:
    """A wrap-up sentence naming the plan's values, then the speaker's part in it ("so
    demo Thu June 12, 3pm. I'll run it."): the promise is another sentence's."""
    parts = sentences(said.text)
    if len(parts) < 2 or not WRAP_UP.match(parts[0]):
        return False
    lead = read(parts[0])
    return len(values_in(parts[0], said.at)) >= 2 and not (
        lead.promises or lead.reports_past or lead.asks
    )


# what puts the added thing forward in its own words: "we", a modal, "idea", a question
# offering it, a Korean suggestion's ending ("만들면 …", "하자", "할까요", "어때", "것 같아요")
_PUTS = re.compile(
    r"\b(?:we|let'?s|lets|could|should|can|shall|reckon|idea|maybe|how\s+about|what\s+about)\b|[?？]"
    r"|(?:면|자|까요?|어때요?|것\s?같아요?)(?=[\s.!~ㅎㅋ^]|$)",
    re.IGNORECASE,
)


def adds_another(said: Said, acts: Acts, terms: list[str]) -> bool:
    """``said`` adds another thing to the talk, names it and puts it forward: not a
    promise, a report, a favour asked, an instruction or a line that only tells what was
    done (a laugh after it is a Korean line's politeness as often as a joke: "바람막이도
    맞추면 안 돼요? ㅎㅎ")."""
    return (
        bool(ADDS.match(said.text))
        and bool(terms)
        and bool(_PUTS.search(said.text))
        and not (
            acts.promises
            or acts.reports_past
            or acts.reports_done
            or acts.instructs
            or acts.asks_to_take
        )
    )


def _names_what(text: str, values: dict[str, list[str]]) -> bool:
    """A line names what it puts forward: a value (a day, a time, an amount, a place), a
    number, a rule, or a name; "we could do something fun" names nothing, and neither
    does a reason before it ("12명이라 이동이 편한 쪽이 좋을 것 같아")."""
    reason = _REASON_FIRST.match(text)
    if reason is not None and reason.end() < len(text):
        text = text[reason.end() :]
        values = {kind: sorted(found) for kind, found in slots(text).items()}
    if values or re.search(r"\d", text) or _RULE.search(text) or _NAME.search(text):
        return True
    return (
        any(m.tag in _NAME_TAGS for m in morph.analyze(text))
        if morph.HANGUL.search(text)
        else False
    )


def _asks_who(text: str, members: list[str]) -> bool:
    """A question that is only someone named ("대리님이…?", "태호가…?", "Leo??"): it asks
    about that one, and the time said after it is said of them ("9시 출근도 겨우 하시면서",
    "the one who rolls in at 10am"), no value offered."""
    question = text.split("?")[0].strip(" .…~!")
    if not question or len(question.split()) > 1:
        return False
    if question in members:
        return True
    found = [m for m in morph.analyze(question) if not m.tag.startswith("S")]
    return morph.HANGUL.search(question) is not None and bool(found) and found[-1].tag == "JKS"


def offers_choice(text: str) -> bool:
    """A question offering two values to choose from ("dinner Fri at 7 or Sat at 7?",
    "회식 금요일 아니면 토요일?"): each side of its "or" names a value, it asks for none."""
    question = text.split("?")[0] if "?" in text else ""
    sides = _OR.split(question)
    if len(sides) != 2 or asks_for_information(question + "?") or _ASKS_WHICH.match(question):
        return False
    # "금요일이었나 아니면 토요일이었나?", "토요일이야?": which one it was or is, a fact
    if any(c.past or c.stem_tag == "VCP" for c in morph.clauses(question)):
        return False
    return all(slots(side) for side in sides)


def pushed_back_before(state: State, said: Said, d: Decision) -> Said | None:
    """``said``'s speaker, now going along with ``d``, answered the line it grew from
    before it was put, with no yes ("£300 for a tent we use twice?" in reply to the
    tent, then "fine, the tent then"), and another member spoke before they gave in: they
    held back. The line it grew from is another member's, a little before ``d``, naming
    its words, or the last naming values. A question asking what, a part taken, praise,
    a report and another option of one's own hold nothing back. The line it grew from,
    or None."""
    first = d.evidence[0]
    people = [s for s in state.recent if not s.is_bot and s.seq < first]
    earlier = people[-_BEFORE:]
    valued = [s for s in earlier if s.sender != said.sender and values_in(s.text, s.at)]
    for s in earlier:
        grew = by_message_id(state, s.reply_to)
        if (
            s.sender != said.sender
            or grew is None
            or grew.sender == said.sender
            or grew not in earlier
            or held_by_another(state, d, grew.seq)
        ):
            continue
        named = shares(terms_in(grew.text), d) or bool(valued and valued[-1] is grew)
        if not named or not _no_yes(s, grew, d):
            continue
        return grew if any(o.sender != said.sender for o in state.recent if o.seq > s.seq) else None
    return None


def _no_yes(reply: Said, to: Said, d: Decision) -> bool:
    """``reply`` answers ``to`` with no yes and nothing of its own: no agreeing word,
    part taken, praise, report or question asking what; a question only when it doubts
    or puts another value of a kind ``to`` named that ``d`` did not take; a value only
    when ``to`` named it."""
    acts = read(reply.text)
    if (
        acts.assents
        or acts.promises
        or acts.offers
        or acts.reports_done
        or stance(reply.text) == "agree"
        or (asks_for_information(reply.text) and not holds_back(reply.text))
        or argues_for(reply.text)
        or praises_it(reply.text)
    ):
        return False
    own = values_in(reply.text, reply.at)
    theirs = values_in(to.text, to.at)
    if acts.asks and not holds_back(reply.text):
        # another of what it named, that the plan did not take ("the 14th instead??")
        return any(
            k in theirs and not overlap(vs, theirs[k]) and not overlap(vs, d.values.get(k, ()))
            for k, vs in own.items()
        )
    return all(overlap(vs, theirs.get(k, ())) for k, vs in own.items())
