"""Mentions that are no person of their own: a title beside a name, a word no one is called (issue 11).

The people rules read every word that *could* point to someone: a capital, a word before an
honorific, a kin word, a role. Some of those candidates are no person at all, whatever rule found
them, and this is the one place that says which — one test for every rule, not one exception a rule:

- **a title attaches to the name beside it**: "Erdoğan Bey", "Nazife Hanım", "Tahsin Hoca", "Cemo
  Reis": the title word right after a mention of a named person is that person's title, never a fifth player. A title alone ("yengeye kaç", "hocaya 40 yazıldı")
  stays a mention: :func:`referee.story.titled.title_aliases` resolves it to the one told with it;
- **a title or role before a name is that person's**: "Doktor Selim", "stajyer Burcu", "Sorumlu Mühendis
  Tarık": a role word right before a named mention (with no pause between) is how that person is called,
  never one more player; alone ("stajyer açmıştı") the role stays a mention (the abbreviation "Dr." is
  dropped with its full stop where the words are made, :mod:`referee.story.words`);
- **a word no person is called by**: a mention whose word the analyser reads only as a plural
  ("Hayırlı günler efendim": "günler" is days; "Selamlar hocam"), and that no names list or the story
  itself teaches as a name, is chat — the greeting of the message;
- **the one the message is addressed to**: "Cengiz abi, …", "Cengiz abi 6. el …", "… Hasan kaç yazar Nuri
  usta?": a name with a title opening the message (after a greeting at most) or closing its question, with no
  deed of its own right after it and never told again, is the referee asked (the café's organiser), no player;
- **someone asked to help**: "… biri baksın 🙏", "biri söylesin": whoever reads the message, no player.

>>> from referee.story.reader import facts_of
>>> from referee.story.words import words
>>> ws = words("karşı takımdan Erdoğan Bey açmadı, Nazife Hanım bitti")
>>> [f.value.get("name") or f.value["ref"] for f in facts_of(ws) if f.dim == "people"]
['erdogan', 'name:nazife']
>>> ws = words("Sorumlu Mühendis Tarık açmadı, Öğretmen Nuran bitti, stajyer açtı")
>>> [f.value["ref"] for f in facts_of(ws) if f.dim == "people" and f.kind == "person"]
['name:tarik', 'name:nuran', 'name:stajyer']
>>> ws = words("İyi geceler efendim. Tahsin Hoca bitti")
>>> [f.value["ref"] for f in facts_of(ws) if f.dim == "people" and f.kind == "person"]
['name:tahsin']
>>> ws = words("Cengiz abi, Doktor bitti Hasan açmadı. Hasan kaç yazar Nuri usta?")
>>> [f.value["ref"] for f in facts_of(ws) if f.dim == "people" and f.kind == "person"]
['name:doktor', 'name:hasan', 'name:hasan']
>>> ws = words("ayşe abla 7 çift yapıp okey attı, Hasan açmadı. Hasan kaç yazar")
>>> [f.value["ref"] for f in facts_of(ws) if f.dim == "people" and f.kind == "person"][0]
'name:ayse'
>>> ws = words("Cengiz abi okeyle bitti, Hasan açmadı. Hasan kaç yazar")
>>> [f.value["ref"] for f in facts_of(ws) if f.dim == "people" and f.kind == "person"][0]
'name:cengiz'
"""
from __future__ import annotations

from referee.story.lexicon import HONORIFICS, NAMES, NICKNAMES
from referee.story.people.tables import SPOUSE
from referee.story.rules import Fact
from referee.story.words import Words
from referee.text.morph import readings

#: Titles written after a name ("Erdoğan Bey", "Cemo Reis", "Sevim Hanımefendi"): with the honorifics
#: of kinship ("Ayşe abla", "Rıfat dayı") they make one person with the name before them.
TITLES = HONORIFICS | frozenset({"reis", "aga", "efendim", "hanimefendi", "beyefendi", "hocam", "kaptan", "baba",
                                  "ana", "nine", "hanimabla", "hanimteyze"})


#: Titles and roles written before a name ("Doktor Selim", "stajyer Burcu", "Sorumlu Mühendis Tarık"):
#: with the name right after them they are that person's, not a player of their own.
PRE_TITLES = frozenset({"dr", "doktor", "doc", "docent", "prof", "profesor", "av", "avukat", "stajyer", "sorumlu",
                        "hemsire", "ogretmen", "muhendis", "mudur", "komiser", "yuzbasi", "binbasi", "albay",
                        "hakim", "savci", "eczaci", "uzman", "asistan", "basasistan"})


def _named(f: Fact) -> bool:
    """A mention of someone by a name (or a kin word): a reference ``name:…``, or an alias with a name."""
    if f.dim != "people":
        return False
    ref = f.value.get("ref", "")
    return isinstance(ref, str) and ref.startswith("name:") or f.kind == "alias" and bool(f.value.get("name"))


def title_word(text: str) -> bool:
    """The folded word is a title, with or without a case ending ("Bey'in", "hanıma", "hocanın")."""
    base = text.split("'", 1)[0]
    return base in TITLES or any(base.startswith(t) and len(base) - len(t) <= 4 for t in ("bey", "hanim", "hoca"))


def _attached_title(f: Fact, by_end: dict[int, Fact], ws: Words) -> bool:
    """A one-word person mention that is a title right after another person's name."""
    word = ws.at(f.start)
    if f.kind != "person" or f.end - f.start != 1 or not title_word(word):
        return False
    if word.split("'", 1)[0] not in TITLES and "'" not in word:
        return False  # "Ali hocanın perindeki okeyi aldı": Ali took the hoca's okey — a title in a case is its
        # own person unless written as one proper name with the name ("Yılmaz Bey'in": the apostrophe after both)
    before = by_end.get(f.start)
    return before is not None and before is not f and _named(before)


def _title_before(f: Fact, starts: dict[int, Fact], ws: Words) -> bool:
    """A one-word person mention on a title or role word right before a named mention (maybe after a
    second title: "Sorumlu Mühendis Tarık"), with no pause between them."""
    if f.kind != "person" or f.end - f.start != 1 or ws.at(f.start) not in PRE_TITLES:
        return False
    j = f.end
    if ws.at(j) in PRE_TITLES:
        j += 1
    after = starts.get(j)
    return after is not None and after is not f and after.end - after.start == 1 and _named(after) and \
        ws.at(j) not in PRE_TITLES


def plural_only(word: str) -> bool:
    """The analyser reads the folded word as a plural and never as one bare noun or name: "günler",
    "akşamlar", "selamlar" are many of something — no one person ("Hocalar" may also be a name: kept)."""
    found = readings(word)
    return any("A3pl" in r.morphemes for r in found) and \
        not any(r.morphemes == ("Noun", "A3sg", "Nom") or r.morphemes == ("Adj",) for r in found)


def _called_by_none(f: Fact, ws: Words, taught: set[str]) -> bool:
    """A name mention on a word no person is called by: a plural (:func:`plural_only`)."""
    ref = f.value.get("ref", "")
    if f.kind != "person" or not isinstance(ref, str) or not ref.startswith("name:"):
        return False
    name = ref[5:]
    if name in NAMES or name in NICKNAMES or name in SPOUSE or name in taught or not name.isalpha():
        return False
    return plural_only(name)


#: Greetings that may come before the name a message is addressed to ("Selam Cengiz abi, …").
_GREETINGS = frozenset({"selam", "selamlar", "slm", "merhaba", "mrb", "meraba", "hayirli", "iyi", "aksamlar",
                        "geceler", "gunler", "kolay", "gelsin", "gunaydin", "hey", "ya"})
#: Words that ask, before the name a question closes with ("… kaç yazar Nuri usta?").
_ASKED = frozenset({"kac", "kacar", "mi", "mu", "mudur", "midir", "ne", "nedir", "degil", "yani"})


def _addressed(f: Fact, facts: list[Fact], ws: Words) -> bool:
    """A name with a title that opens the message or closes its question, never told again, no deed right
    after it: the one asked ("Cengiz abi, …"), no player (see the module doc)."""
    ref = f.value.get("ref", "")
    if f.kind != "person" or not f.value.get("honorific") or not str(ref).startswith("name:"):
        return False
    if any(g is not f and g.dim == "people" and (g.value.get("ref") == ref or g.value.get("name") == ref[5:])
           for g in facts):
        return False
    if all(w.text in _GREETINGS or w.sep for w in ws.items[:f.start]):
        nxt = ws[f.end] if f.end < len(ws) else None
        return nxt is not None and (nxt.sep or nxt.ordinal or any(
            g.dim == "people" and g.start == f.end for g in facts))  # "Cengiz abi 6. el", "Cengiz abi, Doktor bitti"
    rest = [w for w in ws.items[f.end:] if not w.sep]
    before = ws[f.start - 1] if f.start else None
    return not rest and before is not None and (before.text in _ASKED or before.verb is not None and
                                                before.verb.form == "finite")


#: Verbs a message asks someone to help with ("biri baksın", "biri söylesin", "biri hesaplasın mı").
_HELP = ("bak", "soyle", "hesapla", "yardim", "acikla", "anlat", "cevap", "yaz")


def _helper_asked(f: Fact, ws: Words) -> bool:
    """"… biri baksın 🙏", "biri söylesin": the someone asked to look at the count, no player."""
    if f.kind != "person" or f.value.get("ref") != "other" or ws.at(f.start) not in ("biri", "birisi"):
        return False
    nxt = ws.at(f.end)
    return nxt.startswith(_HELP) and \
        (nxt.endswith(("sin", "sun", "sa", "sana")) or ws.at(f.end + 1) in ("mi", "mu", "misin", "musun"))


def settle(facts: list[Fact], ws: Words) -> list[Fact]:
    """The facts without the mentions that are nobody (see the module doc); everything else as it was."""
    found = getattr(ws, "found", None)
    taught = set(found.names) if found is not None else set()
    by_end = {f.end: f for f in facts if _named(f)}
    starts = {f.start: f for f in facts if f.dim == "people"}
    return [f for f in facts if not (_attached_title(f, by_end, ws) or _title_before(f, starts, ws)
                                     or _called_by_none(f, ws, taught) or _addressed(f, facts, ws)
                                     or _helper_asked(f, ws))]


__all__ = ["PRE_TITLES", "TITLES", "settle", "title_word"]
