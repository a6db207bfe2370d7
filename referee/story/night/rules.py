"""Tournament night and bracket numbers: "8 kişilik gecede 2. oldum", "masada 4. oldum",
"13 takım kaydoldu kaç bay" (esli-101-turnuva: Okey Gecesi, season points, the knock-out bracket).

Facts: ``players`` (how many played the night), ``rank`` (``n``; ``scope`` "table" when the story
says at a table, else the night), ``last`` ("sonuncu oldum": the last place), ``entries`` (teams
registered), ``ask`` (``what``: "season" | "rank" | "bay").
"""
from __future__ import annotations

from referee.story.people.tables import known_name
from referee.story.rules import Match, Rule, Rules


def _players(m: Match):
    return "players", {"n": m["n"].num}


_TABLE = frozenset({"masada", "masamda", "masamizda", "masa", "masadaki"})
_NIGHT = frozenset({"genel", "siralamada", "sonunda", "gecede", "gecenin", "gecesinde", "toplamda"})


def _rank(m: Match):
    """A rank; its scope is the last "masada" / "genel sıralamada" said before it (else the night)."""
    scope = "night"
    for j in range(m.start - 1, -1, -1):
        w = m.ws.at(j)
        if w in _TABLE:
            scope = "table"
            break
        if w in _NIGHT:
            break
    return "rank", {"n": m["n"].num, "scope": scope, "at": m["n"].i}


def _bare_rank(m: Match):
    """"ben 1. oğuz 6.": an ordinal right after a person, in a night's ranking."""
    prev = m.ws.at(m.start - 1)
    if m.ws.at(m.end).startswith("el"):
        return None  # "bir de ben 1. elde …": the hand's number after a person, no rank
    found = getattr(m.ws.found, "names", ())  # the names the story teaches ("kuzenim rojda 1.")
    if prev not in ("ben", "sen") and known_name(prev) is None and prev not in found:
        return None
    if not any(w.text.startswith(("gece", "sira", "kisi", "masa")) for w in m.ws):
        return None
    return _rank(m)


def _entries(m: Match):
    return "entries", {"n": m["n"].num}


RULES = Rules((
    Rule("8 kişilik", "n=#1-99 kisilik|kisiyle|kisiydik|kisi|kisiyiz|kisilik'", _players, claims=("n",)),
    Rule("6 kişiydik (copula)", "n=#1-99 kisiydik|kisiymisiz|kisiydiler|kisiymisler|kisiydi|kisiler|kisiden|kisinin",
         _players,
         claims=("n",)),
    Rule("2. oldum", "n=#. ?sira ol*|sirada|sira", _rank, claims=("n",)),
    Rule("ikinci oldum", "n=#. @ol", _rank, claims=("n",)),
    Rule("1. çıktı", "n=#. cikti|cikmis|cikmisti|geldi|gelmis|ciktim|ciktik|cikmistim|geldim|geldik", _rank,
         claims=("n",)),
    Rule("6. (sonuncu)", "n=#. ( sonuncu )", _rank, claims=("n",)),
    Rule("ben 1. oğuz 6.", "n=#.", _bare_rank, claims=("n",)),
    Rule("sonuncu oldum", "sonuncu|sonuncuyum|sonuncuydum|sonuncuyduk ?@ol", lambda m: ("last", {})),
    Rule("en son oldum", "en son @ol", lambda m: ("last", {})),
    Rule("13 takım", "n=#3-999 takim|takimla|takimli|takimin|takim'", _entries, claims=("n",)),
    Rule("sezon puanı kaç", "sezon puani|puanim|puanimiz|puanlari|puanlarimiz|puanimi", lambda m: ("ask", {"what": "season"})),
    Rule("sıra puanı kaç", "sira puani|puanim|puanimiz|puanlari|puanlarimiz", lambda m: ("ask", {"what": "rank"})),
    Rule("kaç bay", "kac ?takim bay*", lambda m: ("ask", {"what": "bay"})),
    Rule("bay geçer", "bay gecer|var|gecen|kalir", lambda m: ("ask", {"what": "bay"})),
    # what else the bracket tells (rounds, matches, the draw): a count of teams alone asks nothing of it
    Rule("kaç tur / kaç maç", "kac tur|turda|tur|turlu|mac|maci|macta|maclik", lambda m: ("ask", {"what": "bracket"})),
    Rule("ağaç, kura, eşleşme", "agac*|kura|kurada|kurayi|kurasi|eslesme*|fikstur*", lambda m: ("ask", {"what": "bracket"})),
))
