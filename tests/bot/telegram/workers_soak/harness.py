"""Kill a bot process at random while messages flow, restart it, and count what survived.

A *target* is a bot program run as a subprocess against the fake Bot API: ours (the
real ``python -m bot ... bot`` service, ``OurService``) or a peer (see bench/soak). The
harness pushes messages across chats in segments; inside each segment but the last it
waits until the fake has handed a random share of the segment to the bot, SIGKILLs it
and starts it again. At the end it lets the bot confirm everything, stops it with
SIGTERM and compares: every message the fake saw confirmed (the bot asked getUpdates
past it) must be stored exactly once. Disk-full periods fill a size-limited data root
(tmpfs) while messages flow, then free it.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from tests.fakes.fake_telegram import FakeBotAPI
from tests.forkserver import Forked

ADMIN_ID = 4242
BASE_CHAT = -1_001_500_000_000
Key = tuple[int, int]
Process = subprocess.Popen[bytes] | Forked


@dataclass(frozen=True)
class Plan:
    """What one soak run does."""

    messages: int
    chats: int
    kills: int
    seed: int = 7
    mention_every: int = 0  # every Nth message @mentions a persona (0: never)
    organize_per_segment: int = 0  # /정리 from an admin, per segment
    disk_full_periods: int = 0
    disk_full_messages: int = 200  # messages pushed while the disk is full
    disk_full_s: float = 3.0  # how long the disk stays full

    def chat_ids(self) -> list[int]:
        """The chats of this run."""
        return [BASE_CHAT - i for i in range(self.chats)]


@dataclass
class Outcome:
    """What the run observed; ``check()`` lists what breaks the promise."""

    name: str
    sent: int = 0
    acknowledged: int = 0
    acknowledged_before_kills: int = 0
    stored: int = 0
    lost: int = 0
    duplicated: int = 0
    kills: int = 0
    disk_full_periods: int = 0
    organize_sent: int = 0
    insights_written: int | None = None
    insights_delivered_once: int | None = None
    json_files: int = 0
    bad_json: list[str] = field(default_factory=list)
    summary_problems: list[str] = field(default_factory=list)
    exit_code: int | None = None
    seconds: float = 0.0
    lost_examples: list[Key] = field(default_factory=list)

    def problems(self) -> list[str]:
        """Broken promises, one line each (empty when the run is clean)."""
        found: list[str] = []
        if self.lost:
            found.append(f"{self.lost} acknowledged messages lost, e.g. {self.lost_examples[:5]}")
        if self.duplicated:
            found.append(f"{self.duplicated} messages stored more than once")
        if self.bad_json:
            found.append(f"unparsable JSON: {self.bad_json[:5]}")
        found.extend(self.summary_problems)
        written, once = self.insights_written, self.insights_delivered_once
        if written is not None and once is not None and once != written:
            found.append(f"{once} of {written} insights delivered exactly once")
        if self.exit_code not in (0, None):
            found.append(f"the final SIGTERM ended with exit code {self.exit_code}")
        return found


class Target(Protocol):
    """A bot program under test."""

    @property
    def name(self) -> str: ...

    @property
    def tokens(self) -> Sequence[str]: ...

    def command(self) -> list[str]: ...

    def environ(self) -> dict[str, str]: ...

    def stored(self) -> Counter[Key]:
        """How often each human (chat_id, message_id) is stored (read after the final stop)."""
        ...

    def data_dir(self) -> Path: ...


class Soak:
    """One run of ``plan`` against ``target`` on the fake Bot API ``tg``."""

    def __init__(
        self,
        plan: Plan,
        target: Target,
        tg: FakeBotAPI,
        *,
        workdir: Path,
        log: Callable[[str], None] = lambda _line: None,
        ready_timeout: float = 60.0,
        drain_timeout: float = 300.0,
    ) -> None:
        self.plan = plan
        self.target = target
        self.tg = tg
        self.workdir = workdir
        self.log = log
        self.ready_timeout = ready_timeout
        self.drain_timeout = drain_timeout
        self.rng = random.Random(plan.seed)
        self.sent: list[Key] = []
        self.acked_before_kills: set[Key] = set()
        self.outcome = Outcome(target.name)
        self.proc: Process | None = None
        self._output = workdir / f"{target.name}.out"
        self._count = 0
        self.organize_sent = 0

    # ---------------------------------------------------------------- process

    def start(self) -> None:
        """Start the target and wait until every one of its bots polls."""
        before = {t: self.tg.polls(t) for t in self.target.tokens}
        env = {k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC")}
        env.update(self.target.environ())
        with self._output.open("ab") as out:
            self.proc = proc = self.spawn(env, out.fileno())

        def polling() -> bool:
            return proc.poll() is not None or all(
                self.tg.polls(t) > before[t] for t in self.target.tokens
            )

        self.tg.wait_until(polling, self.ready_timeout)
        if proc.poll() is not None:
            raise RuntimeError(f"{self.target.name} exited at start:\n{self.output_tail()}")

    def spawn(self, env: dict[str, str], out: int) -> Process:
        """The target's command as a new process, its output to ``out``."""
        return subprocess.Popen(
            self.target.command(), cwd=self.workdir, env=env, stdout=out, stderr=subprocess.STDOUT
        )

    def kill(self) -> None:
        """SIGKILL, then note what the fake saw confirmed up to that moment."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.acked_before_kills |= self.tg.confirmed_messages()
        self.outcome.kills += 1

    def terminate(self) -> int:
        """SIGTERM and wait for a clean exit."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout=120)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            return -9

    def output_tail(self, lines: int = 40) -> str:
        """The end of the target's output (for failure messages)."""
        try:
            text = self._output.read_text(errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])

    # ---------------------------------------------------------------- traffic

    def push(self, n: int, chats: Sequence[int] | None = None) -> None:
        """Push ``n`` human messages round-robin over the chats, to every target bot."""
        chat_ids = list(chats or self.plan.chat_ids())
        for _ in range(n):
            i = self._count
            self._count += 1
            chat = chat_ids[i % len(chat_ids)]
            text = f"soak {i}: {self.rng.choice(WORDS)} {self.rng.choice(WORDS)} 이야기"
            if self.plan.mention_every and i % self.plan.mention_every == 0:
                text = f"@claudy_bot {text}"
            sender = 3000 + i % 5
            mid = self.tg.push_message(
                chat, text, sender=f"사람{sender}", sender_id=sender, tokens=self.target.tokens
            )
            self.sent.append((chat, mid))

    def organize(self) -> None:
        """/정리 from the configured admin in a random chat."""
        chat = self.rng.choice(self.plan.chat_ids())
        mid = self.tg.push_message(
            chat, "/정리", sender="관리자", sender_id=ADMIN_ID, tokens=self.target.tokens
        )
        self.sent.append((chat, mid))
        self.organize_sent += 1

    def delivered_total(self) -> int:
        """Updates the fake has handed to the slowest-moving bot so far."""
        return min(self.tg.delivered(t) for t in self.target.tokens)

    def all_confirmed(self) -> bool:
        """Every bot confirmed every update queued for it."""
        return all(self.tg.confirmed(t) == self.tg.queued(t) for t in self.target.tokens)

    # ---------------------------------------------------------------- the run

    def run(self, disk: DiskFiller | None = None) -> Outcome:
        """The whole soak: segments with kills, disk-full periods, final stop, counting."""
        started = time.monotonic()
        plan = self.plan
        segments = plan.kills + 1
        per = plan.messages // segments
        self.start()
        for segment in range(segments):
            size = per if segment < segments - 1 else plan.messages - per * (segments - 1)
            base = min(self.tg.queued(t) for t in self.target.tokens)
            for _ in range(plan.organize_per_segment):
                self.organize()
            self.push(size)
            if segment < plan.disk_full_periods and disk is not None:
                self.disk_full_period(disk)
            if segment == segments - 1:
                break
            target = base + int(size * self.rng.uniform(0.2, 0.9))
            self.tg.wait_until(lambda t=target: self.delivered_total() >= t, self.drain_timeout)  # type: ignore[misc]
            self.kill()
            self.log(f"{self.target.name}: kill {self.outcome.kills} after {target} updates")
            self.start()
        self.tg.wait_until(self.all_confirmed, self.drain_timeout)
        self.settle()
        self.outcome.exit_code = self.terminate()
        self.outcome.seconds = time.monotonic() - started
        return self.count()

    def disk_full_period(self, disk: DiskFiller) -> None:
        """Fill the disk, push messages while it is full, free it."""
        with disk.full():
            self.push(self.plan.disk_full_messages)
            # a fixed period: a bot blocked on the full disk fetches nothing to wait for
            time.sleep(self.plan.disk_full_s)
        self.outcome.disk_full_periods += 1
        self.log(f"{self.target.name}: disk-full period {self.outcome.disk_full_periods} over")

    def settle(self) -> None:
        """Hook: wait for derived work (summaries, insights) before the final stop."""

    def count(self) -> Outcome:
        """Compare what was sent and confirmed with what is stored."""
        out = self.outcome
        stored = self.target.stored()
        acked = self.tg.confirmed_messages()
        sent = set(self.sent)
        out.sent = len(self.sent)
        out.organize_sent = self.organize_sent
        out.acknowledged = len(acked & sent)
        out.acknowledged_before_kills = len(self.acked_before_kills & sent)
        out.stored = sum(1 for key in sent if stored.get(key, 0) > 0)
        lost = sorted(key for key in acked & sent if stored.get(key, 0) == 0)
        out.lost, out.lost_examples = len(lost), lost[:10]
        out.duplicated = sum(n - 1 for key, n in stored.items() if n > 1 and key in sent)
        return out


WORDS = (
    "회의",
    "배포",
    "점심",
    "예산",
    "일정",
    "버그",
    "리뷰",
    "테스트",
    "서버",
    "디자인",
    "계약",
    "출장",
)


class DiskFiller:
    """Fills a size-limited filesystem (leaving ``spare`` bytes) and frees it again."""

    def __init__(self, mount: Path, spare: int = 0) -> None:
        self.mount = mount
        self.spare = spare
        self.filler = mount / "filler.bin"

    @contextmanager
    def full(self) -> Iterator[None]:
        """The filesystem is full inside the block."""
        chunk = b"\0" * (64 * 1024)
        with self.filler.open("wb") as f:
            try:
                while True:
                    free = os.statvfs(self.mount).f_bavail * os.statvfs(self.mount).f_frsize
                    if free <= self.spare:
                        break
                    f.write(chunk[: max(1, min(len(chunk), free - self.spare))])
                    f.flush()
            except OSError:
                pass  # ENOSPC: full, which is the point
        try:
            yield
        finally:
            self.filler.unlink(missing_ok=True)


@contextmanager
def tmpfs(path: Path, size: str | None) -> Iterator[bool]:
    """Mount a tmpfs of ``size`` at ``path`` when allowed (root); yields whether it did.

    ``size=None`` mounts nothing (the data root stays on the ordinary disk)."""
    path.mkdir(parents=True, exist_ok=True)
    if size is None:
        yield False
        return
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)],
        capture_output=True,
        check=False,
    )
    try:
        yield done.returncode == 0
    finally:
        if done.returncode == 0:
            subprocess.run(["umount", "-l", str(path)], capture_output=True, check=False)


def python() -> str:
    """The interpreter running us (the project's .venv)."""
    return sys.executable
