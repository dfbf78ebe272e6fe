"""What ``doctor``'s checks found, line by line: fine, worth a look, or to be fixed."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Findings:
    """What the checks found: fine, worth a look, or to be fixed."""

    lines: list[str] = field(default_factory=list)
    problems: int = 0
    warnings: int = 0
    config_problem: bool = False

    def ok(self, text: str) -> None:
        self.lines.append(f"✓ {text}")

    def unchecked(self, text: str, how: str) -> None:
        """What was not checked, and how to check it: never taken for a pass."""
        self.lines.append(f"? not checked: {text}\n    → {how}")

    def warn(self, text: str, fix: str | None = None) -> None:
        self.warnings += 1
        self.lines.append(f"! {text}" + (f"\n    → {fix}" if fix else ""))

    def bad(self, text: str, fix: str | None = None) -> None:
        self.problems += 1
        self.lines.append(f"✗ {text}" + (f"\n    → {fix}" if fix else ""))
