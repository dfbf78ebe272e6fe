"""Durable state: record types, the JSONL message log, the TinyDB document store,
exclusive files, PII masking and permissions. Knows nothing of Telegram or LLMs."""
