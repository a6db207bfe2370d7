"""Who is who: people references → players, across sentences (issue 11, causes 4 and 10).

"ben (burak)" and a "Yaşar:" prefix name the asker; "eşim Remzi" makes Remzi the partner;
"karşı takımdan Nihat" puts Nihat on the other team; "burak+ayşe vs kuzen+deniz" declares both
teams; "onun eşi" is the partner of the person talked about last; "rakiplerden biri … öbürü" are
the two rivals; "biri … biri … sonuncusu" are players the story does not name, one each.
"""
from __future__ import annotations

from referee.story.people import described
from referee.story.people.groups import DESC_NAMES, OTHER_NAMES
from referee.story.people.labels import label_text
from referee.story.people.phrase_pairs import told_pairs
from referee.story.people.seating import ACROSS, finish_teams
from referee.story.people.seats import seated_names
from referee.story.reading import ME, PARTNER, RIVAL, RIVAL2, THEM, US, Reading, display_name
from referee.story.people.tables import SPOUSE
from referee.story.rules import Fact

#: Quantifier references and the groups they stand for are resolved by :meth:`People.group`.
GROUPS = ("q:herkes", "q:biz", "q:ikimiz", "q:onlar", "q:ucumuz", "q:digerleri", "rakipler", "q:kimse")


#: First-person words for our side ("bizim takım 11'deydi"): the asker sits at the table, on that side —
#: the sides are never "the asker does not play, the first named is us".
_OUR_TEAM = frozenset({"bizim", "takimim", "takimimiz", "takimimizin", "takimimiza", "takimimizdan"})


class People:
    """Resolves the people facts of one story into the reading's players."""

    def __init__(self, reading: Reading, facts: list[Fact], speaker: str | None, team_game: bool, ws=None) -> None:
        self.r = reading
        self.team_game = team_game
        self.asker = {speaker} if speaker else set()
        self.alias: dict[str, str] = {}
        self.team_of: dict[str, str] = {}
        self.anon = 0
        self.last_other_rival = False
        self.rival_seq = 0  # "rakiplerden biri … öbürü": the first and the second rival
        self.describe = None  # set per hand: description → the player it picks out ("okeyi atan")
        self.seat_named: dict[str, str] = {}  # "solumdaki Berber": name key → the seat it sits in
        self.partner_made: dict[str, str] = {}  # "X'in eşi" read as a role: X's key → that role
        for f in facts:
            if f.kind == "self":
                self.asker.add(f.value["name"])
        for f in facts:
            if f.kind == "alias" and f.value["ref"] == "esim":
                self.alias["name:" + f.value["name"]] = PARTNER
            elif f.kind == "alias" and f.value["ref"] == "rival":
                name_key = "name:" + f.value["name"]
                self.team_of[name_key] = THEM
                if RIVAL not in self.alias.values():
                    self.alias[name_key] = RIVAL  # "karşı takımdan Ali": the rival, called Ali
            elif f.kind == "alias" and f.value["ref"] == "ally":
                self.team_of["name:" + f.value["name"]] = US  # "bizden Ozan": one of ours
            elif f.kind == "side":
                before = [p for p in facts if p.dim == "people" and p.kind == "person" and p.end == f.start]
                ref = before[0].value.get("ref", "") if before else ""
                if ref.startswith(("seat:", "name:")):
                    self.team_of[ref] = US if f.value.get("team") == "us" else THEM
            elif f.kind == "person-fix":
                self.alias["name:" + f.value["old"]] = "name:" + f.value["new"]  # "amcam yok dayım": dayım
            elif f.kind == "side-next" and ws is not None:
                self._side_next(f, facts, ws)
            elif f.kind == "alias" and f.value["ref"].startswith("seat:"):
                self._seat_alias(f.value["ref"], "name:" + f.value["name"])
            elif f.kind == "teams":
                self._teams(f.value["sides"])
            elif f.kind == "team-us":
                self._team_us(seated_names(f.value["names"], ws, f.end))
        for f in facts:
            if f.kind == "team-pair" and f.value.get("side") == "them":
                for n in f.value["names"]:
                    self.team_of["name:" + n] = THEM  # "amcamla yengem karşı": the other side, told so
        # a pair told without a word for a side ("babamla ben 12'deydik", "biz şefle") is one only at a team table
        pairs = [f.value["names"] for f in facts if f.kind == "team-pair" and (team_game or not f.value.get("weak"))]
        mine = [p for p in pairs if "ben" in p or set(p) & self.asker]
        if mine:
            self._team_us(mine[0])
            for p in pairs:
                if p is not mine[0]:
                    for n in p:
                        self.team_of["name:" + n] = THEM
        elif len(pairs) == 2:
            self._teams(pairs)
        if ws is not None:
            for refs, side in told_pairs(facts, ws):  # "ben ile bizim köylü eşiz": a side of two told in phrases
                if side == THEM:
                    for ref in refs:
                        self.team_of[ref] = THEM
                elif "ben" in refs:
                    self._team_us([r[5:] if r.startswith("name:") else r for r in refs])
        described.aliases(facts, self.alias)  # "Alman misafir Klaus … Alman'a": one player
        for name in self.asker:
            self.alias["name:" + name] = ME
        if team_game:
            for word in SPOUSE:  # "kocam normal bitti", "bizimki" at a team table: my spouse is my partner
                self.alias.setdefault("name:" + word, PARTNER)
        self.label_side: dict[str, str] = {}
        self.mates: dict[str, str] = {}  # "eşi Nuri": name key → the key of whom Nuri is the partner
        if team_game and len(pairs) == 1 and not mine and "ben" not in pairs[0]:
            a, b = pairs[0]  # "Ali ile Veli bir takım": one side told, the asker in none — Veli sits with Ali
            self.mates.setdefault("name:" + b, "name:" + a)
        self.we_play = ws is not None and any(
            f.dim == "people" and f.value.get("ref") == "team:us" and ws.at(f.start) in _OUR_TEAM for f in facts)
        found = getattr(ws, "found", None)
        for kin, name in (found.kin.items() if found is not None else ()):
            self.alias.setdefault("name:" + kin, "name:" + name)  # "kuzenim Rojda": the kin word is Rojda
        if found is not None and found.labels:
            self._labels(found, ws, any(f.dim == "people" and f.value.get("ref") == ME for f in facts))

    def _seat_alias(self, seat: str, name_key: str) -> None:
        """"solumdaki Berber", "berk karşımda": the name is the player in that seat (across me at a team
        table: my partner). One seat, one name: the first telling stands."""
        role = PARTNER if self.team_game and seat == "seat:karsi" else seat
        if name_key in self.alias or role in self.seat_named.values():
            return
        self.alias[name_key] = role
        self.seat_named[name_key] = role

    def _seat_name(self, name_key: str, key: str) -> None:
        """The player of a named seat is called by the name ("Berber", not "Solundaki"); the partner
        across keeps "Eşin" and the name as another way to say it."""
        p, name = self.r.people[key], display_name(name_key, self.r.text)
        if key != PARTNER:
            p.name = name
        elif name not in p.aliases:
            p.aliases.append(name)

    def _labels(self, found, ws, asker_plays: bool = False) -> None:
        """Team names ("Kartallar (Rıza-Nuri)", "yıldızlardan cemil"): each is a side; the asker's
        side is ours, else the first named is side "us" (the answer then calls each by its name).
        A side named after a player ("Team Can") while the asker plays and is in none: whose side is
        not told — no side is guessed."""
        order = sorted(found.labels, key=lambda lb: next((w.i for w in ws if w.text.startswith(lb)), 0))[:2]
        mine = next((lb for lb in order if any(m in self.asker or m == "ben" for m, x in found.members.items()
                                                 if x == lb)), None)
        if mine is None and asker_plays and any(lb.startswith("team") for lb in order):
            for lb in order:  # which side is the planner's to find (the seating); the question keeps the name
                members = [ME if m in self.asker else "name:" + m for m, x in found.members.items() if x == lb]
                self.r.label_members[lb] = (found.labels.get(lb, "") or label_text(lb, ws.original), members)
            return
        told = {x for x in found.members.values()}
        for k, lb in enumerate(order):
            side = (US if lb == mine else THEM) if mine else (US if k == 0 else THEM)
            if mine is None and asker_plays and lb not in told:
                side = THEM  # "Hanımlar kaç yazar" while I play in no named side: my side I would call "biz"
            self.label_side[lb] = side
            if not told and mine is None and not asker_plays:
                self.r.label_members[lb] = (label_text(lb, ws.original), [])
                continue  # "Martılar el puanı" and no side's player told: which side is not told — both
            typed = found.labels.get(lb, "")
            self.r.team_labels[side] = typed if " " in typed else label_text(lb, ws.original)  # "Team Mert" as told
        for member, lb in found.members.items():
            if lb in self.label_side:
                key = ME if member in self.asker or member == "ben" else \
                    member if member.startswith("seat:") else "name:" + member
                self.team_of[key] = self.label_side[lb]

    def _side_next(self, f: Fact, facts: list[Fact], ws) -> None:
        """"karşı: aşçı açmadı, sağımdaki açtı": everyone told after the side's word, to the sentence's
        end, sits on that side."""
        end = next((k for k in range(f.end, len(ws)) if ws[k].strong or f.value.get("close") and ws.at(k) == ")"),
                   len(ws))
        for p in facts:
            ref = p.value.get("ref", "") if p.dim == "people" and p.kind in ("person", "alias") else ""
            if f.end <= p.start < end and (p.kind == "alias" or ref.startswith(("name:", "seat:"))):
                self.team_of[ref if p.kind == "person" else "name:" + p.value["name"]] = \
                    US if f.value.get("team") == "us" else THEM

    # ---------------------------------------------------------------- declarations
    def _teams(self, sides: list[list[str]]) -> None:
        keys = [["ben" if n == "ben" or n in self.asker else "name:" + n for n in side] for side in sides]
        mine = next((k for k, side in enumerate(keys) if "ben" in side), None)
        for k, side in enumerate(keys):
            team = (US if k == mine else THEM) if mine is not None else ("t1" if k == 0 else "t2")
            for key in side:
                self.team_of[key] = team
            if mine is not None and k == mine:
                other = [x for x in side if x != "ben"]
                if other:
                    self.alias[other[0]] = PARTNER
                    self._keep_name(other[0], PARTNER)
        self.r.teams_named = [[display_name(k, self.r.text) if k != "ben" else "Sen" for k in side] for side in keys]

    def _team_us(self, names: list[str]) -> None:
        keys = ["ben" if n == "ben" or n in self.asker else "name:" + n for n in names]
        for key in keys:
            self.team_of[key] = US
        if "ben" in keys:
            self._add(ME)  # "biz (kemal+ben)": the asker plays, on our side
            other = [k for k in keys if k != "ben"]
            if other:
                self.alias[other[0]] = PARTNER
                self._keep_name(other[0], PARTNER)

    def _keep_name(self, name_key: str, role: str) -> None:
        """The partner called by name is the partner: the name is remembered as another way to say it."""
        self.r.person(role, said=False)
        self.r.people[role].aliases.append(display_name(name_key, self.r.text))

    # ---------------------------------------------------------------- one reference
    def key(self, f: Fact, topic: str | None) -> str | None:
        """The player (or group) a person fact points to; new players are added to the reading."""
        v = f.value
        ref = v.get("ref")
        if f.kind == "alias":
            if v["ref"] == "mate":
                if v.get("of"):
                    topic = self._add(v["of"])  # "Can'ın eşi Efe": Efe is Can's partner, whoever was talked about
                key = self._add(v.get("key") or self.alias.get("name:" + v["name"], "name:" + v["name"]))
                if topic and topic != key:
                    self.mates[key] = topic
                    team = self.team_of.get(topic) or (self.r.people[topic].team if topic in self.r.people else None)
                    if team and self.r.people[key].team is None:
                        self.r.people[key].team = team
                        self.team_of[key] = team
                return key
            if v["ref"] == "esim":
                name_key = "name:" + v["name"]
                if name_key in self.alias and self.alias[name_key] == ME:
                    return self._add(ME)
                self._keep_name(name_key, PARTNER)
                return self._add(PARTNER)
            key = self._add("name:" + v["name"])  # the name's alias, if any, is resolved there
            if key == RIVAL and v["ref"] == "rival":
                self.r.people[key].name = display_name("name:" + v["name"], self.r.text)  # "rakip Sinan": Sinan
            return key
        if f.kind in ("self", "teams", "team-us", "team-pair", "side", "side-next", "person-fix"):
            return self._add(ME) if f.kind == "self" else None
        if ref is None:
            return None
        if ref in GROUPS:
            return ref
        if ref.startswith("label:"):
            side = self.label_side.get(ref[6:])
            if side is None and ref[6:] in self.r.label_members:
                return "q:label:" + ref[6:]  # "Team Cemil total": that side, once the planner seats Cemil
            return f"q:side:{side}" if side else None
        if ref == "seat:karsi" and self.team_game:
            return self._add(PARTNER)
        if ref == "name:bizimki" and not self.team_game:
            return None  # "bizimki" at a table of four singles: whom it means is not told (no seat is guessed)
        if ref.startswith("name:"):
            return self._add(self.alias.get(ref, ref))
        if ref == "team:them":
            return self._add(RIVAL)
        if ref == "team:us":
            return "q:biz"
        if ref == "other":
            return self._other(v, topic)
        if ref == "partner-of":
            return self._partner_of(v.get("of"), topic)
        if ref == "kendisi":
            return topic  # "kendisi de okeyle bitti": the one talked about (attach puts the sentence's lead here)
        if ref == "desc":
            if self.describe is not None:
                found = self.describe(v["desc"])
                if found is not None:
                    return self._add(found)
            key = "desc:" + v["desc"]
            if key not in self.r.people:
                self.r.person(key, DESC_NAMES.get(v["desc"], v["desc"]), said=v["desc"] != "acmayan")
            return key
        return self._add(ref)

    def _add(self, key: str) -> str:
        told = key
        if key.startswith("name:") and key in self.alias:
            key = self.alias[key]
        if key in self.r.people:
            self.r.people[key].said = True
        else:
            self.r.person(key, display_name(key, self.r.text))
        if self.seat_named.get(told) == key:
            self._seat_name(told, key)
        team = self.team_of.get(key)
        if team and self.r.people[key].team is None:
            self.r.people[key].team = team
        return key

    def _other(self, v: dict, topic: str | None) -> str:
        """"rakiplerden biri" → a rival; "öbürü" right after it → the other rival; else a new player."""
        word = v.get("word", "biri")
        if v.get("rival") or (word.startswith(("obur", "oteki", "diger")) and self.last_other_rival):
            self.last_other_rival = True
            self.rival_seq += 1
            return self._add(RIVAL if self.rival_seq == 1 else RIVAL2)
        self.anon += 1
        label = OTHER_NAMES.get(word, "Biri")
        names = {p.name for p in self.r.people.values()}
        if label in names:
            label = "Diğeri" if "Diğeri" not in names else f"{label} {self.anon}"
        key = f"anon:{self.anon}:{label}"
        self.r.person(key, label)
        return key

    def _partner_of(self, of: str | None, topic: str | None) -> str | None:
        base = topic if of in (None, "topic") else self.alias.get(of, of)
        if base is None:
            return None
        pairs = {ME: PARTNER, PARTNER: ME, RIVAL: RIVAL2, RIVAL2: RIVAL, "seat:sag": "seat:sol", "seat:sol": "seat:sag",
                 **ACROSS}
        if base in pairs:
            return self._add(pairs[base])
        if base in self.partner_made:  # "Klaus … eşi hiç açamadı; Klaus'un eşine kaç": the same partner
            return self._add(self.partner_made[base])
        mate = self._side_mate(base)
        if mate is not None:  # "karşı dayımın oğlu+yeğenim … yeğenim açmıştı, eşi bitti": the one told on that side
            return self._add(mate)
        if base.startswith("name:") and self.team_of.get(base) == THEM and RIVAL not in self.r.people:
            self.partner_made[base] = RIVAL
            return self._add(RIVAL)
        key = "partner:" + base
        if key not in self.r.people:
            owner = self.r.people.get(base)
            label = f"{owner.name if owner else display_name(base, self.r.text)}'in eşi"
            self.r.person(key, label)
            team = self.team_of.get(base) or (owner.team if owner else None)
            if team:
                self.r.people[key].team = team
                self.team_of[key] = team
        return key

    # ---------------------------------------------------------------- groups
    def group(self, key: str | None, finisher: str | None = None) -> list[str]:
        """The players a (maybe plural) subject stands for."""
        if key is None:
            return []
        if not key.startswith("q:") and key != "rakipler":
            return [key]
        if key == "q:ikimiz" or (key == "q:biz" and self.team_game):
            return [ME, PARTNER] if self.team_game else [ME]
        if key == "q:biz":
            return [ME]
        if key in ("q:onlar", "rakipler"):
            return self._rivals()
        if key.startswith("q:side:"):
            side = key[7:]
            return [k for k, p in self.r.people.items() if p.team == side or self.team_of.get(k) == side]
        if key == "q:herkes":
            return [k for k in self.r.people if not k.startswith("desc:")]
        if key == "q:digerleri":
            return [k for k in self.r.people if k not in (ME, finisher) and not k.startswith("desc:")]
        return []

    def _side_mate(self, key: str) -> str | None:
        """The one other player told on the side of ``key`` (a side has two seats), or None."""
        team = self.team_of.get(key) or (self.r.people[key].team if key in self.r.people else None)
        if team is None:
            return None
        mates = {k for k, t in self.team_of.items() if t == team and k != key and not k.startswith("q:")}
        mates |= {k for k, p in self.r.people.items() if p.team == team and k != key}
        mates = {self.alias.get(k, k) for k in mates} - {key}
        return next(iter(mates)) if len(mates) == 1 else None

    def _rivals(self) -> list[str]:
        """"onlar da açmıştı", "karşı takımın ikisi": at a team table where the asker and the partner are
        told, the rivals are the two other players — when the story has named exactly two such, those two
        (a table has four seats: no third and fourth rival is made up); else the two rival roles."""
        if self.team_game and ME in self.r.people and PARTNER in self.r.people:
            others = [k for k, p in self.r.people.items() if k not in (ME, PARTNER) and
                      not k.startswith(("desc:", "anon:", "partner:")) and (p.team or self.team_of.get(k)) != US]
            if len(others) == 2:
                return others
        return [RIVAL, RIVAL2]

    def finish_teams(self) -> None:
        """Teams of a team game (:func:`referee.story.people.seating.finish_teams`)."""
        finish_teams(self)
