"""``groupchat-memory console``: a terminal chat into one chat's memory.

Each line typed is recorded as a message from ``--as NAME`` through the real actor
system (holding the writer lock, like the service); the memory commands answer exactly
as in the group, and a summary is printed as soon as it triggers. Ctrl-D or ``/quit``
ends the session; everything typed is durable by then.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import IO

import anyio

from groupchat_memory.actors.messages import Incoming, Settle, WriteInsight
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.importers.ingest import writer_system
from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.bot.views.answers import text_answer
from groupchat_memory.bot.views.insight_message import insight_message
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.store.records import MessageKind

QUIT = {"/quit", "/exit", "/q"}
HELP = (
    "한 줄이 메시지 하나입니다. 명령: /history [N], /search <키워드>, /stats, /목차, "
    "/기억 <키워드>, /메모리, /정리, /quit"
)


class ConsoleSession:
    """One console chat: records lines, answers commands, reports new summaries."""

    def __init__(self, config: Config, system: ActorSystem, chat_id: int, name: str) -> None:
        self.config = config
        self.system = system
        self.chat_id = chat_id
        self.name = name
        self.seen_files = {n for n, _ in summary_files(config.root.summaries_dir(chat_id))}

    async def handle(self, line: str) -> str | None:
        """The answer to one typed line (None: recorded, nothing to say)."""
        command = fmt.parse_command(line)
        known = command is not None or fmt.looks_like_command(line)
        kind: MessageKind = "command" if known else "message"
        incoming = Incoming(sender=self.name, text=line, timestamp=datetime.now(UTC), kind=kind)
        await self.system.record(self.chat_id, incoming)  # a command too, as in the group
        if command is not None:
            name, arg = command
            if name == "organize":
                result = await self.system.ask(self.chat_id, WriteInsight("console"), timeout=300)
                text = insight_message(result.text, self.config.timezone, Path(result.path).name)
                return f"{text}\n(저장: {result.path})"
            held = self.system.held_records(self.chat_id)
            return await anyio.to_thread.run_sync(
                text_answer, self.config, self.chat_id, name, arg, held
            )
        await self.system.ask(self.chat_id, Settle(), timeout=600)
        return self.new_summaries()

    def new_summaries(self) -> str | None:
        """Summaries written since the last look, in full."""
        fresh = [
            (name, record)
            for name, record in summary_files(self.config.root.summaries_dir(self.chat_id))
            if name not in self.seen_files
        ]
        self.seen_files.update(name for name, _ in fresh)
        if not fresh:
            return None
        return "\n\n".join(f"✨ 새 요약 {name}\n{fmt.summary_detail_text(r)}" for name, r in fresh)


def run_console(config: Config, chat_id: int, name: str, source: IO[str], out: IO[str]) -> int:
    """Read lines from ``source`` until EOF or /quit; 0 on a clean end."""

    async def go() -> None:
        async with writer_system(config) as system:
            session = ConsoleSession(config, system, chat_id, name)
            out.write(f"chat {chat_id} · {name} · {HELP}\n")
            out.flush()
            while True:
                line = await anyio.to_thread.run_sync(source.readline)
                if not line or line.strip() in QUIT:
                    break
                if not line.strip():
                    continue
                answer = await session.handle(line.rstrip("\n"))
                if answer:
                    out.write(answer.rstrip() + "\n")
                    out.flush()

    anyio.run(go)
    return 0
