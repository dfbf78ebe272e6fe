"""``lines_backwards``: every whole line back, newest first, at any block size; the last
line without its newline (an append in progress) is not one of them."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.store.reverse_lines import lines_backwards

LINES = [b"a", b"bb" * 40, b"ccc", b"", b"d" * 300, b"\xea\xb0\x80 e"]


@pytest.mark.parametrize("block", [1, 2, 3, 7, 64, 1 << 16])
def test_every_whole_line_comes_back_newest_first_at_any_block_size(
    tmp_path: Path, block: int
) -> None:
    path = tmp_path / "lines.jsonl"
    path.write_bytes(b"\n".join(LINES) + b"\n")
    assert list(lines_backwards(path, block) or []) == [x for x in LINES if x][::-1]
    path.write_bytes(b"\n".join(LINES) + b"\n" + b'{"unfinished": ')
    assert list(lines_backwards(path, block) or []) == [x for x in LINES if x][::-1]


def test_no_file_is_none_and_a_file_without_a_newline_has_no_whole_line(tmp_path: Path) -> None:
    path = tmp_path / "lines.jsonl"
    assert lines_backwards(path) is None
    for content in (b'{"half": ', b""):
        path.write_bytes(content)
        found = lines_backwards(path)
        assert found is not None and list(found) == []
