"""Bot service benchmark against the fake Bot API and an instant fake Claude.

1. Latency, getUpdates -> sendMessage (our overhead: PTB dispatch, durable record,
   memory context, prompt, send), 10 chats x 3 personas in ``all`` mode, p50/p99 of
   the first answer and of the whole round; the peer is a bare python-telegram-bot
   echo bot (no memory, no LLM) on the same fake server in the same run.
2. RSS of the service process after N messages over 100 chats (100k; 10k with --quick),
   against the RSS of the same service idle right after READY=1.

Rate limits are raised and the reply pacing (``[bot]``) is off for the run (a real group
allows 20 messages a minute, and its personas settle bursts and take turns), so the
figures show our overhead, not Telegram's throttling or the pacing's waits.

    .venv/bin/python -m bench.bench_bot [--quick] [--no-semantic] [--rss-only]
        [--messages N] [--chats N]

RSS is split into anonymous memory (heap, arenas, numpy buffers) and file-backed pages
(the model's mapped weights, shared libraries), from ``/proc/PID/smaps_rollup``.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

import anyio
from telegram import Update
from telegram.ext import ApplicationBuilder, ContextTypes, MessageHandler, filters

from groupchat_memory.bot.config.file import load_config
from tests.botkit import running
from tests.fakes.fake_anthropic import FakeAnthropic, text
from tests.fakes.fake_telegram import FakeBotAPI

PERSONAS = (
    ("잼민이", "B_JEM", "201:JEM", "jem_bot"),
    ("코덱스", "B_COD", "202:COD", "cod_bot"),
    ("클로디", "B_CLA", "203:CLA", "cla_bot"),
)


def _at_least(fake: FakeBotAPI, count: int) -> bool:
    """Whether ``count`` sendMessage calls have succeeded."""
    return len(fake.sent_messages()) >= count


def pct(values: list[float], q: float) -> float:
    """The q-quantile in milliseconds."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def write_config(
    root: Path, fake: FakeBotAPI, llm_url: str | None, chats: list[int], semantic: bool = True
) -> Path:
    bots = "".join(
        f'[[bots]]\nname = "{n}"\ntoken_env = "{e}"\nreply_mode = "all"\n'
        for n, e, _t, _u in PERSONAS
    )
    llm = (
        f'provider = "anthropic"\nbase_url = "{llm_url}"\n' if llm_url else 'provider = "offline"\n'
    )
    path = root / "bench.toml"
    path.write_text(
        f'data_dir = "{root / "data"}"\n[telegram]\nbase_url = "{fake.base_url}"\n'
        f"allowed_chats = {chats}\npoll_timeout = 1\noverall_max_rate = 100000.0\n"
        f"group_max_rate = 100000.0\n[llm]\n{llm}[memory]\nsummary_every = 1000000\n"
        f"semantic_recall = {str(semantic).lower()}\n\n"
        # every persona answers every message at once: the figures are our overhead, not
        # the pacing a real group gets ([bot] settles bursts and takes turns on purpose)
        "[bot]\nsettle_s = 0.0\nsettle_max_s = 0.0\nanswers_per_minute = 0\n"
        f"catch_up = false\none_voice = false\n\n{bots}",
        encoding="utf-8",
    )
    return path


def token_env() -> dict[str, str]:
    return {e: t for _n, e, t, _u in PERSONAS}


async def latency_ours(rounds: int, chats: int, burst: bool) -> tuple[list[float], list[float]]:
    """First-answer and full-round latencies of the service."""
    with (
        tempfile.TemporaryDirectory() as tmp,
        FakeBotAPI(max_poll_timeout=0.5) as fake,
        FakeAnthropic(responder=lambda body: text("네, 알겠습니다.")) as llm,
    ):
        for name, _e, token, user in PERSONAS:
            fake.add_bot(token, user, first_name=name)
        chat_ids = [-100_000_000_0000 - i for i in range(chats)]
        path = write_config(Path(tmp), fake, llm.base_url, chat_ids)
        config = load_config(path, environ={**token_env(), "ANTHROPIC_API_KEY": "bench"})
        firsts: list[float] = []
        wholes: list[float] = []
        async with running(config):
            for r in range(rounds):
                mids = []
                for n, c in enumerate(chat_ids):
                    mids.append((c, fake.push_message(c, f"질문 {r}번: 어떻게 생각해?")))
                    if not burst:  # one message in flight: latency without queueing
                        want = (r * chats + n + 1) * 3
                        await fake.until(partial(_at_least, fake, want), 60)
                want = (r + 1) * chats * 3
                await fake.until(partial(_at_least, fake, want), 60)
                for chat, mid in mids:
                    sent = [
                        m.at
                        for m in fake.sent_messages(chat)
                        if m.params.get("reply_parameters", {}).get("message_id") == mid
                    ]
                    t0 = fake.first_delivery[(chat, mid)]
                    firsts.append(min(sent) - t0)
                    wholes.append(max(sent) - t0)
        return firsts, wholes


async def latency_echo(rounds: int, chats: int, burst: bool) -> list[float]:
    """The peer: a bare PTB echo bot on the same fake server."""
    with FakeBotAPI(max_poll_timeout=0.5) as fake:
        fake.add_bot("301:ECHO", "echo_bot")

        async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
            assert update.message is not None
            await update.message.reply_text(update.message.text or "")

        app = ApplicationBuilder().token("301:ECHO").base_url(fake.base_url).build()
        app.add_handler(MessageHandler(filters.TEXT, echo))
        out: list[float] = []
        async with app:
            await app.start()
            assert app.updater is not None
            await app.updater.start_polling(timeout=1)
            chat_ids = [-100_000_000_0000 - i for i in range(chats)]
            for r in range(rounds):
                mids = []
                for n, c in enumerate(chat_ids):
                    mids.append((c, fake.push_message(c, f"질문 {r}")))
                    if not burst:
                        want = r * chats + n + 1
                        await fake.until(partial(_at_least, fake, want), 60)
                want = (r + 1) * chats
                await fake.until(partial(_at_least, fake, want), 60)
                for chat, mid in mids:
                    (sent,) = [
                        m.at
                        for m in fake.sent_messages(chat)
                        if m.params.get("reply_parameters", {}).get("message_id") == mid
                    ]
                    out.append(sent - fake.first_delivery[(chat, mid)])
            await app.updater.stop()
            await app.stop()
        return out


def rss_kib(pid: int) -> int:
    """Resident set size of a process, from /proc."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def anon_kib(pid: int) -> int:
    """The anonymous part of a process's RSS (the rest is file-backed pages)."""
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith("Anonymous:"):
            return int(line.split()[1])
    return 0


def rss_run(
    messages: int, chats: int, semantic: bool = True
) -> tuple[tuple[int, int], tuple[int, int], float]:
    """RSS (all, anonymous) idle and after ``messages`` over ``chats`` chats; and
    messages per second."""
    with tempfile.TemporaryDirectory() as tmp, FakeBotAPI(max_poll_timeout=0.5) as fake:
        for name, _e, token, user in PERSONAS:
            fake.add_bot(token, user, first_name=name)
        chat_ids = [-100_000_000_0000 - i for i in range(chats)]
        path = write_config(Path(tmp), fake, None, chat_ids, semantic)
        env = {**os.environ, **token_env()}
        env.pop("ANTHROPIC_API_KEY", None)
        proc = subprocess.Popen(
            [sys.executable, "-m", "groupchat_memory.bot", "--config", str(path), "bot"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            tokens = [t for _n, _e, t, _u in PERSONAS]
            fake.wait_until(lambda: all(fake.calls("deleteWebhook", t) for t in tokens), 60)
            idle = rss_kib(proc.pid), anon_kib(proc.pid)
            t0 = time.perf_counter()
            for i in range(messages):
                fake.push_message(
                    chat_ids[i % chats],
                    f"메시지 {i}: 벤치마크 대화 내용입니다",
                    sender=f"user{i % 13}",
                    sender_id=5000 + i % 13,
                )
            fake.wait_until(lambda: all(fake.delivered(t) == messages for t in tokens), 86400)
            # every bot fetched everything; SIGTERM drains, so measure before it
            busy = rss_kib(proc.pid), anon_kib(proc.pid)
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=300)
            rate = messages / (time.perf_counter() - t0)
        finally:
            if proc.poll() is None:
                proc.kill()
        return idle, busy, rate


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("--quick", action="store_true", help="short run")
    parser.add_argument("--no-semantic", action="store_true", help="semantic_recall = false")
    parser.add_argument("--rss-only", action="store_true", help="skip the latency runs")
    parser.add_argument("--messages", type=int, help="messages of the RSS run")
    parser.add_argument("--chats", type=int, default=100, help="chats of the RSS run")
    args = parser.parse_args()
    rounds = 5 if args.quick else 30
    messages = args.messages or (10_000 if args.quick else 100_000)
    semantic = not args.no_semantic
    results = {}
    for burst in () if args.rss_only else (False, True):
        firsts, wholes = anyio.run(latency_ours, rounds, 10, burst)
        echo = anyio.run(latency_echo, rounds, 10, burst)
        results[burst] = (firsts, wholes, echo)
    t0 = time.perf_counter()
    idle, busy, rate = rss_run(messages, args.chats, semantic)
    took = time.perf_counter() - t0
    for burst, (firsts, wholes, echo) in results.items():
        mode = "burst: 10 chats at once" if burst else "one message in flight"
        print(f"\nlatency getUpdates -> sendMessage, 10 chats x 3 personas ({mode}), ms")
        print(f"{'':44} {'n':>5} {'p50':>8} {'p99':>8}")
        for label, values in (
            ("groupchat-memory, first answer", firsts),
            ("groupchat-memory, whole round (3 answers)", wholes),
            ("peer: bare PTB echo bot (no memory/LLM)", echo),
        ):
            print(f"{label:44} {len(values):>5} {pct(values, 0.5):>8.1f} {pct(values, 0.99):>8.1f}")
        if burst:
            # the echo bot handles one update at a time while our answer rounds run
            # concurrently, so its burst latency is no baseline to subtract
            print("overhead: not comparable in a burst (see the single-message rows)")
            continue
        print(
            f"first answer minus echo, p50/p99: {pct(firsts, 0.5) - pct(echo, 0.5):.1f} / "
            f"{pct(firsts, 0.99) - pct(echo, 0.99):.1f} ms (goal: overhead p99 < 50 ms)"
        )
    recall = "semantic recall on" if semantic else "semantic_recall = false"
    print(f"\nRSS of the service process, {messages} messages over {args.chats} chats")
    print(f"(3 bots, {recall}; run took {took:.0f} s)")
    print(f"{'':40} {'RSS':>8} {'anon':>8} {'file':>8}  MiB")
    for label, (rss, anon) in (("idle after READY", idle), ("after all messages", busy)):
        print(f"{label:40} {rss / 1024:>8.1f} {anon / 1024:>8.1f} {(rss - anon) / 1024:>8.1f}")
    print("goal after all messages: < 150 MB (issue 24: < 250 MiB at 100 chats x 10,000)")
    print(f"{'recording throughput':40} {rate:>8.0f} msg/s")


if __name__ == "__main__":
    main()
