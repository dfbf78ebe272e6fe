"""The memory domain: summaries, topics, keywords, recall and its index, context
assembly, queries, insights and the archive plan. Plain modules over the store: no
mailboxes, no actors, no LLM clients."""
