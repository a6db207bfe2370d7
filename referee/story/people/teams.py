"""Teams told as sides: "burak+ayşe vs kuzen+deniz", "ben+hasan amca / sevim+nazmi", "biz (ece-efe)",
and a team's own name ("Kartallar'ın") — the people dimension's makers for two against two.
"""
from __future__ import annotations

from referee.story.lexicon import HONORIFICS, NAMES, NICKNAMES
from referee.story.people.tables import known_name, label_of
from referee.story.rules import Match
from referee.story.vocabulary import vocabulary


def _ref(ref: str, case: str, **more) -> tuple[str, dict]:
    return "person", {"ref": ref, "case": case, **more}


def team_label(m: Match):
    got = label_of(m, m.words[0].text)
    if got is None:
        return None
    if m.ws.at(m.start - 1) == "(" and m.ws.at(m.start + 1) == ")":
        return None  # "Gizem (B) bitti": the side of the name before it (its member), not a side told
    return _ref("label:" + got[0], got[1])


def _side_names(ws, start: int, end: int) -> list[str]:
    """The people of one side, in order; an honorific after a name is part of it ("hasan amca"), one
    standing alone is the player ("mert+hoca": Hoca)."""
    out = []
    for k in range(start, end):
        w = ws[k]
        if w.text in ("+", "ile", "ve", "(", ")") or w.sep or (w.text in HONORIFICS and k > start and ws.at(k - 1) not in ("+", "(")):
            continue
        if ws.at(k + 1) == "(" and ws.at(k + 2) == "ben" and ws.at(k + 3) == ")":
            continue  # "Necati (ben)": the asker's own name, the asker follows
        if w.text == "ben" or w.text == "biz":
            out.append("ben")
            continue
        got = known_name(w.text, getattr(getattr(ws, "found", None), "names", set()))
        out.append(got[0] if got else w.base)
    return out


def teams(m: Match):
    """"burak+ayşe abla vs kuzen+deniz", "oğuz-ben vs burak-ayşe": two sides of two."""
    ws = m.ws
    words = [w.text for w in m.words]
    try:
        mid = next(k for k in range(len(words) - 1) if words[k] == "+" and words[k + 1] == "+")
    except StopIteration:
        return None
    left = _side_names(ws, m.start, m.start + mid)
    right = _side_names(ws, m.start + mid + 2, m.end)
    if len(left) != 2 or len(right) != 2:
        return None
    return "teams", {"sides": [left, right]}


def teams_listed(m: Match):
    """"ben+hasan amca / sevim+nazmi", "ali-veli, cem-can": two joined pairs one after the other are
    the two sides."""
    ws = m.ws
    words = [w.text for w in m.words]
    mid = next((k for k in range(len(words)) if words[k] == "," and k > 0), None)
    if mid is None:
        return None
    left = _side_names(ws, m.start, m.start + mid)
    right = _side_names(ws, m.start + mid + 1, m.end)
    if len(left) != 2 or len(right) != 2 or any(vocab_word(n) for n in left + right if n != "ben"):
        return None
    return "teams", {"sides": [left, right]}


def teams_with_ile(m: Match):
    """"ege ile ben, can ile tolga", "hacı ile ben vs rıza ile muhtar": two pairs joined by "ile" are the
    two sides. Only people: a side with a number or a word of the game ("sarı 4 ile mavi 5, …", "okey
    ile sarı 6") is a list of tiles, and one side must be the asker's, so a told pair is never a guess."""
    ws = m.ws
    words = [w.text for w in m.words]
    cut = next((k for k in range(1, len(words)) if words[k] == ","), None)
    skip = 1
    if cut is None:
        cut = next((k for k in range(1, len(words) - 1) if words[k] == "+" and words[k + 1] == "+"), None)
        skip = 2
    if cut is None:
        return None
    left = _side_names(ws, m.start, m.start + cut)
    right = _side_names(ws, m.start + cut + skip, m.end)
    people = [n for n in left + right if n != "ben"]
    if len(left) != 2 or len(right) != 2 or "ben" not in left + right or \
            any(not n.isalpha() or vocab_word(n) for n in people):
        return None
    return "teams", {"sides": [left, right]}


def _comitative(ws, k: int) -> str | None:
    """The person word k names when it is in the comitative ("babamla", "ege'yle", "şefle": with X)."""
    got = known_name(ws[k].text, getattr(getattr(ws, "found", None), "names", set()))
    return got[0] if got is not None and got[1] == "ins" else None


def _person(ws, k: int) -> str | None:
    """The person word k names, in the nominative ("ben", "yengem", "tolga")."""
    if ws.at(k) in ("ben", "biz"):
        return "ben"
    got = known_name(ws[k].text, getattr(getattr(ws, "found", None), "names", set()))
    return got[0] if got is not None and got[1] == "nom" else None


def pair_with(m: Match):
    """"babamla ben bir takım", "ben ablamla bir takımım", "amcamla yengem karşı": a person in the
    comitative and another one are one side (the other side is whoever is left, or the next pair)."""
    a, b = _comitative(m.ws, m["a"].i), _person(m.ws, m["b"].i)
    if a is None or b is None or a == b:
        return None
    return "team-pair", {"names": [a, b], **({"side": "them"} if "ben" not in (a, b) and
                                            m.words[-1].text.startswith("karsi") else {})}


def pair_with_ile(m: Match):
    """"ben usta ile eşim", "ben Nermin abla ile eşim": the asker and the person before "ile" are one side."""
    a = _person(m.ws, m["a"].i)
    if a is None or a == "ben":
        return None
    return "team-pair", {"names": ["ben", a]}


def pair_with_points(m: Match):
    """"babamla ben 9'daydık": a pair with one standing between them is one side (its points are the
    hands dimension's)."""
    nxt = m.ws[m.end] if m.end < len(m.ws) else None
    got = pair_with(m) if nxt is not None and nxt.num is not None and not nxt.ordinal else None
    return (got[0], {**got[1], "weak": True}) if got else None


def us_with(m: Match):
    """"biz şefle …": we are the asker and the person in the comitative (a side only at a team table:
    "biz kemalle ikimiz de açamadık" at a 101 table of four tells two players, no partner)."""
    a = _comitative(m.ws, m["a"].i)
    return ("team-pair", {"names": ["ben", a], "weak": True}) if a is not None else None


def teams_with(m: Match):
    """"babamla ben, amcamla yengem", "… vs …": two pairs, each a person in the comitative and another
    one, are the two sides."""
    ws = m.ws
    # the second side in the comitative too ("amcamla yengem"), or joined ("Tolga–Serkan", "Tolga ve Serkan")
    joined = m.get("j") is not None
    sides = [[_comitative(ws, m["a"].i), _person(ws, m["b"].i)],
             [_person(ws, m["c"].i) if joined else _comitative(ws, m["c"].i), _person(ws, m["d"].i)]]
    names = [n for side in sides for n in side]
    if None in names or len(set(names)) != 4:
        return None
    return "teams", {"sides": sides}


def teams_with_points(m: Match):
    """"cansu-sinan 11, mert-hoca 14": two joined pairs, each with its points (the numbers are the
    hands dimension's, :func:`referee.story.hands.rules._side_points`), are the two sides."""
    ws, j = m.ws, m.end
    if j + 4 >= len(ws) or ws[j].num is None or ws.at(j + 1) != "," or ws.at(j + 3) != "+" or \
            ws[j + 5].num is None if j + 5 < len(ws) else True:
        return None
    left = _side_names(ws, m.start, m.end)
    right = _side_names(ws, j + 2, j + 5)
    if len(left) != 2 or len(right) != 2 or any(vocab_word(n) for n in left + right if n != "ben"):
        return None
    return "teams", {"sides": [left, right]}


def vocab_word(word: str) -> bool:
    """A word of the game that is no name a list knows (a side of two is two people)."""
    return vocabulary(word) and word not in NAMES and word not in NICKNAMES


def team_us(m: Match):
    names = _side_names(m.ws, m["a"].i, m["b"].i + 1)
    if len(names) != 2:
        return None
    return "team-us", {"names": names}


def team_pair(m: Match):
    """"Berber ile ben bir takım", "hacı ve şükrü takımdı": two people told as one side (the other
    side is whoever is left; two such sentences name both sides)."""
    names = _side_names(m.ws, m["a"].i, m["a"].i + 1) + _side_names(m.ws, m["b"].i, m["b"].i + 1)
    if len(names) != 2 or names[0] == names[1] or any(vocab_word(n) for n in names if n != "ben"):
        return None
    return "team-pair", {"names": names, **_across(m)}


#: Nouns a joined pair stands before as one side: "Necdet-Sabri çifti", "Kıvo-Bebiş ikilisi", "Ali-Can takımı".
PAIR_NOUNS = ("cifti", "ciftinin", "ciftine", "ciftinden", "ciftini", "ciftiyle", "ciftinde", "ikilisi", "ikilisinin",
              "ikilisine", "ikilisinden", "ikilisini", "ikilisiyle", "takimi", "takiminin", "takimina", "takimindan",
              "takimini", "takimiyla", "esleri", "eslerinin", "eslerine")


def pair_named(m: Match):
    """"Necdet-Sabri çiftinin toplamı", "karşıdaki Rıza-Cevdet çiftinden Rıza", "Hüsnü-Kemal çiftine karşı
    oynadık": a joined pair before a pair noun is one side of two — the other side when "karşı" stands next
    to it, and never two players more beside a side of the same names."""
    names = _side_names(m.ws, m["a"].i, m["a"].i + 1) + _side_names(m.ws, m["b"].i, m["b"].i + 1)
    if len(names) != 2 or names[0] == names[1] or any(vocab_word(n) for n in names if n != "ben"):
        return None
    near = (m.ws.at(m.start - 1), m.ws.at(m.end))
    if m.ws.at(m.end).startswith("karsi"):
        return None  # "Ali-Veli çiftine karşı oynadık": the pair played against (people.asides)
    them = "ben" not in names and any(w.startswith("karsi") for w in near)
    return "team-pair", {"names": names, **({"side": "them"} if them else {})}


def side_told(m: Match):
    """"karşı takım dayım ile kuzenim", "karşı takım: Berk-Selin": the other side's word, then the
    two people of that side — a pair on the other side, not one more rival "Rakip" besides them."""
    ws, j = m.ws, m.end
    if ws.at(j) == ",":
        j += 1
    a = _person(ws, j) if j < len(ws) else None
    j += 1 + (ws.at(j + 1) in HONORIFICS)  # "karşı taraf Temel dayı ile Fadime": a title after a name is the name's
    b = _person(ws, j + 1) if j + 1 < len(ws) else None
    joined = ws.at(j) in ("ile", "ve", "+")
    j += 2 + (ws.at(j + 2) in HONORIFICS)
    if a is None or b is None or a == b or "ben" in (a, b) or not joined or ws.at(j) not in ("", ".", ","):
        return None
    return "team-pair", {"names": [a, b], "side": "them"}


def _across(m: Match) -> dict:
    """"… karşı", "… karşıda": the pair told is the other side."""
    last = m.words[-1].text
    return {"side": "them"} if last.startswith("karsi") and "ben" not in _side_names(m.ws, m.start, m.end) else {}


__all__ = ["team_label", "pair_named", "PAIR_NOUNS", "side_told", "teams", "teams_listed", "teams_with_ile", "teams_with_points", "team_us", "team_pair", "vocab_word",
           "pair_with", "pair_with_points", "us_with", "teams_with"]
