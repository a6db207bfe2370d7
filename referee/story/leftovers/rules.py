"""The leftover-token guard: words of the story no rule explained that could change the number.

A confident wrong number is the worst answer Kural Abisi can give (issue 11, "Targets"). When the
reader leaves a content word of the game unexplained — a number, a finish word, a word saying the
writer is not sure —
the story may say something the reading missed ("Şahinler 612, Turnalar 540" before the hand,
"biri okeydi galiba", "7 çift miydi bilmiyom"), and the number computed without it may be wrong. The
planner then asks instead of printing "Hesap:" with a number (:func:`referee.story.plan.plan`).

A word is *explained* when a fact of any dimension covers it, a rule used it as a value, it stands
in the question, or one of the :data:`EXCUSES` below reads it: small named rules for what such a
word says that never changes a number (Duckling style, each with its examples in ``corpus.py``).
A number is also explained when the reading holds its value (a points list, a stated total).
Tiles need no check of their own: the tiles dimension reads every tile word ("k7 (glued)"); a
check that every tile read is also *held* somewhere was measured on the spent rounds and dropped
(it caught one wrong number and cost six right ones: discarded and table tiles are not all kept).
People need none either: every known or discovered name is a person of the reading (the people
dimension), and a person the story tells nothing of is unknown to the planner, never assumed.
Each leftover is a :class:`~referee.story.rules.Fact` of kind ``unread`` with ``{"kind", "word"}``;
``kind`` is one of :data:`KINDS`.

>>> from referee.story import read
>>> [dict(f.value) for f in read("rakip normal bitti açtım elde 5 kaldı, defterde 240 310 yazıyor kaç", "oyna-101").unread]
[{'kind': 'sayı', 'word': '240'}, {'kind': 'sayı', 'word': '310'}]
>>> [dict(f.value) for f in read("rakip okeyle bitti, açtım elde 5 kaldı ama çiftten miydi bilmiyom", "oyna-101").unread]
[{'kind': 'bitiş', 'word': 'ciftten'}, {'kind': 'emin değil', 'word': 'miydi'}]
>>> read("eşli 101 turnuvada rakip normal bitti açtım elde 5 kaldı kaç", "oyna-101").unread
[]
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any, Iterable

from referee.story.finishes.rules import hand_ablative
from referee.story.held import opening_stuck_at
from referee.story.leftovers.roles import number_role
from referee.story.lexicon import colour_of
from referee.story.roster import unplaced as roster_unplaced
from referee.story.rules import Fact, Match, Rule, Rules, run
from referee.story.words import Word, Words

#: The kinds of word that can change a number, as the answer names them.
KINDS = {"sayı": "bir sayı", "bitiş": "bitişle ilgili bir söz",
         "emin değil": "emin olmadığın bir şey", "düzeltme": "hangi taşın yerine geçtiği belli olmayan bir düzeltme",
         "kişi": "kim olduğunu anlayamadığım biri", "ceza": "bir ceza sözü",
         "eller": "hangi elde olduğunu ayıramadığım bir söz"}
#: The writer says they are not sure of something the rules did not read ("… miydi bilmiyom"):
#: whatever it is, the number may hang on it.
_UNSURE = frozenset({"bilmiyorum", "bilemiyorum", "hatirlamiyorum", "hatirlayamiyorum", "unuttum", "sanirim",
                     "galiba", "miydi", "muydu", "miymis", "muymus",
                     # someone else does not remember ("kimse hatırlamıyo", "onlar da bilmiyor")
                     "hatirlamiyor", "hatirlamiyoruz", "hatirlamiyorlar", "bilmiyor", "bilmiyoruz", "bilmiyorlar",
                     "hatirlayamadik"})

#: Hedging adverbs ("Ali bitti galiba", "maçı bitiriyoz galiba"): unsure of their own clause only — unlike
#: "bilmiyorum / hatırlamıyorum", which may stand alone and point back at what was said before.
_HEDGES = frozenset({"galiba", "sanirim", "herhalde"})

_GLUED_TILE = re.compile(r"^[a-z]{1,2}\d{1,2}$")
_FINISH = re.compile(r"^(?:okey\w*|elden|kafa\w*|cift\w*|sahte\w*)$")
#: An işlek word ("işlek", "işleyen") no fact used, in a story where no işlek was read: a penalty the
#: reading missed ("ceza" alone names the topic: "ceza kaç", "masa 1 ceza:").
_PENALTY = re.compile(r"^(?:islek\w*|isleyen\w*)$")
#: "3 el oynadık: ikisinde Ali bitti, birinde ben": what happened in some of the hands told, not which
#: ones — the reader tells hands one after another, it does not share them out.
_SOME_HANDS = re.compile(r"^(?:bir|iki|uc|dort|bes|alti)(?:i|u|si|su)n(?:de|da)$")
_INSTRUMENTAL = frozenset({"le", "la", "yle", "yla", "ile"})


def _the_game(m: Match):
    """"101", "od-101de", "eşli 101 turnuvada", "101'e tamamlayamadım": 101 is the game's name or
    its opening threshold — both fixed by the ruleset, never a fact of the hand."""
    return "excused", {"why": "oyunun adı"}


def _opening_sum(m: Match):
    """"98'le açmaya çalıştım", "96'yla tutmadı", "açayım dedi 96 çıktı": what an opening attempt
    came to; a failed opening costs the same whatever its sum, a good one is told by its verb."""
    n = m.get("n")
    if n is not None and n.suffix and n.suffix not in _INSTRUMENTAL:
        return None
    return "excused", {"why": "açışın toplamı"}


def _opening_came_to(m: Match):
    """"açmaya çalıştı 94 çıktı": the sum an opening came to, with the opening verb earlier in the sentence."""
    for j in range(m.start - 1, max(-1, m.start - 6), -1):
        w = m.ws[j]
        if w.strong:
            break
        if w.verb is not None and w.verb.root == "ac":
            return _opening_sum(m)
    for j in range(m.end, min(len(m.ws), m.end + 8)):
        w = m.ws[j]
        if w.strong:
            break
        if w.verb is not None and w.verb.root == "topla" and m.ws.at(j - 1) == "geri":
            return _opening_sum(m)  # "98 çıktı, yere indirdiğimi geri topladım": the failed opening's sum
    return None


def _two_against_two(m: Match):
    """"eşli masaya oturduk (2'ye 2)": the table's shape, two against two — told by the ruleset."""
    return ("excused", {"why": "masanın düzeni"}) if m["n"].suffix in ("ye", "e") else None


def _pairs_opened_with(m: Match):
    """"çiftten açtı 6 çift": how many pairs an opening with pairs had (five or six; seven pairs is a
    finish, never excused) — the opening is told by "çiftten açtı", its size changes no score."""
    if m["n"].suffix:
        return None
    for j in range(m.start - 1, max(-1, m.start - 5), -1):
        w = m.ws[j]
        if w.strong:
            return None
        if w.text in ("ciftten", "ciftle", "ciftlerle") and (m.ws[j + 1].verb is not None and m.ws[j + 1].verb.root == "ac"):
            return "excused", {"why": "açıştaki çift sayısı"}
    return None


def _target_passed(m: Match):
    """"1000'i geçti mi", "1000'i geçen var mı": the match's target, asked about — the ruleset fixes
    it (:attr:`calculators.rulesets.Ruleset` match target), the story tells nothing with it."""
    return ("excused", {"why": "maçın hedefi"}) if m["n"].suffix in ("i", "u", "ı", "ü", "e", "a", "ye") else None


def _meld_size(m: Match):
    """"okey kutu var üçlü", "4'lü seri": how many tiles a meld has (a tile's own number after a
    colour word is the tiles dimension's) — it changes no score."""
    n = m["n"]
    if n.suffix not in ("lu", "li", "lik", "luk") or colour_of(m.ws.at(m.start - 1)):
        return None
    return "excused", {"why": "perin boyu"}


def _both(m: Match):
    """"sinan ile doktor ikisi de açamamıştı": "ikisi / üçü de" counts the people just named."""
    return ("excused", {"why": "kişi sayısı"}) if m["n"].suffix in ("si", "u", "su", "sı", "i") else None


def _all_of_us(m: Match):
    """"4'ümüz de açamadık", "4'ümüz ayrı ayrı": the count of us at the table, no fact of the hand."""
    return ("excused", {"why": "kişi sayısı"}) if m["n"].suffix.startswith(("umuz", "imiz", "umuze", "imize")) else None


def _meld_count(m: Match):
    """"3 per indirdim tutmadı", "2 seri dizdi", "4 çift açtı": how many melds a player laid down (an
    opening or a failed one, told by its verb) — the count changes no score; seven pairs is a finish."""
    return None if m["n"].suffix or m["n"].ordinal else ("excused", {"why": "perlerin sayısı"})


def _asked_doubling(m: Match):
    """"çift açtım diye 2 kat mı yazılıyor": a doubling the writer asks about, not one told — the ruleset
    decides what doubles; the number tells nothing of the hand."""
    return None if m["n"].suffix else ("excused", {"why": "sorulan kat"})


def _whose_okey_penalty(m: Match):
    """"Okeyin 101'i kime yazılır, Tayfun'a mı Recep'e mi?": the okey's penalty, and the question whose it is —
    the reading of the story decides that, the words tell nothing more."""
    return ("excused", {"why": "sorulan ceza"}) if any(m.ws.at(j) in ("kime", "kimin", "kimden")
                                                        for j in range(m.end, m.end + 4)) else None


def _excused(why: str):
    def make(m: Match):
        return "excused", {"why": why}
    return make


#: What an unread word may say that never changes a number. Most specific first.
EXCUSES = Rules((
    Rule("101 oyunun adı", "#101-101", _the_game),
    Rule("düz okey / eşli okey oyunun adı", "duz|esli|eslide|duzde okey*", _excused("oyunun adı")),
    Rule("okey gecesi / okey masası", "okey* gece*|masa*|oyna*|oynu*", _excused("oyunun adı")),
    Rule("98'le açmaya çalıştı", "n=#30-200 ~2 @ac", _opening_sum),
    Rule("açmaya çalıştı 94 çıktı", "n=#30-200 cikti|cikmisti|tuttu|tutmadi|olmadi|oldu", _opening_came_to),
    Rule("açmaya çalıştı 98'de kaldı", "n=#30-200 kaldi|kalmisti|kalmis|kaldim|kalmistim|kaldik",
         lambda m: ("excused", {"why": "açışın toplamı"}) if opening_stuck_at(m.ws, m.start) else None),
    Rule("okeyden küt / okeyli per", "okey|okeyden|okeyle|okeyli ?~1 kut|per|seri|perini|perine|kutu|seriyi",
         _excused("okeyli bir per")),
    Rule("bir çifti okeyle tamamladı (the okey in a meld)", "cifti|ciftini|perini|seriyi|kutu ?~1 okeyle|okeyi "
         "tamamla*|yapmis*|yapti*|koy*", _excused("okeyli bir per")),
    Rule("(3 taş): a meld's size in parentheses", "( #2-13 tas|tasli|taslik )", _excused("perin boyu")),
    Rule("yerde çift duruyordu", "yerde|masada|ortada|yerdeki|masadaki ?~1 cift|ciftler|cifti", _excused("masadaki bir per")),
    Rule("oyun bitti mi", "oyun|mac|maci|oyunu|el @bit ?mi|mu", _excused("oyunun sonu")),
    Rule("bitti mi", "@bit mi|mu|miydi|muydu", _excused("bir soru")),
    Rule("3 per indirdim (how many melds were laid down)",
         "n=#1-6 per|perler|peri|seri|seriler|seriyi|kut|cift|ciftler|cifti|grup ?~2 "
         "@indir,ac,yap,topla|diz*|koy*|ser*|sal*", _meld_count),
    Rule("2'ye 2 (two against two)", "n=#2-2 #2-2", _two_against_two),
    Rule("3'lü per (a meld's size)", "n=#3-13", _meld_size),
    Rule("çiftten açtı 6 çift", "n=#5-6 cift", _pairs_opened_with),
    Rule("1000'i geçti mi", "n=#1000-1001 gec*|asti|asan|asmis|ulasti|ulasan|vardi|varan", _target_passed),
    Rule("okeyin 101'i kime yazılır (the okey's penalty, asked whose)", "okeyin|okey #101-101|cezasi|cezasini|puani",
         _whose_okey_penalty),
    Rule("2 kat mı yazılıyor (a doubling asked)", "n=#2-4 kat|kati|katini|katli ~2 mi|mu|midir|mudur", _asked_doubling),
    Rule("ikinci okey (which of the two okeys)", "#. okey|okeyi|okeyin|okeydi", _excused("okeylerden hangisi")),
    Rule("ikisi de (both of them)", "n=#2-4 de|da", _both),
    Rule("4'ümüz (all of us)", "n=#2-4", _all_of_us),
    Rule("karşı çift (a side, no finish)", "karsi|rakip|oteki|obur cift|ciftin|cifti|ciftten|cifte", _excused("takım")),
    Rule("12'yi işlemiştim (a tile laid off onto a meld)", "#1-13 ?de|da @isle", _excused("işlenen bir taş")),
    Rule("(çift değil) (a finish denied: the hand ended as the rest of the story tells)",
         "cift|ciftten|ciftle|cifte|ciftli|okeyle|okeyli|elden degil|degildi|degilmis", _excused("olmayan bir bitiş")),
    Rule("her elden sonra (which hand, no finish)", "elden",
         lambda m: ("excused", {"why": "hangi el"}) if hand_ablative(m.ws, m.start) else None),
    Rule("çift bitmek pahalı mı (an act named, no deed)", "?cift|ciftten|ciftle|okey|okeyi|okeyle|elden|kafa "
         "@bit,at,ac,al,isle:inf", _excused("bir söz")),
    Rule("kafam yok (an aside)", "kafam|kafamiz|kafami|kafam'", _excused("bir söz")),
    Rule("3 saat / 50 lira", "#1-999 saat|saattir|dakika|dk|gun|gundur|lira|tl|yil|yildir|sene",
         _excused("süre ya da para")),
))


def _ints(o: Any, out: set[int]) -> set[int]:
    """Every number a reading holds (its facts and provenance aside)."""
    if isinstance(o, bool):
        return out
    if isinstance(o, int):
        out.add(o)
    elif dataclasses.is_dataclass(o):
        for f in dataclasses.fields(o):
            if f.name not in ("facts", "text", "dropped", "index", "unread", "assumed"):
                _ints(getattr(o, f.name), out)
    elif isinstance(o, dict):
        for k, v in o.items():
            _ints(k, out)
            _ints(v, out)
    elif isinstance(o, (list, tuple, set)):
        for v in o:
            _ints(v, out)
    return out


def _kind(w: Word, ws: Words, held: set[int], hands_told: bool = False, islek_read: bool = True) -> str | None:
    """The kind of a leftover word, or None when it cannot change a number (``hands_told``: the story
    says several hands were played, "3 el oynadık"; ``islek_read``: an işlek, a thrown okey ("işlek okey attı")
    or a mid-hand discard was read)."""
    t = w.text
    if w.num is not None:
        return None if w.num in held else "sayı"
    if _GLUED_TILE.match(t):
        return "sayı"  # "b12" no colour the tiles dimension knows: a tile left unread
    if _FINISH.match(t) or (w.verb is not None and w.verb.root == "bit"):
        return "bitiş"
    if _PENALTY.match(t) and not islek_read:
        return "ceza"
    if t in _UNSURE or (t == "emin" and ws.at(w.i + 1).startswith("degil")):
        return "emin değil"
    if hands_told and _SOME_HANDS.match(t):
        return "eller"
    return None


def _hedge_idle(w: Word, ws: Words, read: set[int]) -> bool:
    """A hedging adverb whose clause (between separators) holds other words but no number, no tile and
    no word a fact read ("Maçı bitiriyoz galiba 🏁 …"): whatever it doubts, it is nothing the number
    hangs on. A hedge alone in its clause, or beside anything read, stays a doubt."""
    if w.text not in _HEDGES:
        return False
    a = w.i
    while a > 0 and not ws[a - 1].sep:
        a -= 1
    b = w.i + 1
    while b < len(ws) and not ws[b].sep:
        b += 1
    others = [x for x in ws.items[a:b] if x.i != w.i]
    return bool(others) and not any(x.num is not None or _GLUED_TILE.match(x.text) or x.i in read for x in others)


def unread(ws: Words, facts: Iterable[Fact], question: Iterable[tuple[int, int]], reading: Any) -> list[Fact]:
    """The leftovers of a reading: words no fact, value, question window or excuse explains."""
    facts = list(facts)
    covered: set[int] = set()
    for f in facts:
        covered.update(range(f.start, f.end))
    read = set(covered)
    people_at = {j for f in facts if f.dim == "people" for j in range(f.start, f.end)}
    for a, b in question:
        covered.update(range(a, b))
    attempt_read = any(f.kind == "failed-opening" or (f.kind == "opened" and not f.value.get("neg") and
                                                      f.value.get("form") not in ("inf", "part")) for f in facts)
    for f in run(EXCUSES, ws, "leftovers"):
        if f.value.get("why") == "açışın toplamı" and not attempt_read:
            continue  # "95 ile açmaya kalktı …" with no failed opening read: the attempt itself was missed
        covered.update(range(f.start, f.end))
    held = _ints(reading, set()) | {len(getattr(reading, "hands", ()))}  # "2 elin sonunda": the hands told
    hands_told = any(f.kind == "hands-told" and (f.value.get("n") or 0) >= 2 for f in facts)
    islek_read = any(h.discards or any(x.kind in ("islek", "okey-atma") for p in h.players.values() for x in p.penalties)
                     for h in getattr(reading, "hands", ()))
    out = [Fact("leftovers", "unread", f.start, f.end, {"kind": "düzeltme", "word": ws.at(f.start)}, "leftover")
           for f in facts if f.kind == "tile-fix-unsure"]  # a correction that could mean two tiles
    out += [Fact("leftovers", "unread", 0, 0, {"kind": "kişi", "word": word}, "leftover: who is asked")
            for word in getattr(getattr(reading, "question", None), "unknown", ())]
    hands = len(getattr(reading, "hands", ()))
    out += [Fact("leftovers", "unread", f.start, f.end, {"kind": "sayı", "word": ws.at(f.start)}, "leftover: hands told")
            for f in facts if f.kind == "hands-told" and f.value["n"] > 1 and hands and f.value["n"] != hands
            and not _last_told(f.value["n"], facts)  # "7 el oynadık … 6. elden sonra … 7. elde": the match's length
            and getattr(reading, "kind", "") in ("hand", "match", "duz")]
    # "4 el oynadık" and fewer (or more) hands read: some hand was not understood
    out += [Fact("leftovers", "unread", f.start, f.end, {"kind": "sayı", "word": ws.at(f.start)}, "leftover: whose points")
            for f in facts if f.kind == "stated" and f.value.get("n") is not None and f.value["n"] not in held
            and f.value.get("who") not in getattr(reading, "before", {})
            and getattr(reading, "kind", "") in ("hand", "match", "duz", "standing")]
    # "Leylekler 17'deydi": points told before the hand that no one of the reading holds — whose? (a side's
    # points told again, "onlar 3 pardon 4", are that side's: the later one holds)
    out += [Fact("leftovers", "unread", 0, 0, {"kind": "kişi", "word": word}, "leftover: whose group")
            for h in getattr(reading, "hands", ()) for word in getattr(h, "unowned", ())
            if word not in getattr(getattr(reading, "question", None), "unknown", ())]
    # (an okey word there is a take from a meld whose owner, or an okey kept whose holding, the story does not tell)
    out += [Fact("leftovers", "unread", 0, 0, {"kind": "ceza" if word.startswith("okey") else "sayı", "word": word},
                 "leftover: whose remainder")
            for h in getattr(reading, "hands", ()) for word in getattr(h, "unplaced", ())
            if getattr(reading, "kind", "") in ("hand", "match", "penalty", "duz")]
    out += [Fact("leftovers", "unread", 0, 0, {"kind": "kişi", "word": word}, "leftover: whose opening")
            for h in getattr(reading, "hands", ()) for word in dict.fromkeys(getattr(h, "contradicted", ()))]
    # "X hiç açamadı, Y ise açmıştı" with Y read as no one: the second opening went to X — whose was it?
    out += [Fact("leftovers", "unread", i, i + 1, {"kind": "kişi", "word": ws.at(i)}, "leftover: who is counted")
            for i in roster_unplaced(ws, facts)]  # "dört kişiyiz Ali Tirebolulu …": a seat the reading has nobody for
    if deed_of_no_one(reading):
        out += [Fact("leftovers", "unread", 0, 0, {"kind": "kişi", "word": word}, "leftover: who did it")
                for word in dict.fromkeys(x for h in reading.hands for x in h.actors_unread)]
    for w in ws:
        if w.i in covered or w.sep or w.claimed:
            continue
        if number_role(w, ws, people_at, hands) is not None:
            continue  # "ikinci masada", "iki olay oldu": a number that orders or counts no points
        kind = _kind(w, ws, held, hands_told, islek_read)
        if kind == "emin değil" and _hedge_idle(w, ws, read):
            continue
        if kind is not None:
            out.append(Fact("leftovers", "unread", w.i, w.i + 1, {"kind": kind, "word": w.text}, "leftover"))
    return out


def deed_of_no_one(reading: Any) -> bool:
    """A number asked about a hand whose deeds were told of a word the reading has no player for
    ("terzi işlek attı"), with no player told at all: nothing the planner could compute but that question."""
    people = getattr(reading, "people", {}) or {}
    told = [p for p in people.values() if p.said and not p.key.startswith("desc:")]
    return bool(getattr(getattr(reading, "question", None), "what", ())) and \
        any(getattr(h, "actors_unread", ()) for h in getattr(reading, "hands", ())) and \
        (getattr(reading, "kind", "") == "none" or not told)


def say(leftovers: list[Fact]) -> str:
    """The planner's sentence for the leftovers: what was not understood, and why no number."""
    shown = ", ".join(f"“{f.value['word']}”" for f in leftovers[:4])
    kinds = list(dict.fromkeys(KINDS[f.value["kind"]] for f in leftovers))
    return (f"Anlattığında hesaba katamadığım bir şey var: {shown} ({', '.join(kinds)}). Sayıyı değiştirebilir; "
            "yanlış bir sayı vermeyeyim. Ne anlatmak istediğini biraz açar mısın? Önemsizse “yok say” de, "
            "öyle hesaplarım.")


def _last_told(n: int, facts: list[Fact]) -> bool:
    """The story names the n-th hand itself ("7 el oynadık … 7. elde Kemal …"): n is the match's length, the
    hands before it are told as standings, none of them missed."""
    return any(f.kind == "hand" and f.value.get("n") == n for f in facts)


__all__ = ["EXCUSES", "KINDS", "unread", "say", "deed_of_no_one"]
