"""The filler words (``subjects.fillers``) are counted from chats' topic labels, not
written by hand, and the product ships the list its command learns from the dev chats."""

from __future__ import annotations

import json

from bench.bench_understanding import DEV, JUDGE, fillers_without, topic_labels
from groupchat_memory.domain.understanding import subjects


def test_a_filler_is_called_no_subject_in_enough_chats_and_seldom_a_subject() -> None:
    labels = [
        ({"회비"}, {"사진", "점심", "night"}),
        ({"사진"}, {"점심", "night"}),
        (set(), {"점심", "사진", "night", "live"}),
        (set(), {"사진"}),
    ]
    # 점심 and night: three chats no subject, none a subject; 사진: three no, one yes
    # (a quarter); live: one chat only; 회비: a subject
    assert subjects.learn_fillers(labels, min_chats=2, max_share=0.25) == {"점심", "night", "사진"}
    assert subjects.learn_fillers(labels, min_chats=2, max_share=0.2) == {"점심", "night"}
    assert subjects.learn_fillers(labels, min_chats=4, max_share=0.25) == set()


def test_a_word_a_chat_labels_both_ways_counts_as_a_subject_there() -> None:
    assert subjects.learn_fillers([({"사진"}, {"사진"}), (set(), {"사진"})], 2, 0.5) == set()


def test_the_shipped_list_is_the_dev_chats_learned_by_its_command() -> None:
    recorded = json.loads(subjects.FILLERS.read_text("utf-8"))
    assert sorted(recorded["trained_on"]) == sorted(DEV)
    assert not set(recorded["trained_on"]) & JUDGE
    words = subjects.FILLERS_RETRAIN.split()
    assert words[:3] == ["python", "-m", "bench.bench_fillers"]
    min_chats = int(words[words.index("--min-chats") + 1])
    max_share = float(words[words.index("--max-share") + 1])
    assert (min_chats, max_share) == (subjects.FILLER_CHATS, subjects.FILLER_SHARE)
    assert (recorded["min chats"], recorded["max share"]) == (min_chats, max_share)
    learned = subjects.learn_fillers((topic_labels(n) for n in DEV), min_chats, max_share)
    assert subjects.fillers() == learned == set(recorded["words"])


def test_a_dev_chat_is_scored_with_the_list_learned_without_it() -> None:
    """The shipped list holds every dev chat's labels: a chat scored with it would be
    scored in-sample."""
    subject, others = topic_labels("ko3")
    without = fillers_without("ko3")
    assert without is not None
    assert without == subjects.learn_fillers(topic_labels(n) for n in DEV if n != "ko3")
    assert fillers_without("ko48") is None  # no dev chat: the shipped list
    assert subject or others
