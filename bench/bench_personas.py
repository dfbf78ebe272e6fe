"""Persona overhead per provider, against the fake servers (instant models).

Three personas answer every message in ``all`` mode, one message in flight, 10 chats; the
same run is made with every persona on Claude (today's setup: the baseline), every
persona on an OpenAI-compatible endpoint, every persona a ``command`` (a tiny Python
script), and the three mixed (openai, command, anthropic). Printed per setup, in ms:
getUpdates -> first answer and -> whole round (p50/p99), and the step each persona adds
(its answer's send time minus the previous answer's, or the delivery for the first),
per provider. The models answer at once, so the figures are our overhead plus the SDK's
(and, for ``command``, starting a Python process); a bare PTB echo bot on the same fake
Bot API is printed as the floor.

    .venv/bin/python -m bench.bench_personas [--quick]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from functools import partial
from pathlib import Path
from typing import Any

import anyio

from bench.bench_bot import PERSONAS, _at_least, latency_echo, pct, token_env
from bench.cli import described
from groupchat_memory.bot.config.file import load_config
from tests.botkit import running
from tests.fakes.fake_anthropic import FakeAnthropic, text
from tests.fakes.fake_openai import FakeOpenAI, answer
from tests.fakes.fake_telegram import FakeBotAPI

SETUPS: dict[str, tuple[str, str, str]] = {
    "claude only (today)": ("anthropic", "anthropic", "anthropic"),
    "openai only": ("openai", "openai", "openai"),
    "command only": ("command", "command", "command"),
    "mixed: openai, command, claude": ("openai", "command", "anthropic"),
}
SCRIPT = "import sys\nsys.stdin.read()\nprint('네, 알겠습니다.')\n"


def _provider_keys(provider: str, oai: FakeOpenAI) -> str:
    if provider == "openai":
        return f'provider = "openai"\nbase_url = "{oai.base_url}"\nmodel = "gpt-fake"\n'
    if provider == "command":
        # the script as an argument, not a file: the persona's sandbox has a private /tmp
        return f'provider = "command"\nargv = {json.dumps([sys.executable, "-c", SCRIPT])}\n'
    return 'model = "claude-haiku-4-5"\n'


def write_config(
    root: Path, fake: FakeBotAPI, llm: FakeAnthropic, oai: FakeOpenAI, providers: tuple[str, ...],
    chats: list[int],
) -> Path:  # fmt: skip
    bots = "".join(
        f'[[bots]]\nname = "{n}"\ntoken_env = "{e}"\nreply_mode = "all"\n' + _provider_keys(p, oai)
        for (n, e, _t, _u), p in zip(PERSONAS, providers, strict=True)
    )
    path = root / "bench.toml"
    path.write_text(
        f'data_dir = "{root / "data"}"\n[telegram]\nbase_url = "{fake.base_url}"\n'
        f"allowed_chats = {chats}\npoll_timeout = 1\noverall_max_rate = 100000.0\n"
        f'group_max_rate = 100000.0\n[llm]\nprovider = "anthropic"\nbase_url = "{llm.base_url}"\n'
        f"[memory]\nsummary_every = 1000000\n\n{bots}",
        encoding="utf-8",
    )
    return path


async def run_setup(
    providers: tuple[str, ...], rounds: int, chats: int
) -> tuple[list[float], list[float], dict[str, list[float]]]:
    """First-answer and whole-round latencies, and each persona's step, by provider."""
    with (
        tempfile.TemporaryDirectory() as tmp,
        FakeBotAPI(max_poll_timeout=0.5) as fake,
        FakeAnthropic(responder=lambda body: text("네, 알겠습니다.")) as llm,
        FakeOpenAI(responder=lambda body: answer("네, 알겠습니다.")) as oai,
    ):
        for name, _e, token, user in PERSONAS:
            fake.add_bot(token, user, first_name=name)
        chat_ids = [-100_000_000_0000 - i for i in range(chats)]
        path = write_config(Path(tmp), fake, llm, oai, providers, chat_ids)
        config = load_config(path, environ={**token_env(), "ANTHROPIC_API_KEY": "bench"})
        by_token = {t: p for (_n, _e, t, _u), p in zip(PERSONAS, providers, strict=True)}
        firsts: list[float] = []
        wholes: list[float] = []
        steps: dict[str, list[float]] = {p: [] for p in providers}
        async with running(config):
            for r in range(rounds):
                for n, chat in enumerate(chat_ids):
                    mid = fake.push_message(chat, f"질문 {r}번: 다들 어떻게 생각해?")
                    want = (r * chats + n + 1) * 3
                    await fake.until(partial(_at_least, fake, want), 60)
                    sent = sorted(
                        (m.at, m.token)
                        for m in fake.sent_messages(chat)
                        if m.params.get("reply_parameters", {}).get("message_id") == mid
                    )
                    t0 = fake.first_delivery[(chat, mid)]
                    firsts.append(sent[0][0] - t0)
                    wholes.append(sent[-1][0] - t0)
                    before = t0
                    for at, token in sent:
                        steps[by_token[token]].append(at - before)
                        before = at
        return firsts, wholes, steps


def _row(label: str, values: list[float]) -> str:
    return f"{label:46} {len(values):>5} {pct(values, 0.5):>8.1f} {pct(values, 0.99):>8.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--quick", action="store_true", help="short run")
    args = parser.parse_args()
    rounds, chats = (3, 5) if args.quick else (10, 10)
    echo = anyio.run(latency_echo, rounds, chats, False)
    print(f"persona latency per provider, {chats} chats x {rounds} rounds x 3 personas, ms")
    print(f"{'':46} {'n':>5} {'p50':>8} {'p99':>8}")
    print(_row("floor: bare PTB echo bot (no memory/LLM)", echo))
    results: dict[str, Any] = {}
    for label, providers in SETUPS.items():
        firsts, wholes, steps = anyio.run(run_setup, providers, rounds, chats)
        results[label] = steps
        print(f"\n{label}")
        print(_row("  first answer", firsts))
        print(_row("  whole round (3 answers)", wholes))
        for provider, values in steps.items():
            print(_row(f"  step per {provider} persona", values))


if __name__ == "__main__":
    main()
