"""Shared set-up of the bot tests: three persona bots on the fake Bot API, Claude on the
fake Messages API, a config file in tmp_path, and the real service run in-process."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from functools import partial
from pathlib import Path
from typing import Any

import anyio

from groupchat_memory.base.systemd import SystemdNotifier
from groupchat_memory.bot.config.file import Config, load_config
from groupchat_memory.bot.telegram.personas import Pacing
from groupchat_memory.bot.telegram.service import run_service
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.records import MessageRecord
from tests.fakes.fake_anthropic import FakeAnthropic, Reply, _text_of, schema_filler, text
from tests.fakes.fake_telegram import FakeBotAPI

CHAT = -1001234567890
OTHER_CHAT = -1009999999999
# (name, token variable, token, username), in config order
PERSONAS = (
    ("잼민이", "JEMINI_BOT_TOKEN", "101:JEM", "jemini_bot"),
    ("코덱스", "CODEX_BOT_TOKEN", "102:COD", "codex_bot"),
    ("클로디", "CLAUDY_BOT_TOKEN", "103:CLA", "claudy_bot"),
)
TOKEN = {name: token for name, _env, token, _user in PERSONAS}


def answer_of(name: str) -> str:
    """What the fake Claude answers for a persona (distinct per persona)."""
    return f"{name}의 답변입니다 ({name}-고유표시)"


def persona_responder(body: dict[str, Any]) -> Reply:
    """Summaries get a filled tool call; persona calls get the persona's fixed answer."""
    if body.get("tools"):
        return schema_filler(body)
    system = _text_of(body.get("system"))
    for name, *_ in PERSONAS:
        if f"당신의 이름: {name}" in system:
            return text(answer_of(name))
    return text("누구인지 모르겠어요")


def persona_prompts(llm: FakeAnthropic) -> list[str]:
    """System + user text of every persona call (not summaries), in arrival order."""
    return [
        _text_of(r.body.get("system")) + "\n" + _text_of(r.body.get("messages"))
        for r in list(llm.requests)
        if not r.body.get("tools")
    ]


def start_fake_telegram(*, readable: bool = True) -> FakeBotAPI:
    """The fake Bot API with the three persona bots registered."""
    fake = FakeBotAPI(max_poll_timeout=0.2).start()
    for name, _env, token, user in PERSONAS:
        fake.add_bot(token, user, first_name=name, can_read_all_group_messages=readable)
    return fake


def write_config(
    tmp_path: Path,
    fake: FakeBotAPI,
    llm_url: str | None,
    *,
    modes: Iterable[str] = ("mention", "mention", "mention"),
    allowed: Iterable[int] = (CHAT,),
    summary_every: int = 1000,
    admins: Iterable[int] = (),
    extra_env: dict[str, str] | None = None,
    bot_keys: dict[str, str] | None = None,
    extra_toml: str = "",
    semantic: bool = False,
) -> Config:
    """Write a config for the three personas and load it as the CLI would.

    ``bot_keys`` adds TOML lines to one persona's ``[[bots]]`` entry (by name), e.g. its
    provider; ``extra_toml`` adds whole sections such as ``[privacy]``. ``semantic``: the
    service tests are about recording, commands and personas, so they leave the model (and
    its background embedding) out unless asked; semantic recall has tests of its own."""
    bots = []
    for (name, env, _token, _user), mode in zip(PERSONAS, modes, strict=True):
        keys = (bot_keys or {}).get(name, 'model = "claude-haiku-4-5"\n')
        bots.append(
            f'[[bots]]\nname = "{name}"\ntoken_env = "{env}"\npersona = "너는 {name}."\n'
            f'reply_mode = "{mode}"\n{keys}' + ("commands = true\n" if name == "클로디" else "")
        )
    llm = (
        f'provider = "anthropic"\nbase_url = "{llm_url}"\nmax_retries = 0\ntimeout_s = 20\n'
        if llm_url
        else 'provider = "auto"\napi_key_env = "NO_SUCH_KEY_FOR_TESTS"\n'
    )
    text_ = (
        f'data_dir = "{tmp_path / "data"}"\n'
        f'[telegram]\nbase_url = "{fake.base_url}"\n'
        f"allowed_chats = [{', '.join(str(c) for c in allowed)}]\npoll_timeout = 1\n"
        f"admins = [{', '.join(str(a) for a in admins)}]\n"
        f"[llm]\n{llm}"
        f"[memory]\nsummary_every = {summary_every}\n"
        f"semantic_recall = {str(semantic).lower()}\n{extra_toml}\n" + "\n".join(bots)
    )
    path = tmp_path / "groupchat-memory.toml"
    path.write_text(text_, encoding="utf-8")
    environ = {var: token for _name, var, token, _user in PERSONAS}
    environ["ANTHROPIC_API_KEY"] = "test-key"
    environ.update(extra_env or {})
    return load_config(path, environ=environ)


@asynccontextmanager
async def running(config: Config, pacing: Pacing | None = None) -> AsyncIterator[None]:
    """The real service in a task group; stopped (cleanly) when the block ends.
    ``pacing``: how its personas keep up (the service's default when None)."""
    stop, started = anyio.Event(), anyio.Event()
    async with anyio.create_task_group() as tg:
        tg.start_soon(
            partial(
                run_service,
                config,
                stop=stop,
                handle_signals=False,
                started=started,
                notifier=SystemdNotifier(environ={}),
                **({} if pacing is None else {"pacing": pacing}),
            )
        )
        with anyio.fail_after(20):
            await started.wait()
        try:
            yield
        finally:
            stop.set()


def records(config: Config, chat_id: int = CHAT) -> list[MessageRecord]:
    """Everything on disk for one chat, oldest first."""
    return list(MessageLog(config.root.log_dir(chat_id), config.memory.tz).scan())


def press_button(
    tg: FakeBotAPI,
    data: str,
    *,
    chat_id: int = CHAT,
    message_id: int = 1,
    user_id: int = 1001,
    name: str = "민수",
) -> None:
    """``user_id`` presses the button ``data`` on the command persona's message."""
    tg.push_update(
        TOKEN["클로디"],
        {
            "callback_query": {
                "id": f"cb{time.monotonic_ns()}",
                "from": {"id": user_id, "is_bot": False, "first_name": name},
                "chat_instance": "ci",
                "data": data,
                "message": {
                    "message_id": message_id,
                    "date": int(time.time()),
                    "chat": {"id": chat_id, "type": "supergroup", "title": "AI집단지성"},
                    "text": "...",
                },
            }
        },
    )
