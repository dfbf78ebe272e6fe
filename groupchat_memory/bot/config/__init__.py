"""The configuration file and persona configuration, and the log filter that keeps secrets out."""
