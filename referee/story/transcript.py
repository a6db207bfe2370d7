"""A pasted chat transcript: several speakers, each line's first person that line's speaker (issue 11).

A table's WhatsApp group, pasted as it stands::

    [Akşam Masası 🎲]
    Kasap Rıza: ben açtım elimde k3 kaldı
    Çaycı: açamadım abi
    Kasap Rıza: çaycı kaç yazıyo?

Each line starts with its speaker ("Kasap Rıza", several words, one person), a bracketed group header
is no person and goes. The **asker** is the speaker of the line that asks (the last line with a question,
else the last line): their lines keep "ben" as the asker. Every other speaker's line is told again in the
third person, so the rules read it as they read any story: "ben" → the speaker's name, "elimde" →
"elinde", a 1sg verb ("açamadım") → its 3sg form ("açamadı"), with the name as the subject when the line
has no "ben" of its own.

Two steps: :func:`mark` on the raw text (before the clean-up: lines still exist) puts a marker word at each
line's start and returns the speakers; :func:`retell` on the normalised words rewrites each line after its
marker. A message with one speaker line (or none) is no transcript: :func:`mark` returns None and the
reader keeps its one ``speaker`` prefix as before.

>>> t, _ = mark("Kasap Rıza: ben açtım elimde k3 kaldı\\nÇaycı: açamadım abi\\nKasap Rıza: çaycı kaç yazıyo?")
>>> t.names, t.asker
(('riza', 'cayci'), 'riza')
>>> retell(["zzqpa", "ben", "actim", "elimde", "k3", "kaldi", ".", "zzqpb", "acamadim", "abi", ".", "zzqpa",
...         "cayci", "kac", "yaziyo"], t)
['ben', 'actim', 'elimde', 'k3', 'kaldi', '.', 'cayci', 'acamadi', 'abi', '.', 'cayci', 'kac', 'yaziyo']
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from referee.story.lexicon import HONORIFICS, NAMES, NICKNAMES, NOT_NAMES
from referee.story.morph import analyse
from referee.story.vocabulary import vocabulary
from referee.text.normalize import fold

_LETTERS = "A-Za-zÇĞİÖŞÜçğıöşü"
#: "Kasap Rıza: …", "Yeni Gelen Oğuz: …": one to three words, then a colon and the line's text.
_LINE = re.compile(rf"^\s*((?:[{_LETTERS}]{{2,20}}\s+){{0,2}}[{_LETTERS}]{{2,20}})\s*:\s+(\S.*)$")
#: "[Öğlen Okeyi 🧵]": a group's header line, no person.
_HEADER = re.compile(r"^\s*\[[^\]\n]{1,60}\]\s*$")
#: A line's words before the colon that name no speaker ("Not:", "Soru:", "Puanlar:", "El 2:").
_NOT_SPEAKER = frozenset({"not", "soru", "durum", "ek", "ps", "edit", "duzeltme", "okey", "el", "mac", "puanlar",
                          "skor", "sonuc", "toplam", "toplamlar", "gosterge", "kalanlar", "once", "oncesi", "sonra",
                          "masa", "tur", "round", "hand", "ben", "biz", "onlar", "takim", "bizim", "karsi"})
#: A line that asks: a question mark or a question word.
_ASKS = re.compile(r"\?|(?<![\w'])(?:kac\w*|ne|nedir|napcaz|toplam\w*|skor\w*|simdi|mi|mu)(?![\w'])")
#: A chat app's time stamp at a line's start, no number of the hand: "[21:04, 02.12.2026] ", "[12:41] ",
#: "[02.12.26 21:04:13] ", an export's "02.12.2026 21:04 - " / "2/12/26, 9:04 PM - ", and a bare "21:04 " before
#: a speaker's "Name:".
_TIME = r"\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?"
_DATE = r"\d{1,2}[./-]\d{1,2}[./-]\d{2,4}"
_STAMP = re.compile(
    rf"^[ \t]*(?:\[\s*(?:{_TIME}(?:\s*,?\s*{_DATE})?|{_DATE},?\s+{_TIME})\s*\][ \t]*"
    rf"|{_DATE},?[ \t]+{_TIME}[ \t]*[-–][ \t]*"
    rf"|\d{{1,2}}:\d{{2}}[ \t]+(?=[{_LETTERS}][^:\n]{{0,40}}:\s))", re.M)
#: A chat app's own lines, no one's words: "<Medya dahil edilmedi>", "Bu mesaj silindi" (with or without its
#: "Name:"), and its "<Bu mesaj düzenlendi>" after an edited message.
_APP_LINE = re.compile(r"^[ \t]*(?:[^:\n]{1,40}:[ \t]*)?<?[ \t]*(?:medya dahil edilmedi|media omitted|"
                       r"bu mesaj silindi|this message was deleted)[ \t]*>?[ \t]*(?:\n|$)", re.I | re.M)
_EDITED = re.compile(r"[ \t]*<(?:bu mesaj d[uü]zenlendi|this message was edited)>", re.I)
_ASKS_NUMBER = re.compile(r"(?<![\w'])(?:kac\w*|toplam\w*|skor\w*|puan\w* ne)(?![\w'])")
_MARKER = "zzqp"
_CODES = "abcdefghijklmnopqrstuvwxy"

#: First-person words said by a speaker who is not the asker → the same said of them ("N" is their name).
_PRONOUNS = {"ben": "N", "benim": "N'in", "bana": "N'a", "bende": "N'de", "benden": "N'den", "beni": "N'i",
             "bendeydi": "N'deydi", "bendeydim": "N'deydi", "bendim": "N"}
_POSSESSED = {"elimde": "elinde", "elimdeki": "elindeki", "elim": "eli", "elimi": "elini", "elimden": "elinden",
              "perimde": "perinde", "perimdeki": "perindeki", "perimden": "perinden", "serimde": "serisinde",
              "serimdeki": "serisindeki", "istakamda": "istakasinda", "istakamdaki": "istakasindaki",
              "esim": "esi", "esimle": "esiyle", "puanim": "puani", "toplamim": "toplami", "kalanim": "kalani"}
#: 1sg endings → 3sg, longest first ("açacağım" → "açacak", "açıyorum" → "açıyor", "açtım" → "açtı").
_ENDINGS = (("acagim", "acak"), ("ecegim", "ecek"), ("yorum", "yor"), ("misim", "mis"), ("musum", "mus"),
            ("yim", ""), ("yum", ""), ("im", "i"), ("um", "u"), ("rim", "r"), ("rum", "r"), ("m", ""))


@dataclass(frozen=True)
class Transcript:
    """The speakers of a transcript (their folded names as the story calls them) and who asks."""

    names: tuple[str, ...]  # one per speaker, in order of first line; the marker zzqp+letter k is names[k]
    asker: str
    full: tuple[tuple[str, ...], ...] = ()  # each speaker's name as typed, folded words ("forklift", "cemal")


def _speaker_words(raw: str) -> tuple[str, ...] | None:
    """The folded words of a line's speaker, or None when the prefix names none ("Puanlar: …", "el 2: …")."""
    parts = raw.split()
    folded = tuple(fold(p) for p in parts)
    if folded[0] in _NOT_SPEAKER or any(f in NOT_NAMES and f not in NAMES and f not in NICKNAMES for f in folded[-1:]):
        return None
    if all(p[:1].isupper() for p in parts) or folded[-1] in NAMES or folded[-1] in NICKNAMES:
        return folded
    return None


#: Titles after a speaker's name ("Deniz Hanım:", "Rıza Usta:"): never the word the story calls them by.
_TITLES = HONORIFICS | frozenset({"reis", "hocam", "hanimefendi", "beyefendi", "aga", "kaptan"})
#: Words of a nickname that are no way to call the one person ("Yeni Gelen Oğuz": "yeni toplamlar" is no Oğuz).
_EPITHETS = frozenset({"yeni", "gelen", "eski", "kucuk", "buyuk", "genc", "bizim", "sizin", "bir", "iki"})


def _called(full: tuple[str, ...], rest: list[str]) -> str:
    """The one word the story calls a speaker by: the word of theirs the other lines use (a known name
    first: "yeni gelen oğuz" → "oguz"; "usta" for "Ustabaşı"; "berber" for "Berber Naci"), else a known
    name among theirs, else their last word."""
    if len(full) > 1 and full[-1] in _TITLES:
        full = full[:-1]  # "Deniz Hanım", "Kemal Usta": the title is how she is addressed, the name is who she is
    said = [w for w in full if any(t == w or t.startswith(w) and len(w) >= 3 for t in rest)]
    known = [w for w in said if w in NAMES or w in NICKNAMES]
    if known:
        return known[-1]
    for w in full:
        short = [t for t in rest if 3 <= len(t) < len(w) and w.startswith(t) and t not in NOT_NAMES]
        if short:
            return max(set(short), key=short.count)  # "usta" in the other lines for "ustabasi"
    said = [w for w in said if w not in _EPITHETS and not vocabulary(w)]
    if said:
        return said[-1]
    for group in (NAMES, NICKNAMES):
        hits = [w for w in full if w in group]
        if hits:
            return hits[-1]
    return full[-1]


def unstamp(text: str) -> str:
    """The text without a chat app's time stamps at its lines' starts and the app's own notes ("<Medya dahil
    edilmedi>"): "[21:04, 02.12.2026] Tolga: açtım" is "Tolga: açtım", no hand's numbers 21, 4, 2 and 2026.

    >>> unstamp("[21:04, 02.12.2026] Tolga: açtım 12 kaldı\\n02.12.2026 21:05 - Cenk: <Medya dahil edilmedi>")
    'Tolga: açtım 12 kaldı\\n'
    >>> unstamp("21:06 Seda: kaç yazıyoz\\n12 kaldı 21:07")
    'Seda: kaç yazıyoz\\n12 kaldı 21:07'
    """
    return _EDITED.sub("", _APP_LINE.sub("", _STAMP.sub("", text)))


def mark(text: str) -> tuple[Transcript, str] | None:
    """(the transcript's speakers, the text with a marker word at each line's start and its header lines
    gone), or None when the text is no transcript of two lines or more with a speaker each."""
    lines = text.split("\n")
    kept: list[tuple[tuple[str, ...] | None, str]] = []
    for line in lines:
        if _HEADER.match(line):
            continue
        m = _LINE.match(line)
        who = _speaker_words(m.group(1)) if m and not m.group(2)[:1].isdigit() else None
        kept.append((who, m.group(2) if who else line))
    spoken = [who for who, _ in kept if who]
    if len(spoken) < 2 or not kept or kept[0][0] is None and kept[0][1].strip():
        return None
    order = list(dict.fromkeys(spoken))[:len(_CODES)]
    rest = [t for who, body in kept for t in re.findall(r"[a-z]+", fold(body))]
    names = tuple(_called(full, rest) for full in order)
    # the line that asks a number ("kaç yazıyoruz") over one that only wonders ("okey atmak bu kadar pahalı mı?")
    asking = [who for who, body in kept if who and _ASKS_NUMBER.search(fold(body))] or \
        [who for who, body in kept if who and _ASKS.search(fold(body))]
    asker = names[order.index((asking or spoken)[-1])]
    out, current = [], None
    for who, body in kept:
        if who in order:
            current = who
            out.append(f" zzqs {_MARKER}{_CODES[order.index(who)]} {body}")
        else:
            out.append(body)
    return Transcript(names, asker, tuple(order)), "\n".join(out)


def _third(t: str) -> str | None:
    """A 1sg finite verb told of someone else: "açamadım" → "açamadı", "açıyorum" → "açıyor"; None otherwise."""
    v = analyse(t)
    if v is None or v.form != "finite" or v.person != "1sg":
        return None
    for end, new in _ENDINGS:
        if t.endswith(end) and len(t) > len(end) + 1:
            cand = t[: len(t) - len(end)] + new
            w = analyse(cand)
            if w is not None and w.person == "3sg" and w.neg == v.neg and w.mood != "typo":
                return cand  # a real 3sg form, not one more slip ("acamad" reads only as a typo'd "açamadı")
    if v.mood == "typo" and re.search(r"[dt]m$", t) and t[-3:-2] in "aeiou":  # "açamadm": a thumb's "açamadım"
        return _third(t[:-1] + ("u" if t[-3:-2] in "ou" else "i") + "m")
    return None


def _full_names(toks: list[str], t: Transcript) -> list[str]:
    """"forklift cemal normal bitti": a speaker's several-word name said in a line is the one word."""
    out: list[str] = []
    k = 0
    while k < len(toks):
        for full, name in zip(t.full, t.names):
            if len(full) > 1 and tuple(toks[k:k + len(full)]) == full:
                out.append(name)
                k += len(full)
                break
            if len(full) == 1 and toks[k] == full[0] and name != full[0]:
                out.append(name)  # "ustabasi" said whole where the story calls him "usta"
                k += 1
                break
        else:
            out.append(toks[k])
            k += 1
    return out


def _line(body: list[str], name: str) -> list[str]:
    """One line of a speaker who is not the asker, told in the third person."""
    out: list[str] = []
    subject = False
    for t in body:
        if t in _PRONOUNS:
            out.append(_PRONOUNS[t].replace("N", name))
            subject = subject or t == "ben"
            continue
        if t in _POSSESSED:
            out.append(_POSSESSED[t])
            continue
        third = _third(t)
        if third is not None:
            if not subject:
                out.insert(_clause_start(out), name)
                subject = True
            out.append(third)
            continue
        out.append(t)
    return out


def _clause_start(out: list[str]) -> int:
    """Where the clause being read began (after the last separator): the subject goes there."""
    k = len(out)
    while k > 0 and out[k - 1] not in (".", ","):
        k -= 1
    return k


def retell(toks: list[str], t: Transcript | None) -> list[str]:
    """The words with each marked line's first person made its speaker's (see the module doc); markers go."""
    if t is None:
        return toks
    toks = _full_names(toks, t)
    out: list[str] = []
    k = 0
    while k < len(toks):
        if not toks[k].startswith(_MARKER):
            out.append(toks[k])
            k += 1
            continue
        name = t.names[_CODES.index(toks[k][len(_MARKER):][:1] or "a")]
        j = k + 1
        while j < len(toks) and not toks[j].startswith(_MARKER):
            j += 1
        body = toks[k + 1:j]
        out += body if name == t.asker else _line(body, name)
        k = j
    clean: list[str] = []
    for w in out:
        if w in (".", ",") and (not clean or clean[-1] in (".", ",")):
            if clean and w == ".":
                clean[-1] = "."
            continue
        clean.append(w)
    return clean


__all__ = ["Transcript", "mark", "retell", "unstamp"]
