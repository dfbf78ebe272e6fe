"""Fakes at the network edge: small HTTP servers on 127.0.0.1 for tests and benchmarks."""

from __future__ import annotations

import json
import sys
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Generic, Protocol, TypeVar


class QuietHTTPServer(ThreadingHTTPServer):
    """A client killed mid-request (crash tests) resets its connection: not worth a trace."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class LocalServer:
    """An HTTP server on 127.0.0.1 with a free port, served from a daemon thread.

    The fakes own one each: it starts and stops the same way for every fake API."""

    def __init__(self, handler: type[BaseHTTPRequestHandler]) -> None:
        self.http = QuietHTTPServer(("127.0.0.1", 0), handler)
        self.http.daemon_threads = True
        self._thread = threading.Thread(
            target=self.http.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    @property
    def origin(self) -> str:
        """``http://127.0.0.1:PORT``."""
        host, port = self.http.server_address[:2]
        return f"http://{host!s}:{port}"

    def start(self) -> None:
        """Serve in the background."""
        self._thread.start()

    def stop(self) -> None:
        """Stop serving (if it started) and close the socket."""
        if self._thread.is_alive():
            self.http.shutdown()
            self._thread.join()
        self.http.server_close()


@dataclass(frozen=True)
class RecordedRequest:
    """One request as a fake model API received it (header names lower-cased)."""

    path: str
    headers: dict[str, str]
    raw: bytes
    body: dict[str, Any]

    @property
    def api_key(self) -> str | None:
        """The credential sent (``Authorization: Bearer``, or Anthropic's ``x-api-key``)."""
        bearer = self.headers.get("authorization", "")
        if bearer.lower().startswith("bearer "):
            return bearer[7:]
        return self.headers.get("x-api-key")


class Holdable(Protocol):
    """A scripted reply; one with a ``hold`` is sent only once it is set (or on stop)."""

    hold: threading.Event | None


R = TypeVar("R", bound=Holdable)
Rendered = tuple[int, dict[str, str], bytes]
"""What goes on the wire: status, headers (content-type included), body."""


class ScriptedAPI(Generic[R]):
    """The part of a fake model API that does not depend on its wire format.

    It records every POST in arrival order, answers from a queue of scripted replies and
    then from a responder, holds a reply until released (a slow answer), and serves on a
    ``LocalServer``. The fake that owns it turns a reply into bytes with ``render``.
    """

    def __init__(
        self,
        responder: Callable[[dict[str, Any]], R],
        render: Callable[[R, dict[str, Any]], Rendered],
    ) -> None:
        self.responder = responder
        self.requests: list[RecordedRequest] = []
        self.lock = threading.Lock()
        self._render = render
        self._queue: deque[R] = deque()
        self._holds: list[threading.Event] = []
        self.server = LocalServer(self._handler_class())

    def queue(self, *replies: R) -> None:
        """Answer the next requests with these, in order, before the responder."""
        with self.lock:
            self._queue.extend(replies)

    @property
    def bodies(self) -> list[bytes]:
        """Raw request bodies, for "never in the request" assertions."""
        with self.lock:
            return [r.raw for r in self.requests]

    def start(self) -> None:
        """Serve in a background thread."""
        self.server.start()

    def stop(self) -> None:
        """Release held answers, stop serving, close the socket."""
        with self.lock:
            for hold in self._holds:
                hold.set()
        self.server.stop()

    def _next(self, body: dict[str, Any]) -> R:
        with self.lock:
            scripted = self._queue.popleft() if self._queue else None
        reply = scripted or self.responder(body)
        if reply.hold is not None:
            with self.lock:
                self._holds.append(reply.hold)
        return reply

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        api = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                """Quiet: pytest shows failures, not access logs."""

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("content-length") or 0))
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {}
                headers = {k.lower(): v for k, v in self.headers.items()}
                with api.lock:
                    api.requests.append(RecordedRequest(self.path, headers, raw, body))
                reply = api._next(body)
                if reply.hold is not None:
                    reply.hold.wait()
                status, out_headers, payload = api._render(reply, body)
                try:
                    self.send_response(status)
                    for key, value in out_headers.items():
                        self.send_header(key, value)
                    self.send_header("content-length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (its timeout): nothing left to tell it

        return Handler
