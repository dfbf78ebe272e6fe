"""The evidence-recall evaluation set: a generated long Korean group chat with questions."""
