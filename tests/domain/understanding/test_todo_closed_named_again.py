"""A task read closed too soon and promised again by its owner in its own words is the
same task, open again; a promise naming mostly new things, or a deed done over, is
another. A persona's greeting when called in, and its question whether it should do a
thing, take nothing on. "X하면 됨" tells what is enough, no deed. Through the real path
(``test_ledger``'s ingest, then ``/할일``); the chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.understanding.acts import laughs_after_promise
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str, int]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status, len(t.evidence)) for t in todos_answer(config, CHAT))


def test_a_closed_task_promised_again_in_its_words_is_open_again(tmp_path: Path) -> None:
    """The owner's line about the new members closes the training date as done; the
    owner's promise a few days on names it again ("신입 교육 ... 날짜 잡아서"): the same
    task, open, with both promises."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("태호", "신입 둘 교육 날짜는 내가 잡을게요"), ("유진", "넵 감사해요")]),
            (1, [("태호", "신입 둘 중에 한 명 벌써 나왔어요")]),
            (3, [("태호", "신입 교육은 다음 주 중에 날짜 잡아서 알려줄게요")]),
        ],
    )
    assert tasks == [("태호", "open", 2)]


def test_a_promise_naming_mostly_new_things_or_a_deed_redone_is_another(
    tmp_path: Path,
) -> None:
    """The standing order is reported set up; "Once it's registered I'll send the certified
    copy to his bank and get us set up on his account" shares two words with it and names
    five new ones: a task of its own. The flyer made, "I'll redo the flyer" is the deed
    done over: another task too."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Sam", "I'll set up my £50 standing order to Dad's account tonight.")]),
            (0.1, [("Sam", "Standing order set up, £50 on the 1st of each month.")]),
            (0.2, [("Priya", "I'll make the seedling sale flyer this week")]),
            (1, [("Priya", "flyer is done, pinned at the library [photo]")]),
            (
                3,
                [
                    (
                        "Sam",
                        "Once it's registered I'll send the certified copy to his bank "
                        "and get us set up on his account.",
                    )
                ],
            ),
            (4, [("Priya", "the date moved, ugh ok i'll redo the flyer this week")]),
        ],
    )
    assert tasks == [
        ("Priya", "done", 1),
        ("Priya", "open", 1),
        ("Sam", "done", 1),
        ("Sam", "open", 1),
    ]


def test_a_personas_greeting_and_its_offer_take_nothing_on(tmp_path: Path) -> None:
    """Called in, a persona's "안녕하세요 ... 도와드릴게요" greets; "인스타 글도 써줄까?
    해시태그 뽑아줄게" asks whether it should: neither is its task. Asked, its "On it."
    is."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "@Codex 인사"),
                    ("Codex", "안녕하세요, 다섯손가락 여러분 😊 여행 준비 즐겁게 도와드릴게요."),
                    ("태호", "@Codex 흠과 어디다 팔면 좋아?"),
                    ("Codex", "체험 모집 인스타 글도 써줄까? 해시태그 뽑아줄게 😎"),
                    ("다은", "헐"),
                ],
            ),
            (1, [("Leo", "@Codex can you total the receipts in the folder?"), ("Codex", "On it.")]),
        ],
    )
    assert tasks == [("Codex", "open", 1)]


def test_what_is_enough_on_a_condition_is_no_promise(tmp_path: Path) -> None:
    """ "상대만 구하면 됨" after a promise laughed at: the 됨 is no second promise, so the
    laughter ends the only one (banter, no task); "내가 할게 ... 가면 됨" still takes the
    task on."""
    assert laughs_after_promise(
        "벽화 완성되면 그 앞에서 제가 프러포즈 할게요 ㅋㅋ 상대만 구하면 됨"
    )
    tasks = _tasks(
        tmp_path,
        [
            (0, [("태호", "벽화 완성되면 그 앞에서 제가 프러포즈 할게요 ㅋㅋ 상대만 구하면 됨")]),
            (0.1, [("유진", "안 팔린 새우들은 제가 다 입양할게요 ㅋㅋ 수조 하나 더 놓으면 됨")]),
            (0.2, [("다은", "부스 신청은 내가 할게 화요일 오전 오프라 가면 됨")]),
        ],
    )
    assert tasks == [("다은", "open", 1)]
