"""``groupchat-memory import``: existing history into a chat's memory, idempotently.

- ``telegram-export FILE``: Telegram Desktop's JSON export (``result.json`` of "Export
  chat history", JSON format). Text comes as a string or a list of entities; replies,
  media (placeholders such as ``[사진]`` unless captioned), service messages (joins,
  pins, title changes) and edits (the latest text wins) are kept.
- ``legacy DIR``: the original bot's data: day files holding a JSON array or JSONL of
  ``{sender, text, timestamp, is_bot, chat_id}`` and old summary files.

Messages are replayed through the actor system (``bot.ingest.Replayer``), so summaries
are built as if the history had been recorded live. A second run imports nothing new:
messages are matched by message_id, or for old records without one by (time, sender,
text); summaries by (time, text).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import IO, Any
from zoneinfo import ZoneInfo

import anyio

from groupchat_memory.actors.messages import Incoming
from groupchat_memory.bot.config import Config
from groupchat_memory.bot.ingest import ALREADY, ReplayClock, Replayer, Tally, writer_system
from groupchat_memory.domain.capping import stored_text
from groupchat_memory.domain.summaries import SummaryIndex, summary_files, write_summary_file
from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.exceptions import ConfigError, ImportFormatError, RecordError
from groupchat_memory.store.lock import WriterLock
from groupchat_memory.store.log import MessageLog, latest_wins, parse_timestamp
from groupchat_memory.store.masking import mask
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord, convert

_SUPERGROUP_TYPES = {"private_supergroup", "public_supergroup", "private_channel", "public_channel"}
_DAY_NAME = re.compile(r"(\d{4}-\d{2}-\d{2})")


# ------------------------------------------------------------------ Telegram Desktop export


def flatten_text(value: Any) -> str:
    """Export text: a plain string, or a list of strings and ``{"type", "text"}`` entities."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "".join(
            part if isinstance(part, str) else str(part.get("text", "")) for part in value
        )
    return ""


def bot_api_chat_id(export: dict[str, Any]) -> int:
    """The Bot API id of an exported chat (supergroups and channels get the -100 prefix)."""
    raw = export.get("id")
    if not isinstance(raw, int):
        raise ImportFormatError("the export has no chat id; pass --chat ID")
    kind = export.get("type", "")
    if kind in _SUPERGROUP_TYPES:
        return int(f"-100{raw}")
    if kind == "private_group":
        return -raw
    return raw


def _placeholder(msg: dict[str, Any]) -> str | None:
    """A short marker for media without a caption, as the live bot records it."""
    media = msg.get("media_type")
    if "photo" in msg:
        return "[사진]"
    if media == "sticker":
        emoji = msg.get("sticker_emoji")
        return f"[스티커 {emoji}]" if emoji else "[스티커]"
    named = {
        "animation": "[GIF]",
        "video_file": "[동영상]",
        "video_message": "[영상 메시지]",
        "voice_message": "[음성]",
    }
    if media in named:
        return named[media]
    if media == "audio_file":
        title = msg.get("title") or msg.get("file_name")
        return f"[오디오: {title}]" if title else "[오디오]"
    if "file" in msg:
        name = msg.get("file_name")
        return f"[파일: {name}]" if name else "[파일]"
    if "location_information" in msg:
        return "[위치]"
    if "contact_information" in msg:
        return f"[연락처: {msg['contact_information'].get('first_name', '')}]"
    if "poll" in msg:
        return f"[투표: {msg['poll'].get('question', '')}]"
    return None


def _service_text(msg: dict[str, Any]) -> str:
    """A service message as one bracketed Korean line."""
    action = str(msg.get("action", "service"))
    members = ", ".join(str(m) for m in msg.get("members") or [] if m)
    known = {
        "create_group": f"[그룹 생성: {msg.get('title', '')}]",
        "invite_members": f"[입장: {members}]",
        "join_group_by_link": f"[입장: {msg.get('actor', '')}]",
        "remove_members": f"[퇴장: {members}]",
        "edit_group_title": f"[채팅방 이름 변경: {msg.get('title', '')}]",
        "pin_message": f"[메시지 고정: #{msg.get('message_id', '')}]",
        "edit_group_photo": "[채팅방 사진 변경]",
        "migrate_from_group": "[슈퍼그룹으로 전환]",
    }
    return known.get(action, f"[{action}]")


def _moment(msg: dict[str, Any], unix_key: str, key: str, tz: ZoneInfo) -> datetime | None:
    """A time from ``*_unixtime`` (exact) or the naive local ``date`` string."""
    unix = msg.get(unix_key)
    if unix is not None:
        try:
            return datetime.fromtimestamp(int(unix), UTC)
        except (TypeError, ValueError, OverflowError, OSError):  # OSError: beyond the platform
            pass
    text = msg.get(key)
    if not isinstance(text, str):
        return None
    try:
        return parse_timestamp(text, tz)
    except RecordError:
        return None


def _user_id(raw: Any) -> int | None:
    """``"user123"`` -> 123 (channels and odd ids give None)."""
    if isinstance(raw, str) and raw.startswith("user") and raw[4:].isdigit():
        return int(raw[4:])
    return None


def export_items(
    export: dict[str, Any], tz: ZoneInfo, bot_names: set[str], tally: Tally
) -> Iterator[tuple[Incoming, Incoming | None]]:
    """Each usable exported message as (message, its latest edit or None); others tallied."""
    for msg in export.get("messages") or []:
        if not isinstance(msg, dict) or not isinstance(msg.get("id"), int):
            tally.skip("not a message object")
            continue
        when = _moment(msg, "date_unixtime", "date", tz)
        if when is None:
            tally.skip("no readable date", f"message {msg.get('id')}")
            continue
        service = msg.get("type") == "service"
        text = flatten_text(msg.get("text_entities") or msg.get("text"))
        if service:
            sender = str(msg.get("actor") or "system")
            text = _service_text(msg)
        else:
            sender = str(msg.get("from") or "알 수 없음")
            text = text or _placeholder(msg) or ""
        if not text.strip():
            tally.skip("empty message", f"message {msg['id']}")
            continue
        edited = _moment(msg, "edited_unixtime", "edited", tz) if "edited" in msg else None
        base = Incoming(
            sender=sender,
            text=text,
            timestamp=when,
            is_bot=sender in bot_names,
            message_id=msg["id"],
            sender_id=_user_id(msg.get("actor_id") if service else msg.get("from_id")),
            reply_to=msg.get("reply_to_message_id") if not service else None,
            kind="service" if service else "message",
        )
        edit = None
        if edited is not None:
            edit = Incoming(
                sender=sender, text=text, timestamp=edited, is_bot=base.is_bot,
                message_id=msg["id"], sender_id=base.sender_id, kind="edit",
            )  # fmt: skip
        yield base, edit


def _latest_texts(root: DataRoot, chat_id: int, tz: ZoneInfo) -> dict[int, str]:
    """message_id -> the latest recorded (masked) text, edits applied."""
    if not root.log_dir(chat_id).is_dir():
        return {}
    with MessageLog(root.log_dir(chat_id), tz) as log:
        return {r.message_id: r.text for r in latest_wins(log.scan()) if r.message_id is not None}


def read_json(path: Path) -> Any:
    """A JSON file, or a usage error that says what is wrong with it."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such file") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ImportFormatError(f"{path}: not a JSON file ({exc})") from None


def run_import_telegram(config: Config, file: Path, chat: int | None, out: IO[str]) -> int:
    """``import telegram-export FILE [--chat ID]``."""
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
    tz = config.timezone
    bot_names = {bot.name for bot in config.bots}
    tally = Tally()

    async def go() -> None:
        clock = ReplayClock(datetime.now(UTC))
        async with writer_system(config, clock) as system:
            replayer = Replayer(system, clock, chat_id, config.memory)
            latest = await anyio.to_thread.run_sync(_latest_texts, config.root, chat_id, tz)
            for base, edit in export_items(export, tz, bot_names, tally):
                await replayer.feed(base, tally)
                mid = base.message_id
                if edit is None or mid not in latest:
                    continue
                text = stored_text(edit.text, config.memory.max_message_chars)
                if latest[mid] != text:
                    await replayer.feed(edit, tally)
                    latest[mid] = text
            await replayer.finish(tally)

    anyio.run(go)
    out.write(f"chat {chat_id} ({export.get('name', '?')}): {tally.report()}\n")
    return 0


# ------------------------------------------------------------------ the original bot's folder


def _fingerprint(moment: datetime, sender: str, text: str, limit: int) -> tuple[float, str, str]:
    """How an old record without message_id is recognised again: time, sender, text (as
    stored: masked and capped to ``limit``; capping a stored text again changes nothing)."""
    return (moment.timestamp(), mask(sender), stored_text(text, limit))


def _legacy_files(folder: Path) -> Iterator[tuple[Path, Any]]:
    """Every JSON / JSONL file under ``folder`` with its parsed content (JSONL as a list)."""
    for path in sorted(folder.rglob("*")):
        if (
            not path.is_file()
            or path.name.startswith(".")
            or path.suffix not in {".json", ".jsonl"}
        ):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
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
    for path, content in _legacy_files(folder):
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
                    parse_timestamp(message.timestamp, tz)
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
        db = open_db(root.state_path(chat_id))
        try:
            SummaryIndex(db).rebuild(directory)
        finally:
            db.close()
    return added


def run_import_legacy(config: Config, folder: Path, chat: int | None, out: IO[str]) -> int:
    """``import legacy DIR [--chat ID]``."""
    if not folder.is_dir():
        raise ConfigError(f"{folder}: not a folder; pass the original bot's data folder")
    tz = config.timezone
    tally = Tally()
    messages, summaries = collect_legacy(folder, chat, tz, tally)
    if not messages and not summaries:
        raise ImportFormatError(f"{folder}: no day files or summary files found")
    added: dict[int, int] = {}

    async def go() -> None:
        clock = ReplayClock(datetime.now(UTC))
        async with writer_system(config, clock, lock_held=True) as system:
            for chat_id, records in sorted(messages.items()):
                records.sort(key=lambda r: parse_timestamp(r.timestamp, tz))
                seen = await anyio.to_thread.run_sync(
                    _existing, config.root, chat_id, tz, config.memory.max_message_chars
                )
                replayer = Replayer(system, clock, chat_id, config.memory)
                for r in records:
                    moment = parse_timestamp(r.timestamp, tz)
                    key = _fingerprint(moment, r.sender, r.text, config.memory.max_message_chars)
                    if key in seen:
                        tally.skip(ALREADY)
                        continue
                    seen.add(key)
                    await replayer.feed(_incoming(r, moment), tally)
                await replayer.finish(tally)
        # after the actors stopped: the summary index in state.json is theirs while they run
        for chat_id, found in sorted(summaries.items()):
            added[chat_id] = _add_summaries(config.root, chat_id, found, tally)

    with WriterLock(config.root.writer_lock_path()):
        anyio.run(go)
    chats = ", ".join(str(c) for c in sorted({*messages, *summaries}))
    out.write(f"chats {chats}: {tally.report()}; summaries imported {sum(added.values())}\n")
    return 0


def _incoming(record: MessageRecord, moment: datetime) -> Incoming:
    """An old record as an ``Incoming`` (its id kept when it has one)."""
    return Incoming(
        sender=record.sender, text=record.text, timestamp=moment, is_bot=record.is_bot,
        message_id=record.message_id, sender_id=record.sender_id, reply_to=record.reply_to,
        kind=record.kind,
    )  # fmt: skip
