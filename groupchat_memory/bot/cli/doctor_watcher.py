"""``doctor``'s checks of the insight watcher: what ``groupchat-memory watch`` would meet.

The watcher runs as its own service, often as another user and with systemd's minimal
PATH, so a setup that works from a terminal can still deliver nothing: a token variable
set only in the shell, a program found only on the login PATH, an inbox folder others
can read. Each of those is a line here, with the fix.
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path
from urllib.parse import urlsplit

from groupchat_memory.base.systemd import read_credential
from groupchat_memory.bot.cli.findings import Findings
from groupchat_memory.bot.config.file import Config
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.cli import channel_names
from groupchat_memory.watchers.settings import CommandSettings, TelegramSettings

SERVICE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
"""systemd's PATH for system services: what the watcher unit finds programs on."""
UNIT = "systemd/groupchat-memory-watcher.service"


def check_watcher(config: Config, found: Findings) -> None:
    """Folders, channels, tokens and the command's program of ``[watcher]``."""
    settings = config.watcher
    root = DataRoot(config.data_dir.expanduser().absolute())
    channels = channel_names(settings)
    if not channels:
        found.warn(
            "watcher: no delivery channel is on: insight reports reach nobody",
            "add [watcher.telegram] or [watcher.command] (see groupchat-memory.example.toml)",
        )
    else:
        found.ok(f"watcher: channels {', '.join(channels)}")
    check_watches_the_bots_folder(settings.watch_dirs(root), root.insights_dir().absolute(), found)
    for folder in settings.watch_dirs(root):
        check_folder("watcher folder", folder, found)
    if settings.inbox.enabled:
        inbox = settings.inbox_dir(root)
        if inbox not in settings.watch_dirs(root):
            check_folder("watcher inbox folder", inbox, found)
    if settings.telegram is not None:
        check_telegram(settings.telegram, found)
    if settings.command is not None:
        token_env = settings.telegram.token_env if settings.telegram else "ANU_BOT_TOKEN"
        check_command(settings.command, token_env, settings.telegram is not None, found)


def check_watches_the_bots_folder(folders: list[Path], insights: Path, found: Findings) -> None:
    """The bot writes reports only to its data root's insights folder: a watcher pointed
    elsewhere (a relative path under another working directory, an old data root) is up
    and healthy and delivers nothing."""
    if any(os.path.realpath(f) == os.path.realpath(insights) for f in folders):
        return
    shown = ", ".join(str(f) for f in folders)
    found.bad(
        f"watcher folders {shown} do not include the bot's insights folder {insights}: "
        "the reports would never reach Anu",
        f"remove [watcher] dirs (the default is {insights}) or add that folder to it",
    )


def check_folder(label: str, folder: Path, found: Findings) -> None:
    """A folder the watcher reads and writes: present (or creatable), ours, private."""
    if not folder.exists():
        parent = next((p for p in folder.parents if p.exists()), Path("/"))
        if os.access(parent, os.W_OK | os.X_OK):
            found.ok(f"{label} {folder}: created on the first start")
        else:
            found.bad(f"{label} {folder} does not exist and {parent} is not writable",
                      f"create it for the watcher's user: mkdir -m 700 -p {folder}")  # fmt: skip
        return
    if not folder.is_dir():
        found.bad(f"{label} {folder} is not a folder", "point [watcher] dirs at a folder")
        return
    if not os.access(folder, os.R_OK | os.W_OK | os.X_OK):
        found.bad(
            f"{label} {folder}: this user cannot read and write it",
            "run the watcher as the folder's owner, or fix its owner and mode",
        )
        return
    mode = stat.S_IMODE(folder.stat().st_mode)
    if mode & 0o077:
        found.warn(
            f"{label} {folder} is open to other users ({oct(mode)}): reports are private",
            f"chmod 700 {folder}",
        )
        return
    found.ok(f"{label} {folder}: present, writable, {oct(mode)}")


def _secret_fix(name: str) -> str:
    return f"export {name}=... or add LoadCredential={name}:/path/to/file to {UNIT}"


def check_telegram(tg: TelegramSettings, found: Findings) -> None:
    """The token variable and the Bot API address of ``[watcher.telegram]``."""
    if read_credential(tg.token_env) is None:
        found.bad(f"watcher telegram: token variable {tg.token_env} is not set",
                  _secret_fix(tg.token_env))  # fmt: skip
    else:
        found.ok(f"watcher telegram: token present ({tg.token_env}), reports go to {tg.chat_id}")
    # the config refuses a base_url that is no http(s) URL: only the path is left to check
    if not urlsplit(tg.base_url).path.rstrip("/").endswith("bot"):
        found.warn(
            f"watcher telegram: base_url {tg.base_url!r} does not end in /bot "
            "(the token is appended to it)",
            'the public Bot API is "https://api.telegram.org/bot"',
        )


def find_program(name: str) -> tuple[str | None, str | None]:
    """(the path the service would run, the path only this shell finds) for ``argv[0]``."""
    if os.sep in name:
        path = Path(name)
        ok = path.is_file() and os.access(path, os.X_OK)
        return (str(path) if ok else None), None
    under_unit = shutil.which(name, path=SERVICE_PATH)
    return under_unit, (None if under_unit else shutil.which(name))


def check_command(
    cmd: CommandSettings, token_env: str, has_telegram: bool, found: Findings
) -> None:
    """The program of ``[watcher.command]`` and what its placeholders need."""
    program = cmd.argv[0]
    runs, only_here = find_program(program)
    if runs is not None:
        found.ok(f"watcher command: {runs} is executable")
    elif only_here is not None:
        found.bad(
            f"watcher command: {program!r} is found on this shell's PATH ({only_here}) but "
            f"not on the service's PATH ({SERVICE_PATH})",
            f"give the absolute path in [watcher.command] argv: {only_here}",
        )
    elif os.sep in program:
        found.bad(
            f"watcher command: no executable file at {program}",
            "install the program there, or fix the path in [watcher.command] argv",
        )
    else:
        found.bad(
            f"watcher command: {program!r} is not an executable program",
            "install it, or give its absolute path in [watcher.command] argv",
        )
    template = " ".join(cmd.argv)
    if "{chat_id}" in template and cmd.chat_id is None and not has_telegram:
        found.bad("watcher command: argv uses {chat_id} but no chat id is set",
                  "set [watcher.command] chat_id")  # fmt: skip
    if "{key}" in template and not cmd.key:
        env = cmd.token_env or token_env
        if read_credential(env) is None:
            found.bad(
                f"watcher command: argv uses {{key}}, derived from the token in {env}, "
                "which is not set",
                _secret_fix(env) + " (or set [watcher.command] key)",
            )
