"""The loanword bridge: a Latin spelling finds its Hangul spelling and back."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import loanword_spellings
from groupchat_memory.domain.text.loanwords import bridged, hangul_key, latin_key
from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.terms import stem
from groupchat_memory.store.paths import DataRoot
from tests.domain.recall.asked import relevant_messages
from tests.domain.recall.test_ranking import CHAT, chatter, seqs, write


@pytest.mark.parametrize(
    ("latin", "hangul"),
    [
        ("excel", "엑셀"),
        ("cloud", "클라우드"),
        ("android", "안드로이드"),
        ("photoshop", "포토샵"),
        ("dashboard", "대시보드"),
        ("kafka", "카프카"),
        ("notion", "노션"),
    ],
)
def test_a_loanword_reads_alike_in_both_scripts(latin: str, hangul: str) -> None:
    assert latin_key(latin) is not None and hangul_key(hangul) is not None
    assert bridged(latin, hangul) and bridged(hangul, latin)
    # the index holds Latin words as Snowball stems (redis -> redi): still found
    assert bridged(hangul, stem(latin))


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("figma", "피자"),  # different consonants
        ("plan", "플랫폼"),  # a key that only starts alike
        ("cloud", "slack"),  # same script: not a loanword pair
        ("클라우드", "클라우드"),
        ("zoom", "줌"),  # two consonants: too short to tell apart from chance
        ("excel", "엑셀런트맨"),  # many more vowels
    ],
)
def test_words_that_do_not_read_alike_are_not_bridged(first: str, second: str) -> None:
    assert not bridged(first, second)


def test_other_scripts_and_mixed_words_have_no_key() -> None:
    assert hangul_key("k8s클러스터") is None
    assert latin_key("k8s") is None
    assert latin_key("привет") is None


def test_the_bridge_is_complete_in_a_large_vocabulary(tmp_path: Path) -> None:
    # thousands of terms where the other spelling's first syllable sits (피…, fi…): a
    # bounded scan of the vocabulary by range missed the one that reads alike
    # 1,260 words that sort before 피그마 (피고나가, 피고나개, ...) and read like it does not
    n_syllables = [chr(0xB098 + 28 * i) for i in range(21)]  # 나, 내, 냐, ... 니
    syllables = [chr(0xAC00 + 28 * i) for i in range(60)]  # 가, 개, 갸, ...
    crowd = [("민수", " ".join(f"피고{a}{b}" for b in syllables)) for a in n_syllables]
    write(root := DataRoot(tmp_path), [*crowd, ("도윤", "피그마 시안 올렸어요")])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        assert loanword_spellings(index, Question.read("Figma 시안 어디 있지?"), ["figma"]) == {
            "figma": ["피그마"]
        }


def test_a_question_in_latin_letters_finds_evidence_written_in_hangul(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, [("민수", "포토샵 라이선스는 팀 요금제로 정했어요"), *chatter(30)])
    found = relevant_messages(root, CHAT, "Photoshop 건 뭐였지?", neighbour_share=0)
    assert seqs(found)[:1] == [1]
    # and the other way round; a word without a look-alike gains nothing
    root = DataRoot(tmp_path / "other")
    write(root, [("지은", "we moved the Photoshop files"), *chatter(30)])
    found = relevant_messages(root, CHAT, "포토샵 파일 어디 있어요?", neighbour_share=0)
    assert seqs(found)[:1] == [1]
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        assert loanword_spellings(index, Question.read("포토샵 파일"), ["포토샵", "파일"]) == {
            "포토샵": ["photoshop"]
        }
        assert loanword_spellings(index, Question.read("점심"), ["점심"]) == {}


def test_only_an_index_stem_may_lack_the_last_consonant() -> None:
    # schedule (STL) is no stem of 스트라이프 (STLP): a question's word is whole
    assert not bridged("schedule", "스트라이프")
    assert bridged("레디스", "redi")  # the index's stem of redis


def test_a_spelling_written_later_is_bridged_at_once(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, chatter(40))
    asked = "Photoshop 건 뭐였지?"
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        assert loanword_spellings(index, Question.read(asked), ["photoshop"]) == {}
        write(root, [*chatter(40), ("민수", "포토샵 라이선스 갱신했어요")])
        index.catch_up()
        assert loanword_spellings(index, Question.read(asked), ["photoshop"]) == {
            "photoshop": ["포토샵"]
        }
