"""The Telegram front end, the command line and the service composition root."""
