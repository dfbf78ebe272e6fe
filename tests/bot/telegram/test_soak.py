"""The soak and crash suite, short form: the real service as a subprocess, 5,000
messages over 10 chats and three personas (20 of them @mentions, a /정리 in each
segment), SIGKILLed at random 5 times and restarted.
Every confirmed message is stored exactly once, every JSON file parses, the summaries
cover each 50-message window once, and the watcher delivers every insight once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.bot.telegram.workers_soak.harness import Plan
from tests.bot.telegram.workers_soak.ours import OurService, OurSoak, add_bots, start_watcher
from tests.botkit import persona_responder
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI
from tests.forkserver import ForkServer

MESSAGES = int(os.environ.get("SOAK_MESSAGES", "5000"))
PLAN = Plan(
    messages=MESSAGES, chats=10, kills=5, seed=11, mention_every=250, organize_per_segment=1
)


@pytest.mark.slow
def test_five_thousand_messages_survive_five_random_sigkills_exactly_once(
    tmp_path: Path, forks: ForkServer
) -> None:
    tg = FakeBotAPI(max_poll_timeout=0.2).start()
    add_bots(tg)
    watcher = None
    try:
        with FakeAnthropic(responder=persona_responder) as llm:
            service = OurService(tmp_path, tg, llm, PLAN)
            watcher = start_watcher(service)
            soak = OurSoak(PLAN, service, tg, forks)
            try:
                outcome = soak.run()
            except TimeoutError as exc:
                raise AssertionError(f"{exc}\n{soak.output_tail()}") from exc
            soak.check_insights()
    finally:
        if watcher is not None:
            watcher.terminate()
            watcher.wait(30)
        tg.close()
    assert outcome.kills == PLAN.kills
    assert outcome.sent >= PLAN.messages
    assert outcome.acknowledged == outcome.sent  # after the final run everything is confirmed
    assert outcome.acknowledged_before_kills > 0
    assert outcome.problems() == [], soak.output_tail()
    assert outcome.stored == outcome.sent
    assert outcome.json_files > PLAN.chats
    assert outcome.insights_written and outcome.insights_written >= 1
