"""The command line: entry point, parser, commands, doctor, console and demo."""
