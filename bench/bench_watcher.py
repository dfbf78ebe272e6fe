"""Drop-to-delivery latency and missed/duplicate deliveries: our watcher vs. the peers.

Every contender gets the same drops in its own folder: N insight files arriving the
four ways (tmp+rename, plain write, cp, mv from another folder) at a steady pace, with
the contender SIGKILLed halfway and restarted a moment later while drops continue.

- ``ours``: ``python -m watchers`` with the inbox channel (delivery time from inbox.jsonl).
- ``watchmedo``: watchdog's own ``watchmedo shell-command`` appending a line per
  ``created``/``moved``/``closed`` event matching ``**/*.md`` (the usual one-liner).
- ``poll-2s``: a loop that lists the folder every 2 s and delivers names it has not seen
  (the systemd ``.path``/cron style), remembering them in a state file across restarts.

Latency is measured over files dropped while the contender was up; files dropped while
it was down count only toward missed/duplicates. Goal for ours: p99 < 200 ms, 0 missed,
0 duplicates.

``--hostile`` instead measures ours alone on a hostile folder (issue 13): a 200 MB file,
a FIFO, a symlink to /etc/passwd and 20 insights present at start. It prints the
watcher's peak RSS (baseline: 704 MB before the fix, which read the big file whole),
how many insights arrived and how long SIGTERM took.

    .venv/bin/python bench/bench_watcher.py [--quick] [--files N] [--hostile]
"""

from __future__ import annotations

import abc
import argparse
import json
import os
import shlex
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.cli import described  # noqa: E402
from tests.watchers.workers.drops import WAYS, drop, insight_text  # noqa: E402

PY = sys.executable
PACE = 0.003
WATCHMEDO = str(Path(sys.executable).parent / "watchmedo")

POLLER = r"""
import os, sys, time
folder, log, state = sys.argv[1:4]
seen = set(open(state).read().split("\n")) if os.path.exists(state) else set()
while True:
    for entry in sorted(os.scandir(folder), key=lambda e: e.name):
        name = entry.name
        if name in seen or name.startswith(".") or not name.endswith(".md"):
            continue
        with open(log, "a") as out:
            out.write(f"{time.time():.6f} {entry.path}\n")
        with open(state, "a") as st:
            st.write(name + "\n")
        seen.add(name)
    time.sleep(2.0)
"""


class Contender(abc.ABC):
    """Start/stop one watcher over ``folder`` and read back what it delivered."""

    def __init__(self, name: str, work: Path) -> None:
        self.name = name
        self.work = work
        work.mkdir(parents=True, exist_ok=True)
        self.folder = work / "data" / "groupchat" / "insights"
        self.folder.mkdir(parents=True)
        self.log = work / "deliveries.log"
        self.proc: subprocess.Popen[bytes] | None = None

    @abc.abstractmethod
    def start(self) -> None:
        """Start the contender and return once it watches the folder."""

    def deliveries(self) -> list[tuple[float, str]]:
        if not self.log.exists():
            return []
        out = []
        for line in self.log.read_text().splitlines():
            stamp, _, path = line.partition(" ")
            out.append((float(stamp), path))
        return out

    def kill(self) -> None:
        assert self.proc is not None
        os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(timeout=30)


class Ours(Contender):
    def start(self) -> None:
        sock_path = self.work / "notify.sock"
        sock_path.unlink(missing_ok=True)
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
            sock.bind(str(sock_path))
            sock.settimeout(30)
            env = dict(os.environ, NOTIFY_SOCKET=str(sock_path), PYTHONPATH=str(REPO))
            config = self.work / "config.toml"
            config.write_text("[watcher]\nrescan_seconds = 0\n")
            self.proc = subprocess.Popen(
                [
                    PY,
                    "-m",
                    "groupchat_memory.watchers",
                    "--config",
                    str(config),
                    "--data-dir",
                    str(self.work / "data"),
                ],
                env=env,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
            while b"READY=1" not in sock.recv(4096):
                pass

    def deliveries(self) -> list[tuple[float, str]]:
        path = self.folder / "inbox.jsonl"
        if not path.exists():
            return []
        out = []
        for line in path.read_text().splitlines():
            entry = json.loads(line)
            out.append((datetime.fromisoformat(entry["time"]).timestamp(), entry["path"]))
        return out


class Watchmedo(Contender):
    def start(self) -> None:
        command = (
            'case "${watch_event_type}" in created|closed) p="${watch_src_path}";; '
            'moved) p="${watch_dest_path}";; *) exit 0;; esac; '
            'case "$p" in *.md) printf "%s %s\\n" "$(date +%s.%N)" "$p" >> '
            + shlex.quote(str(self.log))
            + ";; esac"
        )
        self.proc = subprocess.Popen(
            [
                WATCHMEDO,
                "shell-command",
                "--patterns=**/*.md",
                "--ignore-directories",
                f"--command={command}",
                str(self.folder),
            ],
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        time.sleep(1.0)  # watchmedo has no readiness signal

    def deliveries(self) -> list[tuple[float, str]]:
        folder = str(self.folder) + "/"
        return [
            (t, p)
            for t, p in super().deliveries()
            if p.startswith(folder) and not os.path.basename(p).startswith(".")
        ]


class Poller(Contender):
    def start(self) -> None:
        self.proc = subprocess.Popen(
            [PY, "-c", POLLER, str(self.folder), str(self.log), str(self.work / "seen.txt")],
            start_new_session=True,
        )
        time.sleep(0.2)


def run(contender: Contender, files: int, pace: float, restart: bool) -> dict[str, object]:
    """Drop ``files`` files at ``pace``; with ``restart``, SIGKILL at half and drop ~0.5 s
    worth of files while the contender is down before starting it again."""
    scratch = contender.work / "scratch"
    scratch.mkdir()
    contender.start()
    dropped: dict[str, float] = {}
    up: list[tuple[float, float]] = []
    started = time.time()
    down_files = min(int(0.5 / pace), files // 4) if restart else 0
    for number in range(files):
        if restart and number == files // 2:
            up.append((started, time.time()))
            contender.kill()
        if restart and number == files // 2 + down_files:
            contender.start()
            started = time.time()
        drop_one(contender, scratch, dropped, number)
        time.sleep(pace)
    up.append((started, float("inf")))
    deadline = time.time() + 10.0
    while time.time() < deadline and not {p for _, p in contender.deliveries()} >= set(dropped):
        time.sleep(0.25)
    time.sleep(0.5)  # late duplicates
    contender.stop()
    return score(contender, dropped, up)


def drop_one(contender: Contender, scratch: Path, dropped: dict[str, float], number: int) -> None:
    way = WAYS[number % len(WAYS)]
    name = f"2026-01-01_insight_{number:04d}.md"
    t0 = time.time()
    path = drop(contender.folder, scratch, name, insight_text(number), way)
    dropped[str(path)] = t0


def score(
    contender: Contender, dropped: dict[str, float], up: list[tuple[float, float]]
) -> dict[str, object]:
    deliveries = contender.deliveries()
    seen = Counter(p for _, p in deliveries)
    first: dict[str, float] = {}
    for stamp, path in deliveries:
        first.setdefault(path, stamp)
    latencies = [
        (first[p] - t) * 1000
        for p, t in dropped.items()
        if p in first and any(a <= t <= b for a, b in up)
    ]
    missed = sum(1 for p in dropped if p not in seen)
    dups = sum(n - 1 for p, n in seen.items() if p in dropped and n > 1)
    q = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [float("nan")] * 99
    return {
        "name": contender.name,
        "files": len(dropped),
        "p50": q[49],
        "p99": q[98],
        "missed": missed,
        "dups": dups,
    }


def hostile(work: Path) -> None:
    """Peak RSS and SIGTERM time of ours over a folder of hostile files (see the docstring)."""
    ours = Ours("ours", work)
    with open(ours.folder / "huge.md", "wb") as handle:
        handle.write(insight_text(-1))
        handle.truncate(200 * 1024 * 1024)  # sparse: costs no disk, 200 MB to read
    os.mkfifo(ours.folder / "f1.md")
    os.symlink("/etc/passwd", ours.folder / "live-link.md")
    wanted: set[str] = set()
    for number in range(20):
        path = ours.folder / f"2026-01-01_insight_{number:04d}.md"
        path.write_bytes(insight_text(number))
        wanted.add(str(path))
    ours.start()
    deadline = time.time() + 60.0
    while time.time() < deadline and not {p for _, p in ours.deliveries()} >= wanted:
        time.sleep(0.05)
    delivered = len({p for _, p in ours.deliveries()} & wanted)
    assert ours.proc is not None
    t0 = time.monotonic()
    os.killpg(ours.proc.pid, signal.SIGTERM)
    _, status, usage = os.wait4(ours.proc.pid, 0)
    ours.proc.returncode = os.waitstatus_to_exitcode(status)
    stop_s = time.monotonic() - t0
    print(
        f"hostile folder (200 MB file, FIFO, symlink, 20 insights): peak RSS "
        f"{usage.ru_maxrss / 1024:.0f} MiB, {delivered}/20 delivered, exit "
        f"{ours.proc.returncode} {stop_s:.2f} s after SIGTERM "
        "(baseline before issue 13's fix: 704 MB RSS)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--quick", action="store_true", help="200 files instead of 1,000")
    parser.add_argument("--files", type=int)
    parser.add_argument("--hostile", action="store_true", help="peak RSS on hostile files")
    args = parser.parse_args()
    if args.hostile:
        with tempfile.TemporaryDirectory(prefix="bench-watcher-") as tmp:
            hostile(Path(tmp) / "hostile")
        return
    files = args.files or (200 if args.quick else 1000)
    makers: list[tuple[str, Callable[[str, Path], Contender]]] = [
        ("ours", Ours),
        ("watchmedo", Watchmedo),
        ("poll-2s", Poller),
    ]
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-watcher-") as tmp:
        for name, make in makers:
            steady = run(make(name, Path(tmp) / f"{name}-steady"), files, PACE, restart=False)
            killed = run(make(name, Path(tmp) / f"{name}-kill"), files, PACE, restart=True)
            rows.append((steady, killed))
    print(f"\n{files} files, 4 arrival ways, one every {PACE * 1000:g} ms")
    print("latency: steady run; missed/dups: run with SIGKILL + restart at half")
    head = f"{'contender':<10} {'p50 ms':>8} {'p99 ms':>8} {'missed':>7} {'dups':>5}"
    print(head + f" | {'steady missed':>13} {'dups':>5} | {'restart p99 ms':>14}")
    for steady, killed in rows:
        print(
            f"{steady['name']!s:<10} {steady['p50']:>8.1f} {steady['p99']:>8.1f} "
            f"{killed['missed']:>7} {killed['dups']:>5} | {steady['missed']:>13} "
            f"{steady['dups']:>5} | {killed['p99']:>14.1f}"
        )


if __name__ == "__main__":
    main()
