"""Groups asked about: "kocamla benim toplam kaç", "ikimize toplam kaç yazılır" — a sum over the players
a question phrase names, given after each one's number; a group the story does not settle is asked back
(its word goes to ``Question.unknown``, which the leftover guard turns into a question), never answered
for part of it."""
from __future__ import annotations

import re

from calculators.rulesets import RULESETS
from referee.story.reading import ME, Reading

#: Words saying a number is summed over the people asked ("kocamla benim toplam", "ikimize toplam").
_SUM_WORDS = ("toplam", "toplami", "toplamimiz", "toplamda", "toplamlari")


def group_asked(r: Reading, q, asked: list[str], text: set[str], seq: list[str]) -> None:
    """"kocamla benim toplam kaç", "ikimize toplam kaç yazılır": a question phrase asking a sum over the
    players it names (two or more) asks that sum, besides each one's number. "X'le benim toplam" with X
    read as no one is a group the story does not settle: asked back, never answered for the asker alone."""
    if not any(t.startswith(_SUM_WORDS) for t in text):
        return
    people = [t for t in dict.fromkeys(asked) if t and (t == ME or t.startswith(("name:", "seat:", "esim", "rakip"))
                                                       or t == "q:ikimiz")]
    if len(people) >= 2 or people == ["q:ikimiz"]:
        q.groups.append(people)
        return
    joined = next((w for w, nxt in zip(seq, seq[1:]) if nxt in ("benim", "ben", "bizim") and
                   w.endswith(("le", "la", "yle", "yla")) and len(w) > 4), None)
    if joined is None:
        return
    mate = _joined_person(r, joined)
    if mate is not None and ME in (people or [ME]):
        q.groups.append([mate, ME])
    else:
        q.unknown.append(joined)


def _joined_person(r: Reading, word: str) -> str | None:
    """"eşimle", "cem'le", "kocamla": the player of the reading the word names with "ile" glued on."""
    for cut in ("yle", "yla", "le", "la"):
        if word.endswith(cut):
            stem = word[: -len(cut)].rstrip("'")
            if stem in ("esim", "ortagim", "partnerim") and "esim" in r.people:
                return "esim"
            if "name:" + stem in r.people:
                return "name:" + stem
    return None


def settled_groups(r: Reading, q) -> list[list[str]]:
    """The groups whose sum is asked, "ikimiz" resolved; a group the story does not settle (the two of
    us with only the asker told) is a party asked about that no one read — the leftover guard asks,
    never a number for part of it."""
    out = []
    for g in q.groups:
        keys = [k for x in g for k in (_writers(r) if x == "q:ikimiz" else [x])]
        keys = list(dict.fromkeys(keys))
        if len(keys) < 2:
            q.unknown.append("ikimiz")
            continue
        out.append(keys)
    return out


def _writers(r: Reading) -> list[str]:
    """"ikimize toplam kaç yazılır": the two of us (:func:`referee.story.question.targets.two_of_us`) —
    in a 101 hand never its finisher unless the asker finished (the two who write)."""
    from referee.story.question.targets import two_of_us

    two = two_of_us(r)
    if getattr(RULESETS.get(r.ruleset), "game", None) == "duz":
        return two
    fins = {k for h in r.hands for k in h.finishers if k != ME}
    return [k for k in two if k not in fins]


#: "ikisi", "ikisine", "2'si de", "her ikisinin", "üçü", "3'üne": the two (three) players just told, each one.
_OTHER = frozenset({"obur", "diger", "oteki", "kalan", "geri"})
_COUNTED = re.compile(r"^(?:(?:iki|2')(?:si|sine|sinin|sini)|(?:uc|3')(?:u|une|unun|unu))$")


def counted_asked(r: Reading, ws, facts: list, start: int, text: set[str], ppl) -> list[str]:
    """"@mert açamamıştı, ece'nin elinde 17 kaldı, ikisi kaç yazar": the question counts the players it
    asks about without naming them — the last two (three) players the story told before the question,
    never the asker nor, when enough others were told, the finisher. Fewer told than counted: the word
    is a party no one read (``Question.unknown``: asked back, never answered for part of it)."""
    word = next((t for t in text if _COUNTED.match(t)), None)
    if word is None or text & _OTHER:
        return []  # "öbür ikisi kaçta": the others (the targets' "others"), not the two just told
    n = 2 if word.startswith(("iki", "2")) else 3
    fins = {k for h in r.hands for k in h.finishers}
    told: list[str] = []
    for f in reversed([f for f in facts if f.dim == "people" and f.kind in ("person", "alias") and f.end <= start]):
        key = ppl.key(f, None)
        if key and key != ME and not key.startswith(("q:", "desc:", "team:")) and key in r.people and key not in told:
            told.append(key)
    others = [k for k in told if k not in fins]
    picked = (others if len(others) >= n else told)[:n]
    if len(picked) < n:
        r.question.unknown.append(word)
        return []
    return list(reversed(picked))
