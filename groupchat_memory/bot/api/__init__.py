"""The library other programs use (re-exported by ``groupchat_memory``) and the MCP server."""
