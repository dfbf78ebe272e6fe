"""Forgetting a member: what to erase (the plan), its journal, and the log's side of it.

A member who asks to be forgotten loses every record they sent in the chat (messages,
their edits, the commands they typed), also those recorded without a sender id (the
original bot's files, ``ingest`` without one), found by the names the member used. A
member who takes back one message (a reply ``/잊어줘``) loses that message and its edits.

What an erasure covers beyond those records (``Copies``): a later record that quotes the
member, a persona's answer that repeats their words or another member's reply to an
erased message that quotes it, has the quoted part replaced by ``REDACTED``; the bot's own
command answers (``/history``, ``/search``, ``/결정``, ``/정리`` pages, ``kind="command"``)
that quote them, show a line of theirs or name them are removed whole. A line a person
wrote on their own is never a copy: a greeting or a stock phrase belongs to everyone. A
quote is a sentence of an erased text of at least ``MIN_NEEDLE_CHARS`` characters,
found on folded text (``fold``: spacing, line breaks and Unicode forms aside); a
paraphrase, or a short text ("ok", "ㅋㅋ"), is not recognized.

The plan names those records by ``seq`` and by the day files that hold them, and the
summaries whose windows held them; it holds no text but the member's display names (how
summaries of archived periods quote them, and how records without a sender id name them).
It is written to ``chats/<id>/forget-journal.json`` before anything changes, so a
process killed at any step leaves data a rerun finishes from the same plan: every step
is idempotent (a day file without the erased lines is left alone, a rebuilt summary is
rebuilt the same way, the tombstone is written once).

The log stays append-only in spirit: the erased lines leave their day files by an atomic
rewrite (``store.compaction``) and one ``kind="tombstone"`` record, appended last, says
which seqs went, with no text and no user id.
"""

from __future__ import annotations

import bisect
import json
import os
import re
import threading
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import msgspec

from groupchat_memory.domain.history.redaction import Member, holds_member
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.store.compaction import rewrite_without
from groupchat_memory.store.files import write_atomic
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.log_reader import decode_line, read_forward
from groupchat_memory.store.masking import mask
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord, decode, encode


@dataclass
class ForgetReport:
    """What one erasure touched (counts only: it names no text)."""

    chat_id: int
    messages: int = 0
    summaries_rebuilt: int = 0
    summaries_removed: int = 0
    insights: int = 0
    strays: int = 0
    # other records that quoted the erased text: redacted (command answers removed)
    copies: int = 0
    resumed: bool = False
    # the one message asked for is no longer in the log: its day was archived (a period
    # summary cannot lose one message; erasing the whole member reaches it)
    archived: bool = False
    # archive summaries were rebuilt but no name of the member was known to find the
    # lines quoting them (``forget --name``; ``/forget_me`` knows it)
    unnamed: bool = False

    @property
    def summaries(self) -> int:
        """Summaries touched: rebuilt or removed."""
        return self.summaries_rebuilt + self.summaries_removed

    def text(self) -> str:
        """One line for the CLI."""
        return (
            f"chat {self.chat_id}: {self.messages} message(s) erased; "
            f"{self.summaries} summar{'y' if self.summaries == 1 else 'ies'} rebuilt "
            f"({self.summaries_removed} removed: nothing else in their window); "
            f"{self.insights} insight report(s) withdrawn; stray copies scrubbed: {self.strays}; "
            f"records quoting them redacted: {self.copies}"
            + ("; finished an interrupted erasure" if self.resumed else "")
            + (
                "; their name is unknown (no message left in the log): archive lines quoting "
                "them by name may remain, run again with --name NAME"
                if self.unnamed
                else ""
            )
        )


REDACTED = "(삭제됨)"
# the particles a name takes in a sentence, longest first (none: the name alone)
_PARTICLE = "|".join(
    (
        *("께서", "에게", "한테", "이랑", "이가", "이는", "이를", "이의", "이도", "이요"),
        *("이", "가", "은", "는", "을", "를", "의", "도", "와", "과", "랑", "께", "요", ""),
    )
)
TOMBSTONE_SENDER = "(forgotten)"
# erased texts shorter than this are too common to be a trace of the member ("ok", "ㅋㅋ")
MIN_NEEDLE_CHARS = 12


class ForgetPlan(msgspec.Struct, kw_only=True):
    """What one erasure removes (ids only) and how far it got; the journal's content."""

    plan_id: str
    chat_id: int
    user_id: int
    created: str
    seqs: list[int] = []
    days: list[str] = []
    summaries: list[str] = []
    summaries_done: int = 0
    steps_done: list[str] = []
    # the member's messages that only archive summaries still account for (their seqs),
    # the summaries to rebuild from their own content (``domain.history.redaction``), and the
    # member's display names (masked, as stored): how those summaries quote them
    archived_seqs: list[int] = []
    redact: list[str] = []
    names: list[str] = []
    # fixed before the files move (``upkeep.scrub.plan_renames``): rebuilt summary
    # files whose topic changed -> their new names; old topic slugs -> new tags
    renames: dict[str, str] = {}
    retags: dict[str, str] = {}
    # one message taken back (its id in the chat) instead of the whole member
    message_id: int | None = None
    # other records quoting the erased text (redacted, or removed when a command answer)
    # and the day files holding them
    copies: list[int] = []
    copy_days: list[str] = []
    # the member's texts (masked, as stored) long enough to betray a stray copy: the
    # ``strays`` step looks for them after the ``log`` step took them out of the log, so
    # a run resumed after a crash needs them here; they go with the journal
    traces: list[str] = []
    # the member's confirmed request this erasure carries out (``ForgetRequest``): marked
    # done before the journal goes, so a restart that finished it can say so
    request: str | None = None

    def target(self) -> Target:
        """Which records the plan erases (``Target``)."""
        return Target(
            user_id=self.user_id,
            names=frozenset(self.names) if self.message_id is None else frozenset(),
            message_id=self.message_id,
        )

    def member(self) -> Member:
        """The member as a summary can name them (``domain.history.redaction``)."""
        return Member(
            user_id=self.user_id,
            seqs=frozenset(self.seqs) | frozenset(self.archived_seqs),
            names=frozenset(self.names),
        )

    def erased(self) -> list[int]:
        """Every seq of the member's that leaves the chat's memory: logged and archived."""
        return sorted(set(self.seqs) | set(self.archived_seqs))

    def done(self, step: str) -> bool:
        """Whether ``step`` finished before (a rerun skips it)."""
        return step in self.steps_done


def read_plan(root: DataRoot, chat_id: int) -> ForgetPlan | None:
    """The unfinished erasure of a chat, if any (an unreadable journal is an error)."""
    path = root.forget_journal_path(chat_id)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    return decode(data, ForgetPlan, source=str(path))


def write_plan(root: DataRoot, plan: ForgetPlan) -> None:
    """Replace the journal atomically (it names ids and steps only)."""
    write_atomic(root.forget_journal_path(plan.chat_id), encode(plan))


def finish_step(root: DataRoot, plan: ForgetPlan, step: str) -> None:
    """Record that ``step`` is complete, durably, before the next one starts."""
    if step not in plan.steps_done:
        plan.steps_done.append(step)
        write_plan(root, plan)


def drop_plan(root: DataRoot, chat_id: int) -> None:
    """Remove the journal: the erasure is complete."""
    root.forget_journal_path(chat_id).unlink(missing_ok=True)


REQUESTS_VERSION = 1


class ForgetRequest(msgspec.Struct, kw_only=True):
    """An erasure a member confirmed. It is on disk before the member sees it acknowledged
    and stays until the chat has been told it is done, so a process killed in between
    still carries it out (``upkeep.forget.finish_interrupted``) and says so."""

    request_id: str
    # the chat whose memory it erases, and the chat, message and topic of the question
    # (the answer replies to it)
    chat_id: int
    user_id: int
    asked: str
    names: list[str] = []
    message_id: int | None = None
    asked_in: int | None = None
    question: int | None = None
    thread_id: int | None = None
    # what the erasure touched, once it is done
    report: ForgetReport | None = None

    def same(self, other: ForgetRequest) -> bool:
        """Whether both ask to erase the same thing (one erasure answers both)."""
        return (self.user_id, self.message_id) == (other.user_id, other.message_id)


class _Requests(msgspec.Struct, kw_only=True):
    """``forget-requests.json``: a chat's confirmed erasures not yet told done."""

    version: int = REQUESTS_VERSION
    requests: list[ForgetRequest] = []


_REQUESTS_LOCK = threading.Lock()  # one read-modify-write of a requests file at a time


def read_requests(root: DataRoot, chat_id: int) -> list[ForgetRequest]:
    """The chat's open requests, oldest first (an unreadable file is a ``RecordError``)."""
    path = root.forget_requests_path(chat_id)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return []
    return decode(data, _Requests, source=str(path)).requests


def _write_requests(root: DataRoot, chat_id: int, requests: list[ForgetRequest]) -> None:
    path = root.forget_requests_path(chat_id)
    if requests:
        write_atomic(path, encode(_Requests(requests=requests)))
    else:
        path.unlink(missing_ok=True)


def add_request(root: DataRoot, request: ForgetRequest) -> None:
    """Keep ``request`` durably (fsynced) before anything acknowledges it."""
    with _REQUESTS_LOCK:
        requests = read_requests(root, request.chat_id)
        _write_requests(root, request.chat_id, [*requests, request])


def request_done(root: DataRoot, chat_id: int, request_id: str, report: ForgetReport) -> None:
    """Record ``report`` in the request ``request_id`` and every other open one asking the
    same (a member who asked again after a failure); one already done keeps its report.
    A done request no longer needs the member's names: they go."""
    with _REQUESTS_LOCK:
        requests = read_requests(root, chat_id)
        done = next((r for r in requests if r.request_id == request_id), None)
        if done is None:
            return
        marked = [
            msgspec.structs.replace(r, report=report, names=[])
            if r.report is None and r.same(done)
            else r
            for r in requests
        ]
        if marked != requests:
            _write_requests(root, chat_id, marked)


def settle_request(root: DataRoot, chat_id: int, request: ForgetRequest) -> None:
    """The chat was told ``request`` is done: drop it, and the done ones asking the same."""
    with _REQUESTS_LOCK:
        requests = read_requests(root, chat_id)
        left = [
            r
            for r in requests
            if r.request_id != request.request_id and not (r.report is not None and r.same(request))
        ]
        if len(left) != len(requests):
            _write_requests(root, chat_id, left)


@dataclass(frozen=True)
class Target:
    """The records one erasure takes out: the member's (by id, or by one of ``names``,
    masked as stored, where a record has no sender id), or one message of theirs and
    its edits when ``message_id`` is set."""

    user_id: int
    names: frozenset[str] = frozenset()
    message_id: int | None = None

    def holds(self, record: MessageRecord) -> bool:
        """Whether ``record`` is one the erasure takes out."""
        if record.kind == "tombstone":
            return False
        if self.message_id is not None:
            return record.message_id == self.message_id and record.sender_id == self.user_id
        if record.sender_id == self.user_id:
            return True
        return record.sender_id is None and not record.is_bot and record.sender in self.names

    def prefilter(self) -> Callable[[bytes], bool]:
        """A byte test that rules a log line out before any JSON is parsed (False: none
        of its records can be the target's)."""
        digits = str(int(self.user_id)).encode()
        if not self.names:
            return lambda line: digits in line
        return lambda line: digits in line or _HAS_SENDER_ID.search(line) is None


_HAS_SENDER_ID = re.compile(rb'"sender_id":\s*-?[0-9]')


def plan_forget(
    log: MessageLog,
    summaries_dir: Path,
    chat_id: int,
    user_id: int,
    now: datetime,
    names: Iterable[str] = (),
    message_id: int | None = None,
) -> tuple[ForgetPlan, list[MessageRecord]]:
    """Find the member's records (or their one message ``message_id``), the records
    quoting them and the summaries over both; return the plan and the member's records.

    The records (masked, as stored) let the caller look for traces of their text in
    stray files; they are never written anywhere. ``names`` are display names the member
    is known by (their records add theirs): an archive summary written before archives
    recorded sender ids names them only so, and so does a record without a sender id.
    """
    files = summary_files(summaries_dir)
    archives = [r for _, r in files if r.kind == "archive"]
    if message_id is None:
        by_id = _records_of(log, Target(user_id))
        known = {mask(n) for n in names if n.strip()} | {r.sender for _, r in by_id}
        known |= names_in(archives, user_id)  # a name they had when those periods were archived
        found_at = _records_of(log, Target(user_id, frozenset(known))) if known else by_id
        archived = sorted({s for r in archives for s in r.sender_seqs.get(user_id, [])})
    else:
        found_at = _records_of(log, Target(user_id, message_id=message_id))
        known = {r.sender for _, r in found_at}
        archived = []
    found = [r for _, r in found_at]
    days = {name for name, _ in found_at}
    seqs = {r.seq for r in found if r.seq}
    ordered = sorted(seqs)
    target = Target(user_id, frozenset(known), message_id)
    copies_at = find_copies(log, target, copies_of(log, target, found))
    copies = sorted({r.seq for _, r in copies_at})
    touched = sorted(seqs | set(copies))
    member = Member(user_id=user_id, seqs=frozenset(archived), names=frozenset(known))
    spans = sorted((r.message_range.from_, r.message_range.to) for r in archives)
    affected: list[str] = []
    redact: list[str] = []
    for name, summary in files:
        if message_id is not None:
            # one message: its record is in the log, so no archived window holds it (and
            # the member's other messages there stay); one no longer in the log is not
            # erased at all (``archive_holds`` tells why)
            if _overlaps(summary, touched) and not _within(summary.message_range.from_, spans):
                affected.append(name)
        elif summary.kind == "archive":
            if holds_member(summary, member):
                redact.append(name)
        elif _within(summary.message_range.from_, spans):  # its window was archived
            if _overlaps(summary, archived) or holds_member(summary, member):
                redact.append(name)
        elif _overlaps(summary, touched):
            affected.append(name)
    plan = ForgetPlan(
        plan_id=os.urandom(6).hex(),
        chat_id=chat_id,
        user_id=user_id,
        created=now.isoformat(),
        seqs=ordered,
        days=sorted(days),
        summaries=affected,
        archived_seqs=archived,
        redact=redact,
        names=sorted(known),
        message_id=message_id,
        copies=copies,
        copy_days=sorted({name for name, _ in copies_at}),
        traces=trace_texts(found),
    )
    return plan, found


def archive_holds(summaries_dir: Path, user_id: int) -> bool:
    """Whether a period summary of the archive holds messages of ``user_id``: a message of
    theirs no longer in the log was folded into one, which cannot lose one message."""
    return any(
        r.kind == "archive" and user_id in r.sender_seqs for _, r in summary_files(summaries_dir)
    )


def names_in(archives: Iterable[SummaryRecord], user_id: int) -> set[str]:
    """The member's display name as archive summaries show it, so lines quoting them are
    found when no message of theirs is left in the log.

    Who agreed with an item is derived from its evidence (the senders of the cited
    messages, in order, once each), and the archive records each seq's sender id: where
    the cited messages' distinct senders line up one to one with ``agreed_by`` (no bot
    among them), the name standing where the member's id stands is theirs.
    """
    found: set[str] = set()
    for record in archives:
        sender = {seq: uid for uid, seqs in record.sender_seqs.items() for seq in seqs}
        if user_id not in record.sender_seqs:
            continue
        for item in (*record.key_decisions, *record.action_items):
            ids = list(dict.fromkeys(sender.get(seq) for seq in item.evidence))
            if None not in ids and len(ids) == len(item.agreed_by) and user_id in ids:
                found.add(item.agreed_by[ids.index(user_id)])
    return found


def _within(seq: int, spans: list[tuple[int, int]]) -> bool:
    """Whether ``seq`` lies in one of the sorted ``(from, to)`` spans."""
    i = bisect.bisect_right(spans, seq, key=lambda span: span[0]) - 1
    return i >= 0 and spans[i][0] <= seq <= spans[i][1]


def member_records(path: Path, target: Target | int) -> list[MessageRecord]:
    """The target's records in one day file (damaged lines skipped, as readers do).

    Only lines passing ``Target.prefilter`` are decoded: a byte search in C rules out
    nearly every other line of a big chat before any JSON is parsed.
    """
    target = Target(target) if isinstance(target, int) else target
    if path.suffix == ".json":  # an old day file: one JSON array
        return [r for r in read_forward(path, _ignore) if target.holds(r)]
    maybe = target.prefilter()
    found: list[MessageRecord] = []
    for line in path.read_bytes().split(b"\n"):
        if maybe(line):
            found.extend(_theirs(line, target) or [])
    return found


def _records_of(log: MessageLog, target: Target) -> list[tuple[str, MessageRecord]]:
    """(day file name, record) of every record of the target's in the log."""
    return [(p.name, r) for p in log.day_files() for r in member_records(p, target)]


@dataclass(frozen=True)
class Folded:
    """A folded text (``fold``) and, for each of its characters, the ``[start, end)`` span
    of the original text it stands for."""

    text: str
    starts: list[int]
    ends: list[int]


def fold(text: str) -> Folded:
    """``text`` as quotes are matched: NFKC, case-folded, each run of white space (line
    breaks, doubled or odd spaces) one space, invisible characters dropped; with the span
    of the original each folded character comes from."""
    folded = Folded("", [], [])
    parts: list[str] = []
    for match in _FOLD_TOKEN.finditer(text):
        token, first = match.group(), match.start()
        if token.isspace():
            if parts and parts[-1] == " ":  # spaces around an invisible one: still one
                folded.ends[-1] = match.end()
            else:
                _keep(folded, parts, " ", first, match.end())
        elif not _INVISIBLE.fullmatch(token):
            for start, end in _clusters(token) if not _stable(token) else ((0, len(token)),):
                piece = unicodedata.normalize("NFKC", token[start:end]).casefold()
                _keep(folded, parts, piece, first + start, first + end)
    return Folded("".join(parts), folded.starts, folded.ends)


def _keep(folded: Folded, parts: list[str], piece: str, start: int, end: int) -> None:
    """Add ``piece``, folded from ``[start, end)`` of the original: character for
    character when the lengths agree, else each of its characters stands for all of it."""
    parts.append(piece)
    if len(piece) == end - start:
        folded.starts.extend(range(start, end))
        folded.ends.extend(range(start + 1, end + 1))
    else:
        folded.starts.extend([start] * len(piece))
        folded.ends.extend([end] * len(piece))


def _stable(token: str) -> bool:
    """Whether ``token`` folds character for character (nearly every word does)."""
    return unicodedata.is_normalized("NFKC", token) and len(token.casefold()) == len(token)


def _clusters(token: str) -> Iterator[tuple[int, int]]:
    """``[start, end)`` of each character of ``token`` with the marks and Hangul vowel and
    final jamo that follow it: the units NFKC composes (decomposed Hangul is one each)."""
    start = 0
    for i in range(1, len(token)):
        if not _continues(token[i]):
            yield start, i
            start = i
    yield start, len(token)


def _continues(char: str) -> bool:
    code = ord(char)
    return bool(unicodedata.combining(char)) or 0x1160 <= code <= 0x11FF or 0xD7B0 <= code <= 0xD7FF


_INVISIBLE_CHARS = "\u00ad\u200b\u200c\u200d\u2060\ufeff"
_INVISIBLE = re.compile(f"[{_INVISIBLE_CHARS}]+")
_FOLD_TOKEN = re.compile(rf"\s+|[{_INVISIBLE_CHARS}]+|[^\s{_INVISIBLE_CHARS}]+")


def quotes_of(records: Iterable[MessageRecord]) -> dict[str, int]:
    """The pieces of erased texts a copy is recognized by, folded (``fold``): each text
    and each of its sentences and clauses of at least ``MIN_NEEDLE_CHARS`` characters,
    with the seq of the first record of the member's that holds it."""
    found: dict[str, int] = {}
    for record in records:
        for piece in (record.text, *_SENTENCE_END.split(record.text)):
            folded = fold(piece).text.strip()
            if len(folded) >= MIN_NEEDLE_CHARS:
                found[folded] = min(found.get(folded, record.seq), record.seq)
    return found


_SENTENCE_END = re.compile(r"[\n.!?。！？…,;]+")


class Quotes:
    """Finds the erased pieces inside other texts, on folded text (``fold``), counting a
    piece only in a record later than the member's first record holding it: a dict keyed
    by each piece's first ``MIN_NEEDLE_CHARS`` characters, looked up at every position of
    a text, so the cost grows with the text scanned, not with the number of pieces."""

    def __init__(self, pieces: Mapping[str, int]) -> None:
        self._since = dict(pieces)
        self._by_head: dict[str, list[str]] = {}
        for piece in sorted(self._since, key=lambda p: (-len(p), p)):
            self._by_head.setdefault(piece[:MIN_NEEDLE_CHARS], []).append(piece)

    def __bool__(self) -> bool:
        return bool(self._by_head)

    def found_in(self, text: str, seq: int) -> bool:
        """Whether ``text``, of the record ``seq``, holds a piece written before it."""
        return bool(self) and self._first(fold(text).text, 0, seq) is not None

    def _first(self, text: str, start: int, seq: int) -> tuple[int, str] | None:
        size = MIN_NEEDLE_CHARS
        for i in range(start, len(text) - size + 1):
            for piece in self._by_head.get(text[i : i + size], ()):
                # a record without a seq (an old file) has no order: any piece counts
                if (seq == 0 or self._since[piece] < seq) and text.startswith(piece, i):
                    return i, piece
        return None

    def redacted(self, text: str, seq: int) -> str:
        """``text``, of the record ``seq``, with every piece found replaced by ``REDACTED``
        (the original characters it was found in, whatever their spacing)."""
        folded = fold(text)
        out: list[str] = []
        at = kept = 0
        while (hit := self._first(folded.text, at, seq)) is not None:
            i, piece = hit
            start = max(folded.starts[i], kept)
            out.append(text[kept:start] + REDACTED)
            kept = max(folded.ends[i + len(piece) - 1], start)
            at = i + len(piece)
        return "".join(out) + text[kept:]


MessageKey = tuple[int, int]


class Copies:
    """Which other records carry an erasure's words on, and what is left of each.

    A copy is a later record that quotes the member: a bot's (a persona's answer that
    repeats a sentence of theirs, a command answer that shows it, a line of theirs or,
    when the whole member goes, their name), or another member's reply to an erased
    message that quotes that message. A line a person wrote on their own is never a
    copy, whatever it says: greetings, thanks and stock phrases belong to everyone, and
    another member may well have written the sentence first. A copy has its quotes
    replaced by ``REDACTED``; a command answer goes whole (the command asked again
    answers from what is left).
    """

    def __init__(
        self,
        erased: Iterable[MessageRecord],
        names: Iterable[str] = (),
        kept: Iterable[str] = (),
    ) -> None:
        """``names``: the member's, as stored, when the whole member goes; ``kept``: texts
        the member keeps (a piece also in one of them is not a quote of what goes)."""
        self._kept = [fold(text).text for text in kept]
        self._messages: dict[MessageKey, list[MessageRecord]] = {}
        records = list(erased)
        for record in records:
            if record.message_id is not None:
                key = (record.chat_id, record.message_id)
                self._messages.setdefault(key, []).append(record)
        self._replied: dict[MessageKey, Quotes] = {}
        self.quotes = self._quotes(records)
        shown = sorted({n for n in names if n.strip()}, key=lambda n: (-len(n), n))
        self._names = (
            re.compile(rf"(?<!\w)(?:{'|'.join(map(re.escape, shown))})(?:님|씨)?(?!\w)")
            if shown
            else None
        )
        # the name as a sentence uses it: ``민준님이 말씀하신``, ``민준에게`` (the particle stays)
        self._named = (
            re.compile(
                rf"(?<!\w)(?:{'|'.join(map(re.escape, shown))})(?:님|씨)?({_PARTICLE})(?!\w)"
            )
            if shown
            else None
        )

    def __bool__(self) -> bool:
        return bool(self.quotes) or self._names is not None

    def _quotes(self, records: list[MessageRecord]) -> Quotes:
        pieces = quotes_of(records)
        if self._kept:
            pieces = {p: s for p, s in pieces.items() if not any(p in k for k in self._kept)}
        return Quotes(pieces)

    def _quoted_by(self, record: MessageRecord) -> Quotes | None:
        """The quotes ``record`` may hold: any of the member's for a bot's record, those
        of the erased message it replies to for a person's (None: it can hold none)."""
        if record.is_bot:
            return self.quotes
        if record.reply_to is None:
            return None
        key = (record.chat_id, record.reply_to)
        if key not in self._messages:
            return None
        if key not in self._replied:
            self._replied[key] = self._quotes(self._messages[key])
        return self._replied[key]

    def holds(self, record: MessageRecord) -> bool:
        """Whether ``record`` is a copy (the caller leaves the erased records out)."""
        if record.kind == "tombstone":
            return False
        if _is_answer(record) and self.names_in(record.text):
            return True
        quotes = self._quoted_by(record)
        return quotes is not None and quotes.found_in(record.text, record.seq)

    def names_in(self, text: str) -> bool:
        """Whether ``text`` names the member as a word of its own: ``동의: 민준, 하린``,
        ``민준: …`` (a line shown), ``지호 👍``, ``민준님``."""
        return self._names is not None and self._names.search(text) is not None

    def fixed(self, record: MessageRecord) -> MessageRecord | None:
        """A copy without the member's words; None for a command answer (removed). A
        persona's answer that quoted the member loses their name too when the whole member
        goes (``민준님이 말씀하신 '(삭제됨)'`` would still say whose words went); a
        person's reply keeps their own words but the quote."""
        if _is_answer(record):
            return None
        quotes = self._quoted_by(record)
        if quotes is None:
            return record
        text = quotes.redacted(record.text, record.seq)
        if record.is_bot and text != record.text and self._named is not None:
            text = self._named.sub(lambda m: REDACTED + m[1], text)
        return msgspec.structs.replace(record, text=text)


def _is_answer(record: MessageRecord) -> bool:
    """Whether ``record`` is a bot's command answer, or an edit of one (a progress note
    turned into the ``/정리`` report: the only messages the bots edit)."""
    return record.is_bot and record.kind in ("command", "edit")


def copies_of(log: MessageLog, target: Target, erased: list[MessageRecord]) -> Copies:
    """The ``Copies`` of an erasure. When one message goes, a piece the member also wrote
    in a message they keep (a greeting, a signature line) is not a quote of it, and an
    answer naming them stays (only the message goes, not the member)."""
    if target.message_id is None:
        return Copies(erased, target.names)
    kept = [r.text for _, r in _records_of(log, Target(target.user_id)) if not target.holds(r)]
    return Copies(erased, kept=kept)


def find_copies(log: MessageLog, target: Target, copies: Copies) -> list[tuple[str, MessageRecord]]:
    """(day file name, record) of every record that is one of ``copies``."""
    if not copies:
        return []
    found: list[tuple[str, MessageRecord]] = []
    for path in log.day_files():
        for record in read_forward(path, _ignore):
            if not target.holds(record) and copies.holds(record):
                found.append((path.name, record))
    return found


def redact_day(path: Path, seqs: frozenset[int], copies: Copies) -> int:
    """Rewrite one day file with the copies among ``seqs`` redacted, and command answers
    among them removed; return how many records changed. A copy already redacted no
    longer holds a quote, so a rerun changes nothing."""

    def still(record: MessageRecord) -> bool:
        return record.seq in seqs and copies.holds(record)

    def fixed(records: list[MessageRecord]) -> list[MessageRecord]:
        out = [copies.fixed(r) if still(r) else r for r in records]
        return [r for r in out if r is not None]

    if path.suffix == ".json":
        records = list(read_forward(path, _ignore))
        changed = sum(1 for r in records if still(r))
        if changed:
            write_atomic(path, encode(fixed(records)))
        return changed
    lines = path.read_bytes().split(b"\n")
    changed = 0
    out: list[bytes] = []
    for line in lines:
        decoded = decode_line(line) if line.strip() else None
        records = (decoded if isinstance(decoded, list) else [decoded]) if decoded else []
        hits = sum(1 for r in records if still(r))
        if not hits:
            out.append(line)
            continue
        changed += hits
        kept = fixed(records)
        if kept:
            out.append(encode(kept if isinstance(decoded, list) else kept[0]))
    if changed:
        write_atomic(path, b"\n".join(out))
    return changed


def _ignore(_skipped: int) -> None:
    """Damaged lines are counted by the readers that show history, not here."""


def _theirs(line: bytes, target: Target) -> list[MessageRecord] | None:
    """The target's records on one log line; None when the line is damaged."""
    decoded = decode_line(line)
    if decoded is None:
        return None
    records = decoded if isinstance(decoded, list) else [decoded]
    return [r for r in records if target.holds(r)]


def _overlaps(summary: SummaryRecord, seqs: list[int]) -> bool:
    """Whether the summary's range holds one of ``seqs`` (sorted)."""
    first, last = summary.message_range.from_, summary.message_range.to
    i = bisect.bisect_left(seqs, first)
    return i < len(seqs) and seqs[i] <= last


def compact_day(path: Path, target: Target | int) -> int:
    """Rewrite one day file without the target's lines; return how many went.

    A damaged line is dropped only if it names the member as sender (a torn line of
    theirs, when the whole member goes); other damaged lines stay for whoever repairs
    the log.
    """
    target = Target(target) if isinstance(target, int) else target
    if path.suffix == ".json":  # an old day file: one JSON array, rewritten whole
        records = list(read_forward(path, _ignore))
        kept = [r for r in records if not target.holds(r)]
        if len(kept) < len(records):
            write_atomic(path, encode(kept))
        return len(records) - len(kept)
    digits = str(int(target.user_id)).encode()
    sender = re.compile(rb'"sender_id":\s*' + digits + rb"(?![0-9])")
    maybe = target.prefilter()
    whole = target.message_id is None

    def drop(line: bytes) -> bool:
        if not maybe(line):
            return False
        theirs = _theirs(line, target)
        if theirs is None:
            return whole and sender.search(line) is not None
        return bool(theirs)

    return rewrite_without(path, drop)


def tombstone(plan: ForgetPlan, timestamp: str, seq: int) -> MessageRecord:
    """The record that stands for the erased ones: their seqs as ranges, no text, no user id."""
    erased = f"{len(plan.erased())} record(s) erased, seq {seq_ranges(plan.erased())}"
    return MessageRecord(
        sender=TOMBSTONE_SENDER,
        text=f"forget {plan.plan_id}: {erased}",
        timestamp=timestamp,
        chat_id=plan.chat_id,
        kind="tombstone",
        seq=seq,
    )


def has_tombstone(log: MessageLog, plan: ForgetPlan, look_back: int = 200) -> bool:
    """Whether the plan's tombstone is already among the log's last records."""
    prefix = f"forget {plan.plan_id}:"
    return any(r.kind == "tombstone" and r.text.startswith(prefix) for r in log.tail(look_back))


def seq_ranges(seqs: Iterable[int]) -> str:
    """``1-3,7,9-10``: sorted seqs as compact ranges."""
    out: list[str] = []
    ordered = sorted(set(seqs))
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        out.append(str(ordered[i]) if i == j else f"{ordered[i]}-{ordered[j]}")
        i = j + 1
    return ",".join(out) or "-"


def trace_texts(records: Iterable[MessageRecord]) -> list[str]:
    """The member's texts long enough to be a trace of them (``MIN_NEEDLE_CHARS``)."""
    return sorted({t for r in records if len(t := r.text.strip()) >= MIN_NEEDLE_CHARS})


def needles_of(texts: Iterable[str], user_id: int) -> list[bytes]:
    """Byte strings that betray a copy of the member's records in a stray file (``texts``:
    their ``trace_texts``)."""
    found = {f'"sender_id":{int(user_id)},'.encode()}
    for text in texts:
        found.add(encode(text)[1:-1])  # as JSON encodes it, without the quotes
    return sorted(found)


def names_member(line: bytes, user_id: int) -> bool:
    """Whether a JSON line (a dead letter, a raw update) holds something the member sent:
    an object with ``"sender_id": UID`` or ``"from": {"id": UID}`` at any depth."""
    try:
        data = json.loads(line)
    except ValueError:
        return False
    todo: list[Any] = [data]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            sender = item.get("from")
            if item.get("sender_id") == user_id or (
                isinstance(sender, dict) and sender.get("id") == user_id
            ):
                return True
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return False


def written_by_another(line: bytes, user_id: int) -> bool:
    """Whether a JSON line (a dead letter, a raw update) is a message another person wrote
    on their own: a human sender other than the member, replying to nothing. Such a line
    holding the member's words is never a copy of them (the same greeting, the same
    thanks); it stays."""
    try:
        data = json.loads(line)
    except ValueError:
        return False
    if isinstance(data, dict) and isinstance(data.get("update"), dict):
        data = data["update"]  # a raw update set aside by the polling
    if not isinstance(data, dict):
        return False
    for message in (data.get("message"), data.get("edited_message"), data):
        if not isinstance(message, dict):
            continue
        author = message.get("from")
        if isinstance(author, dict):  # a raw update's message
            sender, bot = author.get("id"), author.get("is_bot")
            replying = message.get("reply_to_message") is not None
        else:  # a record's fields
            sender, bot = message.get("sender_id"), message.get("is_bot")
            replying = message.get("reply_to") is not None
        if isinstance(sender, int) and not isinstance(sender, bool):
            return sender != user_id and not bot and not replying
    return False
