"""An existing python-telegram-bot bot, given a memory: it records every message and its
own answers, and answers with what the memory holds about the message.

    BOT_TOKEN=123:abc GROUPCHAT_MEMORY_DATA_DIR=./memory python examples/ptb_bot.py
"""

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
    assert message is not None and message.text is not None  # the filter below asks for text
    await memory.record_message(message)
    found = await memory.context(message.chat_id, message.text)
    sent = await message.reply_text(f"기억해 둘게요 (참고한 대화 {len(found.messages)}개)")
    await memory.record_message(sent)


async def main() -> None:
    builder = Application.builder().token(os.environ["BOT_TOKEN"])
    app = builder.base_url(os.environ.get("BOT_API_URL", "https://api.telegram.org/bot")).build()
    app.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, on_text))
    async with groupchat_memory.open_memory() as memory, app:
        app.bot_data["memory"] = memory
        await app.start()
        assert app.updater is not None
        await app.updater.start_polling()
        with anyio.open_signal_receiver(signal.SIGINT, signal.SIGTERM) as signals:
            await anext(signals)  # run until SIGINT or SIGTERM
        await app.updater.stop()
        await app.stop()


if __name__ == "__main__":
    anyio.run(main)
