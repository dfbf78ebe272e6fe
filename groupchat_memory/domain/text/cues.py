"""The words that tell what a chat line does to a plan or a task, Korean and English, in
one table: a change ("말고", "instead"), a drop ("안 해도 돼", "cancel"), a completion
("완료", "done"), a request that someone else take a task ("네가 맡아줄래?", "can you
take"), an instruction to others ("보내주세요", "please").

Both readers take them from here: the dialogue acts the live understanding follows
message by message (``domain.understanding.acts``) and the summaries' rules that pair a
changed decision with the one it replaces (``domain.summaries.changes``), name who an
action item is asked of (``domain.summaries.todos``) and close it (``stance.closing``).
The grammar of a line (a proposal's, a promise's or the past's ending) is not here: the
analyzer reads it (``domain.text.morph``).
"""

from __future__ import annotations

import functools
import re

# A word of praise or liking ("예쁘다", "잘 나왔다", "cute", "good"): after 너무, 좀 or
# "too" it says "so", no cost ("너무 귀엽다", "좀 괜찮은데", "too cute"). A pattern to put
# right after the adverb and its space; 잘못 ("wrong") is no praise.
PRAISE_WORD = (
    r"(?:잘(?!못)|좋|괜찮|낫|나은|쉽|예쁘|이쁘|귀엽|귀여|멋지|멋있|재밌|재미있|맛있|신나|설레|편하|편해|편한"
    r"|(?:good|great|cute|nice|cool|fun|funny|pretty|lovely|perfect|sweet|adorable|beautiful|gorgeous)\b)"
)

# A change: the later plan says it replaces something ("토요일 말고 일요일로", "move it to
# Friday", "scrap Figma, we stay on Penpot"); not 대신 done for someone ("대신 내주는 걸로",
# "대신 넣어주실 수 있어요?": on their behalf).
CHANGE = re.compile(
    r"말고|대신(?!\s?[가-힣]{1,3}(?:주[는실시세었고어면기]|줄|줘|줌|드리|드릴|드려))|변경|바꾸|바꿔|바꿨|바꿀|바꾼|바뀌|바뀐|옮기|옮겨|미루|미뤄|미룰|당기|당겨|연기|수정|"
    r"취소하고|(?<![가-힣])밀(?:자|어서|어요|까|기로|었|렸|어$)|"
    r"\binstead\b|\bpush(?:ed)?\b|\bmov(?:e|ed|ing)\s+(?:it\s+)?to\b|\bmov(?:e|ed|ing)\s+it\b|"
    r"\bswitch(?:ed)?|\bscrap\b|\bback\s+to\b|\bchang(?:e|ed|ing)\b|\brather\s+than\b|"
    r"\bpostpon|\breschedul|\bstay\s+on\b|\bnot\s+\w+\s+anymore\b",
    re.IGNORECASE,
)

# A drop: something is no longer to be done ("그건 안 해도 돼", "없던 걸로", "let's skip
# the dinner", "not needed").
_DROP = (
    r"안\s?해도\s?(?:돼|되|됩|될)|안\s?올려도|안\s?내도|안\s?[가-힣]{1,4}도\s?(?:돼|되|됩|될)|"
    r"않아도\s?(?:돼|되|됩|될)|하지\s?말자|하지\s?맙시다|없던\s?(?:걸로|일)|"
    r"그만두|그만하|취소(?:하|할게|했|됐|해|요|$)|필요\s?없|관두|접자|접을게|패스|"
    # a plan left out or folded, put forward as the group's ("그건 빼자", "이번엔 접읍시다",
    # "뒤풀이는 생략하는 걸로", "그건 그냥 안 하는 걸로 해")
    r"(?<![가-힣])(?:빼|접|없애)(?:자|죠|기로|는\s?걸로)|(?<![가-힣])(?:뺍|접읍|없앱)시다|"
    # or in the polite ending, or asked of the group ("바베큐는 그냥 접어요", "그럼 빼요!",
    # "바자회는 이번엔 접을까요?"); not what is taken out of a fund ("간식비에서 빼요")
    r"(?<![가-힣])(?<!에서\s)(?:빼|접어|없애)요|(?<![가-힣])(?:뺄|접을|없앨)까요|"
    r"(?:생략|보류)(?:하자|하죠|합시다|하기로|하는\s?걸로)|안\s?하는\s?걸로|안\s?하기로|"
    r"하지\s?않기로|"
    # gone without, said as the plan ("이번엔 어린이합창 없이 갑시다", "행사 없이 그냥 엽시다"),
    # or put softly ("롱패딩은 올해는 접는 게 어떨까요", "생중계는 안 하는 게 좋겠어요")
    r"(?<=[가-힣])\s?없이\s+(?:그냥\s+)?[가-힣]{1,3}(?:자|시다|죠|요)(?![가-힣])|"
    r"(?:(?<![가-힣])(?:접|빼|없애)|안\s?하)는\s?게\s?(?:좋겠|어떨|낫겠|나을)|"
    # not a skip left to each ("skip it if you want"), a cancel with nothing to cancel
    # ("so nothing to cancel"), nor a thing dropped off somewhere ("drop the shields at
    # harcourt", "drop it off")
    r"\bskip\b(?!\s+(?:it\s+|that\s+)?if\s+you\b)|\bscrap\b|"
    r"(?<!\bnothing\sto\s)(?<!\bno\sneed\sto\s)(?<!\bdon't\s)\bcancel(?:l?ed|ling)?\b|"
    r"\bcall(?:ed|ing)?\s+(?:[\w'-]+\s+){0,3}?off\b|"
    r"\bdrop\s+(?:it|that|the)\b(?!(?:\s+[\w'-]+){0,2}\s+(?:off|at)\b)|"
    # or put to the group by its name ("Let's drop Palmwood"), not a visit ("let's drop by")
    r"(?:(?<=\blet's\s)|(?<=\blets\s)|(?<=\blet’s\s)|(?<=\bjust\s))drop\s+(?!(?:by|in|round|over|off)\b)"
    r"(?![\w'-]+(?:\s+[\w'-]+){0,2}\s+(?:off|at)\b)|"
    r"\bno\s+need\b|\bnot\s+needed\b|\bno\s+longer\b|"
    r"\bforget\s+(?:it|about|the|that|this)\b|\bstopping\b|\bwon'?t\s+need\b|"
    r"\bdon'?t\s+(?:need|have)\s+to\b|"
    # "the picnic is off", "that's off the table", "not happening", "let's not bother"
    r"\b(?:is|'s|are)\s+(?:now\s+)?off\b(?!\s+(?:to|for|on|at|until|till|work|sick|duty|today|tomorrow|tonight))|"
    r"\boff\s+the\s+table\b|\bnot\s+happening\b|\bshelv(?:e|ed|ing)\b|"
    r"\blet'?s\s+(?:just\s+)?not\b(?!\s+forget)|\b(?:we'?re|we\s+are)\s+not\s+doing\b|"
    # let go of ("we have to let the walk go", "let's let it go"); none of it, said as
    # the upshot ("ok no bake sale then", "no brewery nights then")
    r"\blet\s+(?:it|that|this|them|the\s+[\w'-]+(?:\s+[\w'-]+)?)\s+go\b|"
    # binned, left or forgotten, said to the group ("ugh ok. kill the raffle", "yeah bin
    # it", "let's leave the jackets", "I say we forget Steam for now"), not of what a
    # thing does ("the sun will kill the aunties", "then we bin it"); a plan that "has to
    # go"; the Korean let-it-pass ("송년 모임은 그냥 넘어가요")
    r"(?:^|(?<=[.!?]\s)|(?<=\byeah\s)|(?<=\bok\s)|(?<=\bso\s)|(?<=\bjust\s)|(?<=\blet's\s)"
    r"|(?<=\blets\s))"
    r"(?:kill|bin|ditch|axe|nix)\s+(?:it|that|this|the)\b|"
    r"(?:(?<=\blet's\s)|(?<=\blets\s)|(?<=\bshould\s)|(?<=\bwe'll\s)|(?<=\bjust\s))"
    r"leave\s+the\b|"
    r"(?:(?<=\bwe\s)|(?<=\blet's\s)|(?<=\blets\s)|(?<=\bjust\s))forget\s+(?!to\b)[\w'-]+|"
    r"(?<!\bhe\s)(?<!\bshe\s)\bhas\s+to\s+go\b(?!\s+\w)|"
    r"그냥\s?넘어가(?:요|자|죠|는\s?걸로)|넘어갑시다|"
    r"\bno\s+(?!(?:problem|problems|worries|worry|rush|way|idea|one|doubt|need)\b)"
    r"(?:[\w'-]+\s+){1,3}?(?<!by\s)(?<!till\s)(?<!until\s)then\b|"
    # or the upshot first ("then no broadcast this year", "Well then no bouncy house."),
    # not a yes ("then no objection from me"); the Korean left undone in passing, of what
    # its topic names ("폴라로이드 벽은 그냥 하지 말고 깔끔하게 둬요"), not a care ("무리하지 말고")
    r"\bthen\s+no\s+(?!(?:problem|problems|worries|worry|rush|way|idea|one|doubt|need"
    r"|objections?|complaints?)\b)[\w'-]+|"
    r"(?<=[은는])\s(?:그냥\s)?하지\s?말고"
)


@functools.cache
def drop() -> re.Pattern[str]:
    """The drop cues compiled on first use: a large pattern, which importing the package
    compiled in every process, most of which never read a line."""
    return re.compile(_DROP, re.IGNORECASE)


# A completion in words ("예약까지 완료", "세팅 끝!", "다 했어", "해놨어"; "done", "shipped"): the
# Korean past of any verb is the analyzer's to read, these say finished whatever the verb.
DONE_KO = re.compile(
    r"완료|다\s?했|끝냈|끝났|끝냄|끝(?![가-힣])|완성(?![가-힣])|마쳤|마침|해\s?놨|해\s?뒀|놨어|뒀어|처리했"
)
DONE_EN = re.compile(
    r"\bdone\b|\bfinished\b|\bcompleted?\b|\bsent\s+it\b|\bit'?s\s+in\b|\bshipped\b",
    re.IGNORECASE,
)

# Asking another member to take a task on ("네가 맡아줄래?", "can you take the slides?").
ASKS_TO_TAKE = re.compile(
    r"(?:니가|네가|너가|님이|씨가)?\s?(?:맡아\s?줄|맡아줄|해\s?줄\s?수|해줄\s?수|해\s?줄래|해줄래|맡아\s?줘|"
    r"맡아줘|대신\s?(?:해|좀)|부탁|넘겨도\s?(?:될|돼|되|괜찮)|넘겨\s?받아\s?줄)|"
    # "can you / could you / would you" and a deed: not being somewhere, not knowing; "any
    # chance you could", "can u" (en9, en19, en24: a task handed over the rules missed)
    r"\b(?:(?:can|could|would)\s+(?:you|u)|any\s+chance\s+(?:you|u)\s+(?:could|can))\s+"
    r"(?:please\s+)?(?!believe|imagine|see|hear|tell\s+me|"
    r"make\s+it|come|join|be|attend|do\s+(?:it\s+)?(?:on|at)\b|remember|think|guess)[a-z]+\b|"
    r"\btake\s+(?:this|that|it)\s+over\b|\btake\s+over\b|\b(?:can|could|would)\s+(?:someone|anyone|somebody)\b|"
    r"\banyone\s+(?:able|free|willing)\s+to\b|\bhand\s+(?:it|this|that)\s+(?:off|over)\b",
    re.IGNORECASE,
)
# An instruction to others: the speaker's words, another's task ("3월 20일까지 보내주세요").
INSTRUCTS = re.compile(
    r"(?:해|보내|올려|알려|챙겨|맡아|가져와|줘)\s?(?:주세요|줘요|줘$|줄래|주실|주시)|주세요|해\s?줘|"
    r"\bplease\b|\bcan\s+you\b|\bcould\s+you\b|\byou\s+(?:should|need\s+to|must)\b",
    re.IGNORECASE,
)
# A task given to someone in the telling ("발표는 민지가 맡기로", "담당해 주세요").
ASSIGNED = re.compile(r"맡아|맡기로|담당해")
