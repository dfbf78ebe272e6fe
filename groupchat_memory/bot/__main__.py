"""``python -m bot``: the same command line as ``groupchat-memory``."""

from __future__ import annotations

import sys

from groupchat_memory.bot.cli.main import main

sys.exit(main())
