"""Dialogue acts of one chat message: proposes, assents, objects, asks, promises, reports
a task done, drops something, hands a task to someone.

Read from the form of the message rather than from topic words: Korean sentence endings
(a proposal ends in -자, -ㅂ시다, -죠, -ㄹ까(요), "어때"; a promise in -ㄹ게(요) or -겠-;
a report in the past -었-/-았-/-했-), English modal frames ("let's", "how about", "I'll",
"I've"), and the shape of a reply (a short assent with no content of its own: "ㅇㅋ",
"콜", "+1", "sgtm", a lone 👍). Rules, not a model: the same text always gets the same
acts, offline and at no cost.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from groupchat_memory.domain.text import cues, morph
from groupchat_memory.domain.text.stance import endorses, praises, stance
from groupchat_memory.domain.text.values import slots
from groupchat_memory.domain.understanding.due import due_day

_SENTENCES = re.compile(r"(?<=[.!?~…])\s+|\n+|\s+/\s+")
_LAUGH = r"(?:ㅋ{2,}|ㅎ{2,}|ㅠ+|ㅜ+|\blol\b|\bhaha\w*|\blmao\b|😂|🤣)"
_TAIL = re.compile(rf"(?:\s|[.!?？~^,]|{_LAUGH}|[\U0001F300-\U0001FAFF☀-➿])*$", re.IGNORECASE)
_QUESTION_WORDS = re.compile(
    r"^(?:what|when|where|who|which|why|how\s+(?:much|many|long|do|does|did|is|are)|is|are|do|"
    r"does|did|was|were|will|would|could|has|have)\b",
    re.IGNORECASE,
)

# --- agreement: a short reply that says yes and little else
_ASSENT_WORDS = re.compile(
    # a yes-word is a word of its own ("네", "넵넵", "응!", "네요"), never the start of
    # another ("예약했어", "네이버", "응답", "굿즈"); the stems take endings ("괜찮아요")
    r"(?:^|(?<=[\s,.!~]))(?:(?:ㅇㅋ|ㅇㅇ|ㅇㅈ|오케이|오키도키|오키|콜|굿|넵|넹|네|예|옙|응|웅|엉|ㄱㄱ|고고|ㄱㄴ"
    r"|나도|저도|나두|저두)+(?:요|용|여|이요|임|입니다)?(?![가-힣])|"
    r"좋아(?![하한할해했])|좋네|좋다|좋습니다|좋죠|찬성|동의|그래(?![서도])|"
    r"그러자|그럽시다|알았어|알겠|당연|물론|괜찮|상관없|문제없|가능(?!성))|"
    r"👍|👌|🙆|💯|❤|💛|🙌|\+1|"
    r"\bok(?:ay)?\b|\bk\b|\bsure\b|\byes+\b|\byep\b|\byeah\b|\bsgtm\b|\blgtm\b|\bagreed?\b|"
    # the yes of English as it is spoken in Scotland and the North, in South Africa, and by
    # a French speaker writing English ("aye, 6:15 at the hut", "10 ja", "train oui")
    r"\baye\b|\bja\b|\boui\b|"
    r"\bsounds\s+good\b|\bworks\s+for\s+me\b|\bfine\b|\bdeal\b(?!\s+with\b)|\bperfect\b|\bgreat\b|"
    r"\bi'?m\s+in\b|\bcount\s+me\s+in\b|\bgo\s+for\s+it\b|\bdo\s+it\b|\bship\s+it\b|\bcan\s+hit\b|"
    r"\bgot\s+(?:it|this)\b|\bme\s+too\b|\bsame\b|\bfair\b|\bwith\s+you\b|\bi'?d\s+take\s+it\b|\bno\s+opinion\b|"
    r"\bcan\s+live\s+with\b|\bwould\s+help\b|\bi\s+can\s+(?:come|make\s+it|be\s+there)\b|"
    r"\bi'?ll\s+be\s+there\b|\bya+\b|\byea+h?\b|\byeh\b|\balright\b|\baight\b|\bright-?o\b|\bwhy\s+not\b|"
    r"\bthank\s+god\b|"
    # going ahead, counting oneself in, content with it: "go ahead", "go on, buy it",
    # "Take it.", "count us in", "we're in", "I'm content", "Very well"; "ㄱㅊ" (괜찮아),
    # "참석하겠습니다"
    r"\bgo\s+ahead\b|\bgo\s+on\b(?=\W*(?:,|$|buy|book|do|get))"
    r"|(?:^|[.!,]\s*)(?:go\s+on,?\s+)?(?:buy|book|take)\s+it\W*$"
    r"|\bcount\s+(?:us|\w+\s+and\s+\w+)\s+in\b|\b(?:we'?re|we\s+are)\s+in\b(?=\W*$)"
    r"|\bi'?m\s+(?:content|satisfied)\b|\bi\s+am\s+(?:content|satisfied|happy)\b|^\W*very\s+well\b"
    r"|(?<![가-힣])ㄱㅊ|참석하겠",
    re.IGNORECASE,
)
_SHORT = 60  # characters: an assent says yes, and at most a reason
_CONTRAST = re.compile(
    r"\bbut\b|\bhowever\b|\bthough\b|\bexcept\b|\bunless\b|근데|하지만|그런데|다만|그치만|대신",
    re.I,
)


def before_contrast(text: str) -> str:
    """The part of ``text`` before its first "but" ("weekends ok, but I'm away the 19th":
    "weekends ok, "): what a yes with a caveat says of the plan itself."""
    found = _CONTRAST.search(text)
    return text[: found.start()] if found else text


# --- going along by arguing for it: a reply that weighs the plan well ("that's an easy
# drive from there", "£90 vs £620, easy", "기차가 제일 편하긴 하지", "거기 주차도 편해요")
_MERIT = re.compile(
    r"\b(?:easy|easier|easiest|cheap|cheaper|cheapest|closer|closest|nearer|quicker|quickest|"
    r"faster|handy|convenient|helps|saves?|better|best|nicer|ideal|simpler|simplest|safer|safest|"
    r"roomier|bigger|comfier|no[-\s]brainer|beats?|worth\s+it)\b"
    r"|편하|편해|편한|편리|빠르|빨라|빠른|가깝|가까워|가까운|저렴|싸(?:고|다|서|네|요|니|긴)|이득|무난|넉넉",
    re.IGNORECASE,
)
# what turns a weighing round: a negation, a "too", a cost ("not easy", "too far", "안 편해");
# 너무 or "too" before a word of praise or liking is "so", no cost ("헐 너무 귀엽다", "너무
# 잘 나왔다", "too cute")
_DEMERIT = re.compile(
    r"\b(?:not|n't|never|no|less|hardly|worse|worst|further|farther|pricier|slower)\b|n't\b"
    r"|(?<![가-힣])(?:안|못)\s|않|없|별로|비싸|멀"
    rf"|\btoo\b(?!\s+{cues.PRAISE_WORD})|너무(?!\s?{cues.PRAISE_WORD})",
    re.IGNORECASE,
)
_ARGUES = 90  # characters: a reason said as a reply, not a speech of its own
# a negation that is the aim of what is said, no cost or doubt: "다음엔 이런 일 없게 할게",
# "늦지 않도록 갈게요", "so it doesn't happen again", "make sure we don't miss it"
_AIMS_AGAINST = re.compile(
    r"(?:(?<![가-힣])없|않)(?:게|도록)(?![가-힣])|안\s?(?:되|생기)(?:게|도록)(?![가-힣])"
    r"|\bso\s+(?:that\s+)?\w+\s+(?:don'?t|doesn'?t|won'?t|can'?t|never)\b"
    r"|\bmake\s+sure\s+(?:\w+\s+){0,3}?(?:don'?t|doesn'?t|won'?t|isn'?t|aren'?t|never)\b"
    r"|\b(?:won'?t|will\s+not|never)\s+happen\s+again\b",
    re.IGNORECASE,
)


def _demerit(core: str) -> bool:
    """A negation or a cost in ``core``, not one that is the aim of what is said."""
    return bool(_DEMERIT.search(_AIMS_AGAINST.sub(" ", core)))


def _plain_reply(core: str) -> bool:
    """Short, not a question, with no "but", negation or cost: a reason said as a reply.
    A yes holds nothing back, whatever its words ("me too")."""
    if len(core) > _ARGUES or "?" in core:
        return False
    if stance(core) == "agree":
        return True
    return not (_CONTRAST.search(core) or _demerit(core))


def argues_for(text: str) -> bool:
    """A short statement weighing something well ("that's an easy drive from Oxford",
    "KTX가 제일 빠르긴 해"): said to an open plan, it goes along with it. Not a question,
    not with a "but", a negation or a cost."""
    core = text.strip()
    return _plain_reply(core) and bool(_MERIT.search(core)) and stance(core) != "object"


def praises_it(text: str) -> bool:
    """A short statement praising what it answers ("사진 잘 나오겠다", "딱 맞네요", "that'll
    look amazing", "fair, you're right"): said to a plan that stands, it goes along with
    it. Not a question, not with a "but", a negation or a cost."""
    core = text.strip()
    return _plain_reply(core) and praises(core)


# a sigh or a wince: what a line says it costs the speaker ("😩"; not ㅠㅠ nor 😭, as
# often touched or laughing as sorry)
_SIGH = re.compile(r"[😩😫😬😕🙁😞😔😓😢😣😖☹]")
# the endings that leave a Korean sentence on a "but" (-는데, -ㄴ데요, -던데): what it
# grants or tells waits for an answer
_HANGING = frozenset({"ㄴ데", "는데", "은데", "던데", "ㄴ데요", "는데요", "은데요", "던데요"})


def _left_hanging(text: str) -> bool:
    """A Korean sentence left on -는데 ("넥타이 없는데..", "멀긴 한데 ㅠㅠ"), not the
    -는데 that leads on to its clause ("알바인데 끝나고 갈게")."""
    if not morph.HANGUL.search(text):
        return False
    for clause in _clauses(text):
        if clause.form in _HANGING:
            # what follows its last syllable (a word's span takes its stop along)
            rest = text[clause.start : clause.end].split(clause.form[-1])[-1] + text[clause.end :]
            nxt = morph.HANGUL.search(rest)
            if nxt is None or re.search(r"[.…~!\n]|[ㅠㅜ]", rest[: nxt.start()]):
                return True
    return False


def sets_the_scene(text: str) -> bool:
    """A Korean text whose last predicate ends on -는데 ("저 그날 5시까지 알바인데"): what
    it tells leads on to what follows. Not a noun that ends in 데 ("괜찮은 데", a place)."""
    found = _clauses(text)
    return bool(found) and found[-1].form in _HANGING


def holds_back(text: str) -> bool:
    """A statement that holds something back from what it answers: a "but" or a
    "though", a negation or a cost ("the guarantee was kind of the point though", "좀
    멀긴 한데"), a sentence left on -는데, a sigh ("right after my night shift 😩").
    Not a question, not a yes."""
    core = text.strip()
    if stance(core) == "agree":
        return False
    if asks(core):
        return _doubts(core)
    return bool(_CONTRAST.search(core) or _demerit(core) or _SIGH.search(core)) or _left_hanging(
        core
    )


# a turn against what was said, at a question's start ("근데 …?", "but what about …?")
_TURNS = re.compile(r"\bbut\b|\bthough\b|\btho\b|근데|그런데|하지만", re.I)
# a question asking what, when, where, who or how much, not "what about"
_ASKS_WHAT = re.compile(
    r"뭐|언제|어디|누가|누구|얼마|몇|\b(?:what|when|where|who|how\s+much)\b(?!\s+about)", re.I
)


def _doubts(text: str) -> bool:
    """A question that turns against what was said ("근데 … 5시 반에 맞출 수 있을까요..?",
    "love it but what about insurance?"): a doubt put as a question. Not one that asks
    what or when, supposes ("만약 … 어떡해요?") or puts a plan of its own ("근데 … 어때요?")."""
    if not re.search(r"[?？]", text):
        return False  # "do the keys fit though": a check, no doubt put as a question
    question = re.split(r"[?？]", text)[0]
    turn = _TURNS.search(question)
    if turn is None or _ASKS_WHAT.search(question[turn.start() :]):
        return False
    return not (_HYPOTHETICAL.search(question) or _KO_PROPOSAL_END.search(_core(question)))


# the opening clause of a longer line, up to its first comma or stop
_OPENING = re.compile(r"^([^,.!;:?\n]{1,30})[,.!;:]")
# a line that ends asking for a yes ("... 올리기 ㅇㅋ?", "..., ok?", "괜찮아?"): it proposes
_SEEKS_ASSENT = re.compile(
    r"(?:ㅇㅋ|오케이|콜|ㄱㄱ|괜찮아|괜찮죠|좋아|어때|\bok(?:ay)?|\bdeal|\bagreed|\balright|\bsound\s+good)\s*[?？]\s*\W*$",
    re.IGNORECASE,
)

# --- proposals: forms that put something forward for the group
_KO_PROPOSAL_END = re.compile(
    r"(?:는\s?건|는\s?거|면\s?(?:안\s?될까|어때|좋겠)|어때요?|어떨까요?|어떻습니까|어떠세요|걸로|거로|"
    # "-면 될 것 같아요", "-면 되지 않을까": it would do if we ...; "X로 해(요)": take X
    r"면\s?(?:될\s?(?:것|거)\s?같아요?|될\s?듯|되지\s?않을까요?|되겠다)|(?:으로|로)\s?해요?)$"
)
_PROPOSAL_WORDS = re.compile(
    r"어때|어떨까|어떻습니까|어떠세요|어떠신가요|어떠실까요|(?<![가-힣])한\s?표|하자|(?<![참평])가자|잡자|두자|정하자|바꾸자|옮기자|합시다|갑시다|하는\s?걸로|가는\s?걸로|로\s?하면|"
    # a deciding word in a condition ("확정되면 알려줘", "결정 나면") decides nothing yet
    r"(?:제안|확정|결정)(?!\s?(?:이\s?)?(?:되|하|나|됐|했)?면)|하기로|"
    r"\blet'?s\b|\bhow\s+about\b|\bwhat\s+about\b|\bshould\s+we\b|\bwhy\s+don'?t\s+we\b|"
    r"\bproposal\b|\bpropos(?:e|ing)\b|\bi\s+suggest\b|\bi'?d\s+say\b|\bi\s+want\b|\bi\s+think\s+we\b|"
    r"\bi'?m\s+thinking\b|\bi\s+say\b|\bi\s+vote\b|\bwhat\s+if\s+we\b|"
    r"\bwe\s+should\b|\bwe\s+(?:do|go|use|stay|keep|move|switch)\b|\bgo\s+with\b|\bnew\s+rule\b|\bit\s+is\b|"
    r"\bwe'?ll\s+(?:do|go|use)\b|\bstarting\b",
    re.IGNORECASE,
)
# --- suggestions: softer forms that put something forward only when they name what
# (a day, a place, an amount, a name, a rule: the tracker checks), else they muse ("we
# could do something fun", "나도 여행 가고 싶다"): asking the group ("shall we", "can we
# ...", "does Friday work for everyone?", "how does 8 sound?", "fancy ...?"), leaning
# ("we could", "could do", "I reckon we", "I'd book", "my vote's", "best to"), offering
# ("I can bring the van", "happy to host"); Korean "X가 좋을 것 같아요", "X 괜찮을 듯",
# "X가 낫지 않아?", "X로 하면 좋겠어", "X 볼래?", "X 추천", "X도
# 하고 싶어요", "제가 X 할 수 있어요"
_EN_SUGGESTS = re.compile(
    r"\bshall\s+we\b|\b(?:can|could)\s+we\s+(?:just\s+|maybe\s+|please\s+|all\s+)?"
    r"(?!afford|know|tell|see|hear|even|really|still|not\b)[a-z]+"
    r"|\b(?:we|you\s+guys|y'?all)\s+(?:could|can|might)\s+(?:always\s+|just\s+|also\s+|easily\s+)?"
    r"(?!not\b|never\b|be\b|see\b|tell\b|hear\b|afford\b|only\b|barely\b|hardly\b|still\b|all\s+agree)[a-z]+"
    r"|^\W*(?:or\s+|so\s+|ok\s+|we\s+)?could\s+(?:do|go|try|always|just|book|get|meet)\b"
    r"|\bi\s+(?:reckon|guess|figure|feel\s+like)\s+(?:we|let'?s)\b(?!'ll|\s+will|\s+won)"
    r"|(?:^|[.!?,]\s*)(?:i'?m\s+|i\s+was\s+|been\s+)?thinking\s+(?:maybe\s+)?we\b"
    # not pointing back at what was put ("I'd take it", "I'd go with that": a yes)
    r"|\bi'?d\s+(?:just\s+|probably\s+|personally\s+|honestly\s+)?(?:go\s+(?:with|for)|pick|choose|book|get|"
    r"take|do|vote|stick\s+with|lean\s+towards?|opt\s+for|suggest|recommend|prefer|start\s+with)\b"
    r"(?!\s+(?:for\s+)?(?:it|that|this|them|those|these)\b)"
    r"|\bi\s+(?:prefer|recommend|nominate)\b|\blet\s+me\s+(?:suggest|propose)\b"
    r"|\bmy\s+(?:vote|pick|choice|preference|money)(?:'?s|\s+is|\s+goes|\s+would\s+be|\s+(?:is\s+)?on)\b"
    r"|\bmaybe\s+(?:we|let'?s|just)\b|\bor\s+we\s+(?:just\s+)?(?!can'?t|couldn'?t)[a-z]+"
    r"|\bhow\s+(?:does|do|would|'s|is)\b[^?.!]{1,60}\b(?:sound|work|suit|look)\b"
    r"|\bwork(?:s)?\s+for\s+(?:everyone|every1|everybody|all\s+of\s+you|y'?all|people|you\s+all|you\s+guys|both\s+of\s+you)\b"
    r"|\b(?:everyone|everybody|every1|y'?all|you\s+guys|we|people)\s+(?:ok|okay|good|happy|fine|cool|alright)\s+with\b"
    r"|\bany\s+objections?\b|\b(?:anyone|anybody)\s+(?:against|object|mind)\b"
    r"|\b(?:best|easiest|simplest|cheapest|safest|quickest)\s+(?:to|if\s+we|bet|option|is|would\s+be)\b"
    r"|\b(?:it'?d|it\s+would|would|might)\s+be\s+(?:best|easiest|easier|simplest|simpler|cheapest|cheaper|"
    r"better|smart|nice)\s+to\b|\b(?:i'?m\s+)?leaning\s+(?:towards?|to)\b|[,.]\s*anyone\s*\?\W*$"
    r"|^\W*(?:(?:anyone|any1|you)\s+)?fancy\s+[^?]+\?|\b(?:anyone|who'?s|you)\s+up\s+for\b",
    re.IGNORECASE,
)
# an offer: the speaker can see to it ("I can bring the van", "happy to host")
_EN_OFFERS = re.compile(
    r"\bi\s+(?:can|could)\s+(?:also\s+|easily\s+|just\s+|probably\s+)?(?:bring|drive|host|lend|cover|pay\s+for|"
    r"sort|organi[sz]e|get|do|take|pick\s+up|print|make|cook|set\s+up|run|lead|chair|book|borrow|grab|order)\b"
    r"|\b(?:i'?m\s+)?happy\s+to\s+(?:bring|drive|host|lend|cover|pay|book|organi[sz]e|sort|cook|do|take|"
    r"pick\s+up|make|run|lead|chair)\b",
    re.IGNORECASE,
)
_KO_SUGGESTS = re.compile(
    r"(?:괜찮을|좋을|나을)\s?(?:듯|것\s?같|거\s?같|까\s?싶)|(?:좋|낫|괜찮)겠(?:다|어|네|어요|습니다|죠|지|는데)"
    r"|(?:좋|낫|괜찮)지\s?않(?:을까|아|나|겠)[가-힣]*\s*[?？]|(?:나을|괜찮을|좋을)\s?까요?\s*[?？]"
    r"|추천(?:해|합니다|이요|요|드려|드립니다|함)"
    # "7시에 만나면 될 것 같은데", "15일로 하시죠"
    r"|면\s?(?:될|되)\s?(?:것|거)\s?같|면\s?될\s?듯|(?<=[가-힣])시(?:죠|지요)(?![가-힣?？])"
)
# a preference naming its choice as the subject ("저는 토요일이 편해요", "강남역이 제일
# 낫겠네요"): the word before 이/가 is the value (the tracker checks it names one)
_KO_PREFERS = re.compile(
    r"(\S+?)(?:이|가)\s?(?:제일\s?|더\s?|젤\s?)?(?:편해|편하|편합|좋아|좋습|좋을|괜찮|낫|나아|나을)"
)
# a wish for the group ("송년회도 하고 싶어요"), not the speaker's own ("나 부산 가고 싶다")
_KO_WISH = re.compile(r"고\s?싶(?:어|다|네|습니다|은데)")
_KO_I = re.compile(r"(?<![가-힣])(?:나|저|난|전|내가|제가|나는|저는)(?![가-힣])")
# a suggestion leans on what comes before it ("X가 좋겠다", "X 괜찮을 듯"), not on a
# reason or a feeling ("휴가라 좋겠다", "비 와서 좋을 듯")
_KO_SUGGEST_AFTER = re.compile(r"(?:서|라|라서|니까|니|해|와|고|면서|길래)\s?$")
# a Korean offer: the speaker can do it ("제가 차 가져갈 수 있어요"), told, not asked
_KO_CAN = re.compile(r"수\s?있(?:어|어요|습니다|음|죠|지|을\s?듯|을\s?것\s?같)(?!\S*\s*[?？])")
_KO_SELF = re.compile(r"(?<![가-힣])(?:제가|내가|저희가|우리가|저는|나는|전|난|저희는)(?![가-힣])")
_KO_ASKS_WILL = frozenset({"ㄹ래", "ㄹ래요", "을래", "을래요", "실래요", "실래"})
# a condition: a suggestion for a case that may not come ("if it rains we could ...",
# "만약 비 오면 ...")
_SUPPOSING = re.compile(r"\bif\b|\bunless\b|\bin\s+case\b|만약|만일|혹시\s?[^?]*면", re.IGNORECASE)


# "I can" and a verb with its object after it (a determiner, a pronoun, a possessive):
# a deed offered, not a state or a feeling ("I can see that", "I can live with it"), nor
# the purpose of what others are asked ("send me your room numbers so I can list them")
_CAN_DO = re.compile(
    r"(?<!\bso\s)(?<!\bso\sthat\s)\bi\s+can\s+(?:also\s+|just\s+|easily\s+)?"
    r"(?!(?:see|hear|feel|imagine|understand|relate|live|believe|tell|say|guess|wait|"
    r"come|make\s+it|be|only|not|never)\b)[a-z]{2,}\s+"
    r"(?:the|a|an|it|them|this|that|these|those|my|our|your|their|his|her|everyone|"
    r"everybody|some|all|both|\w+'s)\b",
    re.IGNORECASE,
)


def can_do(text: str) -> bool:
    """The speaker says they can do something to something, in a sentence that does not
    ask ("i can track the deposits in the same sheet", "I can ring them and book it
    tomorrow"): an offer nobody has turned down is taken on."""
    return any(
        _CAN_DO.search(part) and not asks(part) and not _SUPPOSING.search(part)
        for part in sentences(text)
    )


def _suggests(text: str, clauses: list[morph.Clause]) -> bool:
    """A sentence of ``text`` puts something forward in a softer form (``_EN_SUGGESTS``,
    ``_KO_SUGGESTS``, a Korean offer, a -ㄹ래 question), not for a case that may not come
    and not laughing."""
    for part in sentences(text) or [text]:
        if _SUPPOSING.search(part) or laughs_last(part):
            continue
        if _EN_SUGGESTS.search(part) or _offers(part):
            return True
        found = _KO_SUGGESTS.search(part)
        if found and not _KO_SUGGEST_AFTER.search(part[: found.start()]):
            return True
        if _KO_WISH.search(part) and not _KO_I.search(part):
            return True
        if any(_names_a_value(m.group(1)) for m in _KO_PREFERS.finditer(part)):
            return True
    asked = [c for c in clauses if c.final and c.form in _KO_ASKS_WILL and c.stem_tag == "VV"]
    return any(
        "?" in (said := _sentence_at(text, c.start)) and not laughs_last(said) for c in asked
    )


def _how_about(text: str) -> bool:
    """A sentence that ends asking how it would be if something were done: a condition
    on -면, then 어떻- in any speech level and not of the past ("빌리면 어떻소", "쓰시면
    어떻겠습니까", "하면 어떨까요"): it puts that forward."""
    for part in sentences(text) or [text]:
        found = _clauses(part)
        if len(found) >= 2 and found[-2].form == "면":
            last = found[-1]
            if last.stem == "어떻" and not last.past:
                return True
    return False


def _names_a_value(word: str) -> bool:
    """A word that is a value of a plan: a day, a time, an amount, a place, a number."""
    return bool(re.search(r"\d", word)) or bool(slots(word))


def _offers(sentence: str) -> bool:
    """The speaker offers to see to something ("I can bring the van", "제가 차 가져갈 수
    있어요"), not for a case that may not come."""
    if _SUPPOSING.search(sentence) or laughs_last(sentence):
        return False
    return bool(_EN_OFFERS.search(sentence)) or bool(
        _KO_CAN.search(sentence) and _KO_SELF.search(sentence)
    )


# a proposal put off or turned down by its own words
_DEFERS = re.compile(
    r"(?:나중|다음|끝나고|이따|추후)[에엔]?\s?(?:다시\s?)?(?:생각|얘기|이야기|정하|결정|보자)|생각해\s?보자|"
    # something else first, the talk after ("끝내고 얘기하자", "get X done first, then talk")
    r"(?:끝내고|마치고|하고\s?나서)\s?(?:다시\s?)?(?:생각|얘기|이야기|정하|결정)|"
    r"\bfirst\b.*\b(?:then|after(?:wards)?)\s+(?:we\s+)?(?:talk|decide|discuss|revisit)\b(?!\s+to\b)|"
    r"\blet'?s\s+(?:see|talk|revisit|wait|think)\b|\bafter\s+the\b.*\b(?:talk|decide)\b|"
    r"\bnot\s+(?:for|before|now|yet)\b|\bmaybe\s+(?:later|some\s+other)\b|\bbacklog\b|"
    # waiting to know more ("I'll hold off until we know")
    r"\bhold(?:ing)?\s+off\b|\buntil\s+we\s+(?:know|hear|see|find\s+out)\b|"
    # deciding once something is seen ("견적 보고 다시 하자", "가서 상황 보고 정하자",
    # "그건 그날 봅시다", "decide on the day", "play it by ear"), or another time ("다음에 하자")
    r"(?:보고|봐서|보면서)\s?(?:다시\s?)?(?:정하|정해|정합|결정|얘기|이야기|하자|합시다)|"
    r"(?:그날|당일|가서|현장에서)\s?(?:에\s?)?(?:봅시다|보자|봐요|보죠|정하자|정해요|정합시다|정하죠)|"
    r"(?<![가-힣])(?:다음에|담에)\s?(?:하자|해요|합시다|하죠)?[\s.!~ㅋㅎㅠ^]*$|"
    r"\bplay\s+it\s+by\s+ear\b|\bwait\s+and\s+see\b"
    r"|\b(?:decide|see|figure\s+(?:it\s+|that\s+)?out|sort\s+(?:it\s+|that\s+)?out)\s+on\s+the\s+day\b",
    re.IGNORECASE,
)
# deciding put off to a later meeting or time ("예산안은 다음 회의에서 합의하죠", "그건 다음
# 주에 다시 결정합시다", "let's decide on it next week", "we can agree later")
_DECIDE_LATER = re.compile(
    r"(?:다음|나중|추후|이따|담)\s?(?:번\s?)?(?:회의|미팅|모임|주|달|번|시간|기회)?\s?"
    r"(?:에서|에|때|엔)?\s?(?:다시\s?|같이\s?|최종\s?|마저\s?)*"
    r"(?:결정|합의|확정|결론|정)(?:을|를|은|는)?\s?"
    r"(?:하죠|해요|합시다|하자|할게|할까|하기로|해야|하면|하는\s?걸로|내죠|내자|냅시다|내요|내기로|짓죠|짓자)"
    r"|\b(?:decide|agree|settle)\s+(?:on\s+(?:it|this|that)\s+)?"
    r"(?:later|next\s+(?:time|week|meeting))\b",
    re.IGNORECASE,
)
# says that nothing is decided yet, or what deciding would take ("결론은 아직 안 났어",
# "아직 최종 결정 전", "합의하려면")
_UNDECIDED = re.compile(
    r"(?:결정|결론|합의)(?:은|는|이|가|을|를)?\s?(?:없|안\s?(?:났|됐|했|나)|못|아직|내려면|나려면)"
    r"|아직\s?(?:최종\s?)?(?:결정|결론|합의)"
)
# a proposal to talk about something decides nothing yet ("칠순 얘기 좀 하자", "let's discuss")
_META = re.compile(
    r"(?:얘기|이야기|논의|상의|의논)\s?(?:좀\s?)?(?:하자|합시다|해요|해보자|해야)|\blet'?s\s+(?:talk|discuss|chat)\b",
    re.IGNORECASE,
)
# a decision or a change told as made ("판교에서 하기로 결정했어요", "홍대로 바꾸기로 했어요",
# "7시로 정했어요", a sentence ending on
# the word: "강남으로 확정!", "오후 2시로 결정."; "we decided on Linear")
_DECIDED = re.compile(
    r"(?:하|바꾸|옮기|미루|당기|밀)기로\s?(?:결정)?(?:했|됐|되었|함)|결정(?:했|됐|되었|함|입니다|합니다)|확정(?:했|됐|되었|입니다|합니다|이야|이에요)|"
    r"(?:로|기로)\s?정했|(?:합의|채택|승인)(?:했|됐|되었)|(?:결정|확정)(?=[.!~]*(?:\s*$|\s*\n|[.!~]\s))|"
    r"\bwe\s+(?:have\s+)?decided\b|\bit'?s\s+(?:final|decided|settled)\b|\bfinali[sz]ed\b|\bsettled\s+on\b",
    re.IGNORECASE,
)
# a condition ("확정되면", "if"), not a wrap-up's "정리하면" or "요약하면" (to sum up)
_CONDITION = re.compile(
    r"(?<!정리)(?<!요약)(?<!말)(?:되|하|했|됐)(?:으)?면\b|\bif\b|\bonce\b|\bwhen\b", re.IGNORECASE
)
_HYPOTHETICAL = re.compile(
    r"\bhypothetically\b|\bwhat\s+if\b.*\b(?:walked|failed|happen)|(?:면|다면)\s?어떡|혹시\s?(?:라도)?.*면\s?어떡|"
    r"(?<![가-힣])(?:만약|만일)(?:에)?(?![가-힣])",
    re.IGNORECASE,
)

# --- promises
# "will" and a verb with no subject between ("will ask them Monday"): the speaker's, said
# short; not a question ("will it rain", "will you come")
_ELIDED_WILL = (
    r"will\s+(?!(?:it|you|he|she|they|we|i|this|that|these|those|there|the|a|an|be|have|"
    r"not|never|probably|anyone|someone|everyone|all|any|your|my|our|their)\b)[a-z]{2,}\b"
)
_EN_PROMISE = re.compile(
    r"\b(?:i'?ll\b|i\s+will|i\s+can\s+(?:do|take|handle|send|book|write|draft)|i'?m\s+on\s+it|"
    r"^\W*on\s+it\b|leave\s+it\s+(?:to|with)\s+me|i'?ll\s+take\s+(?:it|that)|let\s+me\s+(?:do|handle|take|draft|write))|"
    # the speaker left out, as a chat often does ("will ask them on Monday", "ok, will
    # send it tonight", "booking it now, will confirm today"): a clause opening on "will"
    # and a verb, not a question ("will it rain?") nor a subject after it
    rf"(?:^|[.!;,:\n]\s*|\b(?:ok(?:ay)?|sure|yes|yep|yeah|lol|and|then|so)\s+){_ELIDED_WILL}",
    re.IGNORECASE,
)
_EN_NOT_TASK = re.compile(
    r"\bi(?:'?ll|\s+will)\s+(?:(?:just\s+|also\s+)?(?:come|join|show\s+up|make\s+it)\b|be\b|miss\b|sleep\b|just\s+keep\b|survive\b|believe\b|see\b|take\s+(?:it|that)\s+as\b|"
    r"never\b|always\b|probably\s+cry\b|cry\b|die\b|live\b|allow\b|admit\b|bet\b|eat\b|"
    # feeling something is no task ("I'll mourn it in private", "I'll regret this")
    r"(?:\w+\s+)?(?:mourn|grieve|regret|hate|love|enjoy|suffer|weep|sulk)\b|"
    # waiting is no task ("I'll hold off until we know", "I'll give him till Friday")
    r"wait\b|hold\s+(?:off|on)\b|hold\s+\w+\s+to\b|give\s+\w+\s+(?:till|until|a\s+(?:day|week|few|bit))\b)",
    re.IGNORECASE,
)
_VAGUE = re.compile(
    r"언젠가|언제\s?한번|자주|가끔|틈틈이|다음에\s?(?:언제|꼭)?|다음엔|다음부턴|앞으로는?|\bnext\s+time\b|\bfrom\s+now\s+on\b|\bsomeday\b|\bsome\s+day\b|\bone\s+day\b|"
    r"\bsometime\b|\bmore\s+often\b|\bat\s+some\s+point\b|\bsome\s+other\s+time\b",
    re.IGNORECASE,
)
# "한번" / "한 번" (once, some time): a promise with no day named is a pleasantry ("밥 한번
# 살게"); not "한 번 더" (once more), not "한 번째"
_SOMETIME = re.compile(r"(?<![가-힣])한\s?번(?!\s?더|째)")
_WISH = re.compile(r"싶다|싶어|싶네|해야\s?(?:되|하)는데|\bi\s+wish\b|\bi'?d\s+love\s+to\b", re.I)
_OFFER_IF = re.compile(
    r"(?:필요|원하|괜찮으)(?:하)?(?:시)?면|말씀(?:해\s?주|하)시면|\bif\s+you\s+(?:want|need|like)\b|"
    r"\bwant\s+me\s+to\b|\bshall\s+i\b|\bshould\s+i\b|"
    # "If it would help, I can also prepare a short adoption FAQ" (a persona's offer of
    # more, en8, en10, en15): on the condition that it helps
    r"\bif\s+(?:it|that|this)\s+(?:would|will|'d|might|could)\s+(?:help|be\s+(?:useful|helpful))\b|"
    r"\bif\s+(?:it'?s|that'?s|this\s+is)\s+(?:useful|helpful)\b",
    re.IGNORECASE,
)

# the speaker gives up what they were doing or were to do ("I'm not booking it then",
# "not chasing them anymore", "I won't bother ordering it", "I'll stop there"; "여기서
# 멈출게요", "그건 안 할게", "저는 그만할래요"): their own task is dropped
_EN_STOPS = re.compile(
    r"\bi'?m\s+not\s+(?:(?:going\s+to|gonna)\s+(?!be\b|go\b|come\b|make\s+it\b)[a-z]{2,}|"
    r"(?!(?:saying|kidding|joking|complaining|asking|feeling|having|being|coming|going|getting|"
    r"doing\s+(?:great|well|ok|okay|bad|good|fine)|working|sleeping|drinking|eating)\b)[a-z]{2,}ing)\b|"
    r"\bnot\s+[a-z]{2,}ing\b(?:\s+\w+){0,3}\s+any\s?more\b|\bi\s+won'?t\s+(?:bother|be\s+doing)\b|\bi'?ll\s+not\s+bother\b|"
    r"\bi'?ll\s+stop\b|\bi'?m\s+(?:stopping|giving\s+up)\b|\bno\s+longer\s+[a-z]{2,}ing\b|"
    # said in full ("I will stop work on the wagon, the new tires can wait"), not a visit
    r"\bi\s+will\s+stop\b(?!\s+(?:by|in|off|over)\b)",
    re.IGNORECASE,
)
_KO_STOP_STEMS = frozenset({"멈추", "그만두", "그만하", "접"})

# --- reports of something done (the past), and of something no longer to be done
_EN_DONE = re.compile(
    r"\b(?:done|sent|merged|shipped|booked|fixed|finished|deployed|submitted|posted|uploaded|"
    r"ordered|paid|signed|called|emailed|pinged|scheduled|published|released|verified|"
    r"completed?|it'?s\s+in|all\s+set|took\s+care|handled|wrapped|landed|migrated|went\s+out|"
    r"(?:is|are)\s+(?:up|live|on\s+prod|out|ready|green)|now\s+live)\b|"
    # a thing put up or handed in, said by its name and the particle alone at the end of
    # its clause or before where ("Posters up!", "rota sheet's up, link in the group
    # description", "rota draft's up in the sheet",
    # "Market application's in!!", "grant application in ✅": en5, en14, en19, en22, en23);
    # not a member joining ("I'm in", "count me in") or a verb's particle ("log in")
    r"(?<![\w'])(?!(?:me|us|i'?m|im|we'?re|you'?re|they'?re|he'?s|she'?s|it|all|count|sign|"
    r"log|plug|come|hurry|shut|cheer|speak|show|turn|give|pick|hang|check|fill|back|join|"
    r"jump|chip|pitch|step|keep|stay|get|set|put|line|add|sum|heads?|right|that|this|which|"
    r"who'?s|what'?s|anyone|"
    r"everyone|someone|anybody|everybody|time'?s|not|be|been|being|was|were|is|are)\b)"
    r"(?<!\byou\s)(?<!\bwe\s)(?<!\bi\s)(?<!\bthey\s)(?<!\bto\s)(?<!'ll\s)(?<!one\s)"
    r"(?<!\bhe\s)(?<!\bshe\s)(?<!\bit\s)(?<!\bwho\s)(?<!\band\s)(?!\w+ing\b)"
    r"[a-z]{3,}(?:'s|\s+(?:is|are))?\s+(?:up|in)(?=\s*(?:[!.,✅🎉]|$)|\s+(?:in|on)\s+the\b)",
    re.IGNORECASE,
)
# what another is told to see to, said before the word ("make sure the invoice is made out
# to the shelter")
_EN_SEE_TO = re.compile(r"\b(?:make\s+sure|ensure|so\s+that)\b[^.!?\n]*$", re.IGNORECASE)
# a negation or a future just before the word that says done ("not sent yet", "will be done")
_EN_NOT_DONE = re.compile(
    r"\b(?:not|never|will|going\s+to|gonna|to\s+be|should|hadn'?t|haven'?t|hasn'?t|isn'?t|"
    r"aren'?t|wasn'?t|didn'?t|won'?t|can'?t|once|until|when|if)\W+(?:\w+\W+){0,2}$",
    re.IGNORECASE,
)
# "already" tells the past whatever the verb ("already did it this morning")
_EN_ALREADY = re.compile(r"\balready\b(?!\s+(?:know|knew|late|here|there)\b)", re.IGNORECASE)
_EN_YET = re.compile(r"^\W*(?:\w+\W+)?yet\b", re.IGNORECASE)
# part of it: "done 2 of 11 files", "반 정도 했어", "halfway"
_PARTIAL = re.compile(
    r"\b\d+\s+(?:of|out\s+of)\s+\d+\b|\bhalf(?:way)?\b|\bpartly\b|\bsome\s+of\b|반\s?정도|절반|일부|반쯤",
    re.IGNORECASE,
)
# a past participle or past verb anywhere ("badges printed", "the deck got updated"); an
# irregular verb's past is read by its form, the closed class English has ("Rang Atlantic
# Edge", "Cable locks bought", "K of C hall is held", "I rang the gaming office"), and one
# whose past is its base form only after its doer or "just" ("I set up", "just put it")
# or before a particle that ends its clause ("Standing order set up, £50 on the 1st"). Not
# the pasts that tell no deed (thought, knew, felt, meant, heard, saw, told), say yes ("got
# it") or are other words too (left, bit, sat, lay, led, broke). Seen in en7, en15, en17,
# en18, en23: the reports the rules read as nothing and left the task open
_EN_IRREGULAR: dict[str, str] = {
    "bought": "buy", "brought": "bring", "caught": "catch", "taught": "teach", "sold": "sell",
    "held": "hold", "went": "go", "gone": "go", "took": "take", "gave": "give",
    "made": "make", "found": "find", "spent": "spend", "lent": "lend", "built": "build",
    "met": "meet", "wrote": "write", "drove": "drive", "ran": "run", "came": "come",
    "did": "do", "won": "win", "hung": "hang", "dug": "dig", "laid": "lay", "slept": "sleep",
    "kept": "keep", "swept": "sweep", "threw": "throw", "wore": "wear", "tore": "tear",
    "spoke": "speak", "spoken": "speak", "froze": "freeze", "frozen": "freeze",
    "shook": "shake", "rang": "ring", "rung": "ring", "sang": "sing", "sung": "sing",
    "began": "begin", "begun": "begin", "drank": "drink", "flew": "fly", "drew": "draw",
    "chose": "choose", "chosen": "choose", "stuck": "stick", "rode": "ride", "hid": "hide",
    "fought": "fight", "dealt": "deal", "stole": "steal", "stolen": "steal", "woke": "wake",
    "woken": "wake", "sank": "sink", "sent": "send", "paid": "pay",
}  # fmt: skip
_EN_IRREGULAR_PAST = "|".join(_EN_IRREGULAR)
_EN_SAME_PAST = "set|put|cut|shut|hit|quit|spread"
# "got" with what was got after it, not had ("Got the gift cards at McNally's", "got the PA
# and mic from the library"; not "got it", "I've got the file open", nor a count got so far:
# "got 7 old jerseys in my trunk"): en32, en33, the reports the rules read as nothing and
# left the task open
_EN_GOT = (
    r"(?<!['’]ve\s)(?<!\bhave\s)(?<!['’]s\s)(?<!\bhas\s)\bgot\s+"
    r"(?=(?:the|both|them|our|my|his|her|their)\b)"
)
_EN_PAST_WORD = re.compile(
    rf"\b(?:[a-z]{{3,}}(?:ed|ten|wn)|{_EN_IRREGULAR_PAST})\b(?!['’])|{_EN_GOT}|"
    rf"\b(?:i|we|just|already|been)\s+(?:{_EN_SAME_PAST})\b|"
    rf"\b(?:{_EN_SAME_PAST})\s+(?:up|in|aside)\b(?=\s*(?:[,.!✅]|$))",
    re.IGNORECASE,
)
# a sentence that opens on a past verb reports ("pushed the fix at 4:45", "moved it")
_EN_PAST_START = re.compile(
    rf"^\W*(?:i\s+|we\s+|just\s+)?(?:[a-z]+ed|{_EN_IRREGULAR_PAST})\b(?!['’])", re.IGNORECASE
)
_SCHEDULED = "예정"
_KO_NOT_DONE = re.compile(
    r"아직|못\s?했|안\s?했|못했|안했|예정|할\s?게|할게|겠|려고|ㄹ\s?듯|할\s?듯|해야"
)
# asking another to take something on ("네가 맡아줄래?", "can you take X?")


def past_lemmas(text: str) -> list[str]:
    """The base forms of the irregular English pasts ``text`` says ("Cable locks bought":
    buy; "Rang Atlantic Edge": ring): a report names the task its promise put in the base
    form ("I'll buy six on Luthuli Avenue")."""
    words = re.findall(r"[a-z]+", text.casefold())
    got = ["get"] if re.search(_EN_GOT, text, re.IGNORECASE) else []
    return [_EN_IRREGULAR[w] for w in words if w in _EN_IRREGULAR] + got


def _korean(text: str) -> list[morph.Morpheme]:
    """The morphemes of a text with Hangul (an English one never loads the analyzer)."""
    return morph.analyze(text) if morph.HANGUL.search(text) else []


_ACTION_TAGS = frozenset({"VV", "VX", "XSV"})
_BENEFACTIVE = frozenset({"주", "드리"})  # -아/어 주다, -아/어 드리다: for another
_NEGATIONS = frozenset({"안", "못"})
_SUBJECT_MARK = "JKS"
_SUBJECT_MARKS = frozenset({"JKS", "JX"})  # 제가, 저는, 나도
_OWN_CLAUSE_ENDS = frozenset({"SF", "EF", "ETM"})


def _clauses(text: str) -> list[morph.Clause]:
    """``morph.clauses`` of ``text``, a terse commitment among them read as a promise."""
    return list(_reread(text))


@functools.lru_cache(maxsize=4096)
def _reread(text: str) -> tuple[morph.Clause, ...]:
    return tuple(
        c._replace(ending="promise") if _terse_commitment(c, text) else c
        for c in morph.clauses(text)
    )


def _terse_form(clause: morph.Clause) -> bool:
    """A sentence's last predicate, a statement of an action in the present by no honoured
    person and not heard from another: what a terse -ㅁ/-음 closes, promise or report."""
    return (
        clause.final
        and clause.ending == "statement"
        and clause.stem_tag in _ACTION_TAGS
        and not (clause.past or clause.honorific or clause.hearsay)
    )


def _terse_commitment(clause: morph.Clause, text: str) -> bool:
    """A sentence closed on the nominal -ㅁ/-음 of the speaker's own action, in the
    present, not negated and asking nothing, that names the speaker its doer (제가,
    내가) or a later day it is due by ("심판 제가 구함", "수요일까지 올림"): terse writing's
    promise. The same form without either reports ("보냄", "답함", "10번 적음")."""
    if not (clause.nominal and _terse_form(clause)):
        return False
    sentence = _sentence_at(text, clause.start)
    if asks(sentence):
        return False
    offset = text.find(sentence) if sentence else 0
    morphemes = _korean(morph.closed(sentence))
    before = [m for m in morphemes if m.end + offset <= clause.start]
    if before and before[-1].tag == "MAG" and before[-1].form in _NEGATIONS:
        return False
    if clause.stem in _NO_DOER:
        # what must be or how long it takes, whoever is named before it ("세팅해야 됨",
        # "일주일 걸림", "제가 프러포즈 할게요 ㅋㅋ 상대만 구하면 됨"): no deed (ko42, ko43)
        return False
    speaker = any(
        m.tag == "NP" and m.form in _FIRST_PERSON_FORMS and after.tag == _SUBJECT_MARK
        for m, after in itertools.pairwise(before)
    )
    if speaker:
        return True
    # by its day alone: not a line to the whole group ("다들 다음 주 안에 ... 올려줘",
    # "주방 들어갈 사람은"): ko23, ko24, ko32, no labelled to-do
    if _TO_ALL.search(sentence):
        return False
    return _due_later(sentence)


_NO_DOER = frozenset({"되", "걸리"})
_TO_ALL = re.compile(r"다들|모두|여러분|각자|사람(?:은|들은)")

# a Monday and the Tuesday after it: a weekday's name is a later day than one of them
_SAID_ON = (date(2001, 1, 1), date(2001, 1, 2))


def _due_later(sentence: str) -> bool:
    """Whether ``sentence`` names a day after the one it is said on that it is due by
    ("수요일까지", "이번 주 안에", "내일"): today ("오늘 보냄") tells what was done."""
    return any((due := due_day(sentence, said)) is not None and due > said for said in _SAID_ON)


def _clause_sentence(text: str, clauses: Sequence[morph.Clause], clause: morph.Clause) -> str:
    """The sentence of ``text`` that holds ``clause``, cut also where a Korean predicate ends
    one (a chat line runs them together: "방금 주문했어요 ㅋㅋ 목요일 도착 예정" is two: the
    order is done, the delivery to come)."""
    sentence = _sentence_at(text, clause.start)
    offset = text.find(sentence) if sentence else 0
    begin = max((c.end for c in clauses if c.final and c.end <= clause.start), default=0)
    ends = [c.end for c in clauses if c.final and c.end >= clause.end]
    end = min(ends) if ends else len(text)
    return text[max(begin, offset) : min(end, offset + len(sentence))]


def _settled(text: str, clauses: Sequence[morph.Clause], clause: morph.Clause) -> bool:
    """Nothing in ``clause``'s sentence says it is not done yet: a schedule told after it,
    past its own predicate ("방금 주문했어요 ㅋㅋ 목요일 도착 예정", "주문함 ㅋㅋ 11/7 도착
    예정", "발주 넣었어요 납품은 다음 주 예정": ko7, ko10, ko15) is of what comes next;
    any other word of not yet in the sentence ("다시 주문했어요 ㅠ 다음 주말에 달아드려야 할
    듯") is of the deed itself."""
    words = [m for m in _KO_NOT_DONE.finditer(_sentence_at(text, clause.start))]
    if not words:
        return True
    if any(m.group() != _SCHEDULED for m in words):
        return False
    return not _KO_NOT_DONE.search(_clause_sentence(text, clauses, clause))


def _terse_report(clause: morph.Clause, text: str, clauses: Sequence[morph.Clause]) -> bool:
    """A sentence closed on the nominal -ㅁ/-음 of an action, in the present, that is no
    terse promise and no question ("4고 드라이브에 올림", "스카프랑 보타이 주문함",
    "어제 보냄"): terse writing's report of what was done. Seen in ko15, ko19, ko24, the
    reports the rules read as nothing and left the task open. (Before a quoted file name
    the analyzer reads the -ㅁ as a connective: its form tells.)"""
    if not ((clause.nominal or clause.form in ("ㅁ", "음")) and _terse_form(clause)):
        return False
    sentence = _sentence_at(text, clause.start)
    if asks(sentence) or _CONDITION.search(sentence) or _terse_commitment(clause, text):
        return False  # not "로또 되면 동방에 암실 만들어드림"
    if clause.stem_tag == "VX" and clause.stem in _BENEFACTIVE:
        return False  # "내가 불러줌", "만들어드림": done for another, offered
    if clause.stem == "되":
        return False  # "잘 됨", "켜면 됨": how it is, no deed
    if slots(_clause_sentence(text, clauses, clause)):
        return False  # "29일 7시로 답함": the plan's values told again, as the ledger reads it
    word = text.rfind(" ", 0, clause.start) + 1
    offset = text.find(sentence) if sentence else 0
    before = [m for m in _korean(text) if offset <= m.start and m.end <= word]
    if before and before[-1].tag == "MAG" and before[-1].form in _NEGATIONS:
        return False
    if any(m.tag == "EC" and m.form in ("면", "으면") for m in before):
        return False  # said on a condition ("출발 날 아침에 켜면 됨")
    # something else its subject ("눈이 감김"), not the speaker's deed
    return not any(
        m.tag == _SUBJECT_MARK and not (prev.tag == "NP" and prev.form in _FIRST_PERSON_FORMS)
        for prev, m in itertools.pairwise(before)
    )


def _core(sentence: str) -> str:
    """The sentence without trailing laughter, emoji and punctuation."""
    return _TAIL.sub("", sentence).strip()


def _sentence_at(text: str, at: int) -> str:
    """The sentence of ``text`` that holds position ``at``."""
    begin = 0
    for stop in _SENTENCES.finditer(text):
        if stop.start() >= at:
            return text[begin : stop.start()]
        begin = stop.end()
    return text[begin:]


def sentences(text: str) -> list[str]:
    """The parts of a message, split where a sentence ends or a line breaks."""
    return [p.strip() for p in _SENTENCES.split(text) if p.strip()]


def asks(sentence: str) -> bool:
    """A question: it ends with a question mark, or starts as an English question does."""
    core = sentence.strip()
    if re.search(r"[?？]\s*(?:ㅋ|ㅎ|ㅠ|lol|\W)*$", core, re.IGNORECASE):
        return True
    # a question word needs a question after it: "do it", "will do" tell, they ask nothing
    asked = bool(_QUESTION_WORDS.match(core)) and len(re.findall(r"\w+", core)) >= 3
    return asked and not (
        _PROPOSAL_WORDS.search(core) or re.match(rf"^\W*{_ELIDED_WILL}", core, re.I)
    )


# laughing out (ㅋㅋ, lol), not the smile a polite promise often ends on (ㅎㅎ, hehe)
_LAUGHS_OUT = r"ㅋ{2,}|\blol\b|\bha(?:ha)+\w*|\blmf?ao\b|\brofl\b|😂|🤣|😆|😹"
_LAUGHTER = re.compile(rf"{_LAUGHS_OUT}|ㅎ{{2,}}|\bhe(?:he)+\b", re.IGNORECASE)


def laughing(text: str) -> bool:
    """The text laughs somewhere ("haha yes", "ㅋㅋㅋ 좋다", "lol"); crying (ㅠㅠ) is not
    laughter."""
    return bool(_LAUGHTER.search(text))


def only_laughter(text: str) -> bool:
    """The message is laughter and nothing else ("😂", "lol", "ㅋㅋㅋㅋ"): it answers a joke."""
    rest = _LAUGHTER.sub("", text)
    return laughing(text) and not re.search(r"[^\W_]", rest)


_LAUGHS_NEXT = re.compile(rf"[\s.!~^]*(?:{_LAUGHS_OUT})", re.IGNORECASE)
_LAUGHS_IN_SENTENCE = re.compile(rf"[^.!?\n]*?(?:{_LAUGHS_OUT})", re.IGNORECASE)


def laughs_after_promise(text: str) -> bool:
    """Every promise of ``text`` is followed by laughter in its own sentence ("다음 학회
    때는 제가 커피 쏘겠습니다 ㅋㅋ 살아남은 기념", "I'll bring the tongs lol. see you
    there"): said as a joke, whatever comes after it. Crying (ㅠㅠ) is no laughter, nor
    a smile ("주문해둘게요 ㅎㅎ 앞다리로")."""
    korean = [
        bool(_LAUGHS_NEXT.match(text, c.end)) for c in _clauses(text) if c.ending == "promise"
    ]
    english = [bool(_LAUGHS_IN_SENTENCE.match(text, m.end())) for m in _EN_PROMISE.finditer(text)]
    return bool(korean or english) and all(korean + english)


def yes_first(text: str) -> bool:
    """The line opens with a yes, in its first few words ("오 거기 좋아 그럼…", "ok fair,…")."""
    words = text.split()
    return any(stance(" ".join(words[:k])) == "agree" for k in range(1, min(4, len(words)) + 1))


def laughs_first(text: str) -> bool:
    """The text opens laughing ("haha yes", "ㅋㅋㅋㅋ 좋다"): it answers the joke before
    anything else ("ㅇㅋ ㅋㅋ" says yes, then laughs)."""
    found = _LAUGHTER.search(text)
    return found is not None and not re.search(r"\w", text[: found.start()].replace("_", ""))


def laughs_last(sentence: str) -> bool:
    """The sentence ends laughing (the word before was not meant)."""
    return bool(re.search(rf"{_LAUGH}[\s.!~^]*$", sentence, re.IGNORECASE))


# the endings that put something forward whatever follows (하자, 갑시다, 모이죠); -ㄹ까(요)
# proposes only where a sentence closes on it (할까? 근데: asks)
_HORTATIVE_FORMS = frozenset({"자", "자요", "자구", "ㅂ시다", "ㅂ시당", "죠", "지요", "조"})
# stems whose past says yes or takes note rather than telling what happened (알았어: OK;
# 됐어: enough; 그랬구나; 몰랐네)
_IDIOM_PAST_STEMS = frozenset({"알", "모르", "그렇"})
_FIRST_PERSON_FORMS = frozenset({"나", "저", "내", "제"})
_BEING = frozenset({"있", "계시"})
_BEING_OR_NOT = frozenset({"있", "없"})  # the auxiliary of -고 있다: a state
# 맞다 in -죠 asks whether something is right ("오늘 화요일 맞죠", "다 들어오신 거 맞죠"):
# a check, nothing put forward
_RIGHT = "맞"
# verbs of what happens to someone rather than what anyone chooses to do (unaccusative:
# being blocked, taking long, stopping raining, selling out, being late): -ㄹ까 on them
# wonders what will happen ("차 막힐까?", "오래 걸릴까?", "매진될까요?"), it proposes nothing
_HAPPENING_STEMS = frozenset(
    {"되", "막히", "밀리", "걸리", "그치", "생기", "끝나", "늦", "망하", "터지", "붐비", "팔리",
     "지나", "바뀌", "취소되", "미뤄지"}
)  # fmt: skip
# verbs that are done by choice or happen, told apart by their subject: with a noun
# subject before them they happen ("비 올까?", "눈이 내릴까?", "자리 남을까?"), with none
# they are the group's to choose ("여기서 내릴까?", "좀 더 남을까?")
_HAPPENING_WITH_SUBJECT = frozenset({"오", "내리", "나", "불", "남", "차", "열리", "닫히"})
_GROUP = frozenset({"우리", "저희"})  # a first-person plural subject: the group itself
_COMING = frozenset({"가", "오"})  # to come or go: being there, no task
_ATTENDING = ("참석", "참가", "합류", "출석")  # nouns of being there, made verbs by 하다
_HAVING = frozenset({"가지", "갖"})  # to have, to keep ("그건 내가 가질게"): no task
# 하다 itself after a noun marked -(으)로 ("그거로 할게요", "받는 걸로 할게요", "A안으로
# 할게"): the promise names a choice. The mark must be the particle (JKB) on a nominal;
# an adverb ending in 로 (바로, 제대로, 따로, 새로: MAG) leaves "바로 할게요" a promise
_CHOICE_MARKS = frozenset({"로", "으로", "ㄹ로"})
_WITHIN = frozenset({"안", "내", "이내", "중"})  # a time limit marked -(으)로 ("오늘 안으로")
_CHOSEN_TAGS = frozenset(
    {"NNG", "NNP", "NNB", "NNBC", "NP", "NR", "SN", "SY", "SL", "ETN", "XSN"}
)  # a nominal, a number and its unit (a percentage before 로)
# a negative imperative: telling someone not to do something ("don't rent one")
_EN_FORBIDS = re.compile(
    r"(?<!\bi\s)(?<!\bwe\s)(?<!\byou\s)(?<!\bthey\s)(?<!\bit\s)\b(?:don'?t|do\s+not)\s+"
    r"(?!worry|forget|mind|know|think|care|remember|see\b|get\s+me\b)[a-z]+",
    re.IGNORECASE,
)
# a try that came to nothing ("rang them, went to voicemail", "no answer yet", "전화했는데
# 안 받아", "답장이 없네"): the task is not done
_TRIED = re.compile(
    r"\bvoice\s?mail\b|\bno\s+(?:answer|reply|response|luck)\b|\bdidn'?t\s+(?:pick\s+up|answer|reply)\b|"
    r"\bwent\s+unanswered\b|\bbounced\b|안\s?받|답(?:장|변)?(?:이|은)?\s?없|연락(?:이)?\s?안\s?(?:돼|되|닿)|부재중",
    re.IGNORECASE,
)
# words that say it is not done yet ("not yet", "still waiting", "never got around to
# it", "never booked"; not "never mind")
_EN_UNFINISHED = re.compile(
    r"\b(?:not|yet|still|waiting|haven'?t|hasn'?t|didn'?t|couldn'?t|can'?t|won'?t|later|"
    r"never(?!\s+mind)|hadn'?t|"
    r"tomorrow|soon)\b",
    re.IGNORECASE,
)


def promise_spans(text: str) -> list[tuple[int, int]]:
    """Where the Korean promises of ``text`` lie (-ㄹ게(요): 할게, 올릴께요; -겠- on the
    speaker's action: 하겠습니다), as (start, end) of their predicates."""
    return [(c.start, c.end) for c in _clauses(text) if c.ending == "promise"]


def without_promises(text: str) -> str:
    """``text`` without the words that carry a promise ("포스터 내가 만들게" -> "포스터
    내가"): what is to be done, not the promising."""
    spans = promise_spans(text)
    return " ".join(
        m.group()
        for m in re.finditer(r"\S+", text)
        if not any(start < m.end() and m.start() < end for start, end in spans)
    )


_DELIVERED = 40  # letters after a persona's promise: what it promised, given at once
_LISTED = re.compile(r"\n\s*\S|(?:^|\s)(?:\d+[.)]|[-•*])\s+\S")  # a list or lines after it
_LONG = 200  # a persona's message this long gives what it speaks of


def delivers_in_place(text: str) -> bool:
    """A persona's promise given with what it promises ("몇 개 던져볼게 1. … 2. …",
    "I'll draft it:\n…"): nothing is left to do."""
    if len(text) > _LONG:
        return True
    spans = promise_spans(text)
    ends = [end for _, end in spans] + [m.end() for m in _EN_PROMISE.finditer(text)]
    if not ends:
        return False
    rest = text[max(ends) :]
    if due_day(rest, date.min) is not None and not _LISTED.search(rest):
        return False  # what follows says when it will come ("Posting it tonight after …")
    return len(re.findall(r"\w", rest)) >= _DELIVERED or bool(_LISTED.search(rest))


def task_words(text: str) -> str:
    """The words of the sentence that makes ``text``'s first Korean promise, without the
    promising predicate ("꽃다발은 내가 주문할게 회사 앞에 꽃집 있어" -> "꽃다발은 내가"):
    what is to be done, not the talk around it. ``text`` without its promises when it
    makes none in Korean."""
    clauses = _clauses(text)
    begin = 0
    for clause in clauses:
        if clause.ending == "promise":
            return without_promises(text[begin : clause.end])
        if clause.final:
            begin = clause.end
    return without_promises(text)


_TOPIC_MARKS = frozenset({"은", "는", "ᆫ", "도"})
_TOPIC_NOUNS = frozenset({"NNG", "NNP", "SL"})


def topics(text: str) -> list[str]:
    """The nouns a Korean line is about, marked so by 은/는/도 ("보고서는 표로 정리할게":
    보고서; "발표도 시작할게요": 발표): a later promise with the same topic speaks of the
    same task, whatever else it names."""
    morphemes = _korean(text)
    return [
        m.form
        for m, after in itertools.pairwise(morphemes)
        if m.tag in _TOPIC_NOUNS
        and after.tag == "JX"
        and after.form in _TOPIC_MARKS
        and after.start == m.end
    ]


# a topic (은/는), an object (을/를) or what alone is meant (만: "김장만 한 주 밀어서"):
# what the clause speaks of or acts on
_MARKS = frozenset(
    {("JX", "은"), ("JX", "는"), ("JX", "ᆫ"), ("JX", "만"), ("JKO", "을"), ("JKO", "를")}
    | {("JKO", "ᆯ")}
)


def marked(text: str) -> list[str]:
    """The nouns a Korean line marks as its topic or its object ("휴재를 4월 9일로
    미루면": 휴재; "김장만 한 주 밀어서": 김장), not those it names in passing
    ("휴재 주에 회식 한번 해요")."""
    morphemes = _korean(text)
    return [
        m.form
        for m, after in itertools.pairwise(morphemes)
        if m.tag in _TOPIC_NOUNS and (after.tag, after.form) in _MARKS and after.start == m.end
    ]


# the nouns a time is told by ("휴재 주에", "김장 끝나고", "간담회 때", "교토 가는 날")
_ANCHORS = frozenset(
    {"주", "날", "때", "전", "후", "끝", "뒤", "당일", "전날", "다음날", "기간", "직후"}
)


def in_passing(text: str) -> list[str]:
    """The nouns a Korean line names only to tell when ("휴재 주에 회식 한번 해요": 휴재;
    "22일 김장하고 23일 …": 김장): another plan's, not what this one is about."""
    ms = _korean(text)
    out = []
    for at, m in enumerate(ms[:-1]):
        if m.tag not in _TOPIC_NOUNS:
            continue
        rest = ms[at + 1 : at + 4]
        nxt = rest[0]
        if nxt.form in _ANCHORS and nxt.tag.startswith("NN"):
            out.append(m.form)  # 휴재 주, 간담회 때, 김장 끝나고
        elif nxt.tag == "XSV" and nxt.start == m.end and len(rest) > 1 and rest[1].form == "고":
            out.append(m.form)  # 김장하고 …
        elif (
            nxt.tag == "VV" and len(rest) > 2 and rest[1].tag == "ETM" and rest[2].form in _ANCHORS
        ):
            out.append(m.form)  # 교토 가는 날
    return out


_NOT_DOING = frozenset({"있", "계시", "되", "이"})  # being, becoming: a state, no step


def further_steps(text: str) -> str:
    """The words of the steps a Korean promise goes on to ("숙소는 내가 볼게 찾아서
    예약까지 해둘게": "찾아서 예약까지 해둘게"): the clauses after the first promise that
    tell the speaker's own action, not a fact beside it ("회사 앞에 꽃집 있어"), a
    hearsay ("이틀이면 온대"), a guess or a proposal."""
    clauses = _clauses(text)
    first = next((at for at, c in enumerate(clauses) if c.ending == "promise"), None)
    if first is None:
        return ""
    out: list[str] = []
    begin = clauses[first].end
    for clause in clauses[first + 1 :]:
        doing = clause.stem_tag in ("VV", "XSV", "VX") and clause.stem not in _NOT_DOING
        if (
            doing
            and clause.ending in ("statement", "promise")
            and not (clause.hearsay or clause.past or clause.honorific)
        ):
            out.append(text[begin : clause.end])
        begin = clause.end
    return " ".join(out)


def promised_nouns(text: str) -> list[str]:
    """The nouns inside a Korean promise's own predicate ("내일 예약할게": 예약; "주문해
    둘게": 주문): what is to be done, which a report of it names ("예약했어")."""
    out: list[str] = []
    for clause in _clauses(text):
        if clause.ending != "promise":
            continue
        start = max(text.rfind(" ", 0, clause.start) + 1, 0)
        out += [n for n in morph.nouns(text[start : clause.end]) if n not in out]
    return out


def promised_verbs(text: str) -> list[str]:
    """The verbs a Korean promise does, without its helpers ("포스터 올릴게": 올리; "사
    갈게": 사; "보내드릴게요": 보내): a bare report in the past of one of them ("올렸어요!")
    reports it done."""
    out: list[str] = []
    morphemes = _korean(text)
    for clause in _clauses(text):
        if clause.ending != "promise":
            continue
        word = text.rfind(" ", 0, clause.start)
        start = max(text.rfind(" ", 0, word) + 1, 0) if word > 0 else 0
        out += [
            m.form
            for m in morphemes
            if m.tag == "VV" and start <= m.start < clause.end and m.form not in out
        ]
    return out


def done_verbs(text: str) -> list[str]:
    """The verbs of a Korean line's past that tell the speaker's own deed ("올렸어요!":
    올리), as ``promised_verbs`` reads a promise's."""
    morphemes = _korean(text)
    out: list[str] = []
    for clause in _clauses(text):
        if not _deed(clause):
            continue
        begin = max(text.rfind(" ", 0, clause.start) + 1, 0)
        out += [
            m.form
            for m in morphemes
            if m.tag == "VV" and begin <= m.start < clause.end and m.form not in out
        ]
    return out


def without_deciding(text: str) -> str:
    """``text`` without the words that propose, decide or change ("하기로 확정", "we
    decided", "바꾸자", "instead"): what the plan is about, not the act of settling it."""
    for pattern in (_DECIDED, _PROPOSAL_WORDS, cues.CHANGE):
        text = pattern.sub(" ", text)
    return text


def _negated_pasts(text: str, clauses: Sequence[morph.Clause]) -> set[int]:
    """Where the past clauses of ``text`` negated by 안 or 못 just before their verb's word
    start ("손도 못 댔어요", "안 넣었어요", "못 알아봤음"; not "안내했어요", one word)."""
    return _negated(text, [c for c in clauses if c.past])


# -죠 that tells what cannot be rather than puts it forward when 안/못 comes before its
# verb ("6개로는 안 되죠", "오늘은 못 가죠")
_JYO_FORMS = frozenset({"죠", "지요", "조"})


def _negated(text: str, clauses: Sequence[morph.Clause]) -> set[int]:
    """Where those of ``clauses`` negated by 안 or 못 just before their verb's word start."""
    if not clauses:
        return set()
    morphemes = _korean(text)
    out = set()
    for clause in clauses:
        word = text.rfind(" ", 0, clause.start) + 1  # the verb's word ("알아봤음": 보 in it)
        before = [m for m in morphemes if m.end <= word]
        last = before[-1] if before else None
        # a word of its own (초안's 안 is no negation)
        alone = last is not None and (last.start == 0 or text[last.start - 1].isspace())
        if last is not None and alone and last.tag == "MAG" and last.form in _NEGATIONS:
            out.add(clause.start)
    return out


def _past(clause: morph.Clause) -> bool:
    """A Korean clause in the past that tells what happened (not 알았어, 됐어)."""
    if not clause.past or clause.stem in _IDIOM_PAST_STEMS:
        return False
    return not (clause.stem == "되" and clause.stem_tag == "VV")


def _state(clause: morph.Clause, text: str) -> bool:
    """A promise to be in a state or somewhere, not to do something: -고 있을게 ("먹고
    있을게": I'll be eating), coming or going itself ("저도 갈게요", "참석할게요": I'll be
    there; not after another verb in the word: 사갈게 brings something), and keeping a
    thing ("그 컵 내가 가질게")."""
    if clause.stem_tag == "VX":
        return clause.stem in _BEING
    whole = clause.start == 0 or text[clause.start - 1].isspace()
    if clause.stem_tag == "XSV" and text[: clause.start].endswith(_ATTENDING):
        return True  # 참석할게요, 합류할게: being there
    return clause.stem_tag == "VV" and clause.stem in (_COMING | _HAVING) and whole


def _chooses(clause: morph.Clause, text: str) -> bool:
    """A Korean promise on 하다 itself after a noun marked -(으)로 ("블루티가 35만원이라
    그거로 할게요", "월 회비만 받는 걸로 할게요"), or on 잡다 or 확정하다 after it, an
    adverb between ("그럼 14일 금요일 과학관으로 일단 잡을게요", "20일 목요일 오월드로
    확정할게요", "그 주 휴재로 잡을게요"): it settles what is chosen, it takes no task on.
    In the dev chats such a clause is never a labelled to-do (ko3, ko11, ko14, ko15)."""
    settles = clause.stem_tag == "VV" and clause.stem in ("하", "잡")
    fixes = clause.stem == "하" and clause.stem_tag == "XSV"
    if not (settles or fixes):
        return False
    closed = morph.closed(text)
    before = [m for m in _korean(closed) if m.end <= clause.start and m.tag != "MAG"]
    if fixes:
        if not before or before[-1].form != "확정":
            return False
        before = before[:-1]
    return (
        len(before) >= 2
        and before[-1].tag == "JKB"
        and before[-1].form in _CHOICE_MARKS
        and before[-2].tag in _CHOSEN_TAGS
        # "오늘 안으로 할게요": by when, not what (a word of its own; "A안으로" names a plan)
        and not (
            before[-2].form in _WITHIN and closed[before[-2].start - 1 : before[-2].start] == " "
        )
    )


def _offers_to_do(clause: morph.Clause, text: str) -> bool:
    """A Korean -ㄹ까(요) on the speaker's own doing: its subject the speaker ("강당 신청은
    제가 할까요?", "포스터통 내가 세 개 사둘까?") or done for the hearer (-어 드릴까요:
    "제가 태워드릴까요?"). It asks leave, as "shall I" does: an offer, not a plan put to
    the group."""
    if not (clause.ending == "proposal" and clause.form.startswith("ㄹ까")):
        return False
    if clause.stem == "드리" and clause.stem_tag == "VX":
        return True
    if clause.stem in ("가", "오") and clause.stem_tag == "VX":
        return True  # carrying something for the others: "김밥 사 갈까요?", "제 차로 실어갈까요?"
    morphemes = _korean(morph.closed(text))
    before = [m for m in morphemes if m.end <= clause.start]
    # the clause's own stretch: after the last sentence end, and after the last adnominal
    # ending ("제가 예약한 데로 갈까요": 제가 is the subject of 예약한, not of 갈까요)
    begin = max((n + 1 for n, m in enumerate(before) if m.tag in _OWN_CLAUSE_ENDS), default=0)
    return any(
        m.tag == "NP" and m.form in _FIRST_PERSON_FORMS and after.tag in _SUBJECT_MARKS
        for m, after in itertools.pairwise(before[begin:])
    )


def _asks_leave(clause: morph.Clause, text: str) -> bool:
    """A Korean -어도 될까(요) asking leave for the speaker's own doing ("휴가 써도
    될까요", "히터 좀 부탁드려도 될까요"): not a plan put to the group, unless what may
    be done is taking a value ("8일로 해도 될까요?" puts the 8th forward)."""
    if not (clause.stem == "되" and clause.form.startswith("ㄹ까")):
        return False
    before = [m for m in _korean(text) if m.end <= clause.start]
    if len(before) < 2 or before[-1].tag != "EC" or not before[-1].form.endswith("도"):
        return False
    chosen = len(before) >= 3 and before[-2].form == "하" and before[-3].tag == "JKB"
    return not chosen


_TOPIC_FORMS = frozenset({"은", "는", "ㄴ", "ᆫ"})  # 회비는, 인스타엔, 그건
_NOUN_TAGS = frozenset({"NNG", "NNP", "NNB", "NP"})


def claims_part(text: str) -> bool:
    """A Korean promise of ``text`` takes a part of the work on by name: the part said as
    its topic, then the speaker as its doer, 제가 or 내가 ("회비는 제가 걷을게요",
    "현수막은 내가 맡을게"). How a group shares tasks out; Korean leaves the doer
    unsaid, and banter names no part ("내가 그냥 창밖으로 던져버릴게")."""
    promised = [c for c in _clauses(text) if c.ending == "promise"]
    if not promised:
        return False
    morphemes = _korean(morph.closed(text))
    for clause in promised:
        before = [m for m in morphemes if m.end <= clause.start]
        # after the last sentence end or adnominal ending ("제가 만든 거 올릴게": 제가
        # is the subject of 만든)
        begin = max((n + 1 for n, m in enumerate(before) if m.tag in _OWN_CLAUSE_ENDS), default=0)
        stretch = before[begin:]
        topic = False
        for m, after in itertools.pairwise(stretch):
            first_person = m.tag == "NP" and m.form in _FIRST_PERSON_FORMS
            if m.tag in _NOUN_TAGS and not first_person and after.tag == "JX":
                topic = topic or after.form in _TOPIC_FORMS
            if first_person and after.tag == _SUBJECT_MARK and topic:
                return True
    return False


def chooses(text: str) -> bool:
    """Every Korean promise of ``text`` names a choice ("그거로 할게요"), none a task: a
    promise beside it ("현수막은 파란색으로 할게요. 인쇄소에는 제가 전화할게요") is one."""
    promised = [c for c in _clauses(text) if c.ending == "promise"]
    return bool(promised) and all(_chooses(c, text) for c in promised)


def _obliged(clause: morph.Clause, text: str) -> bool:
    """A Korean -아야겠- ("보도자료도 내야겠어요": I had better): what one ought to do,
    said to oneself, not a promise to the group."""
    if not (clause.stem == "하" and clause.stem_tag == "VX"):
        return False
    morphemes = _korean(text)
    for at, m in enumerate(morphemes):
        if at and m.start >= clause.start and (m.form, m.tag) == ("하", "VX"):
            return morphemes[at - 1].tag == "EC" and morphemes[at - 1].form.endswith("야")
    return False


def _declines(clause: morph.Clause, text: str) -> bool:
    """A Korean promise not to do something, or to stop: negated ("안 할게", "못 하겠어요",
    "하지 않을게요") or on a verb of stopping ("여기서 멈출게요", "접을게")."""
    if clause.stem in _KO_STOP_STEMS or (clause.stem == "않" and clause.stem_tag == "VX"):
        return True
    before = [m for m in _korean(text) if m.end <= clause.start]
    return bool(before) and before[-1].tag == "MAG" and before[-1].form in ("안", "못")


def _wonders(clause: morph.Clause, text: str) -> bool:
    """A Korean -ㄹ까 that wonders what will happen rather than putting forward something
    the group can do: on a verb of happening ("차 막힐까?", "취소될까요?", "추워질까?"),
    or on a verb whose subject before it is a thing, not the group ("비 올까?", "자리가
    남을까?")."""
    if not clause.form.startswith("ㄹ까"):
        return False
    if clause.stem == "되" and clause.stem_tag == "VV":
        return False  # "금요일로 될까요?": would that do, said of a value put forward
    if clause.stem in _HAPPENING_STEMS or (clause.stem_tag == "VX" and clause.stem == "지"):
        return True
    if clause.stem not in _HAPPENING_WITH_SUBJECT or clause.stem_tag != "VV":
        return False
    before = [m for m in _korean(text) if m.end <= clause.start and m.tag != "MAG"]
    if before and before[-1].tag == "JKS":  # 비가, 눈이: the subject is marked
        before = before[:-1]
    noun = before[-1] if before else None
    return noun is not None and noun.tag in ("NNG", "NNP") and noun.form not in _GROUP


def _forbids(clauses: list[morph.Clause]) -> bool:
    """A Korean -지 마 (하지 마, 사지 마세요): tells someone not to do it."""
    return any(c.stem == "말" and c.stem_tag == "VX" and c.ending != "question" for c in clauses)


def _deed(clause: morph.Clause) -> bool:
    """A past clause that tells the speaker's own deed: an action (not how something
    was: 좋았죠), not an honoured person's (예약하셨어) and not heard from another
    (찼대, 했다고)."""
    return _past(clause) and not (clause.honorific or clause.hearsay or clause.stem_tag == "VA")


def _asks_favour(text: str, clauses: list[morph.Clause]) -> bool:
    """A Korean question asking another to do something for the speaker: the benefactive
    -아/어 주다 before the question's ending in one sentence ("봐줄 수 있어?", "대신 가
    주실래요?"), not an offer (해줄까?)."""
    # not an offer: the favour itself asked in -ㄹ까 (해줄까?, 해드릴까요?); "해 주실 수
    # 있을까요?" asks whether they can
    asking = [
        c
        for c in clauses
        if (c.ending == "question" or (c.ending == "proposal" and c.form.startswith("ㄹ까")))
        and not (c.form.startswith("ㄹ까") and c.stem in ("주", "드리"))
    ]
    if not asking:
        return False
    morphemes = _korean(text)
    for at, m in enumerate(morphemes):
        if not (m.tag == "VX" and m.form == "주" and at and morphemes[at - 1].tag == "EC"):
            continue
        after = [n for n in morphemes[at + 1 : at + 4] if n.tag != "EP"]  # -시-
        # it ends the predicate (줄래?, 주실래요?) or can be done (줄 수 있어?), not a
        # thing talked of (해주는 거 어때?)
        ends = bool(after) and (
            after[0].tag in ("EF", "EC")
            or (after[0].tag == "ETM" and len(after) > 1 and after[1].form == "수")
        )
        sentence = _sentence_at(text, m.start)
        if ends and any(c.end >= m.end and _sentence_at(text, c.start) == sentence for c in asking):
            return True
    return False


_ENDS_IN_JA = re.compile(r"(?<![가-힣])[가-힣]+자(?![가-힣])")


def _hortative_read_as_noun(text: str) -> bool:
    """A -자 word the analyzer read as a noun inside the line ("KTX 타자 청량리에서 …": 타자,
    a typist) that alone it reads as a verb proposing (타 + 자): nouns in 자 (의자, 감자,
    피자) stay nouns alone."""
    found = list(_ENDS_IN_JA.finditer(text))
    if not found:
        return False
    morphemes = _korean(text)
    for word in found:
        inside = [m for m in morphemes if word.start() <= m.start < word.end()]
        if not inside or any(m.tag not in ("NNG", "NNP") for m in inside):
            continue
        alone = _clauses(word.group())
        if any(c.ending == "proposal" and c.form == "자" and c.stem_tag == "VV" for c in alone):
            return True
    return False


@dataclass(frozen=True)
class Acts:
    """What one message does in the conversation."""

    asks: bool  # its last sentence asks
    proposes: bool
    assents: bool  # a short yes
    objects: bool
    promises: bool  # the speaker commits to doing something later
    reports_done: bool  # the speaker says something is done (the past)
    reports_past: bool  # tells what happened (a report, not a plan)
    tells_deed: bool  # the past it tells is the speaker's own deed (not 하셨대, 좋았죠)
    decided: bool  # tells a decision as made ("하기로 했어요", "we decided")
    says_done: bool  # in words of completion ("완료", "다 했어", "done", "sent")
    drops: bool  # something is no longer to be done
    changes: bool  # words of a change (말고, instead, push to)
    defers: bool  # put off to later, or turned down for now
    hypothetical: bool
    asks_to_take: bool  # asks someone to take a task on
    instructs: bool  # tells others to do something
    laughs: bool  # ends laughing
    vague: bool  # someday, often: no task
    sometime: bool  # "한번": no task unless it names a day
    wish: bool
    offer_if: bool  # an offer on a condition (want me to ...?)
    suggests: bool  # a softer form that proposes when it names what (we could, 좋을 듯)
    offers: bool  # the speaker offers to see to something (I can bring X): one such form
    first_person: bool
    forbids: bool  # tells someone not to do it ("하지 마", "don't book it")
    unfinished: bool  # says it is not done yet ("아직", "not yet", "still")
    stops: bool = False  # gives up doing something ("여기서 멈출게", "I'm not booking it")
    promise_asks: bool = False  # every sentence that makes a promise asks ("I'll do it?")
    tried: bool = False  # a try that came to nothing ("called, no answer", "안 받아")


_PREDICATES = frozenset({"VV", "VA", "VX", "XSV", "XSA"})


def _said_of_the_promise(sentence: str, pattern: re.Pattern[str]) -> bool:
    """``pattern`` (a "someday", an "often") is said of the promise in ``sentence``: not
    only inside a clause that describes a noun ("자주 가는 합주실 있어 거기 잡을게": the
    studio is the one often gone to, the booking is not vague)."""
    morphemes = _korean(sentence)
    for found in pattern.finditer(sentence):
        after = [m for m in morphemes if m.start >= found.end()]
        at = next((i for i, m in enumerate(after) if m.tag in _PREDICATES), None)
        # the first predicate after the word is an adnominal one ("가는"), not the
        # promise's own (-ㄹ게 read as -ㄹ 것이: 잡/을/것/이)
        describes = (
            at is not None
            and at + 1 < len(after)
            and after[at + 1].tag == "ETM"
            and not (at + 2 < len(after) and after[at + 2].form == "것")
        )
        if not describes:
            return True
    return False


def _promised_vaguely(text: str, at: Sequence[int], pattern: re.Pattern[str]) -> bool:
    """Every promise of ``text`` (by where each is said) is said vaguely, in its own
    sentence ("줌 세팅은 제가 맡을게요. 전날 리허설 한번 해볼게요": the first is
    firm); with no promise, whether the text says it at all."""
    if not at:
        return bool(pattern.search(text))
    return all(_said_of_the_promise(_sentence_at(text, a), pattern) for a in at)


@functools.lru_cache(maxsize=4096)
def read(text: str) -> Acts:
    """The acts of one message's text (remembered: a text is read again as context)."""
    parts = sentences(text) or [text.strip()]
    last = parts[-1]
    cores = [_core(p) for p in parts]
    clauses = _clauses(text)
    declined = [c for c in clauses if c.ending == "promise" and _declines(c, text)]
    ko_promise = any(
        c.ending == "promise" and not (_state(c, text) or _obliged(c, text)) and c not in declined
        for c in clauses
    )
    en_promise = bool(_EN_PROMISE.search(text)) and not _EN_NOT_TASK.search(text)
    stops = bool(declined) or bool(_EN_STOPS.search(text))
    # where each promise is said: a promise stands though another sentence asks ("I'll
    # do it, I've got the file open. Monday?", "ㅇㅋ 내가 할게! 자료 있어?")
    promised_at = [c.start for c in clauses if c.ending == "promise" and c not in declined]
    promised_at += [m.start() for m in _EN_PROMISE.finditer(text)]
    promise_asks = bool(promised_at) and all(asks(_sentence_at(text, at)) for at in promised_at)
    cannot = _negated(text, [c for c in clauses if c.form in _JYO_FORMS])
    hortative = any(
        c.ending == "proposal"
        and c.form in _HORTATIVE_FORMS
        and c.stem != _RIGHT
        and c.start not in cannot
        for c in clauses
    ) or _hortative_read_as_noun(text)
    # -ㄹ까 on 있다/없다 asks whether something can be ("바꿀 수 있을까?"), it puts nothing forward
    # "제가 할까요?" asks leave to do it (an offer, as "shall I"), it puts no plan forward
    offered = [c for c in clauses if _offers_to_do(c, text)]
    proposal_form = any(
        c.ending == "proposal"
        and c.final
        and c.stem not in _BEING_OR_NOT
        and c.stem != _RIGHT
        and c.start not in cannot
        and not _wonders(c, text)
        and c not in offered
        and not _asks_leave(c, text)
        for c in clauses
    ) or any(_KO_PROPOSAL_END.search(c) for c in cores if re.search(r"[가-힣]$", c))
    proposal_form = proposal_form or _how_about(text)
    promises = ko_promise or en_promise
    cheer = bool(re.search(r"\blet'?s\s+go+\b\W*$|\blet'?s\s+go+\s*[!🚀🎉]", text, re.IGNORECASE))
    # a plan put in a sentence of its own beside a promise, naming what ("내가 한턱 쏠게!
    # 금요일 저녁 8시 어때?", "I'll bring the grill. how about Saturday at 2pm?")
    apart = promises and any(
        (_PROPOSAL_WORDS.search(p) or _KO_PROPOSAL_END.search(_core(p)))
        # a value, or a Korean suggestion naming its subject ("포토존 꾸미면 어떨까요?")
        and (slots(p) or (_KO_PROPOSAL_END.search(_core(p)) and morph.nouns_of(_korean(p), p)))
        and not (_EN_PROMISE.search(p) or any(c.ending == "promise" for c in _clauses(p)))
        for p in parts
    )
    proposes = (
        apart
        or (not cheer and hortative)
        or bool(_SEEKS_ASSENT.search(text))
        or (not cheer and (not promises and (proposal_form or bool(_PROPOSAL_WORDS.search(text)))))
    )
    position = stance(text)
    short = len(text.strip()) <= _SHORT
    # a yes first, then its reason ("+1, means I can tell them end of June", "That should
    # be fine, the tomatoes will be big by then"): the opening clause says yes
    opening = _OPENING.match(text.strip())
    first = opening.group(1) if opening else ""
    says_yes = bool(first) and (stance(first) == "agree" or bool(_ASSENT_WORDS.search(first)))
    assents = (short and position == "agree") or (short and bool(_ASSENT_WORDS.search(text)))
    assents = assents or says_yes or endorses(text)
    # "I agree with Priya. My back can't take another spring": a yes, then its reason; a
    # "but" keeps the objection ("좋아, 근데 7시는 안 돼")
    said_yes_first = len(parts) > 1 and stance(parts[0]) == "agree"
    objects = position == "object" and not (said_yes_first and not _CONTRAST.search(text))
    not_done_ko = bool(_KO_NOT_DONE.search(text))
    said_done_ko = bool(cues.DONE_KO.search(text)) and not not_done_ko
    # a past counts where its own sentence says nothing of not yet ("주문했어요! 도착 예정")
    settled = [c for c in clauses if _settled(text, clauses, c)]
    terse = [c for c in settled if _terse_report(c, text, clauses)]
    past_ko = any(_past(c) for c in settled) or bool(terse) or said_done_ko
    # a past negated by 안/못 right before its verb tells what was not done, no deed
    # ("신청서는 손도 못 댔어요", "안 넣었어요", "파워뱅크 못 알아봤음": ko10, ko14, ko16, ko20)
    negated = _negated_pasts(text, clauses)
    deed_ko = (
        any(_deed(c) for c in settled if c.start not in negated) or bool(terse) or said_done_ko
    )
    en_done = any(
        not (_EN_NOT_DONE.search(text[: m.start()]) or _EN_SEE_TO.search(text[: m.start()]))
        and not _EN_YET.search(text[m.end() :])
        for m in _EN_DONE.finditer(text)
    ) and not asks(last)
    reports_done = (deed_ko and not ko_promise) or (en_done and not en_promise)
    asks_or_tells = (
        "?" in text or bool(cues.INSTRUCTS.search(text)) or bool(cues.ASKS_TO_TAKE.search(text))
    )
    tried = bool(_TRIED.search(text))  # "called, went to voicemail": tried, not done
    reports_done = reports_done and not (asks_or_tells or tried) and not _PARTIAL.search(text)
    en_past = any(
        not (_EN_NOT_DONE.search(text[: m.start()]) or _EN_SEE_TO.search(text[: m.start()]))
        for m in _EN_PAST_WORD.finditer(text)
    ) and not (en_promise or asks_or_tells)
    en_already = bool(_EN_ALREADY.search(text)) and not (en_promise or asks_or_tells)
    reports_past = (
        reports_done
        or past_ko
        or (
            not not_done_ko
            and (any(_EN_PAST_START.match(p) for p in parts) or en_past or en_already)
        )
    )
    favour = _asks_favour(text, clauses)  # "봐주실 수 있을까요": it asks
    # a last clause in the form of a question that passes on what was heard, with no
    # question mark, tells ("납품은 12월 첫 주 예정이래요": it is due then, they say)
    ends_asking = bool(clauses) and clauses[-1].ending == "question" and not clauses[-1].hearsay
    asking = asks(last) or ends_asking or favour
    # "찬성! 계좌는 누구 걸로?": a yes, then a question of its own
    yes_before_asking = any(
        stance(p) == "agree" or bool(_ASSENT_WORDS.search(p)) for p in parts[:-1] if not asks(p)
    )
    first_person = any(
        m.tag == "NP" and m.form in _FIRST_PERSON_FORMS for m in _korean(text)
    ) or bool(re.search(r"\b(?:i|i'?ll|i'?ve|i'?m|me|my)\b", text, re.IGNORECASE))
    return Acts(
        asks=asking,
        proposes=proposes,
        # a question asks, it says no yes ("혼자 운전 괜찮아요?", "sounds fair?")
        assents=bool(assents) and not objects and not (asking and not yes_before_asking),
        objects=objects,
        promises=promises,
        reports_done=reports_done,
        reports_past=reports_past,
        tells_deed=deed_ko or not clauses,
        decided=bool(_DECIDED.search(text))
        and not ("?" in text or _CONDITION.search(text) or cues.DONE_KO.search(text) or en_done),
        says_done=reports_done and (bool(cues.DONE_KO.search(text)) or en_done),
        drops=bool(cues.drop().search(text)),
        changes=bool(cues.CHANGE.search(text)),
        defers=any(p.search(text) for p in (_DEFERS, _META, _DECIDE_LATER, _UNDECIDED)),
        hypothetical=bool(_HYPOTHETICAL.search(text)),
        asks_to_take=bool(cues.ASKS_TO_TAKE.search(text)) or favour,
        instructs=bool(cues.INSTRUCTS.search(text)),
        laughs=laughs_last(text),
        vague=_promised_vaguely(text, promised_at, _VAGUE),
        sometime=_promised_vaguely(text, promised_at, _SOMETIME),
        wish=bool(_WISH.search(text)),
        offer_if=bool(_OFFER_IF.search(text)) or bool(offered),
        suggests=_suggests(text, clauses),
        offers=any(_offers(p) for p in parts),
        first_person=first_person,
        forbids=_forbids(clauses) or bool(_EN_FORBIDS.search(text)),
        unfinished=not_done_ko or bool(negated) or tried or bool(_EN_UNFINISHED.search(text)),
        stops=stops,
        promise_asks=promise_asks,
        tried=tried,
    )
