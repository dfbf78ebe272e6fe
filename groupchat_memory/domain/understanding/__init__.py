"""What a group decided and who took which task, read from how the conversation goes."""
