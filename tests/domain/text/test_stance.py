"""The stance of a chat line: objections (Korean and English) are told apart from agreement,
from questions and from phrases that only look negative."""

from __future__ import annotations

import pytest

from groupchat_memory.domain.text.stance import Stance, stance

LINES: list[tuple[str, Stance]] = [
    # Korean objections
    ("반대예요", "object"),
    ("저는 반대입니다. 너무 늦어요", "object"),
    ("저는 반대", "object"),
    ("그 시간은 별로예요", "object"),
    ("음 별로인데", "object"),
    ("7시는 안 돼요", "object"),
    ("금요일은 안될 것 같아요", "object"),
    ("싫어요 ㅋㅋ 다른 데 가요", "object"),
    ("아니요, 그건 좀 아닌 것 같아요", "object"),
    ("아뇨 토요일이 낫겠어요", "object"),
    ("동의 못 하겠어요", "object"),
    ("찬성하지 않습니다", "object"),
    ("좋아요, 근데 7시는 안 돼요", "object"),
    ("그날 저 못 가요", "object"),
    ("예산이 좀 어렵겠네요", "object"),
    ("글쎄요... 잘 모르겠어요", "object"),
    ("가평은 비추입니다", "object"),
    ("그건 좀...", "object"),
    ("그 방식은 좋지 않아요", "object"),
    # English objections
    ("I disagree", "object"),
    ("No, Friday doesn't work for me", "object"),
    ("nope", "object"),
    ("I don't think so.", "object"),
    ("Not a good idea, too expensive", "object"),
    ("I'd rather not go that far", "object"),
    ("-1 from me", "object"),
    ("Can't make it on Friday", "object"),
    ("👎", "object"),
    # Korean: agreement, questions, negative-looking phrases that do not object
    ("좋아요, 그렇게 해요", "agree"),
    ("동의합니다", "agree"),
    ("문제없어요", "agree"),
    ("나쁘지 않아요", "agree"),
    ("반대할 이유 없어요", "neutral"),
    ("반대 의견 없습니다", "neutral"),
    ("싫지 않아요 ㅎㅎ", "neutral"),
    ("안 돼요?", "neutral"),
    ("반대하는 사람 있어요?", "neutral"),
    ("늦으면 안 돼요", "neutral"),
    ("아니요, 괜찮아요", "agree"),
    ("반대편 출구에서 만나요", "neutral"),
    ("재고 확인해 볼게요", "neutral"),
    ("오케이 ㅇㅋ", "agree"),
    ("금요일 7시로 정했어요", "neutral"),
    ("못 가본 곳이라 기대돼요", "neutral"),
    ("별로 어렵지 않아요", "neutral"),
    # coming to it is going along; taking one's leave is not
    ("끝나고 바로 갈게요!", "agree"),
    ("저 이만 갈게요~", "neutral"),
    ("그럼 전 이제 갈게요", "neutral"),
    ("오늘은 집에 갈게", "neutral"),
    ("다음에 또 올게요 ㅎㅎ", "neutral"),
    # English: agreement, questions, negative-looking phrases
    ("Sounds good to me", "agree"),
    ("No problem, I'll book it", "agree"),
    ("No objections here", "agree"),  # as "이의 없어요" agrees
    ("not bad at all", "agree"),
    ("Is that a bad idea?", "neutral"),
    ("Why not, let's do it", "agree"),
    ("I don't disagree", "neutral"),
    ("+1", "agree"),
    ("Can't wait!", "neutral"),
    ("We meet at 7 on Friday.", "neutral"),
    # siding with it
    ("I'm all for it, the kids need a break", "agree"),
    ("we're in favour, as long as it stays under $40", "agree"),
    ("I'm not for it", "neutral"),
]


def test_the_table_has_enough_real_looking_lines() -> None:
    assert len(LINES) >= 40
    assert {s for _, s in LINES} == {"agree", "object", "neutral"}


@pytest.mark.parametrize(("line", "expected"), LINES)
def test_each_line_gets_its_stance(line: str, expected: Stance) -> None:
    assert stance(line) == expected


def test_praise_after_neomu_or_jom_is_no_objection_but_a_cost_still_is() -> None:
    """너무/좀 before a word of praise says "so" ("너무 귀엽지 않냐", "좀 잘 나왔는데"),
    before a cost it pushes back ("좀 늦지 않나", "좀 좁은데")."""
    assert stance("너무 귀엽지 않냐") != "object"
    assert stance("이번 사진 좀 잘 나왔는데") != "object"
    assert stance("좀 늦지 않나") == "object"
    assert stance("방이 좀 좁은데") == "object"


def test_a_yes_in_one_word_agrees_and_the_word_in_a_sentence_does_not() -> None:
    """A yes in one word ("Approved.", "Sensible", "sound", "sweet as", "좋음", "좋읍니다")
    agrees; the same word inside news or naming a thing does not ("the sound system")."""
    for line in ("Approved.", "Sensible", "sound", "sweet as", "Beauty", "좋음", "좋읍니다"):
        assert stance(line) == "agree", line
    assert stance("the sound system is broken") == "neutral"
    assert stance("the council approved the permit on Friday") != "agree"


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("선생님 좋은 생각인데 이번엔 평소 단복으로 가고 한복은 다음에 해봐요", "object"),
        ("아이디어는 좋은데 예산이 안 남아요", "object"),
        ("It's a lovely thought, but the hut is booked solid on the Tuesday", "object"),
        ("Sweet idea, but the licence is for live performance only", "object"),
        ("I like the idea, but the account has about $2,300 in it", "object"),
        ("honestly I can't deal with lights + another permit. daytime", "object"),
        # the idea praised and nothing against it is a yes
        ("좋은 생각인데요!", "agree"),
        ("good idea, let's do it", "agree"),
    ],
)
def test_the_idea_praised_then_why_not_turns_it_down(line: str, expected: Stance) -> None:
    """A polite turn-down praises the idea, then says why not ("좋은 생각인데 이번엔 …",
    "lovely thought, but …"): it pushes back, as a flat no would."""
    assert stance(line) == expected
