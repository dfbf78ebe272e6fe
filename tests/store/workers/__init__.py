"""Small scripts the store's crash tests run as real subprocesses."""
