"""Fakes at the network edge: small HTTP servers on 127.0.0.1 for tests and benchmarks."""

from __future__ import annotations

import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


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
