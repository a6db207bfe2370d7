"""One table per ruleset: every number and rule switch the engine uses, with its source.

Why a table: the sources disagree (see ``shared/sources/README.md``), and a result
must never mix rulesets. Every scoring module reads its numbers from a
:class:`Ruleset` and cites ``ruleset.label_for(field)`` in its explanation, so a
reader can always see *which* written source a number came from.

The type is :mod:`calculators.rulesets.model`; the tables are
:mod:`calculators.rulesets.game_101` (oyna-101, od-101, turnuva-esli-101) and
:mod:`calculators.rulesets.game_duz` (oyna-duz, oyna-esli-duz); this module indexes them.

Conventions
-----------
* ``None`` for a switch means "our sources do not settle this under this
  ruleset"; code that meets ``None`` raises :class:`~calculators.errors.NotCovered`
  instead of picking a side.
* Finish ids are the API's: ``normal | okey | cift | cift-okey | elden |
  elden-okey | deste-bitti | el-bozuldu`` (düz: ``normal | okey | cift |
  cift-okey | deste-bitti | suruyor``, where ``cift`` is yedi çift and ``suruyor`` a hand not
  finished yet: only a shown gösterge's point is written so far).

House rules (table profiles)
----------------------------
Code reads behaviour from fields, never from ``id``, so a table's own rules are this
table with fields changed: :meth:`Ruleset.varied` (``dataclasses.replace`` that also
cites the house rule's source label for each changed field). The "Masa kuralları"
switches map onto fields as follows; a switch without a field yet needs one here and
the code that reads it, nothing else:

=======================  ==============================================================
``hands``                ``match_target=None, match_hands_default=N`` (``end_rule`` reads both)
``deste_biterse``        ``"yazilir"`` is the table's own scoring; ``"okey-101"``: :attr:`Ruleset.deste_bitti_okey_101`
``gosterge_sahte_okey``  :attr:`Ruleset.gosterge_sahte_okey` (``"yok"``; ``"iki-kat"`` also doubles that hand)
``katlamali``            :attr:`Ruleset.katlamali_played` (and ``katlamali_supported``; ``katlamali_pairs`` stays the base's)
``cift_okey``            :attr:`Ruleset.cift_okey_kat` (4)
``duz_bitis``            :attr:`Ruleset.duz_loss`: ``"oyna"`` is today's table, ``"bir-iki"`` another table
``dusmeli``              :attr:`Ruleset.duz_dusmeli`
``sifira_inen``          :attr:`Ruleset.duz_zero_leaves`
``ayni_renk``            :attr:`Ruleset.ayni_renk_kat` (2)
=======================  ==============================================================

>>> get_ruleset("oyna-101").opening_min_points
101
>>> get_ruleset("turnuva-esli-101").seri_wrap_13_1
False
>>> get_ruleset("oyna-101").label_for("okey_in_hand")
'oyna-yazboz'
>>> get_ruleset("yok-boyle")
Traceback (most recent call last):
...
calculators.errors.CalcError: Bilinmeyen kural seti: 'yok-boyle'. Geçerli olanlar: oyna-101 = 101 (standart), od-101 = 101 (OyunDostluğu kuralları), turnuva-esli-101 = Eşli 101 turnuva, oyna-duz = Düz okey, oyna-esli-duz = Eşli düz okey.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

from calculators.errors import CalcError
from calculators.registry import DEFAULT_RULESET, RULESET_IDS
from calculators.rulesets.game_101 import OD_101, OYNA_101, TURNUVA_ESLI_101
from calculators.rulesets.game_duz import OYNA_DUZ, OYNA_ESLI_DUZ
from calculators.rulesets.model import (READING_LEAD, DiscardPenalty, ElBozuldu, Game, GostergeSahteOkey,
                                        OkeyInHand, OkeyTaken, Ruleset)

__all__ = ["RULESETS", "RULESET_NAMES", "DEFAULT", "get_ruleset", "Ruleset", "READING_LEAD", "Game",
           "OkeyInHand", "DiscardPenalty", "OkeyTaken", "ElBozuldu", "GostergeSahteOkey",
           "OYNA_101", "OD_101", "TURNUVA_ESLI_101", "OYNA_DUZ", "OYNA_ESLI_DUZ"]

#: All rulesets by id, in the order the sources README lists them.
RULESETS: Mapping[str, Ruleset] = MappingProxyType({
    r.id: r for r in (OYNA_101, OD_101, TURNUVA_ESLI_101, OYNA_DUZ, OYNA_ESLI_DUZ)
})
assert tuple(RULESETS) == RULESET_IDS, "calculators.registry.RULESET_IDS and the tables must agree"

#: Ruleset id -> name shown to users, in the order pickers list them.
RULESET_NAMES: Mapping[str, str] = MappingProxyType({rid: r.name for rid, r in RULESETS.items()})

#: The ruleset used when a question names none (:data:`calculators.registry.DEFAULT_RULESET`).
DEFAULT: Ruleset = RULESETS[DEFAULT_RULESET]


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset with this id, or a CalcError listing the valid ids."""
    try:
        return RULESETS[ruleset_id]
    except (KeyError, TypeError):
        valid = ", ".join(f"{r.id} = {r.name}" for r in RULESETS.values())
        raise CalcError(
            f"Bilinmeyen kural seti: {ruleset_id!r}. Geçerli olanlar: {valid}.", field="ruleset"
        ) from None
