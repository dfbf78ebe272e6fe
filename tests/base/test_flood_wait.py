"""Telegram's flood-control wait, read the same whether PTB hands an int or a timedelta."""

from __future__ import annotations

import warnings
from datetime import timedelta

import pytest
from telegram.error import RetryAfter
from telegram.warnings import PTBDeprecationWarning

from groupchat_memory.base.flood_wait import flood_wait_s


def _built(value: int | timedelta) -> RetryAfter:
    with warnings.catch_warnings():  # PTB's own constructor reads the deprecated form
        warnings.simplefilter("ignore", PTBDeprecationWarning)
        return RetryAfter(value)


@pytest.mark.parametrize("opt_in", ["", "true"])
@pytest.mark.parametrize(("given", "seconds"), [(7, 7.0), (timedelta(seconds=2.5), 2.5)])
def test_the_wait_is_read_in_seconds_without_a_deprecation_warning(
    monkeypatch: pytest.MonkeyPatch, opt_in: str, given: int | timedelta, seconds: float
) -> None:
    """Without the opt-in PTB gives a number of seconds, with it a timedelta."""
    monkeypatch.setenv("PTB_TIMEDELTA", opt_in)
    exc = _built(given)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        waited = flood_wait_s(exc)
    assert waited == seconds
