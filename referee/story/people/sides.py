"""Who sits on which side, told beside a person: "eşim Remzi" (the partner), "karşı takımdan Nihat",
"bizden Ozan", "berk karşımda", "solumdaki (karşı takım)", "karşı: X …, Y …" — the people dimension's
makers for an alias or a side (the rules are in :mod:`referee.story.people.rules`).
"""
from __future__ import annotations

from referee.story.lexicon import HONORIFICS, NOT_NAMES
from referee.story.people.described import demonym
from referee.story.people.seats import seat_of
from referee.story.people.tables import case_of, known_name, story_names
from referee.story.rules import Match
from referee.story.vocabulary import vocabulary


def _told(m: Match):
    """The word that names the person after a side's word: ``n``, or the name right after it when ``n`` is an
    epithet ("karşı takımda Kel Ali", "eşim Topal Recep": one person, called by the name the story knows)."""
    w = m["n"]
    if known_name(w.text, story_names(m)) is None and known_name(m.ws.at(w.i + 1), story_names(m)) is not None:
        return m.ws[w.i + 1]
    return w


def alias_partner(m: Match):
    w = _told(m)
    got = known_name(w.text, story_names(m)) or ((w.base, "nom") if w.cap and w.base not in NOT_NAMES else None)
    if got is None:
        return None
    return "alias", {"ref": "esim", "name": got[0], "case": got[1]}


def across_pair(m: Match):
    """"biz kemal+ben, karşıda rıza usta+hoca": "karşıda / karşımızda" before a side of two says where
    that side sits — the pair is the other side, not one more rival besides it."""
    ws, j = m.ws, m.end
    if ws.at(j + 1) == "+" or (ws.at(j + 2) == "+" and ws.at(j + 1) in HONORIFICS):
        return "across", {}
    return None


def side_aside(m: Match):
    """"solumdaki (karşı takım) okeyi atıp bitti": a side told in parentheses after a person is that
    person's team, not one more player."""
    if m.start == 0 or m.ws[m.start - 1].sep:
        return None
    ours = any(w.text in ("bizden", "bizim", "bizimkilerden", "bizdendi") for w in m.words)
    return "side", {"team": "us" if ours else "them"}


def alias_known(ref: str):
    """A name the story already knows, standing for a person by relation: ``ref`` is ``seat:karsi``
    ("ben emre, berk karşımda": Berk sits across the asker, the partner at a team table) or ``mate``
    ("eşi Nuri açamamıştı": Nuri is the partner of whoever was talked about last)."""
    def make(m: Match):
        w = m["n"]
        if ref == "mate" and seat_of(w.text) is not None:  # "eşi güneydeki oyuncu": the partner is that seat
            return "alias", {"ref": ref, "name": w.base, "key": "seat:" + seat_of(w.text), "case": "nom"}
        if ref == "mate" and demonym(w.text) is not None:  # "eşi Tirebolulu hiç açamadı": the partner is called so
            return "alias", {"ref": ref, "name": demonym(w.text)[0], "key": "name:" + demonym(w.text)[0], "case": "nom"}
        got = known_name(w.text, story_names(m))
        if got is None:
            return None
        return "alias", {"ref": ref, "name": got[0], "case": got[1]}
    return make


def alias_mate_epithet(m: Match):
    """"Ömer açamadı ama eşi laz Hasan açmıştı": a lowercase epithet ("laz", "kel", "deli") between "eşi" and
    a name the story knows — the partner is that name (the epithet is no player of its own)."""
    e = m["e"]
    if e.num is not None or e.verb is not None or e.cap or known_name(e.text, story_names(m)) is not None \
            or vocabulary(e.text):
        return None
    return alias_known("mate")(m)


def alias_mate_of(m: Match):
    """"Can'ın eşi Efe 46 kalmıştı": a name in the genitive, "eşi", then a name — the second is the first
    one's partner, told by name (one person, not "Can'ın eşi" and Efe besides)."""
    owner = known_name(m["a"].text, story_names(m))
    if owner is None or owner[1] != "gen":
        return None
    where = seat_of(m["n"].text)
    if where is not None:  # "Ali'nin eşi güneydeki oyuncu": Ali's partner sits in the south
        return "alias", {"ref": "mate", "name": m["n"].base, "key": "seat:" + where, "case": "nom",
                         "of": "name:" + owner[0]}
    got = alias_rival(m)  # the same reading of the name told
    if got is None or got[1]["name"] == owner[0]:
        return None
    return "alias", {**got[1], "ref": "mate", "of": "name:" + owner[0]}


def alias_rival(m: Match):
    w = _told(m)
    got = known_name(w.text, story_names(m)) or ((w.base, case_of(w.text.partition("'")[2])) if w.cap and w.base not in NOT_NAMES
                                 and w.verb is None else None)
    if got is None:
        return None
    return "alias", {"ref": "rival", "name": got[0], "case": got[1]}


def alias_rival_told(m: Match):
    """"karşıda şef açamadı": a name the story knows, told as sitting on the other side ("karşıda
    oturan", "karşıda 3 kişi": no name — those are left to the other rules)."""
    w = m["n"]
    if known_name(w.text, story_names(m)) is None or w.base in HONORIFICS:
        return None
    return alias_rival(m)


def side_next(m: Match):
    """"karşı: aşçı açmadı, sağımdaki açtı", "onlar: şef + komi": a side's word opening a sentence,
    then a pause — the people told after it in that sentence sit on the other side (no player "Rakip");
    "karşı takım (dayım ile rojda)": those in the parentheses."""
    if m.start > 0 and not m.ws[m.start - 1].sep and m.words[-1].text != "(":
        return None
    nxt = m.ws[m.end] if m.end < len(m.ws) else None
    if nxt is None or nxt.num is not None or nxt.sep:
        return None
    return "side-next", {"team": "them", **({"close": True} if m.words[-1].text == "(" else {})}


def rivals_named(m: Match):
    """"rakiplerden Kaan 3 ile kaldı, Berk açamadı": "of the rivals" before a name says the people told
    after it in that sentence are the other side (both rivals, not only the first)."""
    got = known_name(m.ws.at(m.end), story_names(m)) if m.end < len(m.ws) else None
    return ("side-next", {"team": "them"}) if got is not None and got[1] == "nom" else None


def alias_ally(m: Match):
    """"bizden Ozan açmıştı": a name told as one of ours sits on our side (the asker's partner when the
    asker plays too)."""
    got = alias_rival(m)
    return ("alias", {**got[1], "ref": "ally"}) if got else None


def person_fix(m: Match):
    """"amcam yok dayım ile kuzenim", "ali pardon cem bitti": a person taken back for another one told right
    after it — every mention of the first is the second ("X yok, Y var" says who is there: no correction)."""
    a = m["a"]
    b = m.ws[m.end] if m.end < len(m.ws) else None
    old = known_name(a.text, story_names(m))
    new = known_name(b.text, story_names(m)) if b is not None else None
    if old is None or new is None or old[0] == new[0] or old[1] != "nom" or m.ws.at(m.end + 1) in ("var", "vardi"):
        return None
    return "person-fix", {"old": old[0], "new": new[0]}  # the new one keeps its own word, read as a person


__all__ = ["rivals_named", "person_fix", "across_pair", "alias_ally", "alias_known", "alias_mate_of", "alias_partner", "alias_rival", "alias_rival_told", "side_aside", "side_next"]
