"""Recall: the per-chat term index (schema, writer, vocabulary), ranking, search, surroundings,
semantic vectors.
"""
