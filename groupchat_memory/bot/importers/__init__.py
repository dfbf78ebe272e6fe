"""Importers: the replay machinery, ingest, Telegram Desktop exports and the legacy format, with
progress.
"""
