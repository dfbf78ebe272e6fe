"""The layering the README promises, checked on every import statement of the product.

``store`` imports nothing of ours; the domain imports only ``store``; the model code and
the actor runtime import the domain and ``store`` (never each other, never a front end);
the watcher imports ``store`` only; the front end (``bot``) may import everything. Every
import of our code goes through the one installed name, ``groupchat_memory``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGES = ("store", "domain", "llm", "actors", "watchers", "bot")
ALLOWED: dict[str, set[str]] = {
    "store": {"store"},
    "domain": {"store", "domain"},
    "llm": {"store", "domain", "llm"},
    "actors": {"store", "domain", "actors"},
    "watchers": {"store", "watchers"},
    "bot": set(PACKAGES),
}


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every absolute module an import statement in ``path`` names, with its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
            # `from groupchat_memory import store` names the subpackage in the alias
            if node.module == "groupchat_memory":
                found.extend((node.lineno, f"groupchat_memory.{a.name}") for a in node.names)
    return found


def violations(package: str) -> list[str]:
    """Imports in ``package`` that break the layering, as ``file:line: module`` lines."""
    bad = []
    for path in sorted((REPO / package).rglob("*.py")):
        for line, module in imported_modules(path):
            parts = module.split(".")
            where = f"{path.relative_to(REPO)}:{line}: {module}"
            if parts[0] in PACKAGES:
                bad.append(f"{where} (import it as groupchat_memory.{module})")
            elif parts[0] == "groupchat_memory" and parts[1:2] and parts[1] not in ALLOWED[package]:
                bad.append(f"{where} ({package} may import only {sorted(ALLOWED[package])})")
    return bad


@pytest.mark.parametrize("package", PACKAGES)
def test_each_package_imports_only_the_layers_below_it(package: str) -> None:
    assert violations(package) == []


def test_the_check_sees_a_forbidden_import(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text(
        "from groupchat_memory.actors.system import ActorSystem\n"
        "def f():\n    import store.log\n"
        "from groupchat_memory import bot\n"
    )
    modules = [module for _, module in imported_modules(sample)]
    assert modules == [
        "groupchat_memory.actors.system",
        "groupchat_memory",
        "groupchat_memory.bot",
        "store.log",
    ]


def test_the_checkout_links_match_the_packages() -> None:
    links = REPO / "groupchat_memory"
    for package in PACKAGES:
        assert (links / package).is_symlink(), f"groupchat_memory/{package} is not a link"
        assert (links / package).resolve() == (REPO / package).resolve()
