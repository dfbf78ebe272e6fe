"""The ``groupchat-memory`` command line: parse, dispatch, exit code.

The parser is declared in bot/cli/parser.py and the subcommands live in bot/cli/commands.py,
each a function ``(args) -> int``. This module holds the one error policy: errors the user
can cause are ``GroupchatMemoryError`` and end as one line on stderr with the error's exit
code (0 ok, 1 runtime failure, 2 usage or configuration, 3 data root held by another writer).
``--debug`` adds the traceback. Anything else is a bug: logged with its traceback, exit 1.
Every line, tracebacks included, goes through ``bot.config.logsafe`` (no secret, no raw PII).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import traceback
from collections.abc import Sequence

from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.bot.cli.commands import Handler
from groupchat_memory.bot.cli.parser import PROG, build_parser
from groupchat_memory.bot.config import logsafe

logger = logging.getLogger(PROG)


def _setup_logging(debug: bool) -> None:
    """Warnings to stderr by default; everything with --debug; never a secret or raw PII
    (``bot.config.logsafe`` filters every record, whatever the level)."""
    logging.basicConfig(
        level=logging.DEBUG if debug else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
        force=True,
    )
    logsafe.install()
    # warnings and crashed threads would otherwise print straight to stderr, unfiltered
    logging.captureWarnings(True)
    threading.excepthook = _log_thread_crash


def _log_thread_crash(args: threading.ExceptHookArgs) -> None:
    """A thread died: its traceback goes through the log filter like any other line."""
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "?"
    exc_info = (args.exc_type, args.exc_value, args.exc_traceback)
    logger.critical("thread %s crashed", name, exc_info=exc_info)  # type: ignore[arg-type]


def user_error(exc: BaseException) -> GroupchatMemoryError | None:
    """The first ``GroupchatMemoryError`` inside (nested) exception groups, if any."""
    if isinstance(exc, GroupchatMemoryError):
        return exc
    if isinstance(exc, BaseExceptionGroup):
        for inner in exc.exceptions:
            found = user_error(inner)
            if found is not None:
                return found
    return None


def _fail(error: GroupchatMemoryError, raised: BaseException, debug: bool) -> int:
    """One clear line on stderr (the traceback only with --debug); the error's exit code."""
    if debug:
        trace = "".join(traceback.format_exception(raised))
        print(logsafe.REDACTOR.redact(trace), end="", file=sys.stderr)
    print(f"{PROG}: error: {logsafe.REDACTOR.redact(str(error))}", file=sys.stderr)
    return error.exit_code


def _encoding_problem(exc: UnicodeEncodeError) -> str:
    """What to do when the output cannot carry Korean text (ASCII only, for that output)."""
    encoding = getattr(sys.stdout, "encoding", None) or exc.encoding
    return (
        f"the output encoding ({encoding}) cannot show Korean text; use a UTF-8 locale "
        "(e.g. LANG=C.UTF-8) or set PYTHONIOENCODING=utf-8"
    )


def _crash(exc: BaseException) -> int:
    """A bug: the traceback goes through the log filter (Python's own hook would print
    a token inside an exception text as it is); exit 1."""
    logger.critical("unexpected error; please report it with this traceback", exc_info=exc)
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    """The console script: parse, run one command, turn errors into exit codes."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse: --help exits 0, a usage error 2
        return exc.code if isinstance(exc.code, int) else 2
    _setup_logging(args.debug)
    handler: Handler = args.handler
    try:
        return handler(args)
    except GroupchatMemoryError as exc:
        return _fail(exc, exc, args.debug)
    except BaseExceptionGroup as group:  # errors raised inside an actor system's task group
        found = user_error(group)
        if found is None:
            if not isinstance(group, Exception):  # e.g. KeyboardInterrupt inside
                raise
            return _crash(group)
        return _fail(found, group, args.debug)
    except KeyboardInterrupt:
        return 130
    except UnicodeEncodeError as exc:  # a C/ASCII locale or PYTHONIOENCODING=ascii
        if args.debug:
            traceback.print_exc()
        print(f"{PROG}: error: {_encoding_problem(exc)}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # the reader left (`| head`): nothing more to say, quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as exc:  # a file or folder the user named or owns: say which, no traceback
        if args.debug:
            logger.debug("traceback", exc_info=exc)
        where = f" ({exc.filename})" if exc.filename else ""
        print(f"{PROG}: error: {exc.strerror or exc}{where}", file=sys.stderr)
        return 1
    except Exception as exc:  # anything else is a bug: logged, redacted, exit 1
        return _crash(exc)
