"""Every product module that logs names its logger ``logger``: one name to grep for, and
the records carry the module's dotted name."""

from __future__ import annotations

import ast
from pathlib import Path

PRODUCT = Path(__file__).resolve().parents[2] / "groupchat_memory"


def module_loggers(tree: ast.Module) -> list[str]:
    """Names the module binds to a ``logging.getLogger(...)`` call at its top level."""
    names: list[str] = []
    for node in tree.body:
        if not isinstance(node, ast.Assign) or not isinstance(node.value, ast.Call):
            continue
        call = node.value.func
        if isinstance(call, ast.Attribute) and call.attr == "getLogger":
            names.extend(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def test_every_module_logger_is_named_logger() -> None:
    other = {
        f"{path.relative_to(PRODUCT)}: {name}"
        for path in PRODUCT.rglob("*.py")
        for name in module_loggers(ast.parse(path.read_text(encoding="utf-8")))
        if name != "logger"
    }
    assert not other, "module loggers not named `logger`:\n" + "\n".join(sorted(other))
