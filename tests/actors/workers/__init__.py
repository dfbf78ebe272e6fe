"""Helpers and subprocess scripts of the actor tests."""
