"""A penalty the rule writes to the one who did the deed: "does my partner get it too?" is a Hayır.

Why: "okey atarsam eşim de ceza yer mi" asks about a second person of the doer's own side. The
article says that a penalty exists ("okey atmak cezalanır") and to whom it goes ("Ceza okeyi atana
yazılır", "Cezayı hep atan yazar"); an Evet read off the first sentence tells the table the partner
pays as well. So when the question asks whether the doer's partner is penalised for the doer's deed,
the verdict sentence that names the penalised person by that deed ("atana", "atan yazar") leads with
Hayır; when no sentence says whom, no Evet/Hayır is guessed.

The partner's own deed ("eşim okey atarsa ben ceza yer miyim") is the same question the other way
round and is read the same way: the asked person is not the doer.
"""
from __future__ import annotations

import re

from referee.answers.leads import strip_lead
from referee.text.morph import verb_of
from referee.text.normalize import NormalizedText, fold

#: Folded words for the asker and for the asker's partner.
_ME = re.compile(r"^(?:ben|bana|beni|benim)$")
_PARTNER = re.compile(r"^(?:es|esim|esime|esimin|esimi|ortag\w*|partner\w*)$")
#: Penalty deeds whose doer the rules name by the deed ("atana"): throwing a tile.
_DEEDS = frozenset({"at"})
#: The question asks whether someone is penalised.
_PENALTY_Q = re.compile(r"\bceza\w*\b.*\b(?:y[ie]\w*|yaz\w*|al\w*|ver\w*|var\w*)\b|\bcezalan\w*")
_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def _deed(words: list[str]) -> tuple[int, str] | None:
    """(index, root) of the conditional deed the question tells ("atarsam", "atarsa", "atınca")."""
    for i, w in enumerate(words):
        v = verb_of(w)
        if v is not None and v.root in _DEEDS and (v.conditional or re.search(r"[iıuü]n[ce][ae]$", w)):
            return i, v.root
    return None


def asks_other_person(norm: NormalizedText) -> str | None:
    """The deed's root when the question asks whether a person other than its doer is penalised, else None.

    >>> from referee.text.normalize import normalize
    >>> asks_other_person(normalize("okey atarsam esim de ceza yiyomu"))
    'at'
    >>> asks_other_person(normalize("esim okey atarsa ben de ceza yer miyim"))
    'at'
    >>> asks_other_person(normalize("okey atarsam ceza yer miyim")) is None
    True
    """
    words = norm.folded.replace("?", " ").replace(",", " ").split()
    found = _deed(words)
    if found is None or not _PENALTY_Q.search(norm.folded):
        return None
    i, root = found
    before, after = words[max(0, i - 4):i], words[i + 1:]
    mine = words[i].endswith(("sem", "sam", "ince", "inca")) and not any(_PARTNER.match(w) for w in before)
    partners = not mine and any(_PARTNER.match(w) for w in before)
    if mine and any(_PARTNER.match(w) for w in after):
        return root  # "atarsam eşim de …"
    if partners and any(_ME.match(w) for w in after):
        return root  # "eşim atarsa ben de …"
    return None


def _names_doer(sentence: str, root: str) -> bool:
    """The sentence gives the penalty to the deed's doer ("Ceza okeyi atana yazılır", "Cezayı hep atan yazar")."""
    words = fold(sentence).replace(",", " ").replace(":", " ").replace("*", "").split()
    if not any(w.startswith("ceza") for w in words):
        return False
    return any(re.fullmatch(rf"{root}(?:an|en)(?:a|e)?", w.rstrip(".")) for w in words)


def doer_only(paragraphs: list[str], norm: NormalizedText) -> list[str] | None:
    """The verdict for "does the other one get the penalty too" (module doc); None for any other question."""
    root = asks_other_person(norm)
    if root is None or not paragraphs:
        return None
    body = [strip_lead(p) for p in paragraphs]
    for k, para in enumerate(body):
        for sent in _SENTENCE.split(para):
            if _names_doer(sent, root):
                rest = " ".join(s for s in _SENTENCE.split(body[0]) if s != sent) if k == 0 else body[0]
                return [f"Hayır. {sent.strip()} {rest}".strip(), *[p for j, p in enumerate(body[1:], 1)
                                                                   if not (j == k and p.strip() == sent.strip())]]
    return body
