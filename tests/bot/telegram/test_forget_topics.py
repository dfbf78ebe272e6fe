"""A topic named after the member's words goes with them: summary tags and file names,
the tags of the others' log records, ``state.json``'s topic, insight front matter."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.index import read_index
from groupchat_memory.domain.summaries.insights import parse_insight, save_insight
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import InsightRecord, MessageRange
from tests.bot.cli.test_forget_cli import CHAT, MEMBER, OTHER, no_config_from_the_environment

__all__ = ["no_config_from_the_environment"]  # the autouse fixture, used here too

TAG = "quokkafest"


def seed(tmp_path: Path) -> Path:
    """A quiet first day, then a new topic the member dominates: its summary names it
    after their word, and the records logged after that carry the tag."""
    rows = []
    for i in range(150):
        day, minute = (12, i) if i < 60 else (13, i - 60)
        mine = i >= 60 and i % 3 != 0
        text = f"{TAG} 준비물 목록 {i}" if mine else f"서버 점검 일정 확인했어 {i}"
        rows.append({
            "sender": "민준" if mine else "서연", "sender_id": MEMBER if mine else OTHER,
            "text": text, "message_id": 100 + i,
            "timestamp": f"2026-03-{day}T{20 + minute // 60}:{minute % 60:02d}:05+09:00",
        })  # fmt: skip
    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]) == 0
    return data


def traces(data: Path) -> list[str]:
    """Every path under ``data`` whose name or bytes hold the tag."""
    return [
        str(p.relative_to(data))
        for p in sorted(data.rglob("*"))
        if TAG in p.name or (p.is_file() and TAG.encode() in p.read_bytes())
    ]


def test_a_topic_named_after_the_member_is_renamed_everywhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = seed(tmp_path)
    root = DataRoot(data)
    named = [name for name, r in summary_files(root.summaries_dir(CHAT)) if r.topic_tag == TAG]
    assert named and all(TAG in name for name in named)
    log_dir = root.log_dir(CHAT)
    theirs = [json.loads(line) for line in (log_dir / "2026-03-13.jsonl").read_text().splitlines()]
    assert any(r["sender_id"] == OTHER and r["topic_tag"] == TAG for r in theirs)
    assert TAG in root.state_path(CHAT).read_text("utf-8")
    report = save_insight(root, InsightRecord(
        chat_id=CHAT, chat_title="AI집단지성", title=f"AI집단지성: {TAG}",
        created="2026-03-13T22:00:00+09:00", period_from="2026-03-12", period_to="2026-03-12",
        message_range=MessageRange(1, 2), source_summaries=[named[0]], body="서버 점검 일정",
    ))  # fmt: skip
    kept = save_insight(root, InsightRecord(
        chat_id=CHAT, chat_title="AI집단지성", title="서버 점검",
        created="2026-03-13T22:00:00+09:00", period_from="2026-03-12", period_to="2026-03-12",
        message_range=MessageRange(1, 2), source_summaries=[named[0]], body="서버 점검 일정",
    ))  # fmt: skip
    capsys.readouterr()

    argv = ["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", str(MEMBER)]
    assert main([*argv, "--yes"]) == 0, capsys.readouterr().err
    assert traces(data) == []
    files = summary_files(root.summaries_dir(CHAT))
    assert all(TAG not in name and r.topic_tag != TAG for name, r in files)
    assert len(read_index(root.summary_index_path(CHAT))[0]) == len(files)
    # the others' records keep their place and text, under the new tag
    after = [json.loads(line) for line in (log_dir / "2026-03-13.jsonl").read_text().splitlines()]
    mine = [r["seq"] for r in theirs if r["sender_id"] == MEMBER]
    assert [r["text"] for r in after if r["kind"] == "message"] == [
        r["text"] for r in theirs if r["seq"] not in mine
    ]
    # the insight over the others' messages follows the renamed file; one titled after
    # the member's word is withdrawn
    [renamed] = [name for name, r in files if r.message_range.from_ == 1]
    untouched = parse_insight(kept.read_text("utf-8"))
    assert untouched.body == "서버 점검 일정"
    assert set(untouched.source_summaries) <= {name for name, _ in files}
    assert TAG not in parse_insight(report.read_text("utf-8")).title
    assert renamed
