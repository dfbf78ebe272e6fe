"""Classes are sized by what they do: a product class with more than ``MOST_METHODS``
methods says in its docstring why it is one class (a sentence that starts ``Why one class
with many methods``), or is split; a class that grew by accretion has no such reason to
give.
"""

from __future__ import annotations

import ast

from tests.packaging.test_names_in_prose import PRODUCT

MOST_METHODS = 25
REASON = "Why one class with many methods:"


def oversized(source: str) -> list[tuple[str, int]]:
    """(name, methods) of each class in ``source`` over ``MOST_METHODS`` methods whose
    docstring gives no reason."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            methods = sum(
                isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) for item in node.body
            )
            doc = " ".join((ast.get_docstring(node) or "").split())
            if methods > MOST_METHODS and REASON not in doc:
                found.append((node.name, methods))
    return found


def test_the_rule_counts_methods_and_reads_the_reason() -> None:
    body = "".join(f"    def m{i}(self) -> None: ...\n" for i in range(MOST_METHODS + 1))
    assert oversized(f'class Big:\n    """A grab-bag."""\n{body}') == [("Big", MOST_METHODS + 1)]
    reason = f'class Big:\n    """One thing.\n\n    {REASON} each is a step of it."""\n{body}'
    assert oversized(reason) == []
    small = "".join(f"    def m{i}(self) -> None: ...\n" for i in range(MOST_METHODS))
    assert oversized(f"class Small:\n{small}") == []


def test_every_large_product_class_says_why_it_is_one() -> None:
    found = [
        f"{path.relative_to(PRODUCT.parent).as_posix()}: {name} ({methods} methods)"
        for path in sorted(PRODUCT.rglob("*.py"))
        for name, methods in oversized(path.read_text(encoding="utf-8"))
    ]
    assert not found, (
        f"classes over {MOST_METHODS} methods with no reason in their docstring (split them,"
        f" or say why they are one: a sentence starting {REASON!r}):\n" + "\n".join(found)
    )
