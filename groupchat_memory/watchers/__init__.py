"""The insight watcher: delivers insight files to Anu exactly once."""
