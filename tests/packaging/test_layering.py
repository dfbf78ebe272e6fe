"""The layering the README promises, checked on every import statement of the product.

Between the top-level packages::

    base  <-  store  <-  domain  <-  llm, actors  <-  upkeep  <-  bot        watchers  <-  store

and inside the two biggest ones, by subpackage: in ``domain``, ``text`` <- ``recall``
and ``summaries`` <- ``history``, ``understanding`` above ``summaries`` and ``recall``,
``current_plan`` above it and ``context``, with ``context``/``settings`` below and
``queries`` (the read API) on top; in ``bot``,
``config`` <- ``views`` <- ``importers`` <- ``telegram``, ``api`` <- ``cli`` (the entry
point, which starts the others), the views importing no
runtime (no actor, no upkeep job) and ``telegram`` and ``api`` never each other. No
import circle anywhere, and every import of our code goes through the one installed
name, ``groupchat_memory``.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PRODUCT = REPO / "groupchat_memory"
PACKAGES = ("base", "store", "domain", "llm", "actors", "upkeep", "watchers", "bot")
ALLOWED: dict[str, set[str]] = {
    "base": {"base"},
    "store": {"base", "store"},
    "domain": {"base", "store", "domain"},
    "llm": {"base", "store", "domain", "llm"},
    "actors": {"base", "store", "domain", "actors"},
    "upkeep": {"base", "store", "domain", "actors", "upkeep"},
    "watchers": {"base", "store", "watchers"},
    "bot": set(PACKAGES),
}
# part -> the parts of the same package it may import (itself always)
PARTS: dict[str, dict[str, set[str]]] = {
    "domain": {
        "text": set(),
        "settings": set(),
        "context": {"text"},
        "summaries": {"text"},
        "recall": {"text", "settings", "summaries"},
        "history": {"text", "summaries"},
        "understanding": {"text", "summaries", "recall"},
        "current_plan": {"text", "context", "summaries", "recall", "understanding"},
        "queries": {
            "text",
            "settings",
            "context",
            "summaries",
            "recall",
            "history",
            "understanding",
            "current_plan",
        },
    },
    "bot": {
        "config": set(),
        "views": {"config"},
        "incoming": {"views"},
        "importers": {"config", "views"},
        "telegram": {"config", "views", "incoming"},
        "api": {"config", "views", "incoming"},
        "cli": {"config", "views", "importers", "telegram", "api"},
        "__main__": {"cli"},
    },
}
# what the views may not import: the runtime
VIEWS_FORBIDDEN = {"actors", "upkeep"}


def module_of(path: Path) -> str:
    """``groupchat_memory/bot/cli/main.py`` -> ``groupchat_memory.bot.cli.main``."""
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every absolute module an import statement in ``path`` names, with its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
            # `from groupchat_memory.domain import queries` names a module in the alias
            if node.module.startswith("groupchat_memory"):
                for alias in node.names:
                    candidate = f"{node.module}.{alias.name}"
                    if _exists(candidate):
                        found.append((node.lineno, candidate))
    return found


def _exists(module: str) -> bool:
    base = REPO.joinpath(*module.split("."))
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def product_files() -> list[Path]:
    """Every product module, each once (the top-level folders are links into PRODUCT)."""
    return sorted(PRODUCT.rglob("*.py"))


def violations(package: str) -> list[str]:
    """Imports in ``package`` that break the layering, as ``file:line: module`` lines."""
    bad = []
    for path in sorted((PRODUCT / package).rglob("*.py")):
        me = module_of(path).split(".")
        for line, module in imported_modules(path):
            parts = module.split(".")
            where = f"{path.relative_to(REPO)}:{line}: {module}"
            if parts[0] in PACKAGES:
                bad.append(f"{where} (import it as groupchat_memory.{module})")
                continue
            if parts[0] != "groupchat_memory" or len(parts) < 2:
                continue
            if parts[1] not in ALLOWED[package]:
                bad.append(f"{where} ({package} may import only {sorted(ALLOWED[package])})")
                continue
            rules = PARTS.get(package)
            if rules is None or len(me) < 3:
                continue
            mine, theirs = me[2], parts[2] if len(parts) > 2 else None
            if package == "bot" and mine == "views" and parts[1] in VIEWS_FORBIDDEN:
                bad.append(f"{where} (the views import no runtime)")
            if parts[1] != package or theirs is None or theirs == mine:
                continue
            if mine in rules and theirs not in rules[mine]:
                bad.append(f"{where} ({package}.{mine} may import only {sorted(rules[mine])})")
    return bad


@pytest.mark.parametrize("package", PACKAGES)
def test_each_package_imports_only_the_layers_below_it(package: str) -> None:
    assert violations(package) == []


def test_every_part_of_domain_and_bot_has_a_rule() -> None:
    for package, rules in PARTS.items():
        parts = {p.stem for p in (PRODUCT / package).iterdir() if p.suffix == ".py"}
        parts |= {p.name for p in (PRODUCT / package).iterdir() if (p / "__init__.py").exists()}
        assert parts - {"__init__"} <= set(rules), f"{package}: no rule for some parts"


def test_no_import_circle_between_product_modules() -> None:
    graph: dict[str, set[str]] = defaultdict(set)
    for path in product_files():
        me = module_of(path)
        for _, module in imported_modules(path):
            if module.startswith("groupchat_memory.") and module != me and _exists(module):
                graph[me].add(module)
    state: dict[str, int] = {}
    circles: list[list[str]] = []

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                circles.append([*trail[trail.index(nxt) :], nxt])
            elif nxt not in state:
                visit(nxt, [*trail, nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    # a package's __init__ importing nothing, each circle is a real import cycle
    assert circles == []


def test_no_folder_holds_more_than_about_fifteen_modules() -> None:
    for folder in [PRODUCT, *[p for p in PRODUCT.rglob("*") if p.is_dir()]]:
        modules = [p for p in folder.glob("*.py") if p.name != "__init__.py"]
        assert len(modules) <= 17, f"{folder.relative_to(REPO)} holds {len(modules)} modules"


def test_the_check_sees_a_forbidden_import(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text(
        "from groupchat_memory.actors.system import ActorSystem\n"
        "def f():\n    import store.log\n"
        "from groupchat_memory.domain import queries\n"
    )
    modules = [module for _, module in imported_modules(sample)]
    assert modules == [
        "groupchat_memory.actors.system",
        "groupchat_memory.domain",
        "groupchat_memory.domain.queries",
        "store.log",
    ]


def test_the_top_level_folders_are_links_into_the_one_package() -> None:
    for package in PACKAGES:
        link = REPO / package
        assert link.is_symlink(), f"{package} is not a link into groupchat_memory/"
        assert link.resolve() == (PRODUCT / package).resolve()
