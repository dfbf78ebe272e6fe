"""``docs/INTERFACES.md``, made from the code: every package and module with the first
line of its docstring and the public names other modules may use.

Run ``python -m tests.packaging.interfaces_doc`` to write it; ``test_interfaces_doc.py``
fails when the file no longer matches the tree, so the map cannot go stale.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PRODUCT = REPO / "groupchat_memory"
DOC = REPO / "docs" / "INTERFACES.md"
ORDER = ("base", "store", "domain", "llm", "actors", "upkeep", "watchers", "bot")

HEADER = """# Module map and internal interfaces

Generated from the code by `python -m tests.packaging.interfaces_doc` (a test fails when it
is stale). Every package and module with the first line of its docstring and the public
names it defines. Imports point one way, checked by `tests/packaging/test_layering.py`:

```
base  <-  store  <-  domain  <-  llm, actors  <-  upkeep  <-  bot        watchers  <-  store
```

Inside `domain`: `text` <- `recall`, `summaries` <- `history`, with `context` and
`settings` below and `queries` (the read API every front end uses) on top. Inside `bot`:
`config` <- `views` <- `importers` <- `telegram`, `api` <- `cli`; the views import no
runtime, and `telegram` and `api` never import each other. Errors: every layer defines
its own beside the code that raises them, all under `base.errors.GroupchatMemoryError`.
"""


def first_line(doc: str | None) -> str:
    """The docstring's first sentence-line, joined if it wraps."""
    if not doc:
        return ""
    head = doc.strip().split("\n\n")[0]
    return " ".join(line.strip() for line in head.splitlines())


def public_names(tree: ast.Module) -> list[str]:
    """Classes, functions and constants the module defines without a leading underscore."""
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            names.append(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.extend(t.id for t in targets if isinstance(t, ast.Name) and t.id.isupper())
    return [n for n in names if not n.startswith("_")]


def module_line(path: Path) -> str:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    rel = path.relative_to(PRODUCT).as_posix()
    line = f"- `{rel}`: {first_line(ast.get_docstring(tree))}"
    names = public_names(tree)
    if names:
        line += "\n  " + ", ".join(f"`{n}`" for n in names)
    return line


def package_section(folder: Path, level: int) -> list[str]:
    rel = folder.relative_to(PRODUCT).as_posix()
    init = folder / "__init__.py"
    doc = first_line(ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))))
    out = [f"{'#' * level} {rel}/", "", doc, ""] if doc else [f"{'#' * level} {rel}/", ""]
    modules = sorted(p for p in folder.glob("*.py") if p.name != "__init__.py")
    out.extend(module_line(p) for p in modules)
    if modules:
        out.append("")
    for sub in sorted(p for p in folder.iterdir() if (p / "__init__.py").is_file()):
        out.extend(package_section(sub, level + 1))
    return out


def render() -> str:
    lines = [HEADER]
    for name in ORDER:
        lines.extend(package_section(PRODUCT / name, 2))
    return "\n".join(lines).rstrip() + "\n"


def main() -> int:
    DOC.write_text(render(), encoding="utf-8")
    print(f"wrote {DOC.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
