"""A forgotten member's name leaves the answers the log keeps: ``/결정`` answers naming
them among who agreed (``동의: 민준, 도윤, 서연``), a reactions-only member's ``지호 👍``,
``/정리`` answers naming them among who took part. Real service, fake Bot API, the
shipped sample conversation."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.bot.config.file import Config
from tests.bot.telegram.test_commands_chat import ask, filled_config
from tests.bot.telegram.test_forget_others_words import forget_me
from tests.bot.telegram.test_reactions import (
    emoji,
    member,
    reaction_update,
    reactions,
    to_every_persona,
)
from tests.botkit import CHAT, records, running
from tests.fakes.fake_telegram import FakeBotAPI

ADMIN, DOYUN, JIHO = 1001, 1003, 4001


def answers_naming(config: Config, name: str) -> list[str]:
    """The bot's command answers in the log that name ``name``."""
    return [r.text for r in records(config)
            if r.is_bot and r.kind in ("command", "edit") and name in r.text]  # fmt: skip


def files_naming(data: Path, name: str) -> list[str]:
    needle = name.encode()
    return [str(p.relative_to(data)) for p in sorted(data.rglob("*"))
            if p.is_file() and needle in p.read_bytes()]  # fmt: skip


@pytest.mark.anyio
async def test_forget_me_takes_the_members_name_out_of_stored_decision_and_organize_answers(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg, admins=(ADMIN,))
    async with running(config):
        to_every_persona(tg, reaction_update(emoji("👍"), user=member(JIHO, "지호")))
        await tg.until(lambda: len(reactions(config)) == 1)
        decisions = (await ask(tg, "/결정")).params["text"]
        assert "지호 👍" in decisions and "도윤" in decisions
        tg.push_message(CHAT, "/정리", sender="민준", sender_id=ADMIN)
        await tg.until(lambda: len(tg.calls("editMessageText")) >= 1)
        organized = tg.calls("editMessageText")[-1].params["text"]
        assert "도윤" in organized, organized
        assert answers_naming(config, "지호") and answers_naming(config, "도윤")

        assert "🧹 메시지 2개" in await forget_me(tg, JIHO, "지호")  # the 👍 and the command
        assert answers_naming(config, "지호") == []
        assert files_naming(config.data_dir, "지호") == []
        await forget_me(tg, DOYUN, "도윤")
        assert answers_naming(config, "도윤") == []
        # what the others asked is answered anew from what is left
        again = (await ask(tg, "/결정")).params["text"]
        assert "도윤" not in again and "지호" not in again and "(동의: 민준, 서연" in again
