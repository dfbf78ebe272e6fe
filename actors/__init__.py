"""Per-chat actors: the supervisor, chat actors, topics, summaries and context assembly."""
