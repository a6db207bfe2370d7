"""The people dimension's word tables — the words for the asker, the partner, rivals, seats, groups
and descriptions, each form with the case it carries — and :func:`known_name`: is a folded word a
name (a list's, or one this story taught, :mod:`referee.story.people.names`), and in which case.

>>> known_name("zeynep'in"), known_name("remzinin"), known_name("elini")
(('zeynep', 'gen'), ('remzi', 'gen'), None)
"""
from __future__ import annotations

from referee.story.lexicon import NAMES, NICKNAMES, NOT_NAMES
from referee.story.rules import Match

# --------------------------------------------------------------------------- word tables

ME = {"ben": "nom", "bana": "dat", "beni": "acc", "benim": "gen", "bende": "loc", "benden": "abl", "bence": "",
      "bn": "nom"}
PARTNER = {"esim": "nom", "esime": "dat", "esimi": "acc", "esimin": "gen", "esimde": "loc", "esimden": "abl",
           "ortagim": "nom", "ortagima": "dat", "ortagimin": "gen", "ortagimda": "loc", "partnerim": "nom",
           "partnerime": "dat", "partnerimin": "gen", "partnerimde": "loc", "esimdeki": "gen",
           "takim arkadasim": "nom", "esin": "nom", "esine": "dat", "esinin": "gen", "esinde": "loc"}
#: Words for one's spouse: at a team table the spouse is the partner ("kocam normal bitti").
SPOUSE = frozenset({"kocam", "karim", "hanimim", "beyim", "herifim", "bizimki"})
RIVAL = {"rakip": "nom", "rakibim": "nom", "rakibe": "dat", "rakibi": "acc", "rakibin": "gen", "rakipte": "loc",
         "rakipten": "abl", "rakibimde": "loc", "rakibime": "dat", "rakibimin": "gen", "rakibimiz": "nom",
         "adam": "nom", "adama": "dat", "adamin": "gen", "adamda": "loc", "adamdan": "abl", "herif": "nom",
         "karsi": "nom", "karsiya": "dat", "karsinin": "gen", "karsida": "loc", "karsidan": "abl",
         "rakip oyuncu": "nom", "karsi taraf": "nom", "karsi taraftan": "abl", "rakp": "nom", "rakib": "nom"}
RIVAL2 = {"rakibin esi": "nom", "rakibimin esi": "nom", "karsinin esi": "nom", "rakibin ortagi": "nom",
          "diger rakip": "nom", "obur rakip": "nom", "oteki rakip": "nom", "diger rakibe": "dat"}
RIVALS = {"rakipler": "nom", "rakiplerin": "gen", "rakiplerimiz": "nom", "rakiplerimizin": "gen",
          "rakiplere": "dat"}
SEATS = {"sagimdaki": ("sag", "nom"), "sagdaki": ("sag", "nom"), "sagimda": ("sag", "loc"),
         "sagimdakine": ("sag", "dat"), "sagimdakinin": ("sag", "gen"), "sagimdakinde": ("sag", "loc"),
         "solumdaki": ("sol", "nom"), "soldaki": ("sol", "nom"), "solumda": ("sol", "loc"),
         "solumdakine": ("sol", "dat"), "solumdakinin": ("sol", "gen"), "solumdakinde": ("sol", "loc"),
         "karsimdaki": ("karsi", "nom"), "karsimdakine": ("karsi", "dat"), "karsimdakinin": ("karsi", "gen"),
         "karsidaki": ("karsi", "nom"), "karsidakinin": ("karsi", "gen"), "karsidakine": ("karsi", "dat"),
         "karsidakinde": ("karsi", "loc"), "siradaki": ("sag", "nom"),
         # "yanımdaki": a seat beside me, which side not told
         "yanimdaki": ("yan", "nom"), "yanimdakine": ("yan", "dat"), "yanimdakinin": ("yan", "gen"),
         "yanimdakinde": ("yan", "loc")}
COMPASS = ("dogu", "kuzey", "bati", "guney")
#: Verbs a player does: the subject of one is a person ("sevim açtı", "yaşlı adam okeyi attı").
PLAYER_VERBS = frozenset({"ac", "bit", "at", "al", "goster", "topla", "indir", "yap", "kal", "git", "kazan", "cek",
                          "ye", "yaz", "dus", "oyna", "otur", "isle", "tut", "kaybet", "calis"})
QUANT = {"kimse": "kimse", "kimsenin": "kimse", "kimseye": "kimse", "herkes": "herkes", "herkese": "herkes",
         "herkesin": "herkes", "hepimiz": "herkes", "dordumuz": "herkes", "dordumuzde": "herkes",
         "dortumuz": "herkes", "dortumuzde": "herkes",
         "ikimiz": "ikimiz", "ikimize": "ikimiz", "ikimizin": "ikimiz", "ikimizde": "ikimiz", "ikimizde'": "ikimiz",
         "biz": "biz", "bize": "biz", "bizim": "biz", "bizde": "biz", "bizimkiler": "biz", "bizimkilere": "biz",
         "onlar": "onlar", "onlara": "onlar", "onlarin": "onlar", "onlarda": "onlar", "ucumuz": "ucumuz",
         "ucumuzde": "ucumuz", "digerleri": "digerleri", "digerlerine": "digerleri", "obur ikisi": "digerleri",
         "oburleri": "digerleri", "otekiler": "digerleri", "digerlerinin": "digerleri"}
TEAM_US = {"takim": "nom", "takimim": "nom", "takimimiz": "nom", "takimimizin": "gen", "takima": "dat",
           "takimin": "gen", "takimimiza": "dat", "takimca": "nom", "bizim takim": "nom", "bizim takimin": "gen"}
TEAM_THEM = {"karsi takim": "nom", "karsi takimin": "gen", "karsi takima": "dat", "karsi takimdan": "abl",
             "rakip takim": "nom", "rakip takimin": "gen", "rakip takima": "dat", "rakip takimdan": "abl",
             "karsi taraf": "nom", "rakip taraf": "nom", "karsi takimda": "loc", "rakip takimda": "loc"}
OTHER = {"biri": "nom", "birisi": "nom", "obur": "nom", "oburu": "nom", "oburunun": "gen", "oburune": "dat",
         "oteki": "nom", "otekisi": "nom", "otekinin": "gen", "digeri": "nom", "digerinin": "gen",
         "sonuncusu": "nom", "sonuncusunun": "gen", "dorduncusu": "nom", "ucuncusu": "nom", "birinin": "gen",
         # "başkası": someone other than the player told so far
         "baskasi": "nom", "baskasinin": "gen", "baskasina": "dat"}
#: Descriptions that pick a player out by what the story says they did.
DESC = {"acmayan": "acmayan", "acamayan": "acmayan", "acmamis": "acmayan", "acamamis": "acmayan",
        "acmayana": "acmayan", "acamayana": "acmayan", "acmayanin": "acmayan", "acamayanin": "acmayan",
        "bitiren": "bitiren", "biten": "bitiren", "bitirenin": "bitiren", "bitene": "bitiren",
        "bitirene": "bitiren", "bitenin": "bitiren"}

_CASE_ENDINGS = (("nin", "gen"), ("nun", "gen"), ("in", "gen"), ("un", "gen"), ("ndan", "abl"), ("nden", "abl"),
                 ("dan", "abl"), ("den", "abl"), ("tan", "abl"), ("ten", "abl"), ("da", "loc"), ("de", "loc"),
                 ("ta", "loc"), ("te", "loc"), ("ya", "dat"), ("ye", "dat"), ("yi", "acc"), ("yu", "acc"),
                 ("yla", "ins"), ("yle", "ins"), ("la", "ins"), ("le", "ins"), ("a", "dat"), ("e", "dat"),
                 ("i", "acc"), ("u", "acc"))


def case_of(suffix: str) -> str:
    """The case a suffix after a name marks ("'in" → gen, "'de" → loc); "" → nominative."""
    if not suffix:
        return "nom"
    for end, case in _CASE_ENDINGS:
        if suffix == end or (len(suffix) > len(end) and suffix.endswith(end) and case in ("gen",)):
            return case
    if suffix.startswith(("de", "da", "te", "ta")) and not suffix.endswith(("den", "dan", "ten", "tan")):
        return "loc"
    return "other"


def known_name(word: str, story: frozenset[str] | set[str] = frozenset()) -> tuple[str, str] | None:
    """(name, case) when a folded word is a known first name or nickname — or a name this story
    taught (:mod:`referee.story.people.names`) —, bare or with a case ending."""
    base, _, suf = word.partition("'")
    if word in NOT_NAMES or base in NOT_NAMES:
        return None
    if base in NAMES or base in NICKNAMES or base in story:
        return base, case_of(suf)
    for end, case in _CASE_ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= 3:
            stem = word[: -len(end)]
            for cand in (stem, stem[:-1] + "p" if stem.endswith("b") else "", stem[:-1] + "t" if stem.endswith("d")
                         else "", stem[:-1] if stem.endswith(("n", "y", "s")) and len(stem) > 3 else ""):
                if cand and (cand in NAMES or cand in NICKNAMES or cand in story):
                    return cand, case
    return None


def story_names(m: Match) -> set[str]:
    found = getattr(m.ws, "found", None)
    return found.names if found is not None else set()


def label_of(m: Match, word: str) -> tuple[str, str] | None:
    """(team name, case) when a word is a form of a team name this story uses ("yıldızlar'ın")."""
    found = getattr(m.ws, "found", None)
    if found is None or not found.labels:
        return None
    base, _, suf = word.partition("'")
    if base in found.labels:
        return base, case_of(suf)
    for label in found.labels:
        if len(label) > 2 and base.startswith(label) and len(base) - len(label) <= 4:
            return label, case_of(base[len(label):])
    return None


__all__ = ["PLAYER_VERBS", "ME", "PARTNER", "SPOUSE", "RIVAL", "RIVAL2", "RIVALS", "SEATS", "COMPASS", "QUANT", "TEAM_US", "TEAM_THEM", "OTHER",
           "DESC", "case_of", "known_name", "story_names", "label_of"]
