"""A tiny Telegram Bot API server on 127.0.0.1 for the watcher's telegram channel.

Answers ``getMe`` and ``sendDocument`` (multipart, as python-telegram-bot uploads it),
records every document it accepted, and can be told to fail the next N calls with a
500 or a 429 carrying ``retry_after``. It runs in its own thread, so a watcher in a
subprocess can use it too.
"""

from __future__ import annotations

import email.parser
import email.policy
import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl


@dataclass(frozen=True)
class SentDocument:
    """One accepted sendDocument call."""

    token: str
    chat_id: str
    caption: str | None
    filename: str
    data: bytes


class FakeBotAPI:
    """State shared with the request handler threads."""

    def __init__(self) -> None:
        self.documents: list[SentDocument] = []
        self.calls: list[str] = []
        # called (in a server thread) after every answered request: lets tests wake up
        self.listeners: list[Callable[[], None]] = []
        self._failures: list[tuple[int, int]] = []  # (status, retry_after)
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    @property
    def base_url(self) -> str:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/bot"

    def fail_next(self, times: int, status: int = 500, retry_after: int = 0) -> None:
        """Make the next ``times`` sendDocument calls fail."""
        with self._lock:
            self._failures.extend([(status, retry_after)] * times)

    def documents_snapshot(self) -> list[SentDocument]:
        with self._lock:
            return list(self.documents)

    def _handle(
        self, token: str, method: str, params: dict[str, Any], files: dict[str, tuple[str, bytes]]
    ) -> tuple[int, dict[str, Any]]:
        with self._lock:
            self.calls.append(method)
            if method == "getMe":
                return 200, {
                    "ok": True,
                    "result": {
                        "id": 4242,
                        "is_bot": True,
                        "first_name": "Anu",
                        "username": "anu_bot",
                    },
                }
            if method != "sendDocument":
                return 404, {"ok": False, "error_code": 404, "description": "Not Found"}
            if self._failures:
                status, retry_after = self._failures.pop(0)
                body: dict[str, Any] = {
                    "ok": False,
                    "error_code": status,
                    "description": f"fake failure {status}",
                }
                if status == 429:
                    body["parameters"] = {"retry_after": retry_after}
                return status, body
            filename, data = files.get("document", ("", b""))
            doc = SentDocument(
                token, str(params.get("chat_id")), params.get("caption"), filename, data
            )
            self.documents.append(doc)
            message_id = len(self.documents)
        return 200, {
            "ok": True,
            "result": {
                "message_id": message_id,
                "date": 0,
                "chat": {"id": int(doc.chat_id), "type": "private"},
                "document": {
                    "file_id": f"f{message_id}",
                    "file_unique_id": f"u{message_id}",
                    "file_name": filename,
                },
            },
        }


def _parse(content_type: str, body: bytes) -> tuple[dict[str, Any], dict[str, tuple[str, bytes]]]:
    params: dict[str, Any] = {}
    files: dict[str, tuple[str, bytes]] = {}
    if content_type.startswith("multipart/form-data"):
        raw = b"Content-Type: " + content_type.encode() + b"\r\n\r\n" + body
        message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(raw)
        for part in message.iter_parts():
            name = part.get_param("name", header="content-disposition")
            raw_payload = part.get_payload(decode=True)
            payload = raw_payload if isinstance(raw_payload, bytes) else b""
            filename = part.get_filename()
            if filename is not None:
                files[str(name)] = (filename, payload)
            else:
                params[str(name)] = payload.decode("utf-8")
    elif content_type.startswith("application/json") and body:
        params = json.loads(body)
    else:
        params = dict(parse_qsl(body.decode("utf-8")))
    return params, files


@contextmanager
def running_fake_botapi() -> Iterator[FakeBotAPI]:
    """Start the server on a free port; stop it on exit."""
    api = FakeBotAPI()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            """Quiet: the test output is the record."""

        def do_POST(self) -> None:
            _, _, rest = self.path.partition("/bot")
            token, _, method = rest.partition("/")
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length)
            if len(body) < length:
                return  # the client died mid-upload: Telegram would not act on it either
            params, files = _parse(self.headers.get("Content-Type", ""), body)
            status, answer = api._handle(token, method, params, files)
            data = json.dumps(answer).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            for listener in list(api.listeners):
                listener()

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    api._server = server
    thread = threading.Thread(target=server.serve_forever, name="fake-botapi", daemon=True)
    thread.start()
    try:
        yield api
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
