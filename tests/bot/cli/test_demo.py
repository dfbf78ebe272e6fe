"""The README's first command: the offline demo prints every section, in seconds."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.demo import run_demo

SECTIONS = [
    "━━━ 1. 대화 재생 ━━━",
    "━━━ 2. 자동 요약",
    "━━━ 3. /목차 ━━━",
    "━━━ 4. /기억 ",
    "━━━ 5. 후속 질문",
    "━━━ 6. 개인정보 마스킹",
    "━━━ 7. /정리: 채팅방에 올라가는 메시지",
]


def test_the_demo_replays_the_sample_offline_and_prints_every_section(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ANTHROPIC_", "GROUPCHAT_"))}
    env["TMPDIR"] = str(tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "groupchat_memory.bot", "demo"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    out = result.stdout
    positions = [out.index(title) for title in SECTIONS]
    assert positions == sorted(positions)
    assert "메시지 165개 기록, 건너뜀 0개" in out
    assert "요약기: offline" in out
    assert out.count("📝 [03/") >= 3  # several summaries, in full
    assert "\n2026-03-12:\n  - " in out and "\n2026-03-15:\n  - " in out
    assert "관련 기억" in out
    assert "[이전 대화 요약]" in out and "[최근 대화]" in out
    assert "저장: 민준: 회비는 국민은행 [계좌번호]" in out and "[전화번호]" in out
    assert "[이메일]" in out
    insight = out[out.index(SECTIONS[-1]) :]
    assert "[핵심 논점]" in insight and "[결론]" in insight and "[액션 아이템]" in insight
    assert "---" not in insight and "## " not in insight
    assert "샘플 대화 'AI집단지성'을 " in out
    forgot = out[out.index("━━━ 9. /잊어줘 (도윤님이 누르면)") :]
    assert forgot.index("🧹 메시지 35개를 지웠고") < forgot.index("35개 → 0개")
    assert "참여자인 요약: 5개 → 0개" in forgot
    assert out.rstrip().endswith("는 지웠습니다. 남기려면 `groupchat-memory demo --keep`.")
    # nothing but the demo's own (removed) temp folder was written
    assert list(tmp_path.iterdir()) == []
    assert not (tmp_path / "memory").exists()


GOLDEN = Path(__file__).parent / "golden" / "demo_summaries.txt"
GOLDEN_SECTIONS = ("2. 자동 요약", "3. /목차", "4. /기억", "7. /정리")


def test_the_demo_summaries_read_as_the_golden_file_a_person_has_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The offline summaries, table of contents, recall and /정리 message of the demo.

    A change in the offline summarizer shows here as a diff to read: regenerate with
    ``GOLDEN_UPDATE=1 pytest tests/bot/cli/test_demo.py`` and read the new file before
    committing it.
    """
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    out = io.StringIO()
    assert run_demo(out, data_dir=tmp_path / "data") == 0
    blocks = out.getvalue().split("\n━━━ ")
    shown = "\n".join(
        "━━━ " + b.split("\n\n다음: ")[0] for b in blocks if b.startswith(GOLDEN_SECTIONS)
    )
    if os.environ.get("GOLDEN_UPDATE"):
        GOLDEN.write_text(shown, "utf-8")
    assert shown == GOLDEN.read_text("utf-8")
