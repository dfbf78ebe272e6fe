"""The actor runtime: the actor system and its supervisor, one chat actor per chat and the
collaborators it owns (recorder, summary scheduler, chat state, insight jobs, reply contexts)."""
