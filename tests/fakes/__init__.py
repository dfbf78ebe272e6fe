"""Fakes at the network edge: small HTTP servers on 127.0.0.1 for tests and benchmarks."""
