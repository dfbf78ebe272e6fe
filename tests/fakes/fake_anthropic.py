"""A fake Anthropic Messages API on 127.0.0.1 for the real ``anthropic`` SDK.

It records every request body and answers from a queue of scripted replies (tool calls,
text, malformed bodies, 429/500 errors, an answer held back until released), then from a
default responder. Usage counts are estimated with ``domain.text.keywords.estimate_tokens`` so
benchmarks can read what a run would have cost. Runs in its own thread, so it works
from sync and async tests alike.

    with FakeAnthropic() as fake:
        fake.queue(rate_limited(), tool_use("record_summary", {...}))
        client = AsyncAnthropic(api_key="test", base_url=fake.base_url)
"""

from __future__ import annotations

import hashlib
import itertools
import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from groupchat_memory.domain.text.keywords import estimate_tokens
from tests.fakes import Rendered, ScriptedAPI


@dataclass
class Reply:
    """One scripted answer. ``content`` blocks make a 200 message; ``body`` is sent as-is."""

    status: int = 200
    content: list[dict[str, Any]] | None = None
    body: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    hold: threading.Event | None = None  # answer only once this is set (or on stop)
    stop_reason: str = "end_turn"


def text(answer: str) -> Reply:
    """A plain text answer (what a persona reply or an unforced answer looks like)."""
    return Reply(content=[{"type": "text", "text": answer}])


def tool_use(name: str, tool_input: Any, *, preamble: str | None = None) -> Reply:
    """A tool call; ``tool_input`` may be any JSON value, to script malformed calls."""
    blocks: list[dict[str, Any]] = []
    if preamble:
        blocks.append({"type": "text", "text": preamble})
    blocks.append({"type": "tool_use", "id": "toolu_fake", "name": name, "input": tool_input})
    return Reply(content=blocks, stop_reason="tool_use")


def error(status: int, message: str, headers: dict[str, str] | None = None) -> Reply:
    """An API error in the Messages API's error shape."""
    kind = {
        400: "invalid_request_error",
        401: "authentication_error",
        403: "permission_error",
        404: "not_found_error",
        429: "rate_limit_error",
        529: "overloaded_error",
    }.get(status, "api_error")
    body = json.dumps({"type": "error", "error": {"type": kind, "message": message}})
    return Reply(status=status, body=body.encode(), headers=headers or {})


def rate_limited() -> Reply:
    """429 asking to retry at once (``retry-after-ms`` so the SDK does not back off 0.5 s)."""
    return error(429, "rate limited", {"retry-after": "0", "retry-after-ms": "1"})


def server_error() -> Reply:
    """500, which the SDK retries (``x-should-retry`` keeps the SDK's default policy)."""
    return error(500, "internal error", {"retry-after-ms": "1"})


def raw(status: int, body: bytes, content_type: str = "application/json") -> Reply:
    """Any bytes at all, e.g. a body that is not JSON."""
    return Reply(status=status, body=body, headers={"content-type": content_type})


def held(reply: Reply, release: threading.Event | None = None) -> Reply:
    """``reply``, sent only when ``release`` is set or the server stops (a slow answer)."""
    reply.hold = release or threading.Event()
    return reply


Responder = Callable[[dict[str, Any]], Reply]


def schema_filler(body: dict[str, Any]) -> Reply:
    """Default answer: a valid call of a forced tool (from its schema), else short text."""
    choice = body.get("tool_choice") or {}
    tools = {t.get("name"): t for t in body.get("tools") or []}
    if choice.get("type") == "tool" and choice.get("name") in tools:
        schema = tools[choice["name"]].get("input_schema", {})
        values: dict[str, Any] = {}
        for name, prop in schema.get("properties", {}).items():
            if "enum" in prop:
                values[name] = prop["enum"][0]
            elif prop.get("type") == "array":
                values[name] = []
            else:
                values[name] = f"fake {name}"
        return tool_use(choice["name"], values)
    return text("fake reply")


def _text_of(value: Any) -> str:
    """All text in a system/messages value (strings, blocks, nested content)."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(_text_of(v) for v in value)
    if isinstance(value, dict):
        if "text" in value:
            return str(value["text"])
        if "content" in value:
            return _text_of(value["content"])
        if "input" in value:
            return json.dumps(value["input"], ensure_ascii=False)
    return ""


class FakeAnthropic:
    """The server; ``requests`` holds every request in arrival order."""

    def __init__(self, responder: Responder = schema_filler, min_cache_tokens: int = 4096) -> None:
        self.api = ScriptedAPI(responder, self._render)
        self.requests = self.api.requests
        self.queue = self.api.queue
        # Prompts shorter than this are not cached by the real API (Haiku 4.5's minimum).
        self.min_cache_tokens = min_cache_tokens
        self._cached: set[str] = set()
        self._ids = itertools.count(1)

    @property
    def base_url(self) -> str:
        """What to pass as ``base_url`` (or ``ANTHROPIC_BASE_URL``)."""
        return self.api.server.origin

    @property
    def bodies(self) -> list[bytes]:
        """Raw request bodies, for "never in the request" assertions."""
        return self.api.bodies

    def start(self) -> FakeAnthropic:
        """Serve in a background thread."""
        self.api.start()
        return self

    def stop(self) -> None:
        """Release held answers, stop serving, close the socket."""
        self.api.stop()

    def __enter__(self) -> FakeAnthropic:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def usage_for(self, body: dict[str, Any], content: list[dict[str, Any]]) -> dict[str, int]:
        """Estimated token counts, with prompt caching of tools+system when marked."""
        prefix = json.dumps(body.get("tools") or [], ensure_ascii=False) + _text_of(
            body.get("system")
        )
        prefix_tokens = estimate_tokens(prefix)
        rest_tokens = estimate_tokens(_text_of(body.get("messages")))
        marked = "cache_control" in json.dumps(body.get("system"))
        read = created = 0
        if marked and prefix_tokens >= self.min_cache_tokens:
            key = hashlib.sha256(prefix.encode()).hexdigest()
            with self.api.lock:
                hit = key in self._cached
                self._cached.add(key)
            read, created = (prefix_tokens, 0) if hit else (0, prefix_tokens)
            prefix_tokens = 0
        return {
            "input_tokens": prefix_tokens + rest_tokens,
            "output_tokens": max(1, estimate_tokens(_text_of(content))),
            "cache_read_input_tokens": read,
            "cache_creation_input_tokens": created,
        }

    def _render(self, reply: Reply, body: dict[str, Any]) -> Rendered:
        headers = {"content-type": "application/json", **reply.headers}
        if reply.body is not None:
            return reply.status, headers, reply.body
        content = reply.content or []
        payload = json.dumps(
            {
                "id": f"msg_fake_{next(self._ids)}",
                "type": "message",
                "role": "assistant",
                "model": body.get("model", "fake-model"),
                "content": content,
                "stop_reason": reply.stop_reason,
                "stop_sequence": None,
                "usage": self.usage_for(body, content),
            },
            ensure_ascii=False,
        ).encode()
        return reply.status, headers, payload
