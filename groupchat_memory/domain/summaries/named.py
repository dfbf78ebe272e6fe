"""The names the chat's recent topics took, read before a window is named.

Held out one chat at a time over the dev chats, the subject model naming each window by
its likeliest word named many windows by the word the whole chat is about (a theme word
names every talk of it); passing over a word that already names a recent topic for
another nearly as likely (``subjects.FRESH``) named more of them by a subject, each by
its own. ``names_before`` is a bounded read of the summary index's tail, as the open
proposals are read (``proposals.open_proposals``).
"""

from __future__ import annotations

from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.reads import index_tail
from groupchat_memory.domain.summaries.topics import GENERAL, PENDING
from groupchat_memory.store.paths import DataRoot

# the summaries before a window whose names it reads: a name used long ago may name
# a new talk again
NAMED_REACH = 50


def names_before(root: DataRoot, chat_id: int, before_seq: int) -> tuple[str, ...]:
    """The topic names of the chat's newest summaries (at most ``NAMED_REACH``) that end
    before ``before_seq``, each once, oldest first; none still to be named."""
    tail = index_tail(root.summary_index_path(chat_id), NAMED_REACH)
    found = tail if tail is not None else summary_files(root.summaries_dir(chat_id))
    tags = (
        r.topic_tag
        for _, r in found[-NAMED_REACH:]
        if r.kind == "summary" and r.message_range.to < before_seq
    )
    return tuple(dict.fromkeys(t for t in tags if t not in (GENERAL, PENDING)))
