"""The jobs that rewrite a chat's history while or outside the service: the archive and forgetting,
their scrubbing and locks.
"""
