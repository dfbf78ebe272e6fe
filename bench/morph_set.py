"""Hand-labelled Korean chat sentences for ``bench_morph``: the nouns that name subjects
and the sentence-final ending's class.

Written for this bench in a group chat's register (ㅋㅋ, typos such as 할께 and 했엉, words
run together, slang), about everyday plans: a trip, a study group, presents, a move, pets.
None of it comes from the shared understanding chats or the recall sets.

Nouns: common and proper nouns of two syllables or more (Latin words of two letters or
more) that name something talked about. Left out: time words (오늘, 담주, 토요일, 저녁),
pronouns (이거, 우리), bound nouns (거, 걸), amounts and units, exclamations that are
nouns (대박) and generic words (사람, 생각). A compound written as one word is one noun
(an analyzer splitting it into parts still finds it, see ``bench_morph.noun_scores``).

Ending: what the last predicate's ending does. ``proposal``: -자, -ㅂ시다, -죠 on an
action, -ㄹ까(요); ``promise``: -ㄹ게 and -겠- on the speaker's own action; ``past``:
-었- in a statement; ``question``: asks (a question mark, an asking ending or a question
word); ``statement``: the rest, -겠- of a guess or a feeling (비 오겠네, 죽겠다) and a
quoted proposal (가자고 난리야) included.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

Ending = Literal["proposal", "promise", "past", "question", "statement"]


class Labelled(NamedTuple):
    """One sentence with its nouns and the class of its ending."""

    text: str
    nouns: tuple[str, ...]
    ending: Ending


def _l(text: str, nouns: str, ending: Ending) -> Labelled:
    return Labelled(text, tuple(nouns.split()), ending)


SENTENCES: tuple[Labelled, ...] = (
    # proposals
    _l("캠핑은 가평으로 가자ㅋㅋ", "캠핑 가평", "proposal"),
    _l("이번엔 회비 3만원씩 걷자", "회비", "proposal"),
    _l("그럼 토요일 저녁에 보는걸로 하죠", "", "proposal"),
    _l("스터디 장소 강남역 스벅으로 할까요?", "스터디 장소 강남역 스벅", "proposal"),
    _l("우리 내일 아침에 만납시다", "", "proposal"),
    _l("고기는 코스트코에서 사갈까", "고기 코스트코", "proposal"),
    _l("담주에 회의 한번 더하자", "회의", "proposal"),
    _l("숙소는에어비앤비로잡죠", "숙소 에어비앤비", "proposal"),
    _l("보드게임 카페 가볼까요ㅎㅎ", "보드게임 카페", "proposal"),
    _l("케이크는 생크림으로 하자~~", "케이크 생크림", "proposal"),
    _l("이따 편의점 앞에서 보자", "편의점", "proposal"),
    _l("발표자료는 각자 나눠서 만들죠", "발표자료", "proposal"),
    _l("우리걍치킨시키자", "치킨", "proposal"),
    _l("이번주 금욜에 한잔할까??", "", "proposal"),
    _l("영화는 다음에 보죠 뭐", "영화", "proposal"),
    _l("그냥 택시 타고 갑시다", "택시", "proposal"),
    _l("선물은 다같이 돈 모아서 사자", "선물", "proposal"),
    _l("집들이는 이사 끝나고 하는게 어떨까요", "집들이 이사", "proposal"),
    _l("모임 장소 홍대로 바꿀까", "모임 장소 홍대", "proposal"),
    _l("노트북 그냥 새로 사자 고치지 말고", "노트북", "proposal"),
    # promises
    _l("내가 예약할게ㅋㅋ", "예약", "promise"),
    _l("장소는 제가 알아볼게요", "장소", "promise"),
    _l("영수증 정리해서 낼까지 올릴께", "영수증 정리", "promise"),
    _l("회비 계좌는 제가 공지하겠습니다", "회비 계좌 공지", "promise"),
    _l("그건내가할게", "", "promise"),
    _l("꽃다발은 내가 사 갈게요", "꽃다발", "promise"),
    _l("퇴근하고 바로 전화드리겠습니다", "퇴근 전화", "promise"),
    _l("사진 정리해서 앨범 만들어 놓을게", "사진 정리 앨범", "promise"),
    _l("낼 오전중으로 견적서 보내드릴게여", "견적서", "promise"),
    _l("주차권은 내가 챙기겠음", "주차권", "promise"),
    _l("제가 청소 맡겠습니다!!", "청소", "promise"),
    _l("줌 링크 슬랙에 올려둘게요", "링크 슬랙", "promise"),
    _l("PPT는 내가 만들게", "PPT", "promise"),
    _l("ㅇㅋ 그럼 내가 쏠게ㅋㅋㅋ", "", "promise"),
    _l("제가 이따 정리해서 올리겠습니다", "정리", "promise"),
    _l("회의록은 내가 쓸께요", "회의록", "promise"),
    _l("이삿짐센터는 내가 알아보고 연락줄게", "이삿짐센터 연락", "promise"),
    _l("강아지 사료 오는길에 사갈께", "강아지 사료", "promise"),
    # past
    _l("식당 예약 방금 했어ㅋㅋ", "식당 예약", "past"),
    _l("어제 택배 받았어요", "택배", "past"),
    _l("회비 다 보냈음", "회비", "past"),
    _l("발표 연습 벌써 끝냈어", "발표 연습", "past"),
    _l("엄마한테 케이크 사진 보냈어ㅎㅎ", "엄마 케이크 사진", "past"),
    _l("강아지 산책 시키고 왔어", "강아지 산책", "past"),
    _l("비행기표 결제완료했습니다", "비행기표 결제완료", "past"),
    _l("지난주에 계약서 썼었지", "계약서", "past"),
    _l("노트북 수리 맡겼어요", "노트북 수리", "past"),
    _l("게임 업데이트 받았다", "게임 업데이트", "past"),
    _l("Notion 페이지 만들었어요", "Notion 페이지", "past"),
    _l("나 방금 도착했엉", "도착", "past"),
    _l("벌써 다 먹었쪄ㅋㅋ", "", "past"),
    _l("회의는 다음주로 미뤄졌어요", "회의", "past"),
    _l("다들 고생 많았어요", "고생", "past"),
    _l("걔가 같이 하자고 했어", "", "past"),
    _l("사진 너무 잘나왔다ㅋㅋ", "사진", "past"),
    _l("아빠가 화분 새로 사오셨어", "아빠 화분", "past"),
    # questions
    _l("회의 몇시에 시작해?", "회의 시작", "question"),
    _l("다들 주말에 시간 돼?", "", "question"),
    _l("카톡방 공지 봤어?", "카톡방 공지", "question"),
    _l("회비 얼마였지", "회비", "question"),
    _l("혹시 주차 가능한가요", "주차", "question"),
    _l("누가 케이크 가져와요?", "케이크", "question"),
    _l("숙소 와이파이 비번 아는사람??", "숙소 와이파이 비번", "question"),
    _l("고양이 밥 줬니", "고양이", "question"),
    _l("이거 어디서 샀어요?", "", "question"),
    _l("발표 순서 정해졌나요", "발표 순서", "question"),
    _l("예약 몇명으로 했어?", "예약", "question"),
    _l("이거 누가 할래", "", "question"),
    _l("공항까지 얼마나 걸려요", "공항", "question"),
    _l("택배 언제 온대?", "택배", "question"),
    _l("우산 챙겼어??", "우산", "question"),
    # statements
    _l("배고프다 진짜", "", "statement"),
    _l("회사 근처에 새로 생긴 국밥집 맛있음", "회사 근처 국밥집", "statement"),
    _l("고양이가 자꾸 키보드 위에 올라옴ㅋㅋ", "고양이 키보드", "statement"),
    _l("이 카페 커피 진짜 맛있다", "카페 커피", "statement"),
    _l("요즘 야근 때문에 죽겠다ㅠ", "야근", "statement"),
    _l("내일 비 오겠네", "", "statement"),
    _l("알겠어 ㅇㅋ", "", "statement"),
    _l("그 영화 완전 꿀잼이던데", "영화 꿀잼", "statement"),
    _l("택배 아직 안옴", "택배", "statement"),
    _l("엄마 생신이 다음주 토요일이야", "엄마 생신", "statement"),
    _l("지금 가는중~", "", "statement"),
    _l("강아지가 산책 가자고 난리야ㅋㅋ", "강아지 산책 난리", "statement"),
    _l("헐 대박", "", "statement"),
    _l("이사 업체 견적이 생각보다 비싸네", "이사 업체 견적", "statement"),
    _l("와이파이 또 끊김ㅠㅠ", "와이파이", "statement"),
)
