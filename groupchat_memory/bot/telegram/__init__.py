"""The Telegram service: polling, handlers, chat commands, personas, off-the-record windows."""
