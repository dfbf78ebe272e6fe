"""Read-only answers over one chat's files: history, search, stats, table of contents, recall
and reply context.

The CLI and the chat commands call these while the service runs (the log is append-only
and summary files appear complete, so reading beside the writer is safe); the chat actor
builds its reply contexts with ``reply_context``. Each answer reads exactly one chat's
folder.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Mapping, Sequence
from datetime import UTC, date, datetime, tzinfo
from functools import cache, partial
from itertools import chain
from typing import TYPE_CHECKING

import msgspec

from groupchat_memory.domain.context import (
    CONTEXT_SUMMARIES,
    RECENT_MESSAGES,
    WINDOW_FLOOR,
    Context,
    assemble,
    context_tokens,
    summary_key,
)
from groupchat_memory.domain.current_plan import (
    DECIDED_BUDGET,
    PLAN_SHARE,
    asks_about_plans,
    asks_plainly,
    current_plan,
    ledgers,
    with_decided,
    without,
)
from groupchat_memory.domain.history.archive_plan import (
    ARCHIVE_TOPIC,
    ArchivedPeriod,
    archived_periods,
)
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import (
    HOP_BUDGET,
    RELEVANT_POOL,
    RESTATED_HITS,
    SETTLING_HITS_SMALL,
    STOP_KNEE,
    Evident,
    Relation,
    ranked_messages,
    relevant_summaries,
    semantic_recall,
    speakers_of,
)
from groupchat_memory.domain.recall.search import SearchHit, search_messages
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import (
    matches,
    read_summary_file,
    summary_files,
)
from groupchat_memory.domain.summaries.index import Entry, read_index
from groupchat_memory.domain.summaries.reads import index_find, index_matching, index_tail, newest
from groupchat_memory.domain.summaries.topics import (
    ALL,
    PENDING,
    Scope,
    TopicNames,
    in_scope,
    read_topic_names,
)
from groupchat_memory.domain.summaries.usage import (
    PersonaUsage,
    ProviderCalls,
    calls_by_provider,
    read_usage,
    total_tokens,
)
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.log import MessageLog, latest_wins, parse_timestamp
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord, TokenUsage

if TYPE_CHECKING:  # numpy and the model load only where semantic recall opens
    from groupchat_memory.domain.recall.semantic import SemanticRecall

_DEFAULTS = MemorySettings()
# archive summaries recall adds to a reply context next to the latest ones: they stand
# for days whose messages are no longer ranked. A live summary relevant to the question
# is not added: its messages are rankable and hold its evidence in fewer tokens, and
# what it took was the older related lines' room; the summaries' text did not make up
# for the lines it displaced (docs/recall-evaluation.md has the figures)
RELEVANT_SUMMARIES = 2
# the messages recall ranks best that the plan section is told about (``current_plan``)
PLAN_RANKED = 60
# a question that relates to the chat's older lines and none of whose best ``PAST_HITS``
# ranked lines is one of the last ``RECENT_MESSAGES`` asks about the past: those last
# lines keep the room a small budget gives them (all of them, by their start), as for a
# question the plan answers, and what they gave up stays unused where recall's ranking
# stopped. They held almost none of such questions' evidence, shown whole
# (docs/recall-evaluation.md, "The recent window when the question is about the past")
PAST_HITS = 5
# a question asking one plain thing (``asks_plainly``: not about a plan or a reason, not
# for a value, a person or whether something is done, not two things at once) reads its
# ranking to this share of the stop's multiple of its knee (``STOP_KNEE``): what it asks
# was said once, and the lines between that share and the whole multiple held almost
# none of such questions' evidence, while a question about a plan needs the talk that
# settled it, deeper in the ranking (docs/recall-evaluation.md, "An eleventh try")
PLAIN_KNEE = 0.8


def open_log(root: DataRoot, chat_id: int, settings: MemorySettings = _DEFAULTS) -> MessageLog:
    """The chat's message log, for reading."""
    return MessageLog(root.log_dir(chat_id), settings.tz)


def messages_of(
    records: list[MessageRecord], kinds: frozenset[str] = frozenset({"message"})
) -> list[MessageRecord]:
    """Edits applied (latest text wins), only ``kind="message"`` records (or ``kinds``),
    in log order."""
    return [r for r in latest_wins(records) if r.kind in kinds]


def history(
    root: DataRoot,
    chat_id: int,
    n: int = 20,
    settings: MemorySettings = _DEFAULTS,
    *,
    with_commands: bool = False,
    held: Sequence[MessageRecord] = (),
    scope: Scope = ALL,
) -> list[MessageRecord]:
    """The latest ``n`` messages (of the forum topic ``scope`` names), edits applied, oldest
    first (memory commands and their answers too ``with_commands``: the chat's
    ``/history`` shows what was said there).

    ``held`` are records the log refused that wait in memory (the service's
    ``ActorSystem.held_records``): while the disk is full they are history too.
    """
    root.require_chat(chat_id)
    if n <= 0:
        return []
    kinds = frozenset({"message", "command"} if with_commands else {"message"})

    def mine(records: Sequence[MessageRecord]) -> list[MessageRecord]:
        return [r for r in messages_of(list(records), kinds) if in_scope(r.thread_id, scope)]

    with open_log(root, chat_id, settings) as log:
        want = n * 2
        while True:
            records = log.tail(want)
            found = mine(records)
            if len(found) >= n or len(records) < want:
                break
            want *= 2
    if held:
        found = mine([*found, *held])
    return found[-n:]


def search_hits(
    root: DataRoot,
    chat_id: int,
    keyword: str,
    limit: int = 20,
    offset: int = 0,
    *,
    settings: MemorySettings = _DEFAULTS,
    index: RecallIndex | None = None,
    scope: Scope = ALL,
) -> list[SearchHit]:
    """One page of messages containing ``keyword`` (in the forum topic ``scope`` names),
    newest first, each with its match span (``hit.highlighted(left, right)``); ``offset``
    skips the newer pages."""
    del settings  # the index and the day files carry what matching needs
    root.require_chat(chat_id)
    if not keyword.strip() or limit <= 0:
        return []
    if scope == ALL:
        return search_messages(
            root, chat_id, keyword, limit=limit, offset=max(0, offset), index=index
        )
    # the index knows no topics: read pages of every topic's hits and keep this one's
    found: list[SearchHit] = []
    skip, read, batch = max(0, offset), 0, max(limit * 4, 64)
    while len(found) < limit:
        hits = search_messages(root, chat_id, keyword, limit=batch, offset=read, index=index)
        for hit in hits:
            if in_scope(hit.record.thread_id, scope):
                if skip:
                    skip -= 1
                else:
                    found.append(hit)
        if len(hits) < batch:
            break
        read += len(hits)
    return found[:limit]


def stats(
    root: DataRoot, chat_id: int, settings: MemorySettings = _DEFAULTS, scope: Scope = ALL
) -> ChatStats:
    """Totals over the whole log and the summary files of one chat, and its model calls:
    its summaries' and reports', and each persona's. In the forum topic ``scope`` names,
    the topic's own (archived periods and reports count where messages without a topic do)."""
    root.require_chat(chat_id)
    every_summary = [summary for _, summary in summary_files(root.summaries_dir(chat_id))]
    summary_list = [s for s in every_summary if in_scope(s.thread_id, scope)]
    names = TopicNames(
        (s.message_range.from_, s.message_range.to, s.topic_tag, s.thread_id)
        for s in summary_list
        if s.kind == "summary"
    )
    periods = archived_periods(root, chat_id) if scope in (ALL, None) else []
    # an archive interrupted after writing a period summary, before removing its days:
    # those days' messages count once, in the period's count
    archived_ranges = sorted(p.message_range for p in periods if p.message_range[0])
    starts = [start for start, _ in archived_ranges]
    participants: Counter[str] = Counter()
    topics: Counter[str] = Counter()
    first: str | None = None
    last: str | None = None
    total = 0
    with open_log(root, chat_id, settings) as log:
        for record in log.scan():
            if record.kind != "message" or not in_scope(record.thread_id, scope):
                continue
            at = bisect.bisect_right(starts, record.seq) - 1
            if at >= 0 and record.seq <= archived_ranges[at][1]:
                continue
            total += 1
            participants[record.sender] += 1
            topics[names.of(record.topic_tag, record.seq, record.thread_id)] += 1
            if first is None:
                first = record.timestamp
            last = record.timestamp
    summaries = sum(summary.kind == "summary" for summary in summary_list)
    calls = calls_by_provider(root, chat_id, summary_list, insights=scope in (ALL, None))
    archived = sum(p.messages for p in periods)
    first_day = _day(first, settings)
    if periods and (first_day is None or periods[0].period_from < first_day):
        first_day = periods[0].period_from
    return ChatStats(
        chat_id=chat_id,
        total_messages=total + archived,
        first_date=first_day,
        last_date=_day(last, settings) or (periods[-1].period_to if periods else None),
        participants=dict(participants.most_common()),
        summaries=summaries,
        archived_periods=periods,
        archived_messages=archived,
        topics={name: n for name, n in topics.most_common() if name != PENDING},
        tokens=total_tokens(calls),
        llm_calls=calls,
        personas=read_usage(root, chat_id, scope),
    )


def _day(timestamp: str | None, settings: MemorySettings) -> str | None:
    if timestamp is None:
        return None
    return parse_timestamp(timestamp, settings.tz).astimezone(settings.tz).date().isoformat()


def topic_names(root: DataRoot, chat_id: int) -> dict[int, str]:
    """The names of the chat's forum topics, as created or last renamed ({} without any)."""
    return read_topic_names(root.topics_path(chat_id), root.state_path(chat_id))


def summary_entries(root: DataRoot, chat_id: int) -> list[Entry]:
    """Every summary as ``(file name, record)`` in time order: the whole index (the files
    when it is missing). For listings that show everything (``toc`` on the command line)."""
    root.require_chat(chat_id)
    entries, _ = read_index(root.summary_index_path(chat_id))
    return entries or summary_files(root.summaries_dir(chat_id))


class Page(msgspec.Struct, frozen=True):
    """One page of a newest-first listing: its entries (newest first) and whether an
    older page follows."""

    entries: list[Entry]
    more: bool


def toc_page(root: DataRoot, chat_id: int, page: int, per_page: int, scope: Scope = ALL) -> Page:
    """Page ``page`` (1-based) of the summaries (of ``scope``), newest first (``/목차``):
    reads the index backwards as far as the page goes, not the whole history."""
    return _page(root, chat_id, page, per_page, None, scope)


def recall_page(
    root: DataRoot, chat_id: int, keyword: str, page: int, per_page: int, scope: Scope = ALL
) -> Page:
    """Page ``page`` (1-based) of the summaries (of ``scope``) matching ``keyword``, newest
    first (``/기억``): the read stops once the page and one more match are found."""
    if not keyword.strip():
        root.require_chat(chat_id)
        return Page([], more=False)
    return _page(root, chat_id, page, per_page, keyword, scope)


def _page(
    root: DataRoot, chat_id: int, page: int, per_page: int, keyword: str | None, scope: Scope
) -> Page:
    root.require_chat(chat_id)
    if page < 1 or per_page < 1:
        return Page([], more=False)
    skip = (page - 1) * per_page
    found = newest(root.summary_index_path(chat_id), skip + per_page + 1, keyword, scope)
    if found is None:  # no index file (an old data root never started): the files
        files = summary_files(root.summaries_dir(chat_id))
        found = [
            e
            for e in files
            if (keyword is None or matches(e[1], keyword)) and in_scope(e[1].thread_id, scope)
        ][::-1]
    return Page(found[skip : skip + per_page], more=len(found) > skip + per_page)


def recall(
    root: DataRoot, chat_id: int, keyword: str, limit: int = 10, scope: Scope = ALL
) -> list[SummaryRecord]:
    """Summaries (of ``scope``) whose key topics or text contain ``keyword``: newest
    ``limit``, oldest first (the index is read backwards until they are found)."""
    root.require_chat(chat_id)
    if limit <= 0:
        return []
    found = index_matching(root.summary_index_path(chat_id), keyword, limit, scope)
    if found is None:
        found = [
            e
            for e in summary_files(root.summaries_dir(chat_id))
            if matches(e[1], keyword) and in_scope(e[1].thread_id, scope)
        ]
    return [r for _, r in found[-limit:]]


def summary_of(root: DataRoot, chat_id: int, from_seq: int, to_seq: int) -> SummaryRecord | None:
    """The newest summary of exactly ``from_seq..to_seq``, read from its own file (the
    index names it); None when there is none. Only without an index are all files read."""
    root.require_chat(chat_id)
    folder = root.summaries_dir(chat_id)
    path = root.summary_index_path(chat_id)
    if path.exists():
        name = index_find(path, from_seq, to_seq)
        return read_summary_file(folder / name) if name is not None else None
    for _, record in reversed(summary_files(folder)):
        if (record.message_range.from_, record.message_range.to) == (from_seq, to_seq):
            return record
    return None


def latest_summaries(
    root: DataRoot, chat_id: int, n: int = 3, scope: Scope = ALL
) -> list[SummaryRecord]:
    """The newest ``n`` summaries (of ``scope``), oldest first: the index's last lines (a
    bounded read)."""
    root.require_chat(chat_id)
    if n <= 0:
        return []
    found = index_tail(root.summary_index_path(chat_id), n, scope)
    if found is None:
        found = [
            e for e in summary_files(root.summaries_dir(chat_id)) if in_scope(e[1].thread_id, scope)
        ]
    return [r for _, r in found[-n:]]


def context(
    root: DataRoot,
    chat_id: int,
    text: str,
    budget_tokens: int | None = None,
    settings: MemorySettings = _DEFAULTS,
) -> Context:
    """The reply context the actor would build, from files only (for ``context`` on the CLI)."""
    root.require_chat(chat_id)
    with open_log(root, chat_id, settings) as log:
        recent = messages_of(log.tail(settings.buffer * 2))[-settings.buffer :]
    with RecallIndex(root, chat_id) as index, semantic_recall(root, chat_id, settings) as near:
        return reply_context(
            root,
            chat_id,
            Question.read(text, question_day(recent)),
            latest_summaries(root, chat_id, CONTEXT_SUMMARIES),
            recent,
            settings.context_budget_tokens if budget_tokens is None else budget_tokens,
            index=index,
            semantic=near,
            names=topic_names(root, chat_id),
            tz=settings.tz,
        )


def related_summaries(
    root: DataRoot,
    chat_id: int,
    question: Question,
    latest: Sequence[SummaryRecord],
    index: RecallIndex,
    names: frozenset[str] | None = None,
) -> list[SummaryRecord]:
    """The ``RELEVANT_SUMMARIES`` archive summaries most relevant to ``question`` that
    ``latest`` does not hold, oldest first: what a reply context adds beside the latest
    summaries (``index`` caught up; ``names``: its speakers', ``Speakers.names``)."""
    if RELEVANT_SUMMARIES <= 0:  # a slice [-0:] would keep every one
        return []
    shown = {summary_key(s) for s in latest}
    sums = relevant_summaries(
        root, chat_id, question, limit=RELEVANT_SUMMARIES + len(shown), index=index,
        caught_up=True, topic=ARCHIVE_TOPIC, names=names,
    )  # fmt: skip
    related = [r for _, r in sums if r.kind == "archive" and summary_key(r) not in shown]
    return related[-RELEVANT_SUMMARIES:]


def reply_context(
    root: DataRoot,
    chat_id: int,
    question: Question,
    latest: Sequence[SummaryRecord],
    recent: Sequence[MessageRecord],
    budget_tokens: int,
    *,
    index: RecallIndex,
    semantic: SemanticRecall | None = None,
    current_id: int | None = None,
    embed_limit: int | None = None,
    thread: int | None = None,
    names: Mapping[int, str] | None = None,
    tz: tzinfo | None = None,
    stop_knee: float | None = STOP_KNEE,
    evident: Evident | None = None,
    restating: bool | None = None,
) -> Context:
    """The context for a reply to ``question`` (read once where it was asked:
    ``Question.read`` with ``question_day``): the latest summaries and the recent messages
    plus what recall finds in the whole retained history (every message, ``recent``
    included: what the recent window does not show is rankable like any other, and
    summaries, archive ones included); with ``semantic``, messages near in meaning too,
    embedding at most ``embed_limit`` new ones first (None: semantic's default; the actor
    gives 0, its background task embeds). In a forum ``recent`` is the conversation of
    topic ``thread``; what recall brings in from another topic carries that topic's name
    (``names``). Above them, the plan as it stands where the question is about one
    (``current_plan``: the decision chains and to-dos it relates to, read from the ledger
    ``/결정`` and ``/할일`` show; ``tz``: the log's, None the default settings').
    Recall's lines stop at ``stop_knee`` times the place of their ranking's knee
    (``ranked_messages``; None: the budget is filled), ``PLAIN_KNEE`` of that for a
    question that asks one plain thing (``asks_plainly``); with ``evident``, only lines with
    that evidence of relevance enter, and the rest of the budget stays unused (measured,
    not the default). ``restating``: whether recall's best lines are followed by the turns
    that settled them (``ranked_messages``) and, in a context of ``DECIDED_BUDGET`` tokens
    or more, those that are a decision's line by that decision's other lines
    (``with_decided``); None: for every question but one about a person that does not
    ask about plans (``asks_about_plans``), whose digest of that person's lines takes that
    room; a question about plans that does not ask what came first also gets the turns
    after those lines that drop or change a plan (``ranked_messages(settling=)``; below
    ``HOP_BUDGET`` tokens, after the best ``SETTLING_HITS_SMALL`` only).
    Blocking: the actor runs it in a thread."""
    index.catch_up()
    # the ranking reads its lines in many small batches, of the same days: each day file
    # opened once, each line read once (``RecallIndex.reading``)
    with index.reading():
        if semantic is not None:
            if embed_limit is None:
                semantic.catch_up(index)
            else:
                semantic.catch_up(index, limit=embed_limit)
        speakers = speakers_of(index)
        people = question.split(speakers.names)[1]
        # what recall finds: the archive summaries, and the messages (read as consumed)
        related = related_summaries(root, chat_id, question, latest, index, speakers.names)
        relation = Relation()
        # what a talk settled (the turns after recall's best lines, the lines of a decision
        # among them): what most questions ask for, not one about a person (their digest has
        # the room)
        if restating is None:
            restating = not people or asks_about_plans(question.text)
        if stop_knee is not None and asks_plainly(question.text):
            stop_knee *= PLAIN_KNEE  # what it asks was said once: less of the ranking's tail
        # a question about how a plan ended: the turns that dropped or changed it too, not one
        # asking what came first (what was proposed before any of them)
        ended = asks_about_plans(question.text) and not question.asks_first
        found = ranked_messages(
            index,
            question,
            # enough hits to fill the budget with short lines (neighbours come on top)
            hits=max(RELEVANT_POOL, budget_tokens // 16),
            speakers=speakers,
            around_hits=True,  # what the budget still holds once the candidates run out
            semantic=semantic,
            # a line of another forum topic comes only when it relates, not to fill the room
            needs_evidence=lambda record: record.thread_id != thread,
            relation=relation,  # a question that relates to nothing does not fill the budget
            second_hop=budget_tokens >= HOP_BUDGET,  # a small context's room is the first hop's
            stop_knee=stop_knee,  # where nothing more relates, the room stays unused
            evident=evident,
            restating=restating,
            # a small context's, after its best few lines only
            settling=(
                (RESTATED_HITS if budget_tokens >= HOP_BUDGET else SETTLING_HITS_SMALL)
                if ended
                else 0
            ),
            # and the proposals its best lines took up, in a context with room for them (a
            # smaller one's is recall's first lines', as for ``with_decided``)
            taken_up=ended and budget_tokens >= DECIDED_BUDGET,
        )
        # the decisions and to-dos, read once for both, from the day files as the index's
        # catch-up listed them (each listing is a stat a day file)
        plans = cache(partial(ledgers, root, chat_id, index.listed()))
        if restating and budget_tokens >= DECIDED_BUDGET:
            # each of the best lines that is a decision's brings that decision's other lines
            found = with_decided(
                root, chat_id, tz or _DEFAULTS.tz, found, relation.restated, read=plans
            )
        # the plan as it stands, where the question is about one: read beside the messages
        # recall ranks best, which it then shows in its own section, not twice
        # (the places of the ranking: a turn given after a hit to say how it was settled,
        # ``Relation.restated``, holds none there, only where the ranking gives it again)
        head: list[MessageRecord] = []
        places: dict[int, None] = {}
        restated: set[int] = set()
        for record in found:
            head.append(record)
            if record.seq in relation.restated and record.seq not in restated:
                restated.add(record.seq)
                continue
            places.setdefault(record.seq)
            if len(places) >= PLAN_RANKED:
                break
        asker = next((m.sender for m in reversed(recent) if not m.is_bot), "")
        plan = current_plan(
            root,
            chat_id,
            tz or _DEFAULTS.tz,
            question,
            asker,
            list(places),
            int(budget_tokens * PLAN_SHARE),
            read=plans,
        )
        quoted = {m.seq for m in plan.quoted}
        room = max(0, budget_tokens - plan.tokens - (1 if plan.lines else 0))
        past = relation.strong and asks_past(head, relation.restated, recent, current_id)
        built = assemble(
            latest,
            recent,
            room,
            relevant_messages=(m for m in chain(head, found) if m.seq not in quoted),
            relevant_summaries=related,
            current_id=current_id,
            thread=thread,
            names={} if names is None else names,
            shares_of=budget_tokens,  # the plan is carved from recall's room
            fill_rest=relation.fills,
            people=people,
            # a question the plan answers, or one about the past: the last lines keep the
            # room a small budget gives them (all 20, shortened) and the rest goes to the
            # lines recall finds about it, where what was proposed, why it changed and how it
            # ended were said
            recent_share=min(1.0, WINDOW_FLOOR / room) if (plan.lines or past) and room else None,
        )
        plan = without(plan, built.messages)
        if not plan.lines:
            return built
        # the plan goes first: what stands now outranks any older line below it
        joined = "\n".join(plan.lines) + ("\n\n" + built.context if built.context else "")
        held = {m.seq for m in built.messages}
        messages = [*built.messages, *(m for m in plan.quoted if m.seq not in held)]
        return msgspec.structs.replace(
            built,
            context=joined,
            messages=sorted(messages, key=lambda m: (m.seq, m.timestamp)),
            tokens=context_tokens(joined),
        )


def asks_past(
    ranked: Sequence[MessageRecord],
    restated: set[int],
    recent: Sequence[MessageRecord],
    current_id: int | None = None,
) -> bool:
    """Whether none of the best ``PAST_HITS`` of ``ranked`` (recall's lines best first;
    those in ``restated``, given after a hit, hold no place) is one of the last
    ``RECENT_MESSAGES`` of ``recent``; False when nothing is ranked. The message being
    answered (``current_id``, a person's) is neither: it matches its own words."""

    def other(m: MessageRecord) -> bool:
        return m.is_bot or m.message_id != current_id

    said = [m.seq for m in recent if m.kind == "message" and other(m)]
    window = set(said[-RECENT_MESSAGES:])
    best = [m.seq for m in ranked if m.seq not in restated and other(m)]
    best = list(dict.fromkeys(best))[:PAST_HITS]
    return bool(best) and window.isdisjoint(best)


def question_day(recent: Sequence[MessageRecord]) -> date:
    """The day a question is asked: the newest message's local date (else today in UTC),
    against which "어제" or "last week" are read."""
    if recent:
        try:
            return date.fromisoformat(recent[-1].timestamp[:10])
        except ValueError:
            pass
    return datetime.now(UTC).date()


class ChatStats(msgspec.Struct, frozen=True, kw_only=True):
    """What ``/stats``, ``stats``, the MCP ``stats`` tool and the library show: counts over
    one chat only, and what its model calls cost.

    ``total_messages`` counts every message ever recorded: those still in the log plus
    ``archived_messages`` (left the log for archive summaries). ``participants`` and
    ``topics`` count the log only; a message recorded while its topic was pending counts
    under the name the summary covering it gave (``topics.TopicNames``), and one no summary
    has named yet under none. ``llm_calls``: the summaries' and insight reports' calls per
    provider, ``tokens`` their sum; ``personas``: each persona's answer calls.
    """

    chat_id: int
    total_messages: int
    first_date: str | None
    last_date: str | None
    participants: dict[str, int]
    summaries: int
    archived_periods: list[ArchivedPeriod] = msgspec.field(default_factory=list)
    archived_messages: int = 0
    topics: dict[str, int]
    tokens: TokenUsage = msgspec.field(default_factory=TokenUsage)
    llm_calls: dict[str, ProviderCalls] = msgspec.field(default_factory=dict)
    personas: dict[str, PersonaUsage] = msgspec.field(default_factory=dict)
