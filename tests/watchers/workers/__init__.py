"""Helpers for the insight watcher's tests: file-drop tools and event-driven waiting."""
