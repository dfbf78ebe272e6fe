"""What a chat's summary jobs and report jobs share with the actor that owns them."""

from __future__ import annotations

from dataclasses import dataclass

from anyio.streams.memory import MemoryObjectSendStream

from groupchat_memory.actors.chat_state import ChatState
from groupchat_memory.actors.clock import Clock
from groupchat_memory.actors.messages import Envelope
from groupchat_memory.actors.recorder import Recorder
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.summarizer import Summarizer
from groupchat_memory.store.paths import DataRoot


@dataclass(frozen=True)
class ChatParts:
    """One chat as its jobs see it: who it is, where its files live, its settings,
    summarizer and clock, its state and recorder (each the sole writer of its own fields),
    and a way back into its mailbox (a job reports its outcome as a message)."""

    chat_id: int
    root: DataRoot
    settings: MemorySettings
    summarizer: Summarizer
    clock: Clock
    state: ChatState
    recorder: Recorder
    sender: MemoryObjectSendStream[Envelope]
