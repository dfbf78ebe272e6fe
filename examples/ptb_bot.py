"""An existing python-telegram-bot bot, given a memory: it records every message and its
own answers, and answers with what the memory holds about the message.

    BOT_TOKEN=123:abc GROUPCHAT_MEMORY_DATA_DIR=./memory python examples/ptb_bot.py
"""

from __future__ import annotations

import os
import signal

import anyio
from telegram import Update
from telegram.ext import Application, ContextTypes, MessageHandler, filters

import groupchat_memory


async def on_text(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Record the message, answer from the memory, record the answer."""
    memory: groupchat_memory.Memory = context.bot_data["memory"]
    message = update.effective_message
    if message is None or message.text is None:
        return
    await memory.record_message(message)
    found = await memory.context(message.chat_id, message.text)
    sent = await message.reply_text(f"기억해 둘게요 (참고한 대화 {len(found.messages)}개)")
    await memory.record_message(sent)


async def main() -> None:
    url = os.environ.get("BOT_API_URL", "https://api.telegram.org/bot")
    app = Application.builder().token(os.environ["BOT_TOKEN"]).base_url(url).build()
    app.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, on_text))
    async with groupchat_memory.open_memory() as memory, app:
        app.bot_data["memory"] = memory
        await app.start()
        assert app.updater is not None
        await app.updater.start_polling()
        with anyio.open_signal_receiver(signal.SIGINT, signal.SIGTERM) as signals:
            async for _ in signals:
                break
        await app.updater.stop()
        await app.stop()


if __name__ == "__main__":
    anyio.run(main)
