"""Hand marks told in other ways than "N. el": "bu sefer" after a hand ended, a digit with an ordinal
suffix ("1inci el"), hands numbered after the word with no colon ("el 1 … el 2 …"). Used by
:mod:`referee.story.hands.rules`."""
from __future__ import annotations

from referee.story.rules import Match

_FIRST_HANDS = frozenset({"ilk", "birinci", "ikinci", "ucuncu", "dorduncu", "besinci"})


def _ends(w) -> bool:
    return w.verb is not None and w.verb.root == "bit" and w.verb.form == "finite" or w.text.startswith("deste")


def this_time(m: Match):
    """"ilk el deste bitti. bu sefer Ali normal bitti": "this time" starting a clause, after a hand told by
    its number has ended and before a finish of its own, is the next hand; inside a clause ("ben bu sefer
    açamadım"), with no hand told before ("bu sefer 30'dan başladık") or no finish after it ("2. el Ali
    bitti, bu sefer ben açamadım": this hand's contrast with the last) it is only "this time"."""
    ws = m.ws
    prev = ws[m.start - 1] if m.start else None
    if prev is None or not (prev.sep or (prev.verb is not None and prev.verb.form == "finite")):
        return None
    marks = [j for j in range(1, m.start) if ws[j].text in ("el", "elde", "eli", "el:") and
             (ws[j - 1].ordinal or ws[j - 1].text in _FIRST_HANDS)]
    if not marks or not any(_ends(ws[j]) for j in range(marks[-1], m.start)):
        return None
    after = range(m.end, len(ws))
    return ("hand", {"rel": "next"}) if any(_ends(ws[j]) for j in after) else None


#: Ordinal suffixes a digit may carry instead of its dot ("1'inci el", "2nci elde", "3üncü el").
_ORDINAL_ENDINGS = frozenset({"inci", "nci", "unci", "uncu", "ncu", "ci", "cu", "nc"})


def hand_suffixed(m: Match):
    """"1inci el Ali bitti. 2nci elde …": a digit with an ordinal suffix before "el" is the hand's number."""
    n = m["n"]
    return ("hand", {"n": n.num}) if n.suffix in _ORDINAL_ENDINGS and 1 <= n.num <= 30 else None


def listed_hands(m: Match) -> bool:
    """"el 1 Ali normal bitti. el 2 Veli okeyle bitti", "el1 … el2 …": hands numbered after the word with
    no colon — another "el M" starting a clause elsewhere in the story makes it a list of hands."""
    ws, n = m.ws, m["n"].num
    return any(ws[j].text == "el" and ws[j + 1].num not in (None, n) and not ws[j + 1].suffix and not ws[j + 1].ordinal
               and (j == 0 or ws[j - 1].sep) for j in range(len(ws) - 1) if j != m.start)
