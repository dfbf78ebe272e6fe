"""An actor's state rebuilt from the log's tail, its persisted document and its start
marks: how much of the tail to read (``read_tail``) and what it makes (``rebuild``)."""

from __future__ import annotations

from array import array

import msgspec

from groupchat_memory.actors.state.lanes import Lane, Snapshot, apply_to_recent, new_lane
from groupchat_memory.actors.state.persisted import PersistedState, ThreadState
from groupchat_memory.actors.state.seen_ids import SeenIds
from groupchat_memory.actors.state.start_marks import StartMarks
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.topics import PENDING, TopicState
from groupchat_memory.store.log import MessageLog, parse_timestamp
from groupchat_memory.store.records import MessageRecord

_MAX_TAIL_GROWTH = 64


def read_tail(
    log: MessageLog,
    settings: MemorySettings,
    persisted: PersistedState | None = None,
    marks: StartMarks | None = None,
) -> list[MessageRecord]:
    """Enough of the log's end to hold ``buffer`` messages and ``seen_ids`` records, and,
    with ``persisted``, every unsummarized record of the conversations the tail shows.

    With ``marks`` (which hold the seen ids and unsummarized seqs up to ``marks.upto``):
    every record after ``marks.upto`` and ``buffer`` messages (a forum's whole window:
    each topic wants its recent messages), whatever the history's length.
    """
    window = max(settings.seen_ids, settings.buffer * 2, 1)
    limit = window * _MAX_TAIL_GROWTH
    short = marks is not None and not marks.forum
    want = max(settings.buffer * 2, 1) if short else window
    while True:
        records = log.tail(want)
        if len(records) < want:
            break
        behind = marks is not None and records[0].seq > marks.upto
        messages = sum(1 for r in records if r.kind == "message")
        if not behind and (messages >= settings.buffer or want >= limit):
            break
        want *= 2
    if persisted is None or marks is not None:
        return records
    while records and len(records) >= want:
        need = min(persisted.lane(r.thread_id).cursor for r in records) + 1
        if records[0].seq <= need:
            break
        want *= 2
        records = log.tail(want)
    return records


def _lane_topic(
    records: list[MessageRecord],
    lane: ThreadState,
    last: MessageRecord | None,
    settings: MemorySettings,
    thread: int | None,
) -> TopicState:
    """Conversation ``thread``'s topic from its tail ``records`` and its persisted state."""
    last_at = parse_timestamp(last.timestamp, settings.tz) if last else None
    if records and records[-1].seq > lane.topic_seq:
        tag = records[-1].topic_tag
        since: int | None = None
        if tag == PENDING:
            # the pending run began after the last summary's rename (topic_seq), or carries
            # on from a topic that was still pending then
            for record in reversed(records):
                if record.seq <= lane.topic_seq:
                    if lane.topic == PENDING:
                        since = lane.topic_pending_since
                    break
                if record.topic_tag != PENDING:
                    break
                since = record.seq
    else:
        tag, since = lane.topic, lane.topic_pending_since
    return TopicState(tag, since if tag == PENDING else None, last_at, thread)


def rebuild(
    records: list[MessageRecord],
    persisted: PersistedState,
    settings: MemorySettings,
    marks: StartMarks | None = None,
) -> Snapshot:
    """The actor's state from the log tail ``records`` (oldest first) and its TinyDB state;
    with ``marks`` (``marks_hold``), their seen ids, seqs and topics up to ``marks.upto``
    and the records after it."""
    seen = (
        SeenIds(settings.seen_ids) if marks is None else SeenIds.restored(settings.seen_ids, marks)
    )
    upto = 0 if marks is None else marks.upto
    last_seq = 0
    threads: dict[int | None, list[MessageRecord]] = {None: []}
    lanes: dict[int | None, Lane] = {None: new_lane(settings, None)}
    for known in persisted.threads:
        lanes[known] = new_lane(settings, known)
        threads[known] = []
    topics = {known: persisted.lane(known) for known in lanes}
    for marked in marks.lanes if marks is not None else []:
        into = lanes.setdefault(marked.thread, new_lane(settings, marked.thread))
        threads.setdefault(marked.thread, [])
        into.seqs = array("q")
        for first, last in marked.unsummarized:
            into.seqs.extend(range(first, last + 1))
        kept = persisted.lane(marked.thread)
        if kept.topic_seq < upto:  # the topic as the stop left it, newer than the summary's
            kept = msgspec.structs.replace(
                kept, topic=marked.topic, topic_pending_since=marked.pending_since, topic_seq=upto
            )
        topics[marked.thread] = kept
    cursors = {known: persisted.lane(known).cursor for known in lanes}
    last_message: dict[int | None, MessageRecord] = {}
    newest: MessageRecord | None = None
    members: set[str] = set()
    for record in records:
        thread = record.thread_id
        lane = lanes.get(thread)
        if lane is None:
            lane = lanes[thread] = new_lane(settings, thread)
            threads[thread] = []
            cursors[thread] = persisted.lane(thread).cursor
            topics[thread] = persisted.lane(thread)
        threads[thread].append(record)
        apply_to_recent(lane.recent, record)
        last_seq = max(last_seq, record.seq)
        if record.kind == "message":
            last_message[thread] = newest = record
            if not record.is_bot:
                members.add(record.sender)
        if record.seq <= upto:  # the marks hold its id and seq
            continue
        seen.observe(record)
        if record.seq > cursors[thread] and record.kind == "message":
            lane.seqs.append(record.seq)
    for thread, lane in lanes.items():
        lane.topic = _lane_topic(
            threads[thread], topics[thread], last_message.get(thread), settings, thread
        )
    newest_at = parse_timestamp(newest.timestamp, settings.tz) if newest else None
    # a log that lost its newest lines, or whose old days were archived away, must not
    # hand out seq numbers that summaries already refer to
    floor = max(persisted.cursor, persisted.last_seq)
    return Snapshot(
        last_seq=max(last_seq, floor),
        lanes=lanes,
        seen=seen,
        persisted=persisted,
        newest_at=newest_at,
        members=members,
    )
