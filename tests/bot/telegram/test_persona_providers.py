"""Every persona on its own model: the real service with the real anthropic and openai SDKs
against fake servers on 127.0.0.1, and a ``command`` persona that is a tiny Python script."""

from __future__ import annotations

import json
import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.bot.config.file import Config, load_config
from groupchat_memory.bot.views.answers import text_answer
from groupchat_memory.domain.summaries.usage import read_usage
from tests.botkit import (
    CHAT,
    PERSONAS,
    TOKEN,
    answer_of,
    persona_prompts,
    records,
    running,
    write_config,
)
from tests.fakes.fake_anthropic import FakeAnthropic, error
from tests.fakes.fake_openai import Completion, FakeOpenAI, answer, api_error, request_text
from tests.fakes.fake_telegram import FakeBotAPI

PHONE = "010-1234-5678"
SECRET_LINE = f"제 번호는 {PHONE} 이에요"

SCRIPT = """\
import os, sys, time
prompt = sys.stdin.read()
log_path, mode, name = sys.argv[1], sys.argv[2], sys.argv[3]
with open(log_path, "a", encoding="utf-8") as log:
    log.write(prompt + "\\n<<END>>\\n")
if mode == "fail":
    print("boom for 010-9876-5432", file=sys.stderr)
    sys.exit(3)
if mode == "hang":
    time.sleep(60)
if mode == "env":
    print("token seen" if os.environ.get("CODEX_BOT_TOKEN") else "no token")
    sys.exit(0)
print(f"{name}의 답변입니다 ({name}-고유표시)")
"""


def openai_persona(body: dict[str, Any]) -> Completion:
    """The fake OpenAI endpoint answers each persona in its own voice."""
    text = request_text(body)
    for name, *_ in PERSONAS:
        if f"당신의 이름: {name}" in text:
            return answer(answer_of(name))
    return answer("누구인지 모르겠어요")


@pytest.fixture
def oai() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(responder=openai_persona) as fake:
        yield fake


def command_keys(tmp_path: Path, mode: str = "answer", timeout_s: float = 30.0) -> str:
    """The ``[[bots]]`` lines of a command persona (코덱스) running the script above."""
    folder = tmp_path / "persona"  # never the folder holding the config
    folder.mkdir(exist_ok=True)
    script = folder / "persona_cmd.py"
    script.write_text(SCRIPT, encoding="utf-8")
    argv = [sys.executable, str(script), str(folder / "stdin.log"), mode, "코덱스"]
    # the sandbox lets the script write its stdin log beside itself
    return (
        f'provider = "command"\nargv = {json.dumps(argv)}\ntimeout_s = {timeout_s}\n'
        f"writable = [{json.dumps(str(folder))}]\n"
    )


def command_persona_line(out: str) -> str:
    """doctor's line on 코덱스: how it answers, or (the tests running as root) that a root
    service must not run it."""
    wanted = (
        f"bot 코덱스: answers @mentions and replies with command ({sys.executable})"
        if os.geteuid()
        else "bots[1] '코덱스' is a command persona and the service runs as root"
    )
    return next(line for line in out.splitlines() if wanted in line)


def openai_keys(fake: FakeOpenAI) -> str:
    return (
        f'provider = "openai"\nbase_url = "{fake.base_url}"\nmodel = "gpt-fake"\n'
        'api_key_env = "OPENAI_KEY_FOR_TESTS"\n'
    )


def three_providers(
    tmp_path: Path,
    tg: FakeBotAPI,
    llm: FakeAnthropic,
    oai: FakeOpenAI,
    modes: tuple[str, ...],
    *,
    codex: str = "answer",
    extra_toml: str = "",
) -> Config:
    """The config of 잼민이 on OpenAI, 코덱스 on a command (``codex`` mode), 클로디 on Claude."""
    return write_config(
        tmp_path,
        tg,
        llm.base_url,
        modes=modes,
        bot_keys={"잼민이": openai_keys(oai), "코덱스": command_keys(tmp_path, codex)},
        extra_env={"OPENAI_KEY_FOR_TESTS": "sk-openai-test"},
        extra_toml=extra_toml,
    )


def command_prompts(tmp_path: Path) -> list[str]:
    path = tmp_path / "persona" / "stdin.log"
    if not path.exists():
        return []
    return [p for p in path.read_text(encoding="utf-8").split("\n<<END>>\n") if p.strip()]


@pytest.mark.anyio
async def test_three_personas_on_three_providers_answer_in_order_each_seeing_the_earlier(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic, oai: FakeOpenAI
) -> None:
    config = three_providers(tmp_path, tg, llm, oai, ("all", "all", "all"))
    async with running(config):
        tg.push_message(CHAT, "다들 이번 주 배포 계획 어떻게 생각해?")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 3)
    sent = tg.sent_messages(CHAT)
    assert [r.token for r in sent] == [TOKEN[name] for name, *_ in PERSONAS]
    assert [r.params["text"] for r in sent] == [answer_of(name) for name, *_ in PERSONAS]
    (openai_call,) = oai.requests
    assert openai_call.api_key == "sk-openai-test"
    assert openai_call.body["model"] == "gpt-fake"
    assert "다들 이번 주 배포 계획" in request_text(openai_call.body)
    (command_prompt,) = command_prompts(tmp_path)
    assert answer_of("잼민이") in command_prompt and "당신의 이름: 코덱스" in command_prompt
    (claude_prompt,) = persona_prompts(llm)
    assert answer_of("잼민이") in claude_prompt and answer_of("코덱스") in claude_prompt
    assert [r.sender for r in records(config) if r.is_bot] == [n for n, *_ in PERSONAS]
    usage = read_usage(config.root, CHAT)
    assert {name: u.provider for name, u in usage.items()} == {
        "잼민이": "openai",
        "코덱스": "command",
        "클로디": "anthropic",
    }
    assert usage["잼민이"].calls == 1 and usage["잼민이"].tokens.input_tokens > 0
    assert usage["클로디"].tokens.output_tokens > 0
    assert usage["코덱스"].calls == 1 and usage["코덱스"].tokens.input_tokens == 0
    stats = text_answer(config, CHAT, "stats", "")  # what /stats answers in the chat
    assert "페르소나 모델:" in stats
    assert "• 잼민이 (openai gpt-fake): 호출 1회, 토큰 입력" in stats
    assert f"• 코덱스 (command {sys.executable}): 호출 1회" in stats


@pytest.mark.anyio
async def test_a_provider_that_is_down_answers_nothing_while_the_others_answer(
    tmp_path: Path,
    tg: FakeBotAPI,
    llm: FakeAnthropic,
    oai: FakeOpenAI,
    caplog: pytest.LogCaptureFixture,
) -> None:
    oai.queue(api_error(503, "overloaded"))
    config = three_providers(tmp_path, tg, llm, oai, ("all", "all", "all"), codex="fail")
    with caplog.at_level(logging.WARNING):
        async with running(config):
            tg.push_message(CHAT, "누가 대답할 수 있어?")
            await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
    assert [r.params["text"] for r in tg.sent_messages(CHAT)] == [answer_of("클로디")]
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert "잼민이: chat completion at" in logged and "503" in logged
    assert "코덱스:" in logged and "exited with status 3" in logged
    assert "boom for" in logged and "010-9876-5432" not in logged  # stderr masked
    usage = read_usage(config.root, CHAT)
    assert usage["잼민이"].failures == 1 and usage["코덱스"].failures == 1


@pytest.mark.anyio
async def test_a_command_that_hangs_is_killed_at_its_timeout_and_the_round_goes_on(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic, caplog: pytest.LogCaptureFixture
) -> None:
    config = write_config(
        tmp_path,
        tg,
        llm.base_url,
        modes=("mention", "all", "all"),
        bot_keys={"코덱스": command_keys(tmp_path, "hang", timeout_s=0.5)},
    )
    async with running(config):
        tg.push_message(CHAT, "오래 걸리는 질문")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
    assert [r.token for r in tg.sent_messages(CHAT)] == [TOKEN["클로디"]]
    assert any("did not answer in 0.5 s (killed)" in r.getMessage() for r in caplog.records)


@pytest.mark.anyio
async def test_a_command_persona_never_inherits_the_bot_tokens(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CODEX_BOT_TOKEN", TOKEN["코덱스"])
    config = write_config(
        tmp_path,
        tg,
        llm.base_url,
        modes=("mention", "all", "mention"),
        bot_keys={"코덱스": command_keys(tmp_path, "env")},
    )
    async with running(config):
        tg.push_message(CHAT, "환경 변수 봐줘")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
    assert [r.params["text"] for r in tg.sent_messages(CHAT)] == ["no token"]


@pytest.mark.anyio
@pytest.mark.parametrize("raw", [False, True])
async def test_pii_reaches_no_model_unless_the_privacy_switch_is_on(
    tmp_path: Path,
    tg: FakeBotAPI,
    llm: FakeAnthropic,
    oai: FakeOpenAI,
    raw: bool,
) -> None:
    privacy = f"[privacy]\nraw_text_to_models = {str(raw).lower()}\n"
    config = three_providers(tmp_path, tg, llm, oai, ("mention",) * 3, extra_toml=privacy)
    async with running(config):
        tg.push_message(CHAT, "연락처 남길게요")
        tg.push_message(CHAT, SECRET_LINE)  # in the memory block of the next prompts
        tg.push_message(CHAT, f"@claudy_bot @jemini_bot @codex_bot {SECRET_LINE}")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 3)
    claude_body = b"\n".join(llm.bodies).decode("utf-8")
    openai_body = b"\n".join(oai.bodies).decode("utf-8")
    (stdin,) = command_prompts(tmp_path)
    for seen in (claude_body, openai_body, stdin):
        assert "연락처 남길게요" in seen  # the memory block is there
        assert (PHONE in seen) is raw, seen
        if not raw:
            assert seen.count("[전화번호]") >= 2  # the message and the memory block
    assert PHONE not in "".join(r.text for r in records(config))  # disk stays masked


ACCOUNTS = ("1234-56-789012", "123-45-67890", "123-456-7890")


@pytest.mark.anyio
async def test_account_numbers_of_the_original_shape_reach_neither_disk_nor_model(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url)
    async with running(config):
        tg.push_message(CHAT, f"회비는 {ACCOUNTS[0]}로 보내줘")
        tg.push_message(CHAT, f"난 {ACCOUNTS[1]} 여기")
        tg.push_message(CHAT, f"@claudy_bot 총무 계좌 {ACCOUNTS[2]} 맞아?")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
    prompt = "".join(persona_prompts(llm))
    assert "회비는 [계좌번호]로 보내줘" in prompt and "총무 계좌 [계좌번호] 맞아?" in prompt
    on_disk = "".join(
        p.read_text("utf-8")
        for p in (tmp_path / "data").rglob("*")
        if p.is_file() and p.suffix in (".jsonl", ".json")
    )
    assert "[계좌번호]" in on_disk
    for number in ACCOUNTS:
        assert number not in prompt and number not in on_disk


@pytest.mark.parametrize(
    ("keys", "message"),
    [
        ('provider = "openai"\nargv = ["x"]\n', "argv` applies only to provider"),
        ('provider = "command"\n', "needs argv"),
        ('provider = "command"\nargv = ["x"]\nbase_url = "http://h"\n', "does not apply"),
        ('provider = "gemini"\n', '"anthropic", "openai" or "command"'),
        ('provider = "openai"\napi_key_env = "sk-123"\n', "NAME of an environment variable"),
        ('provider = "openai"\nbase_url = "ftp://x"\n', "http:// or https://"),
    ],
)
def test_provider_keys_that_do_not_fit_are_config_errors_naming_the_key(
    tmp_path: Path, tg: FakeBotAPI, keys: str, message: str
) -> None:
    with pytest.raises(ConfigError, match="bots\\[0\\]") as caught:
        write_config(tmp_path, tg, None, bot_keys={"잼민이": keys})
    assert message in str(caught.value)


def test_doctor_says_when_raw_text_reaches_the_models_and_which_provider_each_persona_uses(
    tmp_path: Path, tg: FakeBotAPI, oai: FakeOpenAI, capsys: pytest.CaptureFixture[str]
) -> None:
    from groupchat_memory.bot.cli.main import main

    keys = {"잼민이": openai_keys(oai), "코덱스": command_keys(tmp_path)}
    write_config(tmp_path, tg, None, bot_keys=keys)
    config_path = str(tmp_path / "groupchat-memory.toml")
    main(["--config", config_path, "doctor", "--offline"])
    out = capsys.readouterr().out
    assert "no OPENAI_KEY_FOR_TESTS, it stays silent" in out
    assert command_persona_line(out)
    assert "chat text is PII-masked before it reaches any model" in out
    write_config(
        tmp_path, tg, None, bot_keys=keys, extra_toml="[privacy]\nraw_text_to_models = true\n"
    )
    main(["--config", config_path, "doctor", "--offline"])
    assert "raw_text_to_models is on" in capsys.readouterr().out
    missing = {"코덱스": 'provider = "command"\nargv = ["no-such-agent-cli", "-p"]\n'}
    write_config(tmp_path, tg, None, bot_keys=missing)
    assert main(["--config", config_path, "doctor", "--offline"]) == 1
    out = capsys.readouterr().out
    assert "the command 'no-such-agent-cli' is not found" in out and "bots[1].argv" in out


def test_the_example_config_puts_three_personas_on_three_providers() -> None:
    example = Path(__file__).resolve().parents[3] / "groupchat-memory.example.toml"
    config = load_config(example, environ={"GEMINI_API_KEY": "k"})
    assert [(m.name, m.provider) for m in config.persona_models()] == [
        ("잼민이", "openai"),
        ("코덱스", "command"),
        ("클로디", "anthropic"),
    ]
    assert not config.privacy.raw_text_to_models


@pytest.mark.anyio
async def test_offline_summaries_leave_an_anthropic_persona_with_its_own_key_answering(
    tmp_path: Path,
    tg: FakeBotAPI,
    llm: FakeAnthropic,
    oai: FakeOpenAI,
    caplog: pytest.LogCaptureFixture,
) -> None:
    claudy = (
        f'provider = "anthropic"\nbase_url = "{llm.base_url}"\n'
        'api_key_env = "CLAUDY_MODEL_KEY"\nmodel = "claude-haiku-4-5"\n'
    )
    config = write_config(
        tmp_path,
        tg,
        None,
        modes=("all", "all", "all"),
        bot_keys={"잼민이": openai_keys(oai), "코덱스": command_keys(tmp_path), "클로디": claudy},
    )
    assert config.source is not None
    offline = config.source.read_text("utf-8").replace('provider = "auto"', 'provider = "offline"')
    config.source.write_text(offline, "utf-8")
    environ = {var: token for _name, var, token, _user in PERSONAS}
    environ.update({"OPENAI_KEY_FOR_TESTS": "k", "CLAUDY_MODEL_KEY": "claudy-own-key"})
    config = load_config(config.source, environ=environ)
    assert config.llm.provider == "offline"
    async with running(config):
        tg.push_message(CHAT, "오프라인 요약일 때도 다들 대답해?")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 3)
    assert [r.token for r in tg.sent_messages(CHAT)] == [TOKEN[n] for n, *_ in PERSONAS]
    (claude_call,) = [r for r in llm.requests if not r.body.get("tools")]
    assert claude_call.api_key == "claudy-own-key"
    assert not any("stay silent" in r.getMessage() for r in caplog.records)


def test_doctor_prints_a_line_per_persona_and_probes_each_endpoint_once(
    tmp_path: Path,
    tg: FakeBotAPI,
    llm: FakeAnthropic,
    oai: FakeOpenAI,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from groupchat_memory.bot.cli.main import main

    with FakeOpenAI() as gone:
        down = gone.base_url  # a port nobody listens on once this block ends
    keys = {
        "잼민이": openai_keys(oai).replace(oai.base_url, down),
        "코덱스": command_keys(tmp_path),
    }
    write_config(tmp_path, tg, llm.base_url, modes=("all", "mention", "all"), bot_keys=keys)
    config_path = str(tmp_path / "groupchat-memory.toml")
    env = {"OPENAI_KEY_FOR_TESTS": "sk-openai-test", "ANTHROPIC_API_KEY": "test-key"}
    with pytest.MonkeyPatch.context() as mp:
        for name, value in env.items():
            mp.setenv(name, value)
        for _name, var, token, _user in PERSONAS:
            mp.setenv(var, token)
        llm.queue(error(401, "invalid x-api-key"))
        assert main(["--config", config_path, "doctor"]) == 1
    out = capsys.readouterr().out
    assert "✗ bot 잼민이: openai (gpt-fake at " in out and f"cannot reach {down}" in out
    assert command_persona_line(out).startswith("✓" if os.geteuid() else "✗")
    assert "✗ bot 클로디: anthropic (claude-haiku-4-5 at" in out and "rejected the key (401)" in out
    assert len([r for r in llm.requests if not r.body.get("tools")]) == 1  # probed once
    assert "test-key" not in out and "sk-openai-test" not in out
    with pytest.MonkeyPatch.context() as mp:
        for name, value in env.items():
            mp.setenv(name, value)
        for _name, var, token, _user in PERSONAS:
            mp.setenv(var, token)
        main(["--config", config_path, "doctor"])
    out = capsys.readouterr().out
    assert (
        "✓ bot 클로디: answers the conversation in turn with anthropic (claude-haiku-4-5 at" in out
    )
    assert "endpoint answered" in out
