"""Which branch answers a question: the calculators, the rule articles, or "not covered".

The router only looks at words; it never decides a rule. Score and penalty questions
("kaç yazarım", "kaç ceza", "toplamım", "kaç kaldı") go to the calculation branch first;
when that branch cannot compute (missing facts, slot filler not sure) the service
falls back to the best rule article, never to a guessed number. Questions without any
okey vocabulary, or about another game (tavla, batak, pişti, king …), are out of domain.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from referee.classify.games import OTHER_GAMES
from referee.text.normalize import NormalizedText, normalize

log = logging.getLogger(__name__)

Branch = Literal["calculation", "rule", "out_of_domain"]

#: Folded cues of a score / penalty question ("*" = any suffix).
CALC_CUES: tuple[str, ...] = (
    "kac yaz*", "ne yaz*", "kim kac", "kimler kac", "kac ceza*", "ne kadar ceza", "kac puan ceza", "ceza kac",
    "cezasi kac", "cezam kac",
    "toplam*", "kac dus*", "kac kal*", "ne kaldi", "kac puan kal*", "kac puanim*", "kac puanimiz*",
    "kac sezon puan*", "kac sira puan*", "puanim ne", "puanimiz ne", "kac yiyor*", "kac yer*",
    "kac yedi*", "kac eder", "hesapla*", "ne oldu", "skor*", "kac cikar*",
    # tournament-night numbers (the story reader: referee.story): "13 takım kaç bay", "sezon puanı kaç"
    "kac bay*", "sezon puani kac", "sezon puanim kac", "sira puani kac", "sira puanim kac",
)

#: A hand end told as a story without numbers ("Doğu normal bitti, ben açmadım"): a finish …
_FINISH_CUES: tuple[str, ...] = ("bitti", "bitirdi", "bittim", "bitirdim", "kafa att*", "800 att*", "bozuldu",
                                 "kimse bitemedi", "okey disari")
#: … together with a player's state at that end.
_STATE_CUES: tuple[str, ...] = ("acmadim", "acamadim", "acmamistim", "acamamistim", "actim", "acmistim",
                                "acmadi", "acamadi", "acmamisti", "acamamisti", "acti", "acmisti", "acmis",
                                "cifte gitt*", "kimse acmamis*", "acmamisken", "acamamisken",
                                # düz okey: points, the start, the gösterge
                                "puanim vardi", "puanimiz vardi", "puanim var", "puanimiz var", "basladik",
                                "gostergeyi gost*", "gosterge gost*")

#: "Destede / ortada kaç taş kalır": the tiles left in the deck after the deal, a rule about the
#: set, not a hand's remainder ("kaç kal*" is a calculation cue otherwise).
_DECK_WORDS: tuple[str, ...] = ("deste*", "ortada*", "ortaya*", "ortadaki*", "yigin*")
_DECK_COUNT: tuple[str, ...] = ("kac tas kal*", "kac tane tas kal*", "kac tas var*", "kac tas olur*")

#: Words that say a story with numbers is being told ("elimde 41 kaldı, rakip bitti").
_STORY_CUES: tuple[str, ...] = ("kaldi", "kalmisti", "kalan", "bitti", "bitirdi", "biterse", "acmistim", "actim")

#: Other games (:mod:`referee.classify.games`) and other topics we never answer, unless the question
#: is also about okey: card names, luck games and betting, sports, the weather, school and medicine.
OUT_OF_DOMAIN: tuple[str, ...] = OTHER_GAMES + (
    "futbol*", "basketbol*", "vale*", "papaz*", "karo*", "yanik*", "zar at*", "loto*", "sayisal loto*",
    "iddaa*", "bahis*", "kumar*", "fenerbahce*", "galatasaray*", "besiktas*", "trabzonspor*", "derbi*",
    "ofsayt*", "penalti*", "hava durum*", "yemek tarif*", "okul*", "doktor*", "ilac*",
)

#: Folded stems that say "this is about okey / a tile game at our table".
OKEY_VOCAB: tuple[str, ...] = (
    "okey*", "101*", "gosterge*", "per", "perle*", "perim*", "perin*", "perde*", "perler*", "peri", "perden*",
    "seri*", "kut", "kutu", "kute*", "kutte*", "kutle*", "cift*", "islek*", "isle*", "istaka*", "deste*",
    "yazboz*", "cetele*", "sahte*", "balya*", "elden", "kafa*", "turnuva*", "esli*", "esim*", "esler*", "esin*", "takim*",
    "tas", "tasi*", "tasl*", "tasin*", "tasim*", "taslar*", "rakip*", "ceza*", "puan*", "ac*", "bit*",
    "el", "eli", "elde", "elim*", "elin*", "ele", "elde*", "eller*", "yaz*", "joker*", "dagit*", "cek*",
    "at*", "yere*", "yerde*", "yerdeki*", "masa*", "oyuncu*", "kisilik", "gece*", "800", "kat", "katl*",
    "dusu*", "dus*", "baraj*", "sira*", "skor*", "hakem*", "bay", "kura*", "final*", "mac*", "eleme*",
    "yedek*", "eslesme*", "kursu*", "sezon*", "kirmizi*", "mavi*", "siyah*", "sari*", "renk*",
    # OyunDostluğu's name (and its short "OD", as the ruleset detector reads it): a question about its
    # chips and points is about the okey site's rules; its chips are okey words (od-101-puan)
    "oyundostlug*", "oyun dostlug*", "od", "od'*", "odde", "odda", "cip", "cipi", "cipim*", "cipin*", "cipler*",
    "cipe", "cipten",
    # oyna.app is an okey site too: how it is used is answered by the app kind's own reason, not "no okey word"
    "oyna app*", "oyna.app*", "oynaapp*",
)



#: Glossary names too common in everyday Turkish to mark a question as an okey question alone.
_GENERIC_WORDS = frozenset({"yer", "oyun", "devam", "parti", "hedef", "tur", "turum", "eller", "kat", "agac",
                            "masa", "sira", "ekip"})


@lru_cache(maxsize=1)
def glossary_vocab() -> tuple[str, ...]:
    """Every glossary term, synonym and regional name, folded, as okey vocabulary ("kapali yigin*").

    The hand list above cannot know every word curators add ("yığın", "balya", "ıstaka" …);
    the glossary is the table's own dictionary. A broken glossary only costs these extra words.
    """
    try:
        from referee.knowledge import get_knowledge

        terms = get_knowledge().glossary
    except Exception:  # noqa: BLE001 - the hand list still works without the glossary
        log.warning("glossary not loaded; the router uses its hand list only", exc_info=True)
        return ()
    forms: list[str] = []
    for t in terms:
        for name in (t.term, *t.synonyms, *t.regional):
            folded = normalize(name).folded
            if len(folded) < 3 or folded in _GENERIC_WORDS:
                continue
            # a phrase may take any ending ("kapali yigina"); a single word must match whole
            forms.append(folded + "*" if " " in folded else folded)
    return tuple(dict.fromkeys(forms))


@dataclass(frozen=True)
class Route:
    """The branch for a question and the cue that decided it (for debugging and tests)."""

    branch: Branch
    cue: str


def _first_cue(norm: NormalizedText, cues: tuple[str, ...]) -> str | None:
    """The first cue, in the list's order, that the question has (:meth:`NormalizedText.first`)."""
    return norm.first(cues)


def is_okey_question(norm: NormalizedText) -> bool:
    """False for another game (unless okey is named too) or for text with no okey vocabulary at all."""
    other = _first_cue(norm, OUT_OF_DOMAIN)
    cues = [c for c in OUT_OF_DOMAIN if norm.has(c)] if other else []
    if other and not norm.has("okey*", "101*", "gosterge*", "istaka*"):
        return _nicknames_in_a_story(norm, cues)
    if other and _asks_only_other_game(norm) and not _nicknames_in_a_story(norm, cues):
        # "tavlada mars kaç sayı, okey bitince tavla oynuyoz": the question is the other game's — unless the
        # asking clause's "other" word is a player ("okey kaldı …, Doktor bitti kaç yazıyom")
        return False
    return _first_cue(norm, OKEY_VOCAB) is not None or _first_cue(norm, glossary_vocab()) is not None


def _asks_only_other_game(norm: NormalizedText) -> bool:
    """Every clause that asks something names another game and no okey word: okey is only the setting
    ("tavlada mars kaç sayı yazılır, okey bitince tavla oynuyoruz")."""
    from referee.classify.qtype import clause_form, clauses

    asking = [n for n in (normalize(c) for c in clauses(norm.original)) if clause_form(n) != "statement"]
    return bool(asking) and all(_first_cue(n, OUT_OF_DOMAIN) and not n.has("okey*", "101*", "gosterge*", "istaka*")
                                for n in asking)


def _nicknames_in_a_story(norm: NormalizedText, cues: list[str]) -> bool:
    """"doktor çiftten açıp çiftten bitti, kaç yazarım": every other-game / topic word of the text is a
    player's name to the story reader (a nickname at the table), and the story tells a hand and asks
    a number about it — an okey story, not another topic."""
    from referee.story import asks_number
    from referee.story.reader import facts_of
    from referee.story.words import words

    try:
        people = [f for f in facts_of(words(norm.original)) if f.dim == "people"]
        named = [(f.value["ref"][5:], f.value.get("case")) for f in people
                 if str(f.value.get("ref", "")).startswith("name:")]
        # "Pişti'de kaç kart dağıtılır": a game's name in the locative is where something happens — that game
        names = {n for n, _ in named} - {n for n, case in named if case in ("loc", "abl")}
        names |= {str(f.value["name"]) for f in people if f.value.get("name")}  # "eşim Doktor", "ben (doktor)"
    except Exception:  # noqa: BLE001 - a reader bug must not break routing
        return False
    if not all(any(n.startswith(c.rstrip("*")) for n in names) for c in cues):
        return False
    return asks_number(norm.original)


def route(question: str | NormalizedText) -> Route:
    """Decide the branch for a question.

    >>> route("açamadım rakip çiftten bitti kaç yazıyom").branch
    'calculation'
    >>> route("düz okeyde pere uyan taşı atmanın bedeli var mı").branch
    'rule'
    >>> route("piştide bacak kaç puan").branch
    'out_of_domain'
    >>> route("doktor çiftten açıp çiftten bitti, ben açmıştım elimde 20 kaldı kaç yazarım").branch
    'calculation'
    >>> route("dağıtımdan sonra destede kaç taş kalır").branch
    'rule'
    >>> route("doktor randevusu kaçta").branch
    'out_of_domain'
    >>> route("elimde bir okey kaldı, Doktor normal bitti kaç yazıyom").branch
    'calculation'
    >>> route("okey bitince tavla oynuyoz, tavlada mars kaç sayı").branch
    'out_of_domain'
    >>> route("Pişti'de kaç kart dağıtılır, pişti yapınca kaç puan? okey bitince pişti açıyoz").branch
    'out_of_domain'
    >>> route("OD'de çipleri başkasına devredebilir miyim").branch, route("akşam cips yedik").branch
    ('rule', 'out_of_domain')
    """
    norm = question if isinstance(question, NormalizedText) else normalize(question)
    if not is_okey_question(norm):
        return Route("out_of_domain", _first_cue(norm, OUT_OF_DOMAIN) or "okey sözcüğü yok")
    if (_first_cue(norm, _DECK_COUNT) and _first_cue(norm, _DECK_WORDS)
            and all(n in (0, 101) for n in norm.numbers)):
        return Route("rule", "destedeki taş sayısı")
    cue = _first_cue(norm, CALC_CUES)
    if cue:
        return Route("calculation", cue)
    story = _first_cue(norm, _STORY_CUES)
    if story and any(n > 0 for n in norm.numbers) and norm.has("elimde", "elinde", "elde", "sayi", "kaldi"):
        return Route("calculation", f"sayılı anlatım ({story})")
    finish = _first_cue(norm, _FINISH_CUES)
    if finish and _first_cue(norm, _STATE_CUES):
        return Route("calculation", f"el sonu anlatımı ({finish})")
    from referee.story import asks_number

    if asks_number(norm.original):
        # the story reader found a told hand (or penalty, or night) and a question about its number
        return Route("calculation", "hikâye ve sayı sorusu (referee.story)")
    return Route("rule", "kural sorusu")
