"""Helpers for the insight watcher's tests: a fake Bot API and file-drop tools."""
