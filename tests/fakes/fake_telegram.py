"""A fake Telegram Bot API server on 127.0.0.1 for tests and benchmarks.

It speaks the real protocol (``POST /bot<token>/<method>``, form-encoded or multipart
parameters, ``{"ok": ..., "result": ...}`` answers) so the real python-telegram-bot runs
against it unchanged. Several tokens are several bots; updates are queued per token and
served by a long-polling ``getUpdates`` with a short timeout that honours ``offset``.
Every request is recorded; failures (429 with ``retry_after``, 500, a dropped
connection) can be scheduled. What each bot *confirmed* (asked ``getUpdates`` with a
later offset) is kept, so crash tests can tell acknowledged messages from merely
delivered ones. ``listeners`` are called after every answered request, so a test can
wake up on it; ``documents()`` are the files uploaded with sendDocument. It runs in its
own threads so a bot in another process can use it too.
"""

from __future__ import annotations

import email.parser
import email.policy
import itertools
import json
import re
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, cast
from urllib.parse import parse_qs

import anyio

from tests.fakes import QuietHTTPServer

# Parameters that are plain strings even when they look like JSON numbers.
_STRING_PARAMS = frozenset(
    {
        "text",
        "caption",
        "parse_mode",
        "callback_query_id",
        "language_code",
        "title",
        "description",
        "short_description",
        "name",
        "url",
        "inline_message_id",
    }
)
_MENTION = re.compile(r"@\w+")
_COMMAND = re.compile(r"^/[A-Za-z0-9_]+(?:@\w+)?")


@dataclass(frozen=True)
class RecordedRequest:
    """One request a bot made: its token, method and decoded parameters."""

    token: str
    method: str
    params: dict[str, Any]
    files: dict[str, tuple[str, bytes]] = field(default_factory=dict)
    at: float = 0.0


@dataclass
class _Bot:
    user: dict[str, Any]
    updates: list[dict[str, Any]] = field(default_factory=list)
    next_update_id: int = 1
    commands: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    delivered: int = 0
    confirmed: int = 0
    polls: int = 0


@dataclass
class _Failure:
    method: str
    status: int
    retry_after: int
    times: int
    token: str | None


def _utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def entities_for(text: str) -> list[dict[str, Any]]:
    """The entities Telegram would attach: a leading bot_command and @mentions."""
    entities: list[dict[str, Any]] = []
    command = _COMMAND.match(text)
    if command:
        entities.append({"type": "bot_command", "offset": 0, "length": _utf16_len(command[0])})
    for match in _MENTION.finditer(text):
        if command and match.start() < command.end():
            continue
        offset = _utf16_len(text[: match.start()])
        entities.append({"type": "mention", "offset": offset, "length": _utf16_len(match[0])})
    return entities


class FakeBotAPI:
    """The fake server; use as a context manager or call ``start()``/``close()``."""

    def __init__(self, *, max_poll_timeout: float = 0.5) -> None:
        self.max_poll_timeout = max_poll_timeout
        self.requests: list[RecordedRequest] = []
        self._bots: dict[str, _Bot] = {}
        self._failures: list[_Failure] = []
        self._message_ids: dict[int, itertools.count[int]] = {}
        self._admins: dict[int, list[int]] = {}
        # who sent each pushed message: a reply to it names its real author
        self._authors: dict[tuple[int, int], dict[str, Any]] = {}
        self._cond = threading.Condition()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._user_ids = itertools.count(7_000_000_001)
        # (chat_id, message_id) -> when getUpdates first handed that message to any bot
        self.first_delivery: dict[tuple[int, int], float] = {}
        # (chat_id, message_id) -> tokens whose bot confirmed that message's update
        self.confirmed_by: dict[tuple[int, int], set[str]] = {}
        self._drops: dict[str, int] = {}
        # called (in a server thread) after every answered request: lets tests wake up
        self.listeners: list[Callable[[], None]] = []
        # called (in a server thread) with (token, method, params) as a call arrives, before
        # it is answered: the moment Telegram acts on it (a test may kill the caller there)
        self.on_call: list[Callable[[str, str, dict[str, Any]], None]] = []
        self._rejected: dict[str, int] = {}

    # -- lifecycle -------------------------------------------------------------------

    def start(self) -> FakeBotAPI:
        """Listen on an ephemeral port of 127.0.0.1 in a background thread."""
        fake = self

        class Handler(_Handler):
            api = fake

        self._server = QuietHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.05,), daemon=True
        )
        self._thread.start()
        return self

    def close(self) -> None:
        """Stop serving; long polls in flight return at once."""
        with self._cond:
            self._cond.notify_all()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> FakeBotAPI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def port(self) -> int:
        assert self._server is not None, "call start() first"
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        """What to give ``ApplicationBuilder().base_url(...)`` (the token is appended)."""
        return f"http://127.0.0.1:{self.port}/bot"

    # -- test set-up -----------------------------------------------------------------

    def add_bot(
        self,
        token: str,
        username: str,
        *,
        first_name: str | None = None,
        can_read_all_group_messages: bool = True,
    ) -> dict[str, Any]:
        """Register a bot token; returns the bot's user object (as getMe answers it)."""
        user = {
            "id": next(self._user_ids),
            "is_bot": True,
            "first_name": first_name or username,
            "username": username,
            "can_join_groups": True,
            "can_read_all_group_messages": can_read_all_group_messages,
            "supports_inline_queries": False,
        }
        with self._cond:
            self._bots[token] = _Bot(user=user)
        return user

    def revoke(self, token: str) -> None:
        """Revoke a bot's token: every later call with it is answered 401 Unauthorized."""
        with self._cond:
            self._bots.pop(token, None)

    def rejected(self, token: str) -> int:
        """How many calls with ``token`` were answered 401 (unknown or revoked token)."""
        with self._cond:
            return self._rejected.get(token, 0)

    def set_admins(self, chat_id: int, user_ids: Iterable[int]) -> None:
        """Users that getChatAdministrators / getChatMember report as admins."""
        with self._cond:
            self._admins[chat_id] = list(user_ids)

    def fail(
        self,
        method: str,
        *,
        status: int = 429,
        retry_after: int = 1,
        times: int = 1,
        token: str | None = None,
    ) -> None:
        """Answer the next ``times`` calls of ``method`` with an error (429 or 500...)."""
        with self._cond:
            self._failures.append(_Failure(method, status, retry_after, times, token))

    def drop(self, method: str, *, times: int = 1) -> None:
        """Close the connection of the next ``times`` calls of ``method`` without answering."""
        with self._cond:
            self._drops[method] = self._drops.get(method, 0) + times

    def take_drop(self, method: str) -> bool:
        """Whether this call of ``method`` is to be dropped (used by the HTTP handler)."""
        with self._cond:
            left = self._drops.get(method, 0)
            if left <= 0:
                return False
            self._drops[method] = left - 1
            return True

    def drops_left(self, method: str) -> int:
        """Scheduled drops of ``method`` not used yet."""
        with self._cond:
            return self._drops.get(method, 0)

    def next_message_id(self, chat_id: int) -> int:
        """Message ids are per chat and shared by humans and bots, as in supergroups."""
        with self._cond:
            counter = self._message_ids.setdefault(chat_id, itertools.count(1))
            return next(counter)

    def push_update(self, token: str, update: dict[str, Any]) -> int:
        """Queue a raw update for one bot; returns its update_id."""
        with self._cond:
            bot = self._bots[token]
            update = {"update_id": bot.next_update_id, **update}
            bot.next_update_id += 1
            bot.updates.append(update)
            self._cond.notify_all()
            return int(update["update_id"])

    def push_message(
        self,
        chat_id: int,
        text: str | None,
        *,
        sender: str = "민수",
        sender_id: int = 1001,
        chat_type: str = "supergroup",
        tokens: Iterable[str] | None = None,
        message_id: int | None = None,
        reply_to: int | None = None,
        thread_id: int | None = None,
        edited: bool = False,
        extra: dict[str, Any] | None = None,
        chat_title: str = "AI집단지성",
        forum: bool | None = None,
    ) -> int:
        """Deliver a human message to every bot (or ``tokens``); returns its message_id.
        A ``thread_id`` makes it a topic message of a forum (``forum=False``: a thread id
        on a chat that is no forum, as a hostile update would have it)."""
        mid = message_id if message_id is not None else self.next_message_id(chat_id)
        chat: dict[str, Any] = {"id": chat_id, "type": chat_type}
        if chat_type != "private":
            chat["title"] = chat_title
        if forum if forum is not None else thread_id is not None:
            chat["is_forum"] = True
        message: dict[str, Any] = {
            "message_id": mid,
            "date": int(time.time()),
            "chat": chat,
            "from": {"id": sender_id, "is_bot": False, "first_name": sender},
        }
        if text is not None:
            message["text"] = text
            entities = entities_for(text)
            if entities:
                message["entities"] = entities
        if reply_to is not None:
            message["reply_to_message"] = self._reply_stub(chat, reply_to)
        if thread_id is not None:
            message["message_thread_id"] = thread_id
            message["is_topic_message"] = True
        if edited:
            message["edit_date"] = int(time.time())
        message.update(extra or {})
        with self._cond:
            self._authors[(chat_id, mid)] = message["from"]
        key = "edited_message" if edited else "message"
        for token in list(tokens) if tokens is not None else list(self._bots):
            self.push_update(token, {key: message})
        return mid

    def _reply_stub(self, chat: dict[str, Any], reply_to: int) -> dict[str, Any]:
        """The replied-to message as Telegram embeds it (author looked up in sends)."""
        author: dict[str, Any] = {"id": 1, "is_bot": False, "first_name": "someone"}
        with self._cond:
            author = self._authors.get((chat["id"], reply_to), author)
            for req in self.requests:
                if (
                    req.method == "sendMessage"
                    and req.params.get("chat_id") == chat["id"]
                    and req.params.get("_message_id") == reply_to
                ):
                    author = self._bots[req.token].user
        return {
            "message_id": reply_to,
            "date": int(time.time()),
            "chat": chat,
            "from": author,
            "text": "...",
        }

    # -- inspection ------------------------------------------------------------------

    def calls(self, method: str | None = None, token: str | None = None) -> list[RecordedRequest]:
        """Recorded requests, optionally of one method and/or one bot."""
        with self._cond:
            return [
                r
                for r in self.requests
                if (method is None or r.method == method) and (token is None or r.token == token)
            ]

    def sent_messages(self, chat_id: int | None = None) -> list[RecordedRequest]:
        """sendMessage requests that succeeded, oldest first."""
        return [
            r
            for r in self.calls("sendMessage")
            if "_message_id" in r.params and (chat_id is None or r.params.get("chat_id") == chat_id)
        ]

    def documents(self, chat_id: int | None = None) -> list[RecordedRequest]:
        """sendDocument requests that succeeded, oldest first (``files["document"]``)."""
        return [
            r
            for r in self.calls("sendDocument")
            if "_message_id" in r.params and (chat_id is None or r.params.get("chat_id") == chat_id)
        ]

    def pending(self, token: str) -> int:
        """Updates queued for ``token`` that the bot has not confirmed yet."""
        with self._cond:
            return len(self._bots[token].updates)

    def delivered(self, token: str) -> int:
        """The highest update_id getUpdates has handed to ``token``'s bot so far."""
        with self._cond:
            return self._bots[token].delivered

    def polls(self, token: str) -> int:
        """How many getUpdates calls of ``token``'s bot were answered 200."""
        with self._cond:
            return self._bots[token].polls

    def confirmed(self, token: str) -> int:
        """The highest update_id ``token``'s bot has confirmed (asked past) so far."""
        with self._cond:
            return self._bots[token].confirmed

    def confirmed_messages(self) -> set[tuple[int, int]]:
        """(chat_id, message_id) of new messages whose update at least one bot confirmed."""
        with self._cond:
            return set(self.confirmed_by)

    def queued(self, token: str) -> int:
        """The highest update_id queued for ``token`` so far."""
        with self._cond:
            return self._bots[token].next_update_id - 1

    def wait_until(self, predicate: Callable[[], bool], timeout: float = 10.0) -> None:
        """Block until ``predicate()`` holds (re-checked on every request); TimeoutError."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while not predicate():
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError("the fake Bot API never reached the expected state")
                self._cond.wait(left)

    async def until(self, predicate: Callable[[], bool], within: float = 10.0) -> None:
        """``wait_until`` for async tests, without blocking the event loop."""
        await anyio.to_thread.run_sync(self.wait_until, predicate, within)

    # -- the API ---------------------------------------------------------------------

    def handle(
        self, token: str, method: str, params: dict[str, Any], files: dict[str, tuple[str, bytes]]
    ) -> tuple[int, dict[str, Any]]:
        """Answer one API call; returns the HTTP status and the JSON body."""
        with self._cond:
            bot = self._bots.get(token)
            if bot is None:
                self._rejected[token] = self._rejected.get(token, 0) + 1
                self._cond.notify_all()
                return 401, {"ok": False, "error_code": 401, "description": "Unauthorized"}
            failure = self._take_failure(method, token)
            if failure is not None:
                self.requests.append(RecordedRequest(token, method, params, files, time.time()))
                self._cond.notify_all()
                return self._error(failure)
        if method == "getUpdates":
            return 200, {"ok": True, "result": self._get_updates(bot, params, token)}
        for hook in list(self.on_call):
            hook(token, method, params)
        with self._cond:
            result = self._answer(token, bot, method, params)
            self.requests.append(RecordedRequest(token, method, params, files, time.time()))
            self._cond.notify_all()
        if result is None:
            return 404, {"ok": False, "error_code": 404, "description": "Not Found"}
        return 200, {"ok": True, "result": result}

    def _take_failure(self, method: str, token: str) -> _Failure | None:
        for failure in self._failures:
            if failure.method == method and failure.token in (None, token):
                failure.times -= 1
                if failure.times <= 0:
                    self._failures.remove(failure)
                return failure
        return None

    @staticmethod
    def _error(failure: _Failure) -> tuple[int, dict[str, Any]]:
        if failure.status == 429:
            return 429, {
                "ok": False,
                "error_code": 429,
                "description": f"Too Many Requests: retry after {failure.retry_after}",
                "parameters": {"retry_after": failure.retry_after},
            }
        return failure.status, {
            "ok": False,
            "error_code": failure.status,
            "description": "Internal Server Error",
        }

    def _confirm(self, token: str, bot: _Bot, offset: int) -> None:
        """Drop what ``offset`` confirms, remembering which messages were confirmed."""
        kept: list[dict[str, Any]] = []
        for update in bot.updates:
            if update["update_id"] >= offset:
                kept.append(update)
                continue
            msg = update.get("message")
            if msg is not None:
                key = (msg["chat"]["id"], msg["message_id"])
                self.confirmed_by.setdefault(key, set()).add(token)
        bot.updates[:] = kept
        if offset - 1 > bot.confirmed:
            bot.confirmed = offset - 1
            self._cond.notify_all()

    def _get_updates(
        self, bot: _Bot, params: dict[str, Any], token: str = ""
    ) -> list[dict[str, Any]]:
        offset = int(params.get("offset") or 0)
        limit = int(params.get("limit") or 100)
        wait = min(float(params.get("timeout") or 0), self.max_poll_timeout)
        deadline = time.monotonic() + wait
        with self._cond:
            bot.polls += 1
            self._cond.notify_all()
            while True:
                if offset:
                    self._confirm(token, bot, offset)
                if bot.updates or self._server is None:
                    break
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._cond.wait(left)
            batch = bot.updates[:limit]
            if batch:
                now = time.time()
                for update in batch:
                    msg = update.get("message")
                    if msg is not None:
                        self.first_delivery.setdefault((msg["chat"]["id"], msg["message_id"]), now)
                bot.delivered = max(bot.delivered, batch[-1]["update_id"])
                self._cond.notify_all()
            return batch

    def _answer(self, token: str, bot: _Bot, method: str, params: dict[str, Any]) -> Any:
        chat_id = params.get("chat_id")
        if method == "getMe":
            return bot.user
        if method in (
            "deleteWebhook",
            "setWebhook",
            "answerCallbackQuery",
            "sendChatAction",
            "deleteMessage",
            "close",
            "logOut",
            "deleteMyCommands",
        ):
            if method == "deleteMyCommands":
                bot.commands.pop(_scope_key(params), None)
            return True
        if method == "setMyCommands":
            bot.commands[_scope_key(params)] = list(params.get("commands") or [])
            return True
        if method == "getMyCommands":
            return bot.commands.get(_scope_key(params), [])
        if method in ("sendMessage", "sendDocument"):
            assert isinstance(chat_id, int), f"{method} needs an integer chat_id"
            mid = next(self._message_ids.setdefault(chat_id, itertools.count(1)))
            params["_message_id"] = mid
            message: dict[str, Any] = {
                "message_id": mid,
                "date": int(time.time()),
                "from": bot.user,
                "chat": {"id": chat_id, "type": "supergroup" if chat_id < 0 else "private"},
            }
            if method == "sendMessage":
                message["text"] = params.get("text", "")
            else:
                message["document"] = {
                    "file_id": f"doc{mid}",
                    "file_unique_id": f"u{mid}",
                    "file_name": "document",
                }
                if "caption" in params:
                    message["caption"] = params["caption"]
            if "message_thread_id" in params:  # sent into a forum topic, as Telegram says
                message["message_thread_id"] = params["message_thread_id"]
                message["is_topic_message"] = True
                message["chat"]["is_forum"] = True
            return message
        if method == "editMessageReplyMarkup":
            return {
                "message_id": params.get("message_id"),
                "date": int(time.time()),
                "from": bot.user,
                "text": "...",
                "chat": {"id": chat_id, "type": "supergroup"},
            }
        if method == "editMessageText":
            return {
                "message_id": params.get("message_id"),
                "date": int(time.time()),
                "from": bot.user,
                "text": params.get("text", ""),
                "chat": {"id": chat_id, "type": "supergroup"},
            }
        if method == "getChat":
            return {"id": chat_id, "type": "supergroup", "title": "AI집단지성"}
        if method == "getChatAdministrators":
            return [_member(uid, "administrator") for uid in self._admins.get(chat_id or 0, [])]
        if method == "getChatMember":
            uid = int(params.get("user_id") or 0)
            status = "administrator" if uid in self._admins.get(chat_id or 0, []) else "member"
            return _member(uid, status)
        return None


def _scope_key(params: dict[str, Any]) -> str:
    scope = params.get("scope") or {"type": "default"}
    return json.dumps([scope, params.get("language_code") or ""], sort_keys=True)


def _member(user_id: int, status: str) -> dict[str, Any]:
    member: dict[str, Any] = {
        "status": status,
        "user": {"id": user_id, "is_bot": False, "first_name": str(user_id)},
    }
    if status == "administrator":
        member.update(
            {
                "can_be_edited": False,
                "is_anonymous": False,
                "can_manage_chat": True,
                "can_delete_messages": True,
                "can_manage_video_chats": True,
                "can_restrict_members": True,
                "can_promote_members": False,
                "can_change_info": True,
                "can_invite_users": True,
                "can_post_stories": False,
                "can_edit_stories": False,
                "can_delete_stories": False,
            }
        )
    return member


def _decode_value(name: str, value: str) -> Any:
    """PTB JSON-encodes every non-string parameter; decode those back."""
    if name in _STRING_PARAMS:
        return value
    try:
        return json.loads(value)
    except ValueError:
        return value


class _Handler(BaseHTTPRequestHandler):
    api: FakeBotAPI
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        """Keep test output quiet."""

    def do_GET(self) -> None:
        self.do_POST()

    def do_POST(self) -> None:
        match = re.fullmatch(r"/bot([^/]+)/(\w+)", self.path.split("?")[0])
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        if len(body) < length:
            self.close_connection = True  # the client died mid-upload: Telegram would not act
            return
        if match is None:
            self._send(404, {"ok": False, "error_code": 404, "description": "Not Found"})
            return
        params, files = self._parse(body)
        if self.api.take_drop(match[2]):
            self.close_connection = True  # as a dropped connection: no answer at all
            return
        status, answer = self.api.handle(match[1], match[2], params, files)
        self._send(status, answer)
        for listener in list(self.api.listeners):
            listener()

    def _parse(self, body: bytes) -> tuple[dict[str, Any], dict[str, tuple[str, bytes]]]:
        ctype = self.headers.get("Content-Type") or ""
        params: dict[str, Any] = {}
        files: dict[str, tuple[str, bytes]] = {}
        if ctype.startswith("application/json"):
            return (json.loads(body) if body else {}), files
        if ctype.startswith("multipart/form-data"):
            head = f"Content-Type: {ctype}\r\n\r\n".encode()
            msg = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(head + body)
            for part in msg.iter_parts():
                name = part.get_param("name", header="content-disposition")
                payload = cast(bytes, part.get_payload(decode=True) or b"")
                filename = part.get_filename()
                if filename is not None:
                    files[str(name)] = (filename, payload)
                else:
                    params[str(name)] = _decode_value(str(name), payload.decode())
            return params, files
        for name, values in parse_qs(body.decode(), keep_blank_values=True).items():
            params[name] = _decode_value(name, values[-1])
        return params, files

    def _send(self, status: int, answer: dict[str, Any]) -> None:
        data = json.dumps(answer, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        try:
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client gave up on a long poll: fine
