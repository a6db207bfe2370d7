"""The question asked: which number, and (with the people around it) about whom.

``ask`` facts: ``what`` is ``score`` (what someone writes this hand), ``total`` (over the hands,
or the new standing), ``left`` (düz: the points someone is at now), ``lost`` (düz: the points lost
this hand), ``penalty``, ``over`` (is the match / game over?), ``winner``, ``to-target`` ("1000'e kaç
kaldı"), ``who`` ("kim kaç", "herkes ne yazar": everyone), ``each`` (the standing after every hand: "her elden
sonra kaçtayım"); ``person`` is the question verb's
person ("yazarım" → 1sg, "yazıyoz" → 1pl). ``claim``: a number the asker puts to be checked
("404 mü yazılır?", "cezası 101 mi?"). The targets are the people named in and right before the
question (:mod:`referee.story.assemble`).
"""
from __future__ import annotations

from referee.story.rules import Match, Rule, Rules

_VERBS = ("yaz", "ye", "al", "dus", "kal", "ol", "ode", "cik", "ver", "kaybet")


def _ask(what: str, yesno: bool = False, who: bool = False):
    """An ask fact; ``who``: the question is about everyone it concerns ("kime kaç ceza")."""
    def make(m: Match):
        person, root = "", ""
        for w in m.words:
            if w.verb is not None and w.verb.root in _VERBS and w.verb.form == "finite":
                person, root = w.verb.person, w.verb.root
        return "ask", {"what": what, "person": person, **({"yesno": True} if yesno else {}),
                       **({"everyone": True} if who else {}), **({"root": root} if root else {})}
    return make


def _ask_verb(m: Match):
    """"kaç yazarım", "ne yazar", "kaç yiyom", "kaç düşer": the verb says which number and whose."""
    v = m["v"].verb
    if v is None:
        return None
    what = {"dus": "lost", "kaybet": "lost", "kal": "left"}.get(v.root, "score")
    if v.root == "kal" and m.ws.at(m["v"].i - 1).startswith("1000"):
        what = "to-target"
    if v.root == "git":
        what = "lost"
    if v.root == "ol" and m.words[0].text == "kac" and (m["v"].text.startswith("old") or v.person in ("1sg", "1pl")):
        # "kaç oldum", "kaç olcam / olurum / oluruz": where I stand (will stand) after the hand — the hand's
        # score when no standing was told; "kaç olur" (3sg) stays what the hand comes to
        what = "total"
    each = {"everyone": True} if m.words[0].text == "kacar" else {}  # "kaçar yazıyoz": each of us, all four
    return "ask", {"what": what, "person": v.person if v.form == "finite" else "", "root": v.root, **each}


def _total_asked(m: Match):
    """"toplamım kaç" asks; "toplamı 27" tells (the sum of the tiles left)."""
    nxt = m.ws[m.end] if m.end < len(m.ws) else None
    if nxt is not None and nxt.num is not None:
        return None
    return "ask", {"what": "total", "person": ""}


def _now(m: Match):
    """"… şimdi?", "şimdi ne durumdayız": "now" closing a story asks where everyone stands (the "?" is
    not a word, so "şimdi" as the text's last word, or before "ne / nedir / durum…")."""
    nxt = m.ws.at(m.end)
    if nxt == "" or nxt in ("ne", "nedir", "ne'") or nxt.startswith("durum"):
        return "ask", {"what": "left", "person": ""}
    return None


def _score_last(m: Match):
    """"Leylekler'in bu el puanı?", "takım skoru?": a score noun closing the story asks for it (the "?" is no
    word: the noun is the text's last word)."""
    return ("ask", {"what": "score", "person": ""}) if m.ws.at(m.end) == "" else None


def _claim(m: Match):
    n = m["n"]
    if n.num is None:
        return None
    return "claim", {"n": n.num, "at": n.i}


#: Words that ask, beside "her elden sonra" ("her elden sonra kaçtayım", "puanlar her el sonunda ne").
_ASKING = ("kac", "ne", "nedir", "puan", "toplam", "durum", "skor")


def _each_hand(m: Match):
    """"her elden sonra kaçtayım", "her elin sonunda toplamlar ne", "el el puanlar": the standing after every
    hand is asked, not only the last (a story's "her el açamadım" asks nothing: an asking word must be near)."""
    near = [m.ws.at(k) for k in range(max(0, m.start - 3), min(len(m.ws), m.end + 3))]
    if not any(w.startswith(_ASKING) for w in near):
        return None
    return "ask", {"what": "each", "person": ""}


RULES = Rules((
    Rule("her elden sonra (the standing after every hand)", "her el|elden|elin|elde|elde' sonra|sonunda|sonrasi|sonrasinda|"
         "bitiminde|icin", _each_hand),
    Rule("el el (hand by hand)", "el el|el'e", _each_hand),
    Rule("1000'e kaç kaldı", "n=#100-5000 kac ?puan kaldi|var|kaldim", lambda m: ("ask", {"what": "to-target", "person": ""}),
         claims=("n",)),
    # "1000'e daha var değil mi", "1000e daha çok var mı": is the target still far — whether the match goes on
    Rule("1000'e daha var mı", "n=#1000-1001 daha ?cok var|vardir ?degil ?mi|mu|mi?",
         lambda m: ("ask", {"what": "over", "person": ""}), claims=("n",)),
    Rule("kime kaç ceza", "kime|kimin ~1 kac|ne ceza*", _ask("penalty", who=True)),
    Rule("ceza kime kaç", "ceza|cezayi kime|kimin ?kac", _ask("penalty", who=True)),
    Rule("kaç ceza", "kac|ne ?puan ceza*", _ask("penalty")),
    Rule("ceza yer miyim", "ceza ?@ye,yaz|yer|yerim|yeriz mi|miyim|mi?|miyiz|mu", _ask("penalty", yesno=True)),
    Rule("ceza var mı", "ceza*|islek var|yok|yazilir ~1 mi|mu|mi?", _ask("penalty", yesno=True)),
    Rule("ceza ne", "ceza|cezasi|cezam|cezamiz ne|nedir|ne'|neymis", _ask("penalty")),
    Rule("… ceza?", ", ceza|cezasi|cezam|cezamiz .", _ask("penalty")),  # the word alone as its own sentence
    Rule("bana var mı", "bana|bize|ona ?de|da ?ceza var|yazilir|yaziliyor mi|mu|mi?", _ask("penalty", yesno=True)),
    Rule("okeyle bitiş sayılır mı", "sayilir|sayilmaz|sayiliyor|gecerli|olur ~1 mi|mu|mi?", _ask("check", yesno=True)),
    Rule("elden mi sayılır", "mi|mu|mi? sayilir|sayiliyor|olur", _ask("check", yesno=True)),
    Rule("1000'i geçti mi", "n=#1000-1001 gecti|gecen|gecer|asti|asan|ulasti|ulasan|gectik|gectim|gectiler ?var ?mi|mu|mi?",
         lambda m: ("ask", {"what": "over", "person": ""}), claims=("n",)),
    # "biri sıfıra indi mi": "biri" asks about anyone, no player called Biri
    Rule("kimse sıfıra indi mi (düz: a column at 0)", "?b=kimse|biri|birimiz|birisi|hic n=#0-0 indi|iner|inen|indik|indim|dustu|"
         "duser|dusen|dustuk mi|mu|mi?|miyiz", lambda m: ("ask", {"what": "over", "person": ""}), claims=("n", "b")),
    Rule("game over mı (slang)", "game|gameover over ?mi|mu|mi?", lambda m: ("ask", {"what": "over", "person": ""})),
    Rule("maç bitti mi", "mac|oyun|macimiz|oyunumuz bitti|biter|bitmedi|bitiyor mi|mu|mi?", _ask("over")),
    Rule("maç bitti (end of a question)", "mac|oyun bitti|biter .", _ask("over")),
    Rule("bitti mi oyun", "bitti mi oyun|mac", lambda m: ("ask", {"what": "over", "person": ""})),
    # "ben 870'teydim bu elde 64 yedim bitti mi": a bare "bitti mi" closing the message asks whether the match is over
    Rule("… bitti mi (the message's end)", "bitti|biter|bitiyor mu|mi|mi? .", _ask("over")),
    Rule("kim kazandı", "kim|kimler ?@kazan,al kazandi|kazanir|aldi|kazaniyor|onde", _ask("winner")),
    Rule("kazanan kim", "kazanan|birinci kim", _ask("winner")),
    Rule("maç kimde (who is ahead)", "mac|oyun|galibiyet kimde|kimin|kimde'", _ask("winner")),
    Rule("kazandık mı", "@kazan+:fin mi|mu|mi?|miyiz|muyuz|miyim", _ask("winner")),
    Rule("kaça kaç", "kaca kac", _ask("total")),
    Rule("şimdi kim kaç (everyone's standing now)", "simdi|artik|yeni kim|herkes kac|kacta ?oldu|olduk|durumda|.",
         _ask("total", who=True)),
    Rule("kime kaç yazılır (everyone the hand gives a number)", "kime kac|kacar|ne ?puan ?@yaz,dus,ye", _ask("who")),
    Rule("kim kaç", "kim|kimler|herkes|hepimiz|hepsi|hepiniz kac|ne ?puan ?@yaz,dus,kal,ye", _ask("who")),
    Rule("kim kaç puanda", "kim|herkes kac|kacta|kacta'", _ask("who")),
    Rule("kimde kaç (var)", "kimde|kiminde kac|ne ?puan ?var", _ask("who")),
    Rule("kimin kaç puanı kaldı", "kimin kac|kacar ?puani|puan ?kaldi|var|oldu|kalmis", _ask("who")),
    Rule("herkesin puanı", "herkesin|hepimizin|hepsinin|herkes|hepsi|millet ~1 puani|puanlari|skoru|skorlari|numarasi|"
         "hesabi|durumu|yazisi|sayisi|sonucu|kaci", _ask("who")),
    Rule("toplamım kaç", "toplam|toplamim|toplamimiz|toplami|toplamlar|toplamlari|toplamda|toplamimizi ?kac|ne|nedir|oldu|olur|ne'",
         _total_asked),
    Rule("kaç puandayım / kaçta", "kacta|kactayim|kactayiz|kacta'|kacdayiz|kacdayim", _ask("left")),
    Rule("kaç puanda (a standing asked in points)", "kac puanda|puandayim|puandayiz|puandalar|puandasin|puandadir|"
         "puandayizdir|puandaydi|puandaydik", _ask("left")),
    Rule("takımlar ne", "takimlar|takimlarin|takimlari ne|nedir|kac|ne'|kacar", _ask("score")),
    Rule("puanlar ne", "puanlar|puanim|puanimiz|puanlarimiz|puanlari|puani|skor|skorlar|skorlari|skorumuz ne|nedir|kac|ne'",
         _ask("left")),
    Rule("kaça düştü", "kaca|kaca' @dus,kal", _ask("left")),
    Rule("kaça indik", "kaca|kaca' indi|indik|indiler|indim|iner|ineriz|inerler|iniyor|iniyoruz|geriledi|geriledik",
         _ask("left")),
    Rule("son durum ne", "?son|simdiki durum|durumumuz|durumlar|durumu ne|nedir|ne'|kac", _ask("left")),
    Rule("şimdi? (the story's last word)", "simdi|simdiki", _now),
    Rule("el puanı? (the story's last word)", "puani|skor|skoru|skor'u", _score_last),
    Rule("kaç puan gidiyor", "kac ?puan @git", lambda m: ("ask", {"what": "lost", "person": ""})),
    Rule("kaç yazarım", "kac|kacar|ne ?puan ?ceza v=@" + ",".join(_VERBS), _ask_verb),
    Rule("kaçar yazılacağı (the number to be written, a noun of the future)", "kac|kacar yazilacag*|yazacag*|yazilcag*",
         lambda m: ("ask", {"what": "score", "person": "", "root": "yaz",
                            **({"everyone": True} if m.words[0].text == "kacar" else {})})),
    Rule("kaç puanım kaldı", "kac puanim|puanimiz|puani kaldi|var", _ask("left")),
    Rule("ne olur", "ne olur|oldu|eder|yapar", _ask("score")),
    Rule("hesapla", "hesapla*", _ask("score")),
    # "Hesabı rica ederim", "hesabı yapar mısınız": the whole sheet of the hand told — everyone in it
    Rule("hesabı rica ederim", "hesabi|hesaplari|hesabini rica|yapar|yapin|yaparmisiniz|cikarir|cikarin", _ask("who")),
    Rule("404 mü yazılır", "n=# mu|mi|mi?|mu? @yaz,ye,dus,al,ol", _claim, claims=("n",)),
    Rule("-101 di mi (a number put to be checked)", "n=# di|du|ti|tu|ydi|ydu mi|mu|mi? ?.", _claim, claims=("n",)),
    Rule("404 mü (the question's end)", "n=# mu|mi|mi?|mu? .", _claim, claims=("n",)),
    Rule("kaç (alone)", "kac|kaci|kacti|kacim", _ask("score")),
))
