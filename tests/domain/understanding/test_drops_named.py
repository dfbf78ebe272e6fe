"""What a drop takes back, read through the real path (the chat ingested by the real
actor system, offline, then ``/결정`` as the command answers it): the plan it names as
what goes ("forget the canoe"), not another plan sharing a word of the same line or a
member's name; a subject named as the topic of the talk a plan was put in; a "call the
whole thing off" with a yes after it; a drop of something no plan here holds is no plan
of its own. The chats are written for these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _decided


def test_a_drop_takes_back_the_plan_it_names_not_one_sharing_another_word(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (0, [("Sam", "let's rent a canoe for Saturday"), ("Priya", "yes"), ("Leo", "sure")]),
            (
                1,
                [
                    ("Priya", "let's order pizza for the group on Friday night"),
                    ("Sam", "ok"),
                    ("Leo", "yes"),
                ],
            ),
            (4, [("Sam", "forget the canoe, the group is too big for one"), ("Leo", "fair")]),
        ],
    )
    canoe = next(e for e in found if "canoe" in e.text)
    pizza = next(e for e in found if "pizza" in e.text)
    assert canoe.status == "dropped"
    assert pizza.status == "current"


def test_a_member_named_beside_a_drop_takes_back_none_of_their_plans(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "캠핑 첫날 저녁은 바베큐로 하자 장보기는 태호랑 내가"),
                    ("다은", "좋아"),
                    ("태호", "ㅇㅋ"),
                ],
            ),
            (
                2,
                [
                    ("다은", "캠핑 앨범은 시간 없어서 못 만들 듯"),
                    ("유진", "그럼 앨범은 접자 태호 요즘 바쁘잖아"),
                    ("다은", "ㅇㅇ 그게 낫겠다"),
                ],
            ),
        ],
    )
    bbq = next(e for e in found if "바베큐" in e.text)
    assert bbq.status == "current"
    # the album was never agreed here: taking it back is no plan of its own
    assert not [e for e in found if "앨범" in e.text]


def test_a_subject_put_as_the_topic_before_the_plan_is_what_its_drop_names(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("태호", "야 송년회는 해야지"),
                    ("태호", "12월 20일 홍대 포차 어때"),
                    ("유진", "오 ㄱㄱ"),
                    ("다은", "좋아"),
                ],
            ),
            (
                3,
                [
                    ("다은", "20일에 다들 야근이라며"),
                    ("태호", "그럼 송년회는 올해는 접자"),
                    ("유진", "ㅠㅠ 아쉽다"),
                ],
            ),
        ],
    )
    party = next(e for e in found if "포차" in e.text)
    assert party.status == "dropped"


def test_calling_the_whole_thing_off_drops_it_and_the_yes_after_goes_with_the_drop(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do a picnic at Riverside Park on Sunday the 14th"),
                    ("Priya", "yes!"),
                    ("Leo", "in"),
                ],
            ),
            (
                4,
                [
                    ("Sam", "rain all weekend apparently, and I'm working Saturday"),
                    ("Leo", "could we do another day?"),
                    ("Priya", "honestly let's just call the whole picnic off"),
                    ("Sam", "ok 😞"),
                ],
            ),
        ],
    )
    picnic = next(e for e in found if "Riverside" in e.text)
    assert picnic.status == "dropped"
    assert [e.text for e in found if e.status == "current"] == []


def test_a_line_taking_a_plan_back_and_putting_another_is_a_change_once_agreed(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do a barbecue in my garden on Saturday at 6"),
                    ("Priya", "yes!"),
                    ("Leo", "sure"),
                ],
            ),
            (
                2,
                [
                    ("Sam", "the forecast is awful"),
                    ("Priya", "forget the barbecue, let's get pizza at Luigi's at 7"),
                    ("Leo", "ok"),
                    ("Sam", "fine by me"),
                ],
            ),
            (
                3,
                [
                    ("유진", "토요일에 한강에서 치맥 하자"),
                    ("태호", "좋아"),
                    ("다은", "ㅇㅋ"),
                ],
            ),
            (
                5,
                [
                    ("유진", "비 온대"),
                    ("태호", "한강은 접자. 우리 집에서 보드게임 하자"),
                    ("다은", "ㅇㅋ"),
                    ("유진", "좋아"),
                ],
            ),
        ],
    )
    barbecue = next(e for e in found if "barbecue in my garden" in e.text)
    pizza = next(e for e in found if "Luigi" in e.text)
    assert barbecue.status == "superseded"
    assert barbecue.superseded_by is not None and "Luigi" in barbecue.superseded_by.text
    assert pizza.status == "current"
    assert sorted(pizza.agreed_by) == ["Leo", "Priya", "Sam"]
    river = next(e for e in found if "치맥" in e.text)
    games = next(e for e in found if "보드게임" in e.text)
    assert river.status == "superseded"
    assert sorted(games.agreed_by) == ["다은", "유진", "태호"]


def test_a_plan_let_go_or_folded_politely_is_dropped_and_not_the_plan_said_beside(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do a raffle for the fundraiser, three prizes, tickets $2"),
                    ("Priya", "yes love it"),
                    ("Leo", "in"),
                ],
            ),
            (
                1,
                [
                    ("Leo", "let's also do a sausage sizzle at Bunnings on Saturday the 30th"),
                    ("Priya", "yes!"),
                    ("Sam", "good one"),
                ],
            ),
            (
                2,
                [
                    ("유진", "토요일마다 마당에서 바베큐 파티 하면 어때요? 1인 2만원"),
                    ("태호", "좋아요 해봐요"),
                    ("다은", "ㅇㅋ 콜"),
                ],
            ),
            (
                3,
                [
                    ("Leo", "bad news on the sizzle, every Saturday is booked out till November"),
                    ("Sam", "can we try another store?"),
                    ("Leo", "Tried. Same story everywhere"),
                    ("Priya", "Then we let the sizzle go. The raffle will have to carry us."),
                    ("Sam", "agreed"),
                    ("태호", "바베큐는 그냥 접어요. 고기 냄새 때문에 또 말 나올 거 같아요"),
                    ("다은", "그래 그러자"),
                ],
            ),
        ],
    )
    status = {e.text: e.status for e in found}
    assert [s for t, s in status.items() if "sizzle" in t] == ["dropped"]
    assert [s for t, s in status.items() if "바베큐" in t] == ["dropped"]
    assert [s for t, s in status.items() if "raffle" in t] == ["current"]


def test_none_of_a_plan_said_as_the_upshot_drops_it(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do a bake sale at our tent at the tournament"),
                    ("Priya", "yes I'll bake"),
                    ("Leo", "sounds good"),
                    ("유진", "김장 날 알뜰 바자회도 같이 하면 어때요?"),
                    ("태호", "좋아요!"),
                    ("다은", "ㅇㅇ 해요"),
                ],
            ),
            (
                2,
                [
                    ("Sam", "the director says no outside food sales at the tournament"),
                    ("Priya", "boo. ok no bake sale then"),
                    ("유진", "다목적실이면 자리가 없겠네요.. 바자회는 이번엔 접을까요?"),
                    ("태호", "네 그게 낫겠어요"),
                ],
            ),
        ],
    )
    status = {e.text: e.status for e in found}
    assert [s for t, s in status.items() if "bake" in t] == ["dropped"]
    assert [s for t, s in status.items() if "바자회" in t] == ["dropped"]


def test_a_plan_gone_without_or_folded_in_a_soft_question_is_dropped(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "연주회 2부 뒤에 어린이합창단 찬조 출연 두 곡 어때요?"),
                    ("태호", "좋아요"),
                    ("다은", "찬성이요"),
                ],
            ),
            (
                1,
                [
                    ("다은", "우리 롱패딩 단체로 맞추면 어때요? 등에 로고 넣어서요"),
                    ("유진", "좋아요 맞춰요"),
                    ("태호", "ㅇㅋ"),
                ],
            ),
            (
                4,
                [
                    ("태호", "그 학교 학예회가 하필 그날이래요. 이번엔 어린이합창단 없이 갑시다"),
                    ("다은", "아쉽다ㅠ"),
                    ("유진", "다섯 벌이면 75만원이네요. 롱패딩은 올해는 접는 게 어떨까요"),
                    ("다은", "넵 그래요 패딩은 담에"),
                ],
            ),
        ],
    )
    status = {e.text: e.status for e in found}
    assert [s for t, s in status.items() if "어린이합창단" in t] == ["dropped"]
    assert [s for t, s in status.items() if "롱패딩 단체로" in t] == ["dropped"]


def test_a_drop_naming_the_head_of_a_plans_compound_word_takes_that_plan_back(
    tmp_path: Path,
) -> None:
    """A drop names a plan by its compound's last word: "축제는 접자" the "가을축제" (and
    the English test below, "let's not stream it" the "livestream"); the plan beside it
    stays."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "율동공원 가을축제 플리마켓 부스에서 김밥 팔아보자"),
                    ("태호", "좋아"),
                    ("다은", "ㅇㅋ"),
                ],
            ),
            (
                1,
                [
                    ("태호", "운동회 김밥은 유진이네 주방에서 만들자"),
                    ("유진", "ㄱㄱ"),
                    ("다은", "좋아"),
                ],
            ),
            (
                4,
                [
                    ("다은", "근데 플리마켓은 판매 신고증이 있어야 한대"),
                    ("태호", "그럼 축제는 접자 우리 신고증 없잖아"),
                    ("유진", "ㅇㅇ 어쩔 수 없지"),
                ],
            ),
        ],
    )
    fair = next(e for e in found if "가을축제" in e.text)
    kitchen = next(e for e in found if "주방" in e.text)
    assert fair.status == "dropped"
    assert kitchen.status == "current"


def test_an_english_drop_naming_the_end_of_a_plans_word_takes_that_plan_back(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "what if we livestream the final on the league facebook page?"),
                    ("Priya", "sure, let's do it"),
                    ("Leo", "yes"),
                ],
            ),
            (1, [("Priya", "let's book the back room for the final, 7pm"), ("Sam", "ok")]),
            (
                5,
                [
                    ("Leo", "the hall wifi can't carry video, I asked"),
                    ("Priya", "Then let's not stream it. Not worth the hassle"),
                    ("Sam", "yeah agreed"),
                ],
            ),
        ],
    )
    stream = next(e for e in found if "livestream" in e.text)
    room = next(e for e in found if "back room" in e.text)
    assert stream.status == "dropped"
    assert room.status == "current"
