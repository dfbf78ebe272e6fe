"""The front ends, each in its own subpackage: the Telegram service, the command line, the
importers, the library and MCP server, over shared views and configuration."""
