"""Re-ranking by action signature: the answer is about the same move as the question (issue 10, cause 5).

Each article gets a :class:`Profile`: the :class:`~referee.classify.signature.Signature` of its
title (the question the article answers, phrased as a player would) and how often each move,
mode, actor and object occurs in its ``asks``. A question's signature is matched against the
profiles of the fused top candidates; :func:`agreement` is a log-factor, so a candidate about the
same move, mode and objects rises and one about a neighbouring move ("alınırsa ceza ne" for
"alabilir miyim", "eşim okeyimi aldı" for "eşimin okeyini aldım", "sahte okey atarsam" for
"işlek atarsam") sinks. Nothing here names an article or a question: the profiles are read from
the knowledge base, the weights (:class:`Weights`) are few and chosen on the bench set.
"""
from __future__ import annotations

import json
import logging
import re
from collections import Counter
from functools import lru_cache
from dataclasses import dataclass
from pathlib import Path

from referee.classify.signature import Signature, read
from referee.knowledge import Article
from referee.text.normalize import normalize

log = logging.getLogger(__name__)

#: How much the title weighs against all the asks together when a profile counts a feature.
TITLE_SHARE = 0.5


@dataclass(frozen=True)
class Weights:
    """Log-factor weights of the agreement features (see :func:`agreement`)."""

    object_hit: float = 0.3
    object_extra: float = 0.15
    action_hit: float = 0.2
    action_extra: float = 0.05
    mode: float = 0.15
    actor: float = 0.2
    owner: float = 0.15
    #: Between whom the move goes (team / rival): "eşimin okeyini alırsam" is the teammates' case.
    relation: float = 0.4
    #: A question's state and the title's contradict each other ("açamadım" against "açmıştım").
    clash: float = 0.5
    #: The factor never moves a score by more than this (log), so words still lead.
    cap: float = 0.5


DEFAULT_WEIGHTS = Weights()


@dataclass(frozen=True)
class Profile:
    """An article's signature: its title's, and each feature's share over title and asks (0–1)."""

    title: Signature
    actions: dict[str, float]
    modes: dict[str, float]
    objects: dict[str, float]
    actors: dict[tuple[str, str], float]
    owners: dict[str, float]
    relations: dict[str, float]


def _shares(title: Signature, asks: list[Signature], key) -> dict:
    """Share of each feature: TITLE_SHARE if the title has it, plus the rest split over the asks."""
    out: Counter = Counter()
    for f in key(title):
        out[f] += TITLE_SHARE
    if asks:
        per = (1.0 - TITLE_SHARE) / len(asks)
        for s in asks:
            for f in key(s):
                out[f] += per
    return dict(out)


def build_profile(article: Article) -> Profile:
    """The profile of one article, read from its title and its asks."""
    title = read(article.title)
    asks = [read(q) for q in article.asks]
    return Profile(
        title,
        _shares(title, asks, lambda s: s.actions),
        _shares(title, asks, lambda s: s.modes),
        _shares(title, asks, lambda s: s.objects),
        _shares(title, asks, lambda s: s.actors),
        _shares(title, asks, lambda s: {s.owner} if s.owner else set()),
        _shares(title, asks, lambda s: {s.relation} if s.relation else set()),
    )


def _to_json(p: Profile) -> dict:
    t = p.title
    return {"title": [sorted(t.actions), sorted(t.modes), [list(x) for x in t.actors_in_order], t.owner,
                      sorted(t.objects)],
            "actions": p.actions, "modes": p.modes, "objects": p.objects, "owners": p.owners,
            "actors": [[a, w, v] for (a, w), v in p.actors.items()], "relations": p.relations}


def _from_json(d: dict) -> Profile:
    actions, modes, actors, owner, objects = d["title"]
    pairs = tuple((a, w) for a, w in actors)
    title = Signature(frozenset(actions), frozenset(modes), frozenset(pairs), owner, frozenset(objects), pairs)
    return Profile(title, d["actions"], d["modes"], d["objects"], {(a, w): v for a, w, v in d["actors"]},
                   d["owners"], d["relations"])


#: The key under which a profiles file records the code that read it.
_CODE_KEY = "_code"


def _code_digest() -> str:
    """A digest of the code that reads signatures and builds profiles: a file written by other code
    (another reading of actors or owners, another profile field) is built again, not trusted."""
    import hashlib

    from referee.classify import signature

    h = hashlib.sha256(Path(__file__).read_bytes() + Path(signature.__file__).read_bytes())
    return h.hexdigest()[:16]


class Profiles:
    """The profiles of a knowledge base's articles.

    Read from ``path`` (written next to the index cache, once per knowledge version) when it is
    there; otherwise each profile is built on first use, so start-up never waits for all of them,
    and :meth:`save` writes them all for the next process.
    """

    def __init__(self, articles: dict[str, Article], path: Path | None = None) -> None:
        self.articles = articles
        self.path = path
        self._cache: dict[str, Profile] = {}
        if path is not None:
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                if data.pop(_CODE_KEY, None) == _code_digest() and set(data) == set(articles):
                    self._cache = {aid: _from_json(v) for aid, v in data.items()}
            except (OSError, ValueError, KeyError, TypeError, AttributeError):
                self._cache = {}

    @property
    def complete(self) -> bool:
        return set(self._cache) >= set(self.articles)

    def __getitem__(self, article_id: str) -> Profile:
        p = self._cache.get(article_id)
        if p is None:
            p = self._cache[article_id] = build_profile(self.articles[article_id])
        return p

    def save(self) -> None:
        """Build every profile and write them to ``path`` (a read-only disk is not an error)."""
        if self.path is None:
            return
        data = {aid: _to_json(self[aid]) for aid in sorted(self.articles)}
        data[_CODE_KEY] = _code_digest()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
            tmp.replace(self.path)
        except OSError as exc:
            log.warning("profiles not written to %s: %s", self.path, exc)


def agreement(q: Signature, p: Profile, w: Weights = DEFAULT_WEIGHTS) -> float:
    """Log-factor in [-cap, cap]: how well an article's profile fits what the question asks.

    - objects the question names that the article is about (+), objects the article's title
      names that the question does not (−: "sahte okey" is not what "okey" asks about);
    - moves likewise (a move the title names and the question does not costs less: titles
      often add the hand's end, "… bitince kaç yazarım");
    - the asked modes (definition, how, consequence, obligation, permission), when both say one;
    - who makes each shared move, and whose object it is, when both say it; between whom the move
      goes (teammates or rivals), when both say it;
    - a state the title contradicts (the question's player could not open, the title's had) (−).
    """
    score = 0.0
    if q.objects:
        score += w.object_hit * sum(p.objects.get(o, 0.0) for o in q.objects) / len(q.objects)
    score -= w.object_extra * min(2, len(p.title.objects - q.objects))
    if q.actions:
        score += w.action_hit * sum(p.actions.get(a, 0.0) for a in q.actions) / len(q.actions)
        score -= w.action_extra * min(2, len(p.title.actions - q.actions))
    if q.modes and p.modes:
        top = max(p.modes.values())
        score += w.mode * sum(2 * p.modes.get(m, 0.0) - top for m in q.modes) / len(q.modes)
    for action, who in q.actors:
        said = {k: v for k, v in p.actors.items() if k[0] == action}
        if said:
            score += w.actor * (2 * said.get((action, who), 0.0) - max(said.values()))
    if q.owner and p.owners:
        score += w.owner * (2 * p.owners.get(q.owner, 0.0) - max(p.owners.values()))
    if q.relation and p.relations:
        score += w.relation * (2 * p.relations.get(q.relation, 0.0) - max(p.relations.values()))
    for a, b in CONTRARY:
        if a in q.actions and b not in q.actions and b in p.title.actions and a not in p.title.actions:
            score -= w.clash
    return max(-w.cap, min(w.cap, score))


#: Moves that exclude each other for one player: an article about one is not about the other.
CONTRARY = (("open", "unopened"), ("unopened", "open"))


#: How an opening was made, told as done right before it ("çiftten açtım", "5 çift ile açtım", "seriyle açtıysan",
#: "çiftle açan", "yere 6 çift açılmış"); "kaç çiftle açılır" asks, it tells no opening.
_MANNER_RE = re.compile(r"(?<![a-z])(cift|seri|kut)[a-z']* (?:ile )?ac(?:ti|mis|an|ilmis)[a-z']*")
#: The factor a told manner moves an article by (log): the same manner as the title's lifts, another lowers.
MANNER_WEIGHT = 0.25


@lru_cache(maxsize=4096)
def manner_of(text: str) -> str | None:
    """"cift" or "seri" (a küt opening is a meld opening, as a seri's) when the text tells one opening
    manner, else None.

    >>> manner_of("Geçen el 5 çift ile açtım, seri indirebilir miyim"), manner_of("Seriyle açtım; ne koyarım")
    ('cift', 'seri')
    >>> manner_of("çiftten açana seriyle açan ne der") is None
    True
    """
    found = {"seri" if m.group(1) == "kut" else m.group(1) for m in _MANNER_RE.finditer(normalize(text).folded)}
    return found.pop() if len(found) == 1 else None


def manner_agreement(question: str, title: str) -> float:
    """Log-factor: the opening the question says was made ("çiftten açtım") against the one the
    article's title tells ("Seriyle açtım; …"): the same lifts, another lowers, none says nothing."""
    q, t = manner_of(question), manner_of(title)
    if q is None or t is None:
        return 0.0
    return MANNER_WEIGHT if q == t else -MANNER_WEIGHT


#: Words naming a table variant of a rule (folded prefixes): a question that names one asks the variant's rule.
VARIANT_WORDS = ("katlamal",)
#: The factor (log) an article that never names the question's variant is lowered by: the plain rule
#: ("101'de kaçla açılır") is not what "katlamalıda kaç çift lazım" asks.
VARIANT_WEIGHT = 0.4


def _variants(text: str) -> frozenset[str]:
    folded = normalize(text).folded
    return frozenset(v for v in VARIANT_WORDS if re.search(r"(?<![a-z])" + v, folded))


def variant_agreement(question: str, article: Article) -> float:
    """Log-factor: −:data:`VARIANT_WEIGHT` when the question names a variant ("katlamalı") that the
    article's title, tags and asks never name; else 0."""
    asked = _variants(question)
    if not asked:
        return 0.0
    return 0.0 if asked <= _article_variants(article) else -VARIANT_WEIGHT


def _article_variants(article: Article) -> frozenset[str]:
    return _variants(" ".join((article.title, *article.tags, *article.asks)))
