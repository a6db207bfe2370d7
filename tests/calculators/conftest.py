"""The engine's property tests judge behaviour, never time (speed is measured by ``bench/``).

Hypothesis's per-example deadline is a timed test in disguise: on a loaded machine a
correct example can take 0.5 s once and fail the run. The profile turns it off.
"""
from hypothesis import settings

settings.register_profile("engine", deadline=None)
settings.load_profile("engine")
