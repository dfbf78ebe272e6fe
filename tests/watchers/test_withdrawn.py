"""A report withdrawn by an erasure leaves no title of the member's words in the
watcher's inbox files or its ledger, while the watcher runs."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import anyio
import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.summaries.insights import save_insight
from groupchat_memory.store.records import InsightRecord, MessageRange
from groupchat_memory.upkeep.scrub import WITHDRAWN_TITLE
from tests.bot.cli.test_forget_cli import CHAT, MARKER, MEMBER, seed, traces
from tests.watchers.workers.harness import inbox_entries
from tests.watchers.workers.rig import Setup, running

pytestmark = pytest.mark.anyio


async def test_a_withdrawn_report_takes_its_old_title_out_of_the_inbox_and_the_ledger(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    s = Setup(tmp_path)
    data = await anyio.to_thread.run_sync(seed, tmp_path)  # the CLI runs its own loop
    report = InsightRecord(
        chat_id=CHAT, chat_title="AI집단지성", title=f"{MARKER} 배포 회의 정리",
        created="2026-03-13T21:00:00+09:00", period_from="2026-03-12", period_to="2026-03-13",
        message_range=MessageRange(1, 60), body="민준의 제안을 정리했습니다",
    )  # fmt: skip
    async with running(s, s.settings()):
        save_insight(s.root, report)
        await s.until(lambda: len(s.inbox_hashes()) == 1, "the report")
        assert {"groupchat/insights/INBOX.md", "groupchat/insights/inbox.jsonl"} <= set(
            traces(data)
        )
        argv = ["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", str(MEMBER),
                "--yes"]  # fmt: skip
        assert await anyio.to_thread.run_sync(partial(main, argv)) == 0
        # the withdrawn version is delivered too (Anu learns it was withdrawn)
        await s.until(lambda: len(s.inbox_hashes()) == 2, "the withdrawn report")
        await s.until(lambda: traces(data) == [], f"no old title left: {traces(data)}")
    assert traces(data) == []
    assert [e["title"] for e in inbox_entries(s.insights)] == [WITHDRAWN_TITLE] * 2
    markdown = (s.insights / "INBOX.md").read_text("utf-8")
    assert markdown.count(f"**{WITHDRAWN_TITLE}**") == 2
