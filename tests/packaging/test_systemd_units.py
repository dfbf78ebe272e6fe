"""The systemd units pass ``systemd-analyze verify`` with no output at all, and keep the
settings the design relies on (notify + watchdog, hardening, credentials, the timer)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from groupchat_memory.base.systemd import read_credential

UNITS = Path(__file__).resolve().parents[2] / "systemd"
INSTALLED_BINARY = "/opt/groupchat-memory/.venv/bin/groupchat-memory"
SERVICES = [
    "groupchat-memory-bot.service",
    "groupchat-memory-watcher.service",
    "groupchat-memory-archive.service",
]
ANALYZE = shutil.which("systemd-analyze")
needs_analyze = pytest.mark.skipif(
    ANALYZE is None, reason="systemd-analyze is not installed (apt-get install systemd)"
)


def _keys(unit: str) -> dict[str, list[str]]:
    """``Section.Key`` -> values (units may repeat a key)."""
    keys: dict[str, list[str]] = {}
    section = ""
    for raw in (UNITS / unit).read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("["):
            section = line.strip("[]")
            continue
        key, _, value = line.partition("=")
        keys.setdefault(f"{section}.{key.strip()}", []).append(value.strip())
    return keys


def _verify_copy(tmp_path: Path, names: list[str]) -> subprocess.CompletedProcess[str]:
    """Verify copies whose ExecStart points at this checkout's real console script.

    verify rejects an ExecStart binary that does not exist; the units name the installed
    path (/opt/...), so the copies swap in the venv's ``groupchat-memory``, which exists.
    """
    binary = Path(sys.executable).parent / "groupchat-memory"
    assert binary.exists(), "the project is not installed in this venv"
    for name in os.listdir(UNITS):
        if name.endswith((".service", ".timer")):
            text = (UNITS / name).read_text().replace(INSTALLED_BINARY, os.fspath(binary))
            (tmp_path / name).write_text(text)
    assert ANALYZE is not None
    return subprocess.run(
        [ANALYZE, "verify", *[os.fspath(tmp_path / n) for n in names]],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=60,
    )


@needs_analyze
@pytest.mark.parametrize("unit", [*SERVICES, "groupchat-memory-archive.timer"])
def test_each_unit_passes_systemd_analyze_verify_without_any_output(
    tmp_path: Path, unit: str
) -> None:
    result = _verify_copy(tmp_path, [unit])
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


@needs_analyze
def test_verify_does_report_a_broken_unit_so_silence_means_something(tmp_path: Path) -> None:
    result = _verify_copy(tmp_path, ["groupchat-memory-watcher.service"])
    assert result.returncode == 0
    broken = tmp_path / "broken.service"
    broken.write_text("[Service]\nExecStart=/nonexistent/binary\nProtectSystm=strict\n")
    result = subprocess.run(
        [ANALYZE or "systemd-analyze", "verify", os.fspath(broken)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.stdout + result.stderr != ""


def test_the_units_name_the_installed_binary_and_the_contract_commands() -> None:
    commands = {unit: _keys(unit)["Service.ExecStart"] for unit in SERVICES}
    assert commands == {
        "groupchat-memory-bot.service": [f"{INSTALLED_BINARY} bot"],
        "groupchat-memory-watcher.service": [f"{INSTALLED_BINARY} watch"],
        "groupchat-memory-archive.service": [f"{INSTALLED_BINARY} archive"],
    }


@pytest.mark.parametrize(
    "unit", ["groupchat-memory-bot.service", "groupchat-memory-watcher.service"]
)
def test_long_running_services_notify_restart_and_are_hardened(unit: str) -> None:
    keys = _keys(unit)
    expected = {
        "Service.Type": ["notify"],
        "Service.Restart": ["on-failure"],
        "Service.ProtectSystem": ["strict"],
        "Service.NoNewPrivileges": ["yes"],
        "Service.PrivateTmp": ["yes"],
        "Service.UMask": ["0077"],
        "Service.StateDirectory": ["groupchat-memory"],
    }
    for key, value in expected.items():
        assert keys.get(key) == value, key
    assert keys["Service.WatchdogSec"]
    assert "/var/lib/groupchat-memory" in keys["Service.ReadWritePaths"]
    assert keys["Service.ProtectHome"][0] in ("yes", "read-only", "tmpfs")
    assert keys["Service.LoadCredential"]
    assert not any("TOKEN=" in env for env in keys.get("Service.Environment", []))


def test_every_service_runs_as_one_service_user_and_the_watcher_may_write_cokacdirs_queue() -> None:
    for unit in SERVICES:
        keys = _keys(unit)
        assert keys["Service.User"] == keys["Service.Group"] == ["groupchat-memory"], unit
    keys = _keys("groupchat-memory-watcher.service")
    assert keys["Service.LoadCredential"] == [
        "ANU_BOT_TOKEN:/etc/groupchat-memory/credentials/anu-bot-token"
    ]
    assert "-/home/anu/.cokacdir" in keys["Service.ReadWritePaths"]


@pytest.mark.parametrize("unit", SERVICES)
def test_a_missing_credential_file_is_not_fatal_and_reads_as_not_set(
    unit: str, tmp_path: Path
) -> None:
    """systemd.exec(5): with ``SetCredential=`` of the same ID, a ``LoadCredential=`` that
    cannot be read falls back to that value instead of failing the unit (243/CREDENTIALS);
    the fallback is a lone newline, which the services read as "not set"."""
    keys = _keys(unit)
    loaded = [c.split(":", 1)[0] for c in keys["Service.LoadCredential"]]
    assert keys["Service.SetCredential"] == [f"{name}:\\n" for name in loaded]
    (tmp_path / loaded[0]).write_text("\n")
    environ = {"CREDENTIALS_DIRECTORY": os.fspath(tmp_path)}
    assert read_credential(loaded[0], environ) is None


def test_the_archive_runs_daily_at_midnight_seoul_and_catches_up_missed_runs() -> None:
    timer = _keys("groupchat-memory-archive.timer")
    assert timer["Timer.OnCalendar"] == ["*-*-* 00:00:00 Asia/Seoul"]
    assert timer["Timer.Persistent"] == ["true"]
    assert timer["Timer.Unit"] == ["groupchat-memory-archive.service"]
    assert _keys("groupchat-memory-archive.service")["Service.Type"] == ["oneshot"]


def test_the_bot_unit_loads_every_bot_token_the_example_config_names() -> None:
    example = tomllib.loads((UNITS.parent / "groupchat-memory.example.toml").read_text("utf-8"))
    names = {bot["token_env"] for bot in example["bots"]} | {example["llm"]["api_key_env"]}
    loaded = {
        c.split(":", 1)[0] for c in _keys("groupchat-memory-bot.service")["Service.LoadCredential"]
    }
    assert loaded == names
    text = (UNITS / "groupchat-memory-bot.service").read_text()
    assert "A persona you add needs a" in text and "pair of its own" in text


def test_the_example_config_names_the_command_program_by_absolute_path() -> None:
    example = tomllib.loads((UNITS.parent / "groupchat-memory.example.toml").read_text("utf-8"))
    assert example["watcher"]["command"]["argv"][0].startswith("/")
    assert example["watcher"]["telegram"]["base_url"] == "https://api.telegram.org/bot"
    assert example["archive"]["in_service"] is True


@pytest.mark.parametrize("unit", SERVICES)
def test_every_service_raises_its_descriptor_limit_well_above_the_default_1024(
    unit: str,
) -> None:
    # issue 13: under a low limit chats could not open their logs and went degraded
    (limit,) = _keys(unit)["Service.LimitNOFILE"]
    assert int(limit) >= 8192


def test_the_bot_unit_lets_a_command_personas_sandbox_start_and_reach_the_agents_folders() -> None:
    keys = _keys("groupchat-memory-bot.service")
    # the rest of every home stays hidden; the CLI agents keep their login and sessions
    assert keys["Service.ProtectHome"] == ["tmpfs"]
    binds = " ".join(keys["Service.BindPaths"]).split()
    assert {"-/home/anu/.claude", "-/home/anu/.codex"} <= set(binds)
    # bwrap unshares these, and mounts its own /proc, which overmounted /proc/sys forbids
    allowed = set(keys["Service.RestrictNamespaces"][0].split())
    assert {"user", "mnt", "pid", "ipc", "uts"} <= allowed and "net" not in allowed
    assert keys["Service.ProtectKernelTunables"] == ["no"]
    assert "ProtectProc" not in " ".join(keys)  # hidepid would forbid bwrap's /proc too
