"""The peer: a python-telegram-bot bot as a bot author would write it, keeping every
message in ``chat_data`` with PTB's own ``PicklePersistence`` and ``run_polling``.

    python bench/soak/peer_bot.py TOKEN BASE_URL PICKLE_PATH
"""

from __future__ import annotations

import sys

from telegram import Update
from telegram.ext import (
    ApplicationBuilder,
    ContextTypes,
    MessageHandler,
    PicklePersistence,
    filters,
)


async def remember(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Keep the message in the chat's data (what PicklePersistence stores)."""
    message = update.effective_message
    if message is None or context.chat_data is None:
        return
    kept = context.chat_data.setdefault("messages", [])
    kept.append({"id": message.message_id, "text": message.text})


def main() -> None:
    """Build the bot with PicklePersistence defaults and poll until SIGTERM."""
    token, base_url, path = sys.argv[1:4]
    app = (
        ApplicationBuilder()
        .token(token)
        .base_url(base_url)
        .persistence(PicklePersistence(filepath=path))
        .build()
    )
    app.add_handler(MessageHandler(filters.ALL, remember))
    app.run_polling(timeout=1, allowed_updates=Update.ALL_TYPES)


if __name__ == "__main__":
    main()
