"""How many lines an answer shows when it is not told: here, so the command line's parser
reads it without importing the answers (and the memory behind them) at start."""

from __future__ import annotations

HISTORY_DEFAULT = 20
