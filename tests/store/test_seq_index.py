"""The day files' line tables: a lookup by seq returns what reading the whole file did,
on damaged files and after the file changed under the table."""

from __future__ import annotations

import json
import os
from datetime import date
from pathlib import Path
from zoneinfo import ZoneInfo

from groupchat_memory.store.compaction import rewrite_without
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.log_reader import read_forward
from groupchat_memory.store.records import MessageRecord, encode
from groupchat_memory.store.seq_index import SeqIndex

SEOUL = ZoneInfo("Asia/Seoul")
STAMP = "2026-03-15T09:30:00+09:00"


def record(seq: int, text: str) -> MessageRecord:
    return MessageRecord(sender="민준", text=text, timestamp=STAMP, chat_id=-100, seq=seq)


def whole_file(path: Path, seqs: frozenset[int]) -> list[MessageRecord]:
    """What the evidence lookup got by reading the whole day file."""
    return [r for r in read_forward(path, lambda _: None, seqs=seqs) if r.seq in seqs]


def indexed(index: SeqIndex, path: Path, seqs: frozenset[int]) -> list[MessageRecord]:
    return [r for r in index.records(path, seqs, lambda _: None) if r.seq in seqs]


def same_everywhere(index: SeqIndex, path: Path, upto: int) -> None:
    """Every single seq and a few sets give exactly the whole-file answer."""
    sets = [frozenset({s}) for s in range(upto + 2)]
    sets += [frozenset(range(upto + 2)), frozenset({2, 7, 30}), frozenset()]
    for seqs in sets:
        assert indexed(index, path, seqs) == whole_file(path, seqs), sorted(seqs)


def test_a_damaged_day_file_gives_what_the_whole_file_read_gave(tmp_path: Path) -> None:
    log = MessageLog(tmp_path, SEOUL)
    log.append([record(seq, f"말 {seq}") for seq in range(1, 6)])
    path = log.day_files()[0]
    old_style = json.dumps(  # seq not last, chat_id a string: only a decode tells its seq
        {"seq": 6, "sender": "지연", "text": "옛 기록", "timestamp": STAMP, "chat_id": "-100"},
        ensure_ascii=False,
    ).encode()
    two_in_one = b"[" + encode(record(7, "일곱")) + b"," + encode(record(8, "여덟")) + b"]"
    with path.open("ab") as out:
        out.write(b'{"sender": "x", "text": "cut sh\n')  # corrupt
        out.write(old_style + b"\n\n")
        out.write(two_in_one + b"\n")
        out.write(encode(record(9, "아홉")).replace(b'"text"', b'"txt"') + b"\n")  # invalid
        out.write(encode(record(10, "열")) + b"\n")
        out.write(encode(record(2, "다시 둘")) + b"\n")  # the same seq again
        out.write(encode(record(11, "찢긴"))[:-9])  # torn last line
    index = SeqIndex()
    same_everywhere(index, path, 12)
    assert [r.text for r in indexed(index, path, frozenset({2, 6, 8}))] == [
        "말 2",
        "옛 기록",
        "여덟",
        "다시 둘",
    ]
    # a last line without its newline that is whole is read, as the whole-file read did
    with path.open("ab") as out:
        out.write(b"\n" + encode(record(12, "끝")))
    same_everywhere(index, path, 12)
    assert [r.text for r in indexed(index, path, frozenset({12}))] == ["끝"]
    log.close()


def test_a_table_built_before_the_file_changed_is_not_trusted(tmp_path: Path) -> None:
    log = MessageLog(tmp_path, SEOUL)
    log.append([record(seq, f"말 {seq}") for seq in range(1, 30)])
    path = log.day_files()[0]
    index = SeqIndex()
    same_everywhere(index, path, 30)

    # appended after the table was built
    log.append([record(seq, f"나중 {seq}") for seq in range(30, 40)])
    assert [r.text for r in indexed(index, path, frozenset({35}))] == ["나중 35"]
    same_everywhere(index, path, 40)

    # a forget replaces the file (another inode) with the same lines but one
    assert rewrite_without(path, lambda line: b'"seq":7}' in line)
    assert indexed(index, path, frozenset({7})) == []
    same_everywhere(index, path, 40)

    # cut back in place (a failed append truncated away) and written again, longer
    size = path.stat().st_size
    os.truncate(path, size // 2)
    with path.open("ab") as out:
        out.write(b"\n" + b"\n".join(encode(record(s, f"새 {s}")) for s in range(50, 90)))
        out.write(b"\n")
    assert path.stat().st_size > size
    # first a seq the table never had, on a line that starts before the table's end
    assert [r.text for r in indexed(index, path, frozenset({51}))] == ["새 51"]
    same_everywhere(index, path, 90)

    # rewritten in place to the same length, other text at the same offsets
    data = path.read_bytes()
    path.write_bytes(data.replace("새".encode(), "옛".encode()))
    assert [r.text for r in indexed(index, path, frozenset({60}))] == ["옛 60"]
    same_everywhere(index, path, 90)
    log.close()


def test_tables_over_the_byte_cap_drop_the_least_recently_used(tmp_path: Path) -> None:
    log = MessageLog(tmp_path, SEOUL)
    paths = []
    for day in (14, 15, 16):
        stamp = f"2026-03-{day}T09:30:00+09:00"
        log.append(
            [
                MessageRecord(sender="민준", text=f"{day}일 {s}", timestamp=stamp, seq=s)
                for s in range(day * 100, day * 100 + 200)
            ]
        )
        paths.append(log.path_for(date(2026, 3, day)))
    index = SeqIndex(max_bytes=2 * 200 * 24 + 500)  # room for two tables
    for path, day in zip(paths, (14, 15, 16), strict=True):
        assert [r.text for r in indexed(index, path, frozenset({day * 100 + 5}))] == [
            f"{day}일 {day * 100 + 5}"
        ]
    assert index.kept() == [str(paths[1]), str(paths[2])]
    # the first day, looked up again, is read again and still right
    assert [r.text for r in indexed(index, paths[0], frozenset({1405}))] == ["14일 1405"]
    assert index.kept() == [str(paths[2]), str(paths[0])]
    log.close()
