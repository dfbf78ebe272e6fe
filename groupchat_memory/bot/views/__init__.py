"""The text and JSON answers that the chat, the CLI, the library and the MCP server share."""
