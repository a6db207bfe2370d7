"""The finish kinds a text names as the case it speaks of: "çiftten bitirirse", "normal bitişte", "kafada".

Why: a yes/no question often asks a fact under one finish ("çiftten bitirince açamayanın cezası yarıya iner
mi") and an article states that fact for other finishes only ("cezası kafada ve okey kafada yarıya iner").
Whether the fact holds for the asked finish is read by comparing the finishes each side names
(:func:`referee.answers.conditions.finish_lead`).

A finish is named by its word followed by a word of finishing ("çiftten bitti", "okeyle bitişte",
"normal, çiftten ya da okeyle bitişte": a list before one "bitiş"); "kafa" and "okey kafa" are finishes
on their own. A finish word followed by "değil" ("kafa değil") names no finish of the text: it says
which one it is not. "çiftten açtım" is an opening, no finish.

Kinds (folded names): ``okey kafa``, ``cift okey`` (çiftten okeyle), ``kafa``, ``cift``, ``okey``,
``normal``, ``elden``. A kafa is an elden finish in the tournament's words ("kafa elden bitiştir"):
:func:`same_finish` treats the two as one.
"""
from __future__ import annotations

import re

#: Compound kinds first: "okey kafa" is no "okey" and no "kafa" finish of its own.
_KIND_WORDS: tuple[tuple[str, str], ...] = (
    ("okey kafa", r"okey kafa\w*"),
    ("cift okey", r"cift\w* okey\w*"),
    ("kafa", r"kafa\w*"),
    ("cift", r"cift(?:ten|le|ler\w*|li)"),
    ("okey", r"okey(?:le|la|i)"),
    ("normal", r"normal"),
    ("elden", r"elden"),
)
#: Kinds that name a finish without a word of finishing after them.
_ALONE = frozenset({"okey kafa", "kafa"})
#: Words a list of finishes runs over before its word of finishing ("kafa, çiftten ya da okeyle bitişte").
_CONNECT = frozenset({",", "ya", "da", "de", "ve", "veya", "yahut", "ile", "el", "eli", "elini", "oyunu", "atarak",
                      "atip", "son", "tas", "tasi", "olarak", "(", ")"})
_TOKEN = re.compile(r"[a-z0-9]+|[,()]")
_NOT = frozenset({"degil", "degildi", "degilse", "degilken"})


def _finishing(word: str) -> bool:
    """A word of finishing: "bitiş", "bitti", "bitirirse", "bitince", "bitmek" (not "bitiren": the one who did)."""
    return word.startswith("bit") and not word.startswith(("bitiren", "biteni"))


def _kind_at(tokens: list[str], i: int) -> tuple[str, int] | None:
    """The kind whose words start at ``tokens[i]``, with the number of tokens they take."""
    for kind, pattern in _KIND_WORDS:
        n = len(pattern.split(" "))
        if re.fullmatch(pattern, " ".join(tokens[i:i + n])):
            return kind, n
    return None


def _listed_after_finishing(tokens: list[str], i: int) -> bool:
    """The kind at ``i`` stands in a bracketed list right after a word of finishing ("diğer bitişlerde
    (normal, çiftten, okeyle)")."""
    k, bracket = i - 1, False
    while k >= 0 and (tokens[k] in _CONNECT or _kind_at(tokens, k) is not None):
        bracket = bracket or tokens[k] == "("
        k -= 1
    return bracket and k >= 0 and _finishing(tokens[k])


def finishes_named(text: str) -> frozenset[str]:
    """The finish kinds a folded text names as its case (module doc).

    >>> sorted(finishes_named("rakip ciftten bitirirse acamayanin cezasi yariya iner mi"))
    ['cift']
    >>> sorted(finishes_named("cezasi kafada ve okey kafada yariya iner"))
    ['kafa', 'okey kafa']
    >>> sorted(finishes_named("kafa, ciftten ya da okeyle bitiste -202 ve 404"))
    ['cift', 'kafa', 'okey']
    >>> sorted(finishes_named("diger bitislerde (normal, ciftten, okeyle, ciftten okey) ceza tam yazilir"))
    ['cift', 'cift okey', 'normal', 'okey']
    >>> sorted(finishes_named("okeyle bitis (kafa degil): yariya iner mi")), sorted(finishes_named("ciftten actim, normal bitti"))
    (['okey'], ['normal'])
    """
    tokens = _TOKEN.findall(text)
    found: set[str] = set()
    i = 0
    while i < len(tokens):
        hit = _kind_at(tokens, i)
        if hit is None:
            i += 1
            continue
        kind, n = hit
        j = i + n
        if j < len(tokens) and tokens[j] in _NOT:
            i = j + 1
            continue
        if kind in _ALONE:
            found.add(kind)
        else:
            k = j
            while k < len(tokens) and (tokens[k] in _CONNECT or _kind_at(tokens, k) is not None):
                k += 1
            if (k < len(tokens) and _finishing(tokens[k])) or _listed_after_finishing(tokens, i):
                found.add(kind)
        i = j
    return frozenset(found)


def same_finish(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two sets of kinds share one (a kafa is an elden finish).

    >>> same_finish(frozenset({"elden"}), frozenset({"kafa"})), same_finish(frozenset({"okey"}), frozenset({"okey kafa"}))
    (True, False)
    """
    alias = {"elden": "kafa"}
    return bool({alias.get(k, k) for k in a} & {alias.get(k, k) for k in b})
