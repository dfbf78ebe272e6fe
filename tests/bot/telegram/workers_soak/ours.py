"""Our service as a soak target, with the checks only our data root allows: every JSON
file parses, summaries cover the 50-message windows once, the watcher delivers every
insight once."""

from __future__ import annotations

import json
import subprocess
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from tests.bot.telegram.workers_soak.harness import (
    ADMIN_ID,
    Key,
    Outcome,
    Plan,
    Process,
    Soak,
    python,
)
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI
from tests.forkserver import ForkServer

PERSONAS = (
    ("잼민이", "JEMINI_BOT_TOKEN", "101:JEM", "jemini_bot"),
    ("코덱스", "CODEX_BOT_TOKEN", "102:COD", "codex_bot"),
    ("클로디", "CLAUDY_BOT_TOKEN", "103:CLA", "claudy_bot"),
)
ANU_TOKEN = "909:ANU"
ANU_CHAT = 777
SUMMARY_EVERY = 50
# what ``python -m groupchat_memory.bot ... bot`` imports before it polls
SERVICE_MODULES = (
    "groupchat_memory.bot.cli.main",
    "groupchat_memory.bot.telegram.service",
    "groupchat_memory.llm.claude",
    "httpcore",
)


def add_bots(tg: FakeBotAPI) -> None:
    """The three personas and Anu's bot (the watcher's channel) on the fake."""
    for name, _env, token, user in PERSONAS:
        tg.add_bot(token, user, first_name=name)
    tg.add_bot(ANU_TOKEN, "anu_bot", first_name="Anu")


class OurService:
    """``python -m bot --config ... bot`` with the three personas."""

    name = "groupchat-memory"
    tokens = tuple(token for _n, _e, token, _u in PERSONAS)

    def __init__(self, workdir: Path, tg: FakeBotAPI, llm: FakeAnthropic, plan: Plan) -> None:
        self.workdir = workdir
        workdir.mkdir(parents=True, exist_ok=True)
        self.data = workdir / "data"
        self.root = DataRoot(self.data)
        self.config = workdir / "groupchat-memory.toml"
        self.settings = MemorySettings()
        bots = "".join(
            f'[[bots]]\nname = "{name}"\ntoken_env = "{env}"\npersona = "너는 {name}."\n'
            f'reply_mode = "mention"\nmodel = "claude-haiku-4-5"\n'
            + ("commands = true\n" if name == "클로디" else "")
            + "\n"
            for name, env, _t, _u in PERSONAS
        )
        chats = ", ".join(str(c) for c in plan.chat_ids())
        self.config.write_text(
            f'data_dir = "{self.data}"\n'
            f'[telegram]\nbase_url = "{tg.base_url}"\nallowed_chats = [{chats}]\n'
            f"admins = [{ADMIN_ID}]\npoll_timeout = 1\n"
            f'[llm]\nprovider = "anthropic"\nbase_url = "{llm.base_url}"\n'
            "max_retries = 0\ntimeout_s = 20\n"
            # the soak measures recording and delivery: no background embedding beside it
            f"[memory]\nsummary_every = {SUMMARY_EVERY}\nsemantic_recall = false\n"
            "[watcher]\nrescan_seconds = 2\nsettle_seconds = 0.05\n"
            "[watcher.backoff]\ninitial = 0.2\nmax = 2\n"
            f'[watcher.telegram]\nchat_id = {ANU_CHAT}\ntoken_env = "ANU_BOT_TOKEN"\n'
            f'base_url = "{tg.base_url}"\n\n' + bots,
            encoding="utf-8",
        )

    def command(self) -> list[str]:
        """The service as systemd would start it."""
        return [python(), "-m", "groupchat_memory.bot", "--config", str(self.config), "bot"]

    def environ(self) -> dict[str, str]:
        """Bot tokens and the (fake) Anthropic key."""
        env = {e: t for _n, e, t, _u in PERSONAS}
        env["ANTHROPIC_API_KEY"] = "soak-key"
        env["ANU_BOT_TOKEN"] = ANU_TOKEN
        return env

    def data_dir(self) -> Path:
        """The data root's parent."""
        return self.data

    def stored(self) -> Counter[Key]:
        """Human messages in the logs, counted."""
        found: Counter[Key] = Counter()
        for chat in self.root.chat_ids():
            for record in MessageLog(self.root.log_dir(chat), self.settings.tz).scan():
                # /정리 is recorded as a command: a human message all the same
                human = not record.is_bot and record.kind in ("message", "command")
                if human and record.message_id:
                    found[(chat, record.message_id)] += 1
        return found

    def last_seq(self, chat: int) -> int:
        """The chat's highest record number on disk."""
        log = MessageLog(self.root.log_dir(chat), self.settings.tz)
        return max((r.seq for r in log.tail(1)), default=0)

    def coverage(self, chat: int) -> tuple[int, list[str]]:
        """How far the summaries cover the chat contiguously, and any overlap or gap."""
        ranges = sorted(
            (r.message_range.from_, r.message_range.to)
            for _name, r in summary_files(self.root.summaries_dir(chat))
            if r.kind == "summary"
        )
        problems: list[str] = []
        end = 0
        for start, stop in ranges:
            if start <= end:
                problems.append(f"chat {chat}: summary {start}-{stop} overlaps up to {end}")
            elif start != end + 1:
                problems.append(f"chat {chat}: no summary covers {end + 1}-{start - 1}")
            end = max(end, stop)
        return end, problems

    def bad_json(self) -> tuple[int, list[str]]:
        """Every .json file and every .jsonl line under the data root must parse."""
        files, bad = 0, []
        for path in sorted(self.data.rglob("*")):
            if path.name.startswith(".") or not path.is_file():
                continue
            if path.suffix == ".json":
                files += 1
                try:
                    json.loads(path.read_bytes())
                except ValueError:
                    bad.append(str(path))
            elif path.suffix == ".jsonl":
                files += 1
                for n, line in enumerate(path.read_bytes().splitlines(), 1):
                    if not line.strip():
                        continue
                    try:
                        json.loads(line)
                    except ValueError:
                        bad.append(f"{path}:{n}")
        return files, bad

    def insight_names(self) -> set[str]:
        """Insight reports written by ``/정리``."""
        folder = self.root.insights_dir()
        if not folder.is_dir():
            return set()
        return {
            p.name
            for p in folder.glob("*.md")
            if not p.name.startswith(".") and p.name != "INBOX.md"
        }


def poll(predicate: Callable[[], bool], timeout: float, step: float = 0.1) -> bool:
    """Re-check ``predicate`` until it holds or ``timeout`` passes (a subprocess gives
    no event to wait on; files on disk are checked instead)."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() >= deadline:
            return False
        time.sleep(step)
    return True


class OurSoak(Soak):
    """The soak of our service, with the summary catch-up, JSON and insight checks."""

    service: OurService

    def __init__(
        self,
        plan: Plan,
        service: OurService,
        tg: FakeBotAPI,
        forks: ForkServer | None = None,
        **kw: object,
    ) -> None:
        super().__init__(plan, service, tg, workdir=service.workdir, **kw)  # type: ignore[arg-type]
        self.service = service
        self.forks = forks

    def spawn(self, env: dict[str, str], out: int) -> Process:
        """With ``forks``: the service forked from an interpreter that imported it once
        (every start after a kill would import it again, most of its start-up time)."""
        if self.forks is None:
            return super().spawn(env, out)
        _python, _m, module, *argv = self.service.command()
        return self.forks.popen(
            module, *argv, preload=SERVICE_MODULES, cwd=self.workdir, env=env, stdout=out,
            stderr=subprocess.STDOUT,
        )  # fmt: skip

    def lagging(self) -> list[int]:
        """Chats with a full window not summarized yet."""
        return [
            chat
            for chat in self.plan.chat_ids()
            if self.service.last_seq(chat) - self.service.coverage(chat)[0] >= SUMMARY_EVERY
        ]

    def settle(self) -> None:
        """A summary cut short by a kill is redone at the chat's next message: nudge the
        chats that lag until every full window is summarized (bounded)."""
        for _ in range(30):
            if poll(lambda: not self.lagging(), 3.0):
                return
            lag = self.lagging()
            self.push(len(lag), chats=lag)
            self.tg.wait_until(self.all_confirmed, self.drain_timeout)

    def count(self) -> Outcome:
        """The shared counts plus JSON, summary windows and insights."""
        out = super().count()
        out.json_files, out.bad_json = self.service.bad_json()
        for chat in self.plan.chat_ids():
            end, problems = self.service.coverage(chat)
            out.summary_problems.extend(problems)
            last = self.service.last_seq(chat)
            if last - end >= SUMMARY_EVERY:
                out.summary_problems.append(f"chat {chat}: messages {end + 1}-{last} unsummarized")
        return out

    def check_insights(self, timeout: float = 30.0) -> None:
        """After the stop: each insight file reaches Anu's chat exactly once."""
        names = self.service.insight_names()

        def sent() -> Counter[str]:
            return Counter(
                r.files["document"][0]
                for r in self.tg.calls("sendDocument", token=ANU_TOKEN)
                if "document" in r.files
            )

        poll(lambda: names <= set(sent()), timeout, 0.2)
        counts = sent()
        self.outcome.insights_written = len(names)
        self.outcome.insights_delivered_once = sum(1 for n in names if counts[n] == 1)


def start_watcher(service: OurService) -> subprocess.Popen[bytes]:
    """``python -m watchers --config ...`` delivering to Anu's chat on the fake."""
    import os

    env = {**os.environ, "ANU_BOT_TOKEN": ANU_TOKEN}
    out = (service.workdir / "watcher.out").open("ab")
    return subprocess.Popen(
        [python(), "-m", "groupchat_memory.watchers", "--config", str(service.config)],
        cwd=service.workdir,
        env=env,
        stdout=out,
        stderr=subprocess.STDOUT,
    )
