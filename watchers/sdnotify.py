"""systemd's notify protocol (``Type=notify``, ``WatchdogSec=``) without a dependency.

A datagram to ``$NOTIFY_SOCKET``; a leading ``@`` means the abstract namespace. Outside
systemd the variable is unset and every call is a cheap no-op.
"""

from __future__ import annotations

import logging
import os
import socket

logger = logging.getLogger(__name__)


def notify(state: str) -> bool:
    """Send e.g. ``READY=1``, ``WATCHDOG=1``, ``STOPPING=1``; True when it was sent."""
    address = os.environ.get("NOTIFY_SOCKET")
    if not address:
        return False
    if address.startswith("@"):
        address = "\0" + address[1:]
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
            sock.connect(address)
            sock.sendall(state.encode("utf-8"))
    except OSError as exc:
        logger.warning("sd_notify(%s) to %s failed: %s", state, address, exc)
        return False
    return True


def watchdog_interval() -> float | None:
    """Seconds between ``WATCHDOG=1`` pings (half of ``WatchdogSec``), or None if unset."""
    usec = os.environ.get("WATCHDOG_USEC")
    pid = os.environ.get("WATCHDOG_PID")
    if not usec or (pid and pid != str(os.getpid())):
        return None
    try:
        return max(int(usec) / 1_000_000 / 2, 0.5)
    except ValueError:
        return None
