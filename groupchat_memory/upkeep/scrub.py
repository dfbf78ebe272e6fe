"""Forgetting's clean-up after the summaries: topic names, indexes, insights, stray copies.

Each function is one journaled step of ``upkeep.forget`` and is safe to run again.

Topic names: a rebuilt summary may get a new topic tag (its old one was made of the
member's words, ``domain.history.redaction.tag_supported``). The old tag also names the summary's
file, sits in the ``topic_tag`` of every record logged while it was the live topic (the
other members' too), in ``state.json``'s topic and in insight front matter, so
``plan_renames`` fixes, once and in the journal, which file gets which new name and which
old tag which new one, and ``apply_renames`` carries that out everywhere.
"""

from __future__ import annotations

import bisect
import contextlib
import os
import re
from pathlib import Path

import msgspec

from groupchat_memory.actors.state.persisted import load_state, save_state
from groupchat_memory.actors.state.start_marks import drop_marks
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.history.forgetting import (
    Copies,
    ForgetPlan,
    names_member,
    write_plan,
    written_by_another,
)
from groupchat_memory.domain.history.redaction import NEUTRAL_TAGS
from groupchat_memory.domain.summaries.files import read_summary_file, summary_files
from groupchat_memory.domain.summaries.index import SummaryIndex, migrate_index_table
from groupchat_memory.domain.summaries.insights import parse_insight, render_insight
from groupchat_memory.domain.summaries.topics import read_topics, rewrite_topics
from groupchat_memory.store.compaction import rewrite_without
from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.files import our_leftover, topic_slug, write_atomic
from groupchat_memory.store.log_reader import decode_line
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import InsightRecord, MessageRecord, encode

WITHDRAWN = (
    "이 리포트는 회수되었습니다: 인용된 멤버가 자신의 기록 삭제를 요청했습니다. "
    "(withdrawn: a member it quoted asked to be forgotten)"
)
WITHDRAWN_TITLE = "회수된 리포트 (withdrawn)"
_NAME = re.compile(r"^(\d{4}-\d{2}-\d{2})_(.+)_(\d{3,})\.json$")


def slug_of(name: str) -> str:
    """The topic part of a summary file name (``YYYY-MM-DD_<topic>_NNN.json``)."""
    match = _NAME.match(name)
    return match.group(2) if match else ""


def plan_renames(root: DataRoot, plan: ForgetPlan) -> None:
    """Fix in the journal the new name of every rebuilt summary whose tag changed, and
    which old tags (gone from every summary) become which new ones. Only the rebuilt
    files are read unless a tag changed."""
    directory = root.summaries_dir(plan.chat_id)
    changed: list[tuple[str, str, str]] = []  # (file, old slug, new tag)
    for name in sorted(set(plan.summaries) | set(plan.redact)):
        path = directory / name
        record = read_summary_file(path) if path.exists() else None
        if record is not None and slug_of(name) not in ("", topic_slug(record.topic_tag)):
            changed.append((name, slug_of(name), record.topic_tag))
    renames: dict[str, str] = {}
    retags: dict[str, str] = {}
    if changed:
        files = summary_files(directory)
        taken = {name for name, _ in files}
        highest: dict[str, int] = {}  # numbers count all of a day's files, whatever the topic
        for name in taken:
            if match := _NAME.match(name):
                day = match.group(1)
                highest[day] = max(highest.get(day, 0), int(match.group(3)))
        for name, old, tag in changed:
            day, number = name[:10], _NAME.match(name)
            # the file keeps its number under its new topic; a name already taken (files
            # numbered per topic by older versions) gets the day's next number instead
            keep = int(number.group(3)) if number else 0
            target = f"{day}_{topic_slug(tag)}_{keep:03d}.json"
            if not keep or target in taken:
                highest[day] = highest.get(day, 0) + 1
                target = f"{day}_{topic_slug(tag)}_{highest[day]:03d}.json"
            taken.add(target)
            renames[name] = target
            retags.setdefault(old, tag)
        still = {topic_slug(record.topic_tag) for _, record in files} | NEUTRAL_TAGS
        retags = {old: tag for old, tag in retags.items() if old not in still}
    plan.renames, plan.retags = renames, retags
    write_plan(root, plan)


def apply_renames(root: DataRoot, plan: ForgetPlan) -> None:
    """Rename the files, retag the log and ``state.json``, point insights at the new names."""
    directory = root.summaries_dir(plan.chat_id)
    for old, new in plan.renames.items():
        source, target = directory / old, directory / new
        if source.exists():
            with contextlib.suppress(FileExistsError):  # a rerun finds the link made
                os.link(source, target)  # never clobbers, unlike rename
            source.unlink()
    if plan.retags:
        for path in sorted(root.log_dir(plan.chat_id).glob("*.jsonl")):
            _retag_day(path, plan.retags)
        _retag_state(root, plan)
    _rename_in_insights(root, plan)


def _retag_day(path: Path, retags: dict[str, str]) -> None:
    """Rewrite one day file with the old tags replaced (untouched when none occurs)."""
    data = path.read_bytes()
    needles = {encode(t)[1:-1] for old in retags for t in (old, old.replace("_", " "))}
    if not any(n in data for n in needles):
        return
    lines = data.split(b"\n")
    changed = False
    for i, line in enumerate(lines):
        decoded = decode_line(line) if any(n in line for n in needles) else None
        if decoded is None:
            continue
        records = decoded if isinstance(decoded, list) else [decoded]
        if any(topic_slug(r.topic_tag) in retags for r in records):
            new = [_retagged(r, retags) for r in records]
            lines[i] = encode(new if isinstance(decoded, list) else new[0])
            changed = True
    if changed:
        write_atomic(path, b"\n".join(lines))


def _retagged(record: MessageRecord, retags: dict[str, str]) -> MessageRecord:
    tag = retags.get(topic_slug(record.topic_tag))
    return record if tag is None else msgspec.structs.replace(record, topic_tag=tag)


def _retag_state(root: DataRoot, plan: ForgetPlan) -> None:
    """The tags ``state.json`` and the topics file keep (each forum topic's): renamed."""
    db = open_db(root.state_path(plan.chat_id))
    try:
        state = load_state(db)
        tag = plan.retags.get(topic_slug(state.topic))
        threads = {
            thread: msgspec.structs.replace(lane, topic=plan.retags[topic_slug(lane.topic)])
            for thread, lane in state.threads.items()
            if topic_slug(lane.topic) in plan.retags
        }
        if tag is not None or threads:
            changed = msgspec.structs.replace(
                state, topic=tag or state.topic, threads={**state.threads, **threads}
            )
            save_state(db, changed)
    finally:
        db.close()
    path = root.topics_path(plan.chat_id)
    topics = read_topics(path)
    retagged = {
        thread: msgspec.structs.replace(line, tag=plan.retags[topic_slug(line.tag)])
        for thread, line in topics.tags.items()
        if line.tag is not None and topic_slug(line.tag) in plan.retags
    }
    if retagged:  # written anew: the old tags must not stay in earlier lines
        topics.tags.update(retagged)
        rewrite_topics(path, topics)


def _rename_in_insights(root: DataRoot, plan: ForgetPlan) -> None:
    """Insights of the chat name their source summaries: follow the renames; one whose
    title holds an old tag is withdrawn."""
    for path, record in _insights(root, plan.chat_id):
        sources = [plan.renames.get(name, name) for name in record.source_summaries]
        title = record.title.casefold()
        named = any(old.casefold() in title or old.replace("_", " ").casefold() in title
                    for old in plan.retags)  # fmt: skip
        if named:
            record = _withdrawn(record)
        if sources != record.source_summaries or named:
            record = msgspec.structs.replace(record, source_summaries=sources)
            write_atomic(path, render_insight(record).encode())


def _insights(root: DataRoot, chat_id: int) -> list[tuple[Path, InsightRecord]]:
    directory = root.insights_dir()
    if not directory.is_dir():
        return []
    found = []
    for path in sorted(directory.glob("*.md")):
        try:
            record = parse_insight(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, GroupchatMemoryError):
            continue
        if record.chat_id == chat_id:
            found.append((path, record))
    return found


def _withdrawn(record: InsightRecord) -> InsightRecord:
    return msgspec.structs.replace(record, title=WITHDRAWN_TITLE, body=WITHDRAWN, withdrawn=True)


def reindex(root: DataRoot, chat_id: int) -> None:
    """Delete the recall index, the message vectors and the actor's start marks (rebuilt
    from the compacted log when next opened; a vector is derived from the member's words
    too, the marks keep topic tags) and rebuild the summary index (``summary_index.jsonl``)
    from the summary files. The decisions and to-dos read from the talk are not built
    again (the archived days are no longer in the log): ``forget`` erases the member from
    them in place."""
    for base in (root.recall_index_path(chat_id), root.vectors_path(chat_id)):
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{base}{suffix}").unlink(missing_ok=True)
    root.vector_codes_path(chat_id).unlink(missing_ok=True)
    root.vector_rows_path(chat_id).unlink(missing_ok=True)
    target = root.summary_index_path(chat_id)
    db = open_db(root.state_path(chat_id))
    try:  # an older data root keeps summary texts in state.json: move them out first
        migrate_index_table(db, target)
        drop_marks(db)
    finally:
        db.close()
    with SummaryIndex(target) as summaries:
        summaries.rebuild(root.summaries_dir(chat_id))


def scrub_strays(root: DataRoot, plan: ForgetPlan, needles: list[bytes]) -> tuple[int, int]:
    """Scrub dead letters, moved-aside and temp copies, and insights quoting the member.
    A dead letter another person wrote on their own stays, whatever it says.

    Returns (stray lines or files removed, insights withdrawn).
    """

    def theirs(line: bytes) -> bool:
        if names_member(line, plan.user_id):
            return True
        return any(n in line for n in needles) and not written_by_another(line, plan.user_id)

    strays = rewrite_without(root.dead_letter_path(plan.chat_id), theirs)
    strays += rewrite_without(root.updates_dead_letter_path(), theirs)
    # moved-aside and temp copies may sit anywhere under the data root (a chat's state, the
    # watcher's ledger, an insight being written) but in another chat's folder: only ours
    # (by their exact names) holding the member's go
    others = {root.chat_dir(chat) for chat in root.chat_ids() if chat != plan.chat_id}
    for path in sorted(root.root.rglob("*")):
        if others.intersection(path.parents) or not our_leftover(path.name):
            continue
        if path.is_file() and not path.is_symlink() and _holds(path, needles):
            path.unlink()
            strays += 1
    return strays, _withdraw_insights(root, plan, needles)


def _holds(path: Path, needles: list[bytes]) -> bool:
    try:
        data = path.read_bytes()
    except OSError:
        return False
    return any(needle in data for needle in needles)


def _withdraw_insights(root: DataRoot, plan: ForgetPlan, needles: list[bytes]) -> int:
    """Insight reports of the chat over the erased seqs, or naming the member forgotten
    whole (a reaction of theirs counted in a decision's agreement), lose their body and
    title (the rest of the front matter stays)."""
    seqs = plan.erased()
    if not seqs:
        return 0
    naming = Copies((), plan.names) if plan.message_id is None else None
    withdrawn = 0
    for path, record in _insights(root, plan.chat_id):
        if record.body == WITHDRAWN:
            continue
        first, last = record.message_range.from_, record.message_range.to
        i = bisect.bisect_left(seqs, first)
        quoted = i < len(seqs) and seqs[i] <= last
        named = naming is not None and naming.names_in(f"{record.title}\n{record.body}")
        if quoted or named or _holds(path, needles):
            write_atomic(path, render_insight(_withdrawn(record)).encode())
            withdrawn += 1
    return withdrawn
