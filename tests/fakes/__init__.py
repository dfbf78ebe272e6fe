"""Fakes at the network edge: small HTTP servers on 127.0.0.1 for tests and benchmarks."""

from __future__ import annotations

import sys
from http.server import ThreadingHTTPServer
from typing import Any


class QuietHTTPServer(ThreadingHTTPServer):
    """A client killed mid-request (crash tests) resets its connection: not worth a trace."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)
