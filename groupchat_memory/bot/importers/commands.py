"""``groupchat-memory import``: existing history into a chat's memory, idempotently.

- ``telegram-export FILE``: Telegram Desktop's JSON export (``result.json`` of "Export
  chat history", JSON format). Text comes as a string or a list of entities; replies,
  media (placeholders such as ``[사진]`` unless captioned), service messages (joins,
  pins, title changes) and edits (the latest text wins) are kept.
- ``legacy DIR``: the original bot's data: day files holding a JSON array or JSONL of
  ``{sender, text, timestamp, is_bot, chat_id}`` and old summary files.

Messages are replayed through the actor system (``bot.importers.ingest.Replayer``), so summaries
are built as if the history had been recorded live. A second run imports nothing new:
messages are matched by message_id, or for old records without one by (time, sender,
text); summaries by (time, text).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from datetime import UTC, date, datetime
from pathlib import Path
from typing import IO, Any
from zoneinfo import ZoneInfo

import anyio

from groupchat_memory.actors.messages import Incoming
from groupchat_memory.base.errors import ConfigError
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.importers.ingest import (
    ALREADY,
    INSIDE,
    OUT_OF_RANGE,
    ImportFormatError,
    Placement,
    Replayer,
    Tally,
    backfill_report,
    import_lock,
    in_range,
    read_bounded,
    replaying,
)
from groupchat_memory.bot.importers.progress import (
    Progress,
    ReplayOptions,
    agree_to_spend,
    archive_notice,
    replay_summarizer,
)
from groupchat_memory.bot.importers.telegram_export import (
    bot_api_chat_id,
    export_items,
    export_senders,
)
from groupchat_memory.domain.summaries.files import summary_files, write_summary_file
from groupchat_memory.domain.summaries.index import SummaryIndex
from groupchat_memory.domain.text.capping import stored_text
from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.log import MessageLog, latest_wins, parse_timestamp
from groupchat_memory.store.masking import mask
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord, convert
from groupchat_memory.upkeep.backfill import Merged, finish_backfills

_DAY_NAME = re.compile(r"(\d{4}-\d{2}-\d{2})")


def _latest_texts(root: DataRoot, chat_id: int, tz: ZoneInfo) -> dict[tuple[int, int], str]:
    """(chat the message was sent in, message_id) -> the latest recorded (masked) text,
    edits applied."""
    if not root.log_dir(chat_id).is_dir():
        return {}
    with MessageLog(root.log_dir(chat_id), tz) as log:
        return {
            (r.chat_id or chat_id, r.message_id): r.text
            for r in latest_wins(log.scan())
            if r.message_id is not None
        }


def sent_in_chat(export: dict[str, Any], chat: int | None) -> int | None:
    """The chat the exported messages were sent in, when it is not the chat that records
    them (``--chat`` names another one: a team that moved to a new group): their ids
    are that chat's, and must not stand for the recording chat's own ids."""
    if chat is None:
        return None
    try:
        origin = bot_api_chat_id(export)
    except ImportFormatError:
        return None  # the export does not say: its ids are taken as --chat's
    return origin if origin != chat else None


def read_json(path: Path) -> Any:
    """A JSON file, or a usage error that says what is wrong with it."""
    try:
        return json.loads(read_bounded(path).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ImportFormatError(
            f"{path}: not a JSON file ({exc}); pass the result.json that Telegram Desktop's "
            "Export chat history writes with the format set to JSON"
        ) from None


def known_personas(
    config: Config, named: Sequence[str] | None, export: dict[str, Any]
) -> tuple[set[str], dict[int, str]]:
    """The personas' names and Telegram user ids (a token's leading number, where the
    token is set) an export's bot messages come from: the config's ``[[bots]]`` and
    ``named`` (``--personas``; [] for ``--no-personas``). With none of them known the
    import is refused (``ConfigError``): the personas' words would count as a member's,
    a decision "agreed" by a bot."""
    names = {bot.name for bot in config.bots} | set(named or ())
    tokens = {bot.name: bot.token.reveal() for bot in config.bots if bot.token is not None}
    ids = {
        int(head): name
        for name, token in tokens.items()
        if (head := token.partition(":")[0]).isascii() and head.isdigit()
    }
    if not names and named is None:
        senders = export_senders(export)
        shown = ", ".join(senders[:12]) + (
            f" and {len(senders) - 12} more" if len(senders) > 12 else ""
        )
        raise ConfigError(
            "not importing: which of the export's senders are bot personas? Without the "
            "config's [[bots]] their messages would count as a member's (a bot among those "
            "who agreed to a decision). Pass --config with the service's config, or "
            f"--personas NAME,NAME (this export's senders: {shown or 'none'}), or "
            "--no-personas when no persona wrote in this chat"
        )
    return names, ids


def run_import_telegram(
    config: Config,
    file: Path,
    chat: int | None,
    out: IO[str],
    options: ReplayOptions | None = None,
    personas: Sequence[str] | None = None,
) -> int:
    """``import telegram-export FILE [--chat ID] [--personas NAMES | --no-personas]``
    (``personas``: the names given, [] for none, None when not told)."""
    options = options or ReplayOptions()
    export = read_json(file)
    if not isinstance(export, dict) or "messages" not in export:
        hint = (
            " (a whole-account export: export a single chat instead)" if "chats" in export else ""
        )
        raise ImportFormatError(
            f"{file}: not a Telegram Desktop chat export{hint}; use the chat's menu -> "
            "Export chat history -> format JSON, and pass its result.json"
        )
    chat_id = chat if chat is not None else bot_api_chat_id(export)
    origin = sent_in_chat(export, chat)
    tz = config.timezone
    tally = Tally()
    names, ids = known_personas(config, personas, export)
    items = list(export_items(export, tz, names, tally, ids))
    if origin is not None:
        items = [
            (replace(base, chat_id=origin), None if edit is None else replace(edit, chat_id=origin))
            for base, edit in items
        ]
    summarizer = replay_summarizer(config, options)

    async def go(placement: Placement, progress: Progress) -> Merged | None:
        older = [(chat_id, [(base, None) for base, _ in items if placement.older(base)])]
        async with replaying(config, older, summarizer, options, tally) as run:
            system, clock, merged = run
            replayer = Replayer(system, clock, chat_id, config.memory, progress)
            latest = await anyio.to_thread.run_sync(_latest_texts, config.root, chat_id, tz)
            for base, edit in items:
                if placement.older(base):
                    continue
                if placement.inside(base):
                    tally.skip(INSIDE, f"message {base.message_id}")
                    continue
                await replayer.feed(base, tally)
                key = (origin or chat_id, base.message_id or 0)
                if edit is None or key not in latest:
                    continue
                text = stored_text(edit.text, config.memory.max_message_chars)
                if latest[key] != text:
                    await replayer.feed(edit, tally)
                    latest[key] = text
            await replayer.finish(tally)
        return merged[chat_id]

    # the lock first: a running bot (exit 3) is said before any question about cost (exit 2)
    with import_lock(config.root):
        finish_backfills(config.root, [chat_id])
        placement = Placement.of(config.root, chat_id, tz, origin)
        agree_to_spend(config, options, summarizer, [[(b.timestamp, b.text) for b, _ in items]])
        rest = sum(1 for base, _ in items if not placement.older(base))
        merged = anyio.run(go, placement, options.progress("import", config.root, chat_id, rest))
    moved = f", sent in chat {origin} (its message ids kept apart)" if origin is not None else ""
    out.write(
        f"chat {chat_id} ({export.get('name', '?')}{moved}): {tally.report()}"
        f"{backfill_report(merged, tz)}\n"
    )
    moments = [base.timestamp for base, _ in items]
    if placement.held.newest is not None:
        moments.append(placement.held.newest)  # the archive keeps days near the chat's newest
    notice = archive_notice(config, moments, datetime.now(UTC))
    if notice is not None:
        out.write(notice + "\n")
    return 0


# ------------------------------------------------------------------ the original bot's folder


def _fingerprint(moment: datetime, sender: str, text: str, limit: int) -> tuple[float, str, str]:
    """How an old record without message_id is recognised again: time, sender, text (as
    stored: masked and capped to ``limit``; capping a stored text again changes nothing)."""
    return (moment.timestamp(), mask(sender), stored_text(text, limit))


def _legacy_files(folder: Path, tally: Tally) -> Iterator[tuple[Path, Any]]:
    """Every JSON / JSONL file under ``folder`` with its parsed content (JSONL as a list);
    one that is not a regular file or is too large is tallied and left."""
    for path in sorted(folder.rglob("*")):
        if path.name.startswith(".") or path.suffix not in {".json", ".jsonl"} or path.is_dir():
            continue
        try:
            text = read_bounded(path).decode("utf-8", errors="replace")
        except ConfigError as exc:
            tally.skip("file not read", str(exc))
            continue
        try:
            yield path, json.loads(text)
            continue
        except json.JSONDecodeError:
            pass
        rows: list[Any] = []
        for line in text.splitlines():
            if line.strip():
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError:
                    rows.append(None)
        yield path, rows


def _chat_of(path: Path, folder: Path, record: dict[str, Any], chat: int | None) -> int | None:
    """A record's chat: its own chat_id, else --chat, else a numeric folder name on its path."""
    raw = record.get("chat_id")
    if isinstance(raw, int) and raw != 0:
        return raw
    if isinstance(raw, str) and raw.lstrip("-").isdigit():
        return int(raw)
    if chat is not None:
        return chat
    for part in path.relative_to(folder).parts[:-1][::-1]:
        if part.lstrip("-").isdigit():
            return int(part)
    return None


def _existing(
    root: DataRoot, chat_id: int, tz: ZoneInfo, limit: int
) -> set[tuple[float, str, str]]:
    """Fingerprints of what the chat already holds."""
    if not root.log_dir(chat_id).is_dir():
        return set()
    with MessageLog(root.log_dir(chat_id), tz) as log:
        return {
            _fingerprint(parse_timestamp(r.timestamp, tz), r.sender, r.text, limit)
            for r in latest_wins(log.scan())
        }


def collect_legacy(
    folder: Path, chat: int | None, tz: ZoneInfo, tally: Tally
) -> tuple[dict[int, list[MessageRecord]], dict[int, list[SummaryRecord]]]:
    """Messages and summaries per chat from the original bot's folder."""
    messages: dict[int, list[MessageRecord]] = {}
    summaries: dict[int, list[SummaryRecord]] = {}
    for path, content in _legacy_files(folder, tally):
        rows = content if isinstance(content, list) else [content]
        for row in rows:
            if not isinstance(row, dict):
                tally.skip("unreadable line", str(path))
                continue
            target = _chat_of(path, folder, row, chat)
            if target is None:
                tally.skip("no chat id (pass --chat ID)", str(path))
                continue
            try:
                if "summary" in row and "sender" not in row:
                    record = convert(_summary_defaults(row, path), SummaryRecord, source=str(path))
                    summaries.setdefault(target, []).append(record)
                else:
                    # chat_id is resolved above (old files may hold it as a string)
                    fields = {k: v for k, v in row.items() if k != "chat_id"}
                    message = convert(fields, MessageRecord, source=str(path))
                    if not in_range(parse_timestamp(message.timestamp, tz)):
                        tally.skip(OUT_OF_RANGE, str(path))
                        continue
                    messages.setdefault(target, []).append(message)
            except RecordError as exc:
                tally.skip("invalid record", str(exc))
    return messages, summaries


def _summary_defaults(row: dict[str, Any], path: Path) -> dict[str, Any]:
    """Old summary files may lack ``date`` or ``message_range``: fill them from what is there."""
    filled = dict(row)
    if "date" not in filled:
        found = _DAY_NAME.search(path.name) or _DAY_NAME.search(str(filled.get("timestamp", "")))
        filled["date"] = found.group(1) if found else date.today().isoformat()
    filled.setdefault("timestamp", f"{filled['date']}T00:00:00")
    filled.setdefault("message_range", {"from": 0, "to": 0})
    return filled


def _add_summaries(root: DataRoot, chat_id: int, found: list[SummaryRecord], tally: Tally) -> int:
    """Write old summaries not yet present; rebuild the chat's summary index if any were new."""
    directory = root.summaries_dir(chat_id)
    have = {(r.timestamp, r.summary) for _, r in summary_files(directory)}
    added = 0
    for record in found:
        if (record.timestamp, mask(record.summary)) in have:
            tally.skip("summary already imported")
            continue
        write_summary_file(directory, date.fromisoformat(record.date[:10]), record)
        have.add((record.timestamp, mask(record.summary)))
        added += 1
    if added:
        with SummaryIndex(root.summary_index_path(chat_id)) as index:
            index.rebuild(directory)
    return added


def run_import_legacy(
    config: Config,
    folder: Path,
    chat: int | None,
    out: IO[str],
    options: ReplayOptions | None = None,
) -> int:
    """``import legacy DIR [--chat ID]``."""
    options = options or ReplayOptions()
    if not folder.is_dir():
        raise ConfigError(f"{folder}: not a folder; pass the original bot's data folder")
    tz = config.timezone
    tally = Tally()
    messages, summaries = collect_legacy(folder, chat, tz, tally)
    if not messages and not summaries:
        why = f" ({tally.report().partition(', ')[2]})" if tally.skipped else ""
        raise ImportFormatError(
            f"{folder}: no day files or summary files found{why}; pass the original bot's "
            "data folder, the one holding its .json and .jsonl files"
        )
    timed = {
        chat_id: sorted(((parse_timestamp(r.timestamp, tz), r) for r in records), key=_first)
        for chat_id, records in messages.items()
    }
    summarizer = replay_summarizer(config, options)
    added: dict[int, int] = {}
    merged: dict[int, Merged | None] = {}

    def older(
        placements: dict[int, Placement],
    ) -> Iterator[tuple[int, list[tuple[Incoming, str | None]]]]:
        """Each chat's lines from before its first record, each once, read as its
        backfill comes."""
        limit = config.memory.max_message_chars
        for chat_id, rows in sorted(timed.items()):
            lines: list[tuple[Incoming, str | None]] = []
            once: set[tuple[float, str, str]] = set()
            for t, r in rows:
                key = _fingerprint(t, r.sender, r.text, limit)
                if placements[chat_id].older(_incoming(r, t)):
                    if key in once:
                        tally.skip(ALREADY)
                        continue
                    once.add(key)
                    lines.append((_incoming(r, t), None))
            yield chat_id, lines

    async def go(placements: dict[int, Placement]) -> None:
        async with replaying(config, older(placements), summarizer, options, tally) as run:
            system, clock, backfilled = run
            merged.update(backfilled)
            for chat_id, rows in sorted(timed.items()):
                progress = options.progress(f"import {chat_id}", config.root, chat_id, len(rows))
                replayer = Replayer(system, clock, chat_id, config.memory, progress)
                await _replay_legacy(replayer, config, rows, tally, placements[chat_id])
        # after the actors stopped: the summary index in state.json is theirs while they run
        for chat_id, found in sorted(summaries.items()):
            added[chat_id] = _add_summaries(config.root, chat_id, found, tally)

    # the lock first: a running bot (exit 3) is said before any question about cost (exit 2)
    with import_lock(config.root):
        finish_backfills(config.root, sorted(timed))
        placements = {chat_id: Placement.of(config.root, chat_id, tz) for chat_id in timed}
        texts = [[(t, r.text) for t, r in rows] for rows in timed.values()]
        agree_to_spend(config, options, summarizer, texts)
        anyio.run(go, placements)
    chats = ", ".join(str(c) for c in sorted({*messages, *summaries}))
    earlier = "".join(backfill_report(m, tz) for m in merged.values())
    out.write(
        f"chats {chats}: {tally.report()}; summaries imported {sum(added.values())}{earlier}\n"
    )
    moments = [moment for rows in timed.values() for moment, _ in rows]
    moments += [p.held.newest for p in placements.values() if p.held.newest is not None]
    notice = archive_notice(config, moments, datetime.now(UTC))
    if notice is not None:
        out.write(notice + "\n")
    return 0


async def _replay_legacy(
    replayer: Replayer,
    config: Config,
    rows: list[tuple[datetime, MessageRecord]],
    tally: Tally,
    placement: Placement,
) -> None:
    """One chat's old records (in time order) through the replayer, skipping known ones,
    those a backfill recorded and those dated inside the period the chat recorded."""
    limit = config.memory.max_message_chars
    seen = await anyio.to_thread.run_sync(
        _existing, config.root, replayer.chat_id, config.timezone, limit
    )
    for moment, record in rows:
        incoming = _incoming(record, moment)
        if placement.older(incoming):
            continue  # the backfill's (recorded, or counted as skipped, there)
        key = _fingerprint(moment, record.sender, record.text, limit)
        if key in seen:
            tally.skip(ALREADY)
            if replayer.progress is not None:
                replayer.progress.advance()
            continue
        seen.add(key)
        if placement.inside(incoming):
            tally.skip(INSIDE, f"{moment.astimezone(config.timezone):%Y-%m-%d %H:%M}")
            continue
        await replayer.feed(incoming, tally)
    await replayer.finish(tally)


def _first(row: tuple[datetime, MessageRecord]) -> datetime:
    """Sort key: a record's time."""
    return row[0]


def _incoming(record: MessageRecord, moment: datetime) -> Incoming:
    """An old record as an ``Incoming`` (its id kept when it has one)."""
    return Incoming(
        sender=record.sender, text=record.text, timestamp=moment, is_bot=record.is_bot,
        message_id=record.message_id, sender_id=record.sender_id, reply_to=record.reply_to,
        kind=record.kind,
    )  # fmt: skip
