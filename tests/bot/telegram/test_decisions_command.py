"""``/결정`` in the chat (real service, python-telegram-bot, fake Bot API), ``decisions`` on the
command line, and the demo's decision section, on the shipped sample replayed offline."""

from __future__ import annotations

import io
import json
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.bot.cli.demo import DEMO_CHAT, run_demo
from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.understanding.ledger import decisions
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from tests.bot.telegram.test_commands_chat import ask, filled_config
from tests.botkit import CHAT, running
from tests.fakes.fake_telegram import FakeBotAPI

SEOUL = ZoneInfo("Asia/Seoul")
# In the sample, 민준 proposes the workshop fee (message 129), 도윤 and 서연 answer "찬성"
# (130, 131) and 클로디 (a bot) sums the plan up as decided (133); later 민준 proposes
# Tuesday 2 pm for the demo (187), 도윤 and 서연 agree (188, 189) and 클로디 states it
# (190). Both decisions are the people's, linked to the proposal that made them, the
# bot's wrap-up among their evidence.
FEE = "https://t.me/c/1234567890/129"
FEE_TEXT = "민준: 그럼 회비 1인당 10만원으로 하자"
DEMO_DATE = "민준: 그럼 화요일 오후 2시로 하자"


@pytest.mark.anyio
async def test_decisions_lists_decisions_newest_first_with_date_agreement_and_link(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        answer = (await ask(tg, "/결정")).params["text"]
        assert (await ask(tg, "/decisions")).params["text"] == answer
    head, _, proposals = answer.partition("💡")
    assert head.startswith("🧭 결정 ")
    numbered = [line for line in head.splitlines() if line[:1].isdigit()]
    dates = [line.split(" · ")[0].split(". ")[1] for line in numbered]
    assert dates == sorted(dates, reverse=True) and len(numbered) >= 3
    backed = next(line for line in numbered if FEE in line)
    assert backed.startswith(f"{numbered.index(backed) + 1}. 2026-03-12 · {FEE_TEXT}")
    # the humans who proposed and agreed (not only the proposer), not the bot that summed up
    assert "(동의: 민준, 도윤, 서연)" in backed
    demo = next(line for line in numbered if DEMO_DATE in line)
    assert "(동의: 민준, 도윤, 서연)" in demo and demo.endswith("/187")
    # a persona's suggestion nobody took up is no decision: it waits apart
    assert "클로디: 데모 시나리오는 3단계로" in proposals
    assert not any("클로디:" in line for line in numbered)


def test_the_cli_prints_the_same_ledger_as_json_and_links_disappear_with_the_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run_demo(io.StringIO(), data_dir=tmp_path)
    capsys.readouterr()
    argv = ["--data-dir", str(tmp_path), "decisions", "--chat", str(DEMO_CHAT), "--json"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["chat_id"] == DEMO_CHAT
    entries = data["decisions"]
    fee = next(e for e in entries if e["link"] == FEE)
    assert fee["date"] == "2026-03-12" and not fee["proposal"] and fee["text"] == FEE_TEXT
    # the demo ends with 도윤 erasing themselves: their "찬성" (30) went with them
    assert fee["agreed_by"] == ["민준", "서연"] and fee["message_id"] == 129
    assert fee["evidence"][0] == 29 and 33 in fee["evidence"]  # the bot's wrap-up backs it
    assert 30 not in fee["evidence"]
    demo = next(e for e in entries if DEMO_DATE in e["text"])
    assert not demo["proposal"] and demo["message_id"] == 187 and demo["evidence"][0] == 87
    assert main(["--data-dir", str(tmp_path), "decisions", "--chat", str(DEMO_CHAT)]) == 0
    assert FEE in capsys.readouterr().out
    root = DataRoot(tmp_path)
    log = MessageLog(root.log_dir(DEMO_CHAT), SEOUL)
    for path in log.day_files():
        path.unlink()  # the messages left the log (as after the archive or a deletion)
    after = decisions(root, DEMO_CHAT, SEOUL)
    assert [e.text for e in after] == [e["text"] for e in entries]
    assert all(e.link is None for e in after)


def test_an_unknown_chat_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "chats" / "5").mkdir(parents=True)
    assert main(["--data-dir", str(tmp_path), "decisions", "--chat", "6"]) == 2
    assert "chat 6 has no memory" in capsys.readouterr().err


def test_the_demo_shows_a_decision_and_the_messages_it_rests_on(tmp_path: Path) -> None:
    out = io.StringIO()
    run_demo(out, data_dir=tmp_path)
    text = out.getvalue()
    section = text[text.index("━━━ 8. /결정") : text.index("━━━ 9.")]
    assert "1. 2026-03-15 · 서연: 롤백 연습도 한 번 해보자" in section  # the newest first
    evidence = section.split("번 결정의 근거 메시지:\n", 1)[1].splitlines()
    shown = [line for line in evidence if line.startswith("  #")]
    # the proposal first, then the people who took it up
    assert len(shown) >= 3 and "자" in shown[0] and any("찬성" in line for line in shown)
    insight = text[text.index("━━━ 7.") : text.index("━━━ 8.")]
    # /정리 reads its decisions where /결정 does: the same lines, the same links
    assert "[결정과 근거]" in insight and "https://t.me/c/1234567890/187" in insight
    listed = [line.split(". ", 1)[1] for line in section.splitlines() if line[:2] in ("1.", "5.")]
    assert len(listed) == 2 and all(f"• {line}" in insight for line in listed)
    assert CHAT == DEMO_CHAT  # the chat tests and the demo use the same supergroup id
