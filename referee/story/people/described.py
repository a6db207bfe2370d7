"""A player named by a description, not a name (issue 11, causes 1 and 10): "Hollandalı misafirimiz",
"yaşlı adam", "sakallı arkadaş", "kuzeydeki oyuncu", "doğudakine", "Alman misafir Klaus".

A noun phrase whose head is a word for a person (oyuncu, misafir, konuk, arkadaş, adam, kadın, kız,
çocuk, eleman) and whose modifiers are what describes a person — an adjective ("yaşlı"), a "-lI"
word ("Hollandalı", "sakallı"), a bare noun ("Alman", "Fransız"), an ordinal ("üçüncü") — is one
candidate player, whatever its words are: the words are read by akana's morphology, not listed.
Its key is the phrase itself (``name:hollandali_misafir``), so the same phrase said again is the same
player; a name right after it ("Alman misafir Klaus") is who it is (the name is the key and the
description another way to say it); a compass or seat word with the relative "-ki" ("kuzeydeki",
"batıdaki oyuncuya", "güneydekinin") is that seat.

Left to the other rules: a count ("iki oyuncu", "dört kişi"), a quantifier or determiner ("her
oyuncu", "bu oyuncu", "diğer oyuncu"), a participle ("atan oyuncu", "açmayan oyuncu": a player
described by a deed) and the words of the game ("rakip oyuncu", "takım oyuncusu").

>>> head_of("misafirimize"), head_of("oyuncuya"), head_of("oyuncular"), head_of("okeyi")
(('misafir', 'dat'), ('oyuncu', 'dat'), None, None)
>>> [describes(w) for w in ("hollandali", "alman", "yasli", "sakalli", "ucuncu", "her", "iki", "atan", "diger")]
[True, True, True, True, True, False, False, False, False]
>>> case_by_morph("batidakine"), case_by_morph("kuzeydeki"), case_by_morph("oyuncunun"), case_by_morph("esi")
('dat', 'nom', 'gen', 'nom')
"""
from __future__ import annotations

from functools import lru_cache

from referee.story.lexicon import NAMES, colour_of
from referee.story.people.seats import seat_of, someone_elses
from referee.story.people.tables import ME, OTHER, PARTNER, PLAYER_VERBS, QUANT, RIVAL, known_name, story_names
from referee.story.rules import Match
from referee.story.vocabulary import vocabulary
from referee.text.morph import readings

#: Roots of the nouns a person is called by when no name is told (the analyser's roots: "oyuncu" is
#: "oyun" + the agentive). Each is how the answer calls the player.
HEADS = {"oyun": "oyuncu", "misafir": "misafir", "konuk": "konuk", "arkadas": "arkadas", "adam": "adam",
         "kadin": "kadin", "kiz": "kiz", "cocuk": "cocuk", "eleman": "eleman"}
#: Every way a head word or a seat word can start (the rules' atoms: a quick test before the morphology).
HEAD_WORDS = "oyuncu*|misafir*|konuk*|konug*|arkadas*|adam*|kadin*|kiz*|cocuk*|cocug*|eleman*"
SEAT_WORDS = "kuzey*|guney*|dogu*|bati*|sag*|sol*|karsi*|yan*|sira*"
#: Heads that name no one alone: "oyuncu" alone is any player ("oyuncuya kaç"), never a new one.
_GENERIC = frozenset({"oyuncu"})
#: Endings a head may carry: a possessive ("misafirimiz", "oyuncusu") and a case.
_HEAD_ENDINGS = frozenset({"A3sg", "Nom", "P1sg", "P1pl", "P2sg", "P2pl", "P3sg", "Dat", "Gen", "Acc", "Loc", "Abl",
                           "Ins", "Agt"})
_CASES = {"Dat": "dat", "Gen": "gen", "Acc": "acc", "Loc": "loc", "Abl": "abl", "Ins": "ins"}
#: Readings a describing word has: an adjective, a "-lI" word, a bare noun, a relative "-ki" word,
#: a noun of trade, an ordinal.
_MODIFIER = (("Adj",), ("Noun", "With"), ("Adj", "With"), ("Noun", "A3sg", "Nom"), ("Noun", "Agt"), ("Adj", "Agt"))
#: Parts of speech of a word that counts, points or asks, not describes ("her", "bu", "iki", "başka").
_FUNCTION = frozenset({"Det", "Pron", "Postp", "Conj", "Ques", "Adv"})
#: Adjectives that tell which of the players already told, or how many, not who: "aynı oyuncu",
#: "tek oyuncu", "son oyuncu", "diğer oyuncu" (the rules for "öbürü", "the same one" read these).
_NOT_DESCRIBING = frozenset({"ayni", "tek", "son", "ilk", "diger", "obur", "oteki", "baska", "hic", "hicbir", "bir",
                             "yalniz", "sadece", "butun", "tum", "herhangi", "hangi", "kac", "cok", "az", "ikisi",
                             "karsi", "rakip", "takim", "masa", "siradaki", "kendi", "oyun", "okey", "turnuva",
                             # "bir de 12 var adam normal bitti": a clause's "var / yok" before the next subject
                             "var", "yok", "vardi", "yoktu"})


def _case(morphemes: tuple[str, ...]) -> str:
    """The case of the last noun in a word: after a relative "-ki" ("batıdakine"), that one's."""
    if "RelClitic" in morphemes:
        morphemes = morphemes[len(morphemes) - morphemes[::-1].index("RelClitic"):]
    return next((_CASES[m] for m in reversed(morphemes) if m in _CASES), "nom")


@lru_cache(maxsize=4096)
def head_of(word: str) -> tuple[str, str] | None:
    """(head, case) when a folded word is a singular noun for a person ("misafirimize" → misafir, dat)."""
    base = word.split("'", 1)[0]
    if not base.isalpha():
        return None
    for r in readings(base):
        head = HEADS.get(r.root)
        if head is None or r.morphemes[:1] != ("Noun",) or "A3pl" in r.morphemes:
            continue
        if (r.root == "oyun") != ("Agt" in r.morphemes) or not set(r.morphemes[1:]) <= _HEAD_ENDINGS:
            continue
        return head, _case(r.morphemes)
    return None


@lru_cache(maxsize=4096)
def case_by_morph(word: str) -> str:
    """The case the last ending of a folded word marks (akana), "nom" when none."""
    cases = [_case(r.morphemes) for r in readings(word.split("'", 1)[0])]
    if "nom" in cases and "acc" in cases:
        return "nom"  # "eşi", "kızı": the possessive, not the accusative, is how a person is told
    return cases[0] if cases else "nom"


@lru_cache(maxsize=4096)
def describes(word: str) -> bool:
    """A folded word that can describe a person before a head noun: an adjective, a "-lI" word, a
    bare noun (a nationality, a trade), an ordinal — and no word that counts, points or asks."""
    if not word.isalpha() or word in _NOT_DESCRIBING or word in ME or word in PARTNER or word in RIVAL or \
            word in QUANT or word in OTHER or colour_of(word):
        return False
    found = readings(word)
    if vocabulary(word) and not any(r.morphemes == ("Adj",) or r.secondary == "Ord" for r in found):
        return False  # "okeyle oyuncu": a word of the game
    if not found or any(r.morphemes[:1] and r.morphemes[0] in _FUNCTION and r.secondary != "Ord" for r in found):
        return False
    if any(r.morphemes[:1] == ("Num",) and r.secondary != "Ord" for r in found):
        return False  # "iki oyuncu": a count
    if any(r.morphemes[:1] == ("Verb",) and r.root != word for r in found) and \
            not any(r.secondary == "Prop" for r in found):
        return False  # "atan oyuncu", "açmayan": a player described by a deed (the desc rules)
    return any(r.morphemes in _MODIFIER or r.secondary == "Ord" for r in found)


def in_play(ws, end: int, case: str, start: int | None = None) -> bool:
    """A phrase ending at word ``end`` stands as a player: it is the owner or the target of what is told
    ("misafirin elinde", "misafire kaç": a case), joined to another person ("Rıza ile Görele'den gelen
    çocuk", "yaşlı adam ile ben"), or the subject of a player's verb before the clause ends ("yaşlı adam
    okeyi attı", "misafirimiz açmaya kalktı"); "çocuk ağlıyor" tells of no player."""
    if case != "nom" or ws.at(end) in ("ile", "ve", "+") or start is not None and ws.at(start - 1) in ("ile", "ve", "+"):
        return True
    for k in range(end, min(len(ws), end + 8)):
        w = ws[k]
        if w.sep:
            return False
        if w.verb is not None and w.verb.root in PLAYER_VERBS or w.num is not None and w.suffix or \
                w.text.startswith("kac"):
            return True  # "… 12'deydi": a standing; "yaşlı olan kaç yazar": the one asked
    return False


def _key(mods: list[str], head: str) -> str:
    return "name:" + "_".join(mods + [head])


def phrase(m: Match):
    """"Hollandalı misafirimiz", "yaşlı sakallı adam", "Alman misafir Klaus": one player. The words
    before the head are its modifiers as far back as each describes; a name after the head is the player's."""
    got = head_of(m["h"].text)
    if got is None:
        return None
    head, case = got
    mods = [w for w in m.words if w.i < m["h"].i]
    if not mods or not all(describes(w.text) for w in mods):
        return None
    key = _key([w.base for w in mods], head)
    said = {"described": key, "words": [w.base for w in mods] + [head]}
    if "n" in m.names:
        named = known_name(m["n"].text, story_names(m))
        if named is None and not (m["n"].cap and m["n"].base not in NAMES):
            return None
        name, ncase = named or (m["n"].base, "nom")
        if not in_play(m.ws, m.end, ncase, m.start):
            return None
        return "person", {"ref": "name:" + name, "case": ncase, **said}
    if not in_play(m.ws, m.end, case, m.start):
        return None
    return "person", {"ref": key, "case": case, **said}


def aliases(facts, alias: dict[str, str]) -> None:
    """The same described player said again, in fewer words: a description's name ("Alman misafir
    Klaus": the description is Klaus), one of its modifiers alone ("Alman'a") and its head alone
    ("misafire") are that player when only one description has the word. Adds to ``alias``."""
    described: dict[str, list[str]] = {}
    for f in facts:
        v = f.value
        if f.dim != "people" or f.kind != "person" or "described" not in v:
            continue
        if v["ref"] != v["described"]:
            alias.setdefault(v["described"], v["ref"])  # "Alman misafir Klaus": the description is Klaus
        described.setdefault(v["described"], v["words"])
    by_word: dict[str, set[str]] = {}
    for key, words in described.items():
        for word in words:  # a modifier alone ("Alman") or the head alone ("misafir")
            by_word.setdefault("name:" + word, set()).add(alias.get(key, key))
    for part, keys in by_word.items():
        keys.discard(part)  # "Hollandalıya" said alone is the one "Hollandalı misafir" describes
        if len(keys) == 1 and len(described.get(part, ())) <= 1 and part[5:] not in _GENERIC:
            alias.setdefault(part, next(iter(keys)))


def bare_head(m: Match):
    """"misafir açamadı", "misafirimize kaç": a head noun alone names the one player the story described
    with it (resolved by :class:`~referee.story.entities.People`), or one called so; "oyuncu" alone is no one."""
    w = m.words[0]
    got = head_of(w.text)
    if got is None or got[0] in _GENERIC or (w.i > 0 and describes(m.ws[w.i - 1].text)):
        return None
    if w.i > 0 and m.ws.at(w.i - 1) in ("bu", "o", "su", "ayni"):
        return "person", {"ref": "kendisi", "case": got[1]}  # "bu misafir": the one talked about
    if not in_play(m.ws, m.end, got[1], m.start):
        return None
    return "person", {"ref": _key([], got[0]), "case": got[1], "head": got[0]}


#: Verbs of a deed a participle describes a player by ("atan", "açmayan", "bitiren": the desc rules' words).
_DEEDS = frozenset({"ac", "bit", "at", "al", "goster", "topla", "indir", "kal", "ye", "isle", "cek", "yaz", "koy"})


@lru_cache(maxsize=4096)
def demonym(word: str) -> tuple[str, str] | None:
    """(stem, case) when a folded word is a "-lI" noun of a person — from a place ("Ordulu", "İzmirliye",
    "Şebinkarahisarlı") or a trait ("sakallı", "köylü") — and no word of the game ("okeyli", "çiftli")."""
    base = word.split("'", 1)[0]
    if not base.isalpha() or len(base) < 5 or "l" not in base[2:]:
        return None
    for r in readings(base):
        if r.morphemes[:2] != ("Noun", "With") or not set(r.morphemes[2:]) <= set(_CASES) or len(r.root) < 3:
            continue
        if vocabulary(r.root) or colour_of(r.root):
            return None
        return _stem(base, r.root, ("Noun", "With")), _case(r.morphemes)
    return None


def _stem(word: str, root: str, morphemes: tuple[str, ...]) -> str:
    """The word as typed without its case ending ("tireboluluya" → "tirebolulu", "küçüğümüze" → "küçüğümüz")."""
    return next((word[:k] for k in range(len(word), len(root) - 1, -1)
                 if any(x.root == root and x.morphemes == morphemes for x in readings(word[:k]))), word)


def _as_subject(m: Match, case: str) -> str:
    """"Tireboluluya beş çift açmıştı": a person word before a player's deed in the third person, with no
    other person between, stands as the subject whatever ending it was typed with ("Tireboluluya kaç
    yazılır", "Ordulu'ya Rıza okey attı" keep it)."""
    if case == "nom":
        return case
    for k in range(m.end, min(len(m.ws), m.end + 6)):
        w = m.ws[k]
        if w.sep or w.text in ME or known_name(w.text, story_names(m)) is not None:
            break  # another person: "Ordulu'ya Rıza okey attı" keeps the dative
        if w.verb is not None and w.verb.form == "finite":
            return "nom" if w.verb.root in _DEEDS - {"yaz"} and w.verb.person == "3sg" else case
    return case


def demonym_player(m: Match):
    """"Ordulu okeyi attı", "bizim köylü bitti", "Tireboluluya açamadı": a "-lI" person word alone is a
    candidate player when it stands as one (:func:`in_play`); "Şebinkarahisarlı Rıza" is Rıza."""
    w = m["d"]
    got = demonym(w.text)
    if got is None or (w.i > 0 and (describes(m.ws[w.i - 1].text) or demonym(m.ws.at(w.i - 1)))):
        return None
    stem, case = got
    said = {"described": "name:" + stem, "words": [stem]}
    n = m.get("n")
    if n is not None:  # "Şebinkarahisarlı Rıza": the name is who it is
        named = known_name(n.text, story_names(m))
        if named is None and not (n.cap and n.base not in NAMES):
            return None
        return "person", {"ref": "name:" + named[0] if named else "name:" + n.base,
                          "case": _as_subject(m, named[1] if named else "nom"), **said}
    case = _as_subject(m, case)
    if not in_play(m.ws, m.end, case, m.start):
        return None
    return "person", {"ref": "name:" + stem, "case": case, **said}


def _olan(word: str) -> str | None:
    """The case of "olan" ("the one who is"), or None: "olan", "olana", "olanın"."""
    got = [r for r in readings(word.split("'", 1)[0]) if r.root == "ol" and r.morphemes[:2] == ("Verb", "PresPart")]
    return _case(got[0].morphemes) if got and set(got[0].morphemes[2:]) <= set(_CASES) else None


def one_who_is(m: Match):
    """"yaşlı olan açmıştı", "gözlüklü olana kaç", "en genç olanın elinde": the one the story picks out by
    what they are — a player when they stand as one."""
    case = _olan(m.words[-1].text)
    mods = [w for w in m.words[:-1] if w.text != "en"]
    if case is None or not mods or not all(describes(w.text) or demonym(w.text) for w in mods):
        return None
    if not in_play(m.ws, m.end, case, m.start):
        return None
    key = _key([w.text for w in m.words[:-1]], "olan")
    return "person", {"ref": key, "case": case, "described": key, "words": [w.text for w in mods]}


def superlative(m: Match):
    """"en küçüğümüz", "en yaşlısı", "en gencimize": one of us picked out by an adjective in the superlative."""
    w = m.words[1]
    got = [r for r in readings(w.text) if r.morphemes[:1] == ("Adj",) and r.morphemes[1:2] in (("P1pl",), ("P3sg",),
                                                                                                ("P3pl",))]
    if not got or not set(got[0].morphemes[2:]) <= {"Dat", "Gen", "Acc"} or not describes(got[0].root):
        return None  # "en sonunda": an adverb of time, no one
    case = _case(got[0].morphemes)
    if not in_play(m.ws, m.end, case, m.start):
        return None
    key = _key(["en"], _stem(w.text, got[0].root, got[0].morphemes[:2]))
    return "person", {"ref": key, "case": case, "described": key, "words": [key[8:]]}


def relative(m: Match):
    """"Görele'den gelen çocuk", "yeni gelen adam", "sonradan oturan kız": a head noun described by a
    participle of a verb that is no deed of the game, after at most one word of its own (where from)."""
    got = head_of(m["h"].text)
    p = m["p"]
    part = [r for r in readings(p.text) if r.morphemes[:1] == ("Verb",) and r.morphemes[1:2] in (("PresPart",),
                                                                                                ("PastPart",))]
    if got is None or not part or part[0].root in _DEEDS or (p.verb is not None and p.verb.root in _DEEDS):
        return None  # "bitiren adam", "açmayan kız": a deed's description (the desc rules)
    if not in_play(m.ws, m.end, got[1], m.start):
        return None
    words = [w.base for w in m.words[:-1]] + [got[0]]
    key = _key(words[:-1], got[0])
    return "person", {"ref": key, "case": got[1], "described": key, "words": words}


def seat_phrase(m: Match):
    """"kuzeydeki oyuncu", "batıdakine", "sağımızdaki arkadaşa", "güneydekinin": a seat told by the
    relative "-ki" (:func:`~referee.story.people.seats.seat_of`), with or without a head noun after it."""
    w = m.words[0]
    where = seat_of(w.text)
    if where is None or someone_elses(w.text):
        return None
    if len(m.words) > 1:
        got = head_of(m.words[1].text)
        if got is None:
            return None
        return "person", {"ref": "seat:" + where, "case": got[1]}
    return "person", {"ref": "seat:" + where, "case": case_by_morph(w.text)}


__all__ = ["HEAD_WORDS", "HEADS", "SEAT_WORDS", "aliases", "bare_head", "case_by_morph", "demonym", "demonym_player", "describes", "head_of",
           "one_who_is", "phrase", "relative", "seat_phrase", "superlative"]
