"""Shared pytest setup: anyio on asyncio only (python-telegram-bot cannot run on trio)."""

from __future__ import annotations

import pytest


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"
