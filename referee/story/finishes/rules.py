"""Finishes: who finished and how — the last tile (okey, sahte okey, a named tile), from pairs,
from hand (elden / kafa / everything at once / in the turn of opening), normally; or the hand
ended without a finisher (deste bitti) or was void (el bozuldu, all four opened with pairs).

Facts are *cues*; :mod:`referee.story.assemble` gives the finish to the clause's subject and the
planner turns cues into the engine's finish id under the ruleset (oyna-101's elden needs nobody to
have opened; od-101's elden is "finished in the turn of opening"; four pairs are void or played).

``finished`` (a finish verb, ``neg`` for "bitemedi"), ``okey-last`` (``yes`` True / False),
``sahte-last``, ``last-tile`` (``colour``, ``number``), ``cift``, ``elden`` (``how``: elden, kafa,
at-once, opening-turn, 800), ``normal``, ``deste``, ``bozuldu``, ``all-pairs``.
"""
from __future__ import annotations

from referee.story.lexicon import colour_of, ends_the_match
from referee.story.rules import Match, Rule, Rules
from referee.story.words import Words
from referee.story.tiles.rules import _glued, tile_number


def _fact(kind: str, **value):
    return lambda m: (kind, dict(value))


def _cue_next_to_finish(kind: str):
    """"çiftten bitti", "bittim çiftten": the cue counts only beside a finish verb (else it is how
    someone opened: "çiftten açtı", also right after another's finish: "cem bitti çiftten açtım")."""
    def make(m: Match):
        j = m.end
        while m.ws.at(j) in ("okeyle", "de", "da", "okey", "atip", "atarak"):
            j += 1
        after = m.ws[j] if j < len(m.ws) else None
        if after is not None and after.verb is not None and after.verb.root != "bit":
            return None  # "bitti çiftten açtım": the cue is how the next verb's subject opened
        for k in (j, m.start - 1):
            w = m.ws[k] if 0 <= k < len(m.ws) else None
            if w is not None and w.verb is not None and w.verb.root == "bit":
                return kind, {}
        return None
    return make


def _finished(m: Match):
    v = m.words[-1].verb
    if v is None or v.mood == "cond" or v.form == "inf" or ends_the_match(m.ws, m.end - 1):
        return None  # "maçı bitiriyoz": the match ends, nobody finished a hand; "çiftten bitmek": an act named
    nxt = m.ws.at(m.end)
    if nxt in ("mi", "mu", "mi?", "miydi", "mis") and v.person == "3sg":
        return None  # "bitti mi": asked, not told
    return "finished", {"neg": v.neg, "person": v.person, "form": v.form, "verb": m.end - 1}


#: Words after a told void that make it a belief or a hearsay, not what happened ("el iptal olur sanıyorduk").
_BELIEF = ("san", "zann", "dusun", "diye", "derler", "dedi", "dediler", "demis")


def _void(m: Match):
    """"el bozuldu", "el iptal": the hand was void — unless the verb says it was not ("el bozulmadı",
    "el iptal olmuyormuş", "iptal olmaz") or the next word makes it a belief ("iptal olur sanıyorduk")."""
    v = next((w.verb for w in m.words if w.verb is not None), None)
    j = m.end
    if m.ws.at(j).startswith(("olma", "olmuy", "olur", "oldu", "olmus", "olac", "olsa")):
        if m.ws.at(j).startswith(("olma", "olmuy")):
            return None  # "iptal olmaz", "iptal olmuyormuş": the verb of being, negated (morph keeps no "ol")
        j += 1
    if v is not None and (v.neg or v.mood == "cond") or m.ws.at(j - 1).startswith("olsa"):
        return None
    if m.ws.at(j).startswith(_BELIEF):
        return None
    return "bozuldu", {}


#: Words that make "taş kalmadı" a hand holding nothing ("elimde hiç taş kalmadı"), not the deck.
_HOLDERS = ("elim", "elin", "eli", "elde", "bende", "sende", "onda", "bizde", "onlarda", "istaka")


def _deck_bare(m: Match):
    """"son elde taş kalmadı", "taşlar tükendi": the deck ran out — unless a hand holds the nothing
    ("elimde taş kalmadı": a finish, or nothing left); "son elde", "3. elde" is when, not whose."""
    for j in range(max(0, m.start - 3), m.start):
        w = m.ws[j]
        if w.sep:
            continue
        when = w.text == "elde" and j > 0 and (m.ws.at(j - 1) in ("son", "bu", "o", "ilk") or m.ws[j - 1].ordinal)
        if (w.text.startswith(_HOLDERS) or w.text.endswith(("'de", "'da", "'te", "'ta"))) and not when:
            return None
    return "deste", {}


_TAKEN_BACK = frozenset({"yok", "pardon", "hayir", "aslinda", "yanlis", "meger"})


def _not_okey_after_all(m: Match):
    """"okeyle bitti, yok yok okey değildi normal bitti", "pardon okey değilmiş", "okey değildi aslında": the
    okey finish taken back — a taking-back word right around it, or a finish verb right after it."""
    near = {m.ws.at(j) for j in (*range(max(0, m.start - 3), m.start), m.end, m.end + 1)}
    after = any(m.ws[j].verb is not None and m.ws[j].verb.root == "bit" for j in range(m.end, min(len(m.ws), m.end + 3)))
    return ("okey-last", {"yes": False}) if near & _TAKEN_BACK or after else None


def _hand_ended(m: Match):
    return "hand-ended", {}


def _last_tile(m: Match):
    t = m.get("t")
    if t is not None:
        got = _glued(t.text.replace("'", ""))
        if got is None:
            return None
        return "last-tile", {"colour": got[0], "number": got[1]}
    colour, n = colour_of(m["c"].text), tile_number(m["n"])
    if colour is None or n is None:
        return None
    return "last-tile", {"colour": colour, "number": n}


def _last_marker(m: Match):
    """"son taş olarak sarı 8 attı": the tile read by the tiles rules right after is the last tile."""
    nxt = m.ws[m.end] if m.end < len(m.ws) else None
    if nxt is None or not (colour_of(nxt.text) or _glued(nxt.text.replace("'", ""))):
        return None
    return "last-marker", {"at": m.end}


def _last_okey(m: Match):
    neg = any(w.text.startswith("degil") or w.text in ("olmadan", "olmayan") for w in m.words)
    nxt = m.ws.at(m.end)
    if nxt.startswith("degil") or nxt in ("olmadan", "olmayan"):
        neg = True
    if m.words[-1].text.endswith(("degil", "degildi")):
        neg = True
    v = m.ws[m.end].verb if m.end < len(m.ws) else None
    if not neg and v is not None and v.root == "at" and not v.neg and v.form == "finite" and v.mood != "cond" and \
            not _finish_follows(m.ws, m.end + 1):
        return "okey-last", {"yes": True, "finished": True}  # "son taşı okey attı": the finish, by its last tile
    return "okey-last", {"yes": not neg}


def _finish_follows(ws, i: int) -> bool:
    """A finish verb comes later in the sentence ("son taş olarak okeyi attı ve bitti"): it tells the finish."""
    while i < len(ws) and not ws[i].strong:
        if ws[i].verb is not None and ws[i].verb.root == "bit":
            return True
        i += 1
    return False


#: Verbs that say what the okey was used *for* ("okeyle açtım", "çiftlerden biri okeyle tamamlanmış").
_OKEY_USED = ("ac", "isle", "koy", "tamamla", "tamamlan", "tamamlat")


def _okeyle(m: Match):
    """"okeyle bitti", "rakip okeyle": the last tile was the okey — unless the next word says the okey
    made a meld or an opening ("okeyle açtı", "biri okeyle tamamlanmış"): that is no finish."""
    prev = m.ws[m.start - 1] if m.start > 0 else None
    if prev is not None and prev.verb is not None and prev.verb.root == "bit":
        return "okey-last", {"yes": True}  # "rakip bitti okeyle, açmamıştım"
    nxt = m.ws[m.end] if m.end < len(m.ws) else None
    if nxt is not None and ((nxt.verb is not None and nxt.verb.root in _OKEY_USED and not nxt.verb.neg)
                            or nxt.text.startswith("tamamla")):
        return None
    return "okey-last", {"yes": True}


_MID_HAND = frozenset({"yere", "ortada", "ortasinda", "arada", "ortaya", "masaya", "arasinda"})


def _throw(m: Match):
    """"rakip okey attı": the okey thrown — the last tile if the thrower finished, else a penalty."""
    near = {m.ws.at(j) for j in range(max(0, m.start - 4), min(len(m.ws), m.end + 2))}
    if near & _MID_HAND or m.ws.at(m.start - 1) == "sahte":
        return None
    # "iki okeyi de attım": both okeys thrown, two penalties
    return ("okey-throw", {"times": 2}) if m.ws.at(m.start - 1) in ("iki", "2") and m.words[0].text != "okey" \
        else ("okey-throw", {})


def _before_finish(kind: str, gap: int = 0, **value):
    """A cue whose finish verb comes right after it ("sahte okeyi son taş atıp | bittim"), or up to
    ``gap`` words later ("açtığı turda hemen | bitti")."""
    def make(m: Match):
        for j in range(m.end, min(len(m.ws), m.end + gap + 1)):
            v = m.ws[j].verb
            if m.ws[j].sep or (v is not None and v.root != "bit"):
                return None
            if v is not None:
                return (kind, dict(value)) if not v.neg and v.mood != "cond" else None
        return None
    return make


def _cue(kind: str, **value):
    """A finish cue that leaves the finish verb after it to the "bitti" rule ("çiftten | bitti")."""
    return lambda m: (kind, dict(value))


#: Words around "elden" that make it the ablative of a hand ("her elden sonra", "bu elden önce", "3. elden beri").
_A_HAND_BEFORE = frozenset({"her", "bu", "o", "su", "onceki", "sonraki", "ilk", "son", "gecen", "ayni", "hangi"})
_A_HAND_AFTER = frozenset({"sonra", "once", "beri", "itibaren", "evvel"})


def hand_ablative(ws: Words, i: int) -> bool:
    """The word at ``i`` ("elden") is the ablative of a hand — "her elden sonra", "bu elden önce", "3. elden
    beri": which hand, not how it ended."""
    prev = ws[i - 1] if i else None
    return ws.at(i + 1) in _A_HAND_AFTER or prev is not None and (prev.text in _A_HAND_BEFORE or prev.ordinal)


def _elden_cue(m: Match):
    """"elden bitti": the elden finish, unless the word is a hand's ablative (:func:`hand_ablative`)."""
    return None if hand_ablative(m.ws, m.start) else ("elden", {"how": "elden"})


def _done(kind: str, **value):
    """A cue that is itself the finish ("kafa attı", "7 çift yaptı", "hepsini indirdi")."""
    def make(m: Match):
        v = next((w.verb for w in m.words if w.verb is not None), None)
        if v is not None and (v.mood == "cond" or v.neg):
            return None
        finite = v is not None and v.form == "finite"
        return kind, {**value, "finished": finite or bool(v and v.form == "conv")}
    return make


RULES = Rules((
    # the hand ended with no finisher / void
    Rule("deste bitti", "deste|destede|desteler|yigin bitti|bitmisti|bitince|kalmadi|bitti'", _fact("deste")),
    Rule("destede taş kalmadı", "destede|ortada tas kalmadi|kalmamisti|bitti", _fact("deste")),
    Rule("orta bitti (the tiles in the middle ran out)", "orta bitti|bitmisti|bitince|tukendi", _fact("deste")),
    Rule("ortadaki taşlar bitti", "?ortadaki taslar|tas bitti|bitmisti|bitince|tukendi", _fact("deste")),
    Rule("kimse bitemedi", "kimse @bit-", _fact("deste")),
    Rule("taş kalmadı (the deck)", "tas|taslar kalmadi|kalmamisti|tukendi|tukenmisti", _deck_bare),
    Rule("el bozuldu", "?el @bozul", _void),
    Rule("el iptal", "el iptal|iptaldi|bozuk", _void),
    Rule("dördümüz de çiftten açtık", "dordumuz|dortumuz|4'umuz|hepimiz|herkes ?de|da ciftten|cift|ciftle @ac+", _fact("all-pairs")),
    Rule("dört oyuncu da çift açtı", "#4-4 oyuncu|kisi ?de|da ciftten|cift|ciftle @ac+", _fact("all-pairs")),
    Rule("dördü de çiftten açtı", "dordu|dordunuz|dortu ?de|da ciftten|cift|ciftle @ac+", _fact("all-pairs")),
    Rule("dördümüz de çifte gittik", "dordumuz|dortumuz|4'umuz|hepimiz|herkes|dordu ?de|da cifte|ciftlere @git+",
         _fact("all-pairs")),
    Rule("dört oyuncu da çifte gitti", "#4-4 oyuncu|kisi ?de|da cifte|ciftlere @git+", _fact("all-pairs")),
    # the last tile
    Rule("okey miydi sahte okey mi", "okey|okeymi|okeyd* mi|miydi|mu|midir|miymis ~2 sahte", lambda m: ("last-unknown", {})),
    # the last tile not seen: which finish it was is open (okey or not), asked, never assumed
    Rule("son taş karıştı / kimse bakmadı", "?attigi ?son tas|tasi|tasa|tasina|tasini ~2 karisti|karismis|bakmadi|bakmadik|"
         "gormedi|gormedik|goremedik|goremedim|gormedim|gormemis|kayboldu|bakamadik|bilinmiyor",
         lambda m: ("last-unknown", {})),
    Rule("son taş sahte okey", "son tas|tasi ?da|de|ise|olarak|yine sahte okey*", _fact("sahte-last")),
    Rule("sahte okeyle bitti", "sahte okeyle", _fact("sahte-last")),
    Rule("sahte okeyi atıp bitti", "sahte okeyi|okey @at+:conv", _fact("sahte-last")),
    Rule("sahte okeyi son taş atıp bitti", "sahte okeyi|okey ~3 @at+:conv", _before_finish("sahte-last")),
    Rule("son taş olarak m5 attı", "son tas|tasi ?da|de|olarak ?da t=_", _last_tile),
    Rule("son taşı sarı 4tü, okey değildi", "son tas|tasi|tasim ~3 ?, okey|okeyi degildi|degil|degilmis",
         _fact("okey-last", yes=False)),
    Rule("son taş olarak (a tile)", "son tas|tasi ?da|de|olarak ?da", _last_marker),
    Rule("son taş okey (değildi)", "son tas|tasi|tasim ?da|de|ise|olarak|yine okey|okeydi|okeyi|okeymis|okeyd*",
         _last_okey),
    Rule("son taş okey değildi", "son tas|tasi ?da|de okeydegildi|okeydegil", _last_okey),
    Rule("okey değildi son taş", "okey|okeyle degildi|degil|degilmis son tas|tasi", _fact("okey-last", yes=False)),
    Rule("emin değilim", "emin degilim|degildim|olamadim", lambda m: ("unsure", {})),
    Rule("hatırlamıyorum", "hatirlamiyorum|bilmiyorum|goremedim|bilemedim|unuttum", lambda m: ("unsure", {})),
    Rule("okey kafa attı", "okey kafa|kafayi|kafadan ?@at,yap", _done("elden", how="kafa", okey=True)),
    Rule("okeyle değil", "okeyle|okey degil", _fact("okey-last", yes=False)),
    Rule("yok yok okey değildi (a finish taken back)", "okeyle|okey degildi|degilmis|degil", _not_okey_after_all),
    Rule("okey atmadan", "okey|okeyi @at-", _fact("okey-last", yes=False)),
    Rule("okeysiz", "okeysiz", _fact("okey-last", yes=False)),
    Rule("okey dışarı (attı)", "okey|okeyi disari ?@at", lambda m: ("okey-last", {"yes": True, "finished": True})),
    Rule("okeyle bitti", "okeyle|okyle", _okeyle),
    Rule("okey ile bitti", "okey ile", _before_finish("okey-last", yes=True)),
    Rule("okeyi atıp bitti", "okeyi|okey ?en ?son|sona @at+:conv", _fact("okey-last", yes=True, throw=True)),
    Rule("okeyi son taş atıp bitti", "okeyi|okey son tas|tasi ?olarak @at+:conv", _fact("okey-last", yes=True, throw=True)),
    Rule("en son okeyi atıp", "en son|sona okeyi|okey @at+", _fact("okey-last", yes=True, throw=True)),
    Rule("okey atarak", "okey|okeyi atarak|atip|atip'", _fact("okey-last", yes=True, throw=True)),
    Rule("okey attı", "okey|okeyi|okeyimi ?de|da ?yanlislikla|kazara @at+:fin", _throw),
    # pairs, hand, normal
    Rule("7 çift yaptı", "7|yedi cift @yap", _done("cift", seven=True)),
    Rule("elden değil (a finish taken back)", "elden|kafa degil|degildi|degilmis", lambda m: ("not-elden", {})),
    Rule("7 çift değil", "7|yedi ciftle|cift|ciftten degil|degildi|degilmis|yok", lambda m: ("not-cift", {})),
    Rule("7 çiftle bitti", "7|yedi ciftle|cift|ciftten", _cue("cift", seven=True)),
    Rule("çiftten bitti / bittim çiftten / çifte bitti", "ciftten|ciftle|cifte", _cue_next_to_finish("cift")),
    Rule("çift ile bitti", "cift|ciftler ile", _cue_next_to_finish("cift")),
    Rule("800 attı", "800 ?@at", _done("elden", how="800")),
    Rule("kafa attı", "kafa|kafadan ?@at,yap", _done("elden", how="kafa")),
    Rule("elden bitti", "elden|eldenmis", _elden_cue),
    Rule("tek seferde indirdi", "tek|bir seferde|hamlede|seferinde ~2 @indir", _done("elden", how="at-once")),
    Rule("tek seferde", "tek|bir seferde|hamlede|seferinde", _cue("elden", how="at-once")),
    Rule("hepsini indirdi", "hepsini|tamamini|tumunu|hersey*|her ?seyi|seyini ~2 @indir", _done("elden", how="at-once")),
    Rule("tüm elini indirdi", "tum|butun elini|elimi|tasini|taslarini ~3 @indir", _done("elden", how="at-once")),
    Rule("elini toptan indirdi", "?elini|elimi|taslarini|taslarimi toptan|topyekun|komple|tamamen @indir,ac",
         _done("elden", how="at-once")),
    Rule("elini açtığı turda", "elini|elimi ?ilk @ac+:part turda|elde|anda|sirada", _cue("elden", how="opening-turn")),
    Rule("açtığı gibi", "@ac+:part gibi", _cue("elden", how="opening-turn")),
    Rule("elini açıp aynı turda bitirdi", "?elini|elimi|eli @ac+:conv ayni|o|ilk turda|elde|hamlede", _cue("elden", how="opening-turn")),
    Rule("açar açmaz", "acar acmaz", _cue("elden", how="opening-turn")),
    # "açtığı turda / elde / anda bitti", "ilk açışında bitti": finished in the turn of opening (od-101's elden)
    Rule("açtığı turda bitti", "@ac+:part turda|elde|anda|sirada|hamlede|seferde",
         _before_finish("elden", gap=2, how="opening-turn")),
    Rule("ilk açışında bitti", "?ilk|ayni acisinda|acista|acisiyla|acarken", _before_finish("elden", gap=2, how="opening-turn")),
    Rule("normal bitti", "normal|normalden|sade", _fact("normal")),
    # the finish itself
    Rule("el bitti", "el|oyun|mac @bit+", _hand_ended),
    Rule("bitti / bittim / bitirdi", "@bit", _finished),
))
