"""Summaries: the files and their index, topics, decisions, proposals, insights, usage, the
summarizer protocol.
"""
