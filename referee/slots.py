"""The slot filler: a thumb-typed score story → the scoring engine's inputs.

"1. el açtım 19 kaldı, ece normal bitti. 2. el açamadım, kimse açmamışken ece elden bitti. toplamım?"
becomes two hands (who opened how, what was left, who finished how), the players
(Sen, Ece and two unknown seats) and the question (my total). :func:`parse_story`
does the reading; :func:`plan` turns the slots into engine input dicts (the JSON
API shape of :mod:`calculators.inputs`) plus the facts each asked number depends
on, the assumptions made and what is missing. :mod:`referee.scoring` runs the
engine and writes the answer.

How the reading works (Turkish is subject … modifiers … verb):

1. The text is normalised (:func:`referee.text.normalize.normalize`: folded, number words
   as digits, phone slang) with punctuation kept as a separator token.
2. A few fixed patterns claim their numbers first: the okey ("okey sarı 12",
   "gösterge sarı 13"), the düz start ("20'den başladık"), düz points ("6 puanım
   vardı"), Okey Gecesi ("8 kişilik gecede 2. oldum"), the bracket ("13 takım"),
   "5 çift", "800 attı", hand markers ("1. el", "ilk el").
3. The rest is cut into clauses: a finite verb ends a clause, a new subject starts one.
   The subject is the entity named in the clause (ben, eşim, rakip, karşı, adam,
   sağımdaki, Murat, Doğu …), else the verb's person ("açtım" → ben), else the
   last third person talked about. "elimde / elinde / bende / zeynepte" say whose
   tiles a number belongs to.
4. Each clause becomes facts: opened (seri / çift / not), finished (how), what is
   left (a sum, tiles, okeys, sahte okeys), penalties (işlek, okey yere, açış geri,
   okey alındı), gösterge shown, düz points.

The parser never raises (a property test feeds it any string) and never invents a
player or a number that is not in the text: every player comes from a word of the
story, unknown seats are only added by :func:`plan` to fill the engine's table and
their numbers are never reported.
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from typing import Any

from calculators.rulesets import RULESETS
from referee.text.normalize import fold, normalize, tr_lower

SEP = "zzq"

# --------------------------------------------------------------------------- data


@dataclass
class PenaltySlot:
    """An in-hand penalty as told: kind per the engine API, plus what the story says about it."""

    kind: str  # islek | okey-atma | acis-geri | okey-alindi
    taken: bool | None = None  # işlek / okey: did the next player take it (turnuva)
    tile_number: int | None = None
    by: str | None = None  # okey-alindi: entity key of the taker (None = not said)
    by_said: bool = False


@dataclass
class PlayerSlot:
    """One player's state in one hand, as told. ``None`` = the story does not say."""

    key: str
    opened: str | None = None  # yok | seri | cift
    opened_assumed: bool = False  # bare "açtım": seri assumed
    remaining_parts: list[int] = field(default_factory=list)  # bare numbers ("41", "20 sayı")
    tiles: list[str] = field(default_factory=list)  # "sarı 12", "sahte okey"
    okeys: int = 0
    sahte: int = 0
    count_only: bool = False  # "3 taş kaldı": a tile count, not a sum
    nothing_left: bool = False
    penalties: list[PenaltySlot] = field(default_factory=list)
    points: int | None = None  # düz: points before this hand ("6 puanım vardı")

    @property
    def has_remaining(self) -> bool:
        return bool(self.remaining_parts or self.tiles or self.okeys or self.sahte or self.nothing_left)


@dataclass
class HandSlots:
    """One hand as told."""

    index: int
    players: dict[str, PlayerSlot] = field(default_factory=dict)
    finisher: str | None = None
    finishers: list[str] = field(default_factory=list)  # everyone said to have finished (two → contradiction)
    okey_last: bool | None = None  # True okey, False explicitly not, None not said
    sahte_last: bool = False
    cift: bool = False  # çiftten / 7 çiftle
    elden: bool = False  # elden / kafa / tek seferde / 800
    normal_said: bool = False
    deste: bool = False
    bozuldu: bool = False
    nobody_opened: bool = False
    gosterge_by: list[str] = field(default_factory=list)
    okey_number: int | None = None
    okey_number_from: str | None = None  # "okey sarı 12" / "gösterge sarı 13 → okey sarı 1"
    stated_me: int | None = None  # "1. el 202 yazdım": the asker's own score for this hand, as told

    def player(self, key: str) -> PlayerSlot:
        if key not in self.players:
            self.players[key] = PlayerSlot(key)
        return self.players[key]

    @property
    def has_finish(self) -> bool:
        return bool(self.finishers) or self.deste or self.bozuldu


@dataclass
class Question:
    """What is asked: whose number, and which number."""

    targets: list[str] = field(default_factory=list)  # entity keys; "*" = everyone, "team" / "team:rival"
    total: bool = False  # "toplamım": a sum over the hands
    penalty: bool = False  # "kaç ceza"
    explicit: bool = False  # a target word was found (else the default)


@dataclass
class Story:
    """Everything read from a score story."""

    text: str
    ruleset: str
    tokens: list[str]
    entities: dict[str, str] = field(default_factory=dict)  # key → display name, in order of mention
    hands: list[HandSlots] = field(default_factory=list)
    question: Question = field(default_factory=Question)
    duz_start: int | None = None
    team_points: int | None = None  # eşli düz: "11 puanımız vardı"
    rival_team_points: int | None = None  # eşli düz: "rakip takımın 10 puanı vardı"
    night_players: int | None = None
    night_rank: int | None = None
    table_rank: int | None = None
    bracket_entries: int | None = None
    kind: str = "none"  # hand | match | duz | penalty | season | rank | bracket | none
    implicit: list[str] = field(default_factory=list)  # entities no word names (an unnamed finisher)

    def to_dict(self) -> dict[str, Any]:
        """The parsed slots as plain JSON (shown in ``calculation.inputs``)."""
        return {
            "ruleset": self.ruleset,
            "kind": self.kind,
            "players": dict(self.entities),
            "hands": [_hand_dict(h, self.entities) for h in self.hands],
            "question": asdict(self.question),
            **{k: v for k, v in (("duz_start", self.duz_start), ("team_points", self.team_points),
                                 ("rival_team_points", self.rival_team_points),
                                 ("night_players", self.night_players), ("night_rank", self.night_rank),
                                 ("table_rank", self.table_rank), ("bracket_entries", self.bracket_entries))
               if v is not None},
        }


def _hand_dict(h: HandSlots, names: dict[str, str]) -> dict[str, Any]:
    d = asdict(h)
    d["players"] = {names.get(k, k): {kk: vv for kk, vv in asdict(p).items() if vv not in (None, [], 0, False)
                                      or kk == "opened"}
                    for k, p in h.players.items()}
    d["finisher"] = names.get(h.finisher, h.finisher) if h.finisher else None
    d["finishers"] = [names.get(k, k) for k in h.finishers]
    d["gosterge_by"] = [names.get(k, k) for k in h.gosterge_by]
    return {k: v for k, v in d.items() if v not in (None, [], False) or k in ("finisher", "players")}


# --------------------------------------------------------------------------- lexicon

ME = "ben"
PARTNER = "esim"
RIVAL = "rakip"
RIVAL2 = "rakip2"

#: Display names of the role entities (the asker is "Sen").
ROLE_NAMES = {
    ME: "Sen", PARTNER: "Eşin", RIVAL: "Rakip", RIVAL2: "Rakibin eşi", "sag": "Sağındaki", "sol": "Solundaki",
    "karsidaki": "Karşındaki", "dogu": "Doğu", "kuzey": "Kuzey", "bati": "Batı", "guney": "Güney",
}

_ME_WORDS = {"ben": "nom", "bana": "dat", "beni": "acc", "benim": "gen", "bende": "loc", "benden": "abl"}
_PARTNER_WORDS = {
    "esim": "nom", "esime": "dat", "esimi": "acc", "esimin": "gen", "esimde": "loc", "esimden": "abl",
    "ortagim": "nom", "ortagima": "dat", "ortagimin": "gen", "ortagimda": "loc", "partnerim": "nom",
    "partnerime": "dat", "partnerimin": "gen", "partnerimde": "loc", "esin": "nom", "esine": "dat", "esinin": "gen",
    "esinde": "loc", "esimdeki": "gen", "takim arkadasim": "nom", "arkadasim": "nom",
}
_RIVAL_WORDS = {
    "rakip": "nom", "rakibim": "nom", "rakibe": "dat", "rakibi": "acc", "rakibin": "gen", "rakipte": "loc",
    "rakipten": "abl", "rakiplerden": "abl", "rakibimde": "loc", "rakibime": "dat", "rakibimin": "gen",
    "adam": "nom", "adama": "dat", "adamin": "gen", "adamda": "loc", "adamdan": "abl", "herif": "nom",
    "karsi": "nom", "karsiya": "dat", "karsinin": "gen", "karsida": "loc", "karsidaki": "nom",
    "biri": "nom", "birisi": "nom", "oteki": "nom", "obur": "nom", "oburu": "nom", "digeri": "nom",
    "rakip oyuncu": "nom", "karsi takim": "nom", "karsi takimdan": "abl", "karsi taraf": "nom",
}
_OTHER_WORDS = frozenset({"digeri", "oteki", "obur", "oburu", "oburku", "otekisi"})
_RIVAL2_WORDS = {"rakibin esi": "nom", "rakibimin esi": "nom", "onun esi": "nom", "karsinin esi": "nom",
                 "rakibin ortagi": "nom", "diger rakip": "nom", "obur rakip": "nom", "oteki rakip": "nom"}
_SIDE_WORDS = {
    "sagimdaki": ("sag", "nom"), "sagdaki": ("sag", "nom"), "siradaki": ("sag", "nom"), "sagimda": ("sag", "loc"),
    "sagimdakine": ("sag", "dat"), "sagimdakinin": ("sag", "gen"), "sagimdakinde": ("sag", "loc"),
    "solumdaki": ("sol", "nom"), "soldaki": ("sol", "nom"), "solumda": ("sol", "loc"),
    "solumdakine": ("sol", "dat"), "solumdakinin": ("sol", "gen"), "solumdakinde": ("sol", "loc"),
    "karsimdaki": ("karsidaki", "nom"), "karsimdakine": ("karsidaki", "dat"), "karsimdakinin": ("karsidaki", "gen"),
}
_SEATS = ("dogu", "kuzey", "bati", "guney")
#: Quantifiers: nobody / everyone / the two of us / all four.
_QUANT = {"kimse": "kimse", "kimsenin": "kimse", "herkes": "herkes", "herkese": "herkes", "hepimiz": "herkes",
          "dordumuz": "herkes", "dordumuzde": "herkes", "hepsi": "herkes", "ikimiz": "ikimiz", "ikimize": "ikimiz",
          "ikimizin": "ikimiz", "ikimizde": "ikimiz", "biz": "biz", "bize": "biz", "bizim": "biz", "bizde": "biz",
          "takim": "biz", "takimim": "biz", "takimimiz": "biz", "takima": "biz", "takimin": "biz"}

#: Common Turkish first names (folded). Other names are recognised by position (see _maybe_name).
_NAMES = frozenset("""
ali ahmet mehmet mustafa murat selin tolga zeynep ece elif emre burak can cem deniz ebru esra hakan hasan
huseyin ibrahim ismail kemal kerem mert merve metin oguz onur ozan ozge serkan sinan tugba umut volkan yasin
yusuf zehra aylin berk baris cansu derya dilek emine gizem hande irem kaan leyla melis nazli orhan pinar
recep sevgi seda sibel tarik tuba ugur yavuz arda bora cagri doruk efe eren furkan gokhan halil ilker kadir
levent mahmut nihat osman ramazan salih suleyman taner utku veli yigit zafer ayhan bulent cengiz erkan erdem
fikret gurkan ilhan necati ozkan selim sukru turgut yunus aysel burcu ceren dilara feride gamze hatice ipek
kubra melike nesrin oya sena sude tulay yeliz zuhal eda ela ezgi funda hulya ilknur nermin nilay ozlem songul
serap yasemin asli damla ufuk berkay emir omer enes alper anil batuhan cihan fatih ferhat harun ilyas kenan
koray mete okan rasit samet serdar tayfun tuncay vedat yakup zeki ayten canan didem duygu figen handan ilayda
meltem mine nalan nihan pelin rabia sema sevda tugce zerrin berna busra ceyda emel esma fadime gonul hilal
nazan nurcan reyhan selma sezen tulin yonca fatma ayse aysegul gulsen hulusi husnu cemal cemil nuri remzi
sami hikmet ismet hilmi yilmaz erol ercan erhan ertan sedat senol sener tamer tuncer ozer aydin bekir cafer
davut dursun ekrem ferit galip hamdi irfan kazim lutfi memduh nazim necdet oktay rifat sabri sadik tahsin
veysel zekai abdullah kubilay gokay gokce tunc alp atakan baran berke dogukan egemen kutay yagiz ata
""".split())

#: Words that are never names (so a capitalised or unknown word next to a verb is not taken for one).
_NOT_NAMES = frozenset("""
el eli elde elden elim elimde elinde son tas tasi okey okeyi okeyle sahte seri seriyle per perle cift ciftten
ciftle normal kafa deste taslar ortadaki ortada kimse herkes biri ben sen o bu su bir iki ve ile de da ama ki
sonra once yine hic tek seferde hepsini tamamini bitti rakip adam karsi esim takim puan puanim sayi kac ne kim
gosterge gostergeyi islek yere geri toplam toplamim bende bana benim oyun masa masada hemen direk direkt zaten
kaldi vardi yok var degil degildi okeylerle acik acmadan ilk ikinci usteki alttaki dikkat arada yandan sagdan
soldan yeniden tekrar baska herhalde galiba aslinda bence artik hala daha en cok az ayni farkli evet hayir
oyundostlugu oyundostlugunda oyundostlugundan od odde oyna app uygulama uygulamada turnuva turnuvada
turnuvanin esli eslide duz duzde okeyde yuzbir yuzbirde kafede masamizda
""".split())

#: "açmayan kaç yazar": a player described only by not having opened (a role, not a name).
_UNOPENED_ROLE = re.compile(r"^(acmayan|acamayan|acmamis|acamamis|acmamisa|acamamisa|acmayana|acamayana)$")
UNOPENED = "acmayan"

_COLOURS = {"kirmizi": "kırmızı", "kirmizi'": "kırmızı", "mavi": "mavi", "siyah": "siyah", "sari": "sarı",
            "krmz": "kırmızı", "kirmizidan": "kırmızı", "k": "kırmızı", "m": "mavi", "sy": "siyah", "sr": "sarı",
            "kirmizinin": "kırmızı", "mavinin": "mavi", "siyahin": "siyah", "sarinin": "sarı"}
_COLOUR_RE = re.compile(r"^(kirmizi|mavi|siyah|sari)(?:'?[a-z]{0,4})?$")

# Verb lemmas by folded prefix (first match wins). ``neg`` verbs are the negative forms.
_VERB_RES: tuple[tuple[str, re.Pattern[str]], ...] = tuple((name, re.compile(rx)) for name, rx in (
    ("ac-neg", r"^ac(?:a)?ma(?:d|m[iu]s|y|z|s)"),
    ("ac", r"^ac(?:t|m[iu]s|[iu]p|an$|ar$|ar[iu]m|[iu]yor|acak|acag|arak|[iu]nc|mist)"),
    ("bit-neg", r"^bit(?:ir)?e?me(?:d|m[iu]s|z|den|y)"),
    ("bit", r"^bit(?:ir)?(?:t|d|m[iu]s|[iu]p|en$|er$|er[iu]m|[iu]yor|ecek|eceg|erek|[iu]nc)"),
    ("at-neg", r"^atma(?:d|m[iu]s|y|z|dan)"),
    ("at", r"^at(?:t[iu]|m[iu]s|[iu]p|arak|[iu]nc|an$|ar$|[iu]ld|[iu]yor|acak|acag)"),
    ("al-neg", r"^alma(?:d|m[iu]s|y|z)"),
    ("al", r"^al(?:d[iu]|m[iu]s|[iu]p|an$|[iu]r$|[iu]nc|[iu]yor|[iu]nd)"),
    ("topla", r"^topla(?:d|m[iu]s|y[iu]p|r$|yinca)"),
    ("goster", r"^goster(?:d|m[iu]s|[iu]p|en$|[ie]r$|[ie]ce)"),
    ("git", r"^(?:git|gid)(?:t|m[iu]s|en$|er$|[iu]p|ecek|eceg)"),
    ("indir", r"^indir(?:d|m[iu]s|[iu]p|erek|en$|[iu]nce)"),
    ("yap", r"^yap(?:t|m[iu]s|[iu]p|an$)"),
    ("kal", r"^kal(?:d[iu]|m[iu]s|an$|[iu]r$|[iu]yor|d[iu]k)"),
    ("var", r"^var(?:d[iu]|m[iu]s|d[iu]r)?$"),
    ("bozul", r"^bozul(?:d|m[iu]s|ur|[iu]nca)"),
    ("ol", r"^ol(?:d[iu]|m[iu]s|du[mk])$"),
    ("degil", r"^degil(?:d[iu]|m[iu]s|[iu]m)?$"),
))

_P1 = re.compile(r"(?:[dt][iu]m|[dt][iu]ydim|yorum|yordum|ecegim|acagim|[ae]r[iu]m|m[iu]s[iu]m|[iu]yom|[dt]m)$")
_P1PL = re.compile(r"(?:[dt][iu]k|yoruz|ecegiz|acagiz|[ae]r[iu]z|m[iu]s[iu]z)$")
_P3PL = re.compile(r"l[ae]r(?:d[iu])?$")
_CONVERB = re.compile(r"(?:[iu]p|[ae]r[ae]k|[iu]nc[ae]|ken)$")
_PARTICIPLE = re.compile(r"(?:[ae]n|y[ae]n)$")

_HAND_ME = frozenset({"elimde", "elimdeki", "istakamda", "istakamdaki", "elimdekiler", "elimdekilerin", "bende",
                      "bendeki", "elim", "elimdekileri"})
_OWN_ME = frozenset({"puanim", "puanimda", "puanimi", "kalanim", "cezam", "toplamim", "elim"})
_OWN_WE = frozenset({"puanimiz", "puanimizda", "puanimizi", "toplamimiz", "takimimizin", "takimin", "bizim"})
_HAND_3 = frozenset({"elinde", "elindeki", "istakasinda", "istakasindaki", "elindekiler", "elindekilerin"})
_HAND_N = frozenset({"elde", "eldeki", "kalan", "kalani", "kalanim", "kalanlar", "istakada", "istakadaki",
                     "kalanin", "elde kalan", "ustumde", "uzerimde"})
_SERI_MODS = frozenset({"seriyle", "seri", "serisiyle", "seriden", "serilerle", "perle", "per", "perden",
                        "perlerle", "perler", "perlerimle", "kutle", "kutlerle", "serimle", "perimle", "seriler"})
_CIFT_MODS = frozenset({"ciftten", "cift", "ciftle", "ciftlerle", "ciftler", "ciftlerimle", "cifte", "ciftlerden"})
_ELDEN_MODS = frozenset({"elden", "kafa", "kafadan", "seferde", "hepsini", "tamamini", "tumunu", "hepsi",
                         "butun", "eldenmis"})
_NORMAL_MODS = frozenset({"normal", "normalden", "normalde", "sade"})
_DESTE_WORDS = frozenset({"deste", "destede", "taslar", "ortadaki", "ortada", "desteler", "yigin", "tas"})
#: "202 yazdım": the asker states the score they wrote (past tense, first person only).
_STATED_ME = frozenset({"yazdim", "yazmistim", "yazdirdim", "yedim", "yemistim", "yazmisim"})
_OKEY_FIN = frozenset({"okeyle", "okeyli", "okeyler", "okeyden"})
_Q_WORDS = frozenset({"kac", "ne", "kim", "kimler", "toplam", "toplamim", "toplamimiz", "toplamda", "hesapla",
                      "hesaplar", "puanim", "puanimiz", "cezam", "nedir", "neymis"})

_NUM = re.compile(r"^(-?\d+)(?:'([a-z]+))?(\.)?$")
#: Question verbs about the asker ("yazarım", "kaç kaldım", "düşüyorum") and about "us" ("yazarız").
_Q_ME = re.compile(r"^(?:yaz|dus|kal|yi|ye|al|ode|cik|ol|gid|ver)\w*(?:r[iu]m|yorum|[cg][iu]m|[dt][iu]m|m[iu]y[iu]m|y[iu]m|"
                   r"s[ie]m|[ae]yim)$")
_Q_WE = re.compile(r"^(?:yaz|dus|kal|yi|ye|al|ode|cik|ol|gid|ver)\w*(?:r[iu]z|yoruz|[cg][iu]z|[dt][iu]k|m[iu]y[iu]z)$")


@dataclass
class Tok:
    """One token with what the lexicon says about it."""

    i: int
    text: str
    num: int | None = None
    ordinal: bool = False
    suffix: str = ""
    verb: str | None = None
    person: str | None = None  # 1 | 1pl | 3 | 3pl | conv | part
    claimed: bool = False


def _verb(tok: str) -> tuple[str | None, str | None]:
    """(lemma, person) of a verb token, or (None, None)."""
    for name, rx in _VERB_RES:
        if rx.match(tok):
            if name in ("var", "ol", "degil"):
                return name, "1" if tok.endswith(("im", "um", "dum", "dim")) else "3"
            if _P1.search(tok):
                return name, "1"
            if _P1PL.search(tok):
                return name, "1pl"
            if _P3PL.search(tok):
                return name, "3pl"
            if _CONVERB.search(tok):
                return name, "conv"
            if _PARTICIPLE.search(tok) and not tok.endswith(("tin", "din")):
                return name, "part"
            return name, "3"
    return None, None


@lru_cache(maxsize=4096)
def _tok_info(text: str) -> tuple[int | None, bool, str, str | None, str | None]:
    m = _NUM.match(text)
    if m:
        return int(m.group(1)), bool(m.group(3)), m.group(2) or "", None, None
    verb, person = _verb(text)
    return None, False, "", verb, person


#: Possessive forms that mean the same tile to the reader ("okeyimi yere attım" = "okeyi yere attım").
_ALIASES = {"okeyimi": "okeyi", "okeyimizi": "okeyi", "okeyimle": "okeyle", "rakp": "rakip", "rakib": "rakip",
            # thumb typos of okey: a missed "okeyle" would turn an okey finish into a normal one
            "okyle": "okeyle", "okeyel": "okeyle", "okiyle": "okeyle", "okeyl": "okeyle", "okye": "okey",
            "oky": "okey", "okyi": "okeyi", "okeyı": "okeyi"}

_PREP_DOT = re.compile(r"(?<=[^\W\d_])\.(?=\s|$)")
_PREP_PUNCT = re.compile(r"[,;!?\n:…/\"]+|\s[-–—]\s")
_PREP_PARENS = re.compile(r"[()\[\]{}]")


def tokenize(text: str) -> list[Tok]:
    """Normalised tokens with punctuation kept as :data:`SEP` tokens."""
    prepped = _PREP_PUNCT.sub(f" {SEP} ", _PREP_DOT.sub(f" {SEP} ", _PREP_PARENS.sub(" ", text)))
    raw: list[str] = []
    for t in normalize(prepped).tokens:
        if "-" in t.strip("-") and not re.match(r"^-?\d+$", t):
            raw.extend(p for p in t.split("-") if p)
        else:
            raw.append(t)
    out: list[Tok] = []
    for t in raw:
        if t == SEP and out and out[-1].text == SEP:
            continue
        t = _ALIASES.get(t, t)
        num, ordinal, suffix, verb, person = _tok_info(t)
        out.append(Tok(len(out), t, num, ordinal, suffix, verb, person))
    return out


# --------------------------------------------------------------------------- entities


def _name_with_suffix(tok: str) -> tuple[str, str] | None:
    """("murat", case) when ``tok`` is a known name, bare or with a case ending."""
    base, _, suf = tok.partition("'")
    if base in _NAMES:
        return base, _case_of(suf)
    for end in ("nin", "nun", "in", "un", "de", "da", "te", "ta", "ye", "ya", "yle", "yla", "le", "la", "ya",
                "e", "a", "i", "u", "yi", "yu", "den", "dan", "ten", "tan", "ndan", "nden"):
        if tok.endswith(end) and len(tok) - len(end) >= 2:
            stem = tok[: -len(end)]
            if stem in _NAMES:
                return stem, _case_of(end)
            if stem.endswith("b") and stem[:-1] + "p" in _NAMES:  # zeynebin
                return stem[:-1] + "p", _case_of(end)
            if stem.endswith("d") and stem[:-1] + "t" in _NAMES:  # muradin
                return stem[:-1] + "t", _case_of(end)
    return None


def _case_of(suffix: str) -> str:
    if not suffix:
        return "nom"
    if suffix.endswith(("nin", "nun", "in", "un")):
        return "gen"
    if suffix.startswith(("de", "da", "te", "ta")) and not suffix.endswith(("den", "dan", "ten", "tan")):
        return "loc"
    if suffix in ("e", "a", "ye", "ya"):
        return "dat"
    if suffix.endswith(("den", "dan", "ten", "tan")):
        return "abl"
    if suffix in ("i", "u", "yi", "yu"):
        return "acc"
    return "other"


def _seat(tok: str) -> tuple[str, str] | None:
    for seat in _SEATS:
        if tok == seat or tok.startswith(seat + "'"):
            return seat, _case_of(tok.partition("'")[2])
        if tok.startswith(seat) and len(tok) - len(seat) <= 4:
            suf = tok[len(seat):]
            if suf in ("nun", "nin", "un", "in", "da", "de", "ya", "ye", "dan", "den", "yu", "yi"):
                return seat, _case_of(suf)
    return None


# --------------------------------------------------------------------------- parser


class _Parser:
    """One pass over a story; see the module docstring for the method."""

    def __init__(self, text: str, ruleset: str) -> None:
        self.text = text
        self.ruleset = ruleset
        rs = RULESETS.get(ruleset)
        self.team = bool(rs and rs.team)
        self.duz = bool(rs and rs.game == "duz")
        self.toks = tokenize(text)
        self.story = Story(text=text, ruleset=ruleset, tokens=[t.text for t in self.toks])
        self.capitalised = self._capitalised_words(text)
        self.aliases: dict[str, str] = {}

    # ---- helpers
    @staticmethod
    def _capitalised_words(text: str) -> set[str]:
        """Folded words written with a capital letter not at a sentence start (likely names)."""
        out: set[str] = set()
        for m in re.finditer(r"(?<![.!?]\s)(?<!^)(?<=\s)([A-ZÇĞİÖŞÜ][a-zçğıöşü]+)", text):
            out.add(normalize(m.group(1)).folded.split("'")[0])
        return out

    def t(self, i: int) -> str:
        return self.toks[i].text if 0 <= i < len(self.toks) else ""

    def add_entity(self, key: str, display: str | None = None, implicit: bool = False) -> str:
        if not implicit:
            self.implicit.discard(key)
        if key not in self.story.entities:
            self.story.entities[key] = display or ROLE_NAMES.get(key) or key.title()
        return key

    def entity(self, i: int) -> tuple[str, str, int] | None:
        """(key, case, tokens used) of an entity mention starting at token i.

        A role word followed by a name ("eşim Ayşe", "karşı takımdan Ali") is one mention: the name
        becomes another way to say that role for the rest of the story.
        """
        got = self._entity(i)
        if got is None:
            return None
        key, case, used = got
        if key.startswith("name:") and key in self.aliases:
            return self.aliases[key], case, used
        if key in (PARTNER, RIVAL, RIVAL2, "sag", "sol", "karsidaki") and case in ("nom", "abl"):
            nxt = self._entity_name_at(i + used)
            if nxt is not None:
                self.aliases[nxt[0]] = key
                return key, nxt[1], used + 1
        return got

    def _entity_name_at(self, i: int) -> tuple[str, str] | None:
        """("name:ali", case) when token i is a known first name (not a word of the story)."""
        if not 0 <= i < len(self.toks) or self.toks[i].claimed:
            return None
        named = _name_with_suffix(self.t(i))
        return ("name:" + named[0], named[1]) if named else None

    def _entity(self, i: int) -> tuple[str, str, int] | None:
        """(key, case, tokens used) of an entity mention starting at token i (no apposition)."""
        tok = self.t(i)
        two = f"{tok} {self.t(i + 1)}"
        if two in _RIVAL2_WORDS:
            return RIVAL2, _RIVAL2_WORDS[two], 2
        if two in _RIVAL_WORDS and two.startswith("karsi tak"):
            return RIVAL, "nom", 2
        if tok in _ME_WORDS:
            return ME, _ME_WORDS[tok], 1
        if two in _PARTNER_WORDS:
            return PARTNER, _PARTNER_WORDS[two], 2
        if tok in _PARTNER_WORDS and tok != "arkadasim":
            return PARTNER, _PARTNER_WORDS[tok], 1
        if tok in _SIDE_WORDS:
            key, case = _SIDE_WORDS[tok]
            if key == "karsidaki" and self.team:
                key = PARTNER
            return key, case, 1
        if tok == "karsi" and self.t(i + 1) in ("takim", "takimdan", "taraf", "takimin"):
            return RIVAL, "nom", 2
        if tok == "rakip" and self.t(i + 1) in ("takim", "takimin", "takimda", "takimdan", "taraf", "tarafin"):
            nxt = self.t(i + 1)
            return RIVAL, ("gen" if nxt.endswith("in") else "loc" if nxt.endswith("da") else
                           "abl" if nxt.endswith("dan") else "nom"), 2
        if tok in ("rakipler", "rakiplerin", "rakiplerimiz", "rakiplerimizin"):
            # "rakiplerin ikisi de açamadı", "rakipler açamadı": both rivals
            used = 1
            if self.t(i + 1) in ("2'si", "ikisi", "ikisinin", "2'sinin", "ikisi'de") or self.t(i + 1).startswith("2'si"):
                used = 2
            elif tok in ("rakiplerin", "rakiplerimizin"):
                return None
            return "q:rakipler", "nom", used
        if tok in _OTHER_WORDS and RIVAL in self.story.entities and RIVAL not in self.story.implicit:
            return RIVAL2, "nom", 1
        if tok in _RIVAL_WORDS:
            if tok.startswith("biri") and self.t(i + 1) in ("de", "da"):
                return None
            if tok == "karsi" and self.t(i + 1) in ("karsiya",):
                return None
            return RIVAL, _RIVAL_WORDS[tok], 1
        if tok in _QUANT:
            if tok.startswith("takim") and not self.team:
                return None
            return "q:" + _QUANT[tok], "nom", 1
        seat = _seat(tok)
        if seat:
            return "seat:" + seat[0], seat[1], 1
        named = _name_with_suffix(tok)
        if named:
            return "name:" + named[0], named[1], 1
        if self._maybe_name(i):
            return "name:" + tok, "nom", 1
        return None

    def _maybe_name(self, i: int) -> bool:
        """An unknown word used as a subject: capitalised mid-sentence, or right before a player verb/modifier."""
        tok = self.toks[i]
        w = tok.text
        if tok.num is not None or tok.verb or len(w) < 3 or not w.isalpha() or w in _NOT_NAMES or w == SEP:
            return False
        if w in _COLOURS or _COLOUR_RE.match(w) or w in _Q_WORDS or w in _HAND_ME | _HAND_3 | _HAND_N:
            return False
        if w in _SERI_MODS | _CIFT_MODS | _ELDEN_MODS | _NORMAL_MODS | _DESTE_WORDS | _OKEY_FIN:
            return False
        if w.endswith(("im", "imiz", "dim", "tim", "dik", "ken", "mis", "misti", "ip", "yla", "yle", "den", "dan")):
            return False
        nxt = self.toks[i + 1] if i + 1 < len(self.toks) else None
        if nxt is None:
            return False
        prev = self.t(i - 1)
        starts = i == 0 or prev == SEP or (self.toks[i - 1].verb is not None and self.toks[i - 1].person in ("1", "3"))
        if not starts and w not in self.capitalised:
            return False
        if nxt.verb in ("ac", "ac-neg", "bit", "at", "goster") and nxt.person in ("3", "conv"):
            return True
        if nxt.text in _SERI_MODS | _CIFT_MODS | _ELDEN_MODS | _NORMAL_MODS | _OKEY_FIN | _HAND_3 | {"okey"}:
            return True
        return w in self.capitalised and nxt.verb is not None

    # ---- pass 1: fixed patterns that claim their numbers
    def claim_patterns(self) -> None:
        toks, n = self.toks, len(self.toks)
        for i, tk in enumerate(toks):
            w = tk.text
            # okey identity: "okey sarı 12", "okey 9", "okey olan taş sarı 6", "gösterge sarı 13"
            if w in ("okey", "okeyimiz", "okeyi", "gosterge", "gostergemiz", "gosterge'", "gostergeyi") and not tk.claimed:
                j = i + 1
                while self.t(j) in ("olan", "tasi", "tas", "de", "da", "ise", "yani", "miz", "su", "bu", "taşı"):
                    j += 1
                colour = self._colour(self.t(j))
                k = j + 1 if colour else j
                nt = toks[k] if k < n else None
                if nt is not None and nt.num is not None and 1 <= nt.num <= 13:
                    if self.t(k + 1) in ("tane", "tas", "sayi", "cift", "ciftle", "puan", "sayilik") and not colour:
                        continue
                    if w.startswith("gosterge") and w != "gostergeyi":
                        self._set_okey_number(nt.num % 13 + 1, i, f"gösterge {(colour or '') + ' ' if colour else ''}"
                                              f"{nt.num} → okey {(colour + ' ') if colour else ''}{nt.num % 13 + 1}")
                        for x in range(i, k + 1):
                            toks[x].claimed = True
                    elif w.startswith("okey"):
                        self._set_okey_number(nt.num, i, f"okey {(colour + ' ') if colour else ''}{nt.num}")
                        for x in range(j, k + 1):
                            toks[x].claimed = True
                        if w in ("okeyimiz",):
                            tk.claimed = True
            if tk.num is None or tk.claimed:
                continue
            nxt, nxt2, prev = self.t(i + 1), self.t(i + 2), self.t(i - 1)
            # düz start: "20'den başladık", "başlangıç 30"
            if tk.suffix in ("den", "dan", "ten", "tan") and (nxt.startswith("basla") or nxt.startswith("geri")):
                self.story.duz_start = tk.num
                tk.claimed = True
            elif nxt in ("puandan", "puanla", "puanda") and (nxt2.startswith("basla") or nxt2.startswith("geri")):
                self.story.duz_start = tk.num  # "40 puandan başladık"
                tk.claimed = True
            elif prev.startswith("baslangic") and tk.num in (20, 30, 40, 50):
                self.story.duz_start = tk.num
                tk.claimed = True
            # Okey Gecesi: "8 kişilik", "8 kişiyle"
            elif nxt.startswith("kisi"):
                self.story.night_players = tk.num
                tk.claimed = True
            # rank: "2. oldum", "2. sırada", "ikinci oldum"
            elif tk.ordinal and (nxt.startswith("ol") or nxt.startswith("sira")) and nxt != "okey":
                if self.story.night_rank is None:
                    self.story.night_rank = tk.num
                tk.claimed = True
            # bracket: "13 takım", "13 takımla"
            elif nxt.startswith("takim") and not tk.ordinal:
                self.story.bracket_entries = tk.num
                tk.claimed = True
            # "5 çift", "7 çiftle"
            elif nxt.startswith("cift") and not nxt.startswith("ciftten") and tk.num <= 13:
                tk.claimed = True
                if tk.num == 7 and self.duz:
                    self._mark(i, "cift7")
            # "800 attı"
            elif tk.num == 800:
                tk.claimed = True
            # hand markers: "1. el", "2. elde"
            elif tk.ordinal and (nxt in ("el", "elde", "eli", "elin", "elde", "ele") or nxt.startswith("el'")):
                tk.claimed = True
            # "1. el 202 yazdım", "ilk elde 60 puan yazmıştım": the asker's own score for a hand, as told
            elif (nxt in _STATED_ME or (nxt in ("puan", "sayi") and nxt2 in _STATED_ME)) \
                    and not self._remainder_ctx(i):
                self.stated.append((i, tk.num))
                tk.claimed = True
            # "101'e varmadı", "101 ile açtım", "120 ile açtım": opening values, not remainders
            elif (tk.suffix in ("e", "i", "le", "la", "ile") or nxt in ("ile", "le", "la") or nxt.startswith("acis")
                  or nxt in ("ceza", "cezasi", "cezayi", "yazdi", "yazdim", "yazar")) and not self._remainder_ctx(i):
                tk.claimed = True
            # "1 tane", "2 okey" are handled by the holding reader
        if self.story.night_players is not None and self.story.night_rank is None:
            for i, tk in enumerate(toks):
                if tk.text in ("sonuncu", "sonuncuyum", "sonuncuydum") or (
                        tk.text == "son" and self.t(i + 1).startswith("ol") and self.t(i - 1) in ("en", "", SEP)):
                    self.story.night_rank = self.story.night_players
                    break

    def _mark(self, i: int, what: str) -> None:
        self.marks.setdefault(what, []).append(i)

    def _colour(self, w: str) -> str | None:
        if w in _COLOURS:
            return _COLOURS[w]
        m = _COLOUR_RE.match(w)
        return _COLOURS[m.group(1)] if m else None

    def _set_okey_number(self, n: int, i: int, said: str) -> None:
        self.okey_numbers.append((i, n, said))

    def _remainder_ctx(self, i: int) -> bool:
        """True when a number at i is said to be what is left ("elimde 41", "41 kaldı", "41 sayı")."""
        for j in range(max(0, i - 3), i):
            if self.t(j) in _HAND_ME | _HAND_3 | _HAND_N:
                return True
        for j in range(i + 1, min(len(self.toks), i + 4)):
            w = self.t(j)
            if self.toks[j].verb in ("kal", "var"):
                return True
            if w in ("sayi", "sayim", "puan", "puanlik", "sayilik"):
                return True
            if w == SEP or self.toks[j].verb:
                break
        return False

    # ---- pass 2: hands and clauses
    def split_hands(self) -> list[tuple[int, int]]:
        """Token ranges of the hands ("1. el …, 2. el …", "ilk el … ikinci el …")."""
        starts: list[int] = []
        for i, tk in enumerate(self.toks):
            nxt = self.t(i + 1)
            is_el = nxt in ("el", "elde", "eli", "ele", "elin", "elinde") or nxt.startswith("el'")
            if tk.ordinal and tk.num is not None and is_el and tk.num >= 1:
                starts.append(i)
            elif tk.text in ("ilk", "sonraki", "ardindan", "diger", "ertesi", "son") and is_el and \
                    nxt not in ("elinde",) and not (tk.text == "son" and self.t(i + 2) in ("tas", "tasi")):
                starts.append(i)
        if len(starts) < 2:
            return [(0, len(self.toks))]
        ords = [self.toks[s].num for s in starts]
        if all(o is not None for o in ords) and len(set(ords)) == len(ords) and ords != sorted(ords):
            spans = [(s, starts[k + 1] if k + 1 < len(starts) else len(self.toks)) for k, s in enumerate(starts)]
            spans[0] = (0, spans[0][1])
            return [sp for _, sp in sorted(zip(ords, spans))]
        ranges = []
        for k, s in enumerate(starts):
            e = starts[k + 1] if k + 1 < len(starts) else len(self.toks)
            ranges.append((0 if k == 0 else s, e))
        return ranges

    def parse(self) -> Story:
        self.marks: dict[str, list[int]] = {}
        self.unnamed_finish: set[int] = set()
        self.okey_numbers: list[tuple[int, int, str]] = []
        self.stated: list[tuple[int, int]] = []
        self.claim_patterns()
        self.q_windows = self._question_windows()
        self.in_question = {i for a, b in self.q_windows for i in range(a, b)}
        self.penalty_question = any(self.toks[i].text.startswith("ceza") for i in self.in_question)
        ranges = self.split_hands()
        for idx, (s, e) in enumerate(ranges):
            hand = HandSlots(index=idx + 1)
            self.read_hand(hand, s, e)
            self.story.hands.append(hand)
        # a score the asker says they wrote for a hand counts only in a story of several hands
        if len(ranges) > 1:
            for hand, (s, e) in zip(self.story.hands, ranges):
                said = [n for i, n in self.stated if s <= i < e]
                if len(said) == 1:
                    hand.stated_me = said[0]
                    self.add_entity(ME)
        # okey number: the one said inside each hand, else the one said anywhere (single hand)
        for hand, (s, e) in zip(self.story.hands, ranges):
            inside = [x for x in self.okey_numbers if s <= x[0] < e]
            pick = inside[-1] if inside else (self.okey_numbers[-1] if self.okey_numbers and len(ranges) == 1 else None)
            if pick:
                hand.okey_number, hand.okey_number_from = pick[1], pick[2]
        self.read_question()
        self.story.kind = self._kind()
        return self.story

    def _question_windows(self) -> list[tuple[int, int]]:
        """Token ranges of the question phrases ("kaç yazarım", "bende kaç kaldı", "kim kaç yazar").

        A window starts at the question word, backed up over the asked entity ("zeynepte kaç",
        "takım kaç", "bana kaç"), and runs to the next separator. The story is read without them.
        """
        out: list[tuple[int, int]] = []
        n = len(self.toks)
        for i, tk in enumerate(self.toks):
            w = tk.text
            if out and i < out[-1][1]:
                continue
            if w in ("kac", "toplamim", "toplamimiz", "hesapla", "nedir", "neymis") or \
                    (w == "ne" and self.t(i + 1).startswith(("yaz", "olur", "oldu", "kal", "eder", "dus", "ceza"))) or \
                    (w == "kim" and self.t(i + 1) in ("ne", "kac")) or w == "kimler":
                j = i
                while j > 0 and (self.entity(j - 1) or self.t(j - 1) in ("peki", "o", "zaman", "simdi", "toplam",
                                                                      "toplami", "en", "sonuc", "sonucta", "ve")):
                    j -= 1
                e = i + 1
                while e < n and self.toks[e].text != SEP and self.toks[e].num is None and \
                        not (self.toks[e].verb in ("ac", "ac-neg", "bit", "at") and self.toks[e].person != "1") \
                        and self.toks[e].text not in ("rakip", "adam", "esim", "ben"):
                    e += 1
                out.append((j, e))
        last = n - 1
        while last >= 0 and self.toks[last].text == SEP:
            last -= 1
        if last >= 0 and self.toks[last].text in ("takim", "takimca", "takimimiz", "toplam", "toplamim",
                                                   "toplamimiz", "toplami", "toplamimizi", "hepsi",
                                                   "herkes") and \
                not (out and out[-1][1] > last):
            j = last
            while j > 0 and self.t(j - 1) in ("takim", "takimin", "takimimizin", "bizim", "takimca"):
                j -= 1  # "takım toplamı"
            out.append((j, last + 1))
        return out

    def read_hand(self, hand: HandSlots, start: int, end: int) -> None:
        toks = self.toks
        subj: str | None = None  # entity named in the current clause
        topic3: str | None = None  # last third person talked about
        actor: str | None = None  # last subject of any verb
        clause: list[Tok] = []
        owner: str | None = None
        pending_okey_taken: tuple[str | None, int] | None = None
        content = False  # clause has seen non-entity content
        i = start
        last_pen: PenaltySlot | None = None
        last_verb_idx = -10

        def flush(finite: Tok | None) -> None:
            nonlocal subj, topic3, actor, owner, content, pending_okey_taken, last_pen, last_verb_idx
            who = subj
            if finite is not None:
                if finite.person == "1":
                    who = ME
                elif finite.person == "1pl":
                    who = subj if subj in ("q:herkes", "q:ikimiz") else "q:biz"
                elif finite.person == "3pl":
                    who = subj or "q:onlar"
                elif who == ME and subj == ME and finite.verb in ("kal", "var"):
                    pass  # "ben 12 kaldı": what the asker holds
                elif who is None or who == ME:
                    who = topic3 if finite.verb not in ("kal", "var") else None
            res = self.clause(hand, clause, who, owner or (None if finite and finite.verb not in ("kal", "var")
                                                           else None), actor, topic3, pending_okey_taken, last_pen,
                              last_verb_idx)
            if res.get("okey_taken_obj") is not None:
                pending_okey_taken = res["okey_taken_obj"]
            elif res.get("consumed_okey_taken"):
                pending_okey_taken = None
            if res.get("penalty") is not None:
                last_pen = res["penalty"]
            if res.get("actor"):
                actor = res["actor"]
                if actor not in (ME,) and not actor.startswith("q:"):
                    topic3 = actor
            if finite is not None:
                last_verb_idx = finite.i
            clause.clear()
            subj, owner, content = None, None, False

        while i < end:
            tk = toks[i]
            w = tk.text
            if w == SEP or i in self.in_question:
                if clause:
                    flush(None)
                i += 1
                continue
            ent = None if tk.claimed else self.entity(i)
            if ent is not None:
                key, case, used = ent
                if case in ("nom",) or key.startswith("q:"):
                    if content or subj is not None and subj != key:
                        if clause:
                            flush(None)
                    subj = key
                    if not key.startswith("q:"):
                        self.add_entity(key, self._display(key))
                    if key not in (ME,) and not key.startswith("q:"):
                        topic3 = key
                elif case in ("loc", "gen"):
                    if content and clause and any(t.verb for t in clause):
                        flush(None)
                    owner = key
                    self.add_entity(key, self._display(key))
                    if key != ME:
                        topic3 = key
                else:
                    self.add_entity(key, self._display(key))
                for x in range(used):
                    clause.append(toks[i + x])
                i += used
                continue
            lf = self.last_finish_at.get(hand.index, -9)
            if w in _OKEY_FIN | {"elden", "kafadan", "ciftten", "normal"} and (lf == i - 1 or (
                    lf == i - 2 and toks[i - 1].text == SEP)) and "sahte" != self.t(i - 1) and \
                    not (w == "ciftten" and i + 1 < end and toks[i + 1].verb in ("ac", "ac-neg", "git", "topla")):
                if w in _OKEY_FIN:
                    hand.okey_last = True if hand.okey_last is None else hand.okey_last
                elif w in ("elden", "kafadan"):
                    hand.elden = True
                elif w == "ciftten":
                    hand.cift = True
                else:
                    hand.normal_said = True
                self.last_finish_at[hand.index] = i
                i += 1
                continue
            if w in _HAND_ME or w in _OWN_ME:
                owner = ME
                self.add_entity(ME)
            elif w in _OWN_WE:
                owner = "q:biz"
                self.add_entity(ME)
            elif w in _HAND_3 and owner is None:
                owner = subj or topic3 or "?"
            clause.append(tk)
            if tk.verb and tk.person in ("1", "1pl", "3", "3pl") and tk.verb not in ("degil",):
                flush(tk)
            elif tk.verb and tk.person == "conv" and w.endswith("ken"):
                flush(None)
            elif tk.verb == "degil":
                flush(tk)
            else:
                content = True
            i += 1
        if clause:
            flush(None)
        self.hand_flags(hand, start, end)

    def _display(self, key: str) -> str:
        if key.startswith("name:"):
            n = key[5:]
            for word in re.findall(r"[^\W\d_]+", self.text):
                if fold(word).startswith(n) and len(word) >= len(n):
                    orig = word[: len(n)]
                    return ("İ" if orig[0] in "iİ" else orig[0].upper()) + tr_lower(orig[1:])
            return ("İ" if n[0] == "i" else n[0].upper()) + n[1:]
        if key.startswith("seat:"):
            return ROLE_NAMES[key[5:]]
        return ROLE_NAMES.get(key, key)

    # ---- one clause → facts
    def clause(self, hand: HandSlots, cl: list[Tok], who: str | None, owner: str | None, actor: str | None,
               topic3: str | None, okey_taken: tuple[str | None, int] | None, last_pen: PenaltySlot | None,
               last_verb_idx: int) -> dict[str, Any]:
        words = [t.text for t in cl]
        ws = set(words)
        verbs = [t for t in cl if t.verb]
        lemmas = {t.verb for t in verbs}
        out: dict[str, Any] = {}
        subject = who
        if subject is None:
            # converb-only clause ("… okeyi atıp") or a verbless one: the subject is the clause's entity or the actor
            ents = [self.entity(t.i) for t in cl]
            noms = [e[0] for e in ents if e and e[1] == "nom"]
            subject = noms[0] if noms else None
        persons = {t.person for t in verbs}
        if subject is None and "1" in persons:
            subject = ME
        # ---------------- quantifiers
        if subject == "q:kimse":
            if "ac-neg" in lemmas:
                hand.nobody_opened = True
            if "bit-neg" in lemmas:
                hand.deste = True
            if "al-neg" in lemmas and last_pen is not None and last_pen.taken is None:
                last_pen.taken = False
            return out
        targets = self._expand(subject)
        # ---------------- el bozuldu
        if "bozul" in lemmas or ("iptal" in ws and "el" in ws):
            hand.bozuldu = True
            return out
        # ---------------- deste bitti / taşlar bitti
        if "bit" in lemmas and (ws & {"deste", "destede", "taslar", "desteler"} or
                                ("ortadaki" in ws or "ortada" in ws) and "tas" in " ".join(words)):
            if not ({"okeyle", "kafa", "elden", "normal"} & ws) and subject in (None, "q:herkes"):
                hand.deste = True
                return out
        if ("kalmadi" in ws or "bitmisti" in ws) and ("deste" in ws or "ortada" in ws):
            hand.deste = True
            return out
        # ---------------- opening
        open_kind = None
        if ws & _CIFT_MODS and not ("cift" in ws and "okey" in ws and words.index("cift") + 1 < len(words)
                                    and words[words.index("cift") + 1] == "okey"):
            open_kind = "cift"
        elif ws & _SERI_MODS:
            open_kind = "seri"
        git_cift = "git" in lemmas and "cifte" in ws
        if "ac-neg" in lemmas or ("acis" in ws and ("tutmadi" in ws or "tutmayinca" in ws)):
            if not targets and ws & {"elimi", "elimizi"}:
                targets = [self.add_entity(ME)]  # "elimi açamadan el bitti"
            for k in targets:
                p = hand.player(k)
                if p.opened is None or p.opened_assumed:
                    p.opened, p.opened_assumed = "yok", False
            if "topla" in lemmas or ("geri" in ws and ("al" in lemmas or "topla" in lemmas)):
                for k in targets:
                    hand.player(k).penalties.append(PenaltySlot("acis-geri"))
        elif "topla" in lemmas and ("geri" in ws or "taslari" in ws):
            for k in targets:
                p = hand.player(k)
                p.penalties.append(PenaltySlot("acis-geri"))
                if p.opened is None:
                    p.opened = "yok"
        if ("ac" in lemmas or git_cift) and "ac-neg" not in lemmas:
            kind = "cift" if git_cift else open_kind
            for k in targets:
                p = hand.player(k)
                if kind:
                    p.opened, p.opened_assumed = kind, False
                elif p.opened is None:
                    p.opened, p.opened_assumed = "seri", True
        # ---------------- finishing
        kafa = "kafa" in ws or "kafadan" in ws or any(t.num == 800 for t in cl)
        at_okey = "at" in lemmas and ({"okey", "okeyi"} & ws) and not ({"yere", "ortasinda", "ortada", "arada"} & ws)
        elden_words = ("elden" in ws or kafa or ("seferde" in ws) or ("indir" in lemmas and ws & {"hepsini", "tamamini",
                                                                                                  "tumunu", "hepsi"}))
        finished = "bit" in lemmas or (kafa and ("at" in lemmas or "yap" in lemmas)) or \
            (self.duz and "yap" in lemmas and "cift7" in self._marks_in(cl)) or \
            ("okey" in ws and "disari" in ws) or ("indir" in lemmas and elden_words and verbs and
                                                  verbs[-1].verb == "indir" and verbs[-1].person != "conv")
        after = self.t(cl[-1].i + 1) if cl else ""
        if at_okey and after in ("yere", "ortaya", "masaya"):
            at_okey = False
            ws = ws | {"yere"}
        if "at" in lemmas and at_okey and not finished and not (ws & {"islek"}):
            # "rakip okey attı": a finish with the okey, unless someone else finished or the next player
            # took it / the question is about a penalty (resolved in hand_flags)
            pen = PenaltySlot("okey-atma")
            self.okey_throws.append((hand.index, subject, cl[0].i, pen))
            out["penalty"] = pen
        if finished and "bit" in lemmas and subject is None and ws & {"el", "oyun", "mac"}:
            finished = False  # "el bitti": the hand ended, nobody named
        if finished:
            fin = subject
            if fin is None or fin.startswith("q:"):
                if fin is None:
                    self.unnamed_finish.add(hand.index)  # "800 atınca …": nobody named as the finisher
                fin = RIVAL if fin in (None, "q:onlar") else None
                if fin:
                    if RIVAL not in self.story.entities:
                        self.implicit.add(RIVAL)
                    self.add_entity(RIVAL, implicit=True)
            if fin is not None:
                if fin not in hand.finishers:
                    hand.finishers.append(fin)
                hand.finisher = hand.finisher or fin
                p = hand.player(fin)
                if elden_words:
                    hand.elden = True
                if "cift" in ws or "ciftten" in ws or "ciftle" in ws or "cift7" in self._marks_in(cl):
                    hand.cift = True
                if ws & _NORMAL_MODS:
                    hand.normal_said = True
                sahte = "sahte" in ws
                if sahte and ({"okey", "okeyle", "okeyi"} & ws):
                    hand.sahte_last = True
                    if hand.okey_last is None:
                        hand.okey_last = False
                elif (ws & _OKEY_FIN) or at_okey or ("okey" in ws and ("disari" in ws or "kafa" in ws)):
                    if "at-neg" not in lemmas:
                        hand.okey_last = True
                if "at-neg" in lemmas and ({"okey", "okeyi"} & ws):
                    hand.okey_last = False
                if open_kind == "cift" and p.opened is None:
                    p.opened = "cift"
                out["actor"] = fin
                self.last_finish_at[hand.index] = cl[-1].i
        elif "at-neg" in lemmas and ({"okey", "okeyi"} & ws) and not ({"yere"} & ws):
            hand.okey_last = False
        elif not verbs and hand.finishers and cl and cl[0].i - 1 <= self.last_finish_at.get(hand.index, -9) + 1:
            if ws & _OKEY_FIN and "sahte" not in ws:
                hand.okey_last = True if hand.okey_last is None else hand.okey_last
            if ws & {"elden", "kafa", "kafadan"}:
                hand.elden = True
            if ws & {"ciftten", "ciftle"}:
                hand.cift = True
            if ws & _NORMAL_MODS:
                hand.normal_said = True
        # ---------------- in-hand penalties
        if "at" in lemmas and "islek" in ws:
            pen = PenaltySlot("islek", tile_number=self._tile_number_near(cl))
            for k in targets:
                hand.player(k).penalties.append(pen)
            out["penalty"] = pen
        elif "at" in lemmas and ({"okey", "okeyi"} & ws) and ({"yere", "ortasinda", "arada", "ortada"} & ws) \
                and not finished:
            pen = PenaltySlot("okey-atma")
            for k in targets:
                hand.player(k).penalties.append(pen)
            out["penalty"] = pen
        # işlek / okey taken by the next player?
        if "al" in lemmas and last_pen is not None and last_pen.kind in ("islek", "okey-atma") \
                and last_pen.taken is None and not ({"okey", "okeyi"} & ws and ws & {"perimdeki", "perindeki",
                                                                                      "yerdeki", "perdeki"}):
            last_pen.taken = True
        if "al-neg" in lemmas and last_pen is not None and last_pen.taken is None:
            last_pen.taken = False
        if last_pen is not None and last_pen.tile_number is None and last_pen.kind == "islek" and not verbs:
            nums = [t.num for t in cl if t.num is not None and not t.claimed and 1 <= t.num <= 13]
            if len(nums) == 1 and not self._remainder_ctx(cl[0].i):
                last_pen.tile_number = nums[0]
                for t in cl:
                    t.claimed = True
        # okey taken from a meld: "perimdeki okeyi aldılar", "perimdeki okeyi rakip aldı"
        meld_owner = None
        if ({"okey", "okeyi"} & ws) and ws & {"perimdeki", "serimdeki", "yerdeki", "perindeki", "serisindeki",
                                               "perdeki", "kutumdeki", "perlerimdeki"}:
            meld_owner = ME if ws & {"perimdeki", "serimdeki", "kutumdeki", "perlerimdeki"} else (owner or topic3)
            if meld_owner == ME:
                self.add_entity(ME)
        if "al" in lemmas and (meld_owner or okey_taken):
            m_owner = meld_owner or (okey_taken[0] if okey_taken else None)
            taker = subject if subject and not subject.startswith("q:") else None
            if m_owner is not None and taker != m_owner:
                pen = PenaltySlot("okey-alindi", by=taker, by_said=taker is not None)
                hand.player(m_owner).penalties.append(pen)
            out["consumed_okey_taken"] = True
        elif meld_owner and not verbs:
            out["okey_taken_obj"] = (meld_owner, cl[0].i)
        # ---------------- gösterge shown (düz)
        if "goster" in lemmas and ({"gostergeyi", "gosterge", "gostergenin"} & ws or self.duz):
            for k in targets:
                if k not in hand.gosterge_by:
                    hand.gosterge_by.append(k)
        # ---------------- what is left
        holder = owner or (who if who and not who.startswith("q:") else None) or actor
        if owner == "?":
            holder = topic3
        holding = self._read_holding(cl, lemmas)
        if holding and (holder is None or holder in hand.finishers and owner is None) and not self.duz:
            self.pending_hold[hand.index] = _merge_hold(self.pending_hold.get(hand.index), holding)
            holding = None
        elif self.pending_hold.get(hand.index):
            taker = holder if holding and holder and holder not in hand.finishers else (
                targets[0] if ("ac" in lemmas or git_cift or "ac-neg" in lemmas) and targets else None)
            if taker and not taker.startswith("q:") and taker not in hand.finishers:
                holding = _merge_hold(self.pending_hold.pop(hand.index), holding)
                holder = taker
        if holding and self.duz and self.team and holder in (RIVAL, RIVAL2) and holding.get("points") \
                and holding.get("parts"):
            self.story.rival_team_points = holding["parts"][0]
            holding = None
        if holding and holder and not holder.startswith("q:"):
            p = hand.player(holder)
            self.add_entity(holder, self._display(holder), implicit=holder in self.implicit)
            if self.duz or holding.get("points"):
                if holding.get("parts"):
                    p.points = holding["parts"][0]
            else:
                p.remaining_parts += holding.get("parts", [])
                p.tiles += holding.get("tiles", [])
                p.okeys += holding.get("okeys", 0)
                p.sahte += holding.get("sahte", 0)
                p.count_only = p.count_only or holding.get("count_only", False)
                p.nothing_left = p.nothing_left or holding.get("nothing", False)
        elif holding and holder == "q:biz" and self.duz and holding.get("parts"):
            self.story.team_points = holding["parts"][0]
            self.add_entity(ME)
        if out.get("actor") is None and subject and not subject.startswith("q:") and verbs:
            out["actor"] = subject
        elif out.get("actor") is None and holder and not verbs:
            out["actor"] = None
        for k in targets:
            if not k.startswith("q:"):
                self.add_entity(k, self._display(k), implicit=k in self.implicit)
        return out

    def _marks_in(self, cl: list[Tok]) -> set[str]:
        idx = {t.i for t in cl}
        return {m for m, where in self.marks.items() if idx & set(where)}

    def _expand(self, subject: str | None) -> list[str]:
        """Entity keys a (maybe plural) subject stands for."""
        if subject is None:
            return []
        if subject == "q:ikimiz":
            self.add_entity(ME)
            self.add_entity(PARTNER)
            return [ME, PARTNER] if self.team else [ME]
        if subject == "q:biz":
            self.add_entity(ME)
            if self.team:
                self.add_entity(PARTNER)
                return [ME, PARTNER]
            return [ME]
        if subject == "q:herkes":
            self.everyone = True
            self.add_entity(ME)
            return [k for k in self.story.entities] or []
        if subject == "q:rakipler":
            self.add_entity(RIVAL)
            self.add_entity(RIVAL2)
            return [RIVAL, RIVAL2]
        if subject.startswith("q:"):
            return []
        return [subject]

    def _tile_number_near(self, cl: list[Tok]) -> int | None:
        """The işlek tile's number: "işlek attım 12", "kırmızı 7 işlek attım", "işlek 7 attım"."""
        for t in cl:
            if t.num is not None and not t.claimed and 1 <= t.num <= 13:
                t.claimed = True
                return t.num
        last = cl[-1].i if cl else -1
        nt = self.toks[last + 1] if last + 1 < len(self.toks) else None
        if nt is not None and self.toks[last + 1].text != SEP and nt.num is None and self._colour(nt.text):
            nt = self.toks[last + 2] if last + 2 < len(self.toks) else None
        if nt is not None and nt.num is not None and not nt.claimed and 1 <= nt.num <= 13 \
                and not self._remainder_ctx(nt.i):
            nt.claimed = True
            return nt.num
        return None

    def _read_holding(self, cl: list[Tok], lemmas: set[str | None]) -> dict[str, Any] | None:
        """Numbers, tiles and okeys said to be left in a clause, or None."""
        words = [t.text for t in cl]
        has_ctx = bool(set(words) & (_HAND_ME | _HAND_3 | _HAND_N)) or "kal" in lemmas or "var" in lemmas or \
            any(w in ("sayi", "sayim", "sayilik", "toplami", "toplamlari") or w.startswith("puan") for w in words)
        out: dict[str, Any] = {"parts": [], "tiles": [], "okeys": 0, "sahte": 0}
        found = False
        i = 0
        n = len(cl)
        while i < n:
            t = cl[i]
            w = t.text
            if t.claimed:
                i += 1
                continue
            colour = self._colour(w)
            if t.num is not None and not t.ordinal or (t.ordinal and t.num is not None and not has_ctx is False):
                if t.ordinal and not has_ctx:
                    i += 1
                    continue
                nxt = cl[i + 1].text if i + 1 < n else ""
                if nxt == "tane":
                    c2 = self._colour(cl[i + 2].text) if i + 2 < n else None
                    if c2 and i + 3 < n and cl[i + 3].num is not None and 1 <= cl[i + 3].num <= 13:
                        out["tiles"] += [f"{c2} {cl[i + 3].num}"] * min(t.num, 2)
                        found = True
                        i += 4
                        continue
                    if i + 2 < n and cl[i + 2].text.startswith("okey") and not (i + 1 < n and cl[i + 1].text == "sahte"):
                        out["okeys"] += t.num
                        found = True
                        i += 3
                        continue
                    if i + 2 < n and cl[i + 2].text == "sahte":
                        out["sahte"] += t.num
                        found = True
                        i += 4
                        continue
                if nxt.startswith("okey") and nxt not in ("okeyle", "okeyli") and t.num <= 2:
                    out["okeys"] += t.num
                    found = True
                    i += 2
                    continue
                if nxt == "sahte" and t.num <= 2:
                    out["sahte"] += t.num
                    found = True
                    i += 3 if i + 2 < n and cl[i + 2].text.startswith("okey") else 2
                    continue
                if nxt in ("tas", "tasim", "tasi", "tane"):  # "3 taş kaldı": a count, not a sum
                    out["count_only"] = True
                    found = True
                    i += 2
                    continue
                if has_ctx:
                    if t.num >= 0:
                        out["parts"].append(t.num)
                        found = True
                    if nxt.startswith("puan") and self.duz:  # "6 puanım vardı", "12 puandaydım"
                        out["points"] = True
                i += 1
                continue
            if colour and i + 1 < n and cl[i + 1].num is not None and not cl[i + 1].claimed:
                j = i + 1
                while j < n and cl[j].num is not None and 1 <= cl[j].num <= 13 and not cl[j].claimed:
                    out["tiles"].append(f"{colour} {cl[j].num}")
                    j += 1
                found = True
                i = j
                continue
            if w == "sahte" and i + 1 < n and cl[i + 1].text.startswith("okey") and has_ctx:
                prev = cl[i - 1].text if i else ""
                out["sahte"] += 2 if prev in ("2", "iki") else 1
                found = True
                i += 2
                continue
            if w in ("okey", "okeyim", "okeylerim", "okeyler") and has_ctx:
                prev = cl[i - 1].text if i else ""
                nxt = cl[i + 1].text if i + 1 < n else ""
                if prev == "sahte":
                    i += 1
                    continue
                identity_only = nxt and (self._colour(nxt) or (i + 1 < n and cl[i + 1].claimed and cl[i + 1].num))
                if identity_only and prev not in ("bir", "1", "de", "da", "ve", "ile", "bi") and \
                        not (i + 1 < n and cl[i + 1].claimed and not self._colour(nxt)):
                    i += 1
                    continue
                out["okeys"] += 2 if prev in ("2", "iki", "cift") or w == "okeylerim" else 1
                found = True
                i += 1
                continue
            if w in ("hicbir", "hic") and i + 1 < n and cl[i + 1].text in ("sey", "tas") and has_ctx:
                out["nothing"] = True
                found = True
            i += 1
        if not found:
            return None
        return out

    def hand_flags(self, hand: HandSlots, start: int, end: int) -> None:
        """Statements about the whole hand: "son taş okey (değildi)", "okey dışarı", "sahte okeyle bitti"."""
        for i in range(start, end):
            w = self.t(i)
            if w == "son" and self.t(i + 1).startswith("tas"):
                j = i + 2
                while self.t(j) in ("da", "de", "ise", "olarak", "yine"):
                    j += 1
                if self.t(j) == "sahte":
                    hand.sahte_last = True
                    hand.okey_last = False if hand.okey_last is None else hand.okey_last
                    continue
                if self.t(j).startswith("okey") and self.t(j) not in ("okeyle", "okeyi"):
                    neg = self.t(j + 1).startswith("degil") or self.t(j + 1) in ("olmadan", "olmayan") or \
                        self.t(j).endswith(("degil", "degildi"))
                    hand.okey_last = not neg
                elif self.t(j).startswith("okey") and self.t(j) == "okeyi" and self.t(j + 1).startswith("at"):
                    hand.okey_last = self.toks[j + 1].verb == "at" if j + 1 < len(self.toks) else True
            if w in ("okeysiz",):
                hand.okey_last = False
        throws = [x for x in self.okey_throws if x[0] == hand.index]
        for _, who, i, pen in throws:
            if who is None and pen.taken is None and not self.penalty_question and hand.finishers \
                    and abs(i - self.last_finish_at.get(hand.index, -99)) <= 3:
                # "bitirdim okeyi atarak": the okey thrown right beside the finish is the last tile
                hand.okey_last = True if hand.okey_last is None else hand.okey_last
                continue
            if who is None or who.startswith("q:"):
                continue
            if pen.taken is not None or self.penalty_question:
                hand.player(who).penalties.append(pen)
            elif not hand.finishers and not hand.deste:
                hand.finishers.append(who)
                hand.finisher = who
                hand.okey_last = True if hand.okey_last is None else hand.okey_last
            elif hand.finisher == who:
                hand.okey_last = True if hand.okey_last is None else hand.okey_last
            else:
                hand.player(who).penalties.append(PenaltySlot("okey-atma"))

    # ---- the question
    def read_question(self) -> None:
        q = self.story.question
        toks = [self.toks[i] for a, b in self.q_windows for i in range(a, b)]
        words = [t.text for t in toks]
        ws = set(words)
        targets: list[str] = []
        if ws & {"toplamim", "toplamimiz", "toplam", "toplamda", "toplamlar"} or \
                any(w.startswith("toplam") for w in words):
            q.total = True
        if any(w.startswith("ceza") for w in words) and ("kac" in ws or "ne" in ws):
            q.penalty = True
        if {"kim", "kimler", "herkes", "herkese", "hepimiz"} & ws or ("kim" in ws and "kac" in ws):
            targets.append("*")
        for k, t in enumerate(toks):
            if t.text == SEP:
                continue
            if t.text in ("karsi", "rakip") and self.t(t.i + 1).startswith("takim"):
                targets.append("team:rival" if self.team else RIVAL)
                continue
            if t.text.startswith("takim") and self.t(t.i - 1) in ("karsi", "rakip"):
                continue
            ent = self.entity(t.i)
            if ent and not ent[0].startswith("q:"):
                targets.append(ent[0])
                self.add_entity(ent[0], self._display(ent[0]))
            elif ent and ent[0] in ("q:biz", "q:ikimiz"):
                targets.append("team")
            if (t.verb and t.person == "1") or _Q_ME.match(t.text) or \
                    t.text in ("toplamim", "puanim", "cezam", "kalanim", "bende", "bana"):
                targets.append(ME)
                self.add_entity(ME)
            if (t.verb and t.person == "1pl") or _Q_WE.match(t.text) or \
                    t.text in ("toplamimiz", "puanimiz", "takimimiz", "takim", "takima", "takimin"):
                self.add_entity(ME)
                if self.team or t.text == "toplamimiz":
                    targets.append("team")
        if RIVAL in targets:
            # "800 atınca rakip kaç yazar": the finisher was never named and the rival is the one
            # asked about, so we cannot tell who finished: ask rather than guess (no number is
            # better than a wrong one)
            for hand in self.story.hands:
                if hand.finisher == RIVAL and hand.index in self.unnamed_finish:
                    hand.finisher = None
                    hand.finishers = [f for f in hand.finishers if f != RIVAL]
        for hand in self.story.hands:
            # "okeyle bitince rakip açmamıştı": an unnamed finish, and the rival is described as a
            # player who had not opened — most likely not the finisher; ask instead of guessing
            fin = hand.players.get(RIVAL) if hand.finisher == RIVAL else None
            if fin is not None and hand.index in self.unnamed_finish and fin.opened == "yok":
                hand.finisher = None
                hand.finishers = [f for f in hand.finishers if f != RIVAL]
        role_asked = any(_UNOPENED_ROLE.match(t.text) and self.t(t.i + 1) in ("kac", "ne", "neler")
                         for t in self.toks)
        if role_asked and not any(t for t in targets if t not in ("*", RIVAL)):
            # "okeyle bitince açmayan kaç yazar": an opponent who never opened, whoever finished
            self.add_entity(UNOPENED, "Açmayan", implicit=True)
            for hand in self.story.hands:
                p = hand.player(UNOPENED)
                if p.opened is None:
                    p.opened = "yok"
            targets = [t for t in targets if t != RIVAL] + [UNOPENED]
        if "team:rival" in targets and RIVAL in targets:
            targets.remove(RIVAL)
        if self.story.question.total is False and "team" in targets and not self.team:
            targets = [ME if x == "team" else x for x in targets]
        seen: list[str] = []
        for x in targets:
            if x not in seen:
                seen.append(x)
        q.explicit = bool(seen)
        if not seen:
            if self.duz:
                self.add_entity(ME)
                seen = ["team"] if self.team else [ME]
            else:
                seen = [ME] if ME in self.story.entities else ["*"]
        q.targets = seen

    def _kind(self) -> str:
        s = self.story
        if s.night_players is not None and (s.night_rank is not None):
            return "season" if not self._has("sira puan") else "rank"
        if s.night_rank is not None and self._has("sira puan"):
            return "rank"
        if s.bracket_entries is not None and self._has_any("bay", "tur", "mac", "eslesme", "kura"):
            return "bracket"
        if self.duz:
            return "duz" if any(h.has_finish or h.gosterge_by for h in s.hands) else "none"
        if len(s.hands) > 1:
            return "match" if any(h.has_finish or h.stated_me is not None for h in s.hands) else "none"
        h = s.hands[0] if s.hands else None
        if h is None:
            return "none"
        if h.has_finish:
            return "hand"
        if any(p.penalties for p in h.players.values()):
            return "penalty"
        return "none"

    def _has(self, phrase: str) -> bool:
        return f" {phrase}" in " " + " ".join(self.story.tokens)

    def _has_any(self, *stems: str) -> bool:
        return any(t.startswith(s) for t in self.story.tokens for s in stems)


def _merge_hold(a: dict[str, Any] | None, b: dict[str, Any] | None) -> dict[str, Any] | None:
    """Two readings of what one player holds, added together."""
    if not a or not b:
        return a or b
    out = dict(a)
    for k, v in b.items():
        if isinstance(v, list):
            out[k] = list(out.get(k, [])) + v
        elif isinstance(v, bool):
            out[k] = out.get(k, False) or v
        elif isinstance(v, int):
            out[k] = out.get(k, 0) + v
    return out


def parse_story(question: str, ruleset: str) -> Story:
    """Read a score story under a ruleset; never raises (a broken parse gives an empty story)."""
    if not isinstance(question, str):
        question = "" if question is None else str(question)
    try:
        p = _Parser(question[:2000], ruleset)
        p.okey_throws = []
        p.everyone = False
        p.implicit = set()
        p.last_finish_at = {}
        p.pending_hold = {}
        story = p.parse()
        story.implicit = sorted(p.implicit)
        return story
    except Exception:  # noqa: BLE001 - the parser must never raise; an empty story makes the caller fall back
        return Story(text=question, ruleset=ruleset, tokens=[], kind="none")


# --------------------------------------------------------------------------- plan: slots → engine input

TEAM_US = "Siz"
TEAM_THEM = "Rakipler"


@dataclass
class Plan:
    """Engine input built from a story, and what the answer may say.

    ``engine``: the input dict in the JSON API shape (hand, match, or a small dict for
    penalty / season / rank / bracket). ``report``: engine names whose numbers the
    story determines *and* the question asks for, in order. ``team_report``: team
    ids to report. ``missing``: per asked name, the Turkish reason a number cannot be
    given. ``problems``: contradictions — no number at all. ``fillers``: engine names
    of the seats the story never mentions (their numbers are never reported).
    """

    kind: str
    engine: dict[str, Any] | None = None
    names: dict[str, str] = field(default_factory=dict)  # entity key → engine name
    report: list[str] = field(default_factory=list)
    team_report: list[str] = field(default_factory=list)
    determined: dict[str, bool] = field(default_factory=dict)
    missing: dict[str, str] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)
    fillers: list[str] = field(default_factory=list)
    rules_used: set[str] = field(default_factory=set)  # tags for the article picker
    points_before: dict[str, int] = field(default_factory=dict)  # düz: name/team → points before
    duz_start: int | None = None
    stated: dict[int, int] = field(default_factory=dict)  # hand index → the asker's score as told
    engine_hands: list[int] = field(default_factory=list)  # story hand index of each engine hand
    others_untold: list[str] = field(default_factory=list)  # "kim ne yazar": seats the story never describes


def _names(story: Story) -> dict[str, str]:
    """Entity key → a unique engine name ("Sen", "Eşin", "Rakip", "Murat", "Doğu" …)."""
    out: dict[str, str] = {}
    used: set[str] = set()
    for key, disp in story.entities.items():
        name = disp
        k = 2
        while name in used:
            name = f"{disp} {k}"
            k += 1
        out[key] = name
        used.add(name)
    return out


def _teams(story: Story, names: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """Team of each entity (eşim with me, everyone else the other side) and problems."""
    team: dict[str, str] = {}
    problems: list[str] = []
    for key in names:
        team[key] = TEAM_US if key in (ME, PARTNER) else TEAM_THEM
    us = [k for k, t in team.items() if t == TEAM_US]
    them = [k for k, t in team.items() if t == TEAM_THEM]
    if len(them) > 2 and PARTNER not in team:
        # three people besides me: the one not called rakip/karşı may be the partner; we cannot tell
        problems.append("Anlattığın hikâyede benden başka üç kişi var ama hangisinin eşin olduğunu söylemedin; "
                        "“eşim …” diye belirtir misin?")
    elif len(them) > 2 or len(us) > 2:
        problems.append("Eşli oyunda iki kişilik iki takım olur; anlattıklarında bir takımda ikiden fazla kişi var.")
    return team, problems


def _fill(names: dict[str, str], team: dict[str, str] | None, is_team: bool) -> tuple[list[str], dict[str, str]]:
    """Engine seat order (story order, then fillers) and the team of every seat."""
    seats = list(names.values())
    teams = {names[k]: team[k] for k in names} if team else {}
    fillers: list[str] = []
    k = 1
    while len(seats) < 4:
        if is_team:
            side = TEAM_US if sum(1 for t in teams.values() if t == TEAM_US) < 2 else TEAM_THEM
            base = "Eşin" if side == TEAM_US else ("Rakip" if "Rakip" not in seats else "Rakibin eşi")
            name = base
            while name in seats:
                k += 1
                name = f"{base} {k}"
            teams[name] = side
        else:
            name = f"Oyuncu {len(seats) + 1}"
            while name in seats:
                k += 1
                name = f"Oyuncu {len(seats) + k}"
        seats.append(name)
        fillers.append(name)
    return seats, teams if is_team else {}


def _finish_of(hand: HandSlots, plan: Plan, names: dict[str, str], opened_of: dict[str, str | None],
               ruleset: str) -> tuple[str | None, str | None]:
    """(finish id, finisher engine name) of a 101 hand; problems / assumptions go into the plan."""
    if hand.bozuldu:
        plan.rules_used.add("el-bozuldu")
        return "el-bozuldu", None
    finishers = list(dict.fromkeys(hand.finishers))
    if len(finishers) > 1:
        who = " ve ".join(names.get(k, k) for k in finishers)
        plan.problems.append(f"{hand.index}. elde iki kişi birden bitmiş görünüyor ({who}); bir elde yalnız bir "
                             "kişi biter. Kimin bitirdiğini netleştirir misin?")
        return None, None
    if hand.deste and not finishers:
        plan.rules_used.add("deste-bitti")
        return "deste-bitti", None
    if not finishers:
        return None, None
    fin = finishers[0]
    fin_open = opened_of.get(fin)
    base = "normal"
    if hand.elden:
        base = "elden"
    elif hand.cift or fin_open == "cift":
        base = "cift"
    elif fin_open == "yok":
        base = "elden"
        plan.assumptions.append(f"{names[fin]} açmadan bitirdiği için bunu elden bitiş saydım.")
    okey = hand.okey_last
    if okey is None:
        if not hand.normal_said:
            plan.assumptions.append("Son taşın okey olmadığını varsaydım (okeyle bittiyse söyle, kat iki katına çıkar).")
        okey = False
    if hand.sahte_last:
        plan.assumptions.append("Sahte okeyle bitmek okeyle bitiş sayılmaz; kat, son taş sıradan bir taşmış gibi bulunur.")
        plan.rules_used.add("sahte-okeyle-bitis")
    if okey:
        plan.rules_used.add("okeyle-bitis")
    if base != "normal":
        plan.rules_used.add(base)
    finish = {"normal": "okey" if okey else "normal", "cift": "cift-okey" if okey else "cift",
              "elden": "elden-okey" if okey else "elden"}[base]
    return finish, names[fin]


def _okey_tile_of(hand: HandSlots) -> str | None:
    """The okey tile as the tile lists spell it ("mavi 9"), when the story names it
    ("okey mavi 9", "gösterge mavi 8 → okey mavi 9"); None when only a number is known."""
    if not hand.okey_number_from:
        return None
    m = re.search(r"okey\s+(kırmızı|mavi|siyah|sarı)\s+(\d{1,2})\s*$", hand.okey_number_from)
    return f"{m.group(1)} {int(m.group(2))}" if m else None


def _remaining(p: PlayerSlot, hand: HandSlots, name: str, plan: Plan) -> tuple[dict[str, Any], str | None]:
    """Engine fields for what an opened player holds, or the reason it is unknown."""
    out: dict[str, Any] = {}
    if p.count_only and not p.remaining_parts and not p.tiles:
        return out, (f"{name} için elde kalan taşların sayısını söyledin ama toplamını değil; "
                     "taşların üzerindeki sayıların toplamı lazım")
    if not p.has_remaining:
        return out, f"{name} açmış ama elinde kalan taşların toplamını söylemedin"
    sahte = p.sahte
    okey = _okey_tile_of(hand)
    if okey and okey in p.tiles:
        # "okey mavi 9, elimde mavi 9 …": that tile is the okey itself, not a 9 in the sum
        n = p.tiles.count(okey)
        p.tiles = [t for t in p.tiles if t != okey]
        p.okeys += n
        whose = "Elindeki" if name == "Sen" else f"{name} elindeki"
        plan.assumptions.append(f"{whose} {okey} o elin okeyi; onu okey olarak saydım.")
    if p.tiles and not p.remaining_parts:
        out["remaining"] = list(p.tiles) + ["sahte okey"] * sahte
        if sahte:
            plan.rules_used.add("sahte-okey-kalan")
            if hand.okey_number is None:
                return out, (f"{name} elinde sahte okey var; sahte okey okeyin sayısı kadar sayılır ama okeyin ne "
                             "olduğunu (ör. “okey sarı 6” ya da göstergeyi) söylemedin")
    else:
        total = sum(p.remaining_parts) + sum(int(t.split()[-1]) for t in p.tiles)
        if sahte:
            plan.rules_used.add("sahte-okey-kalan")
            if hand.okey_number is None:
                return out, (f"{name} elinde sahte okey var; sahte okey okeyin sayısı kadar sayılır ama okeyin ne "
                             "olduğunu (ör. “okey sarı 6” ya da göstergeyi) söylemedin")
            total += sahte * hand.okey_number
            plan.assumptions.append(f"{name} elindeki sahte okeyi okeyin sayısı kadar ({hand.okey_number}) "
                                    "kalana ekledim.")
        out["remaining_sum"] = total
    if p.okeys:
        out["okeys_in_hand"] = min(p.okeys, 2)
        plan.rules_used.add("okey-elde")
    return out, None


def _penalties(p: PlayerSlot, name: str, hand: HandSlots, plan: Plan, names: dict[str, str],
               rs_id: str) -> tuple[list[dict[str, Any]], str | None]:
    """Engine penalty dicts, or the reason one is incomplete."""
    out: list[dict[str, Any]] = []
    rs = RULESETS[rs_id]
    for pen in p.penalties:
        d: dict[str, Any] = {"kind": pen.kind}
        plan.rules_used.add(pen.kind)
        rule = rs.islek_penalty if pen.kind == "islek" else rs.okey_atma_penalty
        if pen.kind in ("islek", "okey-atma") and rule == "taken-x10":
            if pen.taken is None:
                what = "işlek taşı" if pen.kind == "islek" else "okeyi"
                return out, (f"Bu kurallarda ceza, {what} sıradaki oyuncunun alıp almadığına göre değişir "
                             "(alırsa taşın sayısı × 10, almazsa 101); alındı mı, söylemedin")
            d["taken"] = pen.taken
            if pen.taken:
                if pen.kind == "islek":
                    if pen.tile_number is None:
                        return out, "İşlek taş alındığında ceza taşın sayısı × 10; attığın taşın sayısını söylemedin"
                    d["tile_number"] = pen.tile_number
                elif hand.okey_number is None:
                    return out, "Okey alındığında ceza okeyin sayısı × 10; okeyin ne olduğunu söylemedin"
        if pen.kind == "okey-alindi":
            if pen.by is not None and pen.by in names:
                d["by"] = names[pen.by]
            elif rs.okey_taken == "owner-if-rival":
                return out, ("Perindeki okeyi kimin aldığı önemli: eşin aldıysa ceza yok, rakip aldıysa 101; "
                             "kimin aldığını söylemedin")
        out.append(d)
    return out, None


def _hand_input(hand: HandSlots, story: Story, plan: Plan, names: dict[str, str], seats: list[str],
                teams: dict[str, str]) -> tuple[dict[str, Any] | None, dict[str, bool], dict[str, str]]:
    """One 101 hand as the engine's dict, which seats it determines, and why the others are not."""
    rs_id = story.ruleset
    key_of = {v: k for k, v in names.items()}
    opened_of: dict[str, str | None] = {k: (p.opened if not p.opened_assumed else "seri")
                                        for k, p in hand.players.items()}
    finish, finisher = _finish_of(hand, plan, names, opened_of, rs_id)
    if finish is None:
        return None, {}, {}
    players: list[dict[str, Any]] = []
    det: dict[str, bool] = {}
    why: dict[str, str] = {}
    partner_of_fin = None
    if teams and finisher:
        partner_of_fin = next((s for s in seats if s != finisher and teams.get(s) == teams.get(finisher)), None)
    for seat in seats:
        key = key_of.get(seat)
        p = hand.players.get(key) if key else None
        d: dict[str, Any] = {"name": seat}
        if teams:
            d["team"] = teams[seat]
        if key is None:  # filler seat
            d["opened"] = "cift" if finish == "el-bozuldu" else "yok"
            players.append(d)
            det[seat] = False
            continue
        p = p or PlayerSlot(key)
        if seat == finisher:
            d["opened"] = {"elden": "yok", "elden-okey": "yok", "cift": "cift", "cift-okey": "cift"}.get(finish, "seri")
            if p.opened == "cift" and finish in ("elden", "elden-okey"):
                d["opened"] = "cift"  # the engine refuses this with its reason
            pens, reason = _penalties(p, seat, hand, plan, names, rs_id)
            d["penalties"] = pens
            players.append(d)
            det[seat] = reason is None
            if reason:
                why[seat] = reason
            continue
        opened = p.opened
        if opened is None and (hand.nobody_opened or finish == "el-bozuldu"):
            opened = "cift" if finish == "el-bozuldu" else "yok"
        if finish == "el-bozuldu":
            opened = "cift"
        d["opened"] = opened or "yok"
        ok = True
        reason = None
        if p.opened_assumed and opened == "seri":
            plan.assumptions.append(f"{'Açtığını' if key == ME else seat + ' açtı dediğin için'} "
                                    f"{'söylediğin için ' if key == ME else ''}seriyle (perle) açıldığını varsaydım; "
                                    "çiftten açıldıysa söyle, kalan iki katı yazılır.")
        if seat == partner_of_fin and RULESETS[rs_id].partner_of_finisher_zero:
            pass  # the partner of the finisher writes 0, whatever they hold
        elif opened is None:
            ok = False
            reason = ("açıp açmadığını söylemediğin için" if key == ME else f"{seat} açtı mı açmadı mı, söylemediğin için")
        elif opened in ("seri", "cift") and finish != "el-bozuldu":
            rem, r = _remaining(p, hand, seat, plan)
            if RULESETS[rs_id].okey_in_hand == "number-plus-101" and rem.get("okeys_in_hand") and hand.okey_number is None and not r:
                r = (f"{seat} elinde okey kaldı; bu kurallarda okeyin sayısı kalana girer ama okeyin ne olduğunu "
                     "(ör. “okey sarı 12” ya da göstergeyi) söylemedin")
            d.update(rem if not r else {"remaining_sum": 0})
            if r:
                ok, reason = False, r
            if opened == "cift":
                plan.rules_used.add("cift-acan-kalan")
            else:
                plan.rules_used.add("acan-kalan")
        elif opened == "yok":
            plan.rules_used.add("acmayan")
            if teams and finish in ("elden", "elden-okey"):
                mate = next((s for s in seats if s != seat and teams.get(s) == teams.get(seat)), None)
                mate_key = key_of.get(mate) if mate else None
                mate_p = hand.players.get(mate_key) if mate_key else None
                mate_open = mate_p.opened if mate_p else None
                if mate_open is None and not hand.nobody_opened and mate != finisher:
                    ok = False
                    reason = (f"Kafa bitişte açmayanın cezası eşi açtıysa yarıya iner; {mate if mate_key else 'eşin'} "
                              "açtı mı, söylemedin")
                plan.rules_used.add("yari-ceza")
        pens, r = _penalties(p, seat, hand, plan, names, rs_id)
        d["penalties"] = pens
        if r:
            ok, reason = False, r
        players.append(d)
        det[seat] = ok
        if reason:
            why[seat] = reason
    if teams and finisher and partner_of_fin:
        det[partner_of_fin] = key_of.get(partner_of_fin) is not None
        why.pop(partner_of_fin, None)
        plan.rules_used.add("esin-puani")
    out = {"ruleset": rs_id, "finish": finish, "finisher": finisher, "players": players}
    if hand.okey_number is not None:
        out["okey_number"] = hand.okey_number
    return out, det, why


def _resolve_targets(story: Story, plan: Plan, names: dict[str, str], teams: dict[str, str]) -> None:
    """Which engine names (and teams) the answer reports."""
    q = story.question
    for t in q.targets:
        if t == "*":
            for k, n in names.items():
                if n not in plan.report:
                    plan.report.append(n)
        elif t == "team":
            if teams:
                plan.team_report.append(TEAM_US)
            elif ME in names and names[ME] not in plan.report:
                plan.report.append(names[ME])
        elif t == "team:rival":
            if teams:
                plan.team_report.append(TEAM_THEM)
        elif t in names:
            if names[t] not in plan.report:
                plan.report.append(names[t])
        elif t == ME:
            plan.report.append("Sen")
            plan.missing["Sen"] = "Kendi elini anlatmadın: açtın mı, açtıysan elinde ne kaldı?"


def plan(story: Story) -> Plan | None:
    """Turn a parsed story into an engine plan; None when the story is not a score story we can read."""
    kind = story.kind
    if kind in ("season", "rank", "bracket"):
        eng: dict[str, Any] = {"season": {"players": story.night_players, "rank": story.night_rank},
                               "rank": {"rank": story.night_rank},
                               "bracket": {"entries": story.bracket_entries}}[kind]
        return Plan(kind=kind, engine=eng, rules_used={kind})
    if kind == "none" or not story.hands:
        return None
    explicit = [k for k in story.entities if k not in story.implicit]
    if not explicit:
        return None
    if kind == "penalty":
        return _penalty_plan(story)
    if kind == "duz":
        return _duz_plan(story)
    return _hand_plan(story)


def _penalty_plan(story: Story) -> Plan | None:
    hand = story.hands[0]
    names = _names(story)
    pl = Plan(kind="penalty", names=names)
    out = {}
    for key, p in hand.players.items():
        if not p.penalties:
            continue
        pens, reason = _penalties(p, names[key], hand, pl, names, story.ruleset)
        out[names[key]] = pens
        pl.determined[names[key]] = reason is None
        if reason:
            pl.missing[names[key]] = reason
    if not out:
        return None
    pl.engine = {"ruleset": story.ruleset, "okey_number": hand.okey_number, "penalties": out}
    _resolve_targets(story, pl, names, {})
    pl.report = [n for n in pl.report if n in out] or list(out)
    if "Sen" in pl.missing and "Sen" not in out:
        pl.missing.pop("Sen")
    return pl


def _seat_table(story: Story, pl: Plan, names: dict[str, str], team_rs: bool,
                game: str) -> tuple[list[str], dict[str, str]] | None:
    """Four seats (told players plus fillers) and their teams, or None after recording why not."""
    teams_by_key, problems = _teams(story, names) if team_rs else ({}, [])
    pl.problems += problems
    if len(names) > 4:
        pl.problems.append(f"Hikâyede {len(names)} oyuncu var ({', '.join(names.values())}); "
                           f"{game} dört kişiyle oynanır.")
    if pl.problems:
        return None
    seats, teams = _fill(names, teams_by_key, team_rs)
    pl.fillers = [s for s in seats if s not in names.values()]
    return seats, teams


def _hand_plan(story: Story) -> Plan | None:
    names = _names(story)
    pl = Plan(kind="hand" if len(story.hands) == 1 else "match", names=names)
    table = _seat_table(story, pl, names, RULESETS[story.ruleset].team, "101")
    if table is None:
        return pl
    seats, teams = table
    hands: list[dict[str, Any]] = []
    det_all: dict[str, bool] = {s: True for s in seats}
    for hand in story.hands:
        if hand.stated_me is not None:
            # the asker told their score for this hand: take it as told, compute nothing for it;
            # nobody else's number for this hand is known
            pl.stated[hand.index] = hand.stated_me
            pl.rules_used.add("acan-kalan")
            for s in seats:
                if s != names.get(ME):
                    det_all[s] = False
                    pl.missing.setdefault(s, f"{hand.index}. elde yalnız kendi yazdığını söyledin, "
                                             "onun o eli belli değil")
            continue
        h, det, why = _hand_input(hand, story, pl, names, seats, teams)
        if h is None:
            if not pl.problems:
                which = f"{hand.index}. elin" if len(story.hands) > 1 else "Elin"
                pl.problems.append(f"{which} nasıl bittiğini anlayamadım: kim bitirdi, nasıl bitirdi (normal, okeyle, "
                                   "çiftten, elden) ya da deste mi bitti?")
            continue
        hands.append(h)
        pl.engine_hands.append(hand.index)
        for s in seats:
            if not det.get(s, False):
                det_all[s] = False
                if s in why and s not in pl.missing:
                    prefix = f"{hand.index}. elde " if len(story.hands) > 1 else ""
                    pl.missing[s] = prefix + why[s]
    pl.determined = det_all
    pl.assumptions = list(dict.fromkeys(pl.assumptions))
    if pl.problems:
        return pl
    if len(story.hands) == 1:
        pl.engine = hands[0]
    else:
        for h in hands:
            h.pop("ruleset", None)
        pl.engine = {"ruleset": story.ruleset, "players": seats, "hands": hands}
        if teams:
            pl.engine.pop("players")
            pl.engine["teams"] = {t: [s for s in seats if teams[s] == t] for t in (TEAM_US, TEAM_THEM)}
    _resolve_targets(story, pl, names, teams)
    if "*" in story.question.targets and pl.fillers:
        pl.others_untold = list(pl.fillers)
    return pl


def _duz_plan(story: Story) -> Plan | None:
    names = _names(story)
    pl = Plan(kind="duz", names=names)
    table = _seat_table(story, pl, names, RULESETS[story.ruleset].team, "düz okey")
    if table is None:
        return pl
    seats, teams = table
    hands = []
    for hand in story.hands:
        finishers = list(dict.fromkeys(hand.finishers))
        if len(finishers) > 1:
            pl.problems.append("Aynı elde iki kişi bitmiş görünüyor; bir elde yalnız bir kişi biter.")
            return pl
        if finishers:
            okey = hand.okey_last
            if okey is None:
                okey = False
                if not hand.normal_said:
                    pl.assumptions.append("Son taşın okey olmadığını varsaydım.")
            if hand.sahte_last:
                pl.assumptions.append("Sahte okeyle bitmek okeyle bitiş sayılmaz.")
            finish = ("cift-okey" if okey else "cift") if hand.cift else ("okey" if okey else "normal")
            finisher = names[finishers[0]]
        elif hand.deste:
            finish, finisher = "deste-bitti", None
        else:
            pl.problems.append("Elin nasıl bittiğini anlayamadım: kim bitti, nasıl bitti (normal, okeyle, yedi çiftle) "
                               "ya da deste mi bitti?")
            return pl
        pl.rules_used.add({"normal": "duz-bitis", "okey": "duz-okey", "cift": "yedi-cift", "cift-okey": "yedi-cift",
                           "deste-bitti": "duz-deste"}[finish])
        if finish == "cift-okey":
            pl.rules_used.add("duz-okey")
        shown = [names[k] for k in hand.gosterge_by if k in names][:1]
        if shown:
            pl.rules_used.add("duz-gosterge")
        h = {"finish": finish, "finisher": finisher,
             "players": [{"name": s, **({"team": teams[s]} if teams else {})} for s in seats],
             "gosterge_shown_by": shown}
        hands.append(h)
    # points before: per player (or team)
    for key, p in (story.hands[0].players.items() if story.hands else []):
        if p.points is not None:
            pl.points_before[names[key]] = p.points
    if story.team_points is not None:
        pl.points_before[TEAM_US] = story.team_points
    if story.rival_team_points is not None and teams:
        pl.points_before[TEAM_THEM] = story.rival_team_points
    pl.duz_start = story.duz_start
    # One hand with the points someone had before it: those points, not the starting
    # points, are what this hand counts down from ("30'dan başladık, 12 puandaydım").
    if (story.duz_start is not None and not pl.points_before) or len(hands) > 1:
        eng: dict[str, Any] = {"ruleset": story.ruleset, "hands": hands}
        if teams:
            eng["teams"] = {t: [s for s in seats if teams[s] == t] for t in (TEAM_US, TEAM_THEM)}
        else:
            eng["players"] = seats
        if story.duz_start is not None:
            eng["options"] = {"start": story.duz_start}
        pl.engine = eng
        pl.kind = "duz-match"
    else:
        pl.engine = {"ruleset": story.ruleset, **hands[0]}
    # in düz okey every seat's loss follows from the finish and the gösterge alone
    pl.determined = {s: True for s in seats}
    _resolve_targets(story, pl, names, teams)
    if "*" in story.question.targets and not teams:
        pl.report += [f for f in pl.fillers if f not in pl.report]
    if teams:
        # eşli düz keeps one column per team: report teams, not players
        cols = list(pl.team_report)
        for n in pl.report:
            t = teams.get(n)
            if t and t not in cols:
                cols.append(t)
        pl.team_report, pl.report = cols or [TEAM_US], []
        pl.missing.clear()
    pl.assumptions = list(dict.fromkeys(pl.assumptions))
    return pl
