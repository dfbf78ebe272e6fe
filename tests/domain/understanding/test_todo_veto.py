"""The trained veto on the rules' to-dos, through the real path: a chat ingested by the
real actor system, embedded as the service's background task does (the shipped e5
model), then ``/할일`` as the chat command answers it. Until the vectors are there the
rules decide alone; a damaged weights file leaves them deciding alone, and says so."""

from __future__ import annotations

import json
import logging
import shutil
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from bench.bench_understanding import DEV, JUDGE
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.recall.embedder import E5
from groupchat_memory.domain.recall.semantic import embed_chat
from groupchat_memory.domain.understanding import ledger, veto
from groupchat_memory.domain.understanding.state import Said
from groupchat_memory.domain.understanding.trained import WeightsError
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.records import MessageRecord
from tests.domain.understanding.test_ledger import CHAT, SEOUL, Line, _ingested, _lines

# a real task asked for and taken, then a complaint answered with a promise nobody means
BANTER: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "태호야 21일에 회관 예약 좀 해줄래?"),
            ("태호", "응 내일 아침에 회관 예약할게"),
            ("다은", "근데 프린터 또 걸렸어"),
            ("유진", "아 진짜 그 프린터"),
            ("다은", "내가 그냥 창밖으로 던져버릴게"),
        ],
    )
]
REAL = "태호: 응 내일 아침에 회관 예약할게"
JOKE = "다은: 내가 그냥 창밖으로 던져버릴게"


def _said(config: Config, talk: list[tuple[float, list[Line]]]) -> None:
    """Log ``talk`` (days after the last message, the lines said then, a minute apart)
    as messages said since, in the same process."""
    with MessageLog(config.root.log_dir(CHAT), SEOUL) as log:
        last = log.tail(1)[-1]
        start, seq, out = datetime.fromisoformat(last.timestamp), last.seq, []
        for days, lines in talk:
            for minute, (sender, text, *_) in enumerate(lines, 1):
                seq += 1
                at = start + timedelta(days=days, minutes=minute)
                out.append(
                    MessageRecord(
                        sender=sender,
                        text=text,
                        chat_id=CHAT,
                        seq=seq,
                        timestamp=at.isoformat(),
                        message_id=seq,
                    )
                )
        log.append(out)


@pytest.fixture
def shipped() -> Iterator[None]:
    """The shipped weights, read afresh (another test may have pointed elsewhere)."""
    veto.weights.cache_clear()
    yield
    veto.weights.cache_clear()


def test_the_veto_takes_away_a_banter_promise_once_the_lines_are_embedded(
    tmp_path: Path, shipped: None
) -> None:
    config = _ingested(tmp_path, _lines(BANTER))
    # no vectors yet (the background embedding has not run): the rules decide alone
    assert {t.text for t in todos_answer(config, CHAT)} == {REAL, JOKE}
    embed_chat(config.root, CHAT)
    [kept] = todos_answer(config, CHAT)
    assert (kept.text, kept.owner, kept.status) == (REAL, "태호", "open")
    # read once: the state keeps the decision, the next read of a fresh process too
    saved = json.loads(config.root.understanding_path(CHAT).read_text("utf-8"))
    assert [t["text"] for t in saved["state"]["todos"]] == [REAL]
    assert "look" not in saved["state"]["todos"][0]


# a task asked for and taken, then a thank-you that says what the speaker will do with
# what was sent, or a changed plan noted: neither is a task
THANKS_KO: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "태호야 토요일 바자회 가격표 좀 만들어줄 수 있어?"),
            ("태호", "응 목요일까지 만들어서 보낼게"),
        ],
    ),
    (
        1,
        [
            ("다은", "포스터 문구 이렇게 써봤어: 모두의 바자회, 토요일 오전 10시 체육관"),
            ("유진", "오 문구 좋다 고마워 이대로 붙일게"),
        ],
    ),
]
NOTED_EN: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("Leo", "Sam can you book the hall for the 14th?"),
            ("Sam", "sure, I'll call them tomorrow morning"),
        ],
    ),
    (
        1,
        [
            ("Leo", "heads up: rehearsal moves to 6pm on Friday, same room"),
            ("Priya", "Noted, will come straight from work then"),
        ],
    ),
]


@pytest.mark.parametrize(
    ("talk", "task", "not_one"),
    [
        (
            THANKS_KO,
            "태호: 응 목요일까지 만들어서 보낼게",
            "유진: 오 문구 좋다 고마워 이대로 붙일게",
        ),
        (
            NOTED_EN,
            "Sam: sure, I'll call them tomorrow morning",
            "Priya: Noted, will come straight from work then",
        ),
    ],
)
def test_the_veto_takes_away_a_thank_you_or_a_plan_noted_said_as_a_promise(
    tmp_path: Path, shipped: None, talk: list[tuple[float, list[Line]]], task: str, not_one: str
) -> None:
    config = _ingested(tmp_path, _lines(talk))
    assert {t.text for t in todos_answer(config, CHAT)} == {task, not_one}  # the rules
    embed_chat(config.root, CHAT)
    assert [t.text for t in todos_answer(config, CHAT)] == [task]


def test_without_the_weights_the_rules_decide_alone_and_say_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    broken = tmp_path / "todo_veto.json"
    broken.write_text('{"version": 1, "features": [', encoding="utf-8")  # cut short
    monkeypatch.setattr(veto, "PART", replace(veto.PART, path=broken))
    veto.weights.cache_clear()
    try:
        with caplog.at_level(logging.ERROR):
            config = _ingested(tmp_path / "data", _lines(BANTER))
            embed_chat(config.root, CHAT)
            assert {t.text for t in todos_answer(config, CHAT)} == {REAL, JOKE}
    finally:
        veto.weights.cache_clear()
    said = [r.getMessage() for r in caplog.records if r.name == veto.__name__]
    assert len(said) == 1  # once, not for every to-do
    assert str(broken) in said[0] and "reinstall groupchat-memory" in said[0]
    assert veto.RETRAIN in said[0]  # the shipped command, not a plain --write-weights


def test_the_retrain_command_makes_the_shipped_weights_again(shipped: None) -> None:
    """What the missing-weights message tells to run trains the veto the product ships:
    the labelled lines too, at the C and threshold the shipped file records."""
    recorded = json.loads(veto.WEIGHTS.read_text("utf-8"))
    words = veto.RETRAIN.split()
    assert words[:3] == ["python", "-m", "bench.bench_acts"] and "--wider" in words
    assert float(words[words.index("--c") + 1]) == recorded["C"]
    assert float(words[words.index("--threshold") + 1]) == recorded["threshold"]
    assert veto.WEIGHTS.as_posix().endswith(words[words.index("--write-weights") + 1])


def test_weights_of_other_features_are_refused_with_what_is_wrong(tmp_path: Path) -> None:
    data = json.loads(veto.WEIGHTS.read_text("utf-8"))
    data["features"] = [*data["features"][:-1], "speaker's shoe size"]
    other = tmp_path / "todo_veto.json"
    other.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(WeightsError, match="not the ones this version computes"):
        veto.load(other)


def test_weights_of_another_embedder_are_refused_with_what_is_wrong(tmp_path: Path) -> None:
    """The veto reads its lines' vectors by one embedder: weights trained on another's
    would score them as noise."""
    data = json.loads(veto.WEIGHTS.read_text("utf-8"))
    data["model"] = "other/model"
    other = tmp_path / "todo_veto.json"
    other.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(WeightsError, match="trained on other/model's vectors"):
        veto.load(other)


# a share of the work taken on by name, beside banter and a promise naming no part
SHARES: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "그럼 홍대 역 앞에서 봬요"),
            ("태호", "회비는 제가 걷을게요"),
            ("다은", "현수막은 내가 맡을게"),
            ("유진", "내가 그냥 창밖으로 던져버릴게"),
        ],
    )
]


def test_a_part_of_the_work_taken_on_by_name_is_never_vetoed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A part of the work as its topic, the speaker as its doer, said plainly ("회비는 제가
    걷을게요"): weights that take every to-do away leave those; banter (no part named) goes, and so
    does the same line laughed ("ㅋㅋ": the rules' own reading of a joke)."""
    harsh = tmp_path / "todo_veto.json"
    data = json.loads(veto.WEIGHTS.read_text("utf-8"))
    harsh.write_text(json.dumps({**data, "intercept": -50.0}), encoding="utf-8")
    monkeypatch.setattr(veto, "PART", replace(veto.PART, path=harsh))
    veto.weights.cache_clear()
    try:
        config = _ingested(tmp_path / "data", _lines(SHARES))
        assert len(todos_answer(config, CHAT)) == 3  # the rules' alone, no vectors yet
        embed_chat(config.root, CHAT)
        assert sorted(t.text for t in todos_answer(config, CHAT)) == [
            "다은: 현수막은 내가 맡을게",
            "태호: 회비는 제가 걷을게요",
        ]
    finally:
        veto.weights.cache_clear()
    for text, owned in (
        ("회비는 제가 걷을게요", True),
        ("회비는 제가 걷을게요 ㅋㅋ", False),
        ("제가 그냥 다 먹어버릴게요", False),
    ):
        said = Said(seq=1, message_id=1, sender="태호", is_bot=False, text=text, at="2026-03-02")
        assert veto.owned(said) == owned, text


def test_the_shipped_weights_are_the_dev_chats_and_the_features_the_product_reads(
    shipped: None,
) -> None:
    found = veto.load(veto.WEIGHTS)
    assert found.features == veto.feature_names(384)  # multilingual-e5-small's width
    # the veto names the embedder without importing it (numpy): the two names must agree
    assert found.model == veto.MODEL == E5.name
    assert sorted(found.trained_on) == sorted(DEV)  # every dev chat, no judge chat
    assert not set(found.trained_on) & JUDGE
    assert 0.0 < found.threshold < 0.5
    read = veto.weights()
    assert read is not None and read.features == found.features


def _closed_since(tmp_path: Path) -> tuple[Config, bytes]:
    """A chat without vectors whose to-do, read while open (the state written), was done
    and settled by the messages since, read again: the state file's bytes as written."""
    asked: list[Line] = [
        ("유진", "태호야 21일에 회관 예약 좀 해줄래?"),
        ("태호", "응 내일 아침에 회관 예약할게"),
    ]
    config = _ingested(tmp_path, _lines([(0, asked)]))
    [taken] = todos_answer(config, CHAT)
    assert (taken.text, taken.status) == (REAL, "open")
    ledger.flush()
    written = config.root.understanding_path(CHAT).read_bytes()
    later: list[Line] = [("태호", "회관 예약 완료했어!")]
    later += [(("유진", "다은")[i % 2], f"오늘 저녁 메뉴 뭐였더라 {i}") for i in range(45)]
    _said(config, [(1, later)])
    [done] = todos_answer(config, CHAT)
    assert (done.text, done.status) == (REAL, "done")
    return config, written


def test_a_chat_without_vectors_keeps_nothing_for_the_veto_on_its_closed_to_dos(
    tmp_path: Path, shipped: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Semantic recall off (no vector file): a to-do done and settled long ago does not
    keep what the veto would read (a long history would hold one for every task), and
    dropping it waits for the state's next regular write: a long chat's state is not
    written whole on every message that closes a to-do."""
    monkeypatch.setattr(ledger, "SAVE_SECONDS", 3600.0)  # no write for the time passed
    config, written = _closed_since(tmp_path)
    path = config.root.understanding_path(CHAT)
    assert path.read_bytes() == written  # the drop rides on the next regular write
    ledger.flush()  # that write (here: the clean stop's)
    saved = json.loads(path.read_text("utf-8"))
    [closed] = saved["state"]["closed"]
    assert closed["text"] == REAL and "look" not in closed


def test_a_state_left_to_write_after_its_chat_folder_is_removed_is_let_go_of_quietly(
    tmp_path: Path, shipped: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The dropped looks wait for the next write; a chat folder removed meanwhile (a
    temporary one, a chat wiped) is not a state that failed to be saved."""
    monkeypatch.setattr(ledger, "SAVE_SECONDS", 3600.0)
    config, _ = _closed_since(tmp_path)
    shutil.rmtree(config.root.chat_dir(CHAT))
    with caplog.at_level(logging.WARNING):
        ledger.flush()
    assert [r.getMessage() for r in caplog.records] == []
    assert not config.root.chat_dir(CHAT).exists()


def test_a_data_folder_named_with_uri_characters_is_read_as_a_path(
    tmp_path: Path, shipped: None
) -> None:
    """The vector file is opened read-only by its URI: a '#' or '?' in the data folder's
    name is part of the path, not a fragment or a query."""
    config = _ingested(tmp_path / "memory #2? 50%", _lines(BANTER))
    embed_chat(config.root, CHAT)
    assert [t.text for t in todos_answer(config, CHAT)] == [REAL]


def test_closed_to_dos_left_waiting_are_not_read_again_until_the_vectors_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A closed to-do the veto could not read (here: its weights unreadable; in a long
    chat: vectors of another model, or not made yet) is read again once the vector file
    changed, not after every message: a million-message chat holds tens of thousands."""
    broken = tmp_path / "todo_veto.json"
    broken.write_text("{", encoding="utf-8")
    monkeypatch.setattr(veto, "PART", replace(veto.PART, path=broken))
    veto.weights.cache_clear()
    asked: list[Line] = [
        ("유진", "태호야 21일에 회관 예약 좀 해줄래?"),
        ("태호", "응 내일 아침에 회관 예약할게"),
    ]
    later: list[Line] = [("태호", "회관 예약 완료했어!")]
    later += [(("유진", "다은")[i % 2], f"오늘 저녁 메뉴 뭐였더라 {i}") for i in range(45)]
    lines = _lines([(0, asked), (1, later)])
    try:
        config = _ingested(tmp_path / "data", lines)
        embed_chat(config.root, CHAT)
        [done] = todos_answer(config, CHAT)
        assert (done.text, done.status) == (REAL, "done")
        caplog.set_level(logging.DEBUG, logger=ledger.__name__)
        caplog.clear()

        def read() -> list[int]:
            """How many to-dos each read of the veto took since the last look (its debug line)."""
            counts = [
                int(r.getMessage().split()[4])
                for r in caplog.records
                if r.name == ledger.__name__ and r.getMessage().startswith("the to-do veto reads")
            ]
            caplog.clear()
            return counts

        _said(config, [(0, [("유진", "내일 날씨 어때?")])])
        [again] = todos_answer(config, CHAT)
        assert (again.text, again.status) == (REAL, "done")
        assert read() == []  # the vector file is as it was: the waiting one is not read again
        # another to-do taken and closed since, the vector file still as it was: that
        # one alone is read
        other: list[Line] = [
            ("유진", "다은아 금요일에 포스터 좀 뽑아줄래?"),
            ("다은", "응 내일 포스터 뽑을게"),
        ]
        finished: list[Line] = [("다은", "포스터 다 뽑았어!")]
        finished += [(("유진", "태호")[i % 2], f"주말에 뭐 하지 {i}") for i in range(45)]
        _said(config, [(0, other), (1, finished)])
        listed = todos_answer(config, CHAT)
        seen = read()
    finally:
        veto.weights.cache_clear()
    assert [(t.text, t.status) for t in listed] == [
        ("다은: 응 내일 포스터 뽑을게", "done"),
        (REAL, "done"),
    ]
    assert seen == [1]


# a member's own promise said right after a persona spoke, replying to nobody
AFTER_PERSONA: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "토요일 소풍은 한강공원 2시로 하자"),
            ("다은", "좋아요"),
            ("Codex", "토요일 오후엔 맑고 따뜻해요. 자외선이 강하니 모자 챙기세요!"),
            ("태호", "회비는 제가 걷을게요"),
            *(("유진", f"오늘 점심 뭐 먹지 {n}") for n in range(3)),
        ],
    )
]
AFTER = "태호: 회비는 제가 걷을게요"


def test_a_members_promise_said_right_after_a_persona_stays(tmp_path: Path, shipped: None) -> None:
    """The persona answered someone else: the member goes on with the members' talk, so
    the veto reads the promise as answering the member's line before the persona's, not
    as a reply to the persona (whose answerers' lines were mostly thanks in the chats it
    learnt from)."""
    config = _ingested(tmp_path, _lines(AFTER_PERSONA))
    assert [t.text for t in todos_answer(config, CHAT)] == [AFTER]  # the rules take it
    embed_chat(config.root, CHAT)
    assert [t.text for t in todos_answer(config, CHAT)] == [AFTER]


def _line(seq: int, sender: str, text: str, reply_to: int | None = None) -> Said:
    return Said(
        seq=seq,
        message_id=seq,
        sender=sender,
        is_bot=sender == "Codex",
        text=text,
        at=f"2026-03-0{seq}T12:00:00+09:00",
        reply_to=reply_to,
    )


def test_a_line_after_a_persona_answers_it_only_when_said_to_it() -> None:
    """What the veto reads as the line a member answers: the persona's line just before
    only when the member is the one it answered, names it or replies to it; else the
    members' talk goes on and the member's line before the persona's is the one."""
    asked = _line(1, "민지", "@Codex 다음 주 회의 안건 초안 좀 써 줄래?")
    other = _line(2, "재훈", "나는 금요일 오후 비어")
    answer = _line(3, "Codex", "1. 예산 검토\n2. 일정 조정", reply_to=1)
    recent = [asked, other, answer]
    by_id = {s.message_id: s for s in recent}

    def answers(sender: str, text: str, reply_to: int | None = None) -> Said | None:
        return veto.answered_of(_line(4, sender, text, reply_to), recent, by_id.get)

    assert answers("민지", "좋네 이대로 쓸게") is answer  # the one the persona answered
    assert answers("재훈", "Codex 고마워 이대로 쓸게") is answer  # names it
    assert answers("재훈", "이대로 쓸게", reply_to=3) is answer  # replies to it
    assert answers("재훈", "회비는 내가 걷을게") is other  # goes on with the members' talk
    assert answers("재훈", "그건 내가 할게", reply_to=1) is asked  # a reply is what it answers
    # no reply target: the persona answered the last member to speak before it
    recent[2] = _line(3, "Codex", "1. 예산 검토\n2. 일정 조정")
    assert answers("재훈", "좋네 이대로 쓸게") is recent[2]
    assert answers("민지", "회비는 내가 걷을게") is other
