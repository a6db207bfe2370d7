"""The question's phrases in a story (issue 11, cause 6): where the story asks, so that the story is
read without those words and :mod:`referee.story.question.targets` reads whom they ask about.

A *window* is a question phrase: the question word ("kaç", "kim", "toplam", "mi") with the people
named right before it ("ayşe kaç deniz kaç ben kaç" is three windows) and the rest of the phrase up
to its verb ("kaç yazarım"); a closing sentence that only lists people with a question mark is one too.
"""
from __future__ import annotations

from referee.story.rules import Fact
from referee.story.words import Words

_BACK = frozenset({"peki", "hangi", "hangisi", "o", "zaman", "simdi", "toplam", "en", "sonuc", "sonucta", "ve", "ile", "bu", "de", "da",
                   "bizim", "iki", "2", "yeni", "acaba", "abi", "ya", "ikisi", "2'si", "ucu", "3'u", "hepsi",
                   "ikisinin", "ikisine", "ikisini", "ucune", "ucunun", "2'sine", "2'sinin", "3'une", "her", "biri", "takimi", "takiminin", "eli",  # "B takımı kaç", "B takımının eli kaç"
                   # "iki elin toplamı", "bu ellerin toplamı": the hands the total is over (no remainder)
                   "elin", "ellerin", "uc", "3", "dort", "4", "bes", "5",
                   # "üçümüze ayrı ayrı kaç", "dördümüzün yeni toplamı": the group asked, each one of it
                   "ayri", "tek", "ucumuz", "ucumuze", "ucumuzun", "dordumuz", "dordumuze", "dordumuzun",
                   "ikimize", "ikimizin", "hepimize", "kisi", "basi", "basina",
                   "benimki", "benimkisi",  # "Cemo'nun toplamı kaç, benimki kaç": mine is asked too
                   "elde",  # "iki elde Cemo'nun toplamı kaç": the hands the total is over
                   "el", "hand", "skoru", "skor'u", "puani", "takimina", "elki", "eldeki", "takimin", "sonunda"})  # "Leylekler el puanı?"
_TRAILING = frozenset({"takim", "takimca", "takimimiz", "toplam", "toplamim", "toplamimiz", "toplami", "hepsi",
                       "herkes", "toplamimizi", "takimlar", "ucumuz", "ucumuzde", "hepimiz"})
_BOTH_TEAMS = frozenset({"takimlar", "takimlarin", "takimlari"})
#: "bu adam kaç", "o kadın ne yazar": a person pointed at by a demonstrative.
_THIS = frozenset({"kadin", "adam", "herif", "cocuk", "abla", "abi", "kiz"})


def _requested(ws: Words, a: int) -> int:
    """"Rica ederim, dördümüzün yazacağı puanı ve iki takımın toplamını hesaplar mısınız": a polite request
    to compute has its object before it — what is asked — back to the phrase's start, when nothing there
    tells the hand (no finite verb, no tile or points number; "dördümüzün", "iki takımın" count who is asked)."""
    j = a
    while j > 0 and not ws[j - 1].sep:
        w = ws[j - 1]
        if w.verb is not None and w.verb.form == "finite" or \
                w.num is not None and not w.suffix.startswith(("umuz", "imiz")) and not ws.at(j).startswith(("takim", "kisi")) \
                or any(c.isdigit() for c in w.text) and w.num is None:
            return a
        j -= 1
    return j


def windows(ws: Words, facts: list[Fact]) -> list[tuple[int, int]]:
    """Word ranges of the question phrases (merged, in order)."""
    people = {f.start: f for f in facts if f.dim == "people"}
    people_end = {f.end: f for f in facts if f.dim == "people"}
    hand_end = {f.end: f for f in facts if f.kind == "hand"}
    n = len(ws)
    out: list[tuple[int, int]] = []
    for f in sorted((f for f in facts if f.dim == "question" or (f.dim == "night" and f.kind == "ask")),
                    key=lambda f: f.start):
        a, b = f.start, f.end
        if f.value.get("yesno"):
            # "işlek cezası var mı", "okeyle bitiş sayılır mı": the question is its whole clause, whose
            # words ask, not tell
            while a > 0 and not ws[a - 1].sep and not (ws[a - 1].verb is not None and ws[a - 1].verb.form == "finite"
                                                        and ws[a - 1].verb.root not in ("var", "ol")) \
                    and not any(p.start <= a - 1 < p.end for p in people.values()):
                a -= 1
        if f.rule == "hesapla" and ws.at(b).startswith(("mi", "mu")):
            a = _requested(ws, a)  # "dördümüzün puanını ve takımların toplamını hesaplar mısınız"
        while a > 0 and (not ws[a - 1].sep or (ws.at(a - 1) == "," and a in people and a - 1 in people_end)):
            p = people_end.get(a) or hand_end.get(a)  # "karşı takım bu el kaç yazdı"
            if ws.at(a - 1) == ",":
                a -= 1  # "zeyno, sinan, seyfi kaç yazar": a list of the people asked about
            elif p is not None:
                a = p.start
            elif ws[a - 1].text in _BACK or ws[a - 1].text in _BOTH_TEAMS:
                a -= 1
            else:
                break
        prev_finite = any(w.verb is not None and w.verb.form == "finite" for w in ws.items[f.start:b])
        while b < n and not ws[b].sep and b not in people and not prev_finite and ws[b].num is None:
            w = ws[b]
            b += 1
            if w.verb is not None and w.verb.form == "finite":
                break
        if ws.at(b) in ("bu", "o", "su") and ws.at(b + 1) in _THIS:
            b += 2  # "kaç yazar bu kadın"
        out.append((a, b))
    last = n - 1
    if last >= 0 and ws[last].text in _TRAILING and not any(a <= last < b for a, b in out):
        j = last
        while j > 0 and ws[j - 1].text in ("takim", "takimin", "takimimizin", "bizim", "takimca", "iki"):
            j -= 1
        out.append((j, last + 1))
    if not out and (tail := _asked_list(ws, facts)) is not None:
        out.append(tail)
    out.sort()
    merged: list[tuple[int, int]] = []
    for a, b in out:
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged


_LISTED = frozenset({",", "ve", "takimi", "takim", "takimlari", "toplam", "toplami", "ben"})


def _asked_list(ws: Words, facts: list[Fact]) -> tuple[int, int] | None:
    """"… Selin, Berk, B takımı?": a story closing on a sentence that only lists people (and a side),
    with a question mark, asks about each of them (no "kaç" needed)."""
    if not ws.original.rstrip().endswith("?") or not len(ws):
        return None
    a = len(ws)
    while a > 0 and not ws[a - 1].strong:
        a -= 1
    people = [f for f in facts if f.dim == "people" and f.kind == "person" and f.start >= a]
    at = {i for f in people for i in range(f.start, f.end)}
    if not people or any(i not in at and ws.at(i) not in _LISTED for i in range(a, len(ws))):
        return None
    return a, len(ws)


__all__ = ["windows"]
