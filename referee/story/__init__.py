"""The score-story reader: a thumb-typed story → what was told → the engine's typed input.

One folder per kind of fact (Duckling's dimensions), each a list of small named rules beside a
corpus of examples the tests run:

=============  ====================================================================
``tiles/``     tiles in every notation ("k7", "mavi on iki", "sarı2"), the okey from the gösterge
``openings/``  opened with melds / pairs / not at all
``finishes/``  who finished and how: last tile, pairs, elden / kafa, deste bitti, el bozuldu
``remainders/`` what an opened player still holds ("elimde 41 kaldı", "3 taş kaldı")
``penalties/`` işlek, okey discarded, failed opening, okey taken — with counts; the gösterge (düz)
``people/``    the asker, partner, rivals, seats, names, nicknames, teams ("burak+ayşe vs …")
``hands/``     where hands start, points stated before a hand, the düz start, match length
``question/``  what is asked and about whom (``targets.py``); yes/no claims ("404 mü?")
``corrections/`` "yok yok 23 değil 32" — the later word replaces what it corrects
``night/``     Okey Gecesi ranks and season points, the bracket
=============  ====================================================================

:func:`read` (``reader.py``: words → facts → clauses → a :class:`~referee.story.reading.Reading`)
is separate from :func:`plan` (``plan*.py``: a reading under a ruleset → HandInput / MatchInput,
what to report, what is missing); :func:`~referee.story.understood.understood` gives issue 13's
``understood`` / ``missing`` data, and :func:`~referee.story.fill.fill` applies an answered missing
slot to a reading (``referee.scoring.answer_filled`` for the ``/fill`` endpoint).

>>> r = read("rakip okeyle bitti, açmıştım elimde 41 kaldı kaç yazarım", "oyna-101")
>>> r.hands[0].finisher, r.hands[0].okey_last, r.hands[0].players["ben"].sums
('rakip', True, [41])
>>> p = plan(r)
>>> p.engine.finish, [x.remaining_sum for x in p.engine.players if x.name == "Sen"]
('okey', [41])
"""
from referee.story.plan import Plan, plan
from referee.story.reader import asks_number, read
from referee.story.reading import Reading

__all__ = ["read", "plan", "asks_number", "Plan", "Reading"]
