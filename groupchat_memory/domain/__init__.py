"""The memory as plain functions and classes over the store (no mailboxes, no model
clients): ``text/``, ``recall/``, ``summaries/``, ``history/``, and on top ``context`` (a
reply's context), ``queries`` (the read API every front end uses) and ``settings``."""
