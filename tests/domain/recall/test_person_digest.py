"""A question about a person gets that person's digest: more of their own older lines,
each cut to its news (not the greeting or the question back that opens it), within the
same budget; the lines of others keep their longer share (the real log and index)."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from groupchat_memory.domain import queries
from groupchat_memory.domain.context import (
    DIGEST_LINE_FLOOR,
    RELATED_HEADER,
    RELATED_LINE_FLOOR,
    RELATED_WHOLE,
    Context,
    context_tokens,
    without_day,
)
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.text.capping import SHORT_MARKER
from groupchat_memory.domain.text.gist import gist
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.upkeep.workers_archive.data import TZ

CHAT = -100779
START = datetime(2025, 9, 1, 8, 0, tzinfo=TZ)
BUDGET = 2000
ANSWERS = ["glazing", "trimming", "firing", "throwing", "sanding", "painting"]


def _records() -> list[MessageRecord]:
    """Two friends over months: Priya tells what she makes at the pottery studio, each
    time after a greeting and a question back; Tomasz answers about his sailing, the
    studio mentioned in passing."""
    records: list[MessageRecord] = []
    for n in range(1, 301):
        if n % 2:
            sender = "Priya"
            work = ANSWERS[n % len(ANSWERS)]
            text = (
                f"Morning Tomasz! How was sailing? I spent the whole weekend at the "
                f"pottery studio {work} a batch of {n} mugs for the winter market, and the "
                f"teacher says the blue ones are finally even enough to sell."
            )
        else:
            sender = "Tomasz"
            text = (
                f"Wow, sounds great! Did you hear the forecast? The harbour crew had me "
                f"rigging the small dinghy number {n} all afternoon, no time for the pottery "
                f"fair this year, but the wind was perfect for a long reach."
            )
        records.append(
            MessageRecord(
                sender=sender,
                text=text,
                chat_id=CHAT,
                message_id=n,
                timestamp=(START + timedelta(hours=20 * n)).isoformat(),
            )
        )
    return records


def _context(tmp_path: Path, asked: str, restating: bool | None = None) -> Context:
    root = DataRoot(tmp_path)
    records = _records()
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(records)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        recent = records[-50:]
        question = Question.read(asked, queries.question_day(recent))
        return queries.reply_context(
            root, CHAT, question, [], recent, BUDGET, index=index, restating=restating
        )


def _related(ctx: Context) -> list[str]:
    lines = ctx.context.split("\n")
    body = lines[lines.index(RELATED_HEADER) + 1 :]
    body = body[: body.index("")] if "" in body else body
    return [without_day(line) for line in body]


def test_a_question_about_a_person_shows_more_of_their_lines_by_their_news(
    tmp_path: Path,
) -> None:
    named = _context(tmp_path / "named", "What has Priya been making at the pottery studio?")
    # the lines a question about nobody ranks, without the turns after them it would
    # also get (``restating``): what the digest's count is weighed against
    plain = _context(
        tmp_path / "plain", "What has been made at the pottery studio lately?", restating=False
    )
    for ctx in (named, plain):
        assert ctx.tokens == context_tokens(ctx.context) <= BUDGET
    hers = [line for line in _related(named) if line.startswith("Priya: ")]
    cut = [line for line in hers if line.endswith(SHORT_MARKER)]
    assert len(hers) - len(cut) <= RELATED_WHOLE  # the best whole, the rest her digest
    # her digest: each line cut to its news, the greeting and the question back left out
    assert len(cut) >= 20
    assert all(line.startswith(f"Priya: {SHORT_MARKER} I spent the whole") for line in cut)
    assert all(estimate_tokens(line) + 1 <= max(DIGEST_LINE_FLOOR, BUDGET // 60) for line in cut)
    # asked about nobody, the same lines keep the longer share of an older line: fewer fit
    others = [line for line in _related(plain) if line.endswith(SHORT_MARKER)]
    assert others and all(estimate_tokens(line) + 1 >= RELATED_LINE_FLOOR - 1 for line in others)
    assert len(hers) > len(_related(plain)) * 1.3


def test_a_gist_leaves_out_the_opening_that_tells_nothing() -> None:
    said = "Hey! Guess what? We finally booked the cabin by the lake for the first week of June."
    assert gist(said, 100) == said  # whole when it fits
    cut = gist(said, 12)
    assert cut.startswith(f"{SHORT_MARKER} We finally booked") and cut.endswith(SHORT_MARKER)
    assert estimate_tokens(cut) <= 12
    # a line with no sentence that opens it, or only one sentence, is cut at its start
    plain = "We finally booked the cabin by the lake. It sleeps six and has a canoe."
    assert gist(plain, 8).startswith("We finally")
    assert gist("이번 주말에 호숫가 오두막 예약했어 여섯 명까지 잘 수 있대", 10).startswith("이번")
    # a longer question that opens a line is what it puts forward: it stays
    proposed = "Shall we move the team dinner to the rooftop place instead? It seats twelve."
    assert gist(proposed, 9).startswith("Shall we move the team")
    # questions alone: the last one stays
    asked = "Did you book it? Which week? How many beds does it have in the end?"
    assert gist(asked, 9).startswith(f"{SHORT_MARKER} How many")
