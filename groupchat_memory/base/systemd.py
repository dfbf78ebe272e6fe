"""systemd's notify protocol (``Type=notify``) spoken directly over ``$NOTIFY_SOCKET``.

Shared by both services (the bot and the insight watcher), so it lives at the bottom layer.

The protocol is one datagram per state change ("READY=1", "WATCHDOG=1", ...) sent to a
unix socket whose path systemd puts in the environment; a leading ``@`` means the
abstract namespace. Without the variable (run from a terminal) every call is a no-op.
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Mapping
from pathlib import Path

from groupchat_memory.base.errors import ConfigError

logger = logging.getLogger(__name__)


class SystemdNotifier:
    """Sends sd_notify states; silent when not started by systemd."""

    def __init__(
        self, socket_path: str | None = None, *, environ: dict[str, str] | None = None
    ) -> None:
        env = os.environ if environ is None else environ
        self._path = socket_path if socket_path is not None else env.get("NOTIFY_SOCKET")
        self._watchdog_usec = env.get("WATCHDOG_USEC")
        self._watchdog_pid = env.get("WATCHDOG_PID")

    @property
    def enabled(self) -> bool:
        """True when systemd (or a test) gave us a socket to talk to."""
        return bool(self._path)

    def watchdog_interval(self) -> float | None:
        """Seconds between WATCHDOG=1 pings (half of WatchdogSec), None when not asked for."""
        if not self._watchdog_usec:
            return None
        if self._watchdog_pid and self._watchdog_pid != str(os.getpid()):
            return None
        try:
            usec = int(self._watchdog_usec)
        except ValueError:
            return None
        return usec / 2_000_000 if usec > 0 else None

    def notify(self, state: str) -> bool:
        """Send one state datagram; False when there is no socket or sending failed."""
        if not self._path:
            return False
        address = "\0" + self._path[1:] if self._path.startswith("@") else self._path
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
                sock.connect(address)
                sock.sendall(state.encode())
        except OSError as exc:
            logger.warning("could not notify systemd (%s): %s", state.split("=")[0], exc)
            return False
        return True

    def ready(self, status: str | None = None) -> bool:
        """Tell systemd start-up is complete."""
        return self.notify("READY=1" + (f"\nSTATUS={status}" if status else ""))

    def stopping(self) -> bool:
        """Tell systemd shutdown has begun."""
        return self.notify("STOPPING=1")

    def watchdog(self) -> bool:
        """Ping the watchdog: only call while the service is healthy."""
        return self.notify("WATCHDOG=1")

    def status(self, text: str) -> bool:
        """Set the free-form status line `systemctl status` shows."""
        return self.notify(f"STATUS={text}")


def read_credential(name: str, environ: Mapping[str, str] | None = None) -> str | None:
    """A secret from the environment, else from ``$CREDENTIALS_DIRECTORY/<name>``.

    The second is where systemd's ``LoadCredential=NAME:/path`` puts it. Both services read
    their tokens through here, so the lookup order is the same everywhere. An unreadable
    credential file is a configuration error; a missing one is just "not set".
    """
    env = os.environ if environ is None else environ
    value = env.get(name)
    if value:
        return value.strip()
    cred_dir = env.get("CREDENTIALS_DIRECTORY")
    if not cred_dir:
        return None
    path = Path(cred_dir) / name
    try:
        text = path.read_text(encoding="utf-8").strip()
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        raise ConfigError(f"cannot read the credential {path}: {exc.strerror or exc}") from exc
    return text or None
