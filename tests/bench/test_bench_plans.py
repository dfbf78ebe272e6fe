"""The plans bench's generated chat is self-consistent, so its figures cannot silently
rot: the reactions replay to the truth it keeps, topics exist before they are used, every
payload reads back through python-telegram-bot as the topic and reaction it stands for."""

from __future__ import annotations

import pytest

from bench.bench_plans import (
    ACTION_ITEMS,
    CHANGES,
    CHAT_TITLE,
    STEADY,
    THREAD,
    TOPIC_NAMES,
    Chat,
    Reacted,
    Said,
    make_chat,
    stance_of,
    updates,
)
from groupchat_memory.bot.incoming import reaction_incoming, thread_of, to_incoming

SEEDS = (7, 8, 11)


@pytest.fixture(params=SEEDS, scope="module")
def chat(request: pytest.FixtureRequest) -> Chat:
    seed: int = request.param
    return make_chat(seed)


def test_message_ids_increase_and_topics_are_created_before_they_are_used(chat: Chat) -> None:
    said = list(chat.messages())
    ids = [s.message_id for s in said]
    assert ids == sorted(set(ids))
    created = {s.topic: s.message_id for s in said if s.topic is not None}
    assert created == THREAD and set(created) == set(TOPIC_NAMES)
    for s in said:
        if s.where is not None:
            assert s.message_id >= THREAD[s.where]
        assert chat.where_of[s.message_id] == s.where
    assert {s.where for s in said if s.topic is None} == {None, *TOPIC_NAMES}


def test_every_decision_and_action_item_is_said_once_in_order(chat: Chat) -> None:
    said = list(chat.messages())
    position = {s.text: at for at, s in enumerate(said)}
    texts = [s.text for s in said]
    for change in CHANGES:
        ordered = [position[text] for _, text, _, _ in change.lines]
        assert ordered == sorted(ordered)
        assert all(texts.count(text) == 1 for _, text, _, _ in change.lines)
    for _, text, _ in STEADY:
        assert texts.count(text) == 1
    for _, promise, _, later, _, status in ACTION_ITEMS:
        assert texts.count(promise) == 1
        assert (later is None) == (status == "open")
        if later is not None:
            assert position[later] > position[promise]
    decisions = {text for c in CHANGES for _, text, _, _ in c.lines} | {t for _, t, _ in STEADY}
    assert set(chat.agreed) == decisions


def test_the_reactions_replay_to_the_truth_the_bench_keeps(chat: Chat) -> None:
    by_id = {s.message_id: s for s in chat.messages()}
    final: dict[tuple[str, str], tuple[str, ...]] = {}
    for event in chat.events:
        if isinstance(event, Reacted):
            text = by_id[event.on].text
            assert text in chat.agreed  # only decisions get reactions
            assert final.get((text, event.sender), ()) == event.old
            final[(text, event.sender)] = event.new
    assert len(final) == len(chat.reactions)
    for expected in chat.reactions:
        side = stance_of(final[(expected.decision, expected.name)])
        assert (side[0] if side else None) == expected.stance
        agreed, objected = chat.agreed[expected.decision], chat.objected[expected.decision]
        assert (expected.name in agreed) == (expected.stance == "agree")
        assert (expected.name in objected) == (expected.stance == "object")
        assert not agreed & objected
    kinds = {(e.stance, e.anonymous) for e in chat.reactions}
    assert {(None, False), ("agree", True), ("object", False)} <= kinds  # taken back, anon, 👎
    assert [e.name for e in chat.reactions if e.anonymous] == [CHAT_TITLE]


def test_the_payloads_read_back_as_the_topics_and_reactions_they_stand_for(chat: Chat) -> None:
    events = [e for e in chat.events for _ in range(1 if isinstance(e, Said) else 2)]
    got = list(updates(chat))
    assert len(got) == len(events)
    for event, update in zip(events, got, strict=True):
        if isinstance(event, Said):
            assert update.message is not None
            incoming = to_incoming(update.message)
            assert incoming is not None
            assert thread_of(update.message) == incoming.thread_id
            assert incoming.thread_id == (None if event.where is None else THREAD[event.where])
            assert incoming.reply_to == event.reply_to
            assert incoming.topic_name == event.topic
        else:
            assert update.message_reaction is not None
            incoming = reaction_incoming(update.message_reaction)
            assert incoming is not None and incoming.reply_to == event.on
            assert incoming.sender == event.sender
            assert (incoming.sender_id is None) == event.anonymous
