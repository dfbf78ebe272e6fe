"""To-dos: made, said again, handed over, done and dropped.

A *to-do* is its speaker's commitment to do something later ("내가 예약할게", "I'll send
it by Friday"), with its due day: not a question, an offer on a condition, a wish, a
vague "someday", a promise that ends laughing (banter), a report of the past, or an
offer another member declines right away. A persona's promise counts only as the answer
to a person who just asked it for something. The owner's later report that it is done
(replying to it, or naming its subject, or their only open task), or what it promised
posted (a photo, a file, a link, a heading over its lines), closes it as *done*; "안 해도
돼", "없던 걸로", "cancel", and its owner giving it up ("여기서 멈출게", "I'm not booking it
then") as *dropped*; "네가 맡아줄래?" or its owner's "넘겨도 될까?" answered "제가 할게요"
hands it over.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

import msgspec

from groupchat_memory.domain.text import morph
from groupchat_memory.domain.text.stance import keeps_time_free
from groupchat_memory.domain.understanding.acts import (
    Acts,
    can_do,
    chooses,
    done_verbs,
    further_steps,
    laughs_after_promise,
    only_laughter,
    past_lemmas,
    promised_nouns,
    promised_verbs,
    read,
    sentences,
    task_words,
    topics,
    without_promises,
)
from groupchat_memory.domain.understanding.due import due_day
from groupchat_memory.domain.understanding.state import (
    CONFIRM_REACH,
    DECLINE_REACH,
    REACH_SECONDS,
    TAKES_IT_SHORT,
    Request,
    Said,
    State,
    Todo,
    TodoStatus,
    add_evidence,
    answered,
    by_message_id,
    cite_todo,
    people_since,
    seconds_between,
    short,
    text_of,
    time_of,
)
from groupchat_memory.domain.understanding.veto import look_of, owned
from groupchat_memory.domain.understanding.words import (
    MENTION,
    POINTS,
    addresses,
    body,
    terms_in,
    values_in,
)

FOLLOW_UP_SECONDS = 1800  # a promise's owner adding when, or how, right after
_DEADLINE = re.compile(r"(?:\S+\s)?\S*까지|\bby\s+(?:the\s+)?\w+(?:\s\w+)?", re.IGNORECASE)
# a promise to think it over or keep it in mind commits to nothing ("I'll think about it",
# "I'll keep that in mind"; in Korean the promised predicate's noun: 생각해 볼게, 기억할게)
_MULLS = re.compile(
    r"\b(?:i'?ll|i\s+will|let\s+me)\s+(?:\w+\s+)?(?:think|consider|sleep\s+on|mull|remember|"
    r"keep\s+\w+\s+in\s+mind)\b",
    re.IGNORECASE,
)
_MULLING = frozenset({"생각", "고민", "기억", "참고"})
# a word that only says done, as ``terms_in`` keeps it ("sent", "merged" as "merg")
_SAYS_DONE = re.compile(
    r"done|sent|merg|shipp|book|fix|finish|deploy|submitt|post|upload|order|paid|sign|call|"
    r"email|ping|schedul|publish|releas|verifi|complet|handl|wrapp|land|migrat|sort|완료|끝",
    re.IGNORECASE,
)
# what a member posts when they hand over what they made: a photo, a video or a file as
# the bot and the importer record them, a link
_MEDIA = r"\[(?:사진|동영상|파일[^\]]*|photo|image|video|file[^\]]*)\]"
DELIVERABLE = re.compile(rf"{_MEDIA}|https?://\S+", re.IGNORECASE)
_ONLY_MEDIA = re.compile(rf"(?:{_MEDIA}\s*)+", re.IGNORECASE)
# a thing handed over in the present, in a Korean line: named and shown ("메뉴판 시안이에요!",
# short, the first sentence), or put up as it is said ("대본 완성본 올려요!", "배너 시안
# 올립니다"): ko3, ko11, ko16, ko17, ko23, the deliveries with no file the rules left open
_PRESENTS = re.compile(
    r"^\s*(?:\S+\s){0,3}\S+(?:이에요|예요|입니다)(?=[!~.\s]|$)|"
    r"(?:올려요|올립니다|공유(?:해요|합니다|드려요|드립니다)|보내(?:요|드려요)|보냅니다)(?=[!~.\s]|$)"
)
_MEDIA_AFTER_SECONDS = 180  # a photo this soon after its owner's line goes with it
# a short heading over two or more lines of content ("setlist draft:\n1 …\n2 …")
_LISTED_UNDER = re.compile(r"^[^\n]{1,40}[:：.]?\s*\n(?:[^\n]*\S[^\n]*\n){1,}[^\n]*\S", re.M)
# a word of completion ("예약 완료~", "done") and a task that is itself to cancel something
_DONE_WORD = re.compile(r"완료|\b(?:done|finished)\b", re.IGNORECASE)
_CANCEL = re.compile(r"취소|\bcancel", re.IGNORECASE)
# the past said not to have happened ("I didn't ring them", "never got to it")
NEGATED_PAST = re.compile(r"\b(?:didn'?t|did\s+not|haven'?t|hasn'?t|hadn'?t|never)\b", re.I)
# the Korean light verbs: a past of 하다 or 되다 names no deed of its own (광고했어요, 잘했다)
_LIGHT_VERBS = frozenset({"하", "되"})
# a plan told as settled, not a deed done ("홍대로 바꾸기로 했어요", "we decided to move it")
_DECIDED_TO = re.compile(
    r"기로\s?(?:결정\s?)?(?:했|됐|되었|함)|\bwe\s+(?:decided|agreed)\s+to\b", re.IGNORECASE
)
# a thing told to be where it goes, or up where it was to be put ("Float's in the cash box",
# "church tables are in the truck", "Trailer's at the boathouse", "posters up at the four
# square"): in a sentence of its own, the owner's report of the task that named it done (en24,
# en27, en28, en32: the reports the rules read as nothing and left the task open)
_IN_PLACE = re.compile(
    r"^\W*(?!(?:he|she|who|everyone|everybody|someone)\b)(?:\w+\s+){0,4}?\w+(?:['’]s|\s+(?:is|are)(?:\s+now)?|\s+up)\s+"
    r"(?:in|at|on|inside)\s+(?:the|my|our|his|her|their|\w+['’]s)\b"
    r"(?!\s+(?:list|radar|mind|plate|way|agenda|to-?do))",
    re.IGNORECASE,
)
# an offer waved off: not needed, the group is fine without it, the one answering has it
_WAVES_OFF = re.compile(
    r"\bno\s+need\b|\bnot\s+needed\b|\bno\s+thanks?\b|"
    r"\b(?:we|i)(?:['’]re|['’]m|\s+are|\s+am|\s+should\s+be|['’]ll\s+be)\s+"
    r"(?:fine|good|ok|okay|sorted|covered)\b(?!\s+(?:with|to|for|by)\b)|"
    # thanked and turned down ("The break room has a speaker now, but thanks!", "Thank you
    # but binding strips are two minutes with a ruler", "no need! thank you though"), or
    # the group has one already ("we have the association's big one", "We've got the urn")
    r"\bbut\s+thank(?:s|\s+you)\b|\bthank(?:s|\s+you)\W*\s+but\b|\bthank(?:s|\s+you)\s+though\b|"
    r"\bwe(?:['’]ve|\s+have)?\s+got\s+(?:the|an?|one|our)\b|\bwe\s+(?:already\s+)?have\s+(?:the|an?|one|our)\b|"
    r"\bi(?:['’]ve|\s+have)\s+got\s+it\b|\bsorted\s+already\b|\bsave\s+your\b|"
    r"필요\s?(?:없|no)|안\s?(?:\S+)?도\s?(?:돼|되|괜찮)",
    re.IGNORECASE,
)
# the speaker says what they can do ("I can X"), an offer, whatever follows it; not a
# purpose ("send me your room numbers so I can list them")
_I_CAN = re.compile(
    r"(?<!\bso\s)(?<!\bso\sthat\s)\bi\s+(?:can|could)\b(?!['’]?t\b|\s+not\b)", re.IGNORECASE
)
_ALREADY = re.compile(r"\balready\b|벌써|이미", re.IGNORECASE)
# the owner saying it never happened or will not ("i never did the draw", "hadn't picked
# the beans up", "아직 예약 안 한 상태예요", "못 골랐는데"), not a not-yet of a deed done
# ("다른 걸로 다시 시킴.. 목요일 도착 예정")
_NEVER_DONE = re.compile(
    r"\b(?:never|hadn'?t|haven'?t|didn'?t|won'?t|not\s+yet|nothing\s+to\s+cancel)\b|"
    r"아직|(?<![가-힣])(?:안|못)\s?[가-힣]",
    re.IGNORECASE,
)
# the owner telling the other side the thing is off ("I've told the two shops thanks but no
# need", "told bolton thanks anyway", "I already told Phil, no hard feelings", "I'll tell the
# van mob to scrap it", "Nothing to confirm with them now", "업체엔 안 한다고 할게요",
# "사장님한테 안 한다고 말해둘게요"): in the dev chats (en10, en26, en27, en28, en29, en32,
# en34, ko9, ko10, ko28) the line that drops its task, a promise or a past as it may read
_CALLS_OFF = re.compile(
    r"\btold\s+(?:\w+\s+){1,4}(?:thanks|no\s+(?:thanks|need|hard)|not\s+to\b|"
    r"to\s+(?:scrap|cancel|forget|drop)|it'?s\s+off|we\s+won'?t)|"
    r"\btell\s+(?:\w+\s+){1,4}(?:to\s+(?:scrap|cancel|forget|drop)|thanks\s+but\s+no)|"
    r"\bno\s+hard\s+feelings\b|\bthanks\s+(?:anyway|but\s+no)\b|"
    r"\bnothing\s+to\s+(?:confirm|cancel|return|undo)\b|"
    r"안\s?한다고|취소한다고|못\s?한다고",
    re.IGNORECASE,
)
# a report that leads into what was found on the way, no deed done: a Korean past going
# on with -는데 ("농협 가봤는데 …", "원장한테 물어봤는데 …"), news told as bad
_FOUND = re.compile(
    r"[가-힣](?:았|었|였|했|봤|왔|갔|혔)는[데디]|\b(?:bad\s+news|no\s+luck|turns\s+out|"
    r"back-?ordered|not\s+worth)\b",
    re.IGNORECASE,
)
# what was to be got or done is gone or called off, told as the report of it ("I've
# withdrawn the application", "scrapping the map then", "Bunnings has every Saturday
# booked out", "아 동탄 파워랙 팔렸대"): the task closes dropped, not done
_FELL_THROUGH = re.compile(
    r"\bwithdr[ae]wn?\b|\bscrap(?:ping|ped)?\b|\b(?:booked\s+out|fully\s+booked|sold\s+out)\b|"
    r"\bsold\s+(?:it|them|the\s+\w+)\s+(?:to|before|already)\b|팔렸",
    re.IGNORECASE,
)
_AFTER_DROP_REACH = 6  # messages back a drop is answered by its task's owner
# a promise said again late, meant this time ("꼭 보낼게", "진짜로", "미안 …", "깜빡함",
# "taking longer than I thought", "sorry, I'll …", "for real this time")
_OVERDUE = re.compile(
    r"꼭|진짜|미안|깜빡|늦어|\b(?:sorry|taking\s+longer|for\s+real|forgot|i\s+promise)\b",
    re.IGNORECASE,
)
_SAME_STEM = 3  # syllables two Korean words share to name the same thing
_OFFER_REACH = 6  # people's lines after an offer its speaker's promise still firms it up
_GOES_ON_SECONDS = 120  # the owner's next line this soon goes on with the same promise
_NUDGE_REACH = 3  # messages back a question about the speaker's task is answered from
_CLAUSES = re.compile(r"[,.!?\n]+")
# an English line saying something is not (there, done) yet ("Sam's flyer isn't up")
_NOT_THERE = re.compile(r"\b(?:not|never|no\s+sign)\b|n'?t\b", re.IGNORECASE)
# an English sentence told of the time ahead ("it will go in", "gonna do it")
FUTURE = re.compile(r"\b(?:will|won'?t|going\s+to|gonna)\b|\w'll\b", re.IGNORECASE)
# glad of something ("다행", "잘됐다", "good thing", "luckily", "saves me", "never mind")
RELIEF = re.compile(
    r"다행|잘\s?됐|\b(?:good\s+thing|lucky|luckily|glad|phew|thank\s+god|sav(?:es|ed)\s+me|"
    r"never\s?mind|nvm)\b",
    re.IGNORECASE,
)
# the owner telling the task is not done yet, or is done over ("gate latch still isn't
# done, I'll get the right part Monday", "postmortem is half written, I'll finish it",
# "그물 보수 요청 아직 못 넣었네요. 이번 주는 꼭 넣을게요", "26일로 다시 넣을게요")
_NOT_YET = re.compile(
    r"아직|다시|절반|못\s?\S*(?:었|았|였|했|함|음)|"
    r"\b(?:still|not\s+yet|half|isn'?t|wasn'?t|didn'?t|haven'?t|hasn'?t|"
    r"(?:is|was|did|have|has)\s+not)\b",
    re.IGNORECASE,
)
# a promise to do it once more ("다시 보낼게", "한 번 더 확인드릴게요", "I'll try again")
_AGAIN = re.compile(r"다시|한\s?번\s?더|\bagain\b|\bonce\s+more\b", re.IGNORECASE)
# a line that adds another task rather than saying more of the last
_ADDS = re.compile(
    r"^\W*(?:and|also|plus|그리고|또|아\s?그리고)\b|\b(?:too|as\s+well|also)\b|"
    r"(?<=[가-힣])도\s|까지\s?(?:내가|제가)",
    re.IGNORECASE,
)
# a word pointing back at someone or something just named ("ring him", "그분께 연락")
_POINTS_AT_ONE = re.compile(
    r"\b(?:him|her|them|it|that|there)\b|그분|그쪽|거기|걔|그거|그걸|그건", re.IGNORECASE
)
# the work told as under way ("reel's half edited", "후기 영상은 편집 중이에요", "사진 고르는
# 중이에요"): how far it got, not done, whatever it shows or answers
UNDER_WAY = re.compile(
    r"\bhalf[-\s]\w+(?:ed|en)\b|(?<=[가-힣])\s?중(?:이에요|이예요|입니다|이야|이다|임)",
    re.IGNORECASE,
)
# a report of part of the work, the rest still to do ("I've done 4 of the 10, the rest
# tomorrow evening", "laptop corner progress: 4/6 wiped", "half written",
# "patched it, not 100% sure it's fixed", "반밖에 못 했어요 … 나머지 할게요"), or of the work
# under way: it closes nothing; not "half a lamb from Shane" in a list of what was got
PARTLY = re.compile(
    rf"{UNDER_WAY.pattern}|"
    r"\bthe\s+rest\b|\b\d+\s+(?:of|out\s+of)\s+(?:the\s+)?\d+\b|\bprogress\b|"
    r"\bnot\s+(?:100\s?%|sure)|\bhalf(?:way|\s+(?:done|written|finished|built|ready|through))\b|"
    r"\b(?:about|only|just)\s+half\b|나머지|반밖에|절반|"
    r"거의\s?다|\b(?:almost|nearly|mostly)\s+(?:done|finished|there|ready)\b",
    re.IGNORECASE,
)
# the speaker cannot do it, or it cannot be had ("현수막 주문까지 못 할 거 같아요", "문제지를
# 못 뽑겠네", "he cant do them till april", "the hut is fully booked"): a report of what
# stands in the way, nothing done, whatever past it tells ("출장 잡혔어")
_CANNOT = re.compile(
    r"(?<![가-힣])못\s?[가-힣]+(?:\s[가-힣]+)?\s?(?:것|거|듯)|(?<![가-힣])못\s?[가-힣]*겠|"
    r"\b(?:can'?t|cannot|couldn'?t|unable|not\s+able)\b(?!\s+wait)|\bwon'?t\s+be\s+able\b|"
    r"\bnot\s+getting\s+to\b|\b(?:fully\s+booked|booked\s+(?:out|up)|sold\s+out)\b",
    re.IGNORECASE,
)
# a Korean promise whose own predicate does nothing for the group: mulls it over ("생각해
# 볼게요", "고민 해볼게"), waits or looks forward ("수정본 기다릴게요", "기대할게요"), sides
# with a choice ("저도 찬성할게요"), or gives a member a ride ("다은이는 대전역에서
# 태워갈게", "학교 정문에서 태울게": how they get there, never a labelled to-do in the dev
# chats, as "I'll pick you up"), read on the promise's word (and the one before it);
# or opens talk here and now ("팝업 얘기 하나 드릴게요", "한 말씀 드리겠습니다", "회의
# 시작할게요", "밀푀유에 한 표 드리겠습니다"), read on the two words before it too
_NO_DEED_WORD = re.compile(
    r"^(?:(?:생각|고민)\s?(?:해|하|할)|기다리|기다릴|기대|찬성|동의|태우|태울|태워|뵙|뵐)"
)
# (or drives a car of the group's, takes people or their own car along, takes a turn at the
# wheel: "I'll drive one", "I'll drive the saturdays", "I can take 3 kids as well", "I can
# take my car also", "저 운전 교대해드릴게요", "오빠 차 얻어탈게요": en5, en6, en22, en26,
# ko10, ko33, how they get there, no labelled to-do; not a yes to take a task over)
_GIVES_A_RIDE = re.compile(
    r"\b(?:i'?ll|i\s+will|i\s+can)\s+(?:also\s+)?(?:pick\s+(?:you|u)\s+up|give\s+(?:you|u)\s+a\s+lift|"
    r"drive\s+(?:one|a\s+car|us|everyone|people|the\s+\w+days)\b|"
    r"take\s+(?:\d+|two|three|four|five)\s+(?:kids|people|more)\b|"
    r"take\s+(?:my|our)\s+(?:own\s+)?(?:car|van|truck|ute|minivan)\b)|"
    r"운전\s?(?:교대|대신)|얻어\s?탈",
    re.IGNORECASE,
)
# some day, none named ("one of these days I'll sharpen every chisel", "i'll bring baking
# one of these weeks", "조만간 커피 한 잔 살게요", "나중에 내 장비 정리해서 넘길게요", "다음에
# 시간 될 때 알려줄게"): in the dev chats (en11, en12, en18, en21, ko8, ko10, ko17) a
# pleasantry, never a labelled to-do, said in the promise's own sentence
_SOME_DAY = re.compile(
    r"\bone\s+of\s+these\s+(?:days|weeks|weekends|months|nights)\b|조만간|나중에|"
    r"다음에\s?시간\s?(?:될|나|날|있)",
    re.IGNORECASE,
)
# an English sentence that opens on a condition ("If we clear three grand I'll shave off the
# beard", "if the roof fund gets covered i'll dance in the aisle", "If you go lamb I can do
# shoulder"): a wager or an offer on it, never a labelled to-do in the dev chats (en7,
# en8, en10, en11, en14, en18, en20, en21, en27), a look-alike in nine of them; not "i'll
# ask my aunt if we can borrow the tubs", where the promise comes first
_OPENS_ON_IF = re.compile(r"^\W*(?:(?:and|but|ok|so|well)\W+)?if\b", re.IGNORECASE)
# a line that opens on a greeting ("Good evening all. I will do my best with this.", "Hey
# all, Mike here, Kirsty added me", "안녕하십니까. 베이스 박영호입니다 ... 힘을
# 보태겠습니다"): from one who has not spoken in the recent talk, an arrival, whose promise is
# a pleasantry (en7, en14, en15, en26, ko15); no such line is a labelled to-do in the dev chats
_GREETS = re.compile(
    r"^\W*(?:h(?:i+|ey+|ello)|g'?day|good\s+(?:morning|afternoon|evening)|"
    r"(?:morning|evening)\s+(?:all|everyone|team|folks)|안녕하(?:세요|십니까)|반갑습니다)\b",
    re.IGNORECASE,
)
# a persona asking whether it should do a thing ("인스타 글도 써줄까?", "정리해 드릴까요?",
# "want me to draft it?", "shall I total it up?"): an offer its line makes, no task till a
# member takes it up (never a persona's labelled to-do in the dev chats: ko29)
_PERSONA_OFFERS = re.compile(
    r"(?:줄|드릴)까요?\s*[?？]|\b(?:want|would\s+you\s+like)\s+me\s+to\b|\bshall\s+i\b",
    re.IGNORECASE,
)
# a promise to pay the speaker's part of what the group shares ("Sure. I'll chip in.", "i can
# pay my bit", "i'll still pay my third", "내가 650 낼게", "모자라는 15는 내가 낼게", "조명비
# 10 더 얹어줄게", "저도 조금 보탤게요"): money given, no task to do (en4, en15, ko, ko21,
# ko22, ko24); never a labelled to-do in the dev chats, as paying a deposit or a supplier is
_PAYS_A_SHARE = re.compile(
    r"\bchip\s+in\b|\bpay\s+my\s+(?:bit|share|third|half|part|way)\b|"
    r"(?:\d+(?:[.,]\d+)?\s?(?:만|천)?\s?원?|조금|반)\s?(?:은|는|을|를|도|씩)?\s?"
    r"(?:(?:내가|제가|저도|나도)\s?)?(?:더\s?)?(?:낼|내\s?줄|얹어\s?줄|보탤)(?:게|께)",
    re.IGNORECASE,
)
# a promise to leave a thing as it is ("사이즈 받은 건 그냥 둘게요", "그냥 시트에
# 남겨둘게요", "I'll just let them be", "I'll just let the pavilion hold lapse"): it ends
# something, it takes nothing on (en17, en29, ko18, ko30; never a labelled to-do)
_LEAVES_IT = re.compile(
    r"그냥\s(?:\S+\s){0,2}(?:놔\s?|남겨\s?|냅)?둘(?:게|께)|\blet\s+(?:\w+\s+){1,4}(?:be|lapse|slide)\b",
    re.IGNORECASE,
)
# treating others ("언니 사랑해ㅠㅠ 커피 살게", "내가 맛있는 거 쏠게", "I'll buy you
# earplugs mate", "I'll buy everyone a pint"): a kindness to people, no task for the group
# (en15, en26, ko4, ko8, ko22; never a labelled to-do)
_TREATS = re.compile(
    r"(?:커피|밥|한턱|한\s?잔|맛있는\s?거)\s?(?:\S+\s)?(?:살|쏠|사\s?줄)(?:게|께)|쏠(?:게|께)|"
    r"\bbuy\s+(?:you|u|everyone|everybody|y'all|you\s+all|you\s+guys|the\s+team)\b",
    re.IGNORECASE,
)
# some time, none named ("I'll get up some weekend in March", "I'll take y'all to lunch
# some time", "i can post it on the club facebook whenever"): as ``_SOME_DAY``, a pleasantry
_SOME_TIME = re.compile(
    r"\bsome\s?(?:time|weekend|evening|night|morning|afternoon)\b|\bwhenever\b", re.IGNORECASE
)
_THANKS_OR_PRAISE = re.compile(
    r"고마|고맙|감사(?:합니다|해요|드려요|드립니다|해)|좋다|좋네|좋아요|최고"
)
# a look taken right now, or thanks for a meal ("잠깐만요 확인해볼게요", "애들 재우는 중이에요
# 잠깐 볼게요", "재원선배 오늘 잘 먹겠습니다"): nothing left to do later (ko4, ko28, ko41)
_NOW_OR_THANKS = r"잠깐(?:만요?)?\s?(?:확인\s?해\s?)?(?:볼|봐|보)|잘\s?먹겠"
_NO_DEED_TALK = re.compile(r"한\s?표|한\s?말씀|얘기\s?하나|(?:회의|정리)\s?시작|" + _NOW_OR_THANKS)
# a promise said in mock earnest ("i'll personally polish every rock with my sleeve if we win",
# "By next year's show I'll have made a quilt myself. Mark my words", "i'll carry everyone's
# beer up to the hut as penance", "to make amends i'll clean the entire flat with a
# toothbrush", "i will end you", "제가 혼자 500장 나릅니다 약속함"): banter, in the dev
# chats (en4, en6, en14, en17, en19, en24, en28, en30, en37, en38, en40, en42, ko35, ko38)
# never a labelled to-do
_MOCK_VOW = re.compile(
    r"\bpersonally\b|\bmark\s+my\s+words\b|\bas\s+(?:a\s+)?penance\b|\bto\s+make\s+amends\b|"
    r"\bend\s+(?:you|u)\b|(?:약속|보장)(?:함|합니다)\W*$",
    re.IGNORECASE,
)
# a detail just said put on what is being made already ("love the can idea, I'll put it
# on the poster", "sweet, ill put that on the posters", "Then it's October 3-4. I'll put it in
# the newsletter.", "I'll stick it on the Facebook group too"): part of the task that makes
# it, no task of its own (en28, en29, en32, en38; never a labelled to-do)
_PUTS_IT_ON = re.compile(
    r"\b(?:i'?ll|ill|i\s+will)\s+(?:just\s+)?(?:put|add|stick|pop)\s+(?:it|that|this)\s+(?:on|in|into|onto|to)\s+(?:the|our|my)\s+"
    r"(?:\w+\s+)?(?:posters?|flyers?|newsletter|website|site|page|group|chat|board|notice|sign)\b",
    re.IGNORECASE,
)
# a Korean promise that settles a value for the group, as its announcement ("그럼 10월 10일
# 토요일 오후 4시로 변경할게요", "그럼 졸업생 15만원 재학생 3만원으로 공지할게", "ㅇㅋ
# 한빛인쇄 120부 부당 11,000으로 진행할게", "교재는 파란책으로 통일할게요", "그럼 10/17 토
# 7시 연습실로 박을게요", "그럼 기존 8만 신입 6만으로 정리할게요"): the decision told, no
# task taken (ko10, ko17, ko25, ko28, ko31, ko33, ko38, ko41; never a labelled to-do); not
# beside a deed of its own ("내일 계약금 넣고 28일로 확정할게")
_SETTLES_AS = re.compile(
    r"(?:으로|로)\s?(?:(?:변경|진행|공지|통일|확정|반올림)\s?(?:해\s?)?(?:둘|할|하겠|드릴)|"
    r"박(?:아\s?둘|을)|방향\s?틀)(?:게|께|겠|습니다)"
)
_SETTLES_THEN = re.compile(
    r"^\W*(?:(?:네|넵|ㅇㅋ|오케이|좋아요|좋아)\W*)?(?:그럼|그러면)\s.*(?:으로|로)\s?정리\s?(?:할|하겠)(?:게|께|습니다)"
)
_DEED_BESIDE = re.compile(r"[가-힣](?:고|서)\s")
# a turn of a rota taken, the slot itself the promise's object ("I can do Thursdays.", "I'll
# take the first week, 24th to the 31st", "2 shifts yes. i'll do the morning", "i'll do the
# 6-8pm jazz slot obviously", "오전 조 할게요", "저도 토요일 격주 할게요", "1시에 민재랑
# 교대할게"): how the group shares the time out, part of the rota agreed, never a labelled
# to-do in the dev chats (en11, en12, en14, en15, en21, en37, en43, ko3, ko26, ko27); not
# "I'll do it Monday", nor "I'll take that weekend for you" (a turn handed over)
_TAKES_A_TURN = re.compile(
    r"\b(?:i'?ll|ill|i\s+will|i\s+can)\s+(?:do|take|cover|work)\s+(?:the\s+)?"
    r"(?:whole\s+|first\s+|second\s+|last\s+|early\s+|late\s+)?"
    r"(?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+ones|"
    r"mornings?|afternoons?|evenings?|nights?|day|week)\b(?!\s+off)|(?:\S+\s+){0,2}(?:slot|shift)s?\b)|"
    r"(?:격주로?|교대|번갈아|(?:오전|오후|저녁|야간)\s?(?:조|반|타임))\s?(?:\S+\s)?\S*(?:할|볼|설|맡을|들어갈)(?:게|께|겠)",
    re.IGNORECASE,
)


def persona_takes_nothing(text: str) -> bool:
    """A persona's answer that promises nothing to do: its greeting when called in
    ("안녕하세요, 다섯손가락 여러분 😊 여행 준비 즐겁게 도와드릴게요"), or its question
    whether it should do a thing (``_PERSONA_OFFERS``): an offer, nobody took it up yet."""
    return bool(_GREETS.match(text) or _PERSONA_OFFERS.search(text))


def has_deadline(text: str) -> bool:
    """Whether a line gives a deadline ("금요일까지", "by Friday")."""
    return bool(_DEADLINE.search(text))


def todo_acts(
    state: State, said: Said, acts: Acts, terms: list[str], *, joins: bool = False
) -> None:
    """A member's message for the tasks: an offer turned down, a request to take something
    on, a task given up, delivered, reported done or dropped, a request answered, or a
    promise made (``commit``). ``joins``: the line says yes to another member's open plan."""
    declined(state, said, acts)
    if only_laughter(said.text):
        _laughed_at(state, said)
        return
    # the owner asking another to take their own task on ("can someone else do the van",
    # "민지야 그거 네가 해줄 수 있어?"), with or without a question mark
    # (named by the words besides what it promises: "i'll still pay my third" is no task)
    handed = (
        [t for part in _CLAUSES.split(said.text) if not read(part).promises for t in terms_in(part)]
        if acts.promises and acts.asks_to_take
        else terms
    )
    hands_on = acts.asks_to_take and _own_task_named(state, said, handed) is not None
    if hands_on:
        terms = handed
    if acts.asks_to_take and (acts.asks or "?" in said.text or acts.instructs or hands_on):
        # asked of whom it @mentions (a persona too), else of the members it names
        named = MENTION.findall(said.text) or [
            m for m in state.members if m != said.sender and m[:2] in said.text
        ]
        if not [t for t in terms if not any(_names_member(t, m) for m in state.members)]:
            terms = _said_just_before(state, said) or terms
        state.requests.append(
            Request(
                seq=said.seq, sender=said.sender, to=named, terms=terms, at=said.at,
                text=said.text[:200],
            )
        )  # fmt: skip
        del state.requests[:-5]
    if hands_on:
        return  # what it promises beside ("i'll still pay my third") is its part of the hand-off
    if (
        not (acts.promises or acts.asks_to_take or acts.asks)
        and _CANNOT.search(said.text)
        and _own_task_named(state, said, terms) is not None
    ):
        # the owner saying they cannot do a task of theirs ("꽃다발 주문을 못 할 것 같아요
        # ㅠㅠ", "현수막 주문까지 못 할 거 같아요"): the member who answers it promising
        # ("제가 주문해둘게요") takes it over, as if asked
        state.requests.append(
            Request(seq=said.seq, sender=said.sender, to=[], terms=terms, at=said.at,
                    text=said.text[:200])
        )  # fmt: skip
        del state.requests[:-5]
    if acts.stops and not acts.asks_to_take and _gives_up(state, said, terms):
        return  # "여기서 멈출게요", "I'm not booking it then": their task is dropped
    if not acts.promises and _defers(state, said, acts, terms):
        return
    if _never_done_after_a_drop(state, said, acts, terms):
        return
    if _owner_replies(state, said, acts) or _delivers(state, said, acts, terms):
        return
    if _done_by_another(state, said, acts, terms):
        return
    # a past that says what was not done ("I didn't ring them. Doing it now") reports
    # nothing done
    reported = (
        acts.reports_done
        or (acts.reports_past and acts.tells_deed and not NEGATED_PAST.search(said.text))
        or _in_place(said.text)
    )
    if (
        reported
        and not (acts.promises or acts.proposes or acts.asks_to_take or acts.tried)
        # a plan told as settled reports no deed ("회식 토요일 홍대로 변경하기로 했어요")
        and not _DECIDED_TO.search(said.text)
        and not PARTLY.search(said.text)
        and not _CANNOT.search(said.text)
    ):
        # a past report closes a task it names; "done"/"완료" also the one replied to
        # or the speaker's only open one
        if _close(state, said, terms, "done", named_only=not acts.says_done):
            return
        if acts.reports_done:
            return
    if (
        acts.promises
        and not (acts.asks or acts.proposes or acts.asks_to_take or acts.tried or acts.unfinished)
        and _reported_in_part(state, said)
    ):
        return
    if (
        (acts.proposes or acts.unfinished)
        and not (acts.promises or acts.asks or acts.asks_to_take or acts.tried)
        and not _DECIDED_TO.search(said.text)
        and not (PARTLY.search(said.text) or _CANNOT.search(said.text))
        # (not what is still to come of a task done over: "레일 사이즈가 안 맞아서 다시
        # 주문했어요 ㅠ 다음 주말에 달아드려야 할 듯")
        and not (acts.unfinished and _NOT_YET.search(said.text))
        and _reported_in_part(state, said)
    ):
        return  # "통장 만들었어! ... 공사비는 다 여기로 모으자": the report closes its task
    undone = acts.unfinished and not (acts.promises or acts.asks or acts.proposes)
    if undone and _left_undone(state, said, terms):
        return
    if acts.drops and not acts.promises:
        drop_todos(state, said, terms)
        return
    if acts.assents and not (acts.promises or acts.asks):
        if _take_over(state, said):
            return  # "sure" / "I got it" to a request to take over a task takes it
        request = _handover_answer(state, said)
        if request is not None and (
            _asked_of(request, said.sender) or _replies_to(state, said, request)
        ):
            # "ㅇㅋ" to "지호야 회비 좀 걷어줄래?": the one asked takes it on, in the
            # request's words (not the names in it) and by its day
            names = {said.sender.casefold(), request.sender.casefold()}
            made = len(state.todos)
            commit(state, said, [t for t in request.terms if t.casefold() not in names])
            if len(state.todos) > made:
                todo = state.todos[-1]
                asked = f"{said.text} ({request.sender}: {request.text})"
                todo.text = short(msgspec.structs.replace(said, text=asked))
                due = due_day(request.text, date.fromisoformat(request.at[:10]))
                if due is not None and not todo.due:
                    todo.due = due.isoformat()
            return
    # a promise stands though another sentence asks ("I'll do it. Monday?"), not beside
    # a request to another ("I'll run it. Maya can you take questions?")
    asks = acts.promise_asks or (acts.asks and (acts.asks_to_take or acts.instructs))
    if (
        not (acts.promises or can_do(said.text))
        or asks
        or acts.offer_if
        or acts.vague
        or acts.wish
        or _part_of_proposal(said, acts)
    ):
        return
    if acts.drops and not _handover_answer(state, said):
        return  # "안 내도 돼, 마음만 받을게" declines, it takes nothing on
    if (acts.laughs or laughs_after_promise(said.text)) and not _handover_answer(state, said):
        return  # said laughing: banter
    if (
        acts.sometime
        or _every_promise(said.text, _SOME_DAY, offers=False)
        or _every_promise(said.text, _SOME_TIME)
    ) and due_day(said.text, date.fromisoformat(said.at[:10])) is None:
        return  # "밥 한번 살게", "one of these days I'll …": some time, no day: a pleasantry
    if _accepts_offer(state, said):
        return  # "마음만 받을게": takes what another offered, takes nothing on
    if _MULLS.search(said.text) or _MULLING & set(promised_nouns(said.text)):
        return  # "I'll think about it", "기억할게": mulls it, takes nothing on
    if _promises_no_deed(said.text) or (
        _GIVES_A_RIDE.search(said.text) and not _handover_answer(state, said)
    ):
        return  # "생각해볼게요", "수정본 기다릴게요", "I'll pick you up": takes nothing on
    if chooses(said.text):
        return  # "블루티가 35만원이라 그거로 할게요": chooses, takes nothing on
    if _uses_what_was_given(said.text):
        return  # "오 좋다 이거 그대로 쓸게 고마워": takes up the wording given
    if _every_promise(said.text, _OPENS_ON_IF):
        return  # "if we hit 40k i'll shave my beard live on air": a wager, no task
    if _every_promise(said.text, _PAYS_A_SHARE):
        return  # "I'll chip in", "내가 650 낼게": money given, nothing to do
    if _every_promise(said.text, _TREATS) or _every_promise(said.text, _LEAVES_IT):
        return  # "커피 살게", "I'll just let them be": a kindness, or nothing to do
    if _said_for_show(said.text):
        return  # "i'll personally eat every pie", "그럼 4시로 변경할게요": banter, an announcement
    if acts.stops and all(
        read(part).stops for part in _sentences(said.text) if read(part).promises
    ):
        return  # "I'll not bother with the estate agents then": it gives up, takes nothing on
    if _GREETS.match(said.text) and not any(s.sender == said.sender for s in state.recent):
        return  # "Good evening all. I will do my best with this.": an arrival's pleasantry
    if (
        joins
        and not has_deadline(said.text)
        and due_day(said.text, date.fromisoformat(said.at[:10])) is None
        and _handover_answer(state, said) is None
        and not _put_to_the_speaker(state, said)
        # the yes is said beside the promise, not only by its verb ("인화해서 올게": the
        # "I'll come" of a gathering reads as a yes, and brings the prints here); read
        # last, as it reads the line again without its promise
        and read(without_promises(said.text)).assents
    ):
        # a part taken while saying yes to another's plan, on no day ("yes! I'll bring
        # snacks", "Good idea. I'll bring a hat.", "찬성!! 디자인은 제가 해볼게요", "좋네요
        # 전 키보드 몇 개 내놓을게요"): how the plan is agreed, part of the decision, not a
        # task of its own (not an answer to a request to take something on)
        return
    # what is to be done: the words besides the promise itself ("보낼게" names no task)
    commit(state, said, terms_in(task_words(said.text)) or terms_in(without_promises(said.text)))


def _put_to_the_speaker(state: State, said: Said) -> bool:
    """The line ``said`` answers names its speaker: a part asked of them ("질의응답은
    도윤이가 같이 받아줘", then "오케이. 기술 질문은 내가 받을게"), which their yes takes on."""
    before = answered(state, said)
    return before is not None and _names_member(before.text, said.sender)


def _in_place(text: str) -> bool:
    """A sentence of ``text`` tells a thing is where it goes (``_IN_PLACE``), and none of
    the line asks, tells the time ahead or says it is not there."""
    return (
        any(_IN_PLACE.match(part) for part in _sentences(text))
        and "?" not in text
        and not (FUTURE.search(text) or _NOT_THERE.search(text))
    )


def _said_just_before(state: State, said: Said) -> list[str]:
    """The words of the speaker's own line just before ``said``: what a request naming
    nothing asks another to take on ("파워뱅크 못 알아봤음..", then "누가 대신 좀")."""
    before = state.recent[-1] if state.recent else None
    if (
        before is None
        or before.sender != said.sender
        or seconds_between(before.at, said.at) > FOLLOW_UP_SECONDS
    ):
        return []
    return terms_in(before.text)


def _uses_what_was_given(text: str) -> bool:
    """A Korean promise to use (쓰다) what another has just given, said with praise or
    thanks for it ("오 좋다 이거 거의 그대로 쓸게", "캡션만 쓸게 고마워", "이대로 쓰겠습니다
    감사합니다"): taking it up, no task. Never a labelled to-do in the dev chats (ko5, ko6,
    ko8, ko9, ko13, ko16), every one extracted before."""
    if not _THANKS_OR_PRAISE.search(text):
        return False
    promised = [c for c in morph.clauses(text) if c.ending == "promise"]
    return bool(promised) and all(c.stem == "쓰" for c in promised)


def _every_promise(text: str, says: re.Pattern[str], *, offers: bool = True) -> bool:
    """Every sentence of ``text`` that promises (or, with ``offers``, says what the speaker
    can do) ``says`` so: for some day none names (``_SOME_DAY``; not "바람막이 견적
    물어볼게요~ 사이즈는 나중에 따로 걷고요"), on a condition the speaker does not decide
    (``_OPENS_ON_IF``), or paying the speaker's part (``_PAYS_A_SHARE``; not "I'll chip in.
    I'll book the cabins tonight")."""
    promising = [
        part for part in _sentences(text) if read(part).promises or (offers and can_do(part))
    ]
    return bool(promising) and all(says.search(part) for part in promising)


def _said_for_show(text: str) -> bool:
    """Every promise of ``text`` is said for show, no task taken: in mock earnest
    (``_MOCK_VOW``), putting a detail on what is being made (``_PUTS_IT_ON``), taking a
    turn of a rota (``_TAKES_A_TURN``), or telling the group the value it settled
    (``_SETTLES_AS``, ``_SETTLES_THEN``) with no deed of its own beside."""
    promising = [part for part in _sentences(text) if read(part).promises]
    if _every_promise(text, _MOCK_VOW, offers=False) or _every_promise(text, _PUTS_IT_ON):
        return True
    if _every_promise(text, _TAKES_A_TURN):
        return True  # "I can do Thursdays.", "오전 조 할게요": a turn of the rota
    if len(promising) == 1 and _MOCK_VOW.search(text):
        return True  # "I'll have made a quilt myself. Mark my words": the vow said apart
    if _DEED_BESIDE.search(text):
        return False
    return _every_promise(text, _SETTLES_AS, offers=False) or bool(_SETTLES_THEN.search(text))


def _promises_no_deed(text: str) -> bool:
    """Every Korean promise of ``text`` does nothing for the group (``_NO_DEED_WORD``,
    ``_NO_DEED_TALK``): it mulls, waits, sides or opens talk ("비행기값 다 내시면
    생각해볼게요", "대전역에서 기다릴게요"); not when another promise of the line takes a
    task on ("생각해볼게 근데 예약은 내가 할게")."""
    promised = [c for c in morph.clauses(text) if c.ending == "promise"]
    for clause in promised:
        starts = [text.rfind(" ", 0, clause.start) + 1]
        for _ in range(2):  # the two words before the promise's
            starts.append(text.rfind(" ", 0, max(starts[-1] - 1, 0)) + 1 if starts[-1] else 0)
        word, pair, near = (text[begin : clause.end] for begin in starts)
        if not (
            _NO_DEED_WORD.match(word) or _NO_DEED_WORD.match(pair) or _NO_DEED_TALK.search(near)
        ):
            return False
    return bool(promised)


def commit(state: State, said: Said, terms: list[str]) -> None:
    """``said`` promises to do what ``terms`` name: a task taken over, the speaker's own
    task said again (or its next step), or a new to-do."""
    if keeps_time_free(said.text) and len(said.text) <= TAKES_IT_SHORT:
        return  # "그날 비워둘게": coming to a plan, no task
    if _take_over(state, said, terms) is not None:
        return
    request = _handover_answer(state, said)
    if request is not None:
        state.requests.remove(request)
        if not terms:
            terms = list(request.terms)
    made = date.fromisoformat(said.at[:10])
    due = due_day(said.text, made)
    replied = _replied_todo(state, said)
    if replied is not None and replied.owner == said.sender:
        # promised again in a reply to one's own open task ("그건 다녀와서 할게요"):
        # the same task, whatever it names now
        _again(replied, said, terms, due)
        return
    # the words of its deadline ("생신 전날까지") name when, not what
    deadline = [t for m in _DEADLINE.finditer(said.text) for t in terms_in(m.group())]
    topic = {t for noun in topics(said.text) for t in terms_in(noun)}
    pointed = _pointed_task(state, said, terms, deadline) or _nudged_task(state, said)
    if pointed is not None:
        _reopen(pointed)
        _again(pointed, said, terms, due)
        return
    settled = _settled_on(state, said, terms)
    still = _still_to_do(state, said, terms)
    if still is not None:
        still.status = "open"  # not done, nor given up: the owner says it is still theirs
        still.closed_by.clear()
        _again(still, said, terms, due)
        return
    late = _said_again_late(state, said)
    if late is not None:
        _again(late, said, terms, due)
        return
    verbs = promised_verbs(said.text)
    for todo in reversed(state.todos):
        if todo.owner != said.sender or todo.status != "open":
            continue
        if (
            settled is not None
            and seconds_between(todo.at, time_of(state, settled[0])) > REACH_SECONDS
            and set(todo.terms) & settled[1]
            # one about a subject of its own (N은/는) the task never named is another
            and not topic - set(todo.terms)
        ):
            # the next step of it once the plan it was for is settled ("식당은 내가
            # 알아볼게", the group picks one, "거기 예약 문의 넣어볼게")
            _again(todo, said, terms, due)
            return
        # said again (naming it), or right after with nothing else named ("9일까지는
        # 완성할게요" a few minutes on): the same task
        shared = len(set(terms) & set(todo.terms))
        # one word in common is the same task only when the new promise names nothing
        # else ("마감하고 주문 넣을게" after "마감되면 표 예매할게" is another)
        # (a word that only says it will be done names nothing: "I'll have them sorted")
        alone = not {
            t for t in set(terms) - set(todo.terms) - set(deadline) if not _SAYS_DONE.fullmatch(t)
        }
        # or the task named nothing the new promise does not: it says the same again, with
        # more ("배추는 21일 도착으로 주문 넣을게" after "주문은 내가 이번 주 안에 넣을게")
        fuller = not set(todo.terms) - set(terms)
        # or the same topic ("보고서는 표로 바꿔서 올릴게" after "보고서는 내가 쓸게")
        # or one word in common, said to be done again or by the same verb ("작가님 휴재 주
        # 관련해서 한 번 더 확인드릴게요", "총학 마감이 10일이라 추석 끝나고 바로 낼게요"
        # of "총학 정산서랑 영수증 묶음은 제가 목요일까지 낼게요")
        redone = bool(_AGAIN.search(said.text) or set(todo.verbs) & set(verbs))
        again = (
            shared >= 2
            or (shared == 1 and (alone or fuller or redone))
            or bool(topic & set(todo.terms))
        )
        right_after = (
            seconds_between(todo.at, said.at) <= FOLLOW_UP_SECONDS
            and alone
            and not any(set(terms) & set(other.terms) for other in state.todos if other is not todo)
        )
        firms = _firms_up(state, todo, said)  # "I can lay it out", then "I'll …"
        if again or right_after or firms or _goes_on(state, todo, said, topic):
            _again(todo, said, terms, due)
            return
    closed = _closed_named_again(state, said, terms, deadline, topic)
    if closed is not None:
        closed.status = "open"  # promised again: not done, nor given up, after all
        closed.closed_by.clear()
        _again(closed, said, terms, due)
        return
    if not terms:
        terms = _pointed_at(state, said)  # "I'll take that one": what was just said
    if not terms:
        # the noun of the promise's own predicate, when nothing else names the task
        # ("내가 예약해둘게 일단 12명으로": 예약)
        terms = promised_nouns(said.text)
    if not terms:
        return  # "할게요" with nothing to do
    state.todos.append(
        Todo(
            text=short(said),
            owner=said.sender,
            first_owner=said.sender,
            evidence=[said.seq],
            date=said.at[:10],
            due=due.isoformat() if due else "",
            thread_id=said.thread_id,
            terms=terms,
            words=[t for t in terms_in(further_steps(said.text)) if t not in terms]
            + [n for n in promised_nouns(said.text) if n not in terms],
            verbs=promised_verbs(said.text),
            bot=said.is_bot,
            at=said.at,
            decision=_serves(state, said, terms),
            message_ids=[said.message_id] if said.message_id is not None else [],
            look=None if owned(said) else look_of(state, said),  # never vetoed
        )
    )


def _closed_named_again(
    state: State, said: Said, terms: list[str], deadline: list[str], topic: set[str]
) -> Todo | None:
    """The owner's closed task a new promise names again, as an open one is named (two
    words, or one with nothing else named or by the same verb, or its topic), most of its
    words the task's, when a recent line that did not name it closed it: closed too soon
    ("신입 둘 교육 날짜는 내가 잡을게요", read closed by "신입 둘 중에 한 명 벌써
    나왔어요", then "신입 교육은 다음 주 중에 날짜 잡아서 알려줄게요"), the same task, not
    a second. Not a deed done over ("I'll redo the flyer", "다시 보낼게"): once done, that
    is another task."""
    if _AGAIN.search(said.text):
        return None
    verbs = set(promised_verbs(said.text))
    for todo in reversed(state.todos):
        if todo.owner != said.sender or todo.bot or todo.status == "open":
            continue
        held = set(todo.terms)
        closing = [text_of(state, seq) for seq in todo.closed_by]
        if not closing or any(not text or len(set(terms_in(text)) & held) >= 2 for text in closing):
            continue  # closed long ago, or by a line naming it: it was over ("Standing order
            # set up, £50 on the 1st", "ray's number: $22 a head")
        named = set(terms) - set(deadline)
        shared = len(named & held)
        if 2 * shared < len(named):
            continue  # most of what it names is new: another task ("Once it's registered
            # I'll send the certified copy to his bank" after the standing order set up)
        alone = not {t for t in named - held if not _SAYS_DONE.fullmatch(t)}
        if shared >= 2 or (shared == 1 and (alone or verbs & set(todo.verbs))) or topic & held:
            return todo
    return None


def _take_over(state: State, said: Said, terms: Sequence[str] = ()) -> Request | None:
    """``said`` answers a request to take something on: another's open task on its
    subject becomes the speaker's. The request answered (None when none was), kept
    when no task was handed over."""
    request = _handover_answer(state, said)
    if request is None or said.is_bot:
        return None  # a persona does what it is asked at once: no member's task is its
    # what is asked, not whom ("@Mirela can you take it?" names no task by "mirela")
    names = {n for m in state.members for n in (m.casefold(), *terms_in(m))}
    subject = (set(request.terms) | set(terms)) - names

    # the asker's own task first ("@Mirela can you take it? you have the inventory
    # anyway" hands over the asker's sheet), then another's the request names. Of the
    # asker's, the one the request names by the most words ("MR 남은 절반을 ... 누가 좀
    # 넘겨받아 주실 수 있을까요?" of the MR, not of a talk promised with "선생님들"), the one
    # waiting longest of those ("haven't touched the sheet" of the sheet promised before
    # the column added to it)
    def fit(todo: Todo) -> int:
        return len(subject & set(todo.terms)) if todo.status == "open" else 0

    asker = [t for t in state.todos if t.owner == request.sender != said.sender]
    others = [t for t in reversed(state.todos) if t.owner not in (request.sender, said.sender)]
    chosen = max(asker, key=fit, default=None)  # the first of the most: the oldest
    if chosen is None or not fit(chosen):
        chosen = next((t for t in others if fit(t)), None)
    if chosen is None:
        return None
    state.requests.remove(request)
    chosen.owner = said.sender
    add_evidence(chosen, said.seq)
    cite_todo(chosen, said)
    return request


def _still_to_do(state: State, said: Said, terms: list[str]) -> Todo | None:
    """The owner's task a promise says is not done yet, or is to be done over, naming
    it by a word ("Gate latch still isn't done … I'll get the right one Monday" after "the
    latch on the gate is gone again, I'll fix it"; "영상 아직. 이번 주 안에 올림"): that
    task said again, open once more if it was closed, not a second one. The word comes
    before the promise: after it, it tells of something else ("I'll find his number and
    ask, I think my brother still has it")."""
    marked = _NOT_YET.search(said.text)
    if marked is None or read(said.text[: marked.start()]).promises:
        return None
    named = set(terms)
    # or by what is said not done yet, every word of it the task's ("사진 앨범은 아직 못
    # 만듦 ㅋㅋ 이번 주 안에 만들어서 링크 올릴게" of "여행 사진은 내가 공유앨범 만들어서
    # 올릴게"; not "할머니 영상통화 버튼 또 까먹었다" of "할머니 댁 가서 스캔해올게")
    before = terms_in(said.text[: marked.start()])
    return next(
        (
            t
            for t in reversed(state.todos)
            if t.owner == said.sender
            and not t.bot
            and (
                named & {*t.terms, *t.words}
                or (before and all(w in body(t.text).casefold() for w in before))
            )
        ),
        None,
    )


def _said_again_late(state: State, said: Said) -> Todo | None:
    """The owner's open task a promise says again once it is overdue, in words of it being
    late or of meaning it this time (``_OVERDUE``), naming it anywhere in the line, not only
    in the promise ("아 영수증 깜빡함 ㅋㅋ 지갑에 있음 오늘 밤에 꼭 보낼게" of "영수증 …
    은정이한테 보낼게"; "상시판매 캔들 50개는 이번 주에 부을게 진짜로" of "상시판매용 50개는
    … 부을게"; "report's taking longer than I thought 🙈 I'll have it done by Wednesday"): that
    task again, not a second one. A Korean word is named by its stem too ("상시판매" of
    "상시판매용", "아동센터엔" of "지역아동센터")."""
    if not _OVERDUE.search(said.text):
        return None
    words = [
        w
        for w in terms_in(_OVERDUE.sub(" ", said.text))
        if not any(_names_member(w, m) for m in state.members)
    ]
    for todo in reversed(state.todos):
        if todo.owner != said.sender or todo.bot or todo.status != "open":
            continue
        own = {*todo.terms, *todo.words, *terms_in(body(todo.text))}
        if any(_same_word(w, o) for w in words for o in own):
            return todo
    return None


def _same_word(said: str, held: str) -> bool:
    """Two content words name the same thing: equal, or, in Korean, sharing a run of
    ``_SAME_STEM`` syllables (a compound's piece, a particle left on: "아동센터엔")."""
    if said == held:
        return True
    if not (morph.HANGUL.search(said) and morph.HANGUL.search(held)):
        return False
    short, long_ = sorted((said, held), key=len)
    return any(short[i : i + _SAME_STEM] in long_ for i in range(len(short) - _SAME_STEM + 1))


def _goes_on(state: State, todo: Todo, said: Said, topic: set[str]) -> bool:
    """The owner's very next message says how they will do the task just promised
    ("ok, I'll get a quote" then "will ask the shop on Monday what 100 cost"): the same
    task, unless it adds another ("and I'll book the van too", "간식도 내가 살게")."""
    last = state.recent[-1] if state.recent else None
    return (
        last is not None
        and last.seq == todo.evidence[-1]
        and last.sender == said.sender
        and seconds_between(last.at, said.at) <= _GOES_ON_SECONDS
        and not topic - set(todo.terms)
        and not _ADDS.search(said.text)
    )


def _offer_only(text: str) -> bool:
    """``text`` says what its speaker can do ("I can lay it out") and promises nothing
    firmly ("I'll", "will")."""
    return bool(text) and bool(_I_CAN.search(text)) and not FUTURE.search(text)


def _firms_up(state: State, todo: Todo, said: Said) -> bool:
    """The owner's firm promise ("I'll", "will") soon after their own offer, the last
    task they took on ("I can bring the old hay wagon and do hay rides", then "I will get
    it road-ready"; "I can build the shelf unit", then "and I'll build a small rolling
    shelf"; "I can lay it out", then "I'll go round the shops and sell the ads"): what
    the offer comes to, one undertaking, not a second task. In the dev chats the offer
    alone is a labelled to-do nowhere such a promise follows it (en14, en19, en32, en36,
    en37: each offer an extra beside its promise's to-do)."""
    if len(todo.evidence) > 1 or not FUTURE.search(said.text):
        return False
    if not _offer_only(text_of(state, todo.evidence[0])):
        return False
    latest = next((t for t in reversed(state.todos) if t.owner == said.sender), None)
    return (
        latest is todo
        and people_since(state, todo.evidence[0]) <= _OFFER_REACH
        and seconds_between(todo.at, said.at) <= FOLLOW_UP_SECONDS
    )


def _defers(state: State, said: Said, acts: Acts, terms: list[str]) -> bool:
    """The owner answers a line about their task ("did the microwave ever make it to the
    tip?", "Sam's flyer isn't up") with a time ahead and no promise's ending ("tip next
    weekend, for real", "this week, I promise", "it will go in the next issue"): the task
    is theirs again and not done, whatever the excuse tells of the past. Not a yes, nor a
    word of doing it ("booked for Friday")."""
    if acts.asks or acts.assents or acts.proposes or acts.asks_to_take:
        return False
    if any(_SAYS_DONE.fullmatch(t) for t in terms):
        return False
    made = date.fromisoformat(said.at[:10])
    due = due_day(said.text, made)
    if not ((due is not None and due >= made) or FUTURE.search(said.text)):
        return False
    todo = _nudged_task(state, said, put_off=True)
    if todo is None:
        return False
    _reopen(todo)
    _again(todo, said, [], due)
    return True


def _pointed_task(state: State, said: Said, terms: list[str], deadline: list[str]) -> Todo | None:
    """The speaker's open task a promise points back at ("still nothing from the
    printer" then "I'll ring them tomorrow"; "그쪽에 내일 다시 연락해볼게"): the line
    just before names it and the promise names at most its own verb besides."""
    if not _POINTS_AT_ONE.search(said.text):
        return None
    own = set(terms) - set(deadline)
    near = {
        t
        for s in state.recent[-2:]
        if seconds_between(s.at, said.at) <= FOLLOW_UP_SECONDS
        for t in terms_in(s.text)
    }
    for todo in reversed(state.todos):
        if todo.owner != said.sender or todo.status != "open":
            continue
        if near & {*todo.terms, *todo.words} and len(own - set(todo.terms)) <= 1:
            return todo
    return None


def _part_of_proposal(said: Said, acts: Acts) -> bool:
    """A promise said after the question that puts a plan ("우리 집에서 하는 거 어때? 내가
    떡볶이 만들게", "How about a picnic …? I'll bring the blankets"): the proposer's part
    of a plan still asked about, no task until it is taken up. Not a promise asking after
    it ("I'll do it. Thursday ok?")."""
    head, mark, tail = said.text.rpartition("?")
    return acts.proposes and bool(mark) and bool(head.strip()) and read(tail).promises


def _own_task_named(state: State, said: Said, terms: Sequence[str]) -> Todo | None:
    """The speaker's open task, taken on before, that ``said`` names."""
    return next(
        (
            t
            for t in reversed(state.todos)
            if t.owner == said.sender and t.status == "open" and set(terms) & set(t.terms)
        ),
        None,
    )


def _nudged_task(state: State, said: Said, *, put_off: bool = False) -> Todo | None:
    """The speaker's task another member has just asked them about ("현우야 대본은?",
    "태경씨 포스터 시안은요?", "did the order go in, Sam?") or told them is not done yet
    (naming them, or in a line they reply to: "네이버 아직 9시 마감으로 떠요!", "Sam's
    flyer isn't up"): the promise answering is that task again, late or not, whatever else it names
    ("미안 ㅠ 주말까지는 보낼게", "sizes were off, I'll have it wednesday"). The task the
    line names (by its words, or by the words its promise was said in), one reported done
    too (the report was not its end: "are the barricades gone?" / "I'll call first thing
    monday"), or, when a question names one thing only and the speaker has one open task,
    that one, when the promise names no new thing. ``put_off``: the answer puts it off to
    a time ahead, whatever its excuse tells of the past ("the printer jammed")."""
    told = read(said.text)
    # a done one only when the answer says neither yes nor what was done ("yes booked,
    # I'll forward the mail" goes on from it)
    reopens = put_off or not (told.assents or told.reports_done or told.reports_past)
    own = [t for t in state.todos if t.owner == said.sender and t.status == "open"]
    done = [t for t in state.todos if t.owner == said.sender and t.status == "done"]
    mine = sorted([*own, *done] if reopens else own, key=lambda t: t.evidence[0])
    asked = next(
        (
            s
            for s in reversed(state.recent[-_NUDGE_REACH:])
            if s.sender != said.sender
            and not s.is_bot
            and seconds_between(s.at, said.at) <= FOLLOW_UP_SECONDS
        ),
        None,
    )
    if not mine or asked is None:
        return None
    answers = asked.message_id is not None and said.reply_to == asked.message_id
    heard = read(asked.text)
    questioned = "?" in asked.text or heard.asks
    # a line told, not asked, only when it says the thing is not there yet
    if not (questioned or heard.unfinished or _NOT_THERE.search(asked.text)):
        return None
    # a reply to the task's own message, however long ago
    under = next((t for t in mine if asked.reply_to in t.message_ids), None)
    replied = by_message_id(state, asked.reply_to)
    if not (
        answers
        or under is not None
        or addresses(asked.text, said.sender)
        or (replied is not None and replied.sender == said.sender)
    ):
        return None
    if under is not None:
        return under
    name = said.sender.casefold()
    named = {t for t in terms_in(asked.text) if not t.casefold().startswith(name)}
    for todo in reversed(mine):
        said_of = body(todo.text).casefold()
        hits = {
            t for t in named if t in {*todo.terms, *todo.words} or (len(t) > 1 and t in said_of)
        }
        # one done already is put off after all only when the line names it by two words
        # ("Can't we just do 2 days?" / "… many won't" speaks of courts, not of the court
        # booked; "add glasgow instead?" of no "I'll ask him how much it is to add me")
        if len(hits) >= (2 if put_off and todo.status == "done" else 1):
            return todo
    # its promise naming nothing, whatever its excuse names, or pointing back at what was
    # asked ("회사 일 터져서.. 주말까지는 보낼게", "will do it tonight"); not a new thing
    # ("I'll grab a case of lemonade")
    promised = [
        t for part in _CLAUSES.split(said.text) if read(part).promises for t in terms_in(part)
    ]
    unnamed = not promised or bool(_POINTS_AT_ONE.search(said.text))
    return own[0] if questioned and len(own) == 1 and len(named) == 1 and unnamed else None


def _pointed_at(state: State, said: Said) -> list[str]:
    """The words of the line a promise points at with "that", "it", "그거" and names
    nothing of its own ("I'll take that weekend for you"): the one it replies to, else
    another member's line just before it."""
    if not POINTS.search(said.text) or read(said.text).laughs:
        return []
    before = by_message_id(state, said.reply_to) or next(
        (
            s
            for s in reversed(state.recent[-2:])
            if s.sender != said.sender
            and not s.is_bot
            and seconds_between(s.at, said.at) <= FOLLOW_UP_SECONDS
        ),
        None,
    )
    return [] if before is None else terms_in(before.text)


def _settled_on(state: State, said: Said, terms: list[str]) -> tuple[int, set[str]] | None:
    """The plan settled just now whose value or subject the promise names: the seq
    of its proposal and the words of the talk it was settled from."""
    at = _serves(state, said, terms)
    if at is None:
        return None
    d = state.decisions[at]
    said_of = {t for seq in d.evidence for t in terms_in(text_of(state, seq))}
    named = set(terms) & (said_of | set(d.terms) | d.all_values())
    if not (d.accepted and named):
        return None
    return d.evidence[0], set(d.context) - set(terms)


def _serves(state: State, said: Said, terms: list[str]) -> int | None:
    """The decision a new task is for: one being settled right now on its subject (or
    the one just settled, when the task names nothing of another)."""
    for at in range(len(state.decisions) - 1, -1, -1):
        d = state.decisions[at]
        if people_since(state, d.evidence[-1]) > CONFIRM_REACH // 2:
            break
        if (
            d.status == "current"
            and not d.closed
            and (set(terms) & set(d.terms) or at == len(state.decisions) - 1)
        ):
            return at
    return None


def _replies_to(state: State, said: Said, request: Request) -> bool:
    """``said`` is a reply to the request's own message."""
    replied = by_message_id(state, said.reply_to)
    return replied is not None and replied.seq == request.seq


def _accepts_offer(state: State, said: Said) -> bool:
    """A promise to receive (받을게) right after another member's promise or offer: it
    takes up what they offered and has nothing to do."""
    if not any(c.ending == "promise" and c.stem == "받" for c in morph.clauses(said.text)):
        return False
    return any(
        s.sender != said.sender
        and not s.is_bot
        and seconds_between(s.at, said.at) <= FOLLOW_UP_SECONDS
        and (read(s.text).promises or read(s.text).offer_if)
        for s in state.recent[-DECLINE_REACH:]
    )


def _replied_todo(state: State, said: Said) -> Todo | None:
    """The open task whose message ``said`` replies to (however long ago)."""
    if said.reply_to is None:
        return None
    return next(
        (t for t in reversed(state.todos) if t.status == "open" and said.reply_to in t.message_ids),
        None,
    )


def declined(state: State, said: Said, acts: Acts, *, waved_only: bool = False) -> None:
    """An offer another member turns down at once, or answers done already, is no
    task ("안 내도 돼", "already did it"); told not to do it later, in a reply to it
    ("don't rent one, we can borrow"), the task is dropped. ``waved_only``: only an offer
    waved off ("no need"), for a line read as taking a plan back."""
    # another member answers the offer with it done already ("아까 내가 올렸어")
    moot = (acts.reports_done or (acts.reports_past and acts.tells_deed)) and not acts.asks
    # or says it is not needed, in a reply to the offer or right after it ("No need dear",
    # "we should be fine with two cars", "It's a box the size of a toaster Des, I've got
    # it", "I'm fine"): an offer turned down (en6, en18, en24, en32: look-alikes extracted)
    waved = bool(_WAVES_OFF.search(said.text)) and not acts.asks
    if not (acts.drops or acts.forbids or moot or acts.objects or waved):
        return
    recent_seqs = [s.seq for s in state.recent[-DECLINE_REACH:]]
    replied = _replied_todo(state, said)
    named = {t.casefold() for t in terms_in(said.text)}
    for todo in list(state.todos):
        if todo.owner == said.sender or todo.status != "open":
            continue
        fresh = (
            todo.evidence[0] in recent_seqs
            and seconds_between(todo.at, said.at) <= FOLLOW_UP_SECONDS
        )
        # told not to by the very next message ("오지 마 ㅋㅋㅋ" after "내가 가서 불러줄게",
        # "don't you dare lol"): turned down as it was said; a yes first only says how
        # ("ㅇㅋ 너무 길게 쓰지 말고"); an offer also by a plain no ("nah we have plenty" to
        # "I can grab the ice"; not "no rush" to a promise)
        offered = can_do(text_of(state, todo.evidence[0]))
        at_once = (
            (acts.forbids or (acts.objects and offered))
            and not acts.assents
            and todo.evidence[0] in recent_seqs[-1:]
        )
        turned = acts.drops or acts.forbids or moot  # a plain no only at once
        # (an offer on a case as well: "I can do a stint on the minibus too if Priya wants
        # a break", then "no 😂 I'm fine")
        first = text_of(state, todo.evidence[0])
        offer = offered or read(first).offer_if or read(first).offers or bool(_I_CAN.search(first))
        waved_off = (
            waved and offer and fresh and (todo is replied or todo.evidence[0] in recent_seqs[-1:])
        )
        # a drop of another thing said just after is not this one's ("대신 토요일
        # 허브아일랜드는 빼자" after "캠핑장에 전화해서 카라반으로 바꿔달라고 할게요",
        # "Let's not borrow trouble, Arjun!" after "I'll get the plates at Costco")
        elsewhere = len(named) >= 2 and not named & {*todo.terms, *todo.words}
        # an offer its owner has firmed up since (``_firms_up``) is a promise now: no
        # longer only turned down
        firmed = len(todo.evidence) > 1 and _offer_only(first)
        if not firmed and (
            waved_off
            or (
                not waved_only
                and (
                    (fresh and acts.drops and not elsewhere)
                    or (fresh and ((todo is replied and turned) or at_once))
                )
            )
        ):
            state.todos.remove(todo)
        elif todo is replied and (acts.drops or acts.forbids) and not waved_only:
            todo.status = "dropped"
            todo.closed_by.append(said.seq)


def _done_by_another(state: State, said: Said, acts: Acts, terms: list[str]) -> bool:
    """Another member reports a member's open task done: naming its owner ("태호가 현수막
    벌써 주문했대", "Priya says the van is booked") or done already by themselves ("I
    already picked up the cake"), with a word of the task besides the words of doing."""
    if not (acts.reports_done or acts.reports_past) or (
        acts.promises or acts.asks or acts.proposes or acts.unfinished or acts.asks_to_take
    ):
        return False
    content = {t for t in terms if not _SAYS_DONE.fullmatch(t)}
    if acts.first_person and any(
        t.owner == said.sender and t.status == "open" and content & {*t.terms, *t.words}
        for t in state.todos
    ):
        # told in the first person by one whose own task it names ("Both passes sorted,
        # I renewed the van's plate on Gord's account"): their own, whoever else it names
        return False
    already = bool(_ALREADY.search(said.text)) and acts.tells_deed
    for todo in reversed(state.todos):
        if todo.status != "open" or todo.owner == said.sender or todo.bot:
            continue
        names = set(terms_in(todo.owner)) | {todo.owner.casefold()}
        named = _names_member(said.text, todo.owner)
        shared = (content - names) & {*todo.terms, *todo.words}
        # done already, its owner unnamed, by two of its words (a Korean one in its text
        # too: "벌써 냉동고 성에 다 깨놨네" of "냉동고 성에는 제가 … 깨놓을게요"): one in
        # common tells of something else ("the calendar already has a laser slot type" of
        # "I need to tell Dunmore Insurance about the laser")
        said_of = body(todo.text).casefold()
        both = {w for w in content - names if len(w) > 1 and morph.HANGUL.match(w) and w in said_of}
        if shared and (named or (already and len(shared | both) >= 2)):
            todo.status = "done"
            todo.closed_by.append(said.seq)
            return True
    return False


def _gives_up(state: State, said: Said, terms: list[str]) -> bool:
    """The speaker gives up a task of theirs: the one the message replies to, else the
    ones it names, else the ones the talk just before names. Whether one was dropped."""
    mine = [t for t in state.todos if t.owner == said.sender and t.status == "open"]
    replied = _replied_todo(state, said)
    chosen = [replied] if replied in mine else []
    chosen = chosen or [t for t in mine if set(terms) & {*t.terms, *t.words}]
    for before in reversed(state.recent[-4:]):
        if chosen:
            break
        talk = set(terms_in(before.text))
        chosen = [t for t in mine if talk & {*t.terms, *t.words}]
    for todo in chosen:
        todo.status = "dropped"
        todo.closed_by.append(said.seq)
    return bool(chosen)


def _delivers(state: State, said: Said, acts: Acts, terms: list[str]) -> bool:
    """The owner posts what a task of theirs promised: a photo, a file or a link with
    words naming it ("poster's done [photo]", "견적서 공유드려요 https://…"), a heading
    naming it over the lines it promised ("setlist draft:\n1 …\n2 …"), or a bare photo
    or file right after their own line naming it ("시안 올립니다", then "[사진]"): it
    is done. Not while they say it is not ready, ask, promise or propose."""
    if acts.promises or acts.asks or acts.unfinished or acts.proposes or acts.stops:
        return False
    if UNDER_WAY.search(said.text):
        return False  # "후기 영상은 편집 중이에요": shown under way, not handed over
    presented = bool(_PRESENTS.search(said.text)) and (
        (due := due_day(said.text, date.fromisoformat(said.at[:10]))) is None
        or due <= date.fromisoformat(said.at[:10])
    )  # not "내일 올려요"
    if not (DELIVERABLE.search(said.text) or _LISTED_UNDER.match(said.text) or presented):
        return False
    named = set(terms)
    if _ONLY_MEDIA.fullmatch(said.text.strip()):
        before = state.recent[-1] if state.recent else None
        if (
            before is None
            or before.sender != said.sender
            or seconds_between(before.at, said.at) > _MEDIA_AFTER_SECONDS
            # the photo of what that line already reported done
            or any(before.seq in t.closed_by for t in state.todos)
        ):
            return False
        told = read(before.text)
        if told.promises or told.asks or told.unfinished or told.proposes:
            return False
        named = set(terms_in(before.text))
    mine = [
        t
        for t in state.todos
        if t.owner == said.sender
        and t.status == "open"
        and named & {*t.terms, *t.words}
        and said.seq not in t.evidence
    ]
    if not mine:
        return False
    mine[-1].status = "done"
    mine[-1].closed_by.append(said.seq)
    return True


def _owner_replies(state: State, said: Said, acts: Acts) -> bool:
    """The owner answers their own task's message later with how it stands ("all
    set, in the shed", "링크 여기"): it is done, unless the answer promises again,
    asks, drops it or says it is not done yet."""
    todo = _replied_todo(state, said)
    if todo is None or todo.owner != said.sender:
        return False
    if acts.promises or acts.asks or acts.drops or acts.proposes or acts.unfinished:
        return False
    if UNDER_WAY.search(said.text):
        return False  # "reel's half edited": how far it got, not done
    if seconds_between(todo.at, said.at) <= FOLLOW_UP_SECONDS:
        return False
    todo.status = "dropped" if _FELL_THROUGH.search(said.text) else "done"
    todo.closed_by.append(said.seq)
    return True


def _close(
    state: State, said: Said, terms: list[str], status: TodoStatus, *, named_only: bool = False
) -> bool:
    """Close the task ``said`` reports on; whether one was."""
    target = by_message_id(state, said.reply_to)
    open_ = [t for t in state.todos if t.status == "open"]
    chosen: Todo | None = None
    if target is not None:
        # a report in reply to a task's message; a plain past only from its owner
        # ("watered sat and sun" under "I'll take that weekend")
        chosen = next(
            (
                t
                for t in open_
                if target.seq in t.evidence and (not named_only or t.owner == said.sender)
            ),
            None,
        )
    if chosen is None and not named_only:
        chosen = _replied_todo(state, said)
    if chosen is None and target is not None and target.reply_to is not None:
        # the answer to a question on the task ("is it fixed?" / "yep, deployed")
        chosen = next(
            (t for t in open_ if t.owner == said.sender and target.reply_to in t.message_ids),
            None,
        )
    if chosen is None:
        mine = [t for t in open_ if t.owner == said.sender]
        # what the report names besides saying done ("sent!", "merged": nothing)
        content = [t for t in terms if not _SAYS_DONE.fullmatch(t)]
        # a word of the past right after a promise tells of something beside it
        # ("I'll send it Monday" / "I mentioned the delay, he was fine"); only "sent!",
        # "완료" closes a task so new
        # (or by a value its promise set: "lock in fri 28th 10am", then "done, Deborah's
        # confirmed: … fri 28 nov, 10am"; "it's like $40", then "pavilion booked! … $40")
        values = _set_values(said.text, said.at)
        # an irregular past names its verb's base form ("Cable locks bought" of "I'll buy
        # six on Luthuli Avenue")
        said_terms = set(terms) | set(terms_in(" ".join(past_lemmas(said.text))))
        naming = [
            t
            for t in mine
            if (
                _shared(said_terms, t)
                or values & _set_values(body(t.text), t.at)
                or _names_its_plan(state, said_terms, t)
            )
            and not (named_only and seconds_between(t.at, said.at) <= FOLLOW_UP_SECONDS)
        ]
        # the task it names most ("I rang the gaming office" of "I'll ring the gaming
        # office", not of "I'll keep you all posted"), the newest of those
        most = max((_shared(said_terms, t) for t in naming), default=0)
        naming = [t for t in naming if _shared(said_terms, t) == most]
        # or a bare past of the verb it promised ("올릴게", then "올렸어요!"), naming
        # nothing the task does not
        # (not the light verb alone: "잘했다~~" praises, "해놓을게" promised nothing by it)
        did = set(done_verbs(said.text)) - _LIGHT_VERBS
        # naming nothing the task does not, or, the only one of theirs that promised the
        # verb, whatever details the report adds ("방 잡을게요", then "소반 12월 13일
        # 12시 방 잡았어요") unless those name another task of theirs
        others = {w for t in mine for w in (*t.terms, *t.words)}
        doing = [
            t
            for t in mine
            if did & set(t.verbs)
            and seconds_between(t.at, said.at) > FOLLOW_UP_SECONDS
            and (
                not set(content) - {*t.terms, *t.words}
                or (
                    sum(bool(did & set(o.verbs)) for o in mine) == 1
                    and not set(content) & (others - {*t.terms, *t.words})
                )
            )
        ]
        if naming:
            chosen = naming[-1]
        elif doing:
            chosen = doing[-1]
        elif len(mine) == 1 and not content and not named_only and not values:
            # "done!", "이거 완료!": their one open task; not a line setting a time or an
            # amount of its own ("방금 둘 다 7시로 고쳐놨어요!", "4만원 넘으면 안 된다 했잖아")
            chosen = mine[0]
    if chosen is None:
        return False
    chosen.status = "dropped" if status == "done" and _FELL_THROUGH.search(said.text) else status
    chosen.closed_by.append(said.seq)
    return True


def _names_its_plan(state: State, said: set[str], todo: Todo) -> bool:
    """A report names the plan the task was taken on for, by the plan's own words ("K of
    C hall it is", "I'll call them tomorrow", then "K of C hall is held for Oct 17";
    "Pavilion 2 at Girard Park then", "I'll go to the parks office Monday", then
    "Pavilion 2 booked!"): the task said what it was for by pointing at the plan."""
    if todo.decision is None or todo.decision >= len(state.decisions):
        return False
    plan = state.decisions[todo.decision]
    words = {w for w in plan.terms if not _SAYS_DONE.fullmatch(w)}
    return bool(said & words)


def _shared(said: set[str], todo: Todo) -> int:
    """How many of a report's words name ``todo``: one of its words, or a Korean word said
    in its text up to a promise's ending, with a particle or an ending on it there
    ("관리사무소 다녀왔어요!" of "관리사무소엔 제가 내일 ... 신청할게요", "보정본 드라이브에
    올렸어" of "... 조명 챙겨서. 보정본은 수요일까지 넘겨줄게"; not "학교 축제 일정 잡혔어"
    of "케이크는 내가 주문할게 학교 앞에 빵집 있어"), not a word that only says done."""
    words = {*todo.terms, *todo.words}
    korean = {w for w in said - words if len(w) > 1 and morph.HANGUL.match(w)}
    if not korean:
        return len(said & words)
    text = body(todo.text)
    begin, pieces = 0, []
    for clause in morph.clauses(text):
        if clause.ending == "promise":
            pieces.append(text[begin : clause.end])
        begin = max(begin, clause.end) if clause.ending == "promise" else begin
    promised = " ".join(pieces).casefold()
    return len(said & words) + sum(w in promised and not _SAYS_DONE.fullmatch(w) for w in korean)


def _sentences(text: str) -> list[str]:
    """``text`` cut into its sentences: where ``acts.sentences`` cuts (a stop before a space,
    a line break: "12.50" stays whole), and in Korean after each predicate that ends one (a
    chat line runs them together: "도장 왔어요 서랍에 둘게요")."""
    cuts = sorted({c.end for c in morph.clauses(text) if c.final})
    pieces, begin = [], 0
    for cut in cuts:
        pieces.append(text[begin:cut])
        begin = cut
    pieces.append(text[begin:])
    return [s for piece in pieces for s in sentences(piece)]


def _reported_in_part(state: State, said: Said) -> bool:
    """One sentence of the line reports a task of the speaker's done, by its words, and
    another promises ("2배 도장 왔어요 [사진] 카운터 서랍에 둘게요", "Medals arrived. I'll
    bring them Sunday"): the report closes that task, and the promise only says where what
    was done goes, no task of its own; or another proposes or tells what is still to come
    ("통장 만들었어! ... 공사비는 다 여기로 모으자", "Ordered. ... We keep using Kelburn's
    until then"). Not when another task is added ("and I'll also book the van"), nor a
    sentence saying what is not done yet."""
    if _ADDS.search(said.text):
        return False
    for part in _sentences(said.text):
        told = read(part)
        if told.promises or told.asks or told.unfinished or NEGATED_PAST.search(part):
            continue
        if not (told.reports_done or (told.reports_past and told.tells_deed)):
            continue
        told_part = msgspec.structs.replace(said, text=part)
        if _close(state, told_part, terms_in(part), "done", named_only=True):
            return True
    return False


def _set_values(text: str, said_at: str) -> set[tuple[str, str]]:
    """The times and amounts a line sets, by kind (a day reads differently said on two
    days: "fri 28th" and "fri 28 nov" are one time, not one day)."""
    found = values_in(text, said_at)
    return {(kind, v) for kind in ("time", "amount") for v in found.get(kind, [])}


def _never_done_after_a_drop(state: State, said: Said, acts: Acts, terms: list[str]) -> bool:
    """The group has just dropped something ("let's just skip Secret Santa", "포토존은
    접자") and the owner of a task on it says it was never done, or is not to be done, or
    called off ("good cos i never did the draw lol", "I won't chase the suit so", "다이소
    아직 안 갔는데 다행이다", "방금 취소함"): the task is dropped, even one a line before
    was read as done (it never was). Seen in en9, en10, en12, en16, en17, en19, en22,
    en24, en25, ko9, ko11, ko13, ko16, ko23, ko24, ko25: labelled dropped, left open or
    done. Named by the line's words, else by the drop's, else the task it replies to."""
    calls_off = bool(_CALLS_OFF.search(said.text))
    if acts.promises and not (acts.stops or calls_off):
        return False
    never = acts.unfinished and _NEVER_DONE.search(said.text)
    if not (never or acts.stops or calls_off or _CANCEL.search(said.text)):
        return False
    drop_line = next(
        (
            s
            for s in reversed(state.recent[-_AFTER_DROP_REACH:])
            if seconds_between(s.at, said.at) <= REACH_SECONDS
            and not s.is_bot
            # (or the owner's own "I'll drop the gift card")
            and (read(s.text).drops or read(s.text).stops)
            and not (read(s.text).promises and not read(s.text).stops)
        ),
        None,
    )
    if drop_line is None and calls_off:
        drop_line = said  # telling the other side is itself the drop ("broadcast off. told
        # bolton thanks anyway")
    if drop_line is None:
        return False
    # a done one only when what closed it said no word of done ("and drew a tooth"
    # closed "I'll do the draw"; not "포토북 주문 완료!")
    mine = [
        t
        for t in state.todos
        if t.owner == said.sender
        and (
            t.status == "open"
            or (
                t.status == "done"
                and bool(t.closed_by)
                and not read(text_of(state, t.closed_by[-1])).says_done
            )
        )
    ]
    if drop_line is said:
        # said in passing of an offer turned down beside a plan ("Confirmed with the club
        # … I've told Gerry no thanks"): no task closed long before
        mine = [t for t in mine if t.status == "open"]
    replied = next((t for t in mine if said.reply_to in t.message_ids), None)
    dropped = terms_in(drop_line.text)
    # what both name is what was dropped: a task of it, none other ("현수막은 빼요", then
    # "다행히 시안 아직 안 만들었어요 ㅋㅋ 현수막 주문은 안 할게요" is not the photo book's 시안)
    both = [t for t in terms if t in dropped]
    chosen = [t for t in mine if _names_task(t, both or terms)]
    if not both:
        chosen = chosen or [t for t in mine if _names_task(t, dropped)]
        chosen = chosen or ([replied] if replied is not None else [])
    # an open one named before one read as done ("사이즈는 아직 안 걷었어요 ... 사장님한테 안
    # 한다고 말해둘게요" of the sizes still to collect, not of the quote the 사장님 sent)
    chosen = [t for t in chosen if t.status == "open"] or chosen
    # of several, the ones for the plan that drop took back
    chosen = [
        t
        for t in chosen
        if t.decision is not None
        and t.decision < len(state.decisions)
        and drop_line.seq in state.decisions[t.decision].changed_at
    ] or chosen
    for todo in chosen:
        todo.status = "dropped"
        todo.closed_by.append(said.seq)
    return bool(chosen)


def _names_task(todo: Todo, terms: Sequence[str]) -> bool:
    """``terms`` name ``todo`` by what it is about, not by a word of doing ("I hadn't booked
    the nets" names no "book the castle"): one of its words, or a Korean word of its text."""
    content = [t for t in terms if not _SAYS_DONE.fullmatch(t)]
    said = body(todo.text).casefold()
    return any(
        w in {*todo.terms, *todo.words} or (len(w) > 1 and morph.HANGUL.match(w) and w in said)
        for w in content
    )


def _left_undone(state: State, said: Said, terms: list[str]) -> bool:
    """The owner glad a task of theirs is not done ("Good thing I never got around to
    calling Sal's", "that saves me from making a sheet i hadn't started", "붕어빵
    사장님께는 아직 연락 안 드렸으니 다행입니다"): it is needed no more, dropped. Not done,
    and sorry for it, is still to do ("haven't called them yet, sorry")."""
    if not RELIEF.search(said.text):
        return False
    # named by its words, or by a word its promise said ("천막" of "천막 2동 빌려달라고")
    left = [
        t
        for t in state.todos
        if t.owner == said.sender
        and t.status == "open"
        and any(w in {*t.terms, *t.words} or w in body(t.text).casefold() for w in terms)
    ]
    for todo in left:
        todo.status = "dropped"
        todo.closed_by.append(said.seq)
    return bool(left)


def _names_one(terms: Sequence[str], words: set[str]) -> bool:
    """One of ``terms`` is one of ``words``, or begins with one of two syllables or more
    (a Korean compound names its head: 기차표, 기차)."""
    return any(t in words or any(len(w) >= 2 and t.startswith(w) for w in words) for t in terms)


def done_unsaid(state: State, todo: Todo) -> bool:
    """``todo`` was closed as done by a recent line that says no word of done, only what
    was found on the way ("농협 가봤는데 체험 보험은 하루짜리가 없대", "bad news on the miter
    saw, … not worth fixing"): a drop of what it was for takes it with it."""
    if todo.status != "done" or not todo.closed_by:
        return False
    text = text_of(state, todo.closed_by[-1])
    return bool(_FOUND.search(text)) and not read(text).says_done


def drop_todos(state: State, said: Said, terms: list[str]) -> None:
    """The speaker drops their open tasks that ``said`` names (or, naming nothing, the one
    the talk just named), and those taken on for a plan since replaced."""
    if _answers_offer(state, said):
        return  # "Not needed, thank you" to another's offer turns that down, not their own
    told = read(said.text)
    first = told.first_person
    mine = [
        t
        for t in state.todos
        if t.owner == said.sender and (t.status == "open" or said.seq in t.closed_by)
    ]
    # "제가 안 해도 될 것 같아요" names nothing: the task the talk just before names,
    # else every one of theirs
    aimed = mine
    for before in reversed(state.recent[-4:]):
        talk = set(terms_in(before.text))
        if named := [t for t in mine if talk & {*t.terms, *t.words}]:
            aimed = named  # the nearest line naming one of their tasks
            break
    for todo in state.todos:
        if not (todo.status == "open" or done_unsaid(state, todo)) or todo.owner != said.sender:
            continue  # another's task goes with the decision it served (``drop``)
        # or the one they took on for a plan since replaced, when the line names the task
        # or that plan ("기차표는 안 사도 되는 거죠?" once the train gave way to cars): a
        # drop of another thing is not its end ("Let's not do the bbq" after the court
        # booked for a plan since moved)
        plan = (
            state.decisions[todo.decision]
            if todo.decision is not None and todo.decision < len(state.decisions)
            else None
        )
        replaced = (
            todo.decision is not None
            and (plan is None or plan.status != "current")
            and _names_one(
                terms,
                {
                    *todo.terms,
                    *todo.words,
                    *(plan.terms if plan else ()),
                    *(plan.all_values() if plan else ()),
                },
            )
        )
        if set(terms) & set(todo.terms) or (first and not terms and todo in aimed) or replaced:
            todo.status = "done" if done_with_cancelling(said, told, todo) else "dropped"
            todo.closed_by.append(said.seq)


def done_with_cancelling(said: Said, told: Acts, todo: Todo) -> bool:
    """The owner's report of their task done that cancels something on the way ("캠핑장 통화
    끝! 원래 사이트 취소하고 카라반으로 바꿨어요", "예약 완료~ 무료 취소 되는 걸로"), or whose
    task was to cancel ("달빛 취소까지 할게요", then "예약했어요! 달빛은 취소했습니다"): done,
    not dropped."""
    reported = (told.reports_done or told.reports_past) and told.tells_deed
    if not reported or told.promises or told.unfinished or _CALLS_OFF.search(said.text):
        return False
    return told.says_done or bool(_DONE_WORD.search(said.text) or _CANCEL.search(body(todo.text)))


def _laughed_at(state: State, said: Said) -> None:
    """Another member answers a promise just made with laughter only ("i will bring the
    greatest dip Ohio has ever seen" / "😂"; "i'll bring snacks for the pilot" / "lol"):
    it was a joke, no task."""
    before = answered(state, said)
    if before is None or before.sender == said.sender:
        return
    if seconds_between(before.at, said.at) > FOLLOW_UP_SECONDS:
        return
    for todo in list(state.todos):
        if todo.evidence == [before.seq] and todo.status == "open":
            state.todos.remove(todo)


def _answers_offer(state: State, said: Said) -> bool:
    """``said`` answers another member's offer or promise, or a persona's line: the
    message it replies to, else the one just before it, soon before ("저도 조금
    보탤게요" / "안 내도 돼 마음만 받을게"; "I can post a reminder every two days" /
    "Not needed, thank you")."""
    before = answered(state, said)
    if before is None or before.sender == said.sender:
        return False
    if seconds_between(before.at, said.at) > FOLLOW_UP_SECONDS:
        return False
    offered = read(before.text)
    # a persona's line is its offer of help ("I can post a reminder every two days")
    return before.is_bot or offered.promises or offered.offers or offered.offer_if


def _names_member(text: str, name: str) -> bool:
    """``text`` names the member ``name``: whole, or a three-syllable Korean name by its
    given name (김태호: 태호)."""
    if re.search(rf"(?<!\w){re.escape(name)}", text, re.IGNORECASE):
        return True
    given = name[1:] if len(name) == 3 and morph.HANGUL.match(name) else ""
    return bool(given) and given in text


def _reopen(todo: Todo) -> None:
    """A done task promised again or put off when asked after it: not done after all."""
    if todo.status == "done":
        todo.status = "open"
        todo.closed_by.clear()


def _again(todo: Todo, said: Said, terms: Sequence[str], due: date | None) -> None:
    """``said`` promises ``todo`` again: its message counts, and what it names of the
    task now names the task too (a later report on those words closes it)."""
    add_evidence(todo, said.seq)
    cite_todo(todo, said)
    todo.terms.extend(t for t in terms if t not in todo.terms)
    if due is not None and not todo.due:
        todo.due = due.isoformat()


def _asked_of(request: Request, name: str) -> bool:
    """The request names ``name``: @mentions them, or, mentioning no one, says their name."""
    if name in request.to:
        return True
    return not MENTION.search(request.text) and addresses(request.text, name)


def _handover_answer(state: State, said: Said) -> Request | None:
    """The request to take something on that ``said`` answers: one naming its speaker, or
    the one it replies to, or the newest by another when it names nobody."""
    for request in reversed(state.requests):
        if request.sender == said.sender or seconds_between(request.at, said.at) > REACH_SECONDS:
            continue
        replied = by_message_id(state, said.reply_to)
        named = _asked_of(request, said.sender)
        if named or (replied is not None and replied.seq == request.seq):
            return request
        if not request.to and people_since(state, request.seq) <= 1:
            return request  # asked of anyone, answered at once

    return None
