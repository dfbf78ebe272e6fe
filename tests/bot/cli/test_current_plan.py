"""A question about what was decided, changed or is still open gets the plan as it stands
in its reply context: ingest through the actors, then ``context`` (the persona's context)
beside ``decisions`` (``/결정``), which must agree on the plan that is current."""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.domain.context import (
    RECENT_HEADER,
    SUMMARY_HEADER,
    context_tokens,
    without_day,
)
from groupchat_memory.domain.current_plan import PLAN_HEADER, PLAN_SHARE, choose, ledgers
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from tests.bot.cli.plans import cli_json, ingested, open_items

CHAT = -1001234567890
FIRST = "회식은 금요일 7시 강남에서 하기로 했어요"
SECOND = "회식 토요일 6시 홍대로 변경하기로 했어요"
THIRD = "회식은 일요일 5시 신촌에서 하기로 다시 바꿨어요"
BOOKING = "회식 장소 예약은 제가 할게요"
SLIDES = "발표 자료는 제가 준비할게요"
SLIDES_DONE = "발표 자료 다 했어요"
FEES = "회비는 제가 걷을게요"
# why the first plan changed, said of its day before the change
OVERTIME = "금요일에 저 야근 잡혔어요 ㅠㅠ"
# the second plan said again by another member: the ledger cites the plan and its "yes"es
SEE_YOU = "그럼 홍대 역 앞에서 봬요"
# a plan on another subject of the same evening (it says 회식 too), then taken back by
# members with no task of their own to drop
BANNER = "회식 때 현수막도 하나 걸자"
BANNER_OFF = "현수막은 그냥 하지 말자"
BANNER_GONE = "ㅇㅇ 아쉽지만 현수막은 없던 걸로"
# a persona's word on the plan in the same talk: it settles nothing
BOT, BOT_ADVICE = "클로디", "홍대는 토요일 저녁에 붐비니 조금 일찍 가시면 좋아요"
PEOPLE = {"민준": 1, "서연": 2, "지호": 3, "하늘": 4, BOT: 99}


def _rows() -> list[dict[str, object]]:
    days: list[list[tuple[str, str]]] = [
        [
            ("민준", FIRST), ("서연", "좋아요"), ("서연", BOOKING), ("민준", SLIDES),
            ("서연", BANNER), ("지호", "좋아요 하자"),
        ],
        [
            ("지호", OVERTIME), ("서연", SECOND), ("민준", "동의해요"), ("지호", "저도 좋아요"),
            ("지호", SEE_YOU), ("민준", FEES), (BOT, BOT_ADVICE),
        ],
        [
            ("지호", THIRD), ("서연", "네 좋아요"), ("민준", "콜"), ("민준", SLIDES_DONE),
            ("지호", BANNER_OFF), ("하늘", BANNER_GONE),
        ],
        [],  # a day of small talk: the plans are older than the recent conversation
    ]  # fmt: skip
    rows: list[dict[str, object]] = []
    for day, said in enumerate(days, start=1):
        # a summary window of small talk after each day's plans
        said = said + [("지호", f"오늘 점심 뭐 먹지 {day}-{n}") for n in range(50 - len(said))]
        for minute, (sender, text) in enumerate(said):
            rows.append(
                {
                    "sender": sender,
                    "text": text,
                    "timestamp": f"2026-05-0{day}T1{minute // 60}:{minute % 60:02d}:00+09:00",
                    "message_id": 100 * day + minute,
                    "sender_id": PEOPLE[sender],
                    "is_bot": sender == BOT,
                }
            )
    return rows


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return ingested(tmp_path_factory.mktemp("plan"), CHAT, _rows())


def _context(capsys: pytest.CaptureFixture[str], data: Path, question: str, budget: int) -> str:
    argv = ["--data-dir", str(data), "context", "--chat", str(CHAT), "--json"]
    answer = cli_json(capsys, *argv, "--budget", str(budget), question)
    context = answer["context"]
    assert isinstance(context, str)
    assert context_tokens(context) <= budget
    return context


def _plan(context: str) -> list[str]:
    """The lines of the context's plan section (it comes first)."""
    assert context.startswith(PLAN_HEADER + "\n"), context[:200]
    return context.split("\n\n", 1)[0].splitlines()[1:]


def test_a_plan_changed_twice_is_given_current_first_then_what_it_replaced(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = _plan(_context(capsys, data, "회식 원래 언제였고 지금은 언제로 바뀌었어?", 2000))
    at = {text: next(i for i, line in enumerate(plan) if line.endswith(text)) for text in
          (FIRST, SECOND, THIRD)}  # fmt: skip
    # the decision that stands heads its chain, each one it replaced under it, newest first
    assert plan[at[THIRD] - 1].startswith("- 현재 결정 (2026-05-03")
    assert at[THIRD] < at[SECOND] < at[FIRST]
    assert plan[at[SECOND] - 1].startswith("  ← 이전 결정 (2026-05-02, 2026-05-03에 바뀜")
    assert plan[at[FIRST] - 1].startswith("  ← 이전 결정 (2026-05-01, 2026-05-02에 바뀜")
    # with the messages that made them: who said it, and who agreed
    assert plan[at[THIRD]] == f"  지호: {THIRD}"
    assert "  서연: 네 좋아요" in plan[at[THIRD] : at[SECOND]]
    # and the line of its talk that says the replaced plan again, which the ledger
    # does not cite: how that plan ended
    assert f"  지호: {SEE_YOU}" in plan[at[SECOND] : at[FIRST]]
    assert f"  지호: {SEE_YOU}" not in plan[: at[SECOND]]
    assert not any(line.endswith(BOT_ADVICE) for line in plan)
    # /결정 names the same decision current
    answer = cli_json(capsys, "--data-dir", str(data), "decisions", "--chat", str(CHAT), "--json")
    items = answer["decisions"]
    assert isinstance(items, list)
    current = [i["text"] for i in items if i["status"] == "current" and not i["proposal"]]
    assert current[0].endswith(THIRD)
    assert not any(text.endswith((FIRST, SECOND)) for text in current)
    cited = {seq for i in items for seq in i["evidence"]}
    assert not any(i["text"].endswith(SEE_YOU) for i in items)
    assert len(cited) < len({*cited, *_seqs_of(data, SEE_YOU)})


def _seqs_of(data: Path, text: str) -> list[int]:
    """The seqs of the logged messages saying ``text``."""
    with MessageLog(DataRoot(data).log_dir(CHAT), ZoneInfo("Asia/Seoul")) as log:
        return [m.seq for m in log.scan() if m.text == text]


def test_asked_why_a_plan_changed_the_line_before_the_change_that_speaks_of_the_old_plan(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = _plan(_context(capsys, data, "회식을 왜 토요일로 바꿨었지?", 2000))
    at = plan.index(f"  서연: {SECOND}")
    assert plan[at - 2 : at + 1] == [
        "  ← 이전 결정 (2026-05-02, 2026-05-03에 바뀜)", f"  지호: {OVERTIME}", f"  서연: {SECOND}"
    ]  # fmt: skip
    # not asked why, the section keeps its room for what was decided
    assert f"  지호: {OVERTIME}" not in _plan(_context(capsys, data, "회식 지금은 언제야?", 2000))


def test_a_decision_taken_back_shows_the_message_that_took_it_back(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = _plan(_context(capsys, data, "현수막 거는 건 어떻게 됐어?", 2000))
    assert plan[:3] == ["- 취소된 결정 (2026-05-01)", f"  서연: {BANNER}", "  지호: 좋아요 하자"]
    # what says it is off, as much as the plan itself; and the line saying it again
    assert plan[3:5] == [
        f"  [2026-05-03] 지호: {BANNER_OFF}",
        f"  [2026-05-03] 하늘: {BANNER_GONE}",
    ]


def test_the_plan_whose_subject_the_question_names_comes_before_one_recall_places_higher(
    data: Path,
) -> None:
    """The evening's time, changed twice, and its banner both say 회식: asked about the
    banner, the banner's plan comes first, though recall places the time's lines higher;
    asked what 회식 is now, the time's plan (all it is about is 회식) comes, and not the
    banner's, whose one word in common is the evening's name."""
    decisions, todos = ledgers(DataRoot(data), CHAT)
    seq = {text: s for text in (FIRST, SECOND, THIRD, BANNER) for s in _seqs_of(data, text)}
    filler = list(range(10_000, 10_010))  # lines of no plan, placed between
    ranked = [seq[THIRD], seq[SECOND], seq[FIRST], *filler[:4], seq[BANNER], *filler[4:]]
    asked = Question.read("회식 현수막은 결국 어떻게 됐어?")
    items, _, _ = choose(decisions, todos, asked, "", ranked)
    assert [i.entries[0].text.endswith(BANNER) for i in items] == [True, False]
    # both placed where only a plan the question names comes
    ranked = [*filler[:5], seq[BANNER], seq[THIRD], *filler[5:]]
    items, _, _ = choose(
        decisions, todos, Question.read("회식은 지금은 어떻게 돼 있어?"), "", ranked
    )
    assert [i.entries[0].text.endswith(THIRD) for i in items] == [True]


def test_who_is_doing_it_gets_the_owners_open_items(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = _plan(_context(capsys, data, "회식 장소 예약은 누가 하기로 했지?", 2000))
    at = next(i for i, line in enumerate(plan) if line.endswith(BOOKING))
    assert plan[at - 1].startswith("- 할 일 [진행 중] 서연 (2026-05-01")
    plan = _plan(_context(capsys, data, "민준이 맡은 거 뭐 있었지?", 2000))
    assert open_items(plan, "민준") == [FEES]  # the slides are done


def test_is_it_done_gets_the_task_and_the_later_message_that_closed_it(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = _plan(_context(capsys, data, "발표 자료 준비는 끝났어?", 2000))
    at = plan.index(f"  민준: {SLIDES}")
    assert plan[at - 1].startswith("- 할 일 [완료] 민준 (2026-05-01")
    assert plan[at + 1] == f"  [2026-05-03] 민준: {SLIDES_DONE}"


def test_a_question_about_nothing_planned_gets_no_plan_and_a_small_budget_a_small_one(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert PLAN_HEADER not in _context(capsys, data, "오늘 날씨 어때?", 2000)
    plan = _plan(_context(capsys, data, "회식 원래 언제였고 지금은 언제로 바뀌었어?", 400))
    assert context_tokens("\n".join([PLAN_HEADER, *plan])) <= 400 * PLAN_SHARE
    assert plan[:2] == ["- 현재 결정 (2026-05-03, 동의: 지호, 서연, 민준)", f"  지호: {THIRD}"]


def _layers(context: str) -> list[str]:
    """The summaries' and the recent conversation's lines of a context (not recall's)."""
    kept: list[str] = []
    for part in context.split("\n\n"):
        if part.startswith((SUMMARY_HEADER, RECENT_HEADER)):
            kept.extend(part.splitlines())
    return kept


def test_the_plan_takes_its_room_from_recall_not_from_the_summaries_or_the_window(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A small budget's plan leaves the latest summaries and the last 20 lines as a
    question about nothing planned has them: what it costs, recall gives up."""
    asked = _context(capsys, data, "회식 원래 언제였고 지금은 언제로 바뀌었어?", 1000)
    assert _plan(asked)
    plain = _context(capsys, data, "오늘 날씨 어때?", 1000)
    assert PLAN_HEADER not in plain
    assert SUMMARY_HEADER in _layers(plain) and RECENT_HEADER in _layers(plain)
    assert _layers(asked) == _layers(plain)


def _section(context: str, header: str) -> list[str]:
    """The lines of one section of a context (empty: it has none)."""
    return next((p.splitlines() for p in context.split("\n\n") if p.startswith(header)), [])


def test_a_plan_changed_twice_brings_every_step_with_its_evidence_within_2k(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Asked what a plan changed twice was and is, a 2k context holds the one that stands
    and both it replaced, each with the lines that settled it; the last lines of the chat
    keep the room a small budget gives them (``WINDOW_FLOOR``), recall the rest first."""
    asked = _context(capsys, data, "회식 원래 언제였고 지금은 언제로 바뀌었어?", 2000)
    plan = _plan(asked)
    for text in (FIRST, SECOND, THIRD):
        assert any(line.endswith(text) for line in plan), text
    # how each step was settled: who agreed to it, and the line saying it again (in the
    # plan, or in recall's lines: the plan does not quote twice what they show)
    lines = {without_day(line.strip()) for line in asked.splitlines()}
    for agreed in ("서연: 좋아요", "민준: 동의해요", "서연: 네 좋아요", f"지호: {SEE_YOU}"):
        assert agreed in lines, agreed
    # the last lines of the chat still come, the newest 20 at least: what recall leaves
    # of its room goes back to them
    window = _section(asked, RECENT_HEADER)
    window = [without_day(line) for line in window]
    assert len([line for line in window if line.startswith("지호: 오늘 점")]) >= 20


# a plan whose subject the question names in other words than its decisions: the club
# says 워크숍, the question 나들이, a word only another plan of the trip (its T-shirts) says
OUTING = -1009876543210
WORKSHOP_FIRST = "워크숍은 10일 11일로 하죠"
WORKSHOP_FIRST_SET = "그럼 10일 11일로 확정할게요"
WORKSHOP_AUDIT = "10일에 거래처 감사가 잡혔어요"
WORKSHOP_NOW = "워크숍을 17일 18일로 미루죠"
WORKSHOP_NOW_SET = "워크숍은 17일 18일로 최종 확정이에요"
SHIRTS = "나들이 가서 입을 단체 티셔츠 맞추는 거 어때요?"
SHIRTS_OFF = "티셔츠는 그냥 하지 말죠"
# said three lines after the first days were settled, another plan's talk between
WORKSHOP_FIRST_BOOKED = "10일 11일 펜션도 예약 완료했어요"


def _outing_rows() -> list[dict[str, object]]:
    days: list[list[tuple[str, str]]] = [
        [
            ("민준", "다음 달 워크숍 날짜 정해야 해요"), ("서연", WORKSHOP_FIRST),
            ("지호", "좋아요"), ("하늘", "저도 좋아요"), ("서연", WORKSHOP_FIRST_SET),
            ("하늘", SHIRTS), ("민준", "좋아요 맞춥시다"), ("서연", WORKSHOP_FIRST_BOOKED),
        ],
        [
            ("지호", WORKSHOP_AUDIT), ("서연", WORKSHOP_NOW), ("민준", "동의해요"),
            ("하늘", "네 좋아요"), ("서연", WORKSHOP_NOW_SET),
        ],
        [("민준", SHIRTS_OFF), ("하늘", "네 티셔츠는 없던 걸로")],
        [],
    ]  # fmt: skip
    rows: list[dict[str, object]] = []
    for day, said in enumerate(days, start=1):
        said = said + [("지호", f"오늘 저녁 메뉴 고민 {day}-{n}") for n in range(50 - len(said))]
        for minute, (sender, text) in enumerate(said):
            rows.append(
                {
                    "sender": sender,
                    "text": text,
                    "timestamp": f"2026-06-0{day}T1{minute // 60}:{minute % 60:02d}:00+09:00",
                    "message_id": 100 * day + minute,
                    "sender_id": PEOPLE[sender],
                    "is_bot": False,
                }
            )
    return rows


def test_asked_for_a_day_in_other_words_the_plan_that_sets_the_day_comes_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The question names the trip as 나들이, which only the T-shirt plan (taken back)
    says: the plan it asks the day of is the one whose decisions set days, and it comes
    first, with how each of its days was settled ("그럼 10일 11일로 확정할게요": what it
    was originally)."""
    data = ingested(tmp_path, OUTING, _outing_rows())
    argv = ["--data-dir", str(data), "context", "--chat", str(OUTING), "--json", "--budget"]
    answer = cli_json(capsys, *argv, "2000", "팀 나들이 결국 며칠에 가는 걸로 됐어?")
    context = answer["context"]
    assert isinstance(context, str)
    plan = _plan(context)
    assert plan[0].startswith("- 현재 결정 (2026-06-02")
    assert plan[1] == f"  서연: {WORKSHOP_NOW}"
    at = plan.index(f"  서연: {WORKSHOP_FIRST}")
    assert plan[at - 1].startswith("  ← 이전 결정 (2026-06-01, 2026-06-02에 바뀜")
    assert f"  서연: {WORKSHOP_FIRST_SET}" in plan[at:]
    assert f"  서연: {WORKSHOP_NOW_SET}" in plan[:at]


def test_a_line_a_few_messages_after_a_plan_that_names_its_days_is_quoted_with_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Booked three lines after the first days were settled, another plan's talk between:
    the booking says how that plan stood, and the replaced plan quotes it."""
    data = ingested(tmp_path, OUTING, _outing_rows())
    argv = ["--data-dir", str(data), "context", "--chat", str(OUTING), "--json", "--budget"]
    answer = cli_json(capsys, *argv, "2000", "워크숍 처음엔 며칠로 잡았었지?")
    context = answer["context"]
    assert isinstance(context, str)
    plan = _plan(context)
    at = plan.index(f"  서연: {WORKSHOP_FIRST}")
    assert plan[at - 1].startswith("  ← 이전 결정 (2026-06-01")
    assert f"  서연: {WORKSHOP_FIRST_BOOKED}" in plan[at:]
