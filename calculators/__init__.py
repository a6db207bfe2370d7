"""Deterministic okey scoring: tiles, melds, hand and match scores.

Pure code: no I/O, no web, no ML. Every number comes from a ruleset table
in :mod:`calculators.rulesets` that names its written source.
"""
