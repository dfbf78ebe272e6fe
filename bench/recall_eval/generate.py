"""A long Korean group chat over months, with questions that name their evidence messages.

Written for this project (no outside data). Deterministic by seed. Four people and three
bot personas talk about work and small things; planted among the chatter are facts
(a decision, an owner, a date, a number) about named tools and projects. Every fact is
mentioned in passing elsewhere too, so a keyword alone does not find it. Each question
asks about one fact and names the ``seq`` of the message(s) that answer it:

- ``direct``: the answer is in a message that names the subject (``파이어베이스 요금제는
  Blaze로 정했어요``);
- ``reply``: someone asks, the next speaker answers without repeating the subject (the
  answer is the following message);
- ``pair``: two messages, far apart, each hold half of the answer (owner and deadline).

Questions use other particles than the evidence (``요금제를`` vs ``요금제는``) and some
subjects are English words inside Korean sentences (``Sentry로``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from groupchat_memory.store.records import MessageRecord

TZ = ZoneInfo("Asia/Seoul")
PEOPLE = ("민수", "지은", "현우", "서연")
BOTS = ("잼민이", "코덱스", "클로디")

SUBJECTS = (
    "파이어베이스", "슈퍼베이스", "레디스", "카프카", "그라파나", "쿠버네티스", "테라폼",
    "엘라스틱서치", "포스트그레스", "몽고디비", "플러터", "스벨트", "젠킨스", "버셀",
    "클라우드플레어", "노션", "피그마", "스트라이프", "토스페이먼츠", "카카오로그인",
    "앰플리튜드", "믹스패널", "Sentry", "Grafana", "Datadog", "GitHub Actions", "ArgoCD",
    "Terraform", "Next.js", "FastAPI", "Celery", "RabbitMQ", "MinIO", "Prometheus",
    "OpenSearch", "Vite", "pnpm", "Tailwind", "Prisma", "tRPC",
)  # fmt: skip
ATTRS = (
    ("요금제", ("무료 플랜", "프로 플랜", "팀 플랜", "엔터프라이즈", "종량제")),
    ("리전", ("서울 리전", "도쿄 리전", "싱가포르 리전", "오레곤 리전")),
    ("버전", ("3.2", "4.0", "5.1", "7.4", "2.11")),
    ("예산", ("월 30만원", "월 50만원", "월 80만원", "연 500만원")),
    ("도입 시기", ("다음 스프린트", "4분기 초", "연말 이후", "바로 이번 주")),
    ("마이그레이션 방식", ("블루그린", "카나리 배포", "점진 이전", "한 번에 전환")),
)
OWNERS = PEOPLE
DEADLINES = ("금요일", "다음 주 화요일", "월말", "15일", "20일", "분기 말")
FILLER = (
    "점심 뭐 먹을까요?", "오늘 회의는 몇 시죠?", "배포는 내일 오전에 할게요",
    "코드 리뷰 부탁드려요", "테스트 다 통과했어요", "서버 로그 좀 봐주세요",
    "일정 조금 밀릴 것 같아요", "커피 사올게요", "버그 하나 더 찾았어요 ㅠ",
    "스프린트 회고 언제 해요?", "문서 업데이트했습니다", "오늘 좀 일찍 퇴근할게요",
    "아 그거 제가 볼게요", "ㅋㅋㅋ 맞아요", "좋아요 그렇게 하죠", "PR 올렸어요",
    "배포 일정 다시 공유해 주세요", "회의록 노션에 올렸어요", "데이터 백업 확인했어요",
    "모니터링 알림이 좀 많네요", "이번 주 목표 정리해 볼게요", "다들 수고 많으셨어요",
)  # fmt: skip
PASSING = (
    "{s} 콘솔 오늘 좀 느리네요", "{s} 문서 링크 있어요?", "{s} 쪽 에러 로그 봤어요?",
    "{s} 관련 이슈 하나 열었어요", "{s} 설정 화면 바뀌었더라고요", "{s} 얘기는 나중에 해요",
)  # fmt: skip
BOT_LINES = (
    "{p}님 말씀 정리하면 일정 조정이 필요해 보여요.",
    "참고로 지난 회의에서도 비슷한 얘기가 있었어요.",
    "테스트 커버리지를 먼저 확인해 보면 좋겠어요.", "요약해 드릴까요?",
)  # fmt: skip


@dataclass(frozen=True)
class Question:
    """One evaluation question, the messages holding its answer, and the answer text."""

    qid: int
    kind: str
    text: str
    evidence: tuple[int, ...]
    answer: str


@dataclass
class EvalChat:
    """The generated chat and its questions."""

    chat_id: int
    messages: list[MessageRecord] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)


def _particle(word: str, with_final: str, without: str) -> str:
    last = word[-1]
    if "가" <= last <= "힣":
        return with_final if (ord(last) - 0xAC00) % 28 else without
    return with_final if last.lower() in "lmnr" else without


def _ro(word: str) -> str:
    """으로 after a final consonant other than ㄹ, else 로."""
    last = word[-1]
    if "가" <= last <= "힣":
        final = (ord(last) - 0xAC00) % 28
        return "으로" if final and final != 8 else "로"
    return "로"


def generate(seed: int = 7, days: int = 180, per_day: int = 60, questions: int = 120) -> EvalChat:
    """The chat (``days`` days of about ``per_day`` messages) and ``questions`` questions."""
    rng = random.Random(seed)
    chat = EvalChat(chat_id=-1001000000001)
    start = datetime(2025, 7, 1, 9, 0, tzinfo=TZ)
    # facts: one (subject, attribute) each, planted at random times
    pairs = [(s, a) for s in SUBJECTS for a in range(len(ATTRS))]
    rng.shuffle(pairs)
    total = days * per_day
    plan: dict[int, list[tuple[str, str, str, str, str]]] = {}
    kinds = ("direct", "reply", "pair")
    for n in range(questions):
        subject, attr_i = pairs[n]
        attr, values = ATTRS[attr_i]
        kind = kinds[n % 3]
        if kind == "pair":
            attr = "담당자와 마감"
            value = f"{rng.choice(OWNERS)}/{rng.choice(DEADLINES)}"
        else:
            value = rng.choice(values)
        at = rng.randrange(0, total - 80)
        plan.setdefault(at, []).append((kind, subject, attr, value, str(n)))
        if kind == "pair":
            plan.setdefault(at + rng.randrange(200, 2000) % (total - at - 1) + 1, []).append(
                ("pair2", subject, attr, value, str(n))
            )
    facts: dict[str, list[int]] = {}
    fact_meta: dict[str, tuple[str, str, str, str]] = {}
    seq = 0
    moment = start
    minutes_per_msg = 24 * 60 / per_day * 0.5  # talk during half of the day

    def emit(sender: str, text: str) -> int:
        nonlocal seq, moment
        seq += 1
        moment += timedelta(minutes=rng.uniform(0.2, 2 * minutes_per_msg))
        if moment.hour >= 21:
            moment = (moment + timedelta(days=1)).replace(hour=9, minute=rng.randrange(30))
        chat.messages.append(
            MessageRecord(
                sender=sender, text=text, timestamp=moment.isoformat(), chat_id=chat.chat_id,
                is_bot=sender in BOTS, message_id=seq, sender_id=PEOPLE.index(sender) + 1
                if sender in PEOPLE else None, seq=seq,
            )
        )  # fmt: skip
        return seq

    for i in range(total):
        for kind, subject, attr, value, qid in plan.get(i, []):
            who, other = rng.sample(PEOPLE, 2)
            eun = _particle(subject, "은", "는")
            topic = f"{subject} {attr}{_particle(attr, '은', '는')}"
            fact_meta[qid] = (kind if kind != "pair2" else "pair", subject, attr, value)
            if kind == "direct":
                facts.setdefault(qid, []).append(emit(who, f"{topic} {value}{_ro(value)} 정했어요"))
            elif kind == "reply":
                emit(who, f"{topic} 어떻게 할까요?")
                facts.setdefault(qid, []).append(
                    emit(other, f"{value}{_ro(value)} 하죠. 그게 제일 무난해요")
                )
            elif kind == "pair":
                owner = value.split("/")[0]
                facts.setdefault(qid, []).append(
                    emit(who, f"{subject}{eun} {owner}님이 맡기로 했어요")
                )
            else:
                deadline = value.split("/")[1]
                facts.setdefault(qid, []).append(
                    emit(who, f"{subject} 작업 마감은 {deadline}까지예요")
                )
        roll = rng.random()
        if roll < 0.12:
            emit(rng.choice(PEOPLE), rng.choice(PASSING).format(s=rng.choice(SUBJECTS)))
        elif roll < 0.2:
            emit(rng.choice(BOTS), rng.choice(BOT_LINES).format(p=rng.choice(PEOPLE)))
        else:
            emit(rng.choice(PEOPLE), rng.choice(FILLER))
    for qid in sorted(facts, key=int):
        kind, subject, attr, value = fact_meta[qid]
        ul = _particle(attr, "을", "를")
        if kind == "pair":
            text = f"{subject}{_particle(subject, '은', '는')} 누가 맡고 마감이 언제였죠?"
            answer = value.split("/")[1] + "까지"
        else:
            text = f"{subject} {attr}{ul} 뭐로 하기로 했었죠?"
            answer = value
        chat.questions.append(Question(int(qid), kind, text, tuple(facts[qid]), answer))
    return chat
