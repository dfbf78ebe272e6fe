"""Settling an earlier window's proposal by rule: a reply, or an answer right at the window's
start; which open proposals a model is shown (their cost is paid on every call)."""

from __future__ import annotations

from groupchat_memory.domain.summaries.decisions import ground
from groupchat_memory.domain.summaries.proposals import earlier_messages, settle, worth_showing
from groupchat_memory.domain.summaries.summarizer import OpenProposal, SummaryDraft
from groupchat_memory.llm.offline import draft_for
from groupchat_memory.llm.prompt import build_summary_prompt
from groupchat_memory.store.records import CitedItem, MessageRecord


def _message(seq: int, sender: str, text: str, reply_to: int | None = None) -> MessageRecord:
    return MessageRecord(
        sender=sender,
        text=text,
        timestamp=f"2026-03-02T10:{seq % 60:02d}:00+09:00",
        is_bot=sender == "클로디",
        message_id=1000 + seq,
        reply_to=reply_to,
        seq=seq,
    )


def _proposal(seq: int, text: str) -> OpenProposal:
    item = CitedItem(text=f"클로디: {text}", evidence=[seq], proposal=True)
    return OpenProposal(item=item, messages=[_message(seq, "클로디", text)])


EARLY = _proposal(20, "장소는 강남역으로 하기로 해요")
LATE = _proposal(49, "시간은 금요일 7시로 하기로 해요")


def _draft() -> SummaryDraft:
    return SummaryDraft(summary="이야기", consensus_level="exploratory")


def test_a_reply_settles_the_proposal_it_answers_even_far_into_the_window() -> None:
    window = [_message(51 + i, "도윤", "점심 뭐 먹지") for i in range(10)]
    window.append(_message(61, "민수", "좋아요 강남역", reply_to=1020))
    draft = ground(settle(_draft(), window, [EARLY, LATE]), window, earlier=[]).draft
    # ground without the proposal's messages would drop #20: the caller passes them
    assert draft.key_decisions[0].evidence == [61]
    settled = settle(_draft(), window, [EARLY, LATE])
    grounded = ground(settled, window, earlier=earlier_messages([EARLY, LATE])).draft
    [decision] = grounded.key_decisions
    assert decision.evidence == [20, 61] and decision.agreed_by == ["민수"]
    assert decision.text == EARLY.item.text and grounded.consensus_level == "agreed"


def test_an_answer_at_the_window_start_settles_only_the_proposal_right_before_it() -> None:
    window = [_message(50, "민수", "네 좋아요, 그렇게 해요"), _message(51, "지연", "동의합니다")]
    draft = draft_for(window, "general", False, [EARLY, LATE])
    [decision] = [d for d in draft.key_decisions if d.evidence[0] < 50]
    assert decision.evidence == [49, 50, 51] and decision.agreed_by == ["민수", "지연"]
    later = [_message(60, "민수", "네 좋아요, 그렇게 해요")]  # 11 messages on: not an answer
    assert settle(_draft(), later, [LATE]).key_decisions == []


def test_a_neutral_reply_or_a_bot_s_agreement_settles_nothing() -> None:
    window = [
        _message(50, "민수", "그날 비 온대요", reply_to=1049),
        _message(51, "코덱스", "좋아요!", reply_to=1049),
    ]
    window[1].is_bot = True
    assert settle(_draft(), window, [LATE]).key_decisions == []


def test_the_model_sees_only_the_proposals_the_window_may_answer() -> None:
    replying = [_message(70, "민수", "좋아요", reply_to=1020)]
    assert worth_showing([EARLY, LATE], replying) == [EARLY]
    right_after = [_message(50, "민수", "음")]
    assert worth_showing([EARLY, LATE], right_after) == [LATE]
    prompt = build_summary_prompt(
        right_after, topic="general", topic_pending=False, earlier=[LATE.messages[-1]]
    )
    shown, _, window = prompt.user.partition("\n---\n")
    assert "#49 클로디 [bot]: 시간은 금요일 7시로" in shown and "#50 민수: 음" in window
    assert "earlier open proposals" in prompt.user
    plain = build_summary_prompt(right_after, topic="general", topic_pending=False)
    assert "---" not in plain.user and "open proposals" not in plain.user
