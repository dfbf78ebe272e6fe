"""The log readers on long lines: linear work, and every line back whole at any block edge."""

from __future__ import annotations

import tempfile
from pathlib import Path
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.log_reader import ReadCost, read_backwards, read_forward, written_seq
from groupchat_memory.store.records import MessageRecord

SEOUL = ZoneInfo("Asia/Seoul")
STAMP = "2026-03-15T09:30:00+09:00"


def record(seq: int, text: str) -> MessageRecord:
    return MessageRecord(sender="민준", text=text, timestamp=STAMP, chat_id=-100, seq=seq)


def nothing_skipped(count: int) -> None:
    assert count == 0


def test_reading_backwards_past_one_huge_line_costs_its_size_not_its_square(
    tmp_path: Path,
) -> None:
    # the 25 MB message of issue 13 made each `history` take 16-20 s; 6 MB keeps this quick
    log = MessageLog(tmp_path, SEOUL)
    huge = "가" * 2_000_000
    log.append([record(1, "처음"), record(2, huge)])
    log.append([record(seq, f"짧은 말 {seq}") for seq in range(3, 40)])
    path = log.day_files()[0]
    size = path.stat().st_size

    cost = ReadCost()
    newest_first = read_backwards(path, 100, nothing_skipped, cost)

    assert [r.seq for r in newest_first] == list(range(39, 0, -1))
    assert newest_first[-2].text == huge
    assert cost.read == size
    # every byte is looked at once when read and once when its line is joined; the old
    # reader glued each 16 KiB block onto the line so far: ~size**2 / 32 KiB bytes
    assert cost.scanned <= 2 * size + 4096


def test_reading_forwards_through_one_huge_line_costs_its_size_not_its_square(
    tmp_path: Path,
) -> None:
    log = MessageLog(tmp_path, SEOUL)
    huge = "x" * 5_000_000
    log.append([record(1, "앞"), record(2, huge), record(3, "뒤")])
    path = log.day_files()[0]
    size = path.stat().st_size

    cost = ReadCost()
    records = list(read_forward(path, nothing_skipped, cost))

    assert [r.seq for r in records] == [1, 2, 3] and records[1].text == huge
    assert cost.read == size
    assert cost.scanned <= 2 * size + 4096


def test_tail_wants_only_the_last_lines_and_leaves_a_huge_old_line_unread(
    tmp_path: Path,
) -> None:
    log = MessageLog(tmp_path, SEOUL)
    log.append([record(1, "y" * 3_000_000)])
    log.append([record(seq, "요즘 말") for seq in range(2, 12)])
    path = log.day_files()[0]

    cost = ReadCost()
    assert [r.seq for r in read_backwards(path, 5, nothing_skipped, cost)] == [11, 10, 9, 8, 7]
    assert cost.read < 64 * 1024


@settings(max_examples=40, deadline=None)
@given(
    lengths=st.lists(
        st.one_of(
            st.integers(0, 40),
            st.integers(5_400, 5_500),  # 3-byte characters: lines about one 16 KiB block
            st.integers(10_900, 11_000),
            st.integers(30_000, 60_000),
        ),
        min_size=1,
        max_size=8,
    ),
    want=st.integers(1, 10),
)
def test_both_readers_return_every_line_whole_wherever_block_edges_fall(
    lengths: list[int], want: int
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        log = MessageLog(Path(folder), SEOUL)
        written = [record(seq, "한" * n) for seq, n in enumerate(lengths, 1)]
        log.append(written)
        path = log.day_files()[0]
        assert list(read_forward(path, nothing_skipped)) == written
        assert read_backwards(path, want, nothing_skipped) == written[::-1][:want]


def test_a_torn_huge_last_line_is_skipped_and_the_lines_before_it_still_read(
    tmp_path: Path,
) -> None:
    log = MessageLog(tmp_path, SEOUL)
    log.append([record(1, "하나"), record(2, "둘")])
    path = log.day_files()[0]
    with path.open("ab") as handle:
        handle.write(b'{"sender": "torn", "text": "' + b"z" * 200_000)
    skipped: list[int] = []
    assert [r.seq for r in read_backwards(path, 5, skipped.append)] == [2, 1]
    assert skipped == [1]
    skipped.clear()
    assert [r.seq for r in read_forward(path, skipped.append)] == [1, 2]
    assert skipped == [1]


def test_reading_forwards_for_some_seqs_decodes_only_their_lines_and_any_it_cannot_tell(
    tmp_path: Path,
) -> None:
    log = MessageLog(tmp_path, SEOUL)
    log.append([record(seq, f"말 {seq}") for seq in range(1, 6)])
    log.append([record(6, 'JSON inside the text: {"seq":2} and "seq":3}')])
    path = log.day_files()[0]
    with path.open("ab") as out:  # an older writer's spelling: spaces, the seq not last
        out.write(b'{"seq": 7, "sender": "a", "text": "old", "timestamp": "' + STAMP.encode())
        out.write(b'", "chat_id": -100}\n')
    lines = path.read_bytes().splitlines()
    assert [written_seq(line) for line in lines] == [1, 2, 3, 4, 5, 6, None]

    found = [r.seq for r in read_forward(path, nothing_skipped, seqs={2, 6})]
    assert found == [2, 6, 7]  # the old line is decoded: only its decode can tell its seq
    assert [r.seq for r in read_forward(path, nothing_skipped)] == list(range(1, 8))


def test_reading_forwards_from_where_a_read_ended_reads_only_what_came_after(
    tmp_path: Path,
) -> None:
    log = MessageLog(tmp_path, SEOUL)
    log.append([record(seq, f"말 {seq}") for seq in range(1, 50)])
    path = log.day_files()[0]
    fed = path.stat().st_size
    log.append([record(50, "새 말"), record(51, "또 새 말")])

    cost = ReadCost()
    after = list(read_forward(path, nothing_skipped, cost, start=fed))

    assert [(r.seq, r.text) for r in after] == [(50, "새 말"), (51, "또 새 말")]
    assert cost.read == path.stat().st_size - fed  # the day's earlier lines left unread
