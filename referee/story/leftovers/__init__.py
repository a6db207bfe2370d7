"""What the story says that no rule read: the leftover-token guard (see ``rules.py``)."""
