"""Reactions in the decision ledger: a 👍/✅/❤ on a decision's message is that member's
agreement, a 👎 an objection, a withdrawn one no longer counts, an anonymous admin's is the
chat's and a persona's none; read from the real log files, as ``/결정`` reads them."""

from __future__ import annotations

import json
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.domain.summaries.decisions import citation
from groupchat_memory.domain.summaries.reactions import (
    normalize_emoji,
    reaction_emojis,
    reaction_text,
)
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import (
    MessageRecord,
    encode,
)

SEOUL = ZoneInfo("Asia/Seoul")
CHAT = -1001234567890
LINK = "https://t.me/c/1234567890/412"


def _message(seq: int, sender: str, text: str, *, bot: bool = False) -> MessageRecord:
    return MessageRecord(
        sender=sender,
        text=text,
        timestamp=f"2026-03-02T10:{seq:02d}:00+09:00",
        is_bot=bot,
        chat_id=CHAT,
        message_id=411 + seq,
        sender_id=None if bot else 1000 + seq,
        seq=seq,
    )


PROPOSED = [_message(1, "민준", "금요일 7시 강남에서 회식하기로 해요")]
TAKEN_UP = [*PROPOSED, _message(2, "지연", "좋아요")]
BOT_PROPOSED = [_message(1, "클로디", "금요일 7시 강남으로 결정했습니다", bot=True)]


def reaction(
    seq: int,
    sender: str,
    text: str,
    *,
    on: int = 412,
    sender_id: int | None = 2001,
    day: str = "2026-03-02",
    bot: bool = False,
) -> MessageRecord:
    """A reaction record as the service logs it: the member's emoji on message ``on``."""
    return MessageRecord(
        sender=sender,
        text=text,
        timestamp=f"{day}T11:{seq % 60:02d}:00+09:00",
        is_bot=bot,
        chat_id=CHAT,
        sender_id=sender_id,
        reply_to=on,
        kind="reaction",
        seq=seq,
    )


def root_with(
    tmp_path: Path, messages: list[MessageRecord], later: list[MessageRecord]
) -> DataRoot:
    """A data root whose log holds ``messages`` then ``later``: ``/결정`` reads both."""
    root = DataRoot(tmp_path)
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append([*messages, *later])
    return root


def test_a_thumbs_up_on_the_proposal_is_that_member_s_agreement(tmp_path: Path) -> None:
    root = root_with(tmp_path, PROPOSED, [reaction(10, "서연", "👍")])
    [entry] = ledger.decisions(root, CHAT, SEOUL)
    assert entry.agreed_by == ["민준", "서연"] and not entry.proposal
    assert citation(entry) == (
        f"2026-03-02 · 민준: 금요일 7시 강남에서 회식하기로 해요 (동의: 민준, 서연 👍) {LINK}"
    )
    assert [(r.name, r.emoji, r.stance, r.message_id) for r in entry.reactions] == [
        ("서연", "👍", "agree", 412)
    ]


def test_check_and_heart_agree_and_thumbs_down_objects(tmp_path: Path) -> None:
    later = [
        reaction(10, "서연", "✅", sender_id=2001),
        reaction(11, "지훈", "❤️", sender_id=2002),  # Telegram's ❤ with or without VS16
        reaction(12, "도윤", "👎", sender_id=2003),
    ]
    [entry] = ledger.decisions(root_with(tmp_path, PROPOSED, later), CHAT, SEOUL)
    assert entry.agreed_by == ["민준", "서연", "지훈"] and entry.objected_by == ["도윤"]
    assert "(동의: 민준, 서연 ✅, 지훈 ❤; 반대: 도윤 👎)" in citation(entry)


def test_removing_a_reaction_withdraws_it_and_a_change_of_mind_wins(tmp_path: Path) -> None:
    later = [
        reaction(10, "서연", "👍", sender_id=2001),
        reaction(11, "지훈", "👍", sender_id=2002),
        reaction(12, "서연", "", sender_id=2001),  # took it back
        reaction(13, "지훈", "👎", sender_id=2002),  # changed their mind
        reaction(14, "민준", "👎", sender_id=1001),  # the proposer objects to it after all
    ]
    [entry] = ledger.decisions(root_with(tmp_path, PROPOSED, later), CHAT, SEOUL)
    assert entry.agreed_by == [] and entry.objected_by == ["지훈", "민준"]
    assert "반대: 지훈 👎, 민준 👎)" in citation(entry)


def test_an_anonymous_admin_reacts_as_the_chat_not_as_a_person(tmp_path: Path) -> None:
    later = [
        reaction(10, "AI집단지성", "👍", sender_id=None),
        reaction(11, "AI집단지성", "🔥 👍", sender_id=None),  # the same chat: one reaction
    ]
    [entry] = ledger.decisions(root_with(tmp_path, BOT_PROPOSED, later), CHAT, SEOUL)
    # the chat liked the persona's proposal: no member took it up, it stays a proposal
    assert entry.agreed_by == [] and entry.proposal
    [only] = entry.reactions
    assert only.anonymous and only.emoji == "👍" and only.name == "AI집단지성"


def test_a_bot_proposal_a_member_gives_a_thumbs_up_becomes_their_decision(
    tmp_path: Path,
) -> None:
    root = root_with(tmp_path, BOT_PROPOSED, [])
    [before] = ledger.decisions(root, CHAT, SEOUL)
    assert before.proposal
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append([reaction(10, "서연", "👍")])
    [after] = ledger.decisions(root, CHAT, SEOUL)
    assert not after.proposal and after.agreed_by == ["서연"]
    assert after.link == LINK  # the link is the message's, not the reaction's


def test_reactions_that_take_no_side_or_come_from_bots_or_elsewhere_do_not_count(
    tmp_path: Path,
) -> None:
    later = [
        reaction(10, "서연", "🤔 😁"),  # no side
        reaction(11, "클로디", "👍", bot=True, sender_id=None),  # a persona's
        reaction(12, "지훈", "👍", on=999, sender_id=2002),  # another message
    ]
    [entry] = ledger.decisions(root_with(tmp_path, TAKEN_UP, later), CHAT, SEOUL)
    assert entry.agreed_by == ["민준", "지연"] and entry.reactions == []


def test_a_thumbs_up_on_an_objection_backs_the_objection_not_the_decision(
    tmp_path: Path,
) -> None:
    messages = [*PROPOSED, _message(2, "지훈", "저는 반대예요"), _message(3, "지연", "좋아요")]
    later = [reaction(10, "서연", "👍", on=413)]  # on 지훈's objection
    [entry] = ledger.decisions(root_with(tmp_path, messages, later), CHAT, SEOUL)
    assert entry.agreed_by == ["민준", "지연"] and entry.objected_by == ["지훈"]


def test_the_ledger_entry_carries_the_reactions_as_json(
    tmp_path: Path,
) -> None:
    root = root_with(tmp_path, PROPOSED, [reaction(10, "서연", "👍")])
    [entry] = ledger.decisions(root, CHAT, SEOUL)
    shown = json.loads(encode(entry))
    assert shown["agreed_by"] == ["민준", "서연"]
    assert shown["reactions"] == [
        {
            "name": "서연",
            "emoji": "👍",
            "stance": "agree",
            "message_id": 412,
            "anonymous": False,
            "sender_id": 2001,
        }
    ]


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        ("👍", "👍"),
        ("❤️", "❤"),
        ("👍🏻", "👍"),
        ("❤‍🔥", "❤‍🔥"),
        ("", None),
        ("ok", None),
        ("👍 👎", None),
        ("\u202e👍", None),
        ("👍" * 20, None),
    ],
)
def test_only_emoji_are_kept(given: str, kept: str | None) -> None:
    assert normalize_emoji(given) == kept


def test_a_record_s_text_holds_each_emoji_once_and_reads_back() -> None:
    text = reaction_text(["👍", "❤️", "👍", "not emoji", "🔥"])
    assert text == "👍 ❤ 🔥"
    assert reaction_emojis(text) == ["👍", "❤", "🔥"]
    assert reaction_emojis("garbage 👍 text") == ["👍"]
