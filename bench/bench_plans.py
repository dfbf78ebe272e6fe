"""Benchmark of plans that change, who does what, forum topics and reactions (issue 27),
on a generated month-long chat.

    .venv/bin/python -m bench.bench_plans [--quick] [--seed N]

The chat is a forum supergroup: the General conversation (no topic) and two topics,
created by ``forum_topic_created`` service messages (so they have names), each message
carrying its topic's ``message_thread_id`` as Telegram sends it. Korean and English
lines, filler between. Members react to the decisions' messages with 👍, ❤ and 👎: one
takes a 👍 back, one turns a 👍 into a 👎, an anonymous admin reacts as the chat
(``actor_chat``). Every update is a Bot API payload read by ``Update.de_json`` and fed to
the service's real ``UpdateRecorder`` (each reaction reaches two persona bots, as it does
when both are admins), which records into the real ActorSystem summarizing with the
offline summarizer (no model call).

Three subjects change: a dinner plan changed three times (once in General, not in its
topic), a budget figure once, a deploy tool once; two subjects never change. Action items:
some are said done later by their owner (Korean and English; one in another topic than
the promise), one is dropped, the rest stay open.

Figures: the share of replaced decisions the ledger (``/결정``'s and ``/할일``'s, read as
the chat reads them: ``understanding.ledger``) marks superseded with the right
successor (and current decisions wrongly marked), the share of action items whose status
(open/done/dropped) is right, the recall of "update" questions ("what is the plan
now?": the first of the subject's values the reply context names is the current one),
the share of reactions ``/결정`` counts right (and of decisions whose agreeing and objecting
members are exactly the generated ones), the share of summaries whose messages all belong
to one topic, and, for a question asked in a topic, the share of its context's recent
window from that topic and of the lines from other topics labelled with their topic's
name. Peers in the same run: the ledger as it was before (no status: every replaced
decision reads as current), every action item open, and the same contexts without the
standing notes. ``--quick``: one seed; the full run: five seeds, twice the filler.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Literal
from zoneinfo import ZoneInfo

import anyio
from telegram import Update

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from groupchat_memory.actors.messages import BuildContext, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.telegram.context import Allowlist
from groupchat_memory.bot.telegram.handlers import UpdateRecorder
from groupchat_memory.bot.views.formatting import decisions_text
from groupchat_memory.domain.context import RECENT_HEADER, topic_label, without_day
from groupchat_memory.domain.current_plan import PLAN_HEADER
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.decisions import LedgerEntry
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.summarizer import SummaryRequest, SummaryResult
from groupchat_memory.domain.understanding import ledger as understood
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot

CHAT = -1001234567890
CHAT_TITLE = "스터디 모임"
SEOUL = ZoneInfo("Asia/Seoul")
T0 = datetime(2026, 5, 1, 0, 0, tzinfo=UTC)
PEOPLE = ("민준", "서연", "지호", "Alex")
QUIET = ("하은", "도윤")  # members who only react
MEMBERS = PEOPLE + QUIET
USER_ID = {name: 4001 + i for i, name in enumerate(MEMBERS)}
FIRST_ID = 1000  # the chat's first message id in the run
DINNER, DEV = "회식 준비", "개발"  # the two forum topics, by name
TOPIC_NAMES = (DINNER, DEV)
OPENING = 3  # General lines before the topics are created
# Telegram numbers a topic by its creation message: the topics follow the opening lines
THREAD = {name: FIRST_ID + OPENING + i for i, name in enumerate(TOPIC_NAMES)}
Where = str | None  # a topic's name, None: General (no topic)
AGREE_EMOJI = ("👍", "❤")
OBJECT_EMOJI = "👎"
REACTIONS = ("👍", "👍", "❤", "👎")


@dataclass(frozen=True)
class Change:
    """One subject's decisions in order, each with the value a question should find; the
    question is asked in the subject's topic (``where``)."""

    question: str
    where: Where
    lines: tuple[tuple[str, str, str, Where], ...]  # (sender, text, the value it sets, topic)


CHANGES = (
    Change(
        "회식 어디서 몇 시에 하기로 했지?",
        DINNER,
        (
            ("민준", "회식은 금요일 7시 강남에서 하기로 했어요", "강남", DINNER),
            ("서연", "회식 토요일 6시 홍대로 변경하기로 했어요", "홍대", DINNER),
            ("지호", "회식은 토요일 6시 신촌에서 하기로 확정", "신촌", None),
            ("민준", "회식 일요일 5시 잠실로 다시 변경하기로 했어요", "잠실", DINNER),
        ),
    ),
    Change(
        "회비는 얼마로 하기로 했지?",
        DINNER,
        (
            ("서연", "회비는 인당 3만원으로 하기로 했어요", "3만원", DINNER),
            ("민준", "회비 인당 2만원으로 확정", "2만원", DINNER),
        ),
    ),
    Change(
        "What deploy tool did we decide on?",
        DEV,
        (
            ("Alex", "We decided the deploy tool is Jenkins", "jenkins", DEV),
            ("Alex", "We decided to switch the deploy tool to Buildkite instead", "buildkite", DEV),
        ),
    ),
)
STEADY: tuple[tuple[str, str, Where], ...] = (
    ("지호", "발표는 목요일에 하기로 했어요", None),
    ("서연", "워크숍 장소는 판교로 하기로 결정했어요", None),
)
Status = Literal["open", "done", "dropped"]
# (owner, the promise, its topic, what they say later or None (stays open), where they
# say it, expected status)
ACTION_ITEMS: tuple[tuple[str, str, Where, str | None, Where, Status], ...] = (
    ("민준", "발표 자료는 금요일까지 제가 준비할게요", None, "발표 자료 다 했어요", None, "done"),
    ("서연", "회식 예약은 제가 할게요", DINNER, "회식 예약 끝냈어요", DINNER, "done"),
    ("지호", "포스터 디자인은 제가 맡을게요", None, None, None, "open"),
    ("Alex", "I'll write the release notes by Friday", DEV, "release notes are done", None, "done"),
    (
        "서연",
        "경품 주문은 제가 알아볼게요",
        DINNER,
        "경품 주문은 취소됐으니 안 해도 돼요",
        DINNER,
        "dropped",
    ),
    ("민준", "예산표는 다음 주까지 정리할게요", DINNER, None, None, "open"),
)
AGREE = ("좋아요", "동의해요", "👍", "ok, sounds good")
FILLER = ("잡담 {}", "점심 뭐 먹지 {}", "어제 경기 봤어요? {}", "random chatter {}")
WHERE: tuple[Where, ...] = (None, DINNER, DEV)


# ------------------------------------------------------------------ the generated chat


@dataclass(frozen=True)
class Said:
    """One message as Telegram numbers it; ``topic``: a ``forum_topic_created`` of that name."""

    at: datetime
    sender: str
    text: str
    where: Where
    message_id: int
    reply_to: int | None = None
    topic: str | None = None


@dataclass(frozen=True)
class Reacted:
    """One change of someone's reactions on a message (``new`` after it, ``old`` before);
    ``sender`` is the chat's title for an anonymous admin."""

    at: datetime
    sender: str
    on: int
    new: tuple[str, ...]
    old: tuple[str, ...]
    anonymous: bool = False


Stance = Literal["agree", "object"]


@dataclass(frozen=True)
class Expected:
    """A member's standing reaction on a decision's message, as ``/결정`` should count it
    (``stance`` None: they took it back, and it counts for nothing)."""

    decision: str
    name: str
    stance: Stance | None
    emoji: str
    anonymous: bool = False


@dataclass
class Chat:
    """The generated chat and its truth."""

    events: list[Said | Reacted] = field(default_factory=list)
    where_of: dict[int, Where] = field(default_factory=dict)  # message id -> topic
    reactions: list[Expected] = field(default_factory=list)
    agreed: dict[str, set[str]] = field(default_factory=dict)  # decision -> who agreed
    objected: dict[str, set[str]] = field(default_factory=dict)

    def messages(self) -> Iterator[Said]:
        return (e for e in self.events if isinstance(e, Said))

    def texts(self) -> dict[str, set[Where]]:
        """Each message text and the topics it was said in (a short answer recurs)."""
        out: dict[str, set[Where]] = {}
        for said in self.messages():
            out.setdefault(said.text, set()).add(said.where)
        return out


def stance_of(emojis: tuple[str, ...]) -> tuple[Stance, str] | None:
    """What a set of reactions says: a 👎 objects, a 👍 or ❤ agrees (the first of them)."""
    if OBJECT_EMOJI in emojis:
        return "object", OBJECT_EMOJI
    agree = [e for e in emojis if e in AGREE_EMOJI]
    return ("agree", agree[0]) if agree else None


class _Builder:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.chat = Chat()
        self.next_id = FIRST_ID
        self.minute = 0

    def stamp(self, day: int) -> datetime:
        self.minute += 1
        return T0 + timedelta(days=day, minutes=self.minute % 600)

    def say(self, day: int, sender: str, text: str, where: Where, **kw: Any) -> Said:
        said = Said(self.stamp(day), sender, text, where, self.next_id, **kw)
        self.next_id += 1
        self.chat.events.append(said)
        self.chat.where_of[said.message_id] = where
        return said

    def filler(self, day: int, count: int) -> None:
        for _ in range(count):
            text = self.rng.choice(FILLER).format(self.next_id)
            self.say(day, self.rng.choice(PEOPLE), text, self.rng.choice(WHERE))

    def react(self, day: int, on: Said, who: str, states: list[tuple[str, ...]]) -> None:
        """``who`` changes their reactions on ``on`` through ``states``, in order."""
        anonymous = who == CHAT_TITLE
        old: tuple[str, ...] = ()
        for new in states:
            self.chat.events.append(
                Reacted(self.stamp(day), who, on.message_id, new, old, anonymous)
            )
            old = new
        side = stance_of(old)
        stance, emoji = side if side is not None else (None, "")
        self.chat.reactions.append(Expected(on.text, who, stance, emoji, anonymous))
        if side is not None:
            mine, other = (self.chat.agreed, self.chat.objected)
            if side[0] == "object":
                mine, other = other, mine
            mine[on.text].add(who)
            other[on.text].discard(who)


def make_chat(seed: int, filler: tuple[int, int] = (20, 40)) -> Chat:
    """The month of chat for ``seed``: ``filler`` lines (at least, at most) between events."""
    rng = random.Random(seed)
    build = _Builder(rng)
    for i in range(OPENING):
        build.say(0, PEOPLE[i], f"다들 안녕하세요 {i}", None)
    for name in TOPIC_NAMES:
        said = build.say(0, PEOPLE[0], f"[주제 생성: {name}]", name, topic=name)
        assert said.message_id == THREAD[name]
    # (day, sender, text, topic, a decision?)
    plan: list[tuple[int, str, str, Where, bool]] = []
    days = iter(range(1, 29, 2))
    for change in CHANGES:
        for sender, text, _, where in change.lines:
            plan.append((next(days), sender, text, where, True))
    for sender, text, where in STEADY:
        plan.append((rng.randrange(1, 28), sender, text, where, True))
    for owner, promise, where, later, later_where, _ in ACTION_ITEMS:
        day = rng.randrange(1, 18)
        plan.append((day, owner, promise, where, False))
        if later is not None:
            plan.append((day + rng.randrange(3, 10), owner, later, later_where, False))
    plan.sort(key=lambda e: e[0])
    specials = iter(("withdrawn", "anonymous", "switched"))
    for day, sender, text, where, decision in plan:
        build.filler(day, rng.randrange(*filler))
        said = build.say(day, sender, text, where)
        if not decision:
            continue
        agreer = rng.choice([p for p in PEOPLE if p != sender])
        build.chat.agreed[text] = {sender, agreer}
        build.chat.objected[text] = set()
        build.say(day, agreer, rng.choice(AGREE), where, reply_to=said.message_id)
        others = [m for m in MEMBERS if m not in (sender, agreer)]
        rng.shuffle(others)
        for who in others[: rng.randrange(1, 3)]:
            build.react(day, said, who, [(rng.choice(REACTIONS),)])
        special = next(specials, None)
        left = others[2:]
        if special == "withdrawn":
            build.react(day, said, left[0], [("👍",), ()])
        elif special == "anonymous":
            build.react(day, said, CHAT_TITLE, [("👍",)])
        elif special == "switched":
            build.react(day, said, left[0], [("👍",), ("❤", "👎")])
    # a status lands with the summary of its window: the month ends with a window's worth
    # in every conversation
    build.filler(29, 3 * 60)
    return build.chat


# ------------------------------------------------------------------ as Telegram sends it

_CHAT_JSON = {"id": CHAT, "type": "supergroup", "title": CHAT_TITLE, "is_forum": True}


def _user(name: str) -> dict[str, Any]:
    return {"id": USER_ID[name], "is_bot": False, "first_name": name}


def thread_of(where: Where) -> int | None:
    """The ``message_thread_id`` of a topic by name; None for General."""
    return None if where is None else THREAD[where]


def _message_json(said: Said, by_id: dict[int, Said], *, quoted: bool = False) -> dict[str, Any]:
    """A message's JSON; ``quoted``: as the message another replies to (no reply of its own)."""
    body: dict[str, Any] = {
        "message_id": said.message_id,
        "date": int(said.at.timestamp()),
        "chat": _CHAT_JSON,
        "from": _user(said.sender),
    }
    if said.topic is not None:
        body["forum_topic_created"] = {"name": said.topic, "icon_color": 7322096}
    else:
        body["text"] = said.text
    thread = thread_of(said.where)
    if thread is not None:
        body |= {"message_thread_id": thread, "is_topic_message": True}
    if quoted:
        return body
    # in a topic, a message that replies to nothing replies to the topic's creation
    target = said.reply_to if said.reply_to is not None or thread is None else thread
    if target is not None and target != said.message_id:
        body["reply_to_message"] = _message_json(by_id[target], by_id, quoted=True)
    return body


def _reaction_json(reacted: Reacted) -> dict[str, Any]:
    body: dict[str, Any] = {
        "chat": _CHAT_JSON,
        "message_id": reacted.on,
        "date": int(reacted.at.timestamp()),
        "old_reaction": [{"type": "emoji", "emoji": e} for e in reacted.old],
        "new_reaction": [{"type": "emoji", "emoji": e} for e in reacted.new],
    }
    if reacted.anonymous:
        body["actor_chat"] = _CHAT_JSON
    else:
        body["user"] = _user(reacted.sender)
    return body


def updates(chat: Chat) -> Iterator[Update]:
    """The chat as Bot API updates, each reaction change twice (two admin personas)."""
    by_id = {s.message_id: s for s in chat.messages()}
    update_id = 0
    for event in chat.events:
        payloads: list[dict[str, Any]]
        if isinstance(event, Said):
            payloads = [{"message": _message_json(event, by_id)}]
        else:
            payloads = [{"message_reaction": _reaction_json(event)}] * 2
        for payload in payloads:
            update_id += 1
            update = Update.de_json({"update_id": update_id, **payload}, None)
            assert update is not None
            yield update


# ------------------------------------------------------------------ the run


class _Watched(OfflineSummarizer):
    """The offline summarizer, noting the message ids (and reacted ids) of each window."""

    def __init__(self) -> None:
        self.windows: list[list[int]] = []

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        ids = [m.message_id or m.reply_to or 0 for m in request.messages]
        self.windows.append(ids)
        return await super().summarize(request)


SETTINGS = MemorySettings(summary_every=50)


async def _record(root: Path, chat: Chat) -> tuple[float, _Watched]:
    summarizer = _Watched()
    started = time.perf_counter()
    async with ActorSystem(DataRoot(root), SETTINGS, summarizer) as system:
        recorder = UpdateRecorder(system, Allowlist([CHAT]))
        for update in updates(chat):
            if update.message_reaction is not None:
                await recorder.record_reaction(update.message_reaction)
            elif update.message is not None:
                await recorder.record(update.message)
        await system.ask(CHAT, Settle())
    return time.perf_counter() - started, summarizer


async def _contexts(root: Path) -> list[str]:
    async with ActorSystem(DataRoot(root), SETTINGS, OfflineSummarizer()) as system:
        out = []
        for change in CHANGES:
            asked = BuildContext(change.question, 4000, thread_id=thread_of(change.where))
            out.append((await system.ask(CHAT, asked)).context)
        return out


def _answered(context: str, change: Change) -> bool:
    """The first of the subject's values the context names is the current one (what a
    reader, or a model, taking the first answer it finds would say)."""
    lowered = context.casefold()
    values = [v for _, _, v, _ in change.lines]
    found = [(lowered.find(v.casefold()), v) for v in values if v.casefold() in lowered]
    return bool(found) and min(found)[1] == values[-1]


@dataclass
class Figures:
    """Counts, summed over the runs."""

    messages: int = 0
    seconds: float = 0.0
    decisions: int = 0
    replaced: int = 0
    missing: int = 0
    superseded_right: int = 0
    currents: int = 0
    wrongly_superseded: int = 0
    todos: int = 0
    todos_right: int = 0
    still_open: int = 0
    questions: int = 0
    answered_before: int = 0
    answered_after: int = 0
    reactions: int = 0
    reactions_right: int = 0
    agreement_checked: int = 0
    agreement_right: int = 0
    summaries: int = 0
    one_topic: int = 0
    window_lines: int = 0
    window_in_topic: int = 0
    other_lines: int = 0
    other_labelled: int = 0
    own_labelled: int = 0
    wrong: list[str] = field(default_factory=list)

    def add(self, other: Figures) -> None:
        for f in fields(self):
            mine = getattr(self, f.name)
            setattr(self, f.name, mine + getattr(other, f.name))


def _sides(line: str, entry: LedgerEntry) -> tuple[list[str], list[str]]:
    """(agreeing, objecting) names as a ``/결정`` line shows them, with their emoji:
    ``… (동의: 민준, 서연 👍; 반대: 도윤 👎) <link>`` or ``… (제안, 반대: 도윤 👎)``."""
    body = line.removesuffix(f" {entry.link}") if entry.link else line
    body = body.removesuffix(")")
    agree = against = ""
    if (at := body.rfind("(동의: ")) >= 0:
        agree, _, against = body[at + len("(동의: ") :].partition("; 반대: ")
    elif (at := body.rfind("(제안, 반대: ")) >= 0:
        against = body[at + len("(제안, 반대: ") :]
    return (
        [n.strip() for n in agree.split(", ") if n.strip()],
        [n.strip() for n in against.split(", ") if n.strip()],
    )


def _apart(chat: Chat, decision: str, windows: list[list[int]]) -> bool:
    """Whether the reply agreeing to ``decision`` was summarized in another window."""
    said = {s.text: s for s in chat.messages()}
    agreement = [s for s in chat.messages() if s.reply_to == said[decision].message_id]
    window_of = {i: at for at, window in enumerate(windows) for i in window}
    first = window_of.get(said[decision].message_id)
    return any(window_of.get(s.message_id) != first for s in agreement)


def _reaction_figures(
    chat: Chat, ledger: list[LedgerEntry], windows: list[list[int]], figures: Figures
) -> None:
    by_body = {e.text.split(": ", 1)[-1]: e for e in ledger}
    answer = decisions_text(ledger).splitlines()
    for expected in chat.reactions:
        figures.reactions += 1
        entry = by_body.get(expected.decision)
        line = (
            None if entry is None else next((x for x in answer if f" · {entry.text} (" in x), None)
        )
        if line is None or entry is None:
            figures.wrong.append(f"reaction on a decision not listed: {expected.decision}")
            continue
        agree, against = _sides(line, entry)
        anonymous = "(익명)" if expected.anonymous else ""
        shown = f"{expected.name}{anonymous} {expected.emoji}"
        if expected.stance is None:
            marks = (f"{expected.name} ", f"{expected.name}(")
            named = [n for n in agree + against if n == expected.name or n.startswith(marks)]
            right = not named and expected.name not in entry.agreed_by + entry.objected_by
        elif expected.stance == "agree":
            right = shown in agree and expected.name in entry.agreed_by
        else:
            right = shown in against and expected.name in entry.objected_by
        figures.reactions_right += right
        if not right:
            figures.wrong.append(f"reaction {expected}: /결정 shows {line!r}")
    for text, agreed in chat.agreed.items():
        entry = by_body.get(text)
        figures.agreement_checked += 1
        if entry is None:
            continue
        same = set(entry.agreed_by) == agreed and set(entry.objected_by) == chat.objected[text]
        figures.agreement_right += same
        if not same:
            apart = (
                " (its agreeing reply in the next window)" if _apart(chat, text, windows) else ""
            )
            figures.wrong.append(
                f"agreement of {text!r}: ledger {entry.agreed_by} / {entry.objected_by}, "
                f"generated {sorted(agreed)} / {sorted(chat.objected[text])}{apart}"
            )


def _topic_figures(
    root: Path, chat: Chat, summarizer: _Watched, contexts: list[str], figures: Figures
) -> None:
    for window in summarizer.windows:
        figures.summaries += 1
        topics = {chat.where_of.get(i, "?") for i in window}
        figures.one_topic += len(topics) == 1
        if len(topics) != 1:
            figures.wrong.append(f"a summary's window mixes topics {topics}")
    files = summary_files(DataRoot(root).summaries_dir(CHAT))
    if len(files) != len(summarizer.windows):
        figures.wrong.append(f"{len(summarizer.windows)} windows, {len(files)} summary files")
    texts = chat.texts()
    names = {THREAD[n]: n for n in TOPIC_NAMES}
    label = re.compile(r"^\[주제: ([^\]]+)\] ")
    for change, context in zip(CHANGES, contexts, strict=True):
        lines = context.splitlines()
        recent_from = lines.index(RECENT_HEADER) if RECENT_HEADER in lines else len(lines)
        for at, line in enumerate(map(without_day, lines)):
            found = label.match(line)
            body = line[found.end() :] if found else line
            name, sep, text = body.partition(": ")
            if not sep or name.startswith("- ") or name not in MEMBERS:
                continue  # a header, a summary or a standing note
            where = texts.get(text, set())
            if len(where) != 1:
                continue  # a short answer said in several topics: which is unknown
            [said_in] = where
            if at > recent_from:
                figures.window_lines += 1
                figures.window_in_topic += said_in == change.where and not found
            if said_in != change.where:
                figures.other_lines += 1
                want = topic_label(thread_of(said_in), names)
                figures.other_labelled += line.startswith(want + " ")
            elif found:
                figures.own_labelled += 1


def measure(seed: int, filler: tuple[int, int]) -> Figures:
    """One generated chat recorded, summarized and read back."""
    figures = Figures()
    chat = make_chat(seed, filler)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        took, summarizer = anyio.run(_record, root, chat)
        figures.seconds, figures.messages = took, sum(1 for _ in chat.messages())
        ledger = understood.decisions(DataRoot(root), CHAT, SEOUL)
        figures.decisions = len(ledger)
        by_body = {e.text.split(": ", 1)[-1]: e for e in ledger}
        for change in CHANGES:
            for old, new in zip(change.lines, change.lines[1:], strict=False):
                figures.replaced += 1
                entry = by_body.get(old[1])
                if entry is None:
                    figures.missing += 1
                    continue
                then = entry.superseded_by
                if entry.status == "superseded" and then and then.text.endswith(new[1]):
                    figures.superseded_right += 1
        for text in [c.lines[-1][1] for c in CHANGES] + [t for _, t, _ in STEADY]:
            figures.currents += 1
            entry = by_body.get(text)
            figures.wrongly_superseded += entry is not None and entry.status == "superseded"
        todos = {
            e.text.split(": ", 1)[-1]: e for e in understood.todos(DataRoot(root), CHAT, SEOUL)
        }
        for _, promise, _, _, _, status in ACTION_ITEMS:
            figures.todos += 1
            figures.still_open += status == "open"
            got = todos.get(promise)
            right = got is not None and got.status == status
            figures.todos_right += right
            if not right:
                said = "not extracted" if got is None else got.status
                figures.wrong.append(f"action item {promise!r}: {said}, generated {status}")
        after = anyio.run(_contexts, root)
        # the peer: the same contexts without the plan put in front of them
        before = [c.split("\n\n", 1)[1] if c.startswith(PLAN_HEADER) else c for c in after]
        figures.questions = len(CHANGES)
        figures.answered_after = sum(_answered(c, ch) for c, ch in zip(after, CHANGES, strict=True))
        figures.answered_before = sum(
            _answered(c, ch) for c, ch in zip(before, CHANGES, strict=True)
        )
        _reaction_figures(chat, ledger, summarizer.windows, figures)
        _topic_figures(root, chat, summarizer, after, figures)
    figures.wrong = [f"seed {seed}: {wrong}" for wrong in figures.wrong]
    return figures


def _share(part: int, whole: int) -> str:
    return f"{part}/{whole} = {part / whole:.2f}" if whole else "0/0"


def report(f: Figures, seeds: list[int]) -> None:
    """The figures, one a line (the closing note quotes them)."""
    runs = f"{len(seeds)} run(s), seeds {', '.join(map(str, seeds))}"
    lines = [
        f"generated chat: {f.messages} messages over 30 days ({runs}), General + 2 forum "
        f"topics, {f.reactions} reactions",
        f"  recorded and summarized offline in {f.seconds:.1f} s (no model call)",
        f"  ledger: {f.decisions} decisions "
        f"({f.missing} of the {f.replaced} replaced ones not extracted)",
        f"superseded marked correctly:   {_share(f.superseded_right, f.replaced)}",
        f"  peer, ledger before (no status): {_share(0, f.replaced)}",
        f"  current decisions wrongly marked superseded: {f.wrongly_superseded}/{f.currents}",
        f"action items with the right status: {_share(f.todos_right, f.todos)}",
        f"  peer, before (every item open): {_share(f.still_open, f.todos)}",
        "update questions answered by the context: "
        f"before {_share(f.answered_before, f.questions)}, "
        f"after {_share(f.answered_after, f.questions)}",
        f"reactions counted right in /결정: {_share(f.reactions_right, f.reactions)}",
        "  decisions whose agreeing and objecting members are the generated ones: "
        f"{_share(f.agreement_right, f.agreement_checked)}",
        f"summaries whose messages all belong to one topic: {_share(f.one_topic, f.summaries)}",
        "reply context asked in a topic: recent window lines from that topic "
        f"{_share(f.window_in_topic, f.window_lines)}",
        "  lines from other topics labelled with their topic: "
        f"{_share(f.other_labelled, f.other_lines)}; own topic's lines labelled: "
        f"{f.own_labelled}",
    ]
    lines += [f"  wrong: {wrong}" for wrong in f.wrong[:10]]
    print("\n".join(lines))


def main() -> None:
    parser = argparse.ArgumentParser(description="plans that change, who does what, topics")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="one seed: it takes seconds")
    args = parser.parse_args()
    seeds = [args.seed] if args.quick else [args.seed + i for i in range(5)]
    filler = (20, 40) if args.quick else (40, 80)
    total = Figures()
    for seed in seeds:
        total.add(measure(seed, filler))
    report(total, seeds)


if __name__ == "__main__":
    main()
