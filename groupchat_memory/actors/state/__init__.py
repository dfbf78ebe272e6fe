"""A chat's state: what ``state.json`` holds (``persisted``, ``start_marks``), the
conversations and dedupe memory an actor keeps (``lanes``, ``seen_ids``), how a start
rebuilds them from the log tail (``rebuild``), and ``ChatState``, their one writer
(``chat_state``)."""
