"""The soak and crash harness shared by ``tests/bot/telegram/test_soak.py`` and
``bench/soak/run.py``."""
