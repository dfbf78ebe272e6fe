"""Context for a bot's reply: latest and relevant summaries, older messages relevant to
what was just said, and the recent conversation, each layer under its own header,
messages in time order, each day's date opening its first line, within a token budget
that relevance fills.

The layers, in the order a reader meets them::

    [이전 대화 요약]
    - (2026-03-01, 회비_001) ...
    [관련된 이전 대화]
    [2026-02-10] 민수: ...
    [02-14] 영희: ...
    [최근 대화]
    [2026-03-12] 민수: ...
    클로디 [bot]: ...

``[bot]`` marks a persona's line; a human whose name looks like the mark has it defused.
A day's date opens its first line, its year said once a section (``day_prefix``).
The message being answered is not repeated here: the prompt shows it once, on its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeVar

import msgspec

from groupchat_memory.base.textfold import speaker
from groupchat_memory.domain.text.capping import shorten
from groupchat_memory.domain.text.gist import gist
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.domain.text.terms import name_terms
from groupchat_memory.store.records import EXTRACTIVE_MODEL, MessageRecord, SummaryRecord

MEMORY_UNAVAILABLE = "[기억을 불러오지 못했습니다: 이전 대화 없이 답합니다]"
"""The whole context of an answer the chat's memory did not come in time for."""
SUMMARY_HEADER = "[이전 대화 요약]"
RECENT_HEADER = "[최근 대화]"
RELATED_HEADER = "[관련된 이전 대화]"
# the latest summaries that always have a place, the newest first; the next latest one
# and those relevant to the question follow them into the summaries' room when it holds them
GUARANTEED_SUMMARIES = 2
RECENT_MESSAGES = 20
CONTEXT_SUMMARIES = 3
# a context that stops where nothing more relates (``assemble(fill_rest=False)``) shows
# this many of the latest summaries: the next latest after the guaranteed ones fills room
# as the leftover conversation does, and stays out with it (the offline summaries held
# none of the sets' evidence that recall's lines did not; docs/recall-evaluation.md, "A
# twelfth try")
STOPPED_SUMMARIES = GUARANTEED_SUMMARIES
# a shortened line keeps at least this many tokens (its marker included): below it the
# oldest line of the window (the least wanted summary) gives up its place instead
MESSAGE_LINE_FLOOR = 7
SUMMARY_LINE_FLOOR = 40
# room set aside before recall fills the rest (the requirement: 2-3 latest summaries and
# the last 20 messages always in the prompt): the window's is a quarter of the budget,
# shrinking with it below ``WINDOW_FULL`` (the default budget, as the summaries' share
# does) to ``RECENT_MESSAGES`` lines of ``WINDOW_LINE_TOKENS`` (a shortened line's floor
# and its share of the headers: each line's name and first words), never over half of
# it. Below the default budget the twenty lines shown by their start leave recall the
# room that finds the older evidence (a full quarter from half the default budget up
# lost more of it than the window's lines held; docs/recall-evaluation.md); the
# summaries' a quarter,
# shrinking with the budget below ``FULL_SHARES`` to what the ``GUARANTEED_SUMMARIES``
# latest and up to ``RELEVANT_LEAST`` relevant ones (those recall found) take at their
# floor (the next latest follows into what is left, as it does at any budget). Lines too
# long for their fair share are shortened. A small budget then leaves most of itself to
# what recall finds, not a quarter: meaning alone beat the whole context there only by
# having the room (bench/recall_eval)
RECENT_SHARE = 0.25
WINDOW_LINE_TOKENS = 10
# the room the last ``RECENT_MESSAGES`` take shortened: a small budget's window, and any
# budget's when the plan section answers the question (``queries.reply_context``)
WINDOW_FLOOR = RECENT_MESSAGES * WINDOW_LINE_TOKENS
WINDOW_FULL = 4000
WINDOW_MOST = 0.5
SUMMARY_SHARE = 0.25
FULL_SHARES = 4000
RELEVANT_LEAST = 2
# a latest summary the offline summarizer wrote (``EXTRACTIVE_MODEL``) keeps its place
# shortened to at most this many tokens at any budget: its text quotes the window's own
# lines, which recall ranks and shows whole when a question asks about them, so its share
# of a larger budget went to lines said twice. Not the summaries' floor: there a Korean
# summary's header (topics, people, count) left no room for its first quote, the sentence
# it ranks best, and a question about that line lost it (docs/recall-evaluation.md)
EXTRACT_LINE_TOKENS = 60
# older related lines: the best ``RELATED_WHOLE`` are shown whole up to
# ``RELATED_BEST_SHARE`` of the budget still left; each after them costs at most the
# larger of ``RELATED_LINE_FLOOR`` tokens and ``RELATED_LINE_SHARE`` of it, shortened with
# the window's visible marker. A small budget then shows more of the older moments by
# their start, where whole lines held a few (an aggregation question's evidence is spread
# over many turns), and one long line (a persona's answer) no longer takes a fifth of
# what a 1,000-token budget leaves recall; a large one still shows them whole
# (docs/recall-evaluation.md, "How long a related line may be")
RELATED_WHOLE = 10
RELATED_BEST_SHARE = 0.15
RELATED_LINE_FLOOR = 30
RELATED_LINE_SHARE = 1 / 30
# a related line at most this many times its share (any of the above) is shown whole: cut,
# it saved a few tokens and lost its end, and evidence cut to its start is not all there
# (docs/recall-evaluation.md, "A line a little over its share, shown whole")
RELATED_LINE_SLACK = 1.25
# a question about a person (it names one who wrote in the chat): that person's own older
# lines after the best are their digest, each at most the larger of ``DIGEST_LINE_FLOOR``
# tokens and ``DIGEST_LINE_SHARE`` of what is left, cut to its gist (``text.gist``). What a
# person did, has, likes or plans is told over many turns in many sessions, a sentence
# each: more of them by their point found more of the evidence than fewer, longer ones
# (docs/recall-evaluation.md, "A person's digest")
DIGEST_LINE_FLOOR = 18
DIGEST_LINE_SHARE = 1 / 60
# no message line costs less (a name, one character, the newline): a fuller budget is full
_SMALLEST_LINE = 3
# this many ranked candidates in a row too long for what is left: the budget is full
_MISSES = 24


# a day's date as ``day_header`` renders a well-formed timestamp, and the date that opens
# a context line (``day_prefix``), whole or without its year
_DAY_FORM = re.compile(r"\[\d{4}-\d\d-\d\d\]")
_OPENING_DAY = re.compile(r"\[(?:\d{4}-)?\d\d-\d\d\] ")


NO_TOPIC_NAME = "일반"
"""How the conversation without a forum topic is named next to the topics."""


def topic_title(thread_id: int | None, names: Mapping[int, str]) -> str:
    """A forum topic's name, ``#<thread id>`` when none is known; ``NO_TOPIC_NAME`` for
    the conversation without a topic."""
    if thread_id is None:
        return NO_TOPIC_NAME
    return names.get(thread_id) or f"#{thread_id}"


def topic_label(thread_id: int | None, names: Mapping[int, str]) -> str:
    """The label of a line from another forum topic: ``[주제: 여행]``."""
    return f"[주제: {topic_title(thread_id, names)}]"


def summary_line(record: SummaryRecord, label: str = "") -> str:
    """One summary as a context line: ``- (date, topic) text`` (``label``: its forum topic)."""
    text = " ".join(record.summary.split())
    return f"- ({record.date}, {record.topic_tag}) {label + ' ' if label else ''}{text}"


def message_line(record: MessageRecord) -> str:
    """One message as ``name: text``, ``name [bot]`` for a persona; one line, the name
    folded too (records stored before names were folded at entry), so a person can never
    wear the persona's mark."""
    return f"{speaker(record.sender, is_bot=record.is_bot)}: {' '.join(record.text.split())}"


def day_header(record: MessageRecord) -> str:
    """The date of a message's day: ``[2026-03-12]`` (its timestamp's local date)."""
    return f"[{record.timestamp[:10]}]"


def day_prefix(header: str, year_shown: bool) -> str:
    """The date that opens the first line of a day (``day_header``), and a space:
    ``[03-12] `` when the section already said the year (``year_shown``), the whole date
    otherwise. A date on a line of its own cost its own line, and the year said again
    each day tokens a reader does not need (every section is in time order): 1-2 tokens
    a day, some fifty days a context of recall's lines."""
    if year_shown and _DAY_FORM.fullmatch(header):
        return f"[{header[6:]} "
    return f"{header} "


def without_day(line: str) -> str:
    """A context line without the date that opens it (``day_prefix``): the message's own
    line as ``message_line`` (and a topic's label) renders it."""
    found = _OPENING_DAY.match(line)
    return line[found.end() :] if found else line


def _year(header: str) -> str:
    return header[1:5] if _DAY_FORM.fullmatch(header) else header


def _context_lines(
    summaries: Sequence[SummaryRecord],
    messages: Sequence[MessageRecord],
    *,
    related: Sequence[MessageRecord],
    line: Callable[[MessageRecord], str],
    summary: Callable[[SummaryRecord], str],
) -> list[str]:
    """The context's lines: ``[이전 대화 요약]``, ``[관련된 이전 대화]`` (``related``), then
    ``[최근 대화]``, sections left out when empty, messages in time order, a date
    opening each day's first line (``day_prefix``: a question asking when something
    happened can be answered); ``line`` / ``summary`` render one record (``assemble``
    passes the lines it already rendered to price them)."""
    parts: list[str] = []
    if summaries:
        parts.append(SUMMARY_HEADER)
        parts.extend(summary(s) for s in summaries)
    for header, section in ((RELATED_HEADER, related), (RECENT_HEADER, messages)):
        if not section:
            continue
        if parts:
            parts.append("")
        parts.append(header)
        day, year = "", ""
        for message in section:
            opening = ""
            if (header := day_header(message)) != day:
                opening = day_prefix(header, _year(header) == year)
                day, year = header, _year(header)
            parts.append(opening + line(message))
    return parts


def reserved_room(budget_tokens: int, relevant: int = 0) -> tuple[int, int]:
    """(the last ``RECENT_MESSAGES`` messages' room, the summaries' room) of a budget, in
    tokens, with ``relevant`` summaries found for the question: what recall cannot take.
    A small budget gives the window the room its 20 lines take shortened, and the
    summaries a smaller share: the guaranteed latest ones at their floor, no room kept
    for relevant ones that are not there."""
    budget = max(0, budget_tokens)
    share = int(budget * RECENT_SHARE * min(1.0, budget / WINDOW_FULL))
    window = min(int(budget * WINDOW_MOST), max(share, WINDOW_FLOOR))
    scaled = int(budget * SUMMARY_SHARE * min(1.0, budget / FULL_SHARES))
    shown = GUARANTEED_SUMMARIES + min(RELEVANT_LEAST, max(0, relevant))
    least = shown * SUMMARY_LINE_FLOOR + _line_tokens(SUMMARY_HEADER) + _line_tokens("")
    return window, min(int(budget * SUMMARY_SHARE), max(scaled, least))


def fair_cap(costs: Sequence[int], room: int) -> int | None:
    """The largest cap ``c`` with ``sum(min(cost, c)) <= room``: lines that cost less keep
    all of it, the longer ones share what is left evenly; None when every line fits whole."""
    if sum(costs) <= room:
        return None
    left, ordered = max(0, room), sorted(costs)
    for shown, cost in enumerate(ordered):
        share = left // (len(ordered) - shown)
        if cost > share:
            return share
        left -= cost
    return None


def _line_tokens(line: str) -> int:
    return estimate_tokens(line) + 1


def context_tokens(text: str) -> int:
    """What a context costs as the budget counts it: each line's estimate plus its newline."""
    return sum(_line_tokens(line) for line in text.split("\n")) if text else 0


class _Fill:
    """Messages taken so far and the tokens they cost, section headers and dates included
    (each charged with the first line that needs it, so a tiny budget is not spent on a
    header nothing follows; a date at what it adds to a line at most, its year once a
    section and year: each section is in time order).

    Every line is rendered and priced once, and the final count reuses those prices:
    pricing each line twice (when tried, then the whole text again) was a large share of
    the assembly's CPU at a million messages.
    """

    def __init__(
        self,
        budget: int,
        thread: int | None = None,
        names: Mapping[int, str] | None = None,
        people: frozenset[str] = frozenset(),
    ) -> None:
        self.budget = budget
        self.people = people  # the name terms of those the question is about
        self._about: dict[str, bool] = {}  # sender -> whether the question is about them
        self.thread = thread  # the forum topic asked in: lines of another are labelled
        self.names = {} if names is None else names
        self.used = 0
        self.picked: dict[int, MessageRecord] = {}
        self.related: set[int] = set()  # keys of picked messages shown as older related ones
        self.days: set[tuple[bool, str]] = set()  # (related section?, day header)
        self.years: set[tuple[bool, str]] = set()  # (related section?, year)
        # id(record) -> (the record, kept alive so its id is not reused; its line)
        self._lines: dict[int, tuple[MessageRecord | SummaryRecord, str]] = {}
        self._prices: dict[str, int] = {}

    def line(self, record: MessageRecord) -> str:
        """``message_line(record)``, rendered once per record (or as ``shown`` set it)."""
        found = self._lines.get(id(record))
        if found is None:
            found = self._lines[id(record)] = (record, self._label(record) + message_line(record))
        return found[1]

    def shortened(self, record: MessageRecord, tokens: int, *, related: bool = False) -> str | None:
        """``record``'s line, its topic's label kept, shortened to cost at most ``tokens``
        (None: no room): to its start, or for an older ``related`` line to its gist (its
        news, without the greeting or question that opens it: ``text.gist``)."""
        label = self._label(record)
        return _shortened(
            lambda text: label + message_line(msgspec.structs.replace(record, text=text)),
            record.text,
            tokens,
            gist if related else shorten,
        )

    def _label(self, record: MessageRecord) -> str:
        """The name of another forum topic before a line of it (``[주제: 여행] ``)."""
        if record.thread_id == self.thread:
            return ""
        return f"{topic_label(record.thread_id, self.names)} "

    def summary(self, record: SummaryRecord) -> str:
        """``summary_line(record)``, rendered once per record (or as ``shown`` set it)."""
        found = self._lines.get(id(record))
        if found is None:
            other = record.thread_id is not None and record.thread_id != self.thread
            label = topic_label(record.thread_id, self.names) if other else ""
            found = self._lines[id(record)] = (record, summary_line(record, label))
        return found[1]

    def shown(self, record: MessageRecord | SummaryRecord, line: str) -> None:
        """Show ``record`` as ``line`` (a shortened one) from now on."""
        self._lines[id(record)] = (record, line)

    def price(self, line: str) -> int:
        """``_line_tokens(line)``, computed once per distinct line."""
        cost = self._prices.get(line)
        if cost is None:
            cost = self._prices[line] = _line_tokens(line)
        return cost

    def take(self, record: MessageRecord, *, related: bool = False) -> bool:
        """Take ``record`` if it fits in the budget, into the older related section
        (``related``) or the recent conversation."""
        key = _key(record)
        if key in self.picked:
            return False
        day = (related, day_header(record))
        year = (related, _year(day[1]))
        cost = self.price(self.line(record))
        if day not in self.days:
            # what a date adds to its line is at most its own estimate (a line's ASCII is
            # counted together): the price is never under what the text costs
            cost += self.price(day_prefix(day[1], year in self.years)) - 1
        recent_shown = len(self.picked) > len(self.related)
        if related and not self.related:
            cost += self.price(RELATED_HEADER) + (self.price("") if recent_shown else 0)
        elif not related and not recent_shown:
            cost += self.price(RECENT_HEADER) + (self.price("") if self.related else 0)
        if self.used + cost > self.budget:
            return False
        self.picked[key] = record
        if related:
            self.related.add(key)
        self.days.add(day)
        self.years.add(year)
        self.used += cost
        return True

    def take_related(self, record: MessageRecord) -> bool:
        """Take ``record`` into the older related section, shortened when it is longer
        than its share of the budget still left: ``RELATED_BEST_SHARE`` among the best
        ``RELATED_WHOLE``, ``RELATED_LINE_SHARE`` after them (``RELATED_LINE_FLOOR`` at
        least; ``DIGEST_LINE_SHARE`` and ``DIGEST_LINE_FLOOR`` for a line of a person the
        question is about), cut to its gist; whole when it is at most
        ``RELATED_LINE_SLACK`` times that share."""
        best = len(self.related) < RELATED_WHOLE
        share, floor = RELATED_BEST_SHARE, RELATED_LINE_FLOOR
        if not best:
            digest = self.about(record.sender)
            share = DIGEST_LINE_SHARE if digest else RELATED_LINE_SHARE
            floor = DIGEST_LINE_FLOOR if digest else RELATED_LINE_FLOOR
        whole = self.line(record)
        cap = max(floor, int((self.budget - self.used) * share))
        cost = self.price(whole)
        if cost <= cap:
            return self.take(record, related=True)
        if cost <= int(cap * RELATED_LINE_SLACK) and self.take(record, related=True):
            return True  # a little over its share: whole, where the budget still has room
        short = self.shortened(record, cap, related=True)
        if short is None:
            return self.take(record, related=True)
        self.shown(record, short)
        if self.take(record, related=True):
            return True
        self.shown(record, whole)  # not taken: shown whole if the conversation takes it
        return False

    def about(self, sender: str) -> bool:
        """Whether the question is about ``sender`` (names them): their lines are a digest."""
        if not self.people:
            return False
        found = self._about.get(sender)
        if found is None:
            found = self._about[sender] = bool(name_terms([sender]) & self.people)
        return found

    def tokens(self, lines: Sequence[str]) -> int:
        """``context_tokens`` of the lines joined, from the prices already paid (every
        line was priced when it was taken)."""
        if any("\n" in day for _, day in self.days):  # a malformed timestamp: split as the text
            return context_tokens("\n".join(lines))
        return sum(map(self.price, lines))


def _shortened(
    render: Callable[[str], str],
    text: str,
    tokens: int,
    cut: Callable[[str, int], str] = shorten,
) -> str | None:
    """``render(text)`` with ``text`` shortened by ``cut`` so the line costs at most
    ``tokens``; None if the line without its text leaves no room for a marker."""
    head = _line_tokens(render(""))
    flat = " ".join(text.split())
    for room in range(tokens - head, 0, -1):  # the estimate is not quite additive
        short = cut(flat, room)
        if not short:
            return None
        line = render(short)
        if _line_tokens(line) <= tokens:
            return line
    return None


def _shortened_summary(record: SummaryRecord, tokens: int) -> str | None:
    """``record``'s line shortened to cost at most ``tokens`` (None: no room)."""
    return _shortened(
        lambda text: summary_line(msgspec.structs.replace(record, summary=text)),
        record.summary,
        tokens,
    )


Shown = TypeVar("Shown", MessageRecord, SummaryRecord)


def _fit(
    wanted: Sequence[Shown],
    room: int,
    floor: int,
    whole: Callable[[Shown], str],
    shortened: Callable[[Shown, int], str | None],
    price: Callable[[str], int],
) -> list[tuple[Shown, str]]:
    """The most wanted records (``wanted`` is best first) and their lines within ``room``:
    whole when they fit, the longest shortened to a fair share of at least ``floor``;
    when even that is over ``room``, the least wanted give up their places."""
    kept = list(wanted)
    while kept:
        lines = [whole(r) for r in kept]
        cap = fair_cap([price(line) for line in lines], room)
        if cap is None:
            return list(zip(kept, lines, strict=True))
        if cap >= floor:
            fitted = [
                (r, line if price(line) <= cap else shortened(r, cap))
                for r, line in zip(kept, lines, strict=True)
            ]
            return [(r, line) for r, line in fitted if line is not None]
        kept.pop()
    return []


def assemble(
    summaries: Sequence[SummaryRecord],
    recent: Sequence[MessageRecord],
    budget_tokens: int,
    *,
    recent_n: int = RECENT_MESSAGES,
    relevant_messages: Iterable[MessageRecord] = (),
    relevant_summaries: Sequence[SummaryRecord] = (),
    recent_share: float | None = None,
    current_id: int | None = None,
    thread: int | None = None,
    names: Mapping[int, str] | None = None,
    shares_of: int | None = None,
    fill_rest: bool = True,
    people: Iterable[str] = (),
) -> Context:
    """Build the reply context: the guaranteed layers first, then relevance fills the rest.

    ``summaries`` are the latest summaries (oldest first), ``recent`` the chat's newest
    messages (oldest first), ``relevant_messages`` / ``relevant_summaries`` what recall
    found for the question, best first (taken as ranked): the question itself is not
    read here.

    Order: the latest ``CONTEXT_SUMMARIES`` summaries (the newest ``GUARANTEED_SUMMARIES``
    first; an offline one, quotes of lines recall shows, by its start:
    ``EXTRACT_LINE_TOKENS``) and the relevant ones share the summaries' room, and the last
    ``recent_n`` messages the window's (``reserved_room``; ``recent_share`` of the budget
    instead when given): a line longer than its fair share is shortened with a visible
    marker, so a few very long messages cannot push the others out. Relevant messages follow in rank
    order until the budget is full (no fixed count; each shortened to its share of what
    is left, a larger one for the best ``RELATED_WHOLE``, ``_Fill.take_related``); what is left
    goes to more of the recent conversation, then to the summaries that found no room.
    Never over budget; each day's first line opens with its date. ``current_id``: the message
    being answered (a
    person's), left out: the prompt shows it once, on its own. Messages recall found
    outside the recent conversation go under ``[관련된 이전 대화]``. ``thread``: the forum
    topic asked in (``recent`` is its conversation); a line or a summary of another topic
    is labelled with that topic's name from ``names`` (``[주제: 여행]``). ``shares_of``:
    the whole budget the window's and the summaries' rooms are shares of, when a section
    above this context (the plan) took part of it: that part comes out of what recall
    fills, not out of the guaranteed layers. ``fill_rest``: False when the question relates to
    nothing older or its ranking stopped (``relevant.Relation``): what recall gave is
    all, the budget's rest stays unused, and of the latest summaries only
    ``STOPPED_SUMMARIES`` show (the relevant ones still do). A related line too long for
    its share shows its gist (``text.gist``: its news, not the greeting that opens it).
    ``people``: the names the question
    mentions; the older lines of a person it names, after the best, are that person's
    digest, each cut shorter (``DIGEST_LINE_FLOOR``, ``DIGEST_LINE_SHARE``).
    """
    budget = max(0, budget_tokens)
    if current_id is not None:

        def other(m: MessageRecord) -> bool:
            return m.is_bot or m.message_id != current_id

        recent = [m for m in recent if other(m)]
        relevant_messages = (m for m in relevant_messages if other(m))
    window_room, summary_room = reserved_room(
        budget if shares_of is None else shares_of, len(relevant_summaries)
    )
    window_room, summary_room = min(window_room, budget), min(summary_room, budget)
    if recent_share is not None:
        window_room = int(budget * max(0.0, recent_share))
    fill = _Fill(budget, thread, names, name_terms(people))

    # the summaries' room: the latest, those relevant to the question, the next latest
    section = fill.price(SUMMARY_HEADER) + fill.price("")  # with the blank line after it
    latest_sums = list(summaries[-CONTEXT_SUMMARIES:])
    guaranteed = list(reversed(latest_sums[-GUARANTEED_SUMMARIES:]))
    rest = list(reversed(latest_sums[:-GUARANTEED_SUMMARIES]))
    if not fill_rest:  # a context that stops: the next latest is filler
        rest = rest[: max(0, STOPPED_SUMMARIES - GUARANTEED_SUMMARIES)]
    wanted: dict[tuple[str, int, int, str], SummaryRecord] = {}
    for candidate in (*guaranteed, *relevant_summaries, *rest):  # the most wanted first
        wanted.setdefault(summary_key(candidate), candidate)
    for extract in latest_sums:  # quotes of lines recall shows: at its short line
        if extract.model == EXTRACTIVE_MODEL:
            short = _shortened_summary(extract, EXTRACT_LINE_TOKENS)
            if short is not None and fill.price(short) < fill.price(fill.summary(extract)):
                fill.shown(extract, short)
    picked_summaries: dict[tuple[str, int, int, str], SummaryRecord] = {}
    for shown, line in _fit(
        list(wanted.values()), summary_room - section, SUMMARY_LINE_FLOOR, fill.summary,
        _shortened_summary, fill.price,
    ):  # fmt: skip
        fill.shown(shown, line)
        picked_summaries[summary_key(shown)] = shown
        fill.used += fill.price(line)
    if picked_summaries:
        fill.used += section

    # the window's room: the last messages, newest first, their headers paid first
    said = [m for m in recent if m.kind == "message"]
    latest = list(reversed(said[-recent_n:])) if recent_n > 0 else []
    headers = fill.price(RECENT_HEADER)
    years: set[str] = set()
    for day in sorted({day_header(m) for m in latest}):
        headers += fill.price(day_prefix(day, _year(day) in years)) - 1
        years.add(_year(day))
    for record, line in _fit(
        latest, window_room - headers, MESSAGE_LINE_FLOOR, fill.line, fill.shortened,
        fill.price,
    ):  # fmt: skip
        fill.shown(record, line)
        if not fill.take(record):
            break
    originals = {_key(m): m for m in recent}

    misses = 0
    for record in relevant_messages:  # may be lazy (read from the log as consumed): stop when full
        if fill.budget - fill.used < _SMALLEST_LINE or misses >= _MISSES:
            break
        # a recent message the window already shows is no miss: ranking sees the whole
        # history, the recent 50 included, and only what is shown is skipped
        if _key(record) not in fill.picked and record.kind == "message":
            # the deque's copy (original text) wins over the log's masked copy of the message
            taken = fill.take_related(originals.get(_key(record), record))
            misses = 0 if taken else misses + 1
    # leftovers: more of the conversation, newest first, with no gap inside it
    for record in reversed(said) if fill_rest else ():
        if _key(record) in fill.related:
            break  # the conversation reached a line already shown as related
        if _key(record) not in fill.picked and not fill.take(record):
            break
    # then the summaries that found no room, whole
    for key, summary in wanted.items() if fill_rest else ():
        if key in picked_summaries:
            continue
        cost = fill.price(fill.summary(summary)) + (0 if picked_summaries else section)
        if fill.used + cost > budget:
            continue
        picked_summaries[key] = summary
        fill.used += cost

    sums = sorted(picked_summaries.values(), key=lambda s: (s.timestamp, s.message_range.from_))
    messages = sorted(fill.picked.values(), key=lambda m: (m.seq, m.timestamp))
    related = [m for m in messages if _key(m) in fill.related]
    conversation = [m for m in messages if _key(m) not in fill.related]
    lines = _context_lines(
        sums, conversation, related=related, line=fill.line, summary=fill.summary
    )
    return Context(
        context="\n".join(lines),
        messages=messages,
        summaries=sums,
        tokens=fill.tokens(lines),
    )


def summary_key(record: SummaryRecord) -> tuple[str, int, int, str]:
    """Identity of a summary whether it came from the index, the files or recall."""
    rng = record.message_range
    return (record.timestamp, rng.from_, rng.to, record.summary)


def _key(record: MessageRecord) -> int:
    """Identity of a message across the deque and the log: its seq (or object id if unset)."""
    return record.seq if record.seq else id(record)


class Context(msgspec.Struct, frozen=True, kw_only=True):
    """A reply context: the formatted text and what went into it."""

    context: str
    messages: list[MessageRecord]
    summaries: list[SummaryRecord]
    tokens: int
