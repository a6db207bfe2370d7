"""Tournament night at the café: the knock-out tournament and the Okey Gecesi with its season.

- :mod:`~referee.tournaments.draw`: the bracket's first round from a seed, winners moved up (pure).
- :mod:`~referee.tournaments.seating`: Okey Gecesi tables, new opponents, first dealers (pure).
- :mod:`~referee.tournaments.knockout` and :mod:`~referee.tournaments.view`: the tournament service.
- :mod:`~referee.tournaments.night`: nights, standings and seasons.
- :mod:`~referee.tournaments.keys`: capability secrets (public / table / manage links).

The numbers are the engine's (:mod:`calculators.tournament`, source esli-101-turnuva).
"""
