"""Who is who: people references → players, across sentences (issue 11, causes 4 and 10).

"ben (burak)" and a "Yaşar:" prefix name the asker; "eşim Remzi" makes Remzi the partner;
"karşı takımdan Nihat" puts Nihat on the other team; "burak+ayşe vs kuzen+deniz" declares both
teams; "onun eşi" is the partner of the person talked about last; "rakiplerden biri … öbürü" are
the two rivals; "biri … biri … sonuncusu" are players the story does not name, one each.
"""
from __future__ import annotations

from referee.story.reading import ME, PARTNER, RIVAL, RIVAL2, THEM, US, Reading, display_name
from referee.story.rules import Fact

#: How the answer calls a player the story only describes.
_DESC_NAMES = {"acmayan": "Açmayan", "okey-atan": "Okeyi atan", "bitiren": "Bitiren", "seri-acan": "Seriyle açan",
               "cift-acan": "Çiftten açan", "okeyli": "Okeyli oyuncu"}

#: Quantifier references and the groups they stand for are resolved by :meth:`People.group`.
GROUPS = ("q:herkes", "q:biz", "q:ikimiz", "q:onlar", "q:ucumuz", "q:digerleri", "rakipler", "q:kimse")


class People:
    """Resolves the people facts of one story into the reading's players."""

    def __init__(self, reading: Reading, facts: list[Fact], speaker: str | None, team_game: bool) -> None:
        self.r = reading
        self.team_game = team_game
        self.asker = {speaker} if speaker else set()
        self.alias: dict[str, str] = {}
        self.team_of: dict[str, str] = {}
        self.anon = 0
        self.last_other_rival = False
        self.rival_seq = 0  # "rakiplerden biri … öbürü": the first and the second rival
        self.describe = None  # set per hand: description → the player it picks out ("okeyi atan")
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
            elif f.kind == "teams":
                self._teams(f.value["sides"])
            elif f.kind == "team-us":
                self._team_us(f.value["names"])
        for name in self.asker:
            self.alias["name:" + name] = ME

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
            if v["ref"] == "esim":
                name_key = "name:" + v["name"]
                if name_key in self.alias and self.alias[name_key] == ME:
                    return self._add(ME)
                self._keep_name(name_key, PARTNER)
                return self._add(PARTNER)
            return self._add(self.alias.get("name:" + v["name"], "name:" + v["name"]))
        if f.kind in ("self", "teams", "team-us"):
            return self._add(ME) if f.kind == "self" else None
        if ref is None:
            return None
        if ref in GROUPS:
            return ref
        if ref == "seat:karsi" and self.team_game:
            return self._add(PARTNER)
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
        if ref == "desc":
            if self.describe is not None:
                found = self.describe(v["desc"])
                if found is not None:
                    return self._add(found)
            key = "desc:" + v["desc"]
            if key not in self.r.people:
                self.r.person(key, _DESC_NAMES.get(v["desc"], v["desc"]), said=v["desc"] != "acmayan")
            return key
        return self._add(ref)

    def _add(self, key: str) -> str:
        if key.startswith("name:") and key in self.alias:
            key = self.alias[key]
        if key in self.r.people:
            self.r.people[key].said = True
        else:
            self.r.person(key, display_name(key, self.r.text))
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
        label = {"biri": "Biri", "birisi": "Biri", "obur": "Öbürü", "oburu": "Öbürü", "oburunun": "Öbürü",
                 "oteki": "Öteki", "otekisi": "Öteki", "digeri": "Diğeri", "sonuncusu": "Sonuncusu",
                 "ucuncusu": "Üçüncüsü", "dorduncusu": "Dördüncüsü"}.get(word, "Biri")
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
        pairs = {ME: PARTNER, PARTNER: ME, RIVAL: RIVAL2, RIVAL2: RIVAL, "seat:sag": "seat:sol", "seat:sol": "seat:sag"}
        if base in pairs:
            return self._add(pairs[base])
        if base.startswith("name:") and self.team_of.get(base) == THEM and RIVAL not in self.r.people:
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
            return [RIVAL, RIVAL2]
        if key == "q:herkes":
            return [k for k in self.r.people if not k.startswith("desc:")]
        if key == "q:digerleri":
            return [k for k in self.r.people if k not in (ME, finisher) and not k.startswith("desc:")]
        return []

    def finish_teams(self) -> None:
        """Teams of a team game: us = the asker and partner, them = rivals and the side seats; a
        lone player left over joins whichever side has room (four players, two a side)."""
        if not self.team_game:
            return
        for key, p in self.r.people.items():
            if p.team is None:
                if key in (ME, PARTNER):
                    p.team = US
                elif key in (RIVAL, RIVAL2, "seat:sag", "seat:sol") or key.startswith("partner:rakip"):
                    p.team = THEM
                elif key in self.team_of:
                    p.team = self.team_of[key]
        players = [k for k in self.r.people if not k.startswith("desc:")]
        if ME not in self.r.people:
            for k in players:
                p = self.r.people[k]
                us = sum(1 for x in players if self.r.people[x].team == US)
                if p.team is None and us < 1:
                    p.team = US
                    self.r.assumed.append(f"{p.name} senin takımında sayıldı (hangi takımda olduğunu söylemedin).")
        if len(players) == 4:
            unknown = [k for k in players if self.r.people[k].team is None]
            us = [k for k in players if self.r.people[k].team == US]
            if len(unknown) == 1:
                side = US if len(us) < 2 else THEM
                self.r.people[unknown[0]].team = side
                if side == US and PARTNER not in self.r.people:
                    self.r.assumed.append(f"{self.r.people[unknown[0]].name} eşin olmalı: masada başka yer yok.")
