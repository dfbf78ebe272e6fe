"""What every layer stands on and that is no storage: the root of the error hierarchy
(``errors``), how a command finds its config file and data folder (``config_lookup``),
systemd's notify protocol and credentials (``systemd``), and the matching view of text
that masking and speaker names read (``textfold``). It imports nothing of the project's
above it."""
