"""``groupchat-memory doctor``: check the setup and say, line by line, what to fix.

Checks the config file, the data root (folder and file modes, owner, free space, whether
it takes writes, who holds the writer lock), each chat's recall index and message vectors
(read without writing), the trained parts' weights, the secrets (bot tokens, the
Anthropic key), the insight watcher (bot/cli/doctor_watcher.py) and, unless
``--offline``, what each bot can see according to Telegram's ``getMe`` and whether it is
an admin of each allowed chat (only admins receive reactions). Exit 0 when
nothing is wrong (warnings allowed), 2 when the config is wrong, 1 for other problems.
"""

from __future__ import annotations

import contextlib
import os
import resource
import shutil
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import IO

import anyio
from telegram import Bot
from telegram.constants import ChatMemberStatus
from telegram.error import InvalidToken, TelegramError

from groupchat_memory.actors.migration import follow, read_moves
from groupchat_memory.actors.set_aside import waiting_chats
from groupchat_memory.actors.state.persisted import state_problem
from groupchat_memory.base.errors import ConfigError
from groupchat_memory.bot.cli.doctor_watcher import check_watcher
from groupchat_memory.bot.cli.findings import Findings
from groupchat_memory.bot.config.file import Config, load_config
from groupchat_memory.bot.config.personas import ROOT_FIX, PersonaConfig, root_problem
from groupchat_memory.bot.telegram.seen_chats import read_seen
from groupchat_memory.domain.recall.embedder import installed_engine
from groupchat_memory.domain.recall.semantic import SemanticUnavailableError, recall_state
from groupchat_memory.domain.text.synonyms import installed
from groupchat_memory.domain.understanding import assent, subjects, uptake, veto
from groupchat_memory.llm import replies
from groupchat_memory.llm.sandbox import SeccompUnavailable, seccomp_program
from groupchat_memory.store.exceptions import StorageError, WriterLockedError
from groupchat_memory.store.files import writable
from groupchat_memory.store.lock import WriterLock
from groupchat_memory.store.open_files import default_capacity
from groupchat_memory.upkeep.backfill import pending_chats, read_journal
from groupchat_memory.watchers.status import report_watcher

MIN_FREE_BYTES = 512 * 1024 * 1024
MAX_FILES_CHECKED = 10_000
BOTFATHER_PRIVACY = (
    "in @BotFather: /mybots -> {name} -> Bot Settings -> Group Privacy -> Turn off, "
    "then remove the bot from the group and add it again"
)


# below this soft limit a busy service runs short of descriptors (the units set 65536)
LOW_NOFILE = 1024


def check_config(path: Path | None, data_dir: Path | None, found: Findings) -> Config | None:
    """Load the config the way every command does."""
    try:
        config = load_config(path, data_dir_override=data_dir)
    except ConfigError as exc:
        found.bad(f"config: {exc}")
        found.config_problem = True
        return None
    found.ok(f"config: {config.where()} (data root {config.data_dir})")
    found.ok(_recall_line(config))
    if not config.telegram.allowed_chats:
        found.warn(
            "config: [telegram] allowed_chats is empty: nothing will be recorded",
            "add the group's chat id (e.g. -1001234567890) to allowed_chats",
        )
    return config


def _recall_line(config: Config) -> str:
    """Which optional recall extras are in use, and how to turn them on."""
    if config.memory.semantic_recall:
        semantic = (
            f"on, {installed_engine()} (`embed` fills the message vectors ahead of the replies)"
        )
    else:
        semantic = (
            "off (for questions in other words than their answer: [memory] semantic_recall = true)"
        )
    synonyms = "on" if installed() is not None else "off (pip install 'groupchat-memory[synonyms]')"
    return f"recall: semantic {semantic}; English synonyms {synonyms}"


def _mode_problems(root: Path) -> list[str]:
    """Folders not 0700 and files not 0600 under ``root`` (at most MAX_FILES_CHECKED looked at)."""
    wrong: list[str] = []
    for count, (folder, _dirs, files) in enumerate(os.walk(root)):
        if count > MAX_FILES_CHECKED:
            break
        here = Path(folder)
        if stat.S_IMODE(here.stat().st_mode) & 0o077:
            wrong.append(f"{here} (folder {oct(stat.S_IMODE(here.stat().st_mode))})")
        for name in files[:MAX_FILES_CHECKED]:
            path = here / name
            mode = stat.S_IMODE(path.lstat().st_mode)
            if mode & 0o077:
                wrong.append(f"{path} ({oct(mode)})")
    return wrong


def check_data_root(config: Config, found: Findings) -> None:
    """Modes, owner, free space and the writer lock of the data root."""
    root = config.root.root
    if not root.exists():
        found.warn(f"data root {root} does not exist yet (it is created on first write)")
        parent = next((p for p in root.parents if p.exists()), Path("/"))
        if not os.access(parent, os.W_OK):
            found.bad(f"cannot create {root}: {parent} is not writable", "pick another --data-dir")
        return
    info = root.stat()
    if info.st_uid != os.geteuid():
        found.bad(
            f"data root {root} belongs to uid {info.st_uid}, this is uid {os.geteuid()}",
            f"run as its owner or `chown -R {os.geteuid()} {root}`",
        )
    wrong = _mode_problems(root)
    if wrong:
        shown = ", ".join(wrong[:3]) + (f" and {len(wrong) - 3} more" if len(wrong) > 3 else "")
        found.bad(
            f"data root: {len(wrong)} paths readable by others: {shown}",
            f"chmod -R go-rwx {root}",
        )
    else:
        found.ok(f"data root {root}: folders 0700, files 0600, {len(config.root.chat_ids())} chats")
    free = shutil.disk_usage(root).free
    if free < MIN_FREE_BYTES:
        found.bad(f"only {free // (1024 * 1024)} MiB free under {root}", "free some disk space")
    else:
        found.ok(f"free space: {free // (1024 * 1024 * 1024)} GiB")
    check_writable(config, found)
    check_migrations(config, found)
    check_chats_start(config, found)
    check_dead_letters(config, found)
    lock = WriterLock(config.root.writer_lock_path())
    try:
        lock.acquire()
    except WriterLockedError as exc:
        who = f"process {exc.holder_pid}" if exc.holder_pid else "another process"
        found.ok(f"writer lock held by {who} (the bot service, or an ingest/import running)")
        return
    except (OSError, StorageError) as exc:
        # a full or read-only disk refuses the pid write too: reported above, not a crash
        found.warn(f"cannot check the writer lock: {exc}")
        return
    lock.release()
    found.ok("writer lock free (no service or writer is running)")


def _probe(folder: Path) -> str | None:
    """Create, write, fsync and remove a small file in ``folder``; the error, or None."""
    probe = folder / f".doctor-probe-{os.getpid()}"
    try:
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, b"x" * 4096)
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError as exc:
        return exc.strerror or str(exc)
    finally:
        # never created, or the folder refuses even that: the error is reported above
        with contextlib.suppress(OSError):
            probe.unlink()
    return None


def check_writable(config: Config, found: Findings) -> None:
    """Whether the data root and every chat's log folder take a write right now.

    A running service that cannot write holds messages in memory and retries; this is
    how an operator sees that from outside (the service also logs it and sets its
    systemd status).
    """
    root = config.root
    folders = [root.root]
    for chat_id in root.chat_ids()[:MAX_FILES_CHECKED]:
        log_dir = root.log_dir(chat_id)
        if log_dir.is_dir():
            folders.append(log_dir)
    failing = [(folder, why) for folder in folders if (why := _probe(folder)) is not None]
    if not failing:
        found.ok(f"disk: the data root and {len(folders) - 1} chat log folders take writes")
        return
    folder, why = failing[0]
    more = f" and {len(failing) - 1} more folders" if len(failing) > 1 else ""
    if not writable(folder / ".doctor-probe"):  # mounted read-only, or another user's
        found.bad(
            f"disk: the data root cannot be written ({folder}{more}: {why}): the read"
            " commands still answer from it (the recall index and the message vectors from"
            " temporary copies, the decisions and to-dos read from the log again each"
            " time), but the service, ingest, import and embed cannot record",
            "remount the data root read-write or fix its permissions (or run as its owner);"
            " a backup read on purpose needs nothing",
        )
        return
    found.bad(
        f"disk: cannot write in {folder}{more}: {why}; a running service keeps those "
        "messages in memory (not yet durable) and retries",
        "free disk space, remount the data root read-write or fix its permissions",
    )


def check_migrations(config: Config, found: Findings) -> None:
    """Groups that became supergroups: the service follows each for good, and the config
    should name the new id (the old one no longer receives messages)."""
    try:
        moves = read_moves(config.root)
    except StorageError as exc:
        found.bad(f"migrations: {exc}")
        return
    lists = (
        ("[telegram] allowed_chats", config.telegram.allowed_chats),
        ("[mcp] chats", config.mcp.chats),
    )
    for old in sorted(moves):
        new = follow(moves, old)
        stale = [name for name, chats in lists if old in chats and new not in chats]
        if stale:
            found.warn(
                f"chat {old} became the supergroup {new} (Telegram migrated the group): its "
                f"memory moved there and the service follows it, but {' and '.join(stale)} "
                f"still {'name' if len(stale) > 1 else 'names'} the old id",
                f"in {' and '.join(stale)}, replace {old} with {new}",
            )
        else:
            found.ok(f"chat {old} became the supergroup {new}; the config names the new id")


def check_chats_start(config: Config, found: Findings) -> None:
    """Each chat's ``state.json`` (a chat whose actor cannot start has its messages set
    aside), and the messages waiting in set-aside files for their chat to take them."""
    root = config.root
    for chat_id in root.chat_ids()[:MAX_FILES_CHECKED]:
        problem = state_problem(root.state_path(chat_id))
        if problem is None:
            continue
        if problem.fix is not None:
            found.bad(
                f"chat {chat_id}: its memory cannot start: {problem.what}; the service sets "
                "its messages aside meanwhile (the other chats go on)",
                problem.fix,
            )
        else:
            found.warn(
                f"chat {chat_id}: {problem.what}",
                "nothing to do: the chat moves it aside and rebuilds it from its log and "
                "summary files when it starts",
            )
    for chat_id in pending_chats(root):
        try:
            committed = read_journal(root, chat_id) is not None
        except StorageError as exc:
            found.bad(f"chat {chat_id}: {exc}", "see above")
            continue
        if committed:
            found.bad(
                f"chat {chat_id}: an import of older history stopped half way through its "
                f"merge ({root.backfill_path(chat_id)}): the chat holds part of it",
                "start the service, or run any writer (the same import again): its start "
                "finishes the merge",
            )
        else:
            found.warn(
                f"chat {chat_id}: an import of older history stopped before its merge "
                f"({root.backfill_path(chat_id)}): nothing of it is in the chat",
                "run the import again (the next writer start removes what it left)",
            )
    for waiting in waiting_chats(root):
        found.bad(
            f"chat {waiting.chat_id}: {waiting.count} message(s) set aside in {waiting.path} "
            f"since {waiting.since or '?'}, not yet in its log: {waiting.error or '?'}",
            "fix that (see above); the running service records them as soon as the chat "
            "can take them (a restart tries at once)",
        )


def check_seen_chats(config: Config, found: Findings) -> None:
    """The groups the bots were added to that ``allowed_chats`` does not name, with their
    ids: how a newcomer learns what to put in the config."""
    seen = read_seen(config.root)
    for chat_id, entry in seen.items():
        if config.is_allowed(chat_id):
            continue
        title = entry.get("title", "")
        found.warn(
            f"chat {chat_id} {title!r} has the bots (last message {entry.get('last_seen', '?')})"
            " but is not in [telegram] allowed_chats: nothing there is recorded or answered",
            f"to record it, add {chat_id} to [telegram] allowed_chats",
        )
    if not config.telegram.allowed_chats and not seen:
        found.warn(
            "[telegram] allowed_chats is empty and the bots have seen no group yet",
            "add the bots to the group, say something there with the service running, then "
            "run doctor again: it lists the group's id",
        )


def check_dead_letters(config: Config, found: Findings) -> None:
    """Messages that crashed their chat's actor and were set aside, per chat."""
    for chat_id in config.root.chat_ids()[:MAX_FILES_CHECKED]:
        path = config.root.dead_letter_path(chat_id)
        try:
            count = len(path.read_bytes().splitlines())
        except OSError:
            continue
        if count:
            found.warn(
                f"chat {chat_id}: {count} message(s) set aside in {path}",
                "read them (masked JSON lines); they were not recorded in the log",
            )


def check_secrets(config: Config, found: Findings, *, probe_models: bool = False) -> None:
    """Bot tokens and the Anthropic key: present or not (never printed)."""
    if not config.bots:
        found.warn("no [[bots]] configured: `groupchat-memory bot` has nothing to run")
    for bot in config.bots:
        if bot.token is None:
            found.bad(
                f"bot {bot.name}: token missing",
                f"export {bot.token_env}=... or add LoadCredential={bot.token_env}:... to the unit",
            )
        else:
            found.ok(f"bot {bot.name}: token present ({bot.token_env})")
    if config.anthropic_api_key is None and config.llm.provider != "offline":
        found.warn(
            f"no {config.llm.api_key_env}: summaries are offline (extractive), and Claude "
            "personas without a key of their own stay silent",
            f"export {config.llm.api_key_env}=... for Claude",
        )
    elif config.anthropic_api_key is not None:
        found.ok(f"{config.llm.api_key_env} present ({_key_use(config)})")
    check_models(config, found, probe_models=probe_models)


def _key_use(config: Config) -> str:
    """What the ``[llm]`` key is used for under this config (not more than that)."""
    uses = []
    if config.llm.provider in ("auto", "anthropic"):
        uses.append("Claude summaries")
    shared = [b.name for b in config.bots if b.provider == "anthropic" and b.api_key_env is None]
    if shared:
        uses.append(f"answers of {', '.join(shared)}")
    if not uses:
        return f'unused: [llm] provider = "{config.llm.provider}" and no persona uses it'
    return " and ".join(uses)


def _hidden_by_sandbox(argv: Sequence[str], writable: Sequence[str]) -> list[str]:
    """The files argv names (after the program, which the sandbox binds) that lie in /tmp
    outside any ``writable`` folder: the sandbox's private /tmp hides them."""
    shown = [Path(os.path.expanduser(w)) for w in writable]
    hidden = []
    for arg in argv[1:]:
        path = Path(arg)
        if not path.is_absolute() or path.parts[:2] != ("/", "tmp") or not path.exists():
            continue
        if not any(path == w or w in path.parents for w in shown):
            hidden.append(arg)
    return hidden


def _when(mode: str) -> str:
    return "the conversation in turn" if mode == "all" else "@mentions and replies"


def _seccomp_problem() -> str | None:
    """Why the sandbox's seccomp filter cannot be built here (None: it can)."""
    try:
        seccomp_program()
    except SeccompUnavailable as exc:
        return str(exc.__cause__ or exc)
    return None


def check_models(config: Config, found: Findings, *, probe_models: bool = False) -> None:
    """One line per persona: whether it will answer, when, and with what (chosen apart from
    the summaries' ``[llm] provider``); with ``probe_models``, each model endpoint is asked
    once for a one-token answer, so a rejected key or a server that is down shows here.
    Then whether raw chat text may reach the models."""
    names = [b.name for b in config.bots]
    modes = {b.name: b.reply_mode for b in config.bots}
    probed: dict[tuple[str, str | None, str | None, str], str | None] = {}
    for m in config.persona_models():
        where = " ".join(m.argv[:1]) if m.provider == "command" else m.base_url or "default URL"
        if m.provider == "command" and shutil.which(m.argv[0]) is None:
            found.bad(
                f"bot {m.name}: the command {m.argv[0]!r} is not found or not executable",
                f"install it, or give its full path in bots[{names.index(m.name)}].argv",
            )
            continue
        if m.provider == "command" and m.sandbox is not None and shutil.which("bwrap") is None:
            found.bad(
                f"bot {m.name}: command personas run in a bubblewrap sandbox, and bwrap is "
                "not installed (the service will not start)",
                f"apt-get install bubblewrap, or set sandbox = false in "
                f"bots[{names.index(m.name)}] (it can then read every chat's log)",
            )
            continue
        unfiltered = _seccomp_problem() if m.sandbox is not None else None
        if unfiltered is not None:
            found.bad(
                f"bot {m.name}: its sandbox cannot load the seccomp filter: {unfiltered}; "
                "the persona stays silent",
                "apt-get install libseccomp2, then pip install -e . (it installs pyseccomp)",
            )
            continue
        persona = config.bots[names.index(m.name)]
        if m.provider == "command" and os.geteuid() == 0 and persona.run_as is None:
            found.bad(root_problem(persona), ROOT_FIX.format(i=persona.index))
            continue
        hidden = _hidden_by_sandbox(m.argv, m.sandbox.writable) if m.sandbox else []
        if hidden:
            found.bad(
                f"bot {m.name}: {', '.join(hidden)} in its argv is under /tmp, which its "
                "sandbox replaces with a private, empty /tmp: the persona would stay silent",
                f"move it out of /tmp (e.g. to ~/agents), or list its folder in "
                f"bots[{names.index(m.name)}].writable",
            )
            continue
        if m.provider == "command" and m.sandbox is None:
            found.warn(
                f"bot {m.name}: answers {_when(modes[m.name])} without the sandbox: its "
                "program can read every chat's log and the service's credentials",
                f"install bubblewrap and remove sandbox = false from bots[{names.index(m.name)}]",
            )
            continue
        if m.missing_key:
            found.warn(
                f"bot {m.name}: {m.provider} at {where}: no {m.api_key_env}, it stays silent",
                f"export {m.api_key_env}=... or add LoadCredential={m.api_key_env}:...",
            )
            continue
        what = where if m.provider == "command" else f"{m.model} at {where}"
        if probe_models and m.provider != "command":
            key = (m.provider, m.base_url, m.api_key_env, m.model)
            if key not in probed:
                probed[key] = anyio.run(replies.probe, m)
            reason = probed[key]
            if reason is not None:
                found.bad(
                    f"bot {m.name}: {m.provider} ({what}): {reason}: it stays silent",
                    f"check {m.api_key_env or 'the key'} and the base_url of "
                    f"bots[{names.index(m.name)}]",
                )
                continue
            what += ", endpoint answered"
        found.ok(f"bot {m.name}: answers {_when(modes[m.name])} with {m.provider} ({what})")
    if config.privacy.raw_text_to_models:
        found.warn(
            "[privacy] raw_text_to_models is on: unmasked chat text (phone numbers, "
            "account numbers) reaches every model",
            "set raw_text_to_models = false unless the group agreed to it",
        )
    else:
        found.ok("chat text is PII-masked before it reaches any model")


async def _admin_of(bot: Bot, chat_ids: list[int]) -> list[int]:
    """The allowed chats where Telegram says the bot is an administrator."""
    admin_of: list[int] = []
    for chat_id in chat_ids:
        try:
            member = await bot.get_chat_member(chat_id, bot.bot.id)
        except TelegramError:
            continue  # not in the group (yet), or the chat id is wrong: not an admin there
        if member.status in (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER):
            admin_of.append(chat_id)
    return admin_of


async def _get_me(config: Config, persona: PersonaConfig, found: Findings) -> list[int] | None:
    """Ask Telegram who the bot is, whether it can read the group, and in which allowed
    chats it is an admin (None when Telegram did not answer)."""
    assert persona.token is not None
    bot = Bot(persona.token.reveal(), base_url=config.telegram.base_url)
    try:
        async with bot:
            me = bot.bot
            admin_of = await _admin_of(bot, list(config.telegram.allowed_chats))
    except InvalidToken:
        found.bad(
            f"bot {persona.name}: Telegram rejected the token", "copy it again from @BotFather"
        )
        return None
    except TelegramError as exc:
        found.bad(f"bot {persona.name}: getMe failed: {exc}", "check the network and base_url")
        return None
    if me.can_read_all_group_messages:
        found.ok(f"bot {persona.name}: @{me.username} reads all group messages")
    else:
        found.bad(
            f"bot {persona.name}: @{me.username} has privacy mode on: it sees only commands",
            BOTFATHER_PRIVACY.format(name=f"@{me.username}"),
        )
    return admin_of


def check_bots(config: Config, found: Findings) -> None:
    """``getMe`` for every bot with a token, then who can see reactions in each chat."""
    admins: dict[int, list[str]] = {chat: [] for chat in config.telegram.allowed_chats}
    unasked: list[str] = []  # personas Telegram could not be asked about

    async def go() -> None:
        for persona in config.bots:
            if persona.token is None:
                unasked.append(persona.name)
                continue
            admin_of: list[int] | None = None
            with anyio.move_on_after(30) as scope:
                admin_of = await _get_me(config, persona, found)
                for chat in admin_of or ():
                    admins[chat].append(persona.name)
            if scope.cancelled_caught:
                found.bad(f"bot {persona.name}: getMe timed out", "check the network")
            if admin_of is None:
                unasked.append(persona.name)

    anyio.run(go)
    check_reactions(found, admins, unasked, len(config.bots) - len(unasked))


def check_reactions(
    found: Findings,
    admins: dict[int, list[str]] | None,
    unasked: Sequence[str] = (),
    answered: int = 0,
) -> None:
    """Reactions (a 👍 on a proposal as agreement) reach only bots that are admins of the
    group, and only when getUpdates asks for ``message_reaction`` (the service does).
    ``admins``: the personas Telegram said are admins, per allowed chat (None: offline);
    ``unasked``: the personas it could not be asked about (no token, getMe failed), so a
    chat none of the ``answered`` others administers is "not checked", never "no admin"."""
    if admins is None:
        found.ok(
            "reactions: the service asks Telegram for message_reaction updates; they reach "
            "only personas that are admins of the group (doctor without --offline checks)"
        )
        return
    for chat, names in admins.items():
        if names:
            verb = "is an admin" if len(names) == 1 else "are admins"
            found.ok(
                f"reactions in chat {chat}: {', '.join(names)} {verb}, so a 👍 on a "
                "proposal counts as agreement"
            )
        elif unasked:
            others = "; no persona Telegram answered for is an admin" if answered else ""
            found.unchecked(
                f"reactions in chat {chat}: whether {', '.join(unasked)} is an admin (no "
                f"token, or Telegram did not answer){others}",
                "fix the lines above, then run doctor again",
            )
        else:
            found.warn(
                f"reactions in chat {chat}: no persona is an admin of the group, so Telegram "
                "does not send reactions and a 👍 on a proposal is not counted",
                "make one persona an admin of the group (Manage group -> Administrators -> "
                "Add admin; no admin right needs to be on)",
            )


def check_descriptors(found: Findings) -> None:
    """The open-file limit: every active chat's log takes a descriptor from a shared pool of
    a quarter of it, and sockets, indexes and state files need the rest."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    pool = default_capacity()
    shown = "unlimited" if soft == resource.RLIM_INFINITY else str(soft)
    if soft != resource.RLIM_INFINITY and soft < LOW_NOFILE:
        found.warn(
            f"open-file limit {shown} here (hard {hard}): chat logs would share only {pool} "
            "descriptors and many active chats would queue for them",
            "the shipped units set LimitNOFILE=65536; by hand, `ulimit -n 65536` first",
        )
        return
    found.ok(f"open-file limit {shown}: chat logs share at most {pool} open descriptors")


def check_recall(config: Config, found: Findings) -> None:
    """Each chat's recall index and message vectors as they stand, read without writing:
    how many chats have an index, how many messages have vectors, and what to run for a
    vector file that is another model's or cannot be read."""
    chats = config.root.chat_ids()[:MAX_FILES_CHECKED]
    if not chats:
        return
    built = indexed = embedded = 0
    unreadable: list[str] = []
    for chat in chats:
        try:
            held, vectors = recall_state(config.root, chat)
        except SemanticUnavailableError as exc:
            unreadable.append(str(exc))
            continue
        if held is not None:
            built, indexed, embedded = built + 1, indexed + held, embedded + vectors
    line = (
        f"recall: the keyword index is built for {built} of {len(chats)} chats"
        f"{' (the others build it on first use)' if built < len(chats) else ''}"
    )
    if config.memory.semantic_recall:
        line += f"; {embedded:,} of their {indexed:,} messages have vectors"
        if embedded < indexed:
            line += " (the service embeds the rest in the background; `embed` does it ahead)"
    found.ok(line)
    if unreadable and config.memory.semantic_recall:
        more = f" (and {len(unreadable) - 1} more chats)" if len(unreadable) > 1 else ""
        found.warn(f"recall: {unreadable[0]}{more}")


def check_trained(config: Config, found: Findings) -> None:
    """Whether the shipped trained parts read: those that read the e5 vectors only with
    semantic recall on; each that does not is told with its own retrain command."""
    parts = [
        part
        for part in (uptake.PART, veto.PART, subjects.PART, assent.PART)
        if config.memory.semantic_recall or not part.vectors
    ]
    broken = False
    for part in parts:
        problem = part.problem()
        if problem is not None:
            broken = True
            found.bad(problem, part.advice)
    if not broken:
        names = [part.name for part in parts]
        listed = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]
        found.ok(f"trained parts: {listed} read")


def run_doctor(path: Path | None, data_dir: Path | None, out: IO[str], *, online: bool) -> int:
    """Run every check and print the findings; 0 fine, 2 config wrong, 1 other problems."""
    found = Findings()
    config = check_config(path, data_dir, found)
    if config is not None:
        check_data_root(config, found)
        check_recall(config, found)
        check_trained(config, found)
        check_seen_chats(config, found)
        check_descriptors(found)
        report_watcher(config.root, found)
        check_secrets(config, found, probe_models=online)
        check_watcher(config, found)
        if online:
            check_bots(config, found)
        else:
            check_reactions(found, None)
            found.unchecked(
                "the tokens with Telegram (getMe), privacy mode, which personas are group "
                "admins, and the model endpoints (--offline)",
                "run doctor without --offline",
            )
    out.write("\n".join(found.lines) + "\n")
    if found.problems:
        out.write(f"{found.problems} problem(s) to fix.\n")
        return 2 if found.config_problem else 1
    if found.warnings:
        out.write(f"No problems; {found.warnings} warning(s) worth a look.\n")
    else:
        out.write("Everything looks fine.\n")
    return 0
