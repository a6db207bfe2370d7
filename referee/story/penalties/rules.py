"""Penalties during a hand: an işlek tile or the okey discarded, a failed opening, an okey taken
from a meld — each with how many times ("iki kere", "3 kez", "bir daha") and, for the tournament's
×10 rule, whether the next player took the tile and its number.

Facts: ``gosterge`` (düz okey: the gösterge's twin shown), ``islek`` (``tile`` number when said), ``okey-discard`` (the okey thrown mid-hand;
``where`` says "yere" / "ortada" when the story does), ``count`` (``n`` times, for the penalty next
to it), ``taken`` (``yes``: the next player took it / nobody did), ``failed-opening`` (``tells``: which half), ``okey-taken``
(the okey taken from someone's meld; ``owner`` "ben" for "perimdeki", "third" for "perindeki"),
``okey-in-meld`` (an okey lying in a meld: no okey held), ``substituted`` (the real tile put in an okey's place),
``okey-kept`` ("okeyi kullanmadı": the okey taken stays in the hand, told as held or asked),
``table`` (tiles lying on the table: "masada m4 okey m6 serisi vardı"; a named tile thrown after it,
"deniz m5 attı", is işlek or not by the engine's judgement against those melds).
"""
from __future__ import annotations

import re

from referee.story.lexicon import colour_of
from referee.story.rules import Match, Rule, Rules

_COUNT_NOUNS = frozenset({"kere", "kez", "defa", "sefer", "kere'"})
_TIMES = {"bir": 1, "bi": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5}


def _islek(m: Match):
    if any(w.text in ("okey", "okeyi", "okeyimi") for w in m.words):
        return None  # "işlek okey attı": the okey thrown (the okey rule's penalty), no second, işlek tile
    n = m.get("n")
    if n is not None and n.num is not None and m.ws.at(n.i + 1) in _COUNT_NOUNS:
        # "işlek taş attı iki kere": the number after the verb counts the discards, it is no tile
        return ("islek", {"tile": None, "times": n.num}) if 1 <= n.num <= 9 else None
    tile = n.num if n is not None and n.num is not None and 1 <= n.num <= 13 else None
    times = _times_inside(m)
    return "islek", {"tile": tile, **({"times": times} if times else {})}


def _islek_told_after(m: Match):
    """"m8 attı işlekti", "k9 attım, işlekti": the discard, then that its tile was işlek — a predicate of the
    tile just thrown, also after a comma (the thrown tile's own clause). "… işlek değildi" denies it: no
    işlek, no penalty."""
    if m.ws.at(m.end).startswith("degil"):
        return None
    return _islek(m)


def _islek_described(m: Match):
    """"yerdeki seriye uyan kırmızı 8'i attı", "masadaki pere işleyen bir taş attı": the tile thrown fits a
    meld on the table — an işlek discard, its tile the number told inside the phrase."""
    v = m.words[-1].verb
    if v is None or v.form not in ("finite", "conv") or v.mood == "cond":
        return None  # "yerdeki pere uyan taşı atmak ceza mı", "… atarsam": a rule asked, no discard told
    fits = next((k for k, w in enumerate(m.words) if w.text in _FITS), 0)  # the tile is told after "uyan"
    tile = next((w.num for w in m.words[fits:] if w.num is not None and 1 <= w.num <= 13), None)
    return "islek", {"tile": tile}


#: Participles that say a tile fits a meld ("seriye uyan / gidecek / eklenecek", "pere işleyen").
_FITS = ("uyan", "uyacak", "uyabilecek", "isleyen", "isleyecek", "islenen", "islenecek", "giden", "gidecek",
         "gelen", "gelecek", "yakisan", "oturan", "oturacak", "eklenen", "eklenecek", "eklenebilecek", "yapisan",
         "yapisacak", "tamamlayan", "tamamlayacak", "baglanan", "baglanacak")


def _islek_suffered(m: Match):
    """"işlek cezası yemiştim", "işlekten ceza aldı": the penalty told by its cost; the attachment keeps it
    one with an işlek throw its subject was told to make in the same sentence."""
    return "islek", {"tile": None, "suffered": True}


def _times_inside(m: Match) -> int | None:
    """"işlek de 2 kere attı": a count said inside the penalty's own words (its gap) is its count."""
    ws = m.ws
    for j in range(m.start, m.end - 1):
        w, nxt = ws[j], ws.at(j + 1)
        if nxt in ("kere", "kez", "defa", "sefer"):
            n = w.num if w.num is not None else _TIMES.get(w.text)
            if n and n <= 9:
                return n
    return None


def _count(m: Match):
    w = m["n"]
    n = w.num if w.num is not None else _TIMES.get(w.text)
    if not n or n > 9:
        return None
    return "count", {"n": n}


#: Words of an attempt ("açmaya kalktı", "açmayı denedi") the morphology does not read as verbs.
_ATTEMPT = "kalk*|davran*|yelten*|ugras*|iste*|dene*|niyetlen*"


def _failed(tells: str):
    """A failed opening and which half of it the words tell: ``short`` (the melds did not reach 101:
    "açış tutmadı"), ``back`` (the tiles taken back: "geri topladım") or ``both`` ("açamayıp geri
    topladım") — the two halves said one after the other are one failure, not two."""
    return lambda m: ("failed-opening", {"tells": tells})


def _taken_back(m: Match):
    """"geri aldı": the tiles of a failed opening taken back — unless the sentence tells a tile thrown
    before it and no opening ("taşı yere attı, sonra geri aldı": a discard taken back, which no source
    prices; "yandan aldığı taşla açamadı, geri aldı" stays a failed opening)."""
    j = m.start - 1
    thrown = opening = False
    while j >= 0 and not m.ws[j].strong:
        w = m.ws[j]
        root = w.verb.root if w.verb is not None else ""
        thrown |= root == "at"
        opening |= root == "ac" or w.text.startswith(("acis", "per", "seri", "kut", "cift")) or w.num == 101
        j -= 1
    return None if thrown and not opening else _failed("back")(m)


def _where(m: Match):
    where = next((w.text for w in m.words if w.text in ("yere", "ortada", "ortasinda", "arada", "ortaya", "masaya")),
                 "yere")
    times = _times_inside(m) or _both_okeys(m)  # "okeyi ortada iki kere attım", "iki okeyi de yere attı"
    return "okey-discard", {"where": where, **({"times": times} if times else {})}


def _both_okeys(m: Match) -> int | None:
    """"iki okeyi de yere attı", "her iki okeyi ortaya attı": a hand has two okeys, and both thrown are two
    discards (each its own +101), not one."""
    return 2 if m.ws.at(m.start) in ("okeyi", "okeyimi") and m.ws.at(m.start - 1) in ("iki", "2") else None


def _where_no_finish(m: Match):
    """"ortada okey attı": the okey thrown mid-hand — unless a finish follows in the same phrase
    ("ortaya okey atıp bitti" is an okey finish, the finishes dimension's)."""
    for j in range(m.end - 1, min(len(m.ws), m.end + 3)):
        w = m.ws[j]
        if w.strong:
            break
        if w.verb is not None and w.verb.root == "bit" or (j == m.end - 1 and w.verb is not None and w.verb.form == "conv"):
            return None
    return _where(m)


def _taken(yes: bool):
    return lambda m: ("taken", {"yes": yes})


def _okey_taken(m: Match):
    w = m["p"].text
    owner = "ben" if w.startswith(("perim", "serim", "kutum", "perlerim")) else "third"
    for j in range(m.end, min(len(m.ws), m.end + 3)):
        v = m.ws[j].verb
        if m.ws[j].sep:
            break
        if v is not None and v.root == "al" and v.neg:
            # "Cengiz'in perindeki okeyi kimse almadı": the okey stayed in the meld — no take, no okey held
            return "okey-in-meld", {"owner": owner, "owner_word": m["p"].i, "known": True}
    return "okey-taken", {"owner": owner, "owner_word": m["p"].i}


_OPENING_WORDS = frozenset({"seriyle", "seriden", "serilerle", "perle", "perden", "perlerle", "serisiyle", "kutle",
                            "kutlerle", "per", "seri"})


def _okey_taken_any(m: Match):
    """"Şükrü'nün açarken serisine koyduğu okeyi aldı", "benim serimdeki okeyi aldı": the okey taken from
    someone's meld — any form of per / seri / küt before the okey, with a "take" verb after it."""
    p = m["p"]
    if p.text in _OPENING_WORDS or p.verb is not None:
        return None
    j = m.end
    while j < len(m.ws) and j - m.end < 4 and not m.ws[j].sep:
        v = m.ws[j].verb
        if v is not None and v.root == "al" and v.form in ("finite", "conv") and not v.neg:
            mine = p.text.startswith(("perim", "serim", "kutum", "perlerim")) or m.ws.at(m.start - 1) == "benim"
            return "okey-taken", {"owner": "ben" if mine else "third", "owner_word": p.i}
        j += 1
    return None


def _okey_laid(m: Match):
    """"eşim benim yere koyduğum okeyi aldı": the okey someone laid down (in a meld on the table) was
    taken — whose by the participle's person ("koyduğum": mine), with a "take" verb right after."""
    j = m.end
    while j < len(m.ws) and j - m.end < 3 and not m.ws[j].sep:
        v = m.ws[j].verb
        if v is not None and v.root == "al" and v.form in ("finite", "conv") and not v.neg:
            mine = m["p"].text.endswith("m") or m.ws.at(m.start) == "benim"
            return "okey-taken", {"owner": "ben" if mine else "third", "owner_word": m["p"].i}
        j += 1
    return None


#: A meld told as where something lies or goes: per / seri / küt with a dative or locative ending
#: ("perinde", "serisine", "pere", "kütünde"); "perimde", "serime": the asker's.
_MELD_AT = re.compile(r"^(?:per|seri|kut)(?:ler)?(?:[iu]?m|[iu]?m[iu]z|[iu]?n|[iu]|s[iu]|[iu]?n[iu]z)?[nsy]?(?:[ae]|d[ae]|t[ae])$")
_MINE = re.compile(r"^(?:per(?:ler)?im|kut(?:ler)?[iu]m|seri(?:ler)?i?m)")


def _okey_in_meld(m: Match):
    """"eniştem açmıştı, perinde okey vardı", "Rıza kendi serisine okeyi koymuştu", "okeyi de başka pere
    işledi": the okey lies in a meld on the table — no okey held in anyone's hand, and whose meld it
    is (``owner``: "ben" for "perimde", "third" for a told owner, "subject" for the clause's subject, who
    laid it) for a take told later ("… yerine gerçek taşı koyup okeyi aldı")."""
    p = m["p"]
    if not _MELD_AT.match(p.text):
        return None
    verb = next((w.verb for w in m.words if w.verb is not None and w.verb.root in ("koy", "isle", "kullan", "yerlestir",
                                                                                  "indir", "birak")), None)
    if verb is not None and (verb.neg or verb.mood == "cond" or verb.form not in ("finite", "conv", "part")):
        return None  # "okeyi pere koymadı", "okeyi pere koyarsam": no okey laid
    nxt = m.ws[m.end] if m.end < len(m.ws) else None
    if nxt is not None and nxt.verb is not None and nxt.verb.root == "bit":
        return None  # "okeyi pere işleyip bitti": the finish, the finishes dimension's
    if _MINE.match(p.text):
        owner = "ben"
    elif verb is not None:
        owner = "subject"
    else:
        owner = "third"
    return "okey-in-meld", {"owner": owner, "owner_word": p.i, "known": not m.ws.at(p.i - 1) in ("baska", "bir", "bi")}


#: Words of a substitution: the real tile put in the okey's place ("yerine gerçek taşı koyup", "m5'i koyarak").
_SUBSTITUTE = frozenset({"yerine", "yerini"})


def _okey_taken_told(m: Match):
    """"amcamın oğlu yerine gerçek taşı koyup okeyi aldı", "berber gerçek taşı koydu okeyi aldı": the okey
    taken from a meld told by the real tile put in its place, or after the story told an okey lying in a
    meld — ``owner`` "meld": the owner of that meld (the attachment knows whose). An "okeyi aldı" with
    neither ("sıradaki okeyi aldı": a discard taken) is no take from a meld."""
    ws = m.ws
    j, substituted = m.start - 1, False
    while j >= 0 and m.start - j <= 8 and not ws[j].strong:
        w = ws[j]
        substituted |= w.text in _SUBSTITUTE or (w.verb is not None and w.verb.root == "koy" and not w.verb.neg)
        j -= 1
    told = any(_MELD_AT.match(ws.at(k)) or ws.at(k).startswith(("perindeki", "serisindeki", "perdeki"))
               for k in range(0, m.start) if any(ws.at(x).startswith("okey") for x in range(k - 2, k + 3)))
    return ("okey-taken", {"owner": "meld", "owner_word": None}) if substituted or told else None


def _substituted(m: Match):
    """"okeyi aldı, yerine m6 koydu", "yerine gerçek taşı koyup": the tile put in the okey's place went to the
    table — no tile left in the hand of the one who put it."""
    return "substituted", {}


def _laid_down_with_okey(m: Match):
    """"Tayfun yere sarı 9 - okey - sarı 11 açmıştı": a meld with the okey in it laid down by the clause's
    subject (an opening or a meld of theirs) — the okey lies in the subject's meld."""
    ws, okey = m.ws, False
    for j in range(m.end, min(len(ws), m.end + 12)):
        w = ws[j]
        if w.strong:
            return None
        okey |= w.text == "okey"
        if w.verb is not None and w.verb.form == "finite":
            good = w.verb.root in ("ac", "indir", "koy") and not w.verb.neg and w.verb.mood != "cond"
            return ("okey-in-meld", {"owner": "subject", "owner_word": m.start, "known": True}) if good and okey else None
    return None


def _table(m: Match):
    """"masada sarı 9, mavi 9 ve okeyden küt vardı": the tiles up to "serisi / küt … vardı" lie on the table."""
    ws = m.ws
    for j in range(m.end, min(len(ws), m.end + 14)):
        w = ws[j]
        if w.strong or (w.verb is not None and w.verb.form == "finite" and w.verb.root not in ("var",)):
            return None
        if w.text in ("serisi", "seri", "seriler", "per", "peri", "perler", "kut", "kutu", "kutler", "vardi",
                      "var", "duruyordu", "acikti"):
            end = j + 1
            while end < len(ws) and ws[end].text in ("vardi", "var", "duruyordu", "acikti"):
                end += 1
            return "table", {"start": m.start, "end": end}
    return None


def _table_more(m: Match):
    """"masada k9 m9 okey kütü vardı … bi de m9 okey m11 serisi vardı": one more meld on the table, told
    after a "masada / yerde … vardı" of the same story (within a few sentences)."""
    ws = m.ws
    if not any(ws.at(j) in ("masada", "yerde", "masadaki", "yerdeki") for j in range(max(0, m.start - 30), m.start)):
        return None
    return _table(m)


def _tile_at(ws, j: int) -> tuple[tuple[str, int] | None, int]:
    """The tile ending at word j ("mavi 13", "k5") and where it starts; (None, j) when there is none."""
    from referee.story.tiles.rules import glued_tile

    if j < 0:
        return None, j
    if ws[j].num is not None and j >= 1 and colour_of(ws.at(j - 1)):
        return (colour_of(ws.at(j - 1)), ws[j].num), j - 1
    return glued_tile(ws.at(j)), j


def _gosterge_twin(m: Match):
    """"Ece öbür mavi 13'ü gösterdi" when the story's gösterge is mavi 13: the tile shown is the
    gösterge's twin, told by its colour and number instead of the word "gösterge" — or told just before
    as held ("gösterge k5, bende de k5 vardı, gösterdim")."""
    ws = m.ws
    j = m.start - 1
    if ws.at(j) == ",":
        j -= 1
    if ws.at(j) in ("vardi", "var", "geldi", "cikti"):
        j -= 1
    shown, at = _tile_at(ws, j)
    if shown is None:
        return None
    for g in range(at):
        if ws.at(g).startswith("gosterge") and g + 1 < at and shown in (_tile_at(ws, g + 1)[0], _tile_at(ws, g + 2)[0]):
            return "gosterge", {}
    return None


def _shown_after_manner(m: Match):
    """"göstergenin eşini usulüne uygun biçimde, ilk taşını çekmeden gösterdi": the words between the gösterge
    and its verb tell how it was shown — no finite verb of their own, no full stop (a comma allowed)."""
    between = m.ws.items[m.start + 1:m.end - 1]
    if any(w.strong or (w.verb is not None and w.verb.form == "finite") for w in between):
        return None
    return "gosterge", {}


RULES = Rules((
    # düz okey: the gösterge shown (the others lose a point)
    Rule("gösteren İpek'miş", "gosteren|gosterenin|gosteren' p=_", lambda m: ("gosterge", {"who": m["p"].i})),
    Rule("gösterge gösterildi (by whom untold)", "gostergeyi|gosterge|gostergenin ?esi gosterildi|gosterilmisti|gosterilmis",
         lambda m: ("gosterge", {"unknown": True})),
    Rule("göstergeyi gösterdim", "gostergeyi|gosterge|gostergenin ?esini ~2 @goster+", lambda m: ("gosterge", {})),
    Rule("göstergenin eşini usulüne uygun, ilk taşı çekmeden gösterdi (a manner between)",
         "gostergeyi|gostergenin ?esini ~4 , ~4 @goster+", _shown_after_manner),
    Rule("mavi 13'ü gösterdi (the gösterge's twin)", "@goster+", _gosterge_twin),
    # how many times
    Rule("2 kere mi 3 kere mi", "a=#1-9|bir|iki|uc|dort|bes kere|kez|defa mi|mu b=#1-9|bir|iki|uc|dort|bes kere|kez|defa",
         lambda m: ("count", {"n": None, "options": [_TIMES.get(m["a"].text, m["a"].num), _TIMES.get(m["b"].text, m["b"].num)]}),
         claims=("a", "b")),
    Rule("iki kere", "n=#1-9|bir|bi|iki|uc|dort|bes kere|kez|defa|sefer|kere'", _count, claims=("n",)),
    Rule("bir daha", "bir daha|tekrar|yine", lambda m: ("count", {"n": 2, "again": True})),
    # işlek
    Rule("işlek attım 12", "islek ?tas ?de|da @at+ n=#1-13", _islek, claims=("n",)),
    Rule("işlek 7 attım", "islek n=#1-13 @at+", _islek, claims=("n",)),
    Rule("işlek mavi 6'yı attı (the colour, then the number)", "islek ?#1-1 ?bir|bi _ n=#1-13 @at+", _islek, claims=("n",)),
    Rule("işlek attım", "islek ?tas|tasi ?de|da ~2 @at+", _islek),
    Rule("işleği attı (the işlek as the object)", "islegi|isleki ?de|da ~2 @at+", _islek),
    Rule("k7 attı işlekti", "@at+ islekti|islekmis|islek", _islek_told_after),
    Rule("sarı 8 işlekti, attım (the state told first)", "islekti|islekmis|islekdi ?, @at+", _islek),
    Rule("k7 attım, işlekti (the tile's state in a clause of its own)", "@at+:fin , islekti|islekmis|islekdi",
         _islek_told_after),
    Rule("2 işlek", "n=#1-9|iki|uc islek", lambda m: ("islek", {"tile": None, "times": _TIMES.get(m["n"].text, m["n"].num)}),
         claims=("n",)),
    # işlek told by what it does, not by its name: a tile that fits a meld lying on the table, thrown
    Rule("yerdeki pere uyan taşı attı", "yerdeki|masadaki|yere|masaya|acik|acilmis ?~4 per*|seri*|kut* "
         + "|".join(_FITS) + " ~4 @at+", _islek_described),
    Rule("işleyen taş attı", "isleyen|isler|islenen ?bir|bi tas|tasi|tasini ~2 @at+", _islek_described),
    # the penalty told as suffered ("işlek cezası yedim"): the same işlek when its throw was told just before
    Rule("işlek cezası yedi", "islek|islekten ?tas cezasi|ceza ~1 @ye,al,yaz,kes+", _islek_suffered),
    # the okey thrown mid-hand
    Rule("okeyi yere attım", "okeyi|okeyimi|okey ?de|da yere|ortaya|masaya @at+", _where),
    Rule("okeyi elin ortasında yere attım", "okeyi|okeyimi ~3 yere|ortaya|masaya @at+", _where),
    Rule("okeyi attım yere", "okeyi|okeyimi|okey @at+ yere|ortaya|masaya", _where),
    Rule("elin ortasında okeyi attı", "el|elin|oyunun ortasinda|arasinda ~3 okeyi|okey ?de|da @at+", _where),
    Rule("arada okeyi attı (mid-hand)", "ortada|arada ~1 okeyi|okeyimi ?de|da @at+", _where),
    Rule("okeyi ortada attı", "okeyi|okeyimi ortada|arada ~3 @at+", _where_no_finish),
    Rule("ortada okey attı (mid-hand, no finish)", "ortada|arada|ortaya okey @at+", _where_no_finish),
    # the next player took it
    Rule("kimse almadı", "kimse @al-", _taken(False)),
    Rule("alan olmadı", "alan olmadi|yok", _taken(False)),
    Rule("sıradaki almadı", "?siradaki|sagimdaki|sagindaki @al-:fin", _taken(False)),
    # "sonraki aldı", "benden sonraki oyuncu aldı", "sağındaki aldı" (the discarder's right: the next player)
    Rule("sonraki aldı", "sonraki|siradaki|sagimdaki|sagdaki|sagindaki|arkamdaki|arkasindaki ~2 @al,kap+:fin",
         _taken(True)),
    # a failed opening
    Rule("açamayıp geri topladım", "@ac-:conv ?taslari ?geri @topla,al", _failed("both")),
    Rule("taşın sayısı 9", "tasin|tasinin|atilanin|attigim|attigi ?tasin sayisi n=#1-13", lambda m: ("tile-number", {"n": m["n"].num}),
         claims=("n",)),
    Rule("taşları geri topladı", "taslari|taslarini|perleri|perlerini ?geri @topla+", _failed("back")),
    Rule("taşlar geri toplandı", "taslar|perler ?geri topland*|toplanmis*", _failed("back")),  # the passive: the tiles its subject
    Rule("geri topladım", "geri @topla,al,cek+", _taken_back),
    # esli-101-turnuva: opening with the tile taken from the side, failing, and leaving it back
    Rule("yandan aldığı taşla açamadı", "yandan @al ?tasla|tasi|onunla|ile ~1 @ac-", _failed("short")),
    Rule("taşı geri bıraktı", "tasi|tasini|onu geri birak*", _failed("back")),
    Rule("açış tutmadı", "acis|acisi|acilis @tut-", _failed("short")),
    Rule("açmaya çalıştım olmadı", "@ac:inf @calis ~2 olmadi|tutmadi", _failed("short")),
    # the attempt told by a verb the morphology leaves unread ("açmaya kalktı / yeltendi / davrandı", "açmayı denedi",
    # "açmak istedi"), then that it did not come off, maybe after a comma or the sum it came to
    Rule("açmaya kalktı tutmadı", "@ac:inf " + _ATTEMPT + " ?~2 ?, ?~2 ?, olmadi|tutmadi|yetmedi|olmayinca|tutmayinca|"
         "yetmeyince|olmamis|tutmamis", _failed("short")),
    Rule("taşlar geri (no verb)", "taslar|taslari|taslarini|perler|perleri geri ,|.", _failed("back")),
    Rule("101'e varmadı", "#90-101 ~1 varmadi|ulasmadi|yetmedi|tutmadi", _failed("short")),
    # an okey taken from a meld
    Rule("perimdeki okeyi aldı", "?masadaki|yerdeki p=perimdeki|serimdeki|kutumdeki|perlerimdeki|perindeki|serisindeki|"
         "perdeki|yerdeki okeyi|okey|okeyimi", _okey_taken),
    Rule("yere koyduğum okeyi aldı", "?benim yere|masaya p=koydugum|koydugu|actigim|actigi|indirdigim|indirdigi okeyi|okey",
         _okey_laid),
    Rule("X'in serisine koyduğu okeyi aldı", "p=per*|seri*|kut* ~2 okeyi|okeyimi|okeyini", _okey_taken_any),
    Rule("benim koyduğum okeyi perden aldı", "?benim p=koydugum|koydugu|koydugun okeyi|okey ~1 perden|yerden|seriden|"
         "masadan", _okey_laid),
    # an okey lying in a meld (no okey held), and a take of it told later
    Rule("perinde okey vardı", "?yerdeki|masadaki p=per*|seri*|kut* ?de|da okey|okeyi ?de|da vardi|var|varmis",
         _okey_in_meld),
    Rule("kendi serisine okeyi koymuştu", "?kendi ?yeni p=per*|seri*|kut* okeyi|okey ?de|da ~1 "
         "@koy,isle,kullan,yerlestir,indir", _okey_in_meld),
    Rule("okeyi de başka pere işledi", "okeyi|okey ?de|da ~3 p=per*|seri*|kut* @koy,isle,kullan,yerlestir", _okey_in_meld),
    Rule("yerine gerçek taşı koyup okeyi aldı", "okeyi|okeyini ?de|da @al+", _okey_taken_told),
    Rule("okeyi kullanmadı (kept in hand)", "okeyi|okey ?de|da ?hic @kullan-:fin", lambda m: ("okey-kept", {})),
    Rule("yerine m6 koydu (the real tile, put in the okey's place)", "yerine|yerini ~4 @koy+", _substituted),
    Rule("yere m4 okey m6 açtı (a meld with the okey laid down)", "yere|masaya", _laid_down_with_okey),
    # what lies on the table
    Rule("bir de m9 okey m11 serisi vardı (one more on the table)", "bir|bi de|da", _table_more),
    Rule("masada m4 okey m6 serisi vardı", "masada|yerde|masadaki|yerdeki", _table),
))
