"""A fake OpenAI Chat Completions API on 127.0.0.1 for the real ``openai`` SDK.

Like ``fake_anthropic``: it records every request and answers from a queue of scripted
replies (text, function calls, errors, raw bodies, held answers), then from a default
responder (a forced function call filled from its schema, else a short text). Usage is
estimated with ``domain.text.keywords.estimate_tokens``.

    with FakeOpenAI() as fake:
        client = AsyncOpenAI(api_key="test", base_url=fake.base_url)
"""

from __future__ import annotations

import itertools
import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from groupchat_memory.domain.text.keywords import estimate_tokens
from tests.fakes import Rendered, ScriptedAPI


@dataclass
class Completion:
    """One scripted answer: ``text`` and/or ``calls`` make a 200 completion; ``body`` as-is."""

    status: int = 200
    text: str | None = None
    calls: list[tuple[str, str]] = field(default_factory=list)  # (name, JSON arguments)
    body: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    hold: threading.Event | None = None


def answer(text: str) -> Completion:
    """A plain assistant message."""
    return Completion(text=text)


def function_call(name: str, arguments: Any) -> Completion:
    """A tool call; ``arguments`` is JSON-encoded unless already a string (to script junk)."""
    args = arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)
    return Completion(calls=[(name, args)])


def api_error(status: int, message: str) -> Completion:
    """An error in the OpenAI error shape (``x-should-retry: false`` so tests stay fast)."""
    body = json.dumps({"error": {"message": message, "type": "fake_error", "code": None}})
    return Completion(status=status, body=body.encode(), headers={"x-should-retry": "false"})


def request_text(body: dict[str, Any]) -> str:
    """All message text of a request, system and user."""
    parts = []
    for message in body.get("messages") or []:
        content = message.get("content")
        if isinstance(content, str):
            parts.append(content)
        elif isinstance(content, list):
            parts.extend(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return "\n".join(parts)


def schema_filler(body: dict[str, Any]) -> Completion:
    """Default: a valid call of a forced function (from its schema), else a short text."""
    choice = body.get("tool_choice")
    if isinstance(choice, dict) and choice.get("type") == "function":
        name = choice["function"]["name"]
        for tool in body.get("tools") or []:
            function = tool.get("function", {})
            if function.get("name") != name:
                continue
            values: dict[str, Any] = {}
            for key, prop in function.get("parameters", {}).get("properties", {}).items():
                if "enum" in prop:
                    values[key] = prop["enum"][0]
                elif prop.get("type") == "array":
                    values[key] = []
                else:
                    values[key] = f"fake {key}"
            return function_call(name, values)
    return answer("fake reply")


Responder = Callable[[dict[str, Any]], Completion]


class FakeOpenAI:
    """The server; ``requests`` holds every request in arrival order."""

    def __init__(self, responder: Responder = schema_filler) -> None:
        self.api = ScriptedAPI(responder, self._render)
        self.requests = self.api.requests
        self.queue = self.api.queue
        self._ids = itertools.count(1)

    @property
    def base_url(self) -> str:
        """What to pass as ``base_url`` (with the ``/v1`` the SDK expects)."""
        return f"{self.api.server.origin}/v1"

    @property
    def bodies(self) -> list[bytes]:
        """Raw request bodies, for "never in the request" assertions."""
        return self.api.bodies

    def start(self) -> FakeOpenAI:
        """Serve in a background thread."""
        self.api.start()
        return self

    def stop(self) -> None:
        """Release held answers, stop serving, close the socket."""
        self.api.stop()

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _render(self, reply: Completion, body: dict[str, Any]) -> Rendered:
        headers = {"content-type": "application/json", **reply.headers}
        payload = reply.body if reply.body is not None else self._payload(reply, body)
        return reply.status, headers, payload

    def _payload(self, reply: Completion, body: dict[str, Any]) -> bytes:
        message: dict[str, Any] = {"role": "assistant", "content": reply.text}
        if reply.calls:
            message["tool_calls"] = [
                {"id": f"call_{i}", "type": "function", "function": {"name": n, "arguments": a}}
                for i, (n, a) in enumerate(reply.calls)
            ]
        prompt = estimate_tokens(request_text(body))
        completion = max(
            1, estimate_tokens((reply.text or "") + "".join(a for _, a in reply.calls))
        )
        return json.dumps(
            {
                "id": f"chatcmpl-fake-{next(self._ids)}",
                "object": "chat.completion",
                "created": 1_700_000_000,
                "model": body.get("model", "fake-model"),
                "choices": [
                    {
                        "index": 0,
                        "message": message,
                        "finish_reason": "tool_calls" if reply.calls else "stop",
                    }
                ],
                "usage": {
                    "prompt_tokens": prompt,
                    "completion_tokens": completion,
                    "total_tokens": prompt + completion,
                },
            },
            ensure_ascii=False,
        ).encode()
