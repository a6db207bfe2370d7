"""Turning a calculation or an article into the answer a player reads."""
