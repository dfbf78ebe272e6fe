"""Which config file and which data folder a command uses: one lookup for every command.

The bot's commands and the insight watcher (``groupchat-memory watch``, ``python -m
watchers``) both call these, so ``./groupchat-memory.toml`` found by ``doctor`` is the
file ``watch`` reads too. Order: the flag, then the environment, then the default.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from groupchat_memory.base.errors import ConfigError

DEFAULT_CONFIG_NAME = "groupchat-memory.toml"
CONFIG_ENV = "GROUPCHAT_MEMORY_CONFIG"
DATA_DIR_ENV = "GROUPCHAT_MEMORY_DATA_DIR"
DEFAULT_DATA_DIR = "./memory"


def locate_config(path: Path | None, environ: Mapping[str, str] | None = None) -> Path | None:
    """``--config``, else ``$GROUPCHAT_MEMORY_CONFIG``, else ./groupchat-memory.toml when
    it exists; None means the built-in defaults."""
    env = os.environ if environ is None else environ
    if path is not None:
        return Path(path)
    if env.get(CONFIG_ENV):
        return Path(env[CONFIG_ENV])
    default = Path(DEFAULT_CONFIG_NAME)
    return default if default.is_file() else None


def locate_data_dir(
    flag: Path | None,
    from_file: str | None,
    environ: Mapping[str, str] | None = None,
    config_file: Path | None = None,
) -> Path:
    """``--data-dir``, else ``$GROUPCHAT_MEMORY_DATA_DIR``, else the file's ``data_dir``,
    else ./memory. A relative ``data_dir`` of a file is taken from the file's folder
    (``config_file``), not from wherever the command was started (an MCP client starts
    the server in its own folder); the flag and the variable are taken as given."""
    env = os.environ if environ is None else environ
    if flag is not None:
        return Path(flag)
    if env.get(DATA_DIR_ENV):
        return Path(env[DATA_DIR_ENV])
    if from_file is None:
        return Path(DEFAULT_DATA_DIR)
    folder = Path(os.path.expanduser(from_file))
    if config_file is not None and not folder.is_absolute():
        return config_file.parent / folder
    return folder


# Where a data root cannot live: kernel views and device files, never folders of ours
_VIRTUAL = (Path("/proc"), Path("/sys"), Path("/dev"))


def check_data_dir(path: Path, source: str, where: str) -> None:
    """A data root that can be one: a folder (or none yet), not a device or a kernel view;
    ConfigError naming ``source`` (``data_dir``, ``--data-dir``...) otherwise."""
    resolved = Path(os.path.realpath(path))
    virtual = any(resolved == v or v in resolved.parents for v in _VIRTUAL)
    if virtual or (resolved.exists() and not resolved.is_dir()):
        why = "a kernel or device path" if virtual else "it is not a folder"
        raise ConfigError(
            f"{where}: {source} {str(path)!r} cannot hold the memory ({why}): use a folder "
            "such as ./memory or /var/lib/groupchat-memory"
        )


def data_dir_source(flag: Path | None, environ: Mapping[str, str] | None = None) -> str:
    """Which setting chose the data root, as an error names it."""
    env = os.environ if environ is None else environ
    if flag is not None:
        return "--data-dir"
    if env.get(DATA_DIR_ENV):
        return f"${DATA_DIR_ENV}"
    return "`data_dir`"
