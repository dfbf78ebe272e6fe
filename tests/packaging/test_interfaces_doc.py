"""The module map in ``docs/INTERFACES.md`` is the tree as it is."""

from __future__ import annotations

from tests.packaging.interfaces_doc import DOC, PRODUCT, render


def test_the_module_map_matches_the_code() -> None:
    assert DOC.read_text(encoding="utf-8") == render(), (
        "docs/INTERFACES.md is stale: run `python -m tests.packaging.interfaces_doc`"
    )


def test_the_module_map_names_every_product_module() -> None:
    text = render()
    for path in PRODUCT.rglob("*.py"):
        if path.name != "__init__.py":
            assert f"`{path.relative_to(PRODUCT).as_posix()}`" in text
