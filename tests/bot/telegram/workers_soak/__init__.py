"""The soak and crash harness shared by ``tests/test_soak.py`` and ``bench/soak/run.py``."""
