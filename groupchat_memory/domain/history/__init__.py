"""History: the archive plan, the forgetting plan and redaction of stored text."""
