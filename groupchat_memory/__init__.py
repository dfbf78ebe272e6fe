"""groupchat-memory: durable, shared conversation memory for LLM personas in a group chat.

Installed, the repository's top-level folders are the subpackages of this one import name:
``groupchat_memory.store`` (durable state), ``.domain`` (the memory domain), ``.llm``
(model clients), ``.actors`` (the per-chat runtime), ``.watchers`` (insight delivery)
and ``.bot`` (the Telegram front end and command line). In a checkout, the links in this
folder point at those top-level folders, so tools see the installed layout.
"""
