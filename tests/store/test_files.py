"""Exclusive-create summary and insight files, atomic writes and topic slugs."""

from __future__ import annotations

import os
import stat
from concurrent.futures import ThreadPoolExecutor
from datetime import date
from pathlib import Path

import pytest

from groupchat_memory.store.files import (
    append_durable,
    create_exclusive_atomic,
    topic_slug,
    write_atomic,
)

DAY = date(2026, 3, 15)


def test_summary_files_take_the_next_free_number(tmp_path: Path) -> None:
    first = create_exclusive_atomic(tmp_path, DAY, "점심 메뉴", b"{}", ".json")
    second = create_exclusive_atomic(tmp_path, DAY, "점심 메뉴", b"{}", ".json")
    other = create_exclusive_atomic(tmp_path, DAY, "general", b"{}", ".json")
    assert first.name == "2026-03-15_점심_메뉴_001.json"
    assert second.name == "2026-03-15_점심_메뉴_002.json"
    assert other.name == "2026-03-15_general_003.json"


def test_numbers_count_all_of_the_days_files_whatever_the_topic(tmp_path: Path) -> None:
    (tmp_path / "2026-03-14_insuwiki_009.json").write_bytes(b"{}")
    (tmp_path / "2026-03-16_배포_004.json").write_bytes(b"{}")  # there before the first write
    names = [
        create_exclusive_atomic(tmp_path, DAY, topic, b"{}", ".json").name
        for topic in ("general", "insuwiki", "general")
    ]
    assert names == [
        "2026-03-15_general_001.json",
        "2026-03-15_insuwiki_002.json",
        "2026-03-15_general_003.json",
    ]
    later = create_exclusive_atomic(tmp_path, date(2026, 3, 16), "가평", b"{}", ".json")
    assert later.name == "2026-03-16_가평_005.json"


def test_racing_writers_of_different_topics_never_share_a_number(tmp_path: Path) -> None:
    def make(i: int) -> Path:
        return create_exclusive_atomic(tmp_path, DAY, f"topic{i % 5}", b"{}", ".json")

    with ThreadPoolExecutor(8) as pool:
        paths = list(pool.map(make, range(40)))
    numbers = sorted(int(p.stem.rsplit("_", 1)[1]) for p in paths)
    assert numbers == list(range(1, 41))


def test_an_existing_summary_is_never_overwritten_even_with_a_lost_counter(
    tmp_path: Path,
) -> None:
    existing = tmp_path / "2026-03-15_general_001.json"
    existing.write_bytes(b"original")
    path = create_exclusive_atomic(tmp_path, DAY, "general", b"new", ".json")
    assert path.name == "2026-03-15_general_002.json"
    assert existing.read_bytes() == b"original"


def test_numbers_after_a_gap_continue_from_the_highest(tmp_path: Path) -> None:
    (tmp_path / "2026-03-15_general_007.json").write_bytes(b"x")
    assert (
        create_exclusive_atomic(tmp_path, DAY, "general", b"y", ".json").name
        == "2026-03-15_general_008.json"
    )


def test_racing_writers_all_get_distinct_files(tmp_path: Path) -> None:
    def make(i: int) -> Path:
        return create_exclusive_atomic(tmp_path, DAY, "general", str(i).encode(), ".json")

    with ThreadPoolExecutor(8) as pool:
        paths = list(pool.map(make, range(40)))
    assert len(set(paths)) == 40
    assert sorted(p.read_text() for p in paths) == sorted(str(i) for i in range(40))


def test_insights_appear_complete_with_no_temp_file_left(tmp_path: Path) -> None:
    body = "# 인사이트\n" + "내용\n" * 1000
    first = create_exclusive_atomic(tmp_path, DAY, "insight", body.encode())
    second = create_exclusive_atomic(tmp_path, DAY, "insight", b"two")
    assert first.name == "2026-03-15_insight_001.md"
    assert second.name == "2026-03-15_insight_002.md"
    assert first.read_text() == body
    assert sorted(p.name for p in tmp_path.iterdir()) == [first.name, second.name]


def test_write_atomic_replaces_the_whole_file(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "inbox.md"
    write_atomic(path, b"old content that is long")
    write_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert [p.name for p in path.parent.iterdir()] == ["inbox.md"]


@pytest.mark.parametrize(
    ("topic", "slug"),
    [
        ("점심 메뉴", "점심_메뉴"),
        ("  ", "general"),
        ("../../etc/passwd", "etc_passwd"),
        ("a/b\\c:d*e", "a_b_c_d_e"),
        (
            "아주아주아주아주긴주제이름입니다정말로길어요",
            "아주아주아주아주긴주제이름입니다정말로길",
        ),
        ("release-v2_final", "release-v2_final"),
        ("🎉🎉", "general"),
    ],
)
def test_topic_slugs_are_safe_file_name_parts(topic: str, slug: str) -> None:
    assert topic_slug(topic) == slug
    assert len(topic_slug(topic)) <= 20
    assert os.sep not in topic_slug(topic)


def test_append_durable_appends_whole_lines_to_a_private_file(tmp_path: Path) -> None:
    path = tmp_path / "aside" / "dead-letter.jsonl"
    append_durable(path, b'{"n": 1}\n')
    append_durable(path, b'{"n": 2}\n' * 20_000)  # larger than one pipe-sized write
    lines = path.read_bytes().splitlines()
    assert lines[0] == b'{"n": 1}' and len(lines) == 20_001
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700


def test_append_durable_says_why_it_cannot_write(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    with pytest.raises(OSError):
        append_durable(blocker / "dead-letter.jsonl", b"line\n")
