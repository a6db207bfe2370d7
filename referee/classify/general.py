"""A rule asked in general, though its words sound like a score story: the rule branch answers it.

Why: the router sends "kaç yazar", "ceza kime" and a told deed to the calculator, which computes one
told hand for the people in it. Some questions use those words but ask the rule itself:

- **may**: the first question asks whether someone *may* do a thing ("eşimin perindeki okeyi alabilir
  miyim? alırsam ceza yazılır mı"): the ability form (``Abil``) of a verb before a yes/no particle;
  the rule says yes or no and on what condition, a number for one party answers another question;
- **roles**: two or more parties asked by their role, not by a name ("açan kaç yazar, açmayan kaç",
  "biten kaç, hiç açmayan kaç"): a participle of a verb ("açan", "açmayan", "biten", "bitiren") before
  "kaç" / "ne"; the calculator answers for the players a hand tells, the rule for every role;
- **parts without a hand**: two asking parts and no told fact (no verb in a past or reported tense:
  "bitti", "açmıştı", "kaldı"), as in "düz okeyde gösterge kaç puan, yedi çiftle bitince kaç": each part
  is a rule of its own;
- **role asked yes/no**: the asking clause names its party by a role in any case ("açmayana da işlek cezası
  var mı", "açmamış olana yazılır mı") and asks yes or no: whatever the story before it told, the question is
  the rule for everyone in that role (the calculator would read the role as a player's name);
- **whom**: who is charged ("ceza kime yazılır", "kimin hanesine yazılır") and no hand told: no told
  fact, no number ("perdeki okeyi alırsam ceza kime yazılır"); the rule names the party by its role
  (the meld's owner, the discarder), a calculation only a label for a player nobody told.

Each rule has its corpus (``EXAMPLES``), ours, that the tests run; a told hand with its facts stays a story.

>>> asks_in_general("okeyle bitince açan kaç yazar, açmayan kaç yazar")
'roles'
>>> asks_in_general("ben açmadım rakip okeyle bitti kaç yazarım") is None
True
"""
from __future__ import annotations

from functools import lru_cache

from referee.text.normalize import NormalizedText, normalize

#: Participle endings after a verb's root ("aç-an", "aç-ma-yan", "aç-ama-yan", "bitir-en").
_PARTICIPLE = ("an", "en", "yan", "yen", "mayan", "meyen", "amayan", "emeyen", "yamayan", "yemeyen", "ayan", "eyen")
#: Yes/no particles as the normaliser leaves them.
_YES_NO = frozenset({"mi", "mu", "miyim", "muyum", "miyiz", "muyuz", "misin", "musun", "midir", "mudur"})
#: Verb forms that tell a fact of a hand that happened: past and reported past (akana morphemes).
_TOLD = frozenset({"Past", "Evid", "Narr", "CopPast", "CopEvid", "Prog"})
#: Words that ask what is written for a party ("kaç", "ne yazar").
_ASK = ("kac", "ne")
#: Words that ask who is charged ("kime yazılır", "kimin olur", "kim yer") and the verbs of that asking.
_WHOM = ("kime", "kimin", "kim")
_CHARGED = frozenset({"yaz", "ol", "ye"})

EXAMPLES: dict[str, tuple[str, ...]] = {
    "may": ("yerdeki perden okeyi alabilir miyim? alırsam bana ceza var mı",
            "rakibin serisine taş işleyebilir miyim, ceza yazılır mı",
            "okeyi son taş olarak atabilir miyim kaç yazılır"),
    "roles": ("okeyle bitince açan kaç yazar, açmayan kaç yazar",
              "çiftten biten kaç yazar hiç açamayan kaç",
              "deste bitince açmayan ne yazar açan ne yazar"),
    "whom": ("serisindeki okeyi başkası alırsa ceza kime yazılır", "işlek taşı sıradaki alırsa ceza kimin olur",
             "okeyi yere atınca kime ceza yazılıyor", "perimden okeyi kaparsa cezayı kim yiyor"),
    "parts": ("düz okeyde gösterge kaç puan, okeyle bitince kaç puan",
              "101'de kafa kaç kat, okey kafa kaç kat",
              "düz okeyde yedi çiftle bitince kaç, okeyle bitince kaç",
              # the verb after "kaç" asks, in any tense: "kaç düşüyor", "kaç yazılıyor"
              "düz okeyde normal bitince kaç düşüyor, okeyle bitince kaç düşüyor",
              "101de çiftle bitince açmayan kaç yazıyor, okeyle bitince kaç",
              "okeyle bitince kaç düşüyor, yedi çiftle okey atınca kaç"),
    "role": ("bana 101 yazdılar ama açmamıştım, açmayana da okey cezası var mı",
             "kuzen işlek attın dedi 101 yazdı, açmamış olana da işlek cezası yazılır mı",
             "rakip bitti ben açamamıştım, açamayana da kat uygulanır mı",
             "eşim bitirdi, bitirenin eşine de ceza yazılır mı",
             "çiftten açtım, çiftten açanlara kalan iki kat mı yazılıyor"),
    "story": ("ben açmadım rakip okeyle bitti kaç yazarım",
              "Ali açtı elinde 12 kaldı, Veli çiftten bitti, Ali kaç yazar",
              "eşim bitti, rakibin elinde 30 kaldı, açmayan kaç yazar, açan kaç yazar",
              "işlek attım sıradaki aldı taş 8, kaç ceza",
              "okey attım kaç ceza yazılır"),
}


@lru_cache(maxsize=4096)
def _verb(word: str):
    from referee.text.morph import verb_of

    return verb_of(word)


def _role(word: str) -> bool:
    """A participle naming a party by what they did: "açan", "açmayan", "biten", "bitiren"."""
    if len(word) < 4 or not word.isalpha() or not word.endswith(("an", "en")):
        return False
    v = _verb(word)
    return v is not None and word[len(v.root):] in _PARTICIPLE


def _told_fact(tokens: tuple[str, ...], asking: frozenset[str] = frozenset()) -> bool:
    """Some verb tells a fact in a past or reported tense ("bitti", "açmıştı", "kaldı", "attım");
    ``asking``: roots of the verbs that only ask ("kime yazılıyor": being written is the question)."""
    for w in tokens:
        if len(w) < 3 or not w.isalpha():
            continue
        v = _verb(w)
        if v is not None and v.finite and _TOLD & set(v.morphemes) and not v.conditional and v.root not in asking:
            return True
    return False


def asked_roles(norm: NormalizedText) -> list[str]:
    """The roles asked about: a participle up to two words before "kaç" / "ne" ("hiç açmayan emmi kaç")."""
    toks = norm.tokens
    out: list[str] = []
    for i, t in enumerate(toks):
        if t not in _ASK:
            continue
        for w in toks[max(0, i - 2):i]:
            if _role(w) and w not in out:
                out.append(w)
                break
    return out


def _told_numbers(norm: NormalizedText) -> list[int]:
    """The question's numbers, without those that name a finish or an opening ("yedi çift", "5 çiftle") or a
    multiplier ("iki kat")."""
    toks = norm.tokens
    out = []
    for i, t in enumerate(toks):
        if t.split("'")[0].isdigit() and not (i + 1 < len(toks) and toks[i + 1].startswith(("cift", "kat"))):
            out.append(int(t.split("'")[0]))
    return out


def first_asks_may(norm: NormalizedText) -> bool:
    """The first yes/no particle follows a verb in its ability form ("alabilir miyim")."""
    toks = norm.tokens
    for i, t in enumerate(toks):
        if t in _YES_NO and i:
            v = _verb(toks[i - 1])
            return v is not None and "Abil" in v.morphemes and not v.negative
    return False


def hypothetical(question: str | NormalizedText) -> bool:
    """The question tells no hand: no verb tells a deed that happened and no number is told ("birisi eli
    kapatırsa ortağına ne yazılır", "rakip okeyle biterse açmayan kaç yazar"); when the calculator cannot
    compute such a question, the rule answers it, not a request for a story's missing facts.

    >>> hypothetical("birisi eli kapatırsa ortağına ne yazılır"), hypothetical("eşim bitti, ben ne yazarım")
    (True, False)
    """
    norm = question if isinstance(question, NormalizedText) else normalize(question)
    return not _told_fact(norm.tokens) and all(n in (0, 101) for n in _told_numbers(norm))


#: Case endings after a participle ("açmayan-a", "açan-ın", "açmayan-lar-a").
_CASES = ("", "a", "e", "in", "un", "nin", "nun", "i", "u", "lar", "ler", "lara", "lere", "larin", "lerin", "da", "de")


def _role_any_case(word: str) -> bool:
    """A role participle with a case ending: "açmayana", "açanların", "bitirenin"."""
    return any(word.endswith(c) and _role(word[: len(word) - len(c)] if c else word) for c in _CASES)


def _role_asked_yes_no(norm: NormalizedText) -> bool:
    """The last clause that asks yes or no names a party by its role ("açmayana da … var mı")."""
    from referee.classify.qtype import clauses

    for clause in reversed(clauses(norm.original)):
        toks = normalize(clause).tokens
        if any(t in _YES_NO for t in toks):
            return any(_role_any_case(t) for t in toks)
    return False


def _asking_verbs(tokens: tuple[str, ...]) -> frozenset[str]:
    """Roots of the verbs right after "kaç" / "ne" (and a counted noun): they ask ("kaç düşüyor", "ne
    yazılıyor"), they tell no fact of a hand."""
    out = set()
    for i, t in enumerate(tokens):
        if t in _ASK:
            for w in tokens[i + 1:i + 3]:
                v = _verb(w) if len(w) >= 3 and w.isalpha() else None
                if v is not None and v.finite:
                    out.add(v.root)
                    break
    return frozenset(out)


def asks_in_general(question: str | NormalizedText) -> str | None:
    """"may", "roles", "role", "whom" or "parts" when a question with a score story's words asks the rule; else None."""
    norm = question if isinstance(question, NormalizedText) else normalize(question)
    if any(n not in (0, 101) for n in _told_numbers(norm)):
        return None  # a told number ("elimde 12 kaldı", "taş 8") is a hand to compute
    if first_asks_may(norm):
        return "may"
    told = _told_fact(norm.tokens)
    if len(asked_roles(norm)) >= 2 and not told:
        return "roles"
    if _role_asked_yes_no(norm):
        return "role"
    if any(t in _WHOM for t in norm.tokens) and norm.has("ceza*") and not _told_fact(norm.tokens, _CHARGED):
        return "whom"
    if not _told_fact(norm.tokens, _asking_verbs(norm.tokens)):
        from referee.search.parts import split_parts

        parts = split_parts(norm.original)
        if len(parts) >= 2 and sum(1 for p in parts if normalize(p).has("kac*")) >= 2:
            return "parts"
    return None
