"""How a persona reaches its model: the Anthropic Messages API or a local command (prompt
on stdin, answer on stdout) here; any OpenAI-compatible endpoint in ``llm.openai_chat``.

Each backend turns one ``PersonaPrompt`` into a ``ModelAnswer`` or None. A failure (timeout,
API error, a command's nonzero exit) is logged with the reason and answers nothing, so the
other personas of the round still answer. Nothing a backend logs carries the prompt, and
a command's stderr is masked before it is logged.
"""

from __future__ import annotations

import logging
import os
from contextlib import suppress
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import anyio
from anyio.abc import ByteReceiveStream

from groupchat_memory.llm.clients import anthropic_client
from groupchat_memory.llm.sandbox import SeccompUnavailable, child_environment, seccomp_fd
from groupchat_memory.llm.settings import PersonaModel
from groupchat_memory.store.masking import mask
from groupchat_memory.store.records import TokenUsage

if TYPE_CHECKING:  # imported by the backend that uses it: an offline or OpenAI service
    # never loads the SDK, the largest import of the service
    import anthropic

logger = logging.getLogger(__name__)

# A command's answer is a chat message: more than this is cut (and the rest not read).
MAX_COMMAND_OUTPUT = 256 * 1024
_STDERR_LOGGED = 2000


@dataclass(frozen=True)
class PersonaPrompt:
    """One reply prompt in three parts: instructions (persona + rules), the memory block
    (may be empty) and the current message; chat text is already masked and wrapped."""

    instructions: str
    memory: str
    message: str

    def as_text(self) -> str:
        """The whole prompt as one text, for a command on stdin."""
        return "\n\n".join(part for part in (self.instructions, self.memory, self.message) if part)


@dataclass(frozen=True)
class ModelAnswer:
    """What a model said, which model said it, and what it cost (None: not reported)."""

    text: str
    model: str
    usage: TokenUsage | None = None


class ReplyBackend(Protocol):
    """A persona's model."""

    async def answer(self, prompt: PersonaPrompt) -> ModelAnswer | None:
        """The answer, or None when the call failed (already logged)."""
        ...

    async def aclose(self) -> None:
        """Release connections."""
        ...


class AnthropicBackend:
    """A persona on the Messages API; the instructions are cached (ephemeral)."""

    def __init__(self, persona: PersonaModel, client: anthropic.AsyncAnthropic | None = None):
        self.persona = persona
        self.client = client or anthropic_client(
            api_key=persona.api_key,
            base_url=persona.base_url,
            timeout_s=persona.timeout_s,
            max_retries=persona.max_retries,
        )

    async def aclose(self) -> None:
        await self.client.close()

    async def answer(self, prompt: PersonaPrompt) -> ModelAnswer | None:
        from anthropic import APIError

        p = self.persona
        system: list[anthropic.types.TextBlockParam] = [
            {"type": "text", "text": prompt.instructions, "cache_control": {"type": "ephemeral"}}
        ]
        if prompt.memory:
            system.append({"type": "text", "text": prompt.memory})
        try:
            with anyio.fail_after(p.timeout_s):
                response = await self.client.messages.create(
                    model=p.model,
                    max_tokens=p.max_tokens,
                    system=system,
                    messages=[{"role": "user", "content": prompt.message}],
                )
            text = "".join(b.text for b in response.content if b.type == "text").strip()
        except TimeoutError:
            logger.warning("%s: Claude did not answer in %g s", p.name, p.timeout_s)
            return None
        except (APIError, ValueError, AttributeError) as exc:
            # ValueError: a torn JSON body; AttributeError: a 200 that is not a message
            logger.warning("%s: Claude call failed: %s", p.name, exc)
            return None
        u = response.usage
        usage = TokenUsage(
            input_tokens=u.input_tokens or 0,
            output_tokens=u.output_tokens or 0,
            cache_read_input_tokens=u.cache_read_input_tokens or 0,
            cache_creation_input_tokens=u.cache_creation_input_tokens or 0,
        )
        return ModelAnswer(text=text, model=response.model, usage=usage)


async def _read_capped(stream: ByteReceiveStream | None, limit: int, into: bytearray) -> None:
    """Read a pipe to its end, keeping the first ``limit`` bytes (the rest is drained)."""
    if stream is None:
        return
    async for chunk in stream:
        room = limit - len(into)
        if room > 0:
            into.extend(chunk[:room])


class CommandBackend:
    """A persona answered by a local program: ``argv`` (no shell), prompt on stdin.

    The program's environment holds only neutral variables and what its config names,
    so a CLI agent never sees a bot token or another persona's key; it runs inside its
    ``Sandbox`` (``llm.sandbox``) unless the config opted out. Its stdout (UTF-8) is the
    answer; a nonzero exit answers nothing, and the status and stderr go
    to the log, never to the chat.
    """

    def __init__(self, persona: PersonaModel) -> None:
        self.persona = persona

    async def aclose(self) -> None:
        """Nothing stays open between answers."""

    async def answer(self, prompt: PersonaPrompt) -> ModelAnswer | None:
        p = self.persona
        env = child_environment(p.env, os.environ)
        user = p.run_as if os.geteuid() == 0 else None
        if user is not None:  # a root service starts the sandbox as that user, never as root
            env.update(HOME=user.home, USER=user.name, LOGNAME=user.name)
        filter_fd: int | None = None
        if p.sandbox is not None:
            try:
                filter_fd = seccomp_fd()
            except (SeccompUnavailable, OSError) as exc:
                logger.warning("%s: not started without its seccomp filter: %s", p.name, exc)
                return None
        argv = p.sandbox.wrap(p.argv, env.get("HOME"), filter_fd) if p.sandbox else list(p.argv)
        out, err = bytearray(), bytearray()
        switch: dict[str, Any] = {}
        if user is not None:
            switch = {"user": user.uid, "group": user.gid, "extra_groups": []}
        if filter_fd is not None:
            switch["pass_fds"] = (filter_fd,)
        try:
            process = await anyio.open_process(argv, env=env, **switch)
        except OSError as exc:
            logger.warning("%s: cannot start %s: %s", p.name, p.argv[0], exc.strerror or exc)
            return None
        finally:
            if filter_fd is not None:
                os.close(filter_fd)  # bwrap holds its own copy
        async with process:
            with anyio.move_on_after(p.timeout_s) as scope:
                async with anyio.create_task_group() as tg:
                    tg.start_soon(_read_capped, process.stdout, MAX_COMMAND_OUTPUT, out)
                    tg.start_soon(_read_capped, process.stderr, _STDERR_LOGGED, err)
                    assert process.stdin is not None
                    # a program may exit without reading its input: its exit status says why
                    with suppress(anyio.BrokenResourceError, anyio.ClosedResourceError):
                        await process.stdin.send(prompt.as_text().encode("utf-8"))
                    await process.stdin.aclose()
                    await process.wait()
            if scope.cancelled_caught:
                process.kill()
                with anyio.CancelScope(shield=True):
                    await process.wait()
                logger.warning(
                    "%s: %s did not answer in %g s (killed)", p.name, p.argv[0], p.timeout_s
                )
                return None
        if process.returncode != 0:
            stderr = mask(err.decode("utf-8", "replace").strip())
            logger.warning(
                "%s: %s exited with status %s: %s", p.name, p.argv[0], process.returncode, stderr
            )
            return None
        return ModelAnswer(text=out.decode("utf-8", "replace").strip(), model=p.model)
