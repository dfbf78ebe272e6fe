"""The service started on a data root it cannot write: one line saying what to do, the
same as ``doctor`` says, never "unexpected error; please report it"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from groupchat_memory.bot.cli.main import main
from tests.botkit import CHAT, PERSONAS, start_fake_telegram, write_config
from tests.domain.recall.test_read_only_root import read_only_view


def test_bot_on_a_read_only_data_root_says_what_doctor_says(tmp_path: Path) -> None:
    tg = start_fake_telegram()
    try:
        config = write_config(tmp_path, tg, None)
        data = tmp_path / "data"
        source = tmp_path / "in.jsonl"
        source.write_text('{"sender": "민준", "text": "안녕", "message_id": 1}\n', "utf-8")
        assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]) == 0
        with read_only_view(data, tmp_path / "ro") as ro:
            environ = {k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC")}
            environ.update({env: token for _n, env, token, _u in PERSONAS})
            environ["GROUPCHAT_MEMORY_DATA_DIR"] = str(ro)
            assert config.source is not None
            command = [sys.executable, "-m", "groupchat_memory.bot", "--config", str(config.source)]
            done, doctor = (
                subprocess.run(
                    [*command, name], capture_output=True, text=True, env=environ, timeout=300
                )
                for name in ("bot", "doctor")
            )
    finally:
        tg.close()

    assert done.returncode == 1, done.stderr
    assert "unexpected error" not in done.stderr and "Traceback" not in done.stderr
    (error,) = [line for line in done.stderr.splitlines() if "error:" in line]
    assert f"cannot write in {ro / 'groupchat'}: Read-only file system" in error
    assert "remount the data root read-write or fix its permissions" in error
    # doctor gives the same reason and way out
    assert f"cannot write in {ro / 'groupchat'}" in doctor.stdout
    assert "remount the data root read-write or fix its permissions" in doctor.stdout
