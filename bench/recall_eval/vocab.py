"""Vocabulary of the hard recall sets (``hard.py``): what evidence says and what questions say.

Each concept has *evidence* words (what people wrote at the time) and *question* words
(how someone asks about it months later), kept apart on purpose: synonyms (회의/미팅,
budget/cost), loanwords in Hangul and Latin (피그마/Figma), inflections and particles
(painted/painting, 요금제는/요금제를). Some pairs share their word, as real questions
sometimes do. Written for this project; no outside data.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Pair:
    """One concept: how evidence names it, and how a question names it."""

    evidence: str
    question: str


@dataclass(frozen=True)
class Attribute:
    """Something decided about a subject, the words on each side, and possible values."""

    evidence: str
    question: str
    values: tuple[str, ...]


@dataclass(frozen=True)
class Language:
    """Everything the generator needs for one language."""

    code: str
    people: tuple[str, ...]
    bots: tuple[str, ...]
    subjects: tuple[Pair, ...]
    attributes: tuple[Attribute, ...]
    events: tuple[Pair, ...]  # something done once (temporal questions ask when)
    filler: tuple[str, ...]
    bot_filler: tuple[str, ...]
    passing: tuple[str, ...]  # a subject mentioned in passing: "{s}"


def _pairs(text: str) -> tuple[Pair, ...]:
    """``evidence=question`` pairs separated by ``;``."""
    out = []
    for item in text.split(";"):
        if item.strip():
            ev, q = item.split("=")
            out.append(Pair(ev.strip(), q.strip()))
    return tuple(out)


KO = Language(
    code="ko",
    people=("민준", "서윤", "도현", "하은", "지호"),
    bots=("루나", "테오", "미르"),
    subjects=_pairs(
        "피그마=Figma; 노션=Notion; 슬랙=Slack; 깃허브=GitHub; 도커=Docker; 레디스=Redis;"
        "쿠버네티스=K8s 클러스터; 파이썬=Python; 리액트=React; 포스트그레스=PostgreSQL;"
        "Sentry=센트리; Grafana=그라파나; Jira=지라; Vercel=버셀; Stripe=스트라이프;"
        "Kafka=카프카; 사내 위키=사내 문서 사이트; 회사 홈페이지=웹사이트; 모바일 앱=앱;"
        "고객 대시보드=대시보드; 결제 모듈=결제 기능; 신규 채용=사람 뽑는 일;"
        "팀 워크숍=워크숍; 송년회=연말 모임; 사무실 이전=이사; 보안 점검=보안 감사;"
        "데이터 백업=백업; 로그인 화면=로그인 페이지; 알림 기능=푸시 알림; 검색 기능=검색"
    ),
    attributes=(
        Attribute("요금제", "플랜", ("무료 요금제", "프로 요금제", "팀 요금제", "기업용")),
        Attribute("예산", "비용", ("월 30만원", "월 55만원", "분기 200만원", "연 900만원")),
        Attribute("담당", "책임자", ("민준", "서윤", "도현", "하은", "지호")),
        Attribute("마감", "데드라인", ("3월 말", "4월 초", "다음 달 15일", "분기 말")),
        Attribute("회의", "미팅", ("화요일 오전", "수요일 오후 4시", "금요일 점심", "매주 월요일")),
        Attribute("장소", "위치", ("강남역 회의실", "판교 사무실", "가평 펜션", "을지로 카페")),
        Attribute("방식", "접근법", ("블루그린 배포", "카나리 배포", "점진 이전", "한 번에 전환")),
        Attribute("버전", "릴리스 번호", ("2.3", "3.0", "4.1", "5.2")),
    ),
    events=_pairs(
        "업그레이드 끝냈어요=업데이트 완료; 장애 났었어요=서비스 다운; 계약서 서명했어요=계약 체결;"
        "첫 배포 나갔어요=출시; 데모 보여드렸어요=시연; 마이그레이션 마쳤어요=이전 작업;"
        "면접 봤어요=인터뷰; 회고 진행했어요=리뷰 미팅; 비밀번호 바꿨어요=암호 변경;"
        "견적 받았어요=가격 제안"
    ),
    filler=(
        "점심 뭐 먹을까요?",
        "오늘 날씨 진짜 좋다",
        "커피 사올게요 필요한 분?",
        "아 오늘 너무 피곤하네요",
        "퇴근하고 운동 가요",
        "ㅋㅋㅋ 그거 웃기다",
        "주말에 뭐 했어요?",
        "넷플릭스 새 드라마 봤어요?",
        "오늘 지하철 엄청 붐볐어요",
        "배고프다 간식 있어요?",
        "좋아요 그렇게 해요",
        "잠깐 자리 비울게요",
        "회의실 에어컨 고장났대요",
        "택배 왔어요 누구 거예요?",
        "오늘 일찍 들어갈게요",
        "다들 고생 많았어요",
        "PR 리뷰 좀 부탁해요",
        "테스트 다 통과했어요",
        "코드 리뷰 코멘트 남겼어요",
        "문서 조금 고쳤어요",
        "빌드 한 번 더 돌릴게요",
        "오후에 잠깐 통화 가능해요?",
        "내일 재택할게요",
        "저녁에 비 온대요 우산 챙겨요",
    ),
    bot_filler=(
        "좋은 질문이에요! 정리해 보면 지금 논의는 일정과 우선순위를 먼저 맞추는 게 중요해 보여요. "
        "급한 것부터 처리하고, 나머지는 다음 주에 다시 보면 어떨까요? "
        "필요하면 표로 만들어 드릴게요.",
        "참고로 지난번에도 비슷한 이야기가 있었어요. 그때는 작은 단위로 나눠서 진행했고 "
        "결과가 괜찮았던 걸로 기억해요. 이번에도 같은 방식이면 위험이 줄어들 거예요.",
        "제가 보기엔 두 가지 선택지가 있어요. 첫째는 지금 바로 진행하는 것, 둘째는 한 주 "
        "정도 기다렸다가 상황을 보고 결정하는 거예요. 각각 장단점이 있으니 "
        "편한 쪽으로 골라 주세요.",
        "요약해 드리면: 오늘 나온 의견은 세 가지였고, 아직 결론은 안 났어요. 내일 다시 "
        "이야기해 보시면 좋겠어요. 혹시 회의록이 필요하면 말씀해 주세요!",
        "오늘 날씨가 꽤 쌀쌀하네요. 다들 따뜻하게 입으시고, 점심은 국물 있는 메뉴 어떠세요? "
        "근처 칼국수집 평이 좋다고 들었어요.",
    ),
    passing=(
        "{s} 화면 좀 바뀌었더라고요",
        "{s} 링크 어디 있어요?",
        "{s} 때문에 오늘 좀 바빴어요",
        "{s} 관련 질문 하나 있는데 나중에 할게요",
        "{s} 오늘 좀 느린 것 같아요",
        "{s} 얘기는 내일 마저 해요",
    ),
)

EN = Language(
    code="en",
    people=("Maya", "Leo", "Priya", "Sam", "Jonas"),
    bots=("Nova", "Atlas", "Pip"),
    subjects=_pairs(
        "the mobile app=the phone application; the website=the homepage; our CRM=customer database;"
        "the offsite=team retreat; the holiday party=year-end celebration; the "
        "office move=relocation;"
        "the laptops=notebook computers; the new hire=recruitment; the "
        "security audit=security review;"
        "the backups=data backup; the search feature=search; the login page=sign-in screen;"
        "push notifications=notifications; the billing module=payments; the dashboard=dashboards;"
        "the newsletter=mailing list; the podcast=podcast episodes; the garden=backyard;"
        "Maya's puppy=the dogs; the kitchen renovation=kitchen remodel; the "
        "book club=reading group;"
        "the painting class=painting lessons; the marathon=running race; the car=vehicle;"
        "the apartment=flat; the wedding=marriage ceremony; the vacation=holiday trip;"
        "the camping trip=camping weekend; the hackathon=coding contest; the conference=summit"
    ),
    attributes=(
        Attribute("plan", "subscription tier", ("the free plan", "the pro plan", "the team plan")),
        Attribute("budget", "cost", ("$300 a month", "$1,200 a quarter", "$5,000 total")),
        Attribute("owner", "person responsible", ("Maya", "Leo", "Priya", "Sam", "Jonas")),
        Attribute("deadline", "due date", ("end of March", "April 10", "next Friday", "mid-May")),
        Attribute("meeting", "sync", ("Tuesday morning", "Wednesday at 4", "Friday lunch")),
        Attribute("venue", "location", ("the lake house", "a downtown hotel", "Priya's place")),
        Attribute("approach", "strategy", ("a blue-green rollout", "a canary release")),
        Attribute("vendor", "supplier", ("Acme Supplies", "Northwind", "Globex", "Initech")),
    ),
    events=_pairs(
        "finished upgrading=upgrade done; went down for an hour=outage; signed "
        "the contract=agreement;"
        "shipped the first release=launch; gave the demo=presentation; "
        "completed the migration=move;"
        "interviewed a candidate=interview; painted the fence=paint job; adopted a kitten=cat;"
        "ran the half marathon=race"
    ),
    filler=(
        "lunch anyone?",
        "the weather is great today",
        "grabbing coffee, want one?",
        "so tired today lol",
        "heading to the gym after work",
        "haha that's hilarious",
        "what did you do on the weekend?",
        "did anyone watch the new show?",
        "the train was packed this morning",
        "any snacks left?",
        "sounds good, let's do that",
        "brb",
        "the AC in the meeting room is broken again",
        "whose package is this?",
        "leaving early today",
        "great work everyone",
        "can someone review my PR?",
        "all tests are green",
        "left some review comments",
        "fixed a typo in the docs",
        "rerunning the build",
        "free for a quick call this afternoon?",
        "working from home tomorrow",
        "rain tonight, bring an umbrella",
    ),
    bot_filler=(
        "Great question! To sum up, the main thing right now seems to be agreeing on priorities "
        "and the schedule. I'd handle the urgent items first and revisit the rest next week. "
        "Happy to put it in a table if that helps.",
        "For what it's worth, something similar came up before. Back then you split the work "
        "into small pieces and it went well, so the same approach should reduce the risk here.",
        "I see two options: go ahead now, or wait a week and decide once things settle. Both "
        "have trade-offs, so pick whichever feels more comfortable for the team.",
        "Quick recap: three opinions came up today and nothing is final yet. It might be worth "
        "picking this up again tomorrow. Let me know if you'd like meeting notes!",
        "It's a chilly one today. Dress warmly, and maybe soup for lunch? I've heard good "
        "things about the noodle place around the corner.",
    ),
    passing=(
        "{s} looks different today",
        "anyone have the link for {s}?",
        "{s} kept me busy today",
        "I have a question about {s}, later though",
        "{s} seems slow today",
        "let's continue the {s} chat tomorrow",
    ),
)
