"""What the plan tests share: a chat ingested through the command line, its commands'
JSON answers, and the open to-dos a plan's lines name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main


def ingested(folder: Path, chat: int, rows: list[dict[str, object]]) -> Path:
    """A data root under ``folder`` holding ``rows`` (export rows) ingested into ``chat``
    through the actors, as ``groupchat-memory ingest`` does."""
    source = folder / "in.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    data = folder / "data"
    assert main(["--data-dir", str(data), "ingest", "--chat", str(chat), str(source)]) == 0
    return data


def cli_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    """The JSON a command prints (it must succeed)."""
    capsys.readouterr()
    assert main(list(argv)) == 0
    out: dict[str, object] = json.loads(capsys.readouterr().out)
    return out


def open_items(plan: list[str], owner: str) -> list[str]:
    """The open to-dos of ``owner`` a plan's lines name, their words without the owner's
    name: under their own header (its words, or the message quoted right under it), or
    listed under ``[<owner>의 열린 할 일]``."""
    found: list[str] = []
    for at, line in enumerate(plan):
        if line.startswith(f"- 할 일 [진행 중] {owner} ("):
            words = line.partition("): ")[2] or plan[at + 1].strip()
            found.append(words.removeprefix(f"{owner}: "))
    if f"[{owner}의 열린 할 일]" in plan:
        for line in plan[plan.index(f"[{owner}의 열린 할 일]") + 1 :]:
            if not line.startswith("- "):
                break
            found.append(line[2:].removeprefix(f"{owner}: ").split(" (")[0])
    return found
