"""Everything that talks to a language model: the Claude and offline summarizers, prompts
and answer parsing, the personas' reply call, and the one client factory."""
