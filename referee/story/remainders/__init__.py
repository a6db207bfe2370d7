"""The remainders dimension of the story reader: rules.py (rules) beside corpus.py (examples)."""
