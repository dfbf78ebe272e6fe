"""The jobs that rewrite a chat's history: the archive and forgetting, their scrubbing and
locks, and ``Upkeep``, built beside the actor system by whoever runs it."""
