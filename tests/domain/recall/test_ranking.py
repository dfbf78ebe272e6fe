"""Recall ranking: BM25 in SQLite, neighbours, names, dates, stemming, index upgrades."""

from __future__ import annotations

import logging
import os
import re
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.domain import queries
from groupchat_memory.domain.recall import rank as recall_rank
from groupchat_memory.domain.recall.index import (
    INDEX_VERSION,
    RecallIndex,
    terms_stamp,
)
from groupchat_memory.domain.recall.relevant import term_query
from groupchat_memory.domain.recall.vocab import terms_with_prefix
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import write_summary_file
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord
from tests.domain.recall.asked import relevant_messages
from tests.upkeep.workers_archive.data import TZ

CHAT = 9
START = datetime(2026, 3, 1, 9, 0, tzinfo=TZ)
FILLER = ["점심 뭐 먹을까요", "오늘 날씨 좋네요", "커피 한잔 하실 분", "ㅋㅋㅋ"]


def write(root: DataRoot, said: list[tuple[str, str]], *, minutes: int = 10) -> None:
    """(sender, text) lines ``minutes`` apart, seq and message_id from 1."""
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(
            [
                MessageRecord(
                    sender=sender,
                    text=text,
                    timestamp=(START + timedelta(minutes=minutes * i)).isoformat(),
                    chat_id=CHAT,
                    message_id=i + 1,
                    seq=i + 1,
                )
                for i, (sender, text) in enumerate(said)
            ]
        )


def chatter(n: int) -> list[tuple[str, str]]:
    return [(("민수", "지은")[i % 2], FILLER[i % 4] + f" {i}") for i in range(n)]


def seqs(found: list[MessageRecord]) -> list[int]:
    return [m.seq for m in found]


def test_bm25_prefers_the_shorter_of_two_messages_with_the_same_rare_word(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    long = "레디스 " + " ".join(f"word{i}" for i in range(30))
    write(root, [("민수", long), *chatter(10), ("지은", "레디스 캐시 설정")])
    found = relevant_messages(root, CHAT, "레디스 어떻게 했지?", neighbour_share=0)
    assert seqs(found) == [12, 1]


def test_an_english_question_finds_its_evidence_in_another_inflection(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, [("Mina", "We adopted two puppies last spring"), *chatter(20)])
    found = relevant_messages(root, CHAT, "When did Mina adopt her puppy?", neighbour_share=0)
    assert seqs(found) == [1]


def test_the_turn_after_a_hit_is_scored_above_weaker_hits_and_the_turn_before(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    said = [
        *chatter(6),
        ("민수", "그라파나 대시보드 알림 기준 어떻게 할까요?"),  # 7: the hit
        ("지은", "5분 평균으로 하죠"),  # 8: the answer, without the question's words
        *chatter(6),
        ("민수", "그라파나 로그인 안 돼요"),  # 15: a weaker hit (one term)
        *chatter(4),
    ]
    write(root, said)
    found = seqs(relevant_messages(root, CHAT, "그라파나 대시보드 알림은 뭐로 정했지?"))
    assert found[:2] == [7, 8]
    assert found.index(8) < found.index(6)  # the turn after weighs more than the one before
    assert 15 in found and 6 in found
    alone = seqs(relevant_messages(root, CHAT, "그라파나 대시보드 알림", neighbour_share=0))
    assert alone == [7, 8, 15]  # without shares, a hit that asks still brings its answer


def test_evidence_inside_the_last_50_messages_is_recalled_when_the_window_hides_it(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    said = [*chatter(10), ("지은", "회식 장소는 을지로 노포로 예약했어요"), *chatter(39)]
    write(root, said)  # 50 messages: all of them are the actor's recent buffer
    keywords_only = MemorySettings(semantic_recall=False)
    ctx = queries.context(root, CHAT, "회식 장소 어디로 예약했지?", 300, settings=keywords_only)
    shown = [m.seq for m in ctx.messages]
    assert 11 in shown and ctx.tokens <= 300
    assert shown.count(11) == 1 and 12 not in shown[:1]  # once, not again as recent


def test_a_question_and_the_turn_that_answers_it_come_together(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    said = [
        *chatter(30),
        ("Mina", "Which venue did we book for the retreat?"),  # 31: the hit asks
        ("Jun", "The lake house, from Friday"),  # 32: the answer, no shared word
        *chatter(30),
    ]
    write(root, said)
    found = seqs(relevant_messages(root, CHAT, "what venue for the retreat?", neighbour_share=0))
    assert found[:2] == [31, 32]


def _with_bot(root: DataRoot, said: list[tuple[str, str]], bot: str) -> None:
    """``write``'s lines, ``bot``'s marked as a bot's."""
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(
            [
                MessageRecord(
                    sender=sender,
                    text=text,
                    timestamp=(START + timedelta(minutes=10 * i)).isoformat(),
                    chat_id=CHAT,
                    message_id=i + 1,
                    seq=i + 1,
                    is_bot=sender == bot,
                )
                for i, (sender, text) in enumerate(said)
            ]
        )


LIST = "인터넷 이전 신청, 도시가스 전출 전입 예약, 관리비와 공과금 정산 요청, 냉장고 비우기"


def test_a_request_to_a_bot_brings_what_the_bot_sent_after_saying_it_would(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    said = [
        *chatter(30),
        ("민수", "@코덱스 이사 체크리스트 좀 만들어줘 5월 3일 포장이사야"),  # 31: the hit
        ("코덱스", "네, 날짜 기준으로 정리해서 바로 올리겠습니다."),  # 32: says it will
        ("코덱스", f"[5/3] {LIST}"),  # 33: what it made, a long line
        ("지은", "오 좋다"),  # 34: the talk goes on
        *chatter(30),
    ]
    _with_bot(root, said, "코덱스")
    found = seqs(relevant_messages(root, CHAT, "이사 체크리스트 누가 뽑아줬지?", neighbour_share=0))
    assert found[:3] == [31, 32, 33] and 34 not in found[:4]


def test_a_mention_answered_at_length_at_once_brings_nothing_more(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    said = [
        *chatter(30),
        ("민수", "@코덱스 이사 체크리스트 좀 만들어줘 5월 3일 포장이사야"),  # 31: the hit
        ("코덱스", f"[5/3] {LIST}, 귀중품은 따로 챙기시고 전날 밤에 다시 알려 드릴게요"),  # 32
        *chatter(30),
    ]
    _with_bot(root, said, "코덱스")
    found = seqs(relevant_messages(root, CHAT, "이사 체크리스트 누가 뽑아줬지?", neighbour_share=0))
    assert found[0] == 31 and 32 not in found[:2]


def test_a_question_answered_by_a_person_brings_only_that_turn(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    said = [
        *chatter(30),
        ("Mina", "Which venue did we book for the retreat?"),  # 31: the hit asks
        ("Jun", "The lake house, from Friday"),  # 32: the answer
        ("Jun", "Parking is free there too"),  # 33: more of Jun's, not asked for
        *chatter(30),
    ]
    write(root, said)
    found = seqs(relevant_messages(root, CHAT, "what venue for the retreat?", neighbour_share=0))
    assert found[:2] == [31, 32] and 33 not in found[:3]


def test_a_line_that_tells_and_then_asks_back_does_not_bring_the_small_talk_after_it(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    said = [
        *chatter(30),
        ("Mina", "We booked the lake house for the retreat! How was your week?"),  # 31: tells
        ("Jun", "Busy, thanks for asking"),  # 32: answers the small talk, not the question
        *chatter(30),
    ]
    write(root, said)
    found = seqs(relevant_messages(root, CHAT, "which venue for the retreat?", neighbour_share=0))
    assert found[0] == 31 and 32 not in found[:2]


def test_a_named_day_also_ranks_what_was_told_about_it_the_days_after(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    said = [("민수", "등산 다녀왔어요")]  # day 1, the stronger match, long before
    said += chatter(143 * 3)
    # 3 days on: "yesterday I went hiking", told after the day the question names
    said += [("지은", "어제 등산 갔는데 정상까지 세 시간 걸렸어요 다리가 아직도 아파요")]
    said += chatter(30)
    write(root, said)
    plain = seqs(relevant_messages(root, CHAT, "등산 어땠어?", neighbour_share=0))
    assert plain[0] == 1
    told = len(said) - 30
    asked = seqs(relevant_messages(root, CHAT, "3월 3일 등산 어땠어?", neighbour_share=0,
                                   today=date(2026, 3, 10)))  # fmt: skip
    assert asked.index(told) < asked.index(1)


def test_a_compound_matches_the_whole_and_its_parts(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, [("Mina", "I read programming-related blogs"), ("Jon", "TCP/IP is hard"),
                 *chatter(20)])  # fmt: skip
    assert seqs(relevant_messages(root, CHAT, "which programming blogs?", neighbour_share=0)) == [1]
    assert seqs(relevant_messages(root, CHAT, "programming-related?", neighbour_share=0)) == [1]
    assert seqs(relevant_messages(root, CHAT, "what about tcp/ip?", neighbour_share=0)) == [2]
    assert seqs(relevant_messages(root, CHAT, "the ip layer", neighbour_share=0)) == [2]


def test_an_index_of_another_tokenizer_rebuilds_itself_and_says_so(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = DataRoot(tmp_path)
    write(root, [("Jon", "TCP/IP is hard"), *chatter(5)])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
    # what an index made before a stemmer upgrade looks like: the same format, other terms
    db = sqlite3.connect(root.recall_index_path(CHAT))
    db.execute("update meta set value='0' where key='terms'")
    db.execute("insert into fts(fts) values('delete-all')")  # its terms are gone
    db.commit()
    db.close()
    with caplog.at_level(logging.WARNING):
        found = relevant_messages(root, CHAT, "tcp/ip", neighbour_share=0)
    assert seqs(found) == [1]
    said = [r.getMessage() for r in caplog.records]
    assert any("another tokenizer or stemmer" in m and "rebuilding" in m for m in said), said
    db = sqlite3.connect(root.recall_index_path(CHAT))
    assert db.execute("select value from meta where key='terms'").fetchone() == (terms_stamp(),)
    db.close()


def test_speakers_names_do_not_pull_in_messages_that_merely_mention_them(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    said = [(("민수", "지은")[i % 2], f"지은님 {FILLER[i % 4]}") for i in range(30)]
    said.insert(12, ("지은", "카프카 파티션 12개로 늘렸어요"))
    write(root, said)
    found = seqs(relevant_messages(root, CHAT, "지은님이 카프카 파티션 몇 개로 했죠?", limit=3))
    assert found[0] == 13
    # a name alone still finds mentions, ranked as weak matches
    assert relevant_messages(root, CHAT, "지은님이 뭐라고 했죠?", limit=2)


def test_the_index_counts_each_senders_messages_of_the_days_the_log_still_holds(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    # 10 minutes apart from 9:00: day 1 holds 90 lines (민수's), day 2 144 (half each)
    write(root, [*[("민수", "a")] * 90, *chatter(144), *[("지은", "c")] * 10])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        assert index.said() == {"민수": 90 + 72, "지은": 72 + 10}
        assert index.speakers() == ["민수", "지은"]
        write(root, [("하린", "d")])  # a new line of day 1: counted on top
        index.catch_up()
        assert index.said()["하린"] == 1
        # the archive removes the oldest day: its lines no longer count
        min(root.log_dir(CHAT).iterdir()).unlink()
        index.catch_up()
        assert index.said() == {"민수": 72, "지은": 82}
        assert index.speakers() == ["민수", "지은", "하린"]  # still no question term


def test_a_named_day_ranks_its_messages_first(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    said = [("민수", "배포 일정 확정")]  # day 1: the stronger match (shorter)
    said += chatter(143)
    # day 2 (10 minutes apart: 144 a day)
    said += [("지은", "배포 일정 월요일로 바꿨어요 다들 참고해 주세요 회의 끝나고 공지 올릴게요")]
    said += chatter(200)
    write(root, said)
    today = date(2026, 3, 3)
    plain = seqs(relevant_messages(root, CHAT, "배포 일정 어떻게 됐지?", neighbour_share=0))
    assert plain[0] == 1
    asked = "어제 배포 일정 어떻게 됐지?"
    found = relevant_messages(root, CHAT, asked, neighbour_share=0, today=today)
    dated = seqs(found)
    assert dated[0] == 145
    # then the rest of the named day, newest first, before the match outside it
    rest = found[1 : dated.index(1)]
    assert {m.timestamp[:10] for m in rest} == {"2026-03-02"}
    assert len(rest) == 143 and seqs(rest) == sorted(seqs(rest), reverse=True)
    only_date = relevant_messages(root, CHAT, "어제 무슨 얘기 했지?", today=today, limit=5)
    assert [m.timestamp[:10] for m in only_date] == ["2026-03-02"] * 5


def test_a_question_of_only_stop_words_recalls_nothing_and_keeps_the_recent_window(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    write(root, [("Mina", "the retreat venue is the lake house"), *chatter(60)])
    assert relevant_messages(root, CHAT, "what did you do and why?") == []
    ctx = queries.context(root, CHAT, "what did you do and why?", 500)
    assert ctx.messages and ctx.messages[-1].seq == 61 and ctx.tokens <= 500


def test_an_empty_chat_recalls_nothing(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    root.chat_dir(CHAT).mkdir(parents=True)
    assert relevant_messages(root, CHAT, "레디스 설정") == []
    ctx = queries.context(root, CHAT, "레디스 설정", 1000)
    assert ctx.messages == [] and ctx.summaries == [] and ctx.context == ""


def test_a_mixed_language_chat_matches_across_scripts(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, [("민수", "Kubernetes 클러스터 scaling policies 바꿨어요"), *chatter(20)])
    for question in ("scaling 어떻게 했지?", "what did we change in the scaling policy?"):
        assert seqs(relevant_messages(root, CHAT, question, neighbour_share=0)) == [1], question
    assert seqs(relevant_messages(root, CHAT, "클러스터는요?", neighbour_share=0)) == [1]


def test_an_index_of_an_older_format_rebuilds_itself_and_says_so(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = DataRoot(tmp_path)
    write(root, [("민수", "엘라스틱서치 샤드 늘리기"), *chatter(5)])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
    db = sqlite3.connect(root.recall_index_path(CHAT))
    db.execute("update meta set value=? where key='version'", (INDEX_VERSION - 1,))
    db.commit()
    db.close()
    with caplog.at_level(logging.WARNING):
        found = relevant_messages(root, CHAT, "엘라스틱서치", neighbour_share=0)
    assert seqs(found) == [1]
    said = [r.getMessage() for r in caplog.records]
    assert any(f"format {INDEX_VERSION - 1}" in m and "rebuilding" in m for m in said), said
    assert any("rebuilt the recall index" in m and " s" in m for m in said), said
    db = sqlite3.connect(root.recall_index_path(CHAT))
    assert db.execute("select value from meta where key='version'").fetchone() == (INDEX_VERSION,)
    db.close()


# the schema format 2 wrote (before issue 14): no turns, no speakers, days without counts
_V2_SCHEMA = """
create table meta(key text primary key, value);
create table days(day text primary key, size integer not null);
create table sfiles(rowid integer primary key, file text unique not null);
create table msgs(id integer primary key, first integer not null);
create table edits(edit integer primary key, first integer not null);
create virtual table fts using fts5(terms, content='', detail=none);
create virtual table sfts using fts5(terms, content='');
insert into meta values ('version', 2);
"""


def _old_index(root: DataRoot, schema: str, day_row: str) -> None:
    """An index file in an older format, with a ``days`` row (``day_row``: day, size) for
    each of the log's day files."""
    path = root.recall_index_path(CHAT)
    path.parent.mkdir(parents=True, mode=0o700)
    db = sqlite3.connect(path)
    db.executescript(schema)
    for day_file in root.log_dir(CHAT).iterdir():
        db.execute(day_row, (day_file.stem, day_file.stat().st_size))
    db.commit()
    db.close()


def test_an_index_written_by_format_2_is_replaced_not_misread(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, [("Mina", "we adopted two puppies"), *chatter(5)])
    # it claims to have read every day file already: a misread would find nothing
    _old_index(root, _V2_SCHEMA, "insert into days values (?, ?)")
    found = relevant_messages(root, CHAT, "Mina's puppy?", neighbour_share=0)
    assert seqs(found) == [1]


# the schema format 3 wrote (before the per-day counts): totals in meta, turns without links
_V3_SCHEMA = """
create table meta(key text primary key, value);
create table days(day text primary key, size integer not null, docs integer not null default 0);
create table sfiles(rowid integer primary key, file text unique not null);
create table msgs(id integer primary key, first integer not null);
create table edits(edit integer primary key, first integer not null);
create table turns(id integer primary key, len integer not null);
create table speakers(name text primary key);
create virtual table fts using fts5(terms, content='', detail=column, columnsize=0);
create virtual table sfts using fts5(terms, content='');
insert into meta values ('version', 3), ('docs', 999999), ('terms', 5);
"""


def test_an_index_written_by_format_3_is_rebuilt_on_open_and_says_how_long_it_took(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = DataRoot(tmp_path)
    write(root, [("민수", "엘라스틱서치 샤드 늘리기"), *chatter(30)])
    # it claims to have read every day file already, with totals a misread would use
    _old_index(root, _V3_SCHEMA, "insert into days values (?, ?, 0)")
    with caplog.at_level(logging.WARNING):
        found = relevant_messages(root, CHAT, "엘라스틱서치 샤드", neighbour_share=0)
    assert seqs(found) == [1]
    said = [r.getMessage() for r in caplog.records]
    assert any("is format 3" in m and "rebuilding it" in m for m in said), said
    done = [m for m in said if "rebuilt the recall index" in m]
    assert len(done) == 1 and f"format 3 -> {INDEX_VERSION}" in done[0], said
    assert re.search(r": (\d+) records in \d+\.\d s$", done[0]), done[0]
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        upgraded = index.size(), recall_rank.stats(index.connection)
        assert index.rebuild() == upgraded[0] == int(done[0].split(": ")[-1].split()[0])
        assert (index.size(), recall_rank.stats(index.connection)) == upgraded
    assert upgraded[1][0] < 999999  # the old totals were not carried over


def test_summary_recall_ranks_rare_terms_and_gives_the_newest_for_common_ones(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    write(root, chatter(3))
    directory = root.summaries_dir(CHAT)
    texts = ["배포 회의 레디스 캐시", "배포 회의 일정", "배포 회의 카프카", "배포 회의 점심"]
    for n, text in enumerate(texts, start=1):
        record = SummaryRecord(
            timestamp=f"2026-03-0{n}T10:00:00+09:00",
            date=f"2026-03-0{n}",
            message_range=MessageRange(from_=n, to=n),
            summary=text,
            topic_tag="회의",
        )
        write_summary_file(directory, date(2026, 3, n), record)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        names = dict(zip(texts, sorted(os.listdir(directory)), strict=True))
        # 레디스 is in one summary (ranked by bm25 with the cap of 2); 배포 and 회의 in all four
        assert index.summary_files(["배포", "회의", "레디스"], 1, cap=2) == [names[texts[0]]]
        # only common words: the newest summaries holding them
        assert index.summary_files(["배포", "회의"], 2, cap=2) == [names[texts[3]], names[texts[2]]]


def test_a_questions_rare_term_outweighs_short_messages_of_a_common_one(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    evidence = ("민수", "레디스 캐시 만료 시간 설정 메모리 정책 서버 재시작")  # long, rare word
    said = [evidence, *chatter(20)]
    said += [("지은", f"배포 완료 {i}") for i in range(10)]  # short, common word
    said += chatter(60)
    write(root, said)
    found = relevant_messages(root, CHAT, "레디스 배포 어떻게 했지?", neighbour_share=0)
    # squared idf: the rare word beats short matches of the common one (plain idf did not)
    assert seqs(found)[0] == 1


def test_a_message_said_by_the_person_the_question_names_ranks_first(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    said = [
        *chatter(10),
        ("Leo", "the offsite vendor is still open"),  # 11: shorter, same terms
        *chatter(10),
        ("Nova", "For the offsite I'd pick Acme as the vendor: cheap, close, on time"),  # 22
        *chatter(10),
    ]
    write(root, said)
    asked_nova = seqs(relevant_messages(root, CHAT, "what did Nova say about the offsite vendor?"))
    asked_leo = seqs(relevant_messages(root, CHAT, "what did Leo say about the offsite vendor?"))
    assert asked_nova[:2] == [22, 11]
    assert asked_leo[:2] == [11, 22]


def test_the_answer_after_a_mention_of_the_named_bot_beats_weak_matches(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    filler = "Happy to help with anything else, just ask me. Have a great day everyone!"
    said = [
        *chatter(20),
        ("Mina", "@Nova any advice on the venue for the offsite?"),  # 21
        ("Nova", f"I'd recommend the lake house. {filler}"),  # 22: none of the question's words
        *chatter(20),
    ]
    # the question's term in many short messages: weak matches (a common word)
    said += [("Mina", f"the location of the printer {i}") for i in range(20)]
    said += chatter(100)
    write(root, said)
    found = seqs(relevant_messages(root, CHAT, "what location did Nova suggest?", limit=10))
    assert found[0] == 22


def test_a_long_bot_answer_holding_two_terms_outranks_short_messages_holding_one(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    tail = " ".join(f"point{i}" for i in range(80))  # a long persona answer
    said = [*chatter(30), ("Nova", f"For the garden I'd go with Northwind as supplier. {tail}")]
    said += chatter(30)
    said += [(("민수", "지은")[i % 2], f"new supplier list {i}") for i in range(30)]
    said += chatter(60)
    write(root, said)
    found = seqs(relevant_messages(root, CHAT, "which supplier for the garden?", neighbour_share=0))
    assert found[0] == 31
    ctx = queries.context(root, CHAT, "which supplier for the garden?", 1000)
    assert 31 in {m.seq for m in ctx.messages} and ctx.tokens <= 1000


def test_a_verb_stem_spelled_out_from_the_vocabulary_matches_what_its_prefix_matches(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    forms = [("민수", "제가 맡기로 했어요"), ("지은", "그건 맡고 있어요"), ("민수", "맡겨도 돼요")]
    write(root, [*chatter(6), *forms, ("지은", "만두 먹을래요"), ("민수", "말고 다른 거요")])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        spelled = term_query("맡고", index)
        prefix = term_query("맡고")
        assert "*" not in spelled and prefix == '"맡고" OR "맡"*'
        found = index.matching(spelled, limit=100)
        assert found == index.matching(prefix, limit=100)
        assert len(found) == 3  # 맡기, 맡고, 맡겨; not 만두 or 말고
        # a syllable starting more terms than the limit is left to the prefix query
        assert terms_with_prefix(index.connection, "맡") == ["맡겨", "맡고", "맡기"]
        assert terms_with_prefix(index.connection, "맡", limit=2) is None


def test_a_light_verb_form_in_a_question_matches_no_word_that_starts_like_it(
    tmp_path: Path,
) -> None:
    """A question "뭘로 하기로 했어" asks what was chosen: 하기 is 하다's form, and 하늘,
    하루 or a member called 하은 share only its first syllable."""
    root = DataRoot(tmp_path)
    said = [
        *chatter(10), ("하은", "하루 종일 비 온대"), ("민수", "하늘이 생일은 다음 주야"),
        ("지은", "하은이 선물 고르자"), *chatter(10), ("민수", "선물은 꽃다발로 하기로 했어"),
        *chatter(10),
    ]  # fmt: skip
    write(root, said)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        assert term_query("하기", index) == '"하기"' and term_query("하기") == '"하기"'
    found = seqs(relevant_messages(root, CHAT, "엄마 선물은 뭘로 하기로 했어?", neighbour_share=0))
    assert found[0] == 24
    assert not {11, 12} & set(found)  # 하루, 하늘: no term of the question
