"""Every module, name and file the prose points to exists: docstrings, comments and the
READMEs name the tree as it is.

A dotted name (``groupchat_memory.domain.context``, or the short forms the docs use,
``domain.context.assemble``, ``bench.bench_vectors``) must resolve to a module, then to a
name that module defines (a class, function, constant or import) and, one level further,
to a member of that class. A path (``tests/packaging/test_wheel.py``,
``systemd/groupchat-memory-*.service``) must match a file. Two look-alikes are not
module names and are read as what they are: a file name (``bot.py``) and a
``[section] key`` of the example configuration (``bot.answers_per_minute``).
``CHANGELOG.md`` is history and keeps the names of its day.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
import tomllib
from collections.abc import Iterator
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PRODUCT = REPO / "groupchat_memory"
PACKAGES = ("base", "store", "domain", "llm", "actors", "upkeep", "watchers", "bot")
CODE_ROOTS = ("groupchat_memory", "bench", "tests", "examples")
READMES = ("README.md", "memory/README.md", "systemd/README.md")
FILE_SUFFIXES = {"py", "json", "jsonl", "toml", "md", "txt", "service", "timer", "log"}

_ROOTS = "|".join(("groupchat_memory", *PACKAGES, "tests", "bench"))
DOTTED = re.compile(rf"(?<![\w./-])((?:{_ROOTS})(?:\.[A-Za-z_]\w*)+)")
_DIRS = "|".join(("groupchat_memory", *PACKAGES, "tests", "bench", "examples", "systemd", "docs"))
PATH = re.compile(rf"(?<![\w./-])((?:{_DIRS})/[\w/.*-]*[\w*])")


def _documented(
    body: list[ast.stmt],
) -> Iterator[ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef]:
    """Every class and function defined in a body, at any depth: a definition is a
    statement, so only statement bodies are walked (not the expressions ``ast.walk`` would
    visit too)."""
    for node in body:
        if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            yield node
        for field in ("body", "orelse", "finalbody"):
            nested = getattr(node, field, None)
            if isinstance(nested, list):
                yield from _documented(nested)
        for inner in (*getattr(node, "handlers", ()), *getattr(node, "cases", ())):
            yield from _documented(inner.body)


@cache
def prose_of_python(path: Path) -> tuple[tuple[int, str], ...]:
    """(line, text) of each docstring and comment in a Python file (read once a run: the
    prose tests share it)."""
    source = path.read_text(encoding="utf-8")
    found: list[tuple[int, str]] = []
    tree = ast.parse(source)
    for node in (tree, *_documented(tree.body)):
        doc = ast.get_docstring(node, clean=False)
        if doc is not None:
            start = node.body[0].lineno
            found.extend((start + offset, line) for offset, line in enumerate(doc.splitlines()))
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            found.append((token.start[0], token.string))
    return tuple(found)


def prose() -> Iterator[tuple[str, int, str]]:
    """(file, line, text) of every docstring, comment and README line."""
    for root in CODE_ROOTS:
        for path in sorted((REPO / root).rglob("*.py")):
            where = path.relative_to(REPO).as_posix()
            for line, text in prose_of_python(path):
                yield where, line, text
    for doc in (*(REPO / name for name in READMES), *sorted((REPO / "docs").glob("*.md"))):
        where = doc.relative_to(REPO).as_posix()
        for line, text in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            yield where, line, text


def module_file(parts: tuple[str, ...]) -> Path | None:
    """The file of a dotted module path, short forms read under ``groupchat_memory``."""
    base = PRODUCT if parts[0] in PACKAGES else REPO
    folder = base.joinpath(*parts)
    if (folder / "__init__.py").is_file():
        return folder / "__init__.py"
    file = folder.with_suffix(".py")
    return file if file.is_file() else None


def _bound_names(body: list[ast.stmt]) -> dict[str, ast.stmt]:
    """Names a module or class body binds, looking into ``if`` and ``try`` blocks."""
    names: dict[str, ast.stmt] = {}
    for node in body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names[node.name] = node
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                for name in ast.walk(target):
                    if isinstance(name, ast.Name):
                        names[name.id] = node
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] = node
        elif isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                names[(alias.asname or alias.name).split(".")[0]] = node
        elif isinstance(node, ast.If | ast.Try):
            nested = [*node.body, *node.orelse]
            if isinstance(node, ast.Try):
                nested += [*node.finalbody, *(s for h in node.handlers for s in h.body)]
            names.update(_bound_names(nested))
    return names


@cache
def module_names(file: Path) -> dict[str, ast.stmt]:
    return _bound_names(ast.parse(file.read_text(encoding="utf-8")).body)


@cache
def config_keys() -> frozenset[str]:
    """``section.key`` of every key in the example configuration."""
    data = tomllib.loads((REPO / "groupchat-memory.example.toml").read_text(encoding="utf-8"))
    keys: set[str] = set()

    def walk(prefix: str, table: object) -> None:
        if isinstance(table, list):
            for item in table:
                walk(prefix, item)
        elif isinstance(table, dict):
            for key, value in table.items():
                keys.add(f"{prefix}{key}")
                walk(f"{prefix}{key}.", value)

    walk("", data)
    return frozenset(keys)


def resolves(dotted: str) -> bool:
    """Whether a dotted name is a module, a name in one, or a member of a class in one."""
    parts = tuple(dotted.split("."))
    if parts[-1] in FILE_SUFFIXES or dotted in config_keys():
        return True
    for cut in range(len(parts), 0, -1):
        file = module_file(parts[:cut])
        if file is None:
            continue
        rest = parts[cut:]
        if not rest:
            return True
        node = module_names(file).get(rest[0])
        if node is None:
            return False
        if len(rest) == 1 or not isinstance(node, ast.ClassDef):
            return True
        return rest[1] in _bound_names(node.body)
    return False


def exists(path: str) -> bool:
    return any(REPO.glob(path)) if "*" in path else (REPO / path).exists()


def stale_references() -> list[str]:
    stale: list[str] = []
    for where, line, text in prose():
        for match in DOTTED.finditer(text):
            if not resolves(match.group(1)):
                stale.append(f"{where}:{line}: {match.group(1)}")
        for match in PATH.finditer(text):
            if not exists(match.group(1)):
                stale.append(f"{where}:{line}: {match.group(1)}")
    return stale


def test_every_name_the_prose_points_to_exists() -> None:
    stale = stale_references()
    assert not stale, "stale names in docstrings, comments or READMEs:\n" + "\n".join(stale)


def test_a_stale_name_is_found() -> None:
    assert resolves("domain.context.assemble")
    assert resolves("groupchat_memory.base.errors.GroupchatMemoryError")
    assert resolves("actors.state.chat_state.ChatState.open_lane")
    assert resolves("bot.answers_per_minute")  # a configuration key
    assert not resolves("domain.summary_index")
    assert not resolves("domain.context.no_such_function")
    assert not resolves("actors.state.chat_state.ChatState.no_such_method")
    assert exists("systemd/groupchat-memory-*.service")
    assert not exists("tests/bot/no_such_test.py")
