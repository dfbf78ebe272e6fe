"""A burst in a busy group: 60 messages, then a direct question to an ``all`` persona.

Three personas on Claude (잼민이 and 코덱스 in ``all`` mode, 클로디 in ``mention`` mode)
behind Telegram's default limits (PTB's rate limiter, 20 messages a minute per group per
bot), against the fake Bot API; the model takes ``--model-s`` per answer. The burst
arrives, then ``@코덱스`` asks something. Printed per pacing: seconds from the question's
delivery to its answer, answers sent in all (counted until the chat has been quiet for a
while after the question's answer), and how many of them answer a line of the burst.
The peer, in the same run, is ``every_message()``: every ``all`` persona answers
every message in arrival order (the behaviour before pacing).

    .venv/bin/python -m bench.bench_burst [--quick] [--burst N] [--model-s S]
"""

from __future__ import annotations

import argparse
import math
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any

import anyio

from bench.bench_bot import PERSONAS, token_env
from bench.cli import described
from groupchat_memory.base.systemd import SystemdNotifier
from groupchat_memory.bot.config.file import load_config
from groupchat_memory.bot.telegram.personas import Pacing
from groupchat_memory.bot.telegram.service import run_service
from tests.fakes.fake_anthropic import FakeAnthropic, Reply, text
from tests.fakes.fake_telegram import FakeBotAPI

CHAT = -1001000000001
MODES = ("all", "all", "mention")
QUIET_S = 5.0  # how long no answer may come before the count is final


def _config(root: Path, fake: FakeBotAPI, llm: FakeAnthropic) -> Path:
    bots = "".join(
        f'[[bots]]\nname = "{n}"\ntoken_env = "{e}"\nreply_mode = "{m}"\n'
        'model = "claude-haiku-4-5"\n'
        for (n, e, _t, _u), m in zip(PERSONAS, MODES, strict=True)
    )
    path = root / "bench.toml"
    path.write_text(
        f'data_dir = "{root / "data"}"\n[telegram]\nbase_url = "{fake.base_url}"\n'
        f"allowed_chats = [{CHAT}]\npoll_timeout = 1\n"
        f'[llm]\nprovider = "anthropic"\nbase_url = "{llm.base_url}"\n'
        f"[memory]\nsummary_every = 1000000\n\n{bots}",
        encoding="utf-8",
    )
    return path


def _answers_to(fake: FakeBotAPI, mid: int) -> list[Any]:
    return [
        m
        for m in fake.sent_messages(CHAT)
        if m.params.get("reply_parameters", {}).get("message_id") == mid
    ]


def every_message() -> Pacing:
    """Every ``all`` persona answers every message in arrival order: the behaviour
    before pacing."""
    return Pacing(
        settle_s=0.0,
        settle_max_s=0.0,
        stale_after_s=math.inf,
        answers_per_minute=0,
        catch_up=False,
        one_voice=False,
    )


async def run_burst(pacing: Pacing, burst: int, model_s: float, cap_s: float) -> dict[str, Any]:
    """One run: the burst, the question; its answer's delay and the answers sent."""

    def slow_model(body: dict[str, Any]) -> Reply:
        time.sleep(model_s)  # the fake server answers from its own thread
        return text("네, 그 얘기 재밌네요.")

    with (
        tempfile.TemporaryDirectory() as tmp,
        FakeBotAPI(max_poll_timeout=0.5) as fake,
        FakeAnthropic(responder=slow_model) as llm,
    ):
        for name, _e, token, user in PERSONAS:
            fake.add_bot(token, user, first_name=name)
        path = _config(Path(tmp), fake, llm)
        config = load_config(path, environ={**token_env(), "ANTHROPIC_API_KEY": "bench"})
        stop, started = anyio.Event(), anyio.Event()
        result: dict[str, Any] = {}
        async with anyio.create_task_group() as tg:
            tg.start_soon(
                partial(
                    run_service,
                    config,
                    stop=stop,
                    handle_signals=False,
                    started=started,
                    notifier=SystemdNotifier(environ={}),
                    pacing=pacing,
                )
            )
            await started.wait()
            lines = [
                fake.push_message(CHAT, f"점심 얘기 {i}번째: 김치찌개 어때?") for i in range(burst)
            ]
            codex_user = PERSONAS[1][3]
            question = fake.push_message(CHAT, f"@{codex_user} 배포는 언제 하기로 했지?")
            with anyio.move_on_after(cap_s):
                await fake.until(lambda: bool(_answers_to(fake, question)), cap_s)
            answered = _answers_to(fake, question)
            delivered = fake.first_delivery.get((CHAT, question))
            result["question_s"] = answered[0].at - delivered if answered and delivered else None
            seen = -1
            while len(fake.sent_messages(CHAT)) != seen:  # until quiet
                seen = len(fake.sent_messages(CHAT))
                await anyio.sleep(QUIET_S)
            sent = fake.sent_messages(CHAT)
            result["answers"] = len(sent)
            result["to_burst"] = sum(
                1 for m in sent if m.params.get("reply_parameters", {}).get("message_id") in lines
            )
            stop.set()
        return result


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--quick", action="store_true", help="a 20-message burst")
    parser.add_argument("--burst", type=int, default=60)
    parser.add_argument("--model-s", type=float, default=1.0, help="seconds per model answer")
    parser.add_argument("--cap-s", type=float, default=300.0, help="give up on the answer after")
    args = parser.parse_args()
    burst = 20 if args.quick else args.burst
    print(
        f"burst of {burst} messages then @mention, 2 personas in all mode, "
        f"model {args.model_s:g} s/answer, Telegram limit 20/min per group per bot"
    )
    print(f"{'pacing':34} {'mention answered (s)':>21} {'answers sent':>13} {'to burst lines':>15}")
    for label, pacing in (
        ("peer: every message (before)", every_message()),
        ("paced (today)", Pacing()),
    ):
        r = anyio.run(run_burst, pacing, burst, args.model_s, args.cap_s)
        delay = f"{r['question_s']:.1f}" if r["question_s"] is not None else f"> {args.cap_s:g}"
        print(f"{label:34} {delay:>21} {r['answers']:>13} {r['to_burst']:>15}")


if __name__ == "__main__":
    main()
