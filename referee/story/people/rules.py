"""People and teams: who a word points to — the asker, the partner, a rival, a seat, a name.

Every fact here is a *reference* (``kind="person"``, ``value["ref"]``), resolved to a player by
:mod:`referee.story.entities` (coreference: "onun eşi", "okeyi atan", "öbürü"). The case the word
carries (``value["case"]``: nom, gen, loc, dat, acc, abl) says whether it is the subject of its
clause ("Deniz açtı") or the owner of what is told ("Deniz'in elinde 31 kaldı").

References: ``ben``, ``esim`` (partner), ``rakip``, ``rakip2`` (the other rival), ``rakipler``,
``seat:sag|sol|karsi|dogu|kuzey|bati|guney``, ``name:<folded name>``, ``team:us`` / ``team:them``,
``q:herkes|kimse|biz|ikimiz|onlar|ucumuz``, ``other`` (biri, öbürü, sonuncusu: a player not named),
``desc`` (okeyi atan, açmayan, bitiren: a player described by a fact), ``partner-of`` (onun eşi),
``kendisi`` (the third person the sentence is about: "dayım çok şanslıydı, …, kendisi de okeyle bitti").

Besides references: ``alias`` ("eşim Remzi": Remzi is the partner), ``self`` ("ben (burak)", a
speaker prefix: the asker's name), ``teams`` ("burak+ayşe vs kuzen+deniz"), ``team-us``
("biz (kuzen-deniz)"), ``team-pair`` ("Berber ile ben bir takım": one side; the other is who is left),
``keeper`` ("cansu yazıyor": who keeps the sheet), ``vocative`` ("kaç yazıyoz usta": the one asked).
"""
from __future__ import annotations

from referee.story.lexicon import HONORIFICS, NAMES, NICKNAMES, NOT_NAMES, PLACE_NOUNS, colour_of
from referee.story.morph import ROOTS
from referee.story.people.asides import against, mate_aside
from referee.story.people.colour_sides import side_ref
from referee.story.people.described import (HEAD_WORDS, SEAT_WORDS, bare_head, case_by_morph, demonym_player, one_who_is, phrase, relative,
                                             seat_phrase, superlative)
from referee.story.people.groups import acan, counted_people, desc, okey_atan, other, our_group, ours, quant
from referee.story.people.names import describes_kin
from referee.story.people.phrase_pairs import PAIR_TOLD
from referee.story.people.nominal import could_be_name, feast_word
from referee.story.people.seats import (compass, name_sits, play_order, name_then_seat, seat, seat_epithet_name, seat_listed_name, seat_side_name,
                                        seat_sitting_name, seat_then_name)
from referee.story.people.sides import (across_pair, alias_ally, alias_known, alias_mate_epithet, alias_partner, alias_rival,
                                        alias_rival_told, person_fix, rivals_named, side_aside, side_next, alias_mate_of)
from referee.story.people.tables import (DESC, ME, OTHER, PARTNER, QUANT, RIVAL, RIVAL2, RIVALS, SEATS, TEAM_THEM,
                                         TEAM_US, case_of, known_name, story_names)
from referee.story.people.teams import (PAIR_NOUNS, pair_named, pair_with, pair_with_ile, pair_with_points, side_told, team_label, team_pair,
                                        team_us, teams, teams_listed, teams_with, teams_with_ile, teams_with_points, us_with)
from referee.story.rules import Match, Rule, Rules
from referee.story.vocabulary import vocabulary


def _ref(ref: str, case: str, **more) -> tuple[str, dict]:
    return "person", {"ref": ref, "case": case, **more}


def _table(table: dict[str, str], ref: str):
    def make(m: Match):
        return _ref(ref, table.get(" ".join(w.text for w in m.words), "nom"))
    return make


def _place(m: Match):
    """"Nevzat'ın turnuvası", "Yazboz Masası": a word that names a place or a group, not a player."""
    w = m.words[0]
    if not w.text.isalpha() and "'" not in w.text or w.num is not None or w.verb is not None:
        return None
    return "place", {"word": w.base}


def _name_word(m: Match):
    w = m.words[0]
    got = known_name(w.text, story_names(m))
    if got is None:
        return None
    name, case = got
    nxt = m.ws.at(m.end)
    extra = {}
    if nxt in HONORIFICS or nxt.split("'")[0] in HONORIFICS:
        extra["honorific"] = nxt.split("'")[0]
    return _ref("name:" + name, case, **extra)


def _capital_name(m: Match):
    """An unknown word written with a capital mid-sentence, or one used as a player ("X açtı")."""
    w = m.words[0]
    base = w.base
    if w.verb is not None or w.num is not None or len(base) < 3 or not base.isalpha():
        return None
    if w.cap and base in m.ws.surnames:
        return _ref("name:" + base, case_of(w.text.partition("'")[2]))  # "Şen 910": the Şen Hanım told elsewhere
    if base in NOT_NAMES or colour_of(base) or base in ME or base in RIVAL or base in PARTNER:
        return None
    if not w.cap or not (base in NAMES or base in NICKNAMES or could_be_name(w.text)):
        return None  # "Stajyerin", "Takımlar": a common word with an ending is no name, capital or not
    if _epithet(m, w):
        return None
    return _ref("name:" + base, case_of(w.text.partition("'")[2]))


def _epithet(m: Match, w) -> bool:
    """"Topal Şükrü", "Berber Ali": a capitalised unknown word right before a name is part of that
    one person's name (a nickname or trade), not a second player — unless the story uses it alone."""
    nxt = m.ws[w.i + 1] if w.i + 1 < len(m.ws) else None
    if nxt is None or nxt.sep or nxt.num is not None or not nxt.cap and nxt.base not in NAMES:
        return False
    if known_name(nxt.text, story_names(m)) is None:
        return False
    # "Kel Ali'nin … Kel Ali … Kel Ali'ye": the same name after it in any case is no use alone
    alone = any(x.base == w.base and x.i != w.i and (x.i + 1 >= len(m.ws) or m.ws[x.i + 1].base != nxt.base)
                for x in m.ws)
    return not alone and w.base not in NAMES


#: The formal titles after a surname ("Şen Hanım", "Koç Bey"): the word before them is a name as written.
_FORMAL = frozenset({"bey", "hanim", "beyefendi", "hanimefendi"})


def _honorific_name(m: Match):
    """"Ayşe abla", "Yaşar amca": a name written before an honorific is one person; a capitalised surname before
    a formal title is one even when it folds onto a word of the language ("Şen Hanım": not "sen")."""
    first, hon = m.words[0], m.words[1].text
    case = case_of(hon.partition("'")[2]) if "'" in hon else _hon_case(hon)
    if first.base in m.ws.surnames and hon.split("'")[0] in _FORMAL:
        return _ref("name:" + first.base, case, honorific=hon.split("'")[0])
    if first.base in NOT_NAMES or first.verb is not None or first.num is not None or colour_of(first.base):
        return None
    if not first.base.isalpha() or len(first.base) < 3 or (first.text in ROOTS and first.base not in NAMES):
        return None  # "yaz usta", "bak abi": a verb said to someone, not a name
    if vocabulary(first.text) and first.base not in NAMES and first.base not in story_names(m):
        return None  # "turnuvadayız abi": a word of the game said to someone
    if describes_kin(m.ws, first.i):
        return None  # "küçük enişte": the kin word is the player, the adjective describes them
    if first.base.endswith(("daki", "deki", "taki", "teki")) and hon in NICKNAMES:
        return None  # "sağındaki dayım": where the kin word sits, the kin word the player
    if case != "nom" and _title_player(m, hon):
        return None  # "Ali Hocanın perindeki okeyi aldı": Ali took it from Hoca's meld — two players
    if first.base in NICKNAMES or known_name(first.text, story_names(m)) not in (None, (first.base, "nom")):
        return None  # "babam amcam", "babamla amcam": two people, the first a kin word or a name in a case
    return _ref("name:" + first.base, case, honorific=hon.split("'")[0])


def _title_player(m: Match, hon: str) -> bool:
    """A title that is a player's nickname on its own ("Hoca", "Usta") in a case, after a name that
    opens its clause with no other subject for the clause's verb: the name is the subject, the title the
    other player ("Ali Hocanın perindeki okeyi aldı"); "Ali Hocanın elinde 9 kaldı" (no verb of a
    subject) stays one person."""
    base = hon.split("'")[0]
    title = next((h for h in ("hoca", "usta", "reis") if base.startswith(h)), None)
    k = m.start - 1
    if k >= 0 and not m.ws[k].sep and m.ws[k].verb is None and m.ws[k].num is None:
        k -= 1  # "Kel Cemal Ustanın …": an epithet before the name
    if title is None or title not in NICKNAMES or m.ws.at(k) not in ("", ".", ","):
        return False
    for j in range(m.end, min(len(m.ws), m.end + 5)):
        w = m.ws[j]
        if w.sep:
            return False
        if w.verb is not None and w.verb.form == "finite":
            return w.verb.root in ("al", "at", "isle", "koy") and w.verb.person == "3sg"
    return False


def _hon_case(word: str) -> str:
    for h in HONORIFICS:
        if word.startswith(h) and word != h:  # "Nuri amcam", "amcamın": my (-m) uncle, then the case
            return case_of(word[len(h) + (word[len(h)] == "m"):])
    return "nom"


def _player_word(m: Match):
    """"remzo açamadı": an unknown lower-case word right before a player's verb, at a clause start."""
    w = m["n"]
    prev = m.ws.at(w.i - 1)
    if prev not in ("", ".", ",", "(", ")", "ve", "sonra", "ama") and not m.ws[w.i - 1].verb:
        return None
    base = w.base
    if w.verb is not None or w.num is not None or len(base) < 3 or not base.isalpha() or base in NOT_NAMES:
        return None
    if colour_of(base) or base in ME or base in RIVAL or base in PARTNER or base in QUANT or base in OTHER:
        return None
    if vocabulary(w.text) or not could_be_name(w.text) or feast_word(base, m.ws.original):
        return None  # "elini açtı": a word of the game, not a player; "üstüne açtı": a word with an ending
    if base.endswith(("im", "imiz", "dim", "tim", "dik", "ken", "mis", "misti", "ip", "yla", "yle", "den", "dan",
                      "da", "de", "ta", "te")):
        return None
    return _ref("name:" + base, "nom")


def _vocative(m: Match):
    """"kaçar yazıyoz usta", "yaz usta", "kaç yazarım hocam": a form of address closing a question or
    a request — the one asked, not a player of the story."""
    prev, nxt = m.ws[m.start - 1] if m.start else None, m.ws.at(m.end)
    if prev is None or prev.sep or nxt not in ("", ".", ","):
        return None
    if not (prev.verb is not None and prev.verb.form == "finite" or prev.text in ROOTS or
            prev.text in ("kac", "ne", "mi", "mu", "midir", "kacar", "nedir")):
        return None
    return "vocative", {"word": m.words[0].text}


def _keeper(m: Match):
    """"cansu yazıyo ama emin olamadı", "elif yazıyor ✍️", "cansu soruyo kim ne yazcak": who keeps the
    sheet or relays the question, told in the third person — not a seat, unless the story tells a deed of theirs elsewhere ("kaç yazıyor",
    "202 yazıyor" ask or tell a score: no keeper)."""
    n = m["n"]
    if known_name(n.text, story_names(m)) is None and not n.cap:
        return None
    prev, nxt = m.ws[m.start - 1] if m.start else None, m.ws[m.end] if m.end < len(m.ws) else None
    if prev is not None and (prev.num is not None or prev.text in ("kac", "ne", "kim")):
        return None
    if nxt is not None and (nxt.num is not None or nxt.text in ("mi", "mu", "kac", "ne")):
        return None
    return "keeper", {"name": known_name(n.text, story_names(m))[0] if known_name(n.text, story_names(m)) else n.base}


def _partner_of(m: Match):
    first = m.words[0]
    if first.text in ("onun", "onlarin"):
        return _ref("partner-of", "nom", of="topic")
    got = known_name(first.text, story_names(m))
    if got is not None:  # "Klaus'un eşine": the case is the partner word's
        return _ref("partner-of", case_by_morph(m.words[1].text) if len(m.words) > 1 else "nom", of="name:" + got[0])
    if first.text == "rakibin":
        return _ref("rakip2", "nom")
    return None


def _bare_partner_of(m: Match):
    return _ref("partner-of", "nom" if m.words[0].text == "esi" else case_of(m.words[0].text[3:]), of="topic")


def _self_named(m: Match):
    """"ben emre, berk karşımda", "emre yazıyom": the asker says their name — only a name the story
    or a list knows (not "ben de.", not a word of the game)."""
    w = m["n"]
    if known_name(w.text, story_names(m)) is None or vocabulary(w.text) and w.base not in NAMES:
        return None
    return _self(m)


def _signature(m: Match):
    """"kaan yine turnuvadan 😅 3. el …": a name opening the message, in a phrase with no verb, signs
    it — the writer ("ali yine okeyle bitti" tells a deed: no signature)."""
    if m.start != 0:
        return None
    k = m.end
    while k < len(m.ws) and not m.ws[k].sep:
        v = m.ws[k].verb
        if v is not None and v.form == "finite":
            return None
        k += 1
    return _self_named(m)


def _self(m: Match):
    w = m["n"]
    got = known_name(w.text, story_names(m)) or (w.base, "nom")
    if w.base in NOT_NAMES or not w.base.isalpha():
        return None
    return "self", {"name": got[0]}


# --------------------------------------------------------------------------- rules

RULES = Rules((
    # teams told as sides
    Rule("teams X+Y vs Z+W", "_ ?_ + _ ?_ + + _ ?_ + _ ?_", teams),
    Rule("teams X+Y / Z+W", "_ ?_ + _ ?_ , _ ?_ + _ ?_", teams_listed),
    Rule("teams X+Y / Necati (ben)+W", "_ ?_ + _ ?_ , _ ( ben ) + _ ?_", teams_listed),
    Rule("teams X ile ben, Y ile Z", "_ ?_ ile _ ?_ , _ ?_ ile _ ?_", teams_with_ile),
    Rule("teams X ile ben vs Y ile Z", "_ ?_ ile _ ?_ + + _ ?_ ile _ ?_", teams_with_ile),
    # "Ece ve ben vs Tolga–Serkan", "Ece ile ben vs Tolga+Serkan": the two sides joined each their own way
    Rule("teams X ve ben vs Y–Z", "_ ?_ ile|ve _ ?_ + + _ ?_ ile|ve|+ _ ?_", teams_with_ile),
    Rule("teams X+Y 11, Z+W 14", "_ + _", teams_with_points),
    Rule("biz (X-Y)", "biz|bizim ( a=_ ?_ + b=_ ?_ )", team_us),
    Rule("biz (X-Y) without parens", "biz|bizim a=_ + b=_", team_us),
    Rule("bizim takım: X+Y", "biz|bizim takim|takimimiz ?, a=_ + b=_", team_us),
    Rule("X ile Y bir takım", "a=_ ile|ve|+ ?yeni|eski|genc|kucuk|buyuk|yasli b=_ ?bir " + "|".join(PAIR_TOLD) +
         "|karsi|karsida|karsimizda", team_pair),
    Rule("X-Y çifti (a pair named as one side)", "a=_ + b=_ " + "|".join(PAIR_NOUNS), pair_named),
    # the comitative: "babamla ben" is babam and I
    Rule("teams Xla ben, Yla Z", "a=_ b=_ , c=_ d=_", teams_with),
    Rule("teams Xla ben vs Yla Z", "a=_ b=_ + + c=_ d=_", teams_with),
    Rule("teams Xla ben vs Y–Z", "a=_ b=_ + + c=_ j=+|ve|ile d=_", teams_with),
    Rule("Xla ben bir takım", "a=_ b=_ ?bir takim|takimiz|takimdi|takimdik|takimdayiz|takimdaydik|esiz|esiyiz|ortagiz|"
         "karsi|karsida|karsimizda", pair_with),
    Rule("ben ablamla bir takımım", "b=ben a=_ ?bir takim|takimim|takimiz|takimdim|takimdik|takimdayim|takimdayiz|esim|"
         "ortagim|esiz|ortagiz|karsilikli|karsilikliyiz", pair_with),
    # "ben usta ile eşim", "ben Nermin abla ile eşim": the comitative as a word of its own
    Rule("ben usta ile eşim", "b=ben a=_ ile esim|ortagim|esiz|ortagiz|takimim|takimiz", pair_with_ile),
    Rule("ben Nermin abla ile eşim", "b=ben a=_ abla|abi|usta|hoca|bey|hanim|teyze|amca ile esim|ortagim|esiz|ortagiz|"
         "takimim|takimiz", pair_with_ile),
    Rule("Oya'yla takımız (we: the asker and the one told with)", "a=_ ?bir takimiz|takimdik|takimdayiz|esiz|esiyiz|"
         "ortagiz|karsilikliyiz|karsilikliydik", us_with),
    Rule("Oya'yla karşılıklı oturuyoruz", "a=_ karsilikli @otur:1pl", us_with),
    Rule("babamla ben 9'daydık (a pair's standing)", "a=_ b=ben|biz", pair_with_points),
    Rule("biz şefle", "biz a=_", us_with),
    Rule("amcam yok dayım (a person corrected)", "a=_ yok|pardon|hayir ?yok|pardon", person_fix),
    # the asker names themself
    Rule("ben (burak)", "ben|bn ( n=_ )", _self),
    Rule("benim adım X", "benim adim n=_", _self),
    Rule("ben yani X", "ben yani|yani'|yani, n=_", _self),
    Rule("ben sinan bu arada", "ben|bn n=_ bu arada|arada", _self),
    Rule("(ben emre)", "( ben|bn n=_ )", _self),
    Rule("emre (ben)", "n=_ ( ben|bn )", _self),
    Rule("ben emre, …", "ben|bn n=_ ,|.", _self_named),
    Rule("kaan yine turnuvadan (the writer's signature)", "n=_ yine|gene|tekrar|burda|burada|burdan|buradan", _signature),
    Rule("emre yazıyom (the writer names themself)", "n=_ yaziyorum|yaziyordum|yazdim", _self_named),
    # apposition: a role word then a name
    Rule("eşim Remzi", "?benim esim|ortagim|partnerim n=_", alias_partner),
    Rule("Remzi (eşim)", "n=_ ( ?benim esim|ortagim|partnerim )", alias_partner),
    Rule("Burak abi eşimdi", "n=_ ?abi|abla|bey|hanim|usta|hoca ?benim esimdi|esimmis|esimdir|ortagimdi|ortagimmis|"
         "partnerimdi", alias_partner),
    Rule("karşı takımdan Nihat", "karsi|rakip takimdan|taraftan|takimda|tarafta n=_", alias_rival),
    Rule("solumdaki (karşı takım)", "( karsi|rakip ?takim|takimdan|taraf|taraftan )", side_aside),
    Rule("karşı: X açmadı, Y açtı (the side of those told after it)", "karsi|rakip ?takim|taraf ,", side_next),
    Rule("onlar: X+Y", "onlar|rakipler|karsidakiler ,", side_next),
    Rule("karşı takım (X ile Y)", "karsi|rakip takim|taraf (", side_next),
    Rule("karşı takım X ile Y (the other side's pair)", "karsi|rakip takim|taraf", side_told),
    Rule("bu üç rakip", "?bu uc|3 rakip|rakibe|rakibin|rakipler", lambda m: _ref("q:digerleri", "nom")),
    Rule("karşıda X+Y (the other side's place)", "karsida|karsimizda|karsimda|karsidakiler|karsi", across_pair),
    Rule("karşıdan Nihat", "karsidan|rakipten|onlardan n=_", alias_rival),
    Rule("rakiplerden Mert …, Burak … (both rivals)", "rakiplerden|rakiplerimizden", rivals_named),
    Rule("karşıda şef (a rival by name)", "karsida|karsimizda n=_", alias_rival_told),
    Rule("bizden Nihat", "bizden|bizimkilerden n=_", alias_ally),
    Rule("muhtar (onlardan) / (bizden)", "( onlardan|karsidan|rakiplerden|bizden|bizimkilerden|bizdendi )", side_aside),
    Rule("berk karşımda (the seat across)", "n=_ karsimda|karsimdaydi|karsimdaki|karsimdadir", alias_known("seat:karsi")),
    Rule("rakip Sinan", "rakip|rakibim|rakibimiz n=_", alias_rival),
    Rule("Can'ın eşi Efe (the partner, by name)", "a=_ esi|ortagi n=_", alias_mate_of),
    Rule("Efe Can'ın eşi (the partner, told after)", "n=_ a=_ esi|ortagi", alias_mate_of),
    Rule("eşi Nuri", "esi|ortagi n=_", alias_known("mate")),
    Rule("eşi laz Hasan (an epithet before the name)", "esi|ortagi e=_ n=_", alias_mate_epithet),
    Rule("Nuri'nin (eşi): Nuri is the partner", "( esi|ortagi )", mate_aside),
    Rule("X-Y çiftine karşı (against, not a seat)", "_ karsi", against),
    # a player described, not named: "Hollandalı misafirimiz", "Alman misafir Klaus" (people/described.py)
    Rule("Alman misafir Klaus (a description, then the name)", f"_ _ h={HEAD_WORDS} n=_", phrase),
    Rule("Alman misafir Klaus", f"_ h={HEAD_WORDS} n=_", phrase),
    Rule("yaşlı sakallı adam", f"_ _ h={HEAD_WORDS}", phrase),
    Rule("Hollandalı misafirimiz", f"_ h={HEAD_WORDS}", phrase),
    Rule("Görele'den gelen çocuk", f"_ p=_ h={HEAD_WORDS}", relative),
    Rule("yeni gelen adam", f"p=_ h={HEAD_WORDS}", relative),
    Rule("en genç olan", "en _ olan*", one_who_is),
    Rule("yaşlı olan", "_ olan*", one_who_is),
    Rule("en küçüğümüz", "en _", superlative),
    Rule("Şebinkarahisarlı Rıza", "d=_ n=_", demonym_player),
    Rule("bizim köylü", "bizim d=_", demonym_player),
    Rule("Ordulu, Tireboluluya", "d=_", demonym_player),
    Rule("her iki takım (both sides: a count, never a number of the hand)", "her n=#2-2 takim*|taraf*|oyuncu*|esin*",
         lambda m: ("both", {}), claims=("n",)),
    # a side named by a colour: "mavi takımdan", "kırmızılara" (people/colour_sides.py)
    Rule("mavi takımdan (a colour side)", "_ takim*", side_ref),
    # two-word references first
    Rule("rakibin eşi", "rakibin|rakibimin|karsinin esi|ortagi", _table(RIVAL2, "rakip2")),
    Rule("öbür rakip", "diger|obur|oteki rakip|rakibe", _table(RIVAL2, "rakip2")),
    Rule("onun eşi", "onun|onlarin|rakibin esi", _partner_of),
    Rule("Nihat'ın eşi, Klaus'un eşine", "n=_ esi|esine|esinin|esini|esinde|ortagi|ortagina|ortaginin", _partner_of),
    Rule("karşı takımın ikisi", "karsi|rakip takim* ikisi|2'si|ikisinin|ikisi'",
         lambda m: _ref("rakipler", "nom")),
    Rule("karşı takım", "karsi|rakip takim|takimin|takima|takimdan|takimda|taraf|taraftan", _table(TEAM_THEM, "team:them")),
    Rule("bizim takım", "bizim takim|takimin", _table(TEAM_US, "team:us")),
    Rule("takım arkadaşım", "takim arkadasim", lambda m: _ref("esim", "nom")),
    Rule("rakiplerden biri", "rakiplerden|karsidan|onlardan biri|birisi|digeri|obur|oburu", other),
    Rule("rakiplerin ikisi", "rakiplerin|rakipler ikisi|2'si|ikisinin", lambda m: _ref("rakipler", "nom")),
    Rule("her biri", "her biri|birinin|birine|birisi", lambda m: _ref("q:herkes", "nom")),
    Rule("öbür ikisi", "obur|diger|oteki ikisi|ikisinin|2'si|2'sinin|ikisi'|ucu|3'u|ucune|3'une|ucunun",
         lambda m: _ref("q:digerleri", "nom")),
    Rule("karşı takımdan biri", "karsi|rakip takimdan|taraftan biri|birisi", lambda m: _ref("other", "nom", rival=True,
                                                                                        word="biri")),
    Rule("sıradaki bendim (the seat is the asker)", "|".join(SEATS) + " ben|bendim|benim|bendin|bendi",
         lambda m: _ref("ben", "nom")),
    Rule("solumdaki Berber (the seat of one player)", "_ n=_", seat_then_name),
    Rule("sağdaki Kasap Rıza, solumdaki arkadaş Terzi", "_ _ n=_", seat_epithet_name),
    Rule("masa: ben, sağımda Hasan, karşımda eşim kel Ömer (a seating list)", "sagimda|solumda|karsimda ?_ ?_ n=_",
         seat_listed_name),
    Rule("sol tarafımdaki Terzi", "sol|sag|karsi _ n=_", seat_side_name),
    Rule("kuzeydeki oyuncu, sağımızdaki arkadaş (a seat by -ki and a head noun)", f"{SEAT_WORDS} h={HEAD_WORDS}",
         seat_phrase),
    Rule("sağımdaki adam", "|".join(SEATS) + " adam|kadin|oyuncu|arkadas|abi|abla", seat),
    Rule("solumda oturan Berber", "_ oturan|oturuyordu n=_", seat_sitting_name),
    Rule("Berber (solumdaki)", "n=_ ( s=_ )", name_then_seat),
    Rule("Berber solumda oturuyordu", "n=_ s=_ ?oturuyor|oturuyordu|oturuyo", name_sits),
    Rule("açmamış adam / bitiren oyuncu", "|".join(DESC) + " adam|oyuncu|olan|kisi|arkadas|kadin|eleman",
         lambda m: _ref("desc", "nom", desc=DESC[m.words[0].text])),
    Rule("okeyi atan", "okeyi|okey atan|atanin|atana", okey_atan),
    Rule("çiftle açan", "ciftle|ciftten|seriyle|perle acan|acanin", acan),
    Rule("okeyli oyuncu", "okeyli oyuncu|olan", lambda m: _ref("desc", "nom", desc="okeyli")),
    # one-word references
    Rule("kendisi (the one the sentence is about)", "kendisi|kendi", lambda m: _ref("kendisi", "nom")),
    Rule("ben", "ben|bana|beni|benim|bende|benden|bn", _table(ME, "ben")),
    Rule("eşim", "|".join(k for k in PARTNER if " " not in k), _table(PARTNER, "esim")),
    Rule("eşi (onun)", "esi|esine|esinin|esinde", _bare_partner_of),
    Rule("bizimki (our one)", "bizimki|bizimkine|bizimkinin|bizimkinde|bizimkinden|bizimkini", ours),
    Rule("rakipler", "rakipler|rakiplerin|rakiplerimiz|rakiplerimizin|rakiplere", _table(RIVALS, "rakipler")),
    Rule("rakip", "|".join(k for k in RIVAL if " " not in k), _table(RIVAL, "rakip")),
    Rule("sağımdaki", "|".join(SEATS), seat),
    Rule("batıdakine, sağımızdakinin (a seat by -ki)", SEAT_WORDS, seat_phrase),
    Rule("Doğu", "dogu*|kuzey*|bati*|guney*", compass),
    Rule("herkes / kimse / biz", "|".join(k for k in QUANT if " " not in k), quant),
    Rule("ikinci annem (the order of play)", "#.", play_order),
    Rule("4'ümüz, üçü (a counted group)", "#2-4", counted_people),
    Rule("üçümüze, dördümüzün", "ucumuz*|dordumuz*|dortumuz*|ikimiz*", our_group),
    Rule("takım", "|".join(k for k in TEAM_US if " " not in k), _table(TEAM_US, "team:us")),
    Rule("öbürü / biri / sonuncusu", "|".join(OTHER), other),
    Rule("açmayan", "|".join(DESC), desc),
    Rule("cansu yazıyor (the keeper)", "n=_ yaziyor|yaziyordu|yazacak|tutuyor|tutuyordu|soruyor|soruyordu|merak",
         _keeper),
    Rule("kaç yazıyoz usta (address)", "usta|ustam|hoca|hocam|reis|abi|abim|abla|ablam|kanka|kardesim|dostum",
         _vocative),
    Rule("Ayşe abla", "_ " + "|".join(sorted(HONORIFICS)) + "|" + "|".join(h + "*" for h in sorted(HONORIFICS)),
         _honorific_name),
    Rule("Nevzat'ın turnuvası (a place, no player)", "_ " + "|".join(sorted(PLACE_NOUNS)), _place),
    Rule("a team's name (Kartallar)", "_", team_label),
    Rule("a known name", "_", _name_word),
    Rule("a capitalised name", "_", _capital_name),
    Rule("misafir, misafirimize (a head noun alone)", HEAD_WORDS, bare_head),
    Rule("an unknown word as a player (X açtı)", "n=_ @ac,bit,at:3sg", _player_word),
))
