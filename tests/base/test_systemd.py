"""sd_notify over $NOTIFY_SOCKET: datagrams arrive as systemd would read them."""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from groupchat_memory.base.systemd import SystemdNotifier


@pytest.fixture
def listener(tmp_path: Path) -> Iterator[tuple[str, socket.socket]]:
    path = str(tmp_path / "notify.sock")
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(path)
    sock.settimeout(5)
    yield path, sock
    sock.close()


def test_ready_watchdog_and_stopping_arrive_as_datagrams(
    listener: tuple[str, socket.socket],
) -> None:
    path, sock = listener
    notifier = SystemdNotifier(environ={"NOTIFY_SOCKET": path})
    assert notifier.ready(status="3 bots polling")
    assert notifier.watchdog()
    assert notifier.stopping()
    assert sock.recv(256) == b"READY=1\nSTATUS=3 bots polling"
    assert sock.recv(256) == b"WATCHDOG=1"
    assert sock.recv(256) == b"STOPPING=1"


def test_an_abstract_socket_name_is_supported() -> None:
    name = f"@groupchat-memory-test-{os.getpid()}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
        sock.bind("\0" + name[1:])
        sock.settimeout(5)
        assert SystemdNotifier(environ={"NOTIFY_SOCKET": name}).ready()
        assert sock.recv(64) == b"READY=1"


def test_without_notify_socket_everything_is_a_silent_no_op() -> None:
    notifier = SystemdNotifier(environ={})
    assert not notifier.enabled
    assert notifier.ready() is False
    assert notifier.watchdog_interval() is None


def test_the_watchdog_interval_is_half_of_watchdog_usec_for_our_pid() -> None:
    env = {"WATCHDOG_USEC": "20000000", "WATCHDOG_PID": str(os.getpid())}
    assert SystemdNotifier(environ=env).watchdog_interval() == 10.0
    env["WATCHDOG_PID"] = "1"
    assert SystemdNotifier(environ=env).watchdog_interval() is None


def test_a_vanished_socket_is_logged_not_raised(tmp_path: Path) -> None:
    notifier = SystemdNotifier(environ={"NOTIFY_SOCKET": str(tmp_path / "gone.sock")})
    assert notifier.ready() is False
