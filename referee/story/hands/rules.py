"""Hands and stated points: where each hand of a story starts, and what the table had before it.

``hand`` (a hand starts here: ``n`` its number when said, ``rel`` "first" / "next" / "this"),
``hands-before`` ("6 elden sonra": hands already played), ``hands-told`` ("3 el oynadık": the story
tells that many hands, one finish each), ``match-hands`` ("maçımız 7 el"), ``match-target`` ("1000'e kadar"),
``hands-repeat`` ("3 el üst üste": the one hand told, played n times in a row), ``start`` (düz okey's starting points: "20'den başladık"), ``stated`` (points someone had before
this hand: ``n``, ``at`` the number's word, ``person`` when a suffix says whose — "14'teydim" →
1sg; ``list`` when it is one of "burak 780, kuzen 912 …"), ``stated-hand`` (the asker's own score
of one hand, as told: "1. el 202 yazdım"), ``total-asked`` is the question's business.
"""
from __future__ import annotations

from referee.story.hands.marks import hand_suffixed, listed_hands, this_time
from referee.story.hands.sequence import finish_repeat
from referee.story.hands.stated import (_AT, _WAS, at_points, _points_list, _stated_alone, _stated_hand, _stated_list,
                                        _stated_own, _stated_suffix, _stated_was)
from referee.story.rules import Match, Rule, Rules
from referee.text.numbers import UNITS

_ORDINAL_WORDS = {"ilk": 1, "birinci": 1, "ikinci": 2, "ucuncu": 3, "dorduncu": 4, "besinci": 5}


#: "7 ellik maçın 6. eli": a hand counted in the match (genitive), not a hand of the story's own list — the
#: hand the story tells ("… 6. eli bitti, önceki ellerden biz 150'deydik, bu el …": one hand).
_MATCH_OF = frozenset({"macin", "macimizin", "oyunun", "oyunumuzun", "turnuvanin", "turnuvamizin", "partinin"})


def _hand(m: Match):
    first = m.words[0]
    if first.ordinal and first.num is not None:
        if m.ws.at(m.start - 1) in _MATCH_OF:
            return "hand", {"n": first.num, "rel": "this"}
        return "hand", {"n": first.num}
    if first.text in _ORDINAL_WORDS:
        return "hand", {"n": _ORDINAL_WORDS[first.text]}
    rel = {"sonraki": "next", "ertesi": "next", "diger": "next", "obur": "next", "bu": "this", "son": "this",
           "yeni": "next"}.get(first.text)
    return ("hand", {"rel": rel}) if rel else None


def _of_hands(m: Match):
    """"7 elin 6'sı bitti": a match of 7 hands, 6 of them played (the story tells the hands after them)."""
    a, n = m["a"], m["n"]
    if not n.suffix.startswith(("si", "i", "u", "su", "u", "ü")) or n.num >= a.num:
        return None
    return "match-of", {"hands": a.num, "before": n.num}


def _hands_before(m: Match):
    return "hands-before", {"n": m["n"].num}


def _numbered_hand(m: Match):
    """"3 el oynadık: 1) ben bittim 2) Arda okey atıp bitti 3) deste bitti": a hand numbered as an
    item of a list (the number, then ")", at a clause's start) starts here."""
    n, prev = m["n"], m.ws.at(m.start - 1)
    ended = m.start > 0 and m.ws[m.start - 1].verb is not None and m.ws[m.start - 1].verb.form == "finite"
    if n.suffix or n.ordinal or (prev not in ("", ".", ",", ")") and not ended):
        return None  # an item starts a clause: after a separator, an aside "(okeysiz)", or the last item's verb
    return "hand", {"n": n.num}


def _hands_done(m: Match):
    """"5 el bitti: biz 612, karşı takım 540": hands already played before the one told."""
    if m.ws.at(m.start - 1) in ("bu", "son", "o"):
        return None
    return "hands-before", {"n": m["n"].num}


def _hands_told(m: Match):
    """"3 el oynadık": hands played; "7 el oynuyoruz" (the present) is the match's length."""
    if m["v"].text.startswith("oynuyo"):
        return "match-hands", {"n": m["n"].num}
    return "hands-told", {"n": m["n"].num}


def _match_hands(m: Match):
    return "match-hands", {"n": m["n"].num}


def _game_hands(m: Match):
    """"turnuva 7 el.", "eşli 101 turnuvası 5 el, …": the game named, then a number of hands and no
    verb — the match's length (a verb after it tells hands played: "turnuvada 3 el oynadık")."""
    nxt = m.ws[m.end] if m.end < len(m.ws) else None
    if m["n"].ordinal or m["n"].suffix or (nxt is not None and not nxt.sep and nxt.verb is not None):
        return None
    return "match-hands", {"n": m["n"].num}


def _start(m: Match):
    return "start", {"n": m["n"].num}


def _start_lik(m: Match):
    """"20'lik oynuyoruz", "30'dan oynuyoz": the düz start told with the verb of playing."""
    n = m["n"]
    if n.suffix not in ("lik", "luk", "den", "dan", "ten", "tan") or n.num not in (20, 30, 40, 50):
        return None
    return "start", {"n": n.num}


def _start_opened(m: Match):
    """"masayı 30'dan açtık", "düz okeyi 20'den açtık": we (not one player: an opening is told in the
    singular, "101'le açtım") opened the table at the düz start — 20, 30, 40 or 50 in the ablative."""
    n = m["n"]
    return ("start", {"n": n.num}) if n.suffix in ("den", "dan", "ten", "tan") and n.num in (20, 30, 40, 50) else None


def _start_lu(m: Match):
    """"30'lu masa", "20'lik oyun": the düz start told as what kind of table it is."""
    n = m["n"]
    if n.suffix not in ("lu", "li", "lik", "luk") or n.num not in (20, 30, 40, 50):
        return None
    return "start", {"n": n.num}


def _start_alone(m: Match):
    """"eşli düz: … 20den." — a düz start with no verb: 20, 30, 40 or 50 followed by a separator."""
    n = m["n"]
    if n.num not in (20, 30, 40, 50) or n.suffix not in ("den", "dan", "ten", "tan", "lik", "luk"):
        return None
    if n.suffix in ("lik", "luk") and m.ws.at(m.start - 1) not in ("okey", "duz", "duzde", "esli"):
        return None  # "düz okey 20'lik": the start; another "20'lik" is no start
    nxt = m.ws.at(m.end)
    if nxt not in ("", ".", ",", "(", ")", "masa", "masada") and not nxt.startswith(("basla", "geri", "oyna")) and \
            n.suffix not in ("lik", "luk"):
        return None
    return "start", {"n": n.num}



def _side_points(m: Match):
    """"cansu-sinan 11, mert-hoca 14": each side of two with the points it had (the side with "ben"
    is ours; else the first told)."""
    a, b = m["a"], m["b"]
    if a.suffix or b.suffix or a.ordinal or b.ordinal:
        return None
    first = {m.ws.at(m.start), m.ws.at(m.start + 2)}
    second = {m.ws.at(a.i + 2), m.ws.at(a.i + 4)}
    us, them = (b.num, a.num) if "ben" in second and "ben" not in first else (a.num, b.num)
    return "side-points", {"us": us, "them": them}


def _both_sides(m: Match):
    """"iki takım da 2'deydi": one standing told for both sides."""
    n = m["n"]
    if n.ordinal or n.num is None or (n.suffix and not _AT.match(n.suffix)) or n.num > 1000:
        return None
    return "side-points", {"us": n.num, "them": n.num}


def _their_side_points(m: Match):
    """"biz (kemal+ben) 9, şükrü usta+hoca 12": a side of two told right after our points, with its own
    points, is the other side's standing (never the leftover of the last name in it)."""
    ws, b = m.ws, m["b"]
    if b.claimed or b.ordinal or (b.suffix and not at_points(b.suffix)) or ws.at(m.start - 1) != ",":
        return None
    if any(w.text in ("ben", "biz") for w in m.words):
        return None
    j = m.start - 2
    while j >= 0 and m.start - j <= 10 and not ws[j].strong:
        if ws[j].text in ("biz", "bizim"):
            if not any(ws[k].num is not None for k in range(j + 1, m.start - 1)):
                return None  # "biz, şükrü usta+hoca 12": no points of ours before — not a list of the two
            b.claimed = "hands"
            return "stated", {"n": b.num, "at": b.i, "who": "team:them"}
        j -= 1
    return None



_WITH = ("'le", "'la", "'yle", "'yla", "ile")


def _their_pair_with(m: Match):
    """"biz (ben+Kemal) 612, Nurten'le Erol 580": the other side told as "X'le Y", with its points."""
    first = m.words[0].text
    if not first.endswith(_WITH) or m.words[1].num is not None:
        return None
    return _their_side_points(m)


def _pair(m: Match):
    """"biz 6 onlar 3", "biz (kuzen-deniz) 3 onlar 4", "6 elden sonra biz 412 onlar 530": a team's points."""
    ws, j = m.ws, m.end
    if m.words[0].text == "rakip" and not any(ws.at(k) in ("biz", "bizim") and ws[k + 1].num is not None
                                              for k in range(max(0, m.start - 4), m.start)):
        return None  # "rakip" alone is one rival; right after "biz 310" it is their side ("biz 310 rakip 257")
    if ws.at(j) in ("de", "da"):
        j += 1  # "onlar da 257'de"
    if ws.at(j) == "(":
        while j < len(ws) and ws.at(j) != ")" and j - m.end < 8:
            j += 1
        j += 1
    if j >= len(ws):
        return None
    w = ws[j]
    if w.num is None or w.claimed or w.ordinal or (w.suffix and not at_points(w.suffix)):
        return None
    nxt = ws.at(j + 1)
    if (nxt.startswith(("puan", "kaldi", "ceza", "yaz")) and not nxt.startswith("puanda")) or \
            nxt in ("el", "elde", "kere", "kez", "tane", "tas", "cift", "ciftle", "kisi", "kisiyiz", "okey"):
        return None
    w.claimed = "hands"
    who = "team:us" if m.words[0].text in ("biz", "bizim", "takimimiz", "bizimkiler") else "team:them"
    return "stated", {"n": w.num, "at": w.i, "who": who}


def _repeat(m: Match):
    """"3 el üst üste burak normal bitti": one hand told, played that many times in a row."""
    n = m["n"].num if m["n"].num is not None else UNITS.get(m["n"].text)
    return ("hands-repeat", {"n": n}) if n else None


def _score_to_score(m: Match):
    """"20'ye 20'ydik", "12'ye 9'duk": a standing told as "ours to theirs"; "20'ye 20 başladık" and
    "20 20 başlamıştık" (both sides from the same start) are the düz start."""
    a, b = m["a"], m["b"]
    if a.ordinal or b.ordinal or a.num is None or b.num is None or a.num > 1000 or b.num > 1000:
        return None
    if a.suffix not in ("ye", "ya", "e", "a", "") or (not a.suffix and a.num != b.num):
        return None
    nxt = m.ws.at(m.end)
    if nxt.startswith("basla") or (not b.suffix and a.num == b.num and nxt.startswith(("oyna", "basla"))):
        return ("start", {"n": a.num}) if a.num == b.num and a.num in (20, 30, 40, 50) else None
    if not b.suffix or not _AT.match(b.suffix):
        return None
    return "side-points", {"us": a.num, "them": b.num}


def _their_plural(m: Match):
    """"biz 11, dayımlar 6": our points, then a name in the plural ("dayımlar", "ayşeler": X and the one
    with X) with theirs — both standings, and X sits on the other side."""
    a, b, o = m["a"], m["b"], m["o"]
    if a.suffix and not at_points(a.suffix) or b.suffix and not at_points(b.suffix) or a.ordinal or b.ordinal:
        return None
    base = o.text[:-3] if o.text.endswith(("lar", "ler")) and len(o.text) > 5 else None
    if base is None or o.num is not None or o.verb is not None:
        return None
    return "side-points", {"us": a.num, "them": b.num, "them_name": base}


def _target(m: Match):
    """"maç 1000'e", "1000'e kadar oynuyoruz": the total that ends a 101 match (the dative on the number)."""
    n = m["n"]
    if n.suffix not in ("e", "a", "ye", "ya") or n.ordinal:
        return None
    return "match-target", {"n": n.num}


def _hand_end(m: Match):
    """"6. el sonu tablo: …", "3. elin sonunda": the state after that many hands — hands already
    played before the one told, not a hand of its own."""
    first = m.words[0]
    if not first.ordinal or first.num is None:
        return None
    return "hands-before", {"n": first.num, "end": True}


def _standing_time(m: Match):
    """"6. elden sonra biz 612", "3. elden önce biz 340": when the standings told stood — after that many
    hands (before the 3rd: after 2), no hand of its own (the hand itself comes later: "3. elde …")."""
    first = m.words[0]
    if not first.ordinal or first.num is None:
        return None
    n = first.num if m.words[-1].text == "sonra" else first.num - 1
    ws = m.ws
    later = any(ws[j].ordinal and ws[j].num is not None and ws[j].num > n and ws.at(j + 1).startswith("el")
                for j in range(m.end, len(ws)))
    # "… ikinci elden sonra kim kaçta": with no later hand told, it asks the standing after that hand
    return ("hands-before", {"n": n, "end": True}) if later else None


def _el_n(m: Match):
    """"el 1: ozan bitti. el 2: …": a hand numbered after the word, then a colon (or comma) — a
    list of hands; "el 2 kere", "el 3 taş" are no hand markers."""
    n = m["n"]
    if n.suffix or n.ordinal:
        return None
    header = _after_table_number(m) or (_game_words_before(m) and m.ws.at(m.end) in (",", "."))
    if not header and m.ws.at(m.end) not in (",", ".", ")", "-") and not listed_hands(m):
        return None
    if m.ws.at(m.end) in _EL_UNITS:
        return None  # "masa 2 el 3 kere bozuldu": a count, not a hand's number
    if not header and m.ws.at(m.start - 1) not in ("", ",", ".", ")", "-"):
        return None  # a hand marker starts a clause ("ali el 1, …" is not a list of hands)
    return "hand", {"n": n.num}


#: Words after "el N" that make N a count of something, never the hand's number.
_EL_UNITS = frozenset({"kere", "kez", "defa", "sefer", "tas", "tane", "cift", "puan", "sayi"})


def _game_words_before(m: Match) -> bool:
    """"turnuva el 3: …", "eşli düz el 2, …": only words naming the game before "el N" in its sentence."""
    from referee.story.lexicon import NAMES
    from referee.story.vocabulary import vocabulary

    j = m.start - 1
    while j >= 0 and not m.ws[j].strong:
        w = m.ws[j]
        if w.sep or w.verb is not None or not vocabulary(w.text) or w.base in NAMES or \
                (w.num is not None and w.num != 101):
            return False
        j -= 1
    return j < m.start - 1


def _after_table_number(m: Match) -> bool:
    """"masa 3 el 4: …", "kafe turnuvası masa 6 el 1 notlar": a header — the table's number, then the hand's
    (a label of the sheet, never a remainder or a standing). The table's number itself is out of the words
    by then (:mod:`referee.story.table_number`): "masa el 4"."""
    return m.ws.at(m.start - 1).split("'")[0] in ("masa", "masada", "masasi")


RULES = Rules((
    # hands
    Rule("el 1: … el 2: …", "e=el|eli n=#1-30", _el_n, claims=("e", "n")),
    Rule("6. el sonu (the state after hand 6)", "#. e=el|elin|eli s=sonu|sonunda|sonundaki|bitiminde|bitince|sonrasi",
         _hand_end, claims=("e", "s")),
    Rule("6. elden sonra / 3. elden önce (the standing's time)", "#. e=elden s=sonra|once", _standing_time,
         claims=("e", "s")),
    # "7 ellik maçın 6. eli bitti, … bu el …": the hand told is the 6th, over (no player's finish)
    Rule("6. eli bitti (the hand told is over)", "#. e=el|eli v=@bit+:3sg", _hand, claims=("e", "v")),
    Rule("1. el", "#. e=el|elde|eli|elin|ele|elden|el'de|el'in", _hand, claims=("e",)),
    Rule("ilk el", "ilk|birinci|ikinci|ucuncu|dorduncu|besinci|sonraki|ertesi|diger|obur|bu|yeni|son e=el|elde|eli|elin",
         _hand, claims=("e",)),
    Rule("1inci el (a digit with an ordinal suffix)", "n=# e=el|elde|eli|elin", hand_suffixed, claims=("n", "e")),
    Rule("bu sefer (the next hand, after a hand told)", "bu e=sefer|sefere|seferde|sefer'", this_time, claims=("e",)),
    # "önceki elde ben 120'deydim": the hand before the story, where stated points come from (no remainder
    # "elde", no "elden" finish)
    Rule("önceki elde", "onceki|gecen|evvelki|gecenki e=el|elde|elden|eli|elin|elin|elki", lambda m: ("prev-hand", {}),
         claims=("e",)),
    Rule("1) … 2) … (numbered hands)", "n=#1-30 )", _numbered_hand, claims=("n",)),
    Rule("6 elden sonra", "n=#1-99 e=elden|el sonra", _hands_before, claims=("n", "e")),
    Rule("7 elin 6'sı bitti (of a match's hands, those played)", "a=#1-99 elin n=#1-99 ?bitti|oynandi|gecti|bitmisti",
         _of_hands, claims=("a", "n")),
    Rule("5 el bitti (hands already played)", "n=#1-99 e=el|eli v=@bit+:fin", _hands_done, claims=("n", "e", "v")),
    Rule("6 elin sonunda", "n=#1-99 elin|el sonunda|sonu", lambda m: ("hands-before", {"n": m["n"].num, "end": True})),
    Rule("3 el üst üste (the same hand, again and again)", "n=#2-9|iki|uc|dort|bes e=el|eldir ust|art|pes uste|arda|pese",
         _repeat, claims=("n", "e")),
    Rule("biz normal bittik 2 kere (that finish, that many hands)",
         "v=@bit+:fin n=#2-9|iki|uc|dort|bes kere|kez|defa|sefer", finish_repeat, claims=("n",)),
    Rule("2 kere okeyle bittik (that finish, that many hands)",
         "n=#2-9|iki|uc|dort|bes kere|kez|defa|sefer ?normal|okeyle|okeyden|ciftten|elden|yedi ?cift|ciftle v=@bit+:fin",
         finish_repeat, claims=("n",)),
    Rule("3 el oynadık", "n=#1-99 el|eli v=@oyna,ol", _hands_told, claims=("n",)),
    Rule("maç 1000'e", "mac|macimiz|maci|oyun|oyunumuz n=#300-5000", _target, claims=("n",)),
    Rule("1000'e kadar", "n=#300-5000 kadar", _target, claims=("n",)),
    Rule("1000'e oynuyoruz", "n=#300-5000 @oyna", _target, claims=("n",)),
    Rule("maçımız 7 el", "macimiz|mac|maci|macimizi|oyunumuz|turnuva n=#1-99 el|elde|ellik", _match_hands, claims=("n",)),
    Rule("7 ellik maç", "n=#1-99 ellik|el'lik mac|macta|macin|maci|macinda|macimiz|macimizin|oyunun|turnuvanin",
         _match_hands, claims=("n",)),
    Rule("turnuva 7 el (the match's length)", "turnuva|turnuvasi|turnuvamiz|turnuvada n=#1-99 el|ellik", _game_hands,
         claims=("n",)),
    # düz okey start
    Rule("20'ye 20'ydik (ours to theirs)", "a=# b=#", _score_to_score, claims=("a", "b")),
    Rule("20'den başladık", "n=# ?puandan @basla", _start, claims=("n",)),
    Rule("20 ile başladık, 20 den başladık", "n=#20-50 ile|den|dan|ten|tan ?puandan|puanla @basla", _start, claims=("n",)),
    Rule("20'lik oynuyoruz", "n=#20-50 @oyna", _start_lik, claims=("n",)),
    Rule("30'dan tekli oynuyoruz (the start, then how the table plays)", "n=#20-50 tekli|esli|tek ?tek @oyna",
         _start_lik, claims=("n",)),
    Rule("30'dan düz okey oynuyoruz (the start before the game's name)", "n=#20-50 ?esli duz ?okey @oyna", _start_lik,
         claims=("n",)),
    Rule("masayı 30'dan açtık (a düz table opened at its start)", "n=#20-50 ?puandan|puanla @ac:1pl", _start_opened,
         claims=("n",)),
    Rule("30'lu masa", "n=#20-50 masa|masada|masayiz|masaydi|oyun|oyunda|oyundu|oyunu", _start_lu, claims=("n",)),
    Rule("başlangıç 30", "baslangic|baslangicimiz|baslangicta n=#", _start, claims=("n",)),
    Rule("başlangıcı 40 yaptık", "baslangici|baslangicimizi n=#20-50 @yap", _start, claims=("n",)),
    Rule("20'den (alone)", "n=#20-50", _start_alone, claims=("n",)),
    # points before this hand
    Rule("cansu-sinan 11, mert-hoca 14 (each side's points)", "_ + _ a=# , _ + _ b=#", _side_points, claims=("a", "b")),
    Rule("biz 11, dayımlar 6 (their side by a name in the plural)", "biz|bizim|takimimiz a=# ?, o=_ b=#", _their_plural,
         claims=("a", "o", "b")),
    Rule("biz 6 onlar 3", "biz|bizim|bizimkiler|takimimiz|onlar|karsi|rakipler|rakip ?takim", _pair),
    Rule("iki takım da 2'deydi (both sides' points)", "iki|2|her takim|taraf|takimin da|de n=#", _both_sides, claims=("n",)),
    Rule("biz (X+Y) 9, Z usta+W 12 (their side's points after ours)", "_ ?_ + _ ?_ b=#", _their_side_points),
    Rule("biz (X+Y) 9, Z'le W 12 (their side's points after ours)", "_ _ b=#", _their_pair_with),
    Rule("tablo önce: burak 14 … (the sheet before the hand)",
         "tablo|tablomuz|tabloda|cizelge|cizelgemiz|cizelgede|defter|defterde|kagitta|cetelede ?once|onceden|oncesi|"
         "basta|soyleydi ?,", _stated_list),
    Rule("toplamlar: burak 780 …", "toplamlar|puanlar|durum|puan|skor|skorlar ?durumu ?sonra ?,", _stated_list),
    Rule("nazan abla 3, cemil 11, … (a list whose first name has its honorific)",
         "_ abla|abi|amca|teyze|hanim|bey|dayi|hala|eniste|yenge|hoca|usta|efendi #", _points_list),
    Rule("burak 780, kuzen 912, … (a list with no header)", "_ #", _points_list),
    Rule("el öncesi: hoca 960 … (the sheet before the hand)", "e=el|elden o=oncesi|once|basinda ?:|,", _stated_list,
         claims=("e", "o")),
    Rule("1. el 202 yazdım", "n=# ?puan|sayi yazdim|yazmistim|yazdirdim|yedim|yemistim|yazmisim", _stated_hand,
         claims=("n",)),
    Rule("toplamım 712", "o=toplamim|toplamimiz|puanim|puanimiz ?de|da n=#", _stated_own, claims=("n",)),
    Rule("6 puanım vardı", "n=# o=puanim|puanimiz|puani|puanlari @var", _stated_own, claims=("n",)),
    Rule("2 puandaydım", "n=# p=puandaydim|puandayim|puandaydik|puandayiz|puandaydi|puanda", _stated_suffix,
         claims=("n",)),
    Rule("ben 400. (a standing told alone)", "n=# .", _stated_alone, claims=("n",)),
    Rule("14'teydim", "n=#", _stated_suffix, claims=("n",)),
    Rule("940 taydi", "n=# w=" + "|".join(sorted(_WAS)), _stated_was, claims=("n",)),
))
