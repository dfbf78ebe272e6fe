"""Layout of the data root (memory/README.md); every path is derived here."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.store.exceptions import UnknownChatError

SUMMARIES_DIR = "summaries"  # a chat's summary files, beside its log and its state


class DataRoot:
    """Layout of ``<data_dir>/groupchat/``.

    Pure path arithmetic: nothing is created here (see ``store.perms.ensure_dir``),
    so read-only commands never leave folders behind.

    Why one class with many methods: each is one path of the layout, and they are kept
    together so the layout is written in one place.
    """

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)
        self.root = self.data_dir / "groupchat"

    def __repr__(self) -> str:
        return f"DataRoot({str(self.data_dir)!r})"

    def chats_dir(self) -> Path:
        """Folder holding one subfolder per chat."""
        return self.root / "chats"

    def chat_dir(self, chat_id: int) -> Path:
        """``root/chats/<chat_id>``: owned by that chat's actor."""
        return self.chats_dir() / str(int(chat_id))

    def require_chat(self, chat_id: int) -> Path:
        """The chat's folder; ``UnknownChatError`` naming the known chats when it has none."""
        folder = self.chat_dir(chat_id)
        if not folder.is_dir():
            known = ", ".join(str(c) for c in self.chat_ids()[:10]) or "none yet"
            raise UnknownChatError(
                f"chat {chat_id} has no memory under {self.root} (known chats: {known}); "
                "check --chat and --data-dir"
            )
        return folder

    def log_dir(self, chat_id: int) -> Path:
        """The chat's JSONL day files."""
        return self.chat_dir(chat_id) / "log"

    def summaries_dir(self, chat_id: int) -> Path:
        """The chat's exclusive-create summary files."""
        return self.chat_dir(chat_id) / SUMMARIES_DIR

    def summary_index_path(self, chat_id: int) -> Path:
        """The chat's summary index, one line per summary file (``domain.summaries.index``)."""
        return self.chat_dir(chat_id) / "summary_index.jsonl"

    def understanding_path(self, chat_id: int) -> Path:
        """The chat's decisions and to-dos as last read (``domain.understanding.ledger``):
        derived from its log and summaries, read again when missing."""
        return self.chat_dir(chat_id) / "understanding.json"

    def index_dir(self, chat_id: int) -> Path:
        """The chat's recall files: derived from its log, safe to delete."""
        return self.chat_dir(chat_id) / "index"

    def recall_index_path(self, chat_id: int) -> Path:
        """The chat's recall index (``domain.recall.index``)."""
        return self.index_dir(chat_id) / "recall.sqlite3"

    def vectors_path(self, chat_id: int) -> Path:
        """The chat's message vectors (``domain.recall.semantic``)."""
        return self.index_dir(chat_id) / "vectors.sqlite3"

    def vector_codes_path(self, chat_id: int) -> Path:
        """The int8 codes the vector file's slots point into (deleted with it)."""
        return self.index_dir(chat_id) / "vectors.i8"

    def vector_rows_path(self, chat_id: int) -> Path:
        """Where the service keeps a chat's rows of bits while the chat is not in use (a
        scratch file of one process's life, deleted with the vectors)."""
        return self.index_dir(chat_id) / "vectors.rows"

    def state_path(self, chat_id: int) -> Path:
        """The chat's TinyDB file of derived state."""
        return self.chat_dir(chat_id) / "state.json"

    def dead_letter_path(self, chat_id: int) -> Path:
        """Messages that crashed the chat's actor three times."""
        return self.chat_dir(chat_id) / "dead-letter.jsonl"

    def topics_path(self, chat_id: int) -> Path:
        """The chat's forum topics (``domain.summaries.topics``): a line each time a topic is
        named or renamed, or a summary leaves it another topic tag (the last line of a topic
        wins). Appended only when a topic changes, so a chat of thousands of topics does not
        rewrite them all with every summary's commit."""
        return self.chat_dir(chat_id) / "topics.jsonl"

    def archive_journal_path(self, chat_id: int) -> Path:
        """The chat's unfinished archive plan (``domain.history.archive_plan``)."""
        return self.chat_dir(chat_id) / "archive-journal.json"

    def forget_journal_path(self, chat_id: int) -> Path:
        """The chat's unfinished erasure (``domain.history.forgetting``): present only
        while one runs."""
        return self.chat_dir(chat_id) / "forget-journal.json"

    def forget_requests_path(self, chat_id: int) -> Path:
        """The chat's confirmed erasures not yet told done: present only while one is open."""
        return self.chat_dir(chat_id) / "forget-requests.json"

    def offrecord_path(self, chat_id: int) -> Path:
        """The chat's off-the-record window (``bot.telegram.offrecord``)."""
        return self.chat_dir(chat_id) / "offrecord.json"

    def set_aside_dir(self) -> Path:
        """Messages of chats that could not take them yet, one file per chat."""
        return self.root / "set-aside"

    def set_aside_path(self, chat_id: int) -> Path:
        """The chat's set-aside messages (outside its folder: that may be what fails)."""
        return self.set_aside_dir() / f"{int(chat_id)}.jsonl"

    def updates_dead_letter_path(self) -> Path:
        """Telegram updates that could not be parsed (no chat to file them under)."""
        return self.root / "dead-letter-updates.jsonl"

    def usage_path(self) -> Path:
        """Each persona's model calls and tokens, per chat (``domain.summaries.usage``)."""
        return self.root / "persona-usage.json"

    def backfill_dir(self) -> Path:
        """Folder holding one subfolder per chat an import of older history runs for."""
        return self.root / "backfill"

    def backfill_path(self, chat_id: int) -> Path:
        """``backfill/<chat_id>``: the scratch chat, the staged merge, the journal
        (``upkeep.backfill``); outside the chat's folder, which it is merged into."""
        return self.backfill_dir() / str(int(chat_id))

    def migrations_path(self) -> Path:
        """Which chat ids moved to which (a group that became a supergroup), for good."""
        return self.root / "migrations.json"

    def seen_chats_path(self) -> Path:
        """The groups the bots were added to but do not record (for ``allowed_chats``)."""
        return self.root / "seen-chats.json"

    def insights_dir(self) -> Path:
        """The file-drop interface the insight watcher reads."""
        return self.root / "insights"

    def watcher_ledger_path(self) -> Path:
        """The watcher's TinyDB delivery ledger."""
        return self.root / "watcher.json"

    def writer_lock_path(self) -> Path:
        """The single-writer lock file (holds the writer's pid)."""
        return self.root / ".writer.lock"

    def chat_ids(self) -> list[int]:
        """Chats that have a folder, sorted; non-numeric folder names are ignored."""
        chats = self.chats_dir()
        if not chats.is_dir():
            return []
        ids: list[int] = []
        for entry in chats.iterdir():
            if not entry.is_dir():
                continue
            try:
                ids.append(int(entry.name))
            except ValueError:
                continue
        return sorted(ids)
