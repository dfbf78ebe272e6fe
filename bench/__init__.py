"""Benchmarks: scripts that print figures next to named peers (never run by the tests)."""
