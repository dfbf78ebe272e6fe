"""Run pyright and fail unless it read every product module and reported no error.

``make typecheck`` runs this instead of plain ``pyright``: a configuration that stops
reading the product (a link layout, an ``include`` that misses a folder) would otherwise
pass with zero errors over zero product files.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
READ = ("groupchat_memory", "tests", "bench", "examples")
# a blind writer's label generators: data kept as written, excluded in pyrightconfig.json
NOT_OURS = REPO / "bench" / "understanding_sets"


def main() -> int:
    expected = sum(
        1
        for folder in READ
        for path in (REPO / folder).rglob("*.py")
        if not path.is_relative_to(NOT_OURS)
    )
    product = sum(1 for _ in (REPO / "groupchat_memory").rglob("*.py"))
    done = subprocess.run(
        [str(Path(sys.executable).with_name("pyright")), "--outputjson"],
        cwd=REPO, capture_output=True, text=True, check=False,
    )  # fmt: skip
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        print(done.stdout, done.stderr, sep="\n")
        return 1
    summary = report["summary"]
    for item in report["generalDiagnostics"]:
        where = f"{item['file']}:{item['range']['start']['line'] + 1}"
        print(f"{where}: {item['severity']}: {item['message']}")
    print(
        f"pyright: {summary['filesAnalyzed']} files analyzed ({product} product modules, "
        f"{expected} Python files in {', '.join(READ)}), {summary['errorCount']} errors"
    )
    if summary["filesAnalyzed"] < expected:
        print("pyright did not read every file: check pyrightconfig.json's include")
        return 1
    return 1 if summary["errorCount"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
