"""Korean morphology through the real analyzer (mecab-ko over mecab-ko-dic)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from groupchat_memory.domain.text.morph import (
    clauses,
    ending,
    holding,
    noun_uses,
    nouns,
)


def _roles(text: str) -> list[tuple[str, str]]:
    """Each noun of ``text`` with how it is used where it stands."""
    return [(use.noun, use.role) for use in noun_uses(text)]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("회식 장소는 을지로 노포로 하자ㅋㅋ", "proposal"),
        ("다음 모임은 망원동 카페에서 합시다", "proposal"),
        ("그럼 그 얘기는 내일 하죠", "proposal"),
        ("우리집 강아지 사진 보여줄까", "proposal"),
        ("제가 현수막 주문할게요", "promise"),
        ("PDF로 견적서 보내드릴께요", "promise"),  # the common misspelling
        ("보고서는 금요일까지 제출하겠습니다", "promise"),
        ("엄마가 김치 보내주셨어", "past"),
        ("Jira 티켓 만들었어요", "past"),
        ("청첩장 어제 다 돌렸어ㅎㅎ", "past"),
        ("숙소 체크인 몇시야?", "question"),
        ("워크숍 발표는 누가 맡을까요?", "question"),  # asks who, proposes nothing
        ("영수증 잃어버림ㅠ", "statement"),
        ("피곤해서 죽겠다", "statement"),  # -겠- of a feeling, no promise
        ("알겠습니다", "statement"),
        ("같이 가자고 하더라", "statement"),  # a proposal reported, not made
        ("이번 달 안에 끝내자", "proposal"),  # no stop: the last word is still an ending
        ("혹시 주차 가능한가요", "question"),
        ("포스터는 제가 만들게요", "promise"),  # the stem's ㄹ swallows the ending's
        ("점심 뭐 먹을까", "question"),  # asks what, proposes nothing
    ],
)
def test_the_last_ending_says_what_a_korean_sentence_does(sentence: str, expected: str) -> None:
    assert ending(sentence) == expected


def test_an_english_sentence_is_a_question_by_its_mark_alone() -> None:
    assert ending("can we ship it friday?") == "question"
    assert ending("shipping it friday") == "statement"


def test_nouns_name_the_subjects_not_the_verbs_fillers_or_times() -> None:
    assert nouns("회식 장소는 을지로 노포로 하자ㅋㅋ") == ["회식", "장소", "을지로", "노포"]
    assert nouns("그럼 그 얘기는 내일 하죠") == []  # talk and time words
    assert nouns("아직 안 울어? 천천히 와도 돼") == []  # adverbs and verbs name nothing
    assert nouns("PDF로 견적서 보내드릴께요") == ["PDF", "견적서"]


def test_nouns_written_together_stay_one_subject() -> None:
    assert nouns("발표자료는 각자 나눠서 만들죠") == ["발표자료"]


def test_a_loanword_read_as_a_copula_at_its_start_stays_whole() -> None:
    # the dictionary lacks 인스턴스 and reads 이 + ㄴ + 스턴스; a copula never opens a word
    assert nouns("서버 인스턴스는 밤에 꺼 두자") == ["서버", "인스턴스"]
    assert nouns("남은 건 거의 다 인스턴스예요") == ["인스턴스"]
    assert nouns("인천 공항으로 가자") == ["인천", "공항"]


def test_english_nouns_leave_out_function_time_and_verb_forms() -> None:
    got = nouns("I think Gareth signed the contract on Thursday, finally")
    assert got == ["Gareth", "contract"]


def test_an_english_text_never_loads_the_analyzer() -> None:
    code = (
        "import sys\n"
        "from groupchat_memory.domain.text import morph\n"
        "morph.nouns('the launch plan'); morph.ending('ok?')\n"
        "loaded = 'mecab_ko' in sys.modules\n"
        "morph.nouns('출시 계획')\n"
        "print(loaded, 'mecab_ko' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.split() == ["False", "True"]


def test_a_latin_word_with_digits_or_joins_is_one_noun() -> None:
    assert nouns("k8s 클러스터랑 gpt-4o 써보자") == ["k8s", "클러스터", "gpt-4o"]


def _dictionary_mapped() -> bool:
    return "sys.dic" in Path("/proc/self/maps").read_text()


def test_the_dictionary_is_unmapped_once_the_text_is_read() -> None:
    with holding():  # a summary: one tagger for all its sentences
        nouns("회식 장소는 을지로")
        assert _dictionary_mapped()
        nouns("회비는 3만원")
        assert _dictionary_mapped()
    assert not _dictionary_mapped()  # a process at rest carries none of its pages
    assert ending("다음 주에 또 보자") == "proposal"
    assert not _dictionary_mapped()


def test_each_clause_of_a_line_is_read_for_what_it_does() -> None:
    found = [(c.ending, c.final) for c in clauses("표는 내가 예매할게 근데 돈은 나중에 줘")]
    assert found == [("promise", True), ("statement", True)]
    # a stop closing its own word ends the sentence, though more words follow
    found = [(c.ending, c.final) for c in clauses("일요일에 가면 안 될까요? 바다 보러 ㅎㅎ")]
    assert ("proposal", True) in found
    [told] = clauses("엄마가 벌써 예약하셨대")
    assert told.past and told.honorific and told.hearsay
    assert clauses("see you at 7") == []  # no Hangul, no analyzer


def test_a_noun_is_told_apart_as_what_is_talked_about_the_act_or_a_when() -> None:
    # how far it has come (완료) is no subject: the act is the noun before it
    assert _roles("주문 완료! 일요일에 찾기로 했어요") == [("주문", "act")]
    assert _roles("짐 다 뺐어 트럭 출발") == [("트럭", "names"), ("출발", "act")]
    assert _roles("저도 방금 도착했어요") == [("도착", "act")]
    assert _roles("견적서는 마감까지 보낼게요") == [("견적서", "names"), ("마감", "aside")]
    # a name the dictionary knows as a person's is no subject
    assert _roles("민수가 내일 부스 볼게") == [("부스", "names")]
    assert _roles("if it rains we move the sale inside")[:1] == [("rains", "act")]


def test_a_noun_said_as_the_predicate_or_as_done_is_the_act() -> None:
    # a predicate by the copula says something of the subject; it is not the subject
    assert _roles("오늘 야근이니까 치킨 먹자") == [("야근", "act"), ("치킨", "names")]
    # a day's name in slang (불금: a Friday night) is a when, no noun that names
    assert _roles("오늘 불금이니까 치킨 먹자") == [("치킨", "names")]
    # told done or due by the noun after it, as 하다 would make it a verb
    [use] = noun_uses("서류 제출 예정")[1:]
    assert (use.noun, use.role, use.verb) == ("제출", "act", True)
    assert [u.noun for u in noun_uses("반납 끝")] == ["반납"]


def test_a_compound_names_what_its_last_noun_names() -> None:
    # a compound that ends in a day is a when (the dictionary's own compound too)
    assert nouns("어린이날 선물은 뭐로 할까") == ["선물"]
    assert nouns("우리 결혼기념일날 식당 알아봤어") == ["식당"]
    [role] = noun_uses("홍보부장이 포스터 맡을게")[:1]
    assert (role.noun, role.head) == ("홍보부장", "부장")
    # the last word written into it: the dictionary's own compound (대리석) stays whole
    [use] = noun_uses("인조대리석으로 하자")
    assert (use.noun, use.last) == ("인조대리석", "대리석")


def test_words_the_analyzer_took_apart_are_read_whole_or_left_out() -> None:
    # a determiner never runs into its noun: 각인기 is one word, not 각 + 인기
    assert nouns("각인기 빌려왔어요") == ["각인기"]
    # nor does a prefix come after a noun: 참가비 is one word, not 참가 + 비
    assert nouns("참가비 얼마야") == ["참가비"]
    # an ending read as a noun after a stem (걸린대요 -> 걸리 + ㄴ + 대요) is no noun
    assert nouns("택시로 가면 40분 걸린대요") == ["택시"]


def test_an_english_word_before_its_object_is_a_verb_or_a_preposition() -> None:
    assert _roles("hid the receipts in the glovebox") == [
        ("hid", "act"), ("receipts", "names"), ("glovebox", "names")
    ]  # fmt: skip
    assert _roles("let's skip the picnic")[:1] == [("skip", "act")]
    assert ("van", "names") in _roles("the van that we hired")


def test_what_an_english_thing_is_like_and_what_is_done_with_it_name_no_subject() -> None:
    assert nouns("the green tent is easier, paid and sold the whole stuff") == ["tent"]


def test_an_english_time_word_names_no_subject() -> None:
    # like today and tonight, sometime says when, not what
    assert nouns("the fence needs paint sometime") == ["fence", "paint"]


def test_a_compound_the_analyzer_opens_with_an_interjection_is_read_whole() -> None:
    # a word the dictionary lacks, its first syllable read as 음, 야 or a counter after a
    # number word (오 합...): the noun is the word as written, not its tail
    assert _roles("음향실 예약은 내가 할게")[0] == ("음향실", "names")
    assert _roles("오 야외석 좋다") == [("야외석", "names")]
    assert [n for n, _ in _roles("자수실 문 잠겼어")][:1] == ["자수실"]


def test_units_counts_order_and_where_from_something_else_are_no_nouns_that_name() -> None:
    assert [n for n, _ in _roles("생수 2L 세 묶음이랑 고기 3kg")] == ["생수", "묶음", "고기"]
    assert [n for n, _ in _roles("뒤쪽 창고 말고 주변 주차장")] == ["창고", "주차장"]
    assert [n for n, _ in _roles("순서 정해서 발표하자")] == ["발표"]
    assert _roles("five ways to load the trailer") == [("load", "act"), ("trailer", "names")]
    assert [n for n, _ in _roles("the ladder is outside, two bits of rope inside")] == [
        "ladder",
        "rope",
    ]


def test_an_accented_latin_word_names_a_subject_whole() -> None:
    # the window is named "café", not "caf"; a name keeps its accent, in either language
    assert nouns("we booked the café in Zürich") == ["café", "Zürich"]
    assert nouns("파드리그랑 café에서 만나요") == ["café"]
