"""Command line of the watcher: ``python -m watchers`` (and ``groupchat-memory watch``).

``serve`` runs the watcher until SIGTERM/SIGINT and is what the project CLI calls for
``watch``; ``status_text`` is ``watch --status``. Exit codes follow the Contract: 0 ok,
1 runtime failure, 2 configuration error.
"""

from __future__ import annotations

import argparse
import logging
import signal
import sys
from collections.abc import Callable
from pathlib import Path

import anyio

from groupchat_memory.base.config_lookup import (
    check_data_dir,
    data_dir_source,
    locate_config,
    locate_data_dir,
)
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.service import run_watcher
from groupchat_memory.watchers.settings import WatcherSettings, load_config, settings_from_config
from groupchat_memory.watchers.status import format_status, watcher_status

logger = logging.getLogger(__name__)


def resolve(config: Path | None, data_dir: Path | None) -> tuple[WatcherSettings, DataRoot]:
    """Settings and data root found the way every command finds them
    (``base.config_lookup``: flag, environment, ./groupchat-memory.toml, defaults)."""
    source = locate_config(config)
    document = load_config(source)
    from_file = document.get("data_dir")
    folder = locate_data_dir(
        data_dir, str(from_file) if from_file is not None else None, config_file=source
    )
    check_data_dir(folder, data_dir_source(data_dir), str(source or "the built-in defaults"))
    return settings_from_config(document), DataRoot(folder.expanduser().absolute())


def channel_names(settings: WatcherSettings) -> list[str]:
    """The delivery channels the settings turn on, in delivery order."""
    names = ["telegram"] if settings.telegram is not None else []
    names += ["command"] if settings.command is not None else []
    return names + (["inbox"] if settings.inbox.enabled else [])


def ready_line(settings: WatcherSettings, root: DataRoot) -> str:
    """The one line ``watch`` prints once it watches: channels, folders, data root."""
    folders = ", ".join(str(d) for d in settings.watch_dirs(root))
    channels = ", ".join(channel_names(settings)) or "none (nothing is delivered)"
    return f"watcher ready: channels {channels}; watching {folders}; data root {root.data_dir}"


async def serve(
    settings: WatcherSettings,
    root: DataRoot,
    *,
    retry_failed: bool = False,
    on_ready: Callable[[], None] | None = None,
) -> None:
    """Run the watcher until SIGTERM or SIGINT, then stop cleanly."""
    async with anyio.create_task_group() as tg:

        async def stop_on_signal() -> None:
            with anyio.open_signal_receiver(signal.SIGTERM, signal.SIGINT) as signals:
                async for signum in signals:
                    logger.info("received %s: stopping", signal.Signals(signum).name)
                    tg.cancel_scope.cancel()
                    return

        async def watcher() -> None:
            await run_watcher(settings, root, retry_failed=retry_failed, on_ready=on_ready)
            tg.cancel_scope.cancel()

        tg.start_soon(stop_on_signal)
        tg.start_soon(watcher)


def status_text(root: DataRoot) -> tuple[str, int]:
    """The status report and the exit code (1 when a delivery was given up)."""
    status = watcher_status(root)
    return format_status(status), 0 if status.healthy else 1


def main(argv: list[str] | None = None) -> int:
    """``python -m watchers [--config FILE] [--data-dir DIR] [--status] [--retry-failed]``."""
    parser = argparse.ArgumentParser(
        prog="python -m watchers", description="Deliver insight files to Anu exactly once."
    )
    parser.add_argument("--config", type=Path, help="TOML config ($GROUPCHAT_MEMORY_CONFIG)")
    parser.add_argument("--data-dir", type=Path, help="data root ($GROUPCHAT_MEMORY_DATA_DIR)")
    parser.add_argument("--status", action="store_true", help="show the ledger and exit")
    parser.add_argument("--retry-failed", action="store_true", help="try given-up deliveries again")
    parser.add_argument("--debug", action="store_true", help="verbose logging")
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.debug else logging.INFO,
        format="%(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    try:
        settings, root = resolve(args.config, args.data_dir)
        if args.status:
            text, code = status_text(root)
            print(text)
            return code
        anyio.run(lambda: serve(settings, root, retry_failed=args.retry_failed))
    except GroupchatMemoryError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        return 0
    return 0
