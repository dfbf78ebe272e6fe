"""Whether a chat message agrees with what it answers, objects to it, or neither.

A decision's evidence names who agreed; a cited "반대예요" or "I disagree" must not count
as agreement. The wording is judged sentence by sentence (Korean and English): questions
take no stance ("안 돼요?" asks), phrases that only look negative ("문제없어요", "나쁘지
않아요", "no problem") are blanked out first, and an objection anywhere in a message wins
over agreement ("좋아요, 근데 7시는 안 돼요" objects to the time). Rules, not a model: the
same text always gets the same answer, offline and when checking what an LLM cited.
``closing`` reads the same way what a later message says of a task: done ("다 했어요",
"done") or dropped ("안 해도 돼요").
"""

from __future__ import annotations

import functools
import re
from typing import Literal

from groupchat_memory.domain.text import cues
from groupchat_memory.store.records import ItemStatus

Stance = Literal["agree", "object", "neutral"]

_SENTENCES = re.compile(r"(?<=[.!?。…~])\s+|\n+")
_QUESTION_END = re.compile(r"[?？]\s*[~^ㅋㅎ.]*\s*$")

# Negative-looking phrases that agree or do not object: removed before the objection
# patterns run, so "반대할 이유 없어요" is not "반대".
_NOT_OBJECTIONS = re.compile(
    r"나쁘지\s?않|나쁘진\s?않|문제\s?(?:없|없어|없습|없죠|없을)|이의\s?없|이견\s?(?:없|은\s?없)"
    r"|반대(?:할|하는)?\s?(?:이유|의견|사람)?\s?(?:는|은)?\s?(?:없|안\s?해|하지\s?않)"
    r"|싫지\s?않|싫진\s?않|안\s?될\s?(?:거|것)\s?(?:없|도\s?없)|안\s?돼도\s?괜찮"
    r"|별로\s?(?:문제|어렵지|안\s?어려|상관)|마다할\s?이유"
    r"|\bno\s+(?:problem|problems|worries|objections?|doubt|complaints?|issues?)\b"
    r"|\bnot\s+(?:bad|a\s+problem|an\s+issue)\b|\bdon'?t\s+disagree\b|\bnothing\s+against\b"
    r"|\bcan'?t\s+wait\b|\bwhy\s+not\b|\bcan'?t\s+argue\b|\bno\s+reason\s+not\b"
    r"|\bno\s+(?:opinion|preference|strong\s+feelings?)\b"
    # not coming, wishing them well: no stand against the plan ("못 갈 듯 ㅠ 재밌게 놀아",
    # "can't make it, have fun")
    r"|못\s?(?:가|갈|와|올|가요|갈\s?(?:듯|것\s?같|거\s?같))[^.!?]{0,6}?(?:재밌게|즐겁게|잘)\s?(?:놀|다녀|보내)"
    r"|\bcan'?t\s+(?:make\s+it|come|be\s+there)\b[^.!?]{0,25}?\b(?:have\s+fun|enjoy)\b",
    re.IGNORECASE,
)
_OBJECTION = (
    # Korean: 반대, 별로, 안 돼 (but "…면 안 돼" is a rule, not a stance), 싫, 아니요,
    # negated agreement, "어렵겠/곤란/힘들 것 같", "못 가요", hesitation (글쎄, 그건 좀)
    r"반대(?:예요|에요|입니다|합니다|해요|요|야|이에요|하는\s?입장|\s?의견|$|[.!,\s])"
    r"|별로(?:예요|에요|야|다|네|인데|던데|이에요|임|$|[.!,])|별로\s?(?:안\s?좋|마음에\s?안|내키지|좋지\s?않)"
    r"|(?<!면\s)(?<!면)안\s?(?:돼|되요|되겠|될\s?(?:것|거)\s?같|됩니다|된다|되는데)"
    r"|싫(?:어|은데|습니다|다|네|음|어요)"
    r"|^(?:아니요|아뇨|아니오|노노|ㄴㄴ)(?!\s*[,.]?\s*(?:괜찮|좋|문제|맞))"
    r"|아닌\s?(?:것|거)\s?같|그건\s?아니|그건\s?좀(?:\.{2,}|…|$)|글쎄"
    r"|동의\s?(?:못|안\s?해|하지\s?않|할\s?수\s?없|하기\s?어렵)|찬성\s?(?:못|안\s?해|하지\s?않|할\s?수\s?없)"
    r"|좋지\s?않|안\s?좋아|어렵겠|어려울\s?(?:것|거)\s?같|곤란|힘들\s?(?:것|거)\s?같|불가(?:능)?(?:해|합|$)"
    r"|못\s?(?:가요|가겠|가$|와요|오겠|해요|하겠|갈\s?(?:것|거|듯)|할\s?(?:것|거)\s?같)|비추|재고(?:해|하|를\s?부탁)"
    r"|다시\s?생각해\s?(?:봐야|보죠|봅시다|보자|보면\s?좋)"
    # English
    r"|\bdisagree|\bobject(?:ion)?\b|\bagainst\s+(?:it|this|that)\b|\bnope\b|\bnah\b"
    r"|^no\b(?!\s*[,.!]?\s*(?:that\s+works|that'?s\s+fine|it'?s\s+fine|sounds\s+good|all\s+good))"
    r"|\bdon'?t\s+(?:agree|think\s+so|like)|\bdo\s+not\s+agree|\bnot\s+(?:a\s+fan|sure|convinced|ok(?:ay)?|good|a\s+good\s+idea|great)\b"
    r"|\bbad\s+idea\b|\bwon'?t\s+work|\bdoesn'?t\s+work|\bcan'?t\s+(?:make\s+it|do|agree|deal)"
    r"|\brather\s+not\b|\bi'?d\s+rather\b|(?:^|\s)-1\b|👎"
    # pushing back by how it weighs: "I don't love it", "feels harsh", "a bit much",
    # "hard pass", "count me out"; Korean "좀 쎈데", "좀 비싸지 않나", "에바", "무리" (not
    # the concession "좀 멀긴 한데", which grants a cost and goes along as often)
    r"|\bdon'?t\s+love\b|\bnot\s+(?:crazy|keen|thrilled|sold|wild)\b|\bnot\s+for\s+me\b"
    r"|\b(?:feels|seems|sounds|that'?s|it'?s)\s+(?:a\s+(?:bit|little)\s+|kinda\s+|pretty\s+|way\s+|too\s+)?"
    r"(?:harsh|unfair|excessive|overkill|risky|steep|wrong|pricey)\b"
    r"|\b(?:a\s+bit|a\s+little|way\s+too|kinda)\s+(?:much|steep|pricey|harsh|risky)\b"
    r"|\btoo\s+(?:much|expensive|pricey|far|early|late|risky|soon|long)\b(?!\s+(?:going|on\s+my|to\s+do))|\bi'?m\s+(?:out|not\s+in)\b"
    r"|\bhard\s+pass\b|\bi'?ll\s+pass\b|\bcount\s+me\s+out\b|\bno\s+way\b|\bmeh\b"
    r"|\bi\s+(?:have|had)\s+(?:concerns|doubts)\b|\bpush\s+back\b|\bnot\s+(?:a\s+)?great\s+idea\b"
    rf"|좀\s?(?!{cues.PRAISE_WORD})[가-힣]{{0,3}}데(?:[.…~ㅠㅜ\s]|$)"
    rf"|(?:좀|너무|넘)\s?(?!{cues.PRAISE_WORD})[가-힣]+지\s?않(?:나|냐|니|을까)"
    r"|(?<![가-힣])(?:에바|오바|무리)(?:야|예요|에요|임|인\s?듯|일\s?듯|인데|다|$|[.!~ㅠㅜ\s])|패스(?:요|할게|$)"
    r"|난\s?빠질게|저는\s?빠질게|좀\s?아닌\s?듯"
    # a polite turn-down: the idea praised, then why not ("좋은 생각인데 이번엔 …", "아이디어는
    # 좋은데 …", "It's a lovely thought, but the hut is booked", "I like the idea, but …")
    r"|(?:좋은|괜찮은|멋진|좋으신)\s?(?:생각|아이디어|의견|제안)(?:이긴|이기는|이시긴)?\s?"
    r"(?:인데|한데|이지만|지만|이신데)(?!요)\s?[,.]?\s?[가-힣A-Za-z]"
    r"|(?:생각|아이디어|취지)(?:은|는|도)\s?(?:좋|괜찮)(?:은데|지만|긴\s?한데|긴\s?하지만)"
    r"|\b(?:good|great|nice|lovely|sweet|cool|fun|kind)\s+(?:idea|thought)\b[^.!?]{0,40}?\bbut\b"
    r"|\b(?:like|love)\s+the\s+(?:idea|thought)\b[^.!?]{0,20}?\bbut\b"
)


@functools.cache
def _objection() -> re.Pattern[str]:
    """``_OBJECTION`` compiled on first use, as ``_agreement``."""
    return re.compile(_OBJECTION, re.IGNORECASE)


# a question that pushes back rather than asks ("can't we just use X?", "won't people
# mind?", "isn't that too much?", "좀 세지 않나요?", "너무 멀지 않아?"), not praise asked
# back ("너무 예쁘지 않아?", a word of cues.PRAISE_WORD after 너무)
_PUSHBACK = re.compile(
    r"^\W*(?:\w+\W+){0,2}?(?:can'?t|couldn'?t|shouldn'?t|wouldn'?t|won'?t|isn'?t|aren'?t|doesn'?t)"
    r"\s+(?:we|it|that|this|people|they|everyone|anyone)\b"
    r"|\b(?:though|tho)\W*$"  # "that's lower than both though??"
    rf"|(?:좀|너무|넘|많이)\s?(?!{cues.PRAISE_WORD})[가-힣]+지\s?않(?:나|아|을까|냐|니)",
    re.IGNORECASE,
)
# taking part in what was put: going along, and an answer to the plan, not to a task said
# just before it
_TAKING_PART = (
    r"\bi'?ll\s+(?:be\s+there|come|join)\b|\bcount\s+me\s+in\b|\bsee\s+you\s+there\b"
    r"|^\W*i'?m\s+(?:so\s+)?there\W*$"
    r"|참석(?:할게|할께|합니다|이요|할\s?수\s?있)|(?<![가-힣])(?:저도|나도|저두|나두)\s?(?:갈게|갈께|갈래|참석|낄게|낄래|끼워)"
    # coming, promised as the line's last word ("끝나고 바로 갈게요!", "ㅎㅎ 갈게요"),
    # not taking one's leave: going first, now or home, coming again ("먼저 갈게",
    # "저 이만 갈게요", "집에 갈게", "다음에 또 올게요")
    r"|(?<![가-힣])(?<!(?:먼저|이만|이제|집에)\s)(?<!또\s)(?:갈게|갈께|올게|올께)요?(?=[\s!~.^ㅎㅋ]*$)"
)
_FOR_IT = (
    r"\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:all\s+|very\s+much\s+|fully\s+|totally\s+)?"
    r"(?:for\s+(?:it|this|that)\b|in\s+favou?r\b)"
)
_AGREEMENT = (
    r"좋아요|좋습니다|좋아(?![하한할해했])|좋네|좋은\s?생각|동의|찬성|그렇게\s?(?:하죠|해요|합시다|하자|해)|오케이|ㅇㅋ"
    r"|^콜|맞아요|괜찮(?:아요|습니다|네|아)|문제\s?없|이의\s?없|이견\s?없|나쁘지\s?않|찬성|알겠|넵|네\s?네|^네\b|^예\b"
    r"|\bagree|sounds\s+good|\bok(?:ay)?\b|\byes\b|\bsure\b|\blgtm\b|\bperfect\b|works\s+for\s+me"
    r"|\bgreat\b|\blet'?s\s+do\s+(?:it|that)|\bno\s+problem|\bnot\s+bad|\+1|👍"
    # casual yeses, US and UK ("I'm down", "yup", "bet", "happy with that", "either's
    # fine", "say less", "fine by me", "sunday works") and Korean (그러죠, 그럽시다,
    # 콜콜, 인정, 동감, 오히려 나아, 그게 낫겠다, 딱이네)
    r"|\bi'?m\s+down\b|\bdown\s+for\b|\byup\b|^\W*bet\W*$|\bworks\b(?=\s*(?:[.!,~]|$|for\s+(?:me|us)))"
    r"|\bnice\s+one\b|\bgo\s+on\s+then\b|\bhappy\s+with\s+(?:that|it|this)\b|\bi'?m\s+easy\b"
    r"|\b(?:either|any|both)(?:'?s|\s+(?:one|is|are))?\s+(?:fine|good|ok(?:ay)?)\b|\b100\s?%|\bsay\s+less\b"
    r"|\bfine\s+by\s+me\b|\bsuits\s+me\b|\bon\s?board\b|\babsolutely\b(?!\s+not)"
    r"|\bdefinitely\b(?!\s+not)|\bfor\s+sure\b|\bmakes\s+sense\b|\bfair\s+enough\b|\bsounds\s+(?:great|fun|like\s+a\s+plan)\b"
    r"|\bgood\s+(?:with|for)\s+me\b|\bi'?m\s+good\s+with\b|\byes\s+please\b|\brelieved\b"
    r"|\blovely\b|\bbrilliant\b|\bspot\s+on\b|\bi'?m\s+sold\b|\bgo\s+for\s+it\b"
    r"|\bright\s+call\b|\bgood\s+(?:call|shout|idea|plan|point)\b|\bmakes\s+(?:the\s+most\s+|total\s+|more\s+)?sense\b"
    r"|\bditto\b|\bseconded\b|\bi\s+second\s+(?:that|this|it)\b|\bwhat\s+\w+\s+said\b|\bi'?m\s+game\b"
    r"|\blove\s+(?:it|this|that)\b(?!\s+if\b)|\btotally\b|\bcan'?t\s+argue\b|\bno\s+complaints\b"
    r"|\bhappy\s+to\b|\bi'?m\s+happy\s+with\b|\bsuits\b(?=\s*(?:[.!,]|$|me\b|us\b))|\bworks\s+better\b"
    r"|\bthat'?s\s+a\s+relief\b|\bideal\b"
    # siding with it ("I'm for it", "we're all in favour"), not "I'm not for it"
    rf"|{_FOR_IT}"
    r"|그러죠|그럽시다|그래요|그러자|그렇게\s?(?:해요|하죠|합시다)|^(?:콜)+|(?<![가-힣])인정(?:이요|입니다)?(?![가-힣])|동감|대찬성|오히려\s?나[아았]|나을\s?(?:듯|것\s?같)"
    r"|(?<![가-힣])(?:여기|거기|이걸로|그걸로|여기로|거기로)\s?(?:해요|하자|합시다|해|ㄱㄱ)(?![가-힣])"
    r"|그게\s?(?:낫|좋)겠|딱이네|딱\s?좋|(?<![가-힣])(?:옙|넹|웅|엉|오키|ㅇㅇ|ㅇㅈ)+(?![가-힣])|저는\s?다\s?좋|다\s?괜찮"
    r"|아무\s?(?:때|데|거)나\s?(?:돼|괜찮|좋|상관)"
    r"|그게\s?제일\s?(?:현실적|낫|나은|편하|좋)|좋슴다|같은\s?생각"
    # going along without liking it ("fine, whatever", "if we must", "뭐 그러자", "어쩔 수
    # 없죠"), siding with a member ("I'm with Sam on this"), no objection, and a plan that
    # fits ("that works with my leave", "the budget is fine")
    r"|^\W*(?:ok(?:ay)?\W+)?fine\b|\bfine\W+whatever\b|\bif\s+we\s+must\b|\bi\s+guess\s+(?:so|that'?s\s+fine)\b"
    r"|\bcan\s+live\s+with\s+(?:it|that|this)\b|\bno\s+objections?\b"
    r"|\bi'?m\s+with\s+(?:you|(?-i:[A-Z])\w+)\b|\b(?:that|this|it|which)\s+works\b"
    r"|(?<!\bnot\s)(?<!n't\s)\b(?:is|are|'s)\s+(?:fine|ok(?:ay)?|good|great|perfect)\b"
    r"|어쩔\s?수\s?없(?:죠|지|네|다|어|겠)|할\s?수\s?없(?:죠|지)|그러든가|그러던가|그러시든가|뭐\s?그러(?:자|죠|지)"
    # taking part is going along ("I'll be there", "count me in", "저도 참석할게요", "갈게요")
    rf"|{_TAKING_PART}"
    # a yes in few words, Korean and English ("두 사람 좋지", "무조건이지", "찰떡", "그럼 ㄱ",
    # "(i accept)", "sick!", "take my money")
    r"|좋지(?!\s?않|만|도)(?=\s|$|[.!~ㅋㅎ]|\s?뭐)|(?<![가-힣])무조건(?:이지|이야|이죠|임|요|ㅇㅇ)?(?![가-힣])"
    r"|찰떡|(?<![가-힣ㄱ-ㅎ])ㄱ(?![가-힣ㄱ-ㅎ])"
    r"|\bi\s+accept\b|^\W*sick\W*$|\btake\s+my\s+money\b"
    # a yes in one word the group's English or Korean uses for it ("Approved.",
    # "Sensible", "sound", "sweet as", "좋음", "좋읍니다")
    r"|^\W*(?:approved|(?:very\s+)?sensible|sound|sweet\s+as|beauty)\W*$"
    r"|(?<![가-힣])좋음(?![가-힣])|좋읍니다"
)


@functools.cache
def _agreement() -> re.Pattern[str]:
    """``_AGREEMENT`` compiled on first use: the costliest pattern of the package to
    compile, which importing it paid in every process, most of which read no stance."""
    return re.compile(_AGREEMENT, re.IGNORECASE)


# keeping the time free for a plan is going along with it, no task ("그 주말 비워둘게",
# "I'll keep that evening free", "clearing my calendar")
_KEEPS_TIME_FREE = re.compile(
    r"(?:날|날짜|주말|저녁|시간|일정)\s?(?:은|는)?\s?비워\s?(?:둘게|둘께|놓을게|놓을께|뒀|놨|둘게요)"
    r"|\bkeep(?:ing)?\s+(?:the|that|this|my)\s+(?:\w+\s+)?(?:free|clear)\b"
    r"|\bclear(?:ing)?\s+my\s+(?:diary|calendar|schedule|evening|weekend)\b",
    re.IGNORECASE,
)


def takes_part(text: str) -> bool:
    """Whether a message signs up for what it answers ("저두 갈래요!!", "count me in"), or
    keeps its day free, and asks nothing."""
    signs_up = re.search(_TAKING_PART, text, re.IGNORECASE) or _KEEPS_TIME_FREE.search(text)
    return bool(signs_up) and not asks(text)


def keeps_time_free(text: str) -> bool:
    """Whether a message keeps the day of what it answers free: the speaker will come."""
    return bool(_KEEPS_TIME_FREE.search(text)) and not asks(text)


# phrases that do nothing but endorse what was put forward, whatever else the message says
# ("Yeah I think that's the right call given how tight the budget is", "I agree with Priya,
# my back can't take another spring", "honestly that makes the most sense, the other place
# is miles away", "저도 찬성이에요 후기 찾아봤는데 평이 좋더라고요")
_ENDORSEMENT = re.compile(
    r"\bi\s+(?:totally\s+|completely\s+|fully\s+)?agree\b|\bagree\s+with\b|\bright\s+call\b"
    r"|\bgood\s+(?:call|shout|idea)\b|\bmakes\s+(?:the\s+most\s+|total\s+|more\s+)?sense\b"
    r"|\bsounds\s+(?:good|great|like\s+a\s+plan)\b|\bworks\s+for\s+me\b|\bcount\s+me\s+in\b|\bi'?m\s+(?:in|down)\b"
    r"|\bfine\s+by\s+me\b|\bhappy\s+with\s+(?:that|it|this)\b|\bi'?m\s+on\s?board\b|(?:^|\s)\+1\b"
    r"|동의(?:해|합|하|요|!|$)|찬성|좋은\s?생각|그게\s?(?:낫|좋)겠|(?:저|나)도\s?같은\s?생각|대찬성"
    rf"|{_FOR_IT}",
    re.IGNORECASE,
)


def endorses(text: str) -> bool:
    """Whether a message of any length endorses what it answers in words that say only
    that (a yes, then its reason), and objects nowhere."""
    found = any(_ENDORSEMENT.search(s) for s in _statements(text))
    return found and stance(text) == "agree"


# praise that weighs a plan well without saying yes: what it will bring ("사진 잘
# 나오겠다", "재밌겠다", "기대된다", "that'll look amazing", "it'd be such a vibe"), how it
# fits ("딱 맞네", "안성맞춤", "timing's perfect", "fits nicely") and granting it is right
# ("그게 맞긴 해", "일리 있네", "fair, you're right", "true"). Said to an open plan by
# another member, with no "but" and no question, it goes along.
_PRAISE = re.compile(
    r"(?:이쁘|예쁘|멋지|멋있|재밌|재미있|맛있|신나|끝내주|근사하|낭만있|분위기\s?있)겠(?![가-힣]*(?:지만|는데|나|냐|니|어\?))"
    r"|잘\s?나오겠|기대(?:돼|된다|되네|되요|됩니다|되는데)|(?:벌써|완전)\s?설레|콘텐츠\s?(?:됨|되겠|각)"
    r"|딱\s?맞|안성맞춤|타이밍\s?(?:좋|딱|굿|최고)|맞긴\s?(?:해|하|함)|맞는\s?말|일리\s?있"
    r"|그게\s?맞(?:아|네|죠|지|다|음)"
    r"|(?:'ll|\bwill|'d|\bwould)\s+(?:\w+\s+)?(?:look|be)\s+(?:so\s+|really\s+|super\s+|such\s+|absolutely\s+)?"
    r"(?:an?\s+)?(?:great|amazing|gorgeous|beautiful|fun|lovely|epic|cute|incredible|awesome|nice|perfect|"
    r"blast|vibe|stunning|iconic|legendary)\b(?!\s+if\b)"
    r"|\b(?:fits|fit)\s+(?:perfectly|nicely|right|well)\b|\b(?:that|it|this)\s+fits\b"
    r"|\btiming(?:'s|\s+is)?\s+(?:perfect|great|ideal|spot\s+on)\b|\bperfect\s+timing\b"
    r"|^\W*(?:fair|true)\b(?!\s+enough\s+but)|\bfair\s+point\b"
    r"|\b(?:that'?s|you'?re|they'?re|he'?s|she'?s)\s+(?:right|correct)\b"
    r"|\blove\s+(?:that|this|it)\b(?!\s+if\b)",
    re.IGNORECASE,
)


def praises(text: str) -> bool:
    """Whether a statement praises what it answers, how it fits or that it is right, and
    objects nowhere (a question never praises)."""
    found = any(_PRAISE.search(s) for s in _statements(text))
    return found and stance(text) != "object"


def _statements(text: str) -> list[str]:
    """The sentences of ``text`` that are not questions, stripped."""
    parts = (p.strip() for p in _SENTENCES.split(text))
    return [p for p in parts if p and not _QUESTION_END.search(p)]


def asks(text: str) -> bool:
    """Whether a line ends by asking ("...?", "...？"): a question proposes or asks, and
    the turn after it is likely its answer."""
    return text.rstrip().endswith(("?", "？"))


@functools.lru_cache(maxsize=4096)
def stance(text: str) -> Stance:
    """``object`` when any statement objects, else ``agree`` when one agrees, else
    ``neutral`` (questions, facts, the decision stated again). Remembered per text: the
    readers ask it of the same line again for every plan the line may answer (26 times a
    message over an archive's run), and the answer depends on the words alone."""
    agrees = False
    for sentence in _SENTENCES.split(text):
        if _QUESTION_END.search(sentence.strip()) and _PUSHBACK.search(sentence.strip()):
            return "object"
    for sentence in _statements(text):
        cleared = _NOT_OBJECTIONS.sub(" ", sentence).strip()
        if _objection().search(cleared):
            return "object"
        agrees = agrees or bool(_agreement().search(sentence) or _KEEPS_TIME_FREE.search(sentence))
    return "agree" if agrees else "neutral"


def objects(text: str) -> bool:
    """Whether the message objects (a question never does)."""
    return stance(text) == "object"


# The past of the verbs a task is most often closed with ("보냈어", "예약했"): the summaries'
# rules read no morphology, the live understanding reads any verb's past (``acts``).
_DONE_VERBS = re.compile(r"보냈어|올렸어|제출했|처리했|예약했")
_ASKS = re.compile(r"[?？]\s*$")


def closing(text: str) -> ItemStatus | None:
    """``done`` or ``dropped`` when a message says so (not asking), else None."""
    if _ASKS.search(text.strip()):
        return None
    if cues.drop().search(text):
        return "dropped"
    done = cues.DONE_KO.search(text) or cues.DONE_EN.search(text) or _DONE_VERBS.search(text)
    return "done" if done else None
