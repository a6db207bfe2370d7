"""People and teams: who a word points to — the asker, the partner, a rival, a seat, a name.

Every fact here is a *reference* (``kind="person"``, ``value["ref"]``), resolved to a player by
:mod:`referee.story.assemble` (coreference: "onun eşi", "okeyi atan", "öbürü"). The case the word
carries (``value["case"]``: nom, gen, loc, dat, acc, abl) says whether it is the subject of its
clause ("Deniz açtı") or the owner of what is told ("Deniz'in elinde 31 kaldı").

References: ``ben``, ``esim`` (partner), ``rakip``, ``rakip2`` (the other rival), ``rakipler``,
``seat:sag|sol|karsi|dogu|kuzey|bati|guney``, ``name:<folded name>``, ``team:us`` / ``team:them``,
``q:herkes|kimse|biz|ikimiz|onlar|ucumuz``, ``other`` (biri, öbürü, sonuncusu: a player not named),
``desc`` (okeyi atan, açmayan, bitiren: a player described by a fact), ``partner-of`` (onun eşi).

Besides references: ``alias`` ("eşim Remzi": Remzi is the partner), ``self`` ("ben (burak)", a
speaker prefix: the asker's name), ``teams`` ("burak+ayşe vs kuzen+deniz"), ``team-us``
("biz (kuzen-deniz)").
"""
from __future__ import annotations

from referee.story.lexicon import HONORIFICS, NAMES, NICKNAMES, NOT_NAMES, colour_of
from referee.story.rules import Match, Rule, Rules

# --------------------------------------------------------------------------- word tables

ME = {"ben": "nom", "bana": "dat", "beni": "acc", "benim": "gen", "bende": "loc", "benden": "abl", "bence": "",
      "bn": "nom"}
PARTNER = {"esim": "nom", "esime": "dat", "esimi": "acc", "esimin": "gen", "esimde": "loc", "esimden": "abl",
           "ortagim": "nom", "ortagima": "dat", "ortagimin": "gen", "ortagimda": "loc", "partnerim": "nom",
           "partnerime": "dat", "partnerimin": "gen", "partnerimde": "loc", "esimdeki": "gen",
           "takim arkadasim": "nom", "esin": "nom", "esine": "dat", "esinin": "gen", "esinde": "loc"}
RIVAL = {"rakip": "nom", "rakibim": "nom", "rakibe": "dat", "rakibi": "acc", "rakibin": "gen", "rakipte": "loc",
         "rakipten": "abl", "rakibimde": "loc", "rakibime": "dat", "rakibimin": "gen", "rakibimiz": "nom",
         "adam": "nom", "adama": "dat", "adamin": "gen", "adamda": "loc", "adamdan": "abl", "herif": "nom",
         "karsi": "nom", "karsiya": "dat", "karsinin": "gen", "karsida": "loc", "karsidan": "abl",
         "rakip oyuncu": "nom", "karsi taraf": "nom", "karsi taraftan": "abl", "rakp": "nom", "rakib": "nom"}
RIVAL2 = {"rakibin esi": "nom", "rakibimin esi": "nom", "karsinin esi": "nom", "rakibin ortagi": "nom",
          "diger rakip": "nom", "obur rakip": "nom", "oteki rakip": "nom", "diger rakibe": "dat"}
RIVALS = {"rakipler": "nom", "rakiplerin": "gen", "rakiplerimiz": "nom", "rakiplerimizin": "gen",
          "rakiplere": "dat"}
SEATS = {"sagimdaki": ("sag", "nom"), "sagdaki": ("sag", "nom"), "sagimda": ("sag", "loc"),
         "sagimdakine": ("sag", "dat"), "sagimdakinin": ("sag", "gen"), "sagimdakinde": ("sag", "loc"),
         "solumdaki": ("sol", "nom"), "soldaki": ("sol", "nom"), "solumda": ("sol", "loc"),
         "solumdakine": ("sol", "dat"), "solumdakinin": ("sol", "gen"), "solumdakinde": ("sol", "loc"),
         "karsimdaki": ("karsi", "nom"), "karsimdakine": ("karsi", "dat"), "karsimdakinin": ("karsi", "gen"),
         "karsidaki": ("karsi", "nom"), "karsidakinin": ("karsi", "gen"), "karsidakine": ("karsi", "dat"),
         "karsidakinde": ("karsi", "loc"), "siradaki": ("sag", "nom")}
COMPASS = ("dogu", "kuzey", "bati", "guney")
QUANT = {"kimse": "kimse", "kimsenin": "kimse", "kimseye": "kimse", "herkes": "herkes", "herkese": "herkes",
         "herkesin": "herkes", "hepimiz": "herkes", "dordumuz": "herkes", "dordumuzde": "herkes",
         "ikimiz": "ikimiz", "ikimize": "ikimiz", "ikimizin": "ikimiz", "ikimizde": "ikimiz", "ikimizde'": "ikimiz",
         "biz": "biz", "bize": "biz", "bizim": "biz", "bizde": "biz", "bizimkiler": "biz", "bizimkilere": "biz",
         "onlar": "onlar", "onlara": "onlar", "onlarin": "onlar", "onlarda": "onlar", "ucumuz": "ucumuz",
         "ucumuzde": "ucumuz", "digerleri": "digerleri", "digerlerine": "digerleri", "obur ikisi": "digerleri",
         "oburleri": "digerleri", "otekiler": "digerleri", "digerlerinin": "digerleri"}
TEAM_US = {"takim": "nom", "takimim": "nom", "takimimiz": "nom", "takimimizin": "gen", "takima": "dat",
           "takimin": "gen", "takimimiza": "dat", "takimca": "nom", "bizim takim": "nom", "bizim takimin": "gen"}
TEAM_THEM = {"karsi takim": "nom", "karsi takimin": "gen", "karsi takima": "dat", "karsi takimdan": "abl",
             "rakip takim": "nom", "rakip takimin": "gen", "rakip takima": "dat", "rakip takimdan": "abl",
             "karsi taraf": "nom", "rakip taraf": "nom", "karsi takimda": "loc", "rakip takimda": "loc"}
OTHER = {"biri": "nom", "birisi": "nom", "obur": "nom", "oburu": "nom", "oburunun": "gen", "oburune": "dat",
         "oteki": "nom", "otekisi": "nom", "otekinin": "gen", "digeri": "nom", "digerinin": "gen",
         "sonuncusu": "nom", "sonuncusunun": "gen", "dorduncusu": "nom", "ucuncusu": "nom", "birinin": "gen"}
#: Descriptions that pick a player out by what the story says they did.
DESC = {"acmayan": "acmayan", "acamayan": "acmayan", "acmamis": "acmayan", "acamamis": "acmayan",
        "acmayana": "acmayan", "acamayana": "acmayan", "acmayanin": "acmayan", "acamayanin": "acmayan",
        "bitiren": "bitiren", "biten": "bitiren", "bitirenin": "bitiren", "bitene": "bitiren",
        "bitirene": "bitiren", "bitenin": "bitiren"}

_CASE_ENDINGS = (("nin", "gen"), ("nun", "gen"), ("in", "gen"), ("un", "gen"), ("ndan", "abl"), ("nden", "abl"),
                 ("dan", "abl"), ("den", "abl"), ("tan", "abl"), ("ten", "abl"), ("da", "loc"), ("de", "loc"),
                 ("ta", "loc"), ("te", "loc"), ("ya", "dat"), ("ye", "dat"), ("yi", "acc"), ("yu", "acc"),
                 ("yla", "ins"), ("yle", "ins"), ("la", "ins"), ("le", "ins"), ("a", "dat"), ("e", "dat"),
                 ("i", "acc"), ("u", "acc"))


def case_of(suffix: str) -> str:
    """The case a suffix after a name marks ("'in" → gen, "'de" → loc); "" → nominative."""
    if not suffix:
        return "nom"
    for end, case in _CASE_ENDINGS:
        if suffix == end or (len(suffix) > len(end) and suffix.endswith(end) and case in ("gen",)):
            return case
    if suffix.startswith(("de", "da", "te", "ta")) and not suffix.endswith(("den", "dan", "ten", "tan")):
        return "loc"
    return "other"


def known_name(word: str, story: frozenset[str] | set[str] = frozenset()) -> tuple[str, str] | None:
    """(name, case) when a folded word is a known first name or nickname — or a name this story
    taught (:mod:`referee.story.people.names`) —, bare or with a case ending."""
    base, _, suf = word.partition("'")
    if word in NOT_NAMES or base in NOT_NAMES:
        return None
    if base in NAMES or base in NICKNAMES or base in story:
        return base, case_of(suf)
    for end, case in _CASE_ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= 3:
            stem = word[: -len(end)]
            for cand in (stem, stem[:-1] + "p" if stem.endswith("b") else "", stem[:-1] + "t" if stem.endswith("d")
                         else "", stem[:-1] if stem.endswith(("n", "y", "s")) and len(stem) > 3 else ""):
                if cand and (cand in NAMES or cand in NICKNAMES or cand in story):
                    return cand, case
    return None


def _story_names(m: Match) -> set[str]:
    found = getattr(m.ws, "found", None)
    return found.names if found is not None else set()


def _label_of(m: Match, word: str) -> tuple[str, str] | None:
    """(team name, case) when a word is a form of a team name this story uses ("yıldızlar'ın")."""
    found = getattr(m.ws, "found", None)
    if found is None or not found.labels:
        return None
    base, _, suf = word.partition("'")
    if base in found.labels:
        return base, case_of(suf)
    for label in found.labels:
        if base.startswith(label) and len(base) - len(label) <= 4:
            return label, case_of(base[len(label):])
    return None


# --------------------------------------------------------------------------- makers


def _ref(ref: str, case: str, **more) -> tuple[str, dict]:
    return "person", {"ref": ref, "case": case, **more}


def _table(table: dict[str, str], ref: str):
    def make(m: Match):
        key = " ".join(w.text for w in m.words)
        return _ref(ref, table.get(key, "nom"))
    return make


def _seat(m: Match):
    seat, case = SEATS[m.words[0].text]
    return _ref("seat:" + seat, case)


def _compass(m: Match):
    w = m.words[0].text
    for s in COMPASS:
        if w == s or w.startswith(s + "'") or (w.startswith(s) and len(w) - len(s) <= 3):
            return _ref("seat:" + s, case_of(w[len(s):].lstrip("'")))
    return None


def _quant(m: Match):
    key = " ".join(w.text for w in m.words)
    return _ref("q:" + QUANT[key], "nom")


def _team_label(m: Match):
    got = _label_of(m, m.words[0].text)
    if got is None:
        return None
    return _ref("label:" + got[0], got[1])


def _name_word(m: Match):
    w = m.words[0]
    got = known_name(w.text, _story_names(m))
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
    if base in NOT_NAMES or colour_of(base) or base in ME or base in RIVAL or base in PARTNER:
        return None
    if not w.cap:
        return None
    return _ref("name:" + base, case_of(w.text.partition("'")[2]))


def _honorific_name(m: Match):
    """"Ayşe abla", "Yaşar amca": a name written before an honorific is one person."""
    first = m.words[0]
    if first.base in NOT_NAMES or first.verb is not None or first.num is not None or colour_of(first.base):
        return None
    if not first.base.isalpha() or len(first.base) < 3:
        return None
    hon = m.words[1].text
    return _ref("name:" + first.base, case_of(hon.partition("'")[2]) if "'" in hon else _hon_case(hon),
                honorific=hon.split("'")[0])


def _hon_case(word: str) -> str:
    for h in HONORIFICS:
        if word.startswith(h) and word != h:
            return case_of(word[len(h):])
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
    from referee.story.people.names import vocabulary

    if vocabulary(w.text):
        return None  # "elini açtı": a word of the game, not a player
    if base.endswith(("im", "imiz", "dim", "tim", "dik", "ken", "mis", "misti", "ip", "yla", "yle", "den", "dan",
                      "da", "de", "ta", "te")):
        return None
    return _ref("name:" + base, "nom")


def _desc(m: Match):
    w = m.words[-1].text
    if w.endswith("mis") and m.ws.at(m.end) not in ("kac", "ne", "neler", "ne'"):
        return None  # "karşımdaki açmamış": a verb here, not "the one who had not opened"
    nxt = m.ws.at(m.end)
    if known_name(nxt, _story_names(m)) or nxt in ME or nxt in RIVAL or nxt in PARTNER or nxt in SEATS:
        return None  # "hiç açmayan Tuncay": an adjective of the person after it
    return _ref("desc", "nom", desc=DESC[w])


def _okey_atan(m: Match):
    return _ref("desc", "nom", desc="okey-atan")


def _acan(m: Match):
    how = "cift" if m.words[0].text.startswith("cift") else "seri"
    return _ref("desc", "nom", desc=how + "-acan")


def _other(m: Match):
    rival = m.ws.at(m.start - 1) in ("rakiplerden", "rakiplerin", "karsidan", "takimdan", "taraftan") or \
        m.words[0].text in ("rakiplerden", "karsidan")
    key = m.words[-1].text
    return _ref("other", OTHER.get(key, "nom"), rival=rival, word=key)


def _partner_of(m: Match):
    first = m.words[0]
    if first.text in ("onun", "onlarin"):
        return _ref("partner-of", "nom", of="topic")
    got = known_name(first.text, _story_names(m))
    if got is not None:
        return _ref("partner-of", "nom", of="name:" + got[0])
    if first.text == "rakibin":
        return _ref("rakip2", "nom")
    return None


def _bare_partner_of(m: Match):
    return _ref("partner-of", "nom" if m.words[0].text == "esi" else case_of(m.words[0].text[3:]), of="topic")


def _alias_partner(m: Match):
    got = known_name(m["n"].text, _story_names(m)) or ((m["n"].base, "nom") if m["n"].cap and m["n"].base not in NOT_NAMES else None)
    if got is None:
        return None
    return "alias", {"ref": "esim", "name": got[0], "case": got[1]}


def _alias_mate(m: Match):
    """"eşi Nuri açamamıştı": Nuri is the partner of whoever was talked about last."""
    w = m["n"]
    got = known_name(w.text, _story_names(m))
    if got is None:
        return None
    return "alias", {"ref": "mate", "name": got[0], "case": got[1]}


def _alias_rival(m: Match):
    w = m["n"]
    got = known_name(w.text, _story_names(m)) or ((w.base, case_of(w.text.partition("'")[2])) if w.cap and w.base not in NOT_NAMES
                                 and w.verb is None else None)
    if got is None:
        return None
    return "alias", {"ref": "rival", "name": got[0], "case": got[1]}


def _self(m: Match):
    w = m["n"]
    got = known_name(w.text, _story_names(m)) or (w.base, "nom")
    if w.base in NOT_NAMES or not w.base.isalpha():
        return None
    return "self", {"name": got[0]}


def _side_names(ws, start: int, end: int) -> list[str]:
    out = []
    for k in range(start, end):
        w = ws[k]
        if w.text in ("+",) or w.sep or w.text in HONORIFICS:
            continue
        if w.text == "ben" or w.text == "biz":
            out.append("ben")
            continue
        got = known_name(w.text, getattr(getattr(ws, "found", None), "names", set()))
        out.append(got[0] if got else w.base)
    return out


def _teams(m: Match):
    """"burak+ayşe abla vs kuzen+deniz", "oğuz-ben vs burak-ayşe": two sides of two."""
    ws = m.ws
    words = [w.text for w in m.words]
    try:
        mid = next(k for k in range(len(words) - 1) if words[k] == "+" and words[k + 1] == "+")
    except StopIteration:
        return None
    left = _side_names(ws, m.start, m.start + mid)
    right = _side_names(ws, m.start + mid + 2, m.end)
    if len(left) != 2 or len(right) != 2:
        return None
    return "teams", {"sides": [left, right]}


def _teams_listed(m: Match):
    """"ben+hasan amca / sevim+nazmi", "ali-veli, cem-can": two joined pairs one after the other are
    the two sides."""
    ws = m.ws
    words = [w.text for w in m.words]
    mid = next((k for k in range(len(words)) if words[k] == "," and k > 0), None)
    if mid is None:
        return None
    left = _side_names(ws, m.start, m.start + mid)
    right = _side_names(ws, m.start + mid + 1, m.end)
    if len(left) != 2 or len(right) != 2 or any(vocab_word(n) for n in left + right if n != "ben"):
        return None
    return "teams", {"sides": [left, right]}


def vocab_word(word: str) -> bool:
    from referee.story.people.names import vocabulary

    return vocabulary(word) and word not in NAMES and word not in NICKNAMES


def _team_us(m: Match):
    names = _side_names(m.ws, m["a"].i, m["b"].i + 1)
    if len(names) != 2:
        return None
    return "team-us", {"names": names}


# --------------------------------------------------------------------------- rules

RULES = Rules((
    # teams told as sides
    Rule("teams X+Y vs Z+W", "_ ?_ + _ ?_ + + _ ?_ + _ ?_", _teams),
    Rule("teams X+Y / Z+W", "_ ?_ + _ ?_ , _ ?_ + _ ?_", _teams_listed),
    Rule("biz (X-Y)", "biz|bizim ( a=_ ?_ + b=_ ?_ )", _team_us),
    Rule("biz (X-Y) without parens", "biz|bizim a=_ + b=_", _team_us),
    # the asker names themself
    Rule("ben (burak)", "ben|bn ( n=_ )", _self),
    Rule("benim adım X", "benim adim n=_", _self),
    Rule("ben yani X", "ben yani|yani'|yani, n=_", _self),
    # apposition: a role word then a name
    Rule("eşim Remzi", "?benim esim|ortagim|partnerim n=_", _alias_partner),
    Rule("karşı takımdan Nihat", "karsi|rakip takimdan|taraftan n=_", _alias_rival),
    Rule("karşıdan Nihat", "karsidan|rakipten n=_", _alias_rival),
    Rule("rakip Sinan", "rakip|rakibim|rakibimiz n=_", _alias_rival),
    Rule("eşi Nuri", "esi|ortagi n=_", _alias_mate),
    # two-word references first
    Rule("rakibin eşi", "rakibin|rakibimin|karsinin esi|ortagi", _table(RIVAL2, "rakip2")),
    Rule("öbür rakip", "diger|obur|oteki rakip|rakibe", _table(RIVAL2, "rakip2")),
    Rule("onun eşi", "onun|onlarin|rakibin esi", _partner_of),
    Rule("Nihat'ın eşi", "n=_ esi", _partner_of),
    Rule("karşı takım", "karsi|rakip takim|takimin|takima|takimdan|takimda|taraf|taraftan", _table(TEAM_THEM, "team:them")),
    Rule("bizim takım", "bizim takim|takimin", _table(TEAM_US, "team:us")),
    Rule("takım arkadaşım", "takim arkadasim", lambda m: _ref("esim", "nom")),
    Rule("rakiplerden biri", "rakiplerden|karsidan biri|birisi|digeri|obur|oburu", _other),
    Rule("rakiplerin ikisi", "rakiplerin|rakipler ikisi|2'si|ikisinin", lambda m: _ref("rakipler", "nom")),
    Rule("her biri", "her biri|birinin|birine|birisi", lambda m: _ref("q:herkes", "nom")),
    Rule("öbür ikisi", "obur|diger|oteki ikisi|ikisinin|2'si|2'sinin|ikisi'|ucu|3'u|ucune|3'une|ucunun",
         lambda m: _ref("q:digerleri", "nom")),
    Rule("karşı takımdan biri", "karsi|rakip takimdan|taraftan biri|birisi", lambda m: _ref("other", "nom", rival=True,
                                                                                        word="biri")),
    Rule("sağımdaki adam", "|".join(SEATS) + " adam|kadin|oyuncu|arkadas|abi|abla", _seat),
    Rule("okeyi atan", "okeyi|okey atan|atanin|atana", _okey_atan),
    Rule("çiftle açan", "ciftle|ciftten|seriyle|perle acan|acanin", _acan),
    Rule("okeyli oyuncu", "okeyli oyuncu|olan", lambda m: _ref("desc", "nom", desc="okeyli")),
    # one-word references
    Rule("ben", "ben|bana|beni|benim|bende|benden|bn", _table(ME, "ben")),
    Rule("eşim", "esim|esime|esimi|esimin|esimde|esimden|ortagim|ortagima|ortagimin|ortagimda|partnerim|"
         "partnerime|partnerimin|partnerimde|esimdeki|esin|esine|esinin|esinde", _table(PARTNER, "esim")),
    Rule("eşi (onun)", "esi|esine|esinin|esinde", _bare_partner_of),
    Rule("rakipler", "rakipler|rakiplerin|rakiplerimiz|rakiplerimizin|rakiplere", _table(RIVALS, "rakipler")),
    Rule("rakip", "|".join(k for k in RIVAL if " " not in k), _table(RIVAL, "rakip")),
    Rule("sağımdaki", "|".join(SEATS), _seat),
    Rule("Doğu", "dogu*|kuzey*|bati*|guney*", _compass),
    Rule("herkes / kimse / biz", "|".join(k for k in QUANT if " " not in k), _quant),
    Rule("takım", "|".join(k for k in TEAM_US if " " not in k), _table(TEAM_US, "team:us")),
    Rule("öbürü / biri / sonuncusu", "|".join(OTHER), _other),
    Rule("açmayan", "|".join(DESC), _desc),
    Rule("Ayşe abla", "_ " + "|".join(sorted(HONORIFICS)) + "|" + "|".join(h + "*" for h in sorted(HONORIFICS)),
         _honorific_name),
    Rule("a team's name (Kartallar)", "_", _team_label),
    Rule("a known name", "_", _name_word),
    Rule("a capitalised name", "_", _capital_name),
    Rule("an unknown word as a player (X açtı)", "n=_ @ac,bit,at:3sg", _player_word),
))
