"""Who does what to which object: the action signature of a question or of an article's title.

Issue 10, cause 5: "yerdeki perden taş alabilir miyim" asks whether a move is *allowed*;
"yerdeki perden taş alınırsa ceza ne" asks for the *penalty* of it; "eşimin okeyini alırsam"
is the asker taking the partner's okey, "eşim okeyimi aldı" the reverse. Words alone (BM25,
embeddings) see the same words in all of them. A :class:`Signature` reads, Duckling-style with
one small named rule per dimension and a corpus of examples (``EXAMPLES``, run by the tests):

- **actions**: the moves named by verbs: ``take`` (almak, kapmak, çekmek), ``discard`` (atmak),
  ``open`` (açmak) and ``unopened`` (açamamak, açmamış: another state with other rules), ``layoff`` (işlemek, eklemek), ``finish`` (bitmek, bitirmek), ``keep``
  (tutmak, elde kalmak), ``show`` (göstermek), ``deal`` (dağıtmak), ``talk`` (konuşmak, söylemek).
  "kafa attı" / "800 attı" is a finish, not a discard.
- **mode**: what is asked about the move: ``definition`` ("nedir", "ne demek"), ``how`` ("nasıl"),
  ``amount`` ("kaç", "ne kadar"), ``permission`` ("-abilir mi", "serbest mi", "olur mu"),
  ``obligation`` ("zorunda mı", "şart mı", "gerekir mi"), ``consequence`` ("ceza", "kaç yazılır",
  "kaç sayılır": the number or penalty the move brings).
- **actors**: who makes each move: ``self`` ("alırsam", "atabilir miyim", "açtım"), ``partner``
  ("eşim aldı"), ``opponent`` ("rakip attı"), ``other`` ("biri / başkası aldı", "alan",
  "alınırsa"). A converb ("bitince", "açarken", "atıp") takes the person of the sentence's
  predicate ("Eli bitirince kaç yazarım" → self). ``owner``: whose object it is ("okeyimi" → self,
  "eşimin okeyini" → partner).
- **objects**: the game things named (okey, sahte okey, işlek taş, gösterge, seri, küt, çift, …).

:mod:`referee.search.rerank` matches a question's signature against each candidate article's
(read from its title and its ``asks``), so the chosen article is about the same move.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from referee.text.normalize import NormalizedText, normalize

#: Verb classes: a folded word is a form of the class when it matches the pattern from its start.
_S = r"(?:abil|ebil|ir|ar|er|ars|ir|in|il|inir|ilir|ma|me|mak|mek|an|en|ana|ene|ani|eni|sa|se|sam|sem|ip|"\
     r"arak|erek|iyo|icak|ecek|acak|mis|tim|tik|ti|dim|dik|di|dig|tig|ince|inca|iyor|dum|tum|du|tu)"
ACTIONS: dict[str, re.Pattern[str]] = {
    "take": re.compile(r"^(?:al" + _S + r"|al$|alm|kap(?:ar|ti|tim|sa|sam|ip|an|mak|abil|il|in)|"
                       r"cek(?:ti|tim|er|erse|erek|ip|se|sem|il|mek|ebil|en)|yandan)"),
    "discard": re.compile(r"^(?:at" + _S + r"|at$|atm|atil|atsa)"),
    # not having opened is its own state: "açamadım" is not "açtım" (the rules differ)
    "unopened": re.compile(r"^(?:acama|acamad|acamaz|acamay|acmad|acmam|acmaz|acmay|acmami|kapali)"),
    "open": re.compile(r"^(?:ac" + _S + r"|ac$|acm|acam|acma|acis|actik|actim|acil)"),
    "layoff": re.compile(r"^(?:isle(?!k)|ekle)"),
    "finish": re.compile(r"^(?:bit(?:ir|er|ti|tim|tik|ince|en|ene|mis|se|sem|sa|ebil|is|me|iy|ecek|icek|tig|ik|ip)|"
                         r"bitt|800)"),
    "keep": re.compile(r"^(?:tut(?:abil|ar|ma|tu|sa|sam|ul|up|mak|acak|iyo)|kal(?:ir|di|dı|an|sa|mis|ma|ina|iyo|irsa))"),
    "show": re.compile(r"^goster(?!ge)"),
    "deal": re.compile(r"^dagit"),
    "talk": re.compile(r"^(?:konus|soyle|iste(?:r|y|m|se|di|yebil))"),
}
#: What is asked about the move; the first mode whose cue matches wins ("alabilir miyim, ceza var mı"
#: asks for the consequence).
MODE_CUES: dict[str, tuple[str, ...]] = {
    "definition": ("nedir", "ne demek*", "ne kastedil*", "ne anlama gel*", "ne ise yar*", "denen sey*",
                   "dedikleri ne", "neye denir", "ne denir", "anlami ne*"),
    "how": ("nasil",),
    "consequence": ("ceza*", "cezali*", "kac yaz*", "ne yaz*", "kime yaz*", "kac puan", "kac sayi*", "kac kat*",
                "kac eder", "bedel*", "kac dus*", "ne olur", "ne oluyor", "ne yapil*", "ne yapar*", "ne yapiyor*",
                    "ne yapmali*", "ne olacak"),
    "amount": ("kac*", "ne kadar*"),
    "obligation": ("zorunda*", "mecbur*", "sart*", "gerek*", "lazim*", "mali", "meli", "malimiyim",
                   "meli miyim", "mali miyim", "meli mi", "mali mi"),
    "permission": ("*abilir", "serbest*", "yasak*", "izin*", "olur mu", "olabilir*", "mumkun*", "alinir mi",
                   "atilir mi", "acilir mi", "islenir mi", "alir mi", "atar mi"),
}
#: Person words (folded): who is meant. Two other lists spell partner and opponent for their own tests —
#: referee.answers.asked (_PARTNER/_OPPONENT: whole words with case endings) and referee.answers.enrich
#: (_PARTNER/_RIVAL: the asker's own partner, rivals by seat) — with different members; one list for all
#: three would change what each reads, so it waits for a change that measures it.
PARTNER = ("es", "esim", "esin", "esimin", "esime", "esimi", "esinin", "esine", "ortak", "ortag*", "partner*",
           "arkadasim*", "takim arkadas*")
OPPONENT = ("rakip*", "rakib*", "karsi takim*", "karsi*", "karsidaki*", "rakipler*")
OTHER = ("biri", "birisi", "baskasi", "baskas*", "yandaki*", "solumdaki*", "sagimdaki*", "siradaki*",
         "sonraki*", "oyuncu", "adam")
SELF = ("ben", "bana", "benim", "beni")
#: Objects (game things), folded word patterns. "okey" only when no other word makes it a game name.
OBJECTS: dict[str, tuple[str, ...]] = {
    "sahte-okey": ("sahte*", "yildiz*"),
    "okey": ("okey*", "joker*"),
    "islek": ("islek*",),
    "gosterge": ("gosterge*",),
    "seri": ("seri", "seriye", "seriden", "serid*", "seriy*", "seriler*", "serisi*", "seriyle"),
    "kut": ("kut", "kute", "kutu", "kutte*", "kutten", "kutle", "uclu*", "dortlu*"),
    "cift": ("cift*",),
    "per": ("per", "pere", "perde*", "perden", "peri", "perim*", "perin*", "perler*", "perle"),
    "istaka": ("istaka*",),
    "deste": ("deste*", "ortadaki tas*"),
    "yazboz": ("yazboz*", "cetele*", "kagit*", "kagid*", "skor*"),
    "kalan": ("kalan*", "kaldi", "elde kal*"),
    "okeyle-bitis": ("okeyle bit*", "okey atip bit*", "okey atarak bit*", "okeyle bitis*", "okey disari*"),
    "kafa": ("kafa*", "800"),
    "katlamali": ("katlamali*", "baraj*"),
}
#: Words that make "okey" the name of a game or an event, not the tile.
_GAME_BEFORE = frozenset({"duz", "normal", "klasik", "esli", "renkli", "sayili", "101", "yuzbir", "sahte"})
_GAME_AFTER = ("gece", "takim", "oyna", "kural", "masa")

#: Endings of a first-person verb ("alırsam", "atabilir miyim", "açtım", "bitirsem", "yazarım").
_FIRST_PERSON = re.compile(r"(?:m|miyim|muyum|yim|yum|sam|sem|dim|tim|dum|tum|arim|erim|irim|urum|iyorum|"
                           r"ecegim|acagim|iz|uz|caz|cez|yiz|yuz|dik|tik|duk|tuk)$")
_PASSIVE = re.compile(r"^(?:alin|atil|acil|islen|ekle?n|veril|yazil)")


@dataclass(frozen=True)
class Signature:
    """The moves, the asked mode, the actor and owner, and the objects of one text."""

    actions: frozenset[str] = frozenset()
    #: Every mode the text asks (a title may ask two: "Elden bitiş nedir, kaç kat yazılır?").
    modes: frozenset[str] = frozenset()
    #: (action, who makes it) for every move whose maker the text says or implies.
    actors: frozenset[tuple[str, str]] = frozenset()
    owner: str | None = None
    objects: frozenset[str] = field(default_factory=frozenset)

    @property
    def mode(self) -> str | None:
        """The first asked mode in :data:`MODE_CUES` order (None if none)."""
        return next((m for m in MODE_CUES if m in self.modes), None)

    @property
    def actor(self) -> str | None:
        """Who makes the first move the text names (None if unsaid)."""
        return self.actors_in_order[0][1] if self.actors_in_order else None

    #: The same pairs in the order of the text (the first move first).
    actors_in_order: tuple[tuple[str, str], ...] = ()

    @property
    def relation(self) -> str | None:
        """``team`` or ``rival``: between whom the move goes (:func:`relation_of`)."""
        return relation_of(self.actors_in_order, self.owner)


def _alternation(patterns: tuple[str, ...]) -> str:
    """Folded patterns ("es", "ortag*", "*abilir", "karsi takim*") as one regex alternation over words."""
    alts = []
    for p in patterns:
        body = re.escape(p.strip("*")).replace(r"\ ", " ")
        alts.append((r"[a-z0-9']*" if p.startswith("*") else "") + body + (r"[a-z0-9']*" if p.endswith("*") else ""))
    return "|".join(alts)


def _words_re(patterns: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"(?<![a-z0-9'])(?:" + _alternation(patterns) + r")(?![a-z0-9'])")


_PARTNER_RE, _OPPONENT_RE, _OTHER_RE = _words_re(PARTNER), _words_re(OPPONENT), _words_re(OTHER)
_OBJECT_RES: dict[str, re.Pattern[str]] = {}
for _name, _pats in OBJECTS.items():
    _guard = ""
    if _name == "okey":  # not the name of a game or an event ("düz okey", "okey gecesi", "sahte okey")
        _guard = "".join(f"(?<!{w} )" for w in sorted(_GAME_BEFORE))
        _OBJECT_RES[_name] = re.compile(_guard + r"(?<![a-z0-9'])(?:" + _alternation(_pats) + r")(?![a-z0-9'])"
                                        + r"(?!\s+(?:" + "|".join(_GAME_AFTER) + r"))")
    else:
        _OBJECT_RES[_name] = _words_re(_pats)


def actions_of(words: list[str]) -> list[tuple[int, str]]:
    """(position, action) for every verb of a move, in order ("kafa attı" is a finish)."""
    out = []
    for i, w in enumerate(words):
        name = _action_of(w)
        if name is not None:
            if name == "discard" and i and words[i - 1] in ("kafa", "800", "okey kafa"):
                name = "finish"
            out.append((i, name))
    return out


@lru_cache(maxsize=8192)
def _action_of(word: str) -> str | None:
    """The first action of :data:`ACTIONS` whose verb pattern the word is (read once per word)."""
    return next((name for name, pat in ACTIONS.items() if pat.match(word)), None)


def modes_of(norm: NormalizedText) -> frozenset[str]:
    """Every asked mode whose cue the text has (see :data:`MODE_CUES`)."""
    words = norm.folded.split()
    out = set()
    for mode, (phrases, endings) in _MODE_SPLIT.items():
        if (phrases and norm.has(*phrases)) or any(w.endswith(endings) for w in words):
            out.add(mode)
    return frozenset(out)


#: :data:`MODE_CUES` per mode as (phrases for :meth:`NormalizedText.has`, word endings of the
#: ``*…`` cues): one set lookup per mode instead of one :meth:`has` call per cue.
_MODE_SPLIT: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    mode: (tuple(c for c in cues if not c.startswith("*")), tuple(c[1:] for c in cues if c.startswith("*")))
    for mode, cues in MODE_CUES.items()}


def _person_near(words: list[str], i: int) -> str | None:
    """A person named in the few words before the verb at ``i`` ("eşim … aldı", "rakip … attı")."""
    for j in range(i - 1, max(-1, i - 7), -1):
        w = words[j]
        if w in SELF:
            return "self"
        pair = w + " " + words[j + 1] if j + 1 < len(words) else w
        if _PARTNER_RE.match(w) or _PARTNER_RE.match(pair):
            # "eşimin okeyini": a possessive names the owner, not the actor
            return None if w.endswith(("in", "nin", "imin")) else "partner"
        if _OPPONENT_RE.match(w) or _OPPONENT_RE.match(pair):
            return None if w.endswith(("nin", "in", "un")) and w != "rakip" else "opponent"
        if _OTHER_RE.match(w):
            return "other"
    return None


#: Converb endings: the verb takes the person of the sentence's predicate ("bitince", "açarken", "atıp").
_CONVERB = re.compile(r"(?:ince|inca|unca|unce|ken|ip|up|arak|erek|dikten|tikten|madan|meden|ince)$")


def _person_of(words: list[str], i: int) -> str | None:
    """The person of the verb at ``i``: its own first-person ending, else a person named just before
    it, else None for a converb (see :func:`actors_of`), else someone else."""
    verb = words[i]
    nxt = words[i + 1] if i + 1 < len(words) else ""
    if nxt in ("miyim", "muyum", "miyiz", "muyuz") or (_FIRST_PERSON.search(verb) and not _CONVERB.search(verb)):
        return "self"
    named = _person_near(words, i)
    if named:
        return named
    if _CONVERB.search(verb):
        return None
    if _PASSIVE.match(verb) or verb.endswith(("an", "en", "ana", "ene", "ani", "eni")):
        return "other"  # "alınırsa", "alan", "atana": someone, not the asker
    return "other"


def _predicate_person(words: list[str]) -> str | None:
    """The person of the sentence: a first-person word anywhere ("kaç yazarım", "ceza yer miyim")."""
    for i, w in enumerate(words):
        if w in ("miyim", "muyum", "miyiz", "muyuz") or w in SELF:
            return "self"
        if len(w) > 4 and _FIRST_PERSON.search(w) and not w.startswith(("el", "per", "okey", "tas")):
            return "self"
    return None


def actors_of(words: list[str], moves: list[tuple[int, str]]) -> tuple[tuple[str, str], ...]:
    """(action, who) for every move whose maker is known, in order; converbs take the predicate's person."""
    fallback = _predicate_person(words)
    out: list[tuple[str, str]] = []
    for i, action in moves:
        who = _person_of(words, i) or fallback
        if who and (action, who) not in out:
            out.append((action, who))
    return tuple(out)


_MINE = re.compile(r"^(?:okey|per)[a-z]*(?:im|imi|imdeki|imde|imden)$")
#: A genitive ending: the person named owns the next thing ("eşimin", "ortağımın", "takım arkadaşımın").
_GENITIVE = ("imin", "inin", "umun", "unun", "nin", "nun")


def owner_of(words: list[str]) -> str | None:
    """Whose object: "okeyimi / perimdeki" → self, "eşimin / takım arkadaşımın okeyini" → partner,
    "rakibin / karşı takımın" → opponent."""
    for i, w in enumerate(words):
        if _MINE.match(w):
            return "self"
        pair = (words[i - 1] + " " + w) if i else w
        genitive = w.endswith(_GENITIVE) or w in ("esin", "rakibin", "rakiplerin")
        if genitive and (_PARTNER_RE.fullmatch(w) or _PARTNER_RE.fullmatch(pair)):
            return "partner"
        if genitive and (_OPPONENT_RE.fullmatch(w) or _OPPONENT_RE.fullmatch(pair)):
            return "opponent"
    return None


#: Sides of the table: the asker and the partner are one team.
_TEAM = frozenset({"self", "partner"})


def relation_of(actors: tuple[tuple[str, str], ...], owner: str | None) -> str | None:
    """Between whom a move goes, when the object's owner is said too:
    ``team`` (one teammate takes the other's: "eşimin okeyini alırsam", "eşim okeyimi aldı"), ``rival``
    (across the table: "rakip okeyimi aldı", "rakibin okeyini aldım"), else None.

    >>> relation_of((("take", "self"),), "partner"), relation_of((("take", "opponent"),), "self")
    ('team', 'rival')
    """
    if owner is None:
        return None
    # the first move made by someone at the table other than the owner ("ortağımın açtığı perden
    # okeyi çeksem": the take, not the unnamed opening)
    who = next((w for _, w in actors if w != owner and w in ("self", "partner", "opponent")), None)
    if who is None:
        return None
    if {who, owner} <= _TEAM:
        return "team"
    if "opponent" in (who, owner) and ({who, owner} & _TEAM):
        return "rival"
    return None


def objects_of(text: str) -> frozenset[str]:
    """The game things named ("sahte okey" is sahte-okey, not okey; "düz okey" is no object)."""
    return frozenset(name for name, rx in _OBJECT_RES.items() if rx.search(text))


def read(text: str | NormalizedText) -> Signature:
    """The signature of a question or a title.

    >>> s = read("yerdeki perden taş alabilir miyim")
    >>> sorted(s.actions), s.mode, s.actor
    (['take'], 'permission', 'self')
    >>> read("yerdeki perden taş alınırsa ceza ne").mode, read("yerdeki perden taş alınırsa ceza ne").actor
    ('consequence', 'other')
    >>> read("eşim okeyimi aldı").actor, read("eşim okeyimi aldı").owner
    ('partner', 'self')
    """
    norm = text if isinstance(text, NormalizedText) else normalize(text)
    text = " ".join(norm.folded.replace("?", " ").split())
    words = text.split()
    moves = actions_of(words)
    actors = actors_of(words, moves)
    return Signature(frozenset(a for _, a in moves), modes_of(norm), frozenset(actors), owner_of(words),
                     objects_of(text), actors)


#: Examples per dimension, run by the tests (ours, never a blind round's): text -> expected value.
EXAMPLES: dict[str, tuple[tuple[str, object], ...]] = {
    "actions": (("okeyi yere atarsam", {"discard"}), ("yandan taş alabilir miyim", {"take"}),
                ("çiftle açtım, nasıl biterim", {"open", "finish"}), ("perlere taş işleyebilir miyim", {"layoff"}),
                ("okey elimde kaldı", {"keep"}), ("göstergeyi ne zaman gösteririm", {"show"}),
                ("ilk eli kim dağıtır", {"deal"}), ("işlek taş ne demek", set()),
                ("rakip kafa attı ben açamadım", {"finish", "unopened"})),
    "mode": (("okeyi atabilir miyim", "permission"), ("okeyi atarsam kaç ceza", "consequence"),
             ("aldığım okeyi kullanmak zorunda mıyım", "obligation"), ("yandan almak serbest mi", "permission"),
             ("gösterge kaç puan", "consequence"), ("ıstakada kaç taş olur", "amount"), ("okey nedir", "definition"), ("el bozulursa ne olur", "consequence"),
             ("düz okey nasıl oynanır", "how"), ("seri", None)),
    "actor": (("okeyi alırsam", "self"), ("eli bitirince kaç yazarım", "self"), ("rakip kafa attı", "opponent"), ("okeyi alabilir miyim", "self"), ("rakip okeyi aldı", "opponent"),
              ("eşim bitti", "partner"), ("işlek taşı alana ceza var mı", "other"), ("okey alınırsa", "other"),
              ("başkası okeyimi aldı", "other"), ("açtım elimde 20 kaldı", "self"),
              ("takım arkadaşım perimden okeyi alırsa", "partner"), ("açarken seriyle çifti karıştırabilir miyim", "self")),
    "owner": (("rakip okeyimi aldı", "self"), ("eşimin okeyini alırsam", "partner"),
              ("perimdeki okeyi aldılar", "self"), ("okeyi alırsam", None),
              ("takım arkadaşımın serisindeki okeyi çekersem", "partner"), ("karşı takımın perinden aldım", "opponent")),
    "relation": (("ortağımın perinden okeyi kapsam", "team"), ("eşim okeyimi aldı", "team"),
                 ("rakip okeyimi aldı", "rival"), ("rakibin okeyini alırsam", "rival"), ("okeyi alırsam", None)),
    "objects": (("sahte okeyi atarsam", {"sahte-okey"}), ("düz okeyde işlek var mı", {"islek"}),
                ("okey gecesi kaç kişi", set()), ("yerdeki seriye okey koydum", {"seri", "okey"}),
                ("yıldızlı taş kaç sayılır", {"sahte-okey"}), ("rakip okeyle bitti", {"okeyle-bitis", "okey"})),
}
