"""The walk of a question through a reply context: each product function that receives it
(its text, or the ``Question`` read from it), in order, and the modules it visits.

Run: ``.venv/bin/python bench/question_path.py [--set written-ko] [--cache FILE] [TEXT ...]``.
The chat of ``--set`` is written to a temp folder as ``recall_eval.evaluate`` writes it
(log, summaries, index, and the messages' vectors, through ``--cache``); each question is
then asked as the chat actor asks it, after one question before it (the actor's vectors
open): read once, embedded ahead, its context built, under ``sys.setprofile``. Calls
inside the ``Question`` value (its fields) are not stops. Prints the walk only; nothing
here is a test.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import FrameType

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import described
from bench.recall_eval import evaluate, written
from groupchat_memory.actors.reply_context import ReplyContexts
from groupchat_memory.domain.queries import question_day
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.paths import DataRoot

PRODUCT = "groupchat_memory."
ASKED = ["지난주에 민수가 말한 레디스 캐시 설정은 결국 어떻게 정했지?"]
_GENERATOR = 0x20  # CO_GENERATOR: a generator's frame resumed is no new stop


def walk(run: Callable[[], object], text: str) -> list[str]:
    """``module.function`` of each product call, in order, that receives ``text`` or a
    ``Question`` as an argument while ``run`` runs."""
    stops: list[str] = []
    started: list[FrameType] = []

    def seen(frame: FrameType, event: str, arg: object) -> None:
        module = str(frame.f_globals.get("__name__", ""))
        code = frame.f_code
        if event != "call" or not module.startswith(PRODUCT):
            return
        if code.co_flags & _GENERATOR:
            if any(f is frame for f in started):
                return
            started.append(frame)
        if module.endswith(".text.question") and code.co_name != "read":
            return  # the value's own fields
        names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
        values = [frame.f_locals.get(n) for n in names]
        if any((isinstance(v, str) and v == text) or isinstance(v, Question) for v in values):
            stops.append(f"{module.removeprefix(PRODUCT)}.{code.co_name}")

    sys.setprofile(seen)
    try:
        run()
    finally:
        sys.setprofile(None)
    return stops


def report(stops: list[str]) -> None:
    """The stops, the modules in the order the question reaches them, and how often it
    comes back to one it had left."""
    modules = [s.rpartition(".")[0] for s in stops]
    order = [m for at, m in enumerate(modules) if at == 0 or modules[at - 1] != m]
    again = len(order) - len(set(order))
    print(f"{len(stops)} stops in {len(set(modules))} modules, {again} returns to one it had left")
    print("modules in order: " + " -> ".join(order))
    for stop in stops:
        print(f"  {stop}")


def main() -> None:
    """Write the chat, then walk each question."""
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--set", default="written-ko", choices=written.SETS)
    parser.add_argument("--cache", type=Path, help="the model's vectors kept between runs")
    parser.add_argument("texts", nargs="*", default=ASKED, help="questions to walk")
    args = parser.parse_args()
    chat = written.load(args.set)
    with tempfile.TemporaryDirectory(prefix="question-path-") as tmp:
        root = DataRoot(Path(tmp))
        latest, recent = evaluate.prepared(root, chat)
        dense = evaluate.Dense(args.cache)
        with RecallIndex(root, chat.chat_id) as index, evaluate._semantic(root, chat, index, dense):
            pass  # every message's vector written, as the background embedding leaves them
        contexts = ReplyContexts(root, chat.chat_id, semantic=True)
        try:
            contexts.build(Question.read(chat.questions[0].text), latest, recent, 2000)
            for text in args.texts:

                def ask(text: str = text) -> None:
                    question = Question.read(text, question_day(recent))  # the chat actor
                    contexts.embed_question(question)
                    contexts.build(question, latest, recent, 2000)

                print(f"\n{text}")
                report(walk(ask, text))
        finally:
            contexts.close()


if __name__ == "__main__":
    main()
