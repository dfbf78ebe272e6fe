"""Plans that change: which decision a later one replaces.

A group decides "금요일 7시 강남", then "토요일 6시 홍대로 변경": both stay in the summary
files (the history is kept), and the ledger marks the older one *superseded* by the
newer. The pairing is derived, never stored, like the rest of the ledger: a later backed
decision replaces an earlier one when a model said so, citing the earlier one's evidence
ids (``CitedItem.replaces``), or when, by rule, both are about the same subject (a shared
content word, the speaker's name left out) and the later one either names another value
of the same slot (place, day, time, amount, tool, owner) or says it changes one of them
("변경", "대신", "instead"). Rules, not a model: the same files always give the same
ledger, and no call is spent on it.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from groupchat_memory.domain.text import cues
from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.values import SLOTS, proposed, slots, without_speaker

# Words of deciding and changing itself: two decisions sharing only these share no subject.
_NOT_SUBJECTS = frozenset(
    {
        "하기", "결정", "확정", "합의", "결론", "변경", "정했", "대신", "말고", "수정", "이번",
        "다음", "그럼", "우리", "모두", "다들", "오전", "오후", "저녁", "아침", "새벽", "주말",
        "평일", "오늘", "정리", "정리하면", "일정", "시간", "부터", "까지", "으로",
        "decided", "agreed", "moved", "instead", "change", "changed", "switch", "switched",
        "we", "the", "final", "plan", "let",
    }
)  # fmt: skip


def _subject_terms(text: str) -> set[str]:
    """Content words of a decision outside its slot values (what it is about), not those
    of a consequence it gives or a value it moves away from."""
    body = proposed(without_speaker(text))
    for pattern in (*SLOTS.values(), cues.CHANGE):
        body = pattern.sub(" ", body)
    return {t for t in tokenize(body) if t not in _NOT_SUBJECTS}


class _Facts:
    """What the rules read of one decision, computed once."""

    def __init__(self, text: str) -> None:
        self.slots = slots(text)
        self.terms = _subject_terms(text)
        self.changes = bool(cues.CHANGE.search(without_speaker(text)))


@functools.lru_cache(maxsize=8192)
def _facts(text: str) -> _Facts:
    """A decision's facts; the service asks for the same ledger again and again."""
    return _Facts(text)


def _replaces(new: _Facts, old: _Facts) -> bool:
    if not new.terms & old.terms:
        return False
    shared = new.slots.keys() & old.slots.keys()
    if any(new.slots[kind] != old.slots[kind] for kind in shared):
        return True
    return new.changes and bool(shared or not new.slots)


def successors(
    texts: Sequence[str],
    evidence: Sequence[Sequence[int]],
    cited: Sequence[Sequence[int]],
    backed: Sequence[bool],
) -> dict[int, int]:
    """For decisions in chat order (oldest first), which later one replaces each: a
    position -> its direct successor's position.

    ``cited[i]`` are the evidence ids a model said decision ``i`` replaces: it replaces the
    earlier decision whose evidence holds them, whatever the rules would pair (those
    claims are read first, so no rule takes their predecessor before them). Otherwise the
    rules pick the nearest earlier decision still current on the same
    subject and not claimed. Only a backed decision (not a bare proposal) replaces
    anything. Only decisions sharing a subject word are compared, and each id is looked
    up once, so a long ledger is not read pairwise.
    """
    facts = [_facts(text) for text in texts]
    claimed = _claims(evidence, cited, backed)
    claiming = set(claimed.values())
    current: dict[str, set[int]] = {}  # subject word -> decisions on it not yet replaced
    out: dict[int, int] = dict(claimed)

    for new in range(len(texts)):
        if backed[new] and new not in claiming:  # no grounded claim: the rules decide
            near = {o for term in facts[new].terms for o in current.get(term, ())}
            for old in sorted(near, reverse=True):
                if _replaces(facts[new], facts[old]):
                    out[old] = new
                    for term in facts[old].terms:
                        current[term].discard(old)
                    break
        if new not in out:
            for term in facts[new].terms:
                current.setdefault(term, set()).add(new)
    return out


def _claims(
    evidence: Sequence[Sequence[int]], cited: Sequence[Sequence[int]], backed: Sequence[bool]
) -> dict[int, int]:
    """What the backed decisions say they replace, by their cited ids (old -> new): each
    earlier decision whose evidence holds one, the earliest claim first when two name it."""
    by_id: dict[int, list[int]] = {}
    out: dict[int, int] = {}
    for new in range(len(evidence)):
        if backed[new]:
            for old in sorted({o for seq in cited[new] for o in by_id.get(seq, ())}):
                out.setdefault(old, new)
        for seq in evidence[new]:
            by_id.setdefault(seq, []).append(new)
    return out
