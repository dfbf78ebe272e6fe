"""``SummaryIndex`` on its file: append-only lines, a torn last line dropped and never
glued to the next, reconcile with the files, bounded tail reads (issue 15)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from groupchat_memory.domain import queries
from groupchat_memory.domain.summaries import index as summary_index
from groupchat_memory.domain.summaries import reads as index_reads
from groupchat_memory.domain.summaries.files import write_summary_file
from groupchat_memory.domain.summaries.index import SummaryIndex, read_index
from groupchat_memory.domain.summaries.reads import index_matching, index_tail
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, SummaryRecord

DAY = date(2026, 3, 2)


def record(i: int, text: str = "요약") -> SummaryRecord:
    return SummaryRecord(
        timestamp=f"2026-03-02T10:{i:02d}:00+09:00",
        date=DAY.isoformat(),
        message_range=MessageRange(from_=i * 10 + 1, to=i * 10 + 10),
        summary=f"{text} {i}",
    )


def test_a_torn_last_line_is_dropped_and_the_next_append_starts_on_a_clean_line(
    tmp_path: Path,
) -> None:
    path = tmp_path / "summary_index.jsonl"
    with SummaryIndex(path) as index:
        index.add("a.json", record(1))
        index.add("a.json", record(1))  # already indexed: no second line
        index.add("b.json", record(2))
    whole = path.read_bytes()
    assert whole.count(b"\n") == 2
    path.write_bytes(whole + whole.splitlines()[0][:25])  # a write cut short by a crash
    with SummaryIndex(path) as index:
        assert [n for n, _ in index.entries()] == ["a.json", "b.json"]
        index.add("c.json", record(3))
    entries, size = read_index(path)
    assert [n for n, _ in entries] == ["a.json", "b.json", "c.json"]
    assert size == path.stat().st_size


def test_a_damaged_line_hides_nothing_else(tmp_path: Path) -> None:
    path = tmp_path / "summary_index.jsonl"
    with SummaryIndex(path) as index:
        index.add("a.json", record(1))
    path.write_bytes(path.read_bytes() + b'{"file": "x.json", "record": {"nope": 1}}\n')
    with SummaryIndex(path) as index:
        index.add("b.json", record(2))
        assert [n for n, _ in index.entries()] == ["a.json", "b.json"]


def test_reconcile_indexes_only_the_files_the_index_lacks(tmp_path: Path) -> None:
    folder = tmp_path / "summaries"
    first = write_summary_file(folder, DAY, record(1))
    second = write_summary_file(folder, DAY, record(2))
    with SummaryIndex(tmp_path / "summary_index.jsonl") as index:
        index.add(first.name, record(1))
        assert [n for n, _ in index.reconcile(folder)] == [second.name]
        assert index.reconcile(folder) == []
        assert [n for n, _ in index.entries()] == [first.name, second.name]


def test_tail_and_keyword_reads_answer_like_the_whole_index(tmp_path: Path) -> None:
    path = tmp_path / "summary_index.jsonl"
    assert index_tail(path, 3) is None and index_matching(path, "배포") is None
    with SummaryIndex(path) as index:
        for i in range(40):
            index.add(f"{i:03d}.json", record(i, "배포" if i % 7 == 0 else "회식"))
        whole = index.entries()
        assert index_tail(path, 3) == whole[-3:]
        assert index_tail(path, 100) == whole
        assert index_matching(path, "배포") == [e for e in whole if "배포" in e[1].summary]
        assert [r for _, r in index_matching(path, "배포") or []][-2:] == index.search("배포", 2)


def test_a_tail_read_across_many_blocks_cuts_no_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(index_reads, "_BLOCK", 97)  # far shorter than one line
    path = tmp_path / "summary_index.jsonl"
    with SummaryIndex(path) as index:
        for i in range(30):
            index.add(f"{i:03d}.json", record(i))
        whole = index.entries()
    for n in (1, 2, 7, 30, 31):
        assert index_tail(path, n) == whole[-n:]


def archive(i: int) -> SummaryRecord:
    """An archive summary of old messages, indexed long after the summaries that follow it."""
    return SummaryRecord(
        timestamp=f"2026-01-0{i}T23:00:00+09:00",
        date=f"2026-01-0{i}",
        message_range=MessageRange(from_=1, to=5),
        summary=f"[아카이브] 배포 이야기 {i}",
        kind="archive",
    )


def test_a_late_indexed_archive_summary_is_not_among_the_latest(tmp_path: Path) -> None:
    path = tmp_path / "summary_index.jsonl"
    with SummaryIndex(path) as index:
        for i in range(20):
            index.add(f"{i:03d}.json", record(i, "배포"))
        index.add("archive-1.json", archive(1))  # appended last, covers January
        index.add("020.json", record(20, "배포"))
        index.add("archive-2.json", archive(2))
        whole = index.entries()
    assert [n for n, _ in whole[:2]] == ["archive-1.json", "archive-2.json"]
    for n in (1, 3, 5, 21, 23):
        assert index_tail(path, n) == whole[-n:]
    assert index_matching(path, "배포", 4) == [e for e in whole if "배포" in e[1].summary][-4:]
    assert index_reads.newest(path, 2) == whole[::-1][:2]


def test_a_bounded_read_stops_short_of_the_whole_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "summary_index.jsonl"
    with SummaryIndex(path) as index:
        for i in range(50):
            index.add(f"{i:03d}.json", record(i % 60, "배포"))
    decoded: list[bytes] = []
    real = summary_index.decode_index_line

    def counting(line: bytes, where: Path) -> tuple[str, SummaryRecord] | None:
        decoded.append(line)
        return real(line, where)

    monkeypatch.setattr(index_reads, "decode_index_line", counting)
    assert len(index_tail(path, 3) or []) == 3
    assert len(decoded) <= 3 + index_reads._SLACK


def test_a_summary_is_found_by_its_range_reading_only_its_own_file(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = DataRoot(tmp_path)
    chat = -100
    folder = root.summaries_dir(chat)
    with SummaryIndex(root.summary_index_path(chat)) as index:
        for i in range(10):
            path = write_summary_file(folder, DAY, record(i))
            index.add(path.name, record(i))
            if i != 4:
                path.write_bytes(b"not json")  # a file that is read logs an error
    found = queries.summary_of(root, chat, 41, 50)
    assert found is not None and found.summary == "요약 4"
    assert queries.summary_of(root, chat, 41, 49) is None
    assert "skipping summary file" not in caplog.text
