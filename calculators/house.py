"""House switches: the variations a table may agree on before it starts, each one a source names.

A table profile ("Masa kuralları", issue 17) is a base ruleset plus some of these switches.
Only a variation a written source describes exists here, with that source's label; the keys
and values are the API's contract (``POST /api/tables``). The engine plays a profile as the
base ruleset's :class:`~calculators.rulesets.Ruleset` with the switches applied to its fields
(``dataclasses.replace``), so one code path computes both.

This module is data plus the checks of a ``rules`` object, with Turkish messages:

>>> check_rules("oyna-101", {"hands": 7, "katlamali": True})
{'hands': 7, 'katlamali': True}
>>> check_rules("oyna-101", {"duz_bitis": "bir-iki"})
Traceback (most recent call last):
...
calculators.errors.CalcError: “Düz okeyde bitiş puanı” düz okeyin masa kuralı; 101 (standart) masasına konmaz.
>>> check_rules("oyna-101", {"katlamali": "evet"})
Traceback (most recent call last):
...
calculators.errors.CalcError: “Katlamalı açış” için true ya da false yaz ("evet" olmaz).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from calculators.errors import CalcError, NotCovered
from calculators.rulesets import RULESETS, Ruleset, get_ruleset

#: Where the written sources list the variations tables agree on.
SECTION_MASAYA_GORE = "Masaya göre değişenler"

#: The longest match a table may agree on, in hands (esli-101-turnuva: "1 ile 99 arası").
MAX_HANDS = 99


@dataclass(frozen=True)
class Choice:
    """One value of a switch: how people see it (``name``), the rule in a sentence, and in short."""

    value: Any
    name: str
    sentence: str
    short: str


@dataclass(frozen=True)
class Switch:
    """A house switch: its API key, the rulesets it belongs to, its values, its source labels.

    ``choices`` lists the fixed values, the first being the base ruleset's own rule where the
    source sets the two side by side (``hands`` takes any number 1–99 besides ``null``).
    """

    key: str
    title: str
    rulesets: tuple[str, ...]
    labels: tuple[str, ...]
    section: str
    choices: tuple[Choice, ...]
    game_name: str
    #: Rulesets whose sources do not say which choice they play (their base value is unknown).
    silent_in: tuple[str, ...] = ()

    @property
    def values(self) -> tuple[Any, ...]:
        return tuple(c.value for c in self.choices)

    def choice(self, value: Any) -> Choice:
        """The choice for ``value`` (``hands``: a number gets its own sentence)."""
        for c in self.choices:
            if c.value == value and type(c.value) is type(value):
                return c
        if self.key == "hands" and isinstance(value, int):
            return Choice(value, f"{value} el",
                          f"Maç {value} el oynanır; son elden sonra toplamı en düşük olan kazanır.",
                          f"{value} el, en düşük toplam kazanır")
        raise KeyError(value)

    def label(self) -> str:
        """The labels as a citation ("oyna-yazboz, esli-101-turnuva")."""
        return ", ".join(self.labels)


_101 = ("oyna-101", "od-101", "turnuva-esli-101")
_DUZ = ("oyna-duz", "oyna-esli-duz")

SWITCHES: Mapping[str, Switch] = MappingProxyType({s.key: s for s in (
    Switch(
        "hands", "Maçın uzunluğu", _101, ("oyna-yazboz", "esli-101-turnuva"), SECTION_MASAYA_GORE,
        (Choice(None, "kural setinin kendi sonu",
                "Maç kural setinin kendi sonuna kadar oynanır.",
                "kural setinin kendi sonu"),),
        "101'in",
    ),
    Switch(
        "deste_biterse", "Ortadaki taşlar biterse", _101, ("oyna-yazboz",), SECTION_MASAYA_GORE,
        (Choice("yazilir", "el yazılır",
                "Ortadaki taşlar biterse el oynanmış sayılır ve kural setinin kendi hesabıyla yazılır.",
                "deste biterse el yazılır"),
         Choice("okey-101", "yalnız okeyi kalan 101 yazar",
                "Ortadaki taşlar biterse yalnız elinde okey kalan oyuncu 101 yazar, öbürleri bir şey yazmaz; "
                "eli aynı oyuncu yeniden dağıtır.",
                "deste biterse yalnız okeyi kalan 101 yazar")),
        "101'in",
    ),
    Switch(
        "gosterge_sahte_okey", "Gösterge sahte okey çıkarsa", _101, ("oyna-yazboz",), SECTION_MASAYA_GORE,
        (Choice("yok", "başka taş çevrilir",
                "Sahte okey gösterge yapılmaz; çıkarsa yerine başka bir taş çevrilir.",
                "sahte okey gösterge olmaz"),
         Choice("iki-kat", "el iki kat yazılır",
                "Gösterge sahte okey çıkarsa o elin bütün puanları iki kat yazılır: normal bitişte biten −202, "
                "okeyle biten −404 yazar, öbür puanlar da aynı oranda büyür.",
                "gösterge sahte okeyse el iki kat")),
        "101'in", silent_in=("od-101",),
    ),
    Switch(
        "katlamali", "Katlamalı açış", _101, ("od-101-puan",), "El açmak: 101 puan ya da 5 çift",
        (Choice(False, "katlamalı değil",
                "Katlamalı oynanmaz: açış barajı sabittir.",
                "katlamalı değil"),
         Choice(True, "katlamalı",
                "Katlamalı oynanır: sonra açan, masada o ana kadar açılmış en yüksek sayıyı en az bir geçmelidir "
                "(biri 120'yle açtıysa en az 121).",
                "katlamalı açış")),
        "101'in",
    ),
    Switch(
        "cift_okey", "Çift okey (devam)", ("turnuva-esli-101", *_DUZ), ("oyna-yazboz",), SECTION_MASAYA_GORE,
        (Choice(False, "ayrı bitiş değil",
                "Çift okey diye ayrı bir bitiş yoktur.",
                "çift okey bitişi yok"),
         Choice(True, "dört kat yazılır",
                "Çift okey oynanır: iki okeyi olan oyuncu birini atıp oynamayı sürdürebilir; ikinci okeyi de "
                "atarak biterse bu bitiş dört kat yazılır.",
                "çift okeyle bitiş dört kat")),
        "düz okeyle eşli 101 turnuvanın",
    ),
    Switch(
        "duz_bitis", "Düz okeyde bitiş puanı", _DUZ, ("oyna-yazboz",), SECTION_MASAYA_GORE,
        (Choice("oyna", "2 / 4 / 8",
                "Eli bitirenden başkası normal bitişte 2, son taş okey ya da yedi çiftte 4, ikisi birden 8 puan "
                "kaybeder.",
                "bitiş 2, okey ya da yedi çift 4, ikisi 8"),
         Choice("bir-iki", "1 / 2, okeyle iki kat",
                "Normal bitiş 1, çiftten bitiş 2 puandır; son taş okeyse iki katı sayılır (okeyle 2, çiftten "
                "okeyle 4).",
                "bitiş 1, çiftten 2, okeyle iki kat")),
        "düz okeyin",
    ),
    Switch(
        "dusmeli", "Düşmeli düz okey", _DUZ, ("oyna-yazboz",), SECTION_MASAYA_GORE,
        (Choice(False, "bitirmeyenin puanı düşer",
                "Eli bitirenden başkalarının puanı düşer.",
                "bitirmeyenin puanı düşer"),
         Choice(True, "bitirenin puanı düşer",
                "Düşmeli oynanır: puan eli bitirenin kendisinden düşer ve 0'a ilk inen kazanır. Kaynak "
                "düşülecek sayıları ayrıca vermiyor; masanın bitiş puanlarını kullanıyoruz.",
                "düşmeli: bitirenin puanı düşer")),
        "düz okeyin",
    ),
    Switch(
        "sifira_inen", "Düz okeyde 0'a inen", _DUZ, ("oyna-yazboz",), SECTION_MASAYA_GORE,
        (Choice("oyun-biter", "oyun biter",
                "Biri 0'a ya da altına inince oyun biter; en yüksek puanla kalan kazanır.",
                "0'a inen olunca oyun biter"),
         Choice("masadan-kalkar", "masadan kalkar",
                "0'a ya da altına inen masadan kalkar, öbürleri oynamayı sürdürür.",
                "0'a inen masadan kalkar")),
        "düz okeyin",
    ),
    Switch(
        "ayni_renk", "Aynı renkten bitiş", _DUZ, ("oyna-yazboz",), SECTION_MASAYA_GORE,
        (Choice(False, "ayrı puanı yok",
                "Bütün taşları aynı renkten bitmenin ayrı bir puanı yoktur.",
                "aynı renkten bitişin ayrı puanı yok"),
         Choice(True, "iki kat yazılır",
                "Bütün taşları aynı renkten olan bitiş iki kat yazılır.",
                "aynı renkten bitiş iki kat")),
        "düz okeyin",
    ),
)})

#: "Devam" (çift okey) is written four times a normal finish; an all-one-colour finish twice (oyna-yazboz).
CIFT_OKEY_KAT = 4
AYNI_RENK_KAT = 2
#: When the deck runs out at an "okey-101" table, the player still holding an okey writes this (oyna-yazboz).
DESTE_OKEY_POINTS = 101

#: The düz okey finish values of ``duz_bitis`` (oyna-yazboz, "Masaya göre değişenler"): oyna.app's
#: 2 / 4 / 8, or normal 1, çiftten 2, each doubled when the last tile is the okey.
DUZ_LOSS: Mapping[str, Mapping[str, int]] = MappingProxyType({
    "oyna": RULESETS["oyna-duz"].duz_loss,
    "bir-iki": MappingProxyType({"normal": 1, "okey": 2, "cift": 2, "cift-okey": 4, "deste-bitti": 0}),
})

#: The keys in the order pages list them.
SWITCH_KEYS: tuple[str, ...] = tuple(SWITCHES)


def switches_for(ruleset: str) -> tuple[Switch, ...]:
    """The switches a table on ``ruleset`` may set, in page order.

    >>> [s.key for s in switches_for("oyna-duz")]
    ['cift_okey', 'duz_bitis', 'dusmeli', 'sifira_inen', 'ayni_renk']
    >>> [s.key for s in switches_for("turnuva-esli-101")]
    ['hands', 'deste_biterse', 'gosterge_sahte_okey', 'katlamali', 'cift_okey']
    """
    return tuple(s for s in SWITCHES.values() if ruleset in s.rulesets)


def base_value(key: str, ruleset: str) -> Any:
    """The base ruleset's own rule for switch ``key`` (None where its source is silent, or for ``hands``).

    Every ruleset plays the first choice of a switch, except where its source says nothing
    (:attr:`Switch.silent_in`: the OyunDostluğu guide does not say what happens when the gösterge
    is a sahte okey).

    >>> base_value("duz_bitis", "oyna-duz"), base_value("gosterge_sahte_okey", "od-101")
    ('oyna', None)
    """
    sw = SWITCHES[key]
    if ruleset in sw.silent_in:
        return None
    return sw.choices[0].value


def _check_value(sw: Switch, value: Any) -> Any:
    """``value`` if ``sw`` takes it, else a CalcError saying what it takes."""
    if sw.key == "hands":
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_HANDS:
            raise CalcError(f"“{sw.title}” için 1 ile {MAX_HANDS} arasında bir el sayısı ya da null yaz "
                            f"({_shown(value)} olmaz).", field="rules.hands")
        return value
    if isinstance(sw.values[0], bool):
        if not isinstance(value, bool):
            raise CalcError(f"“{sw.title}” için true ya da false yaz ({_shown(value)} olmaz).",
                            field=f"rules.{sw.key}")
        return value
    if not isinstance(value, str) or value not in sw.values:
        allowed = ", ".join(f"\"{v}\" ({sw.choice(v).name})" for v in sw.values)
        raise CalcError(f"“{sw.title}” için şunlardan birini yaz: {allowed} ({_shown(value)} olmaz).",
                        field=f"rules.{sw.key}")
    return value


def _shown(value: Any) -> str:
    """A value as the message quotes it (short, JSON-like)."""
    if isinstance(value, str):
        return f"\"{value[:30]}\""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)[:12]
    return "bu değer"


def check_rules(ruleset: str, rules: Any) -> dict[str, Any]:
    """The switches of ``rules`` checked against ``ruleset``, in page order (a CalcError in Turkish otherwise).

    An unknown key or value, or a switch of another game, is refused: a switch the sources do not
    describe for this ruleset does not exist here.
    """
    if ruleset not in RULESETS:
        raise CalcError("Böyle bir kural seti yok. Şunlardan birini seç: "
                        + ", ".join(f"{rid} ({r.name})" for rid, r in RULESETS.items()) + ".", field="ruleset")
    if rules is None:
        return {}
    if not isinstance(rules, Mapping):
        raise CalcError("Masa kuralları (rules) bir nesne olmalı: {\"anahtar\": değer, …}.", field="rules")
    base = RULESETS[ruleset]
    out: dict[str, Any] = {}
    for key, value in rules.items():
        sw = SWITCHES.get(key) if isinstance(key, str) else None
        if sw is None:
            raise CalcError(f"“{str(key)[:30]}” diye bir masa kuralı yok. Olanlar: {', '.join(SWITCH_KEYS)}.",
                            field="rules")
        if ruleset not in sw.rulesets:
            raise CalcError(f"“{sw.title}” {sw.game_name} masa kuralı; {base.name} masasına konmaz.",
                            field=f"rules.{key}")
        out[key] = _check_value(sw, value)
    return {k: out[k] for k in SWITCH_KEYS if k in out}


def conflicts(ruleset: str, rules: Mapping[str, Any]) -> str | None:
    """Why these switches cannot be played together on ``ruleset`` (the sources cannot settle it), or None.

    >>> conflicts("oyna-duz", {"dusmeli": True, "sifira_inen": "masadan-kalkar"}).split(";")[0]
    "Düşmeli düz okeyde 0'a inen oyunu kazanır"
    >>> conflicts("oyna-duz", {"dusmeli": True, "ayni_renk": True}) is None
    True
    """
    if rules.get("sifira_inen") == "masadan-kalkar":
        if rules.get("dusmeli") is True:
            return ("Düşmeli düz okeyde 0'a inen oyunu kazanır; “0'a inen masadan kalkar” kuralıyla birlikte "
                    "oynanamaz. İkisinden birini seç.")
        if RULESETS[ruleset].team:
            return (f"{RULESETS[ruleset].name} iki takımla oynanır; kaynağın “0'a inen masadan kalkar” kuralı tek "
                    "oyuncu için yazılmış, takımın masadan kalkmasını anlatmıyor. Bu kuralı eşli masaya koyamıyorum.")
    return None


# --------------------------------------------------------------------------- the engine's table


def house_ruleset(ruleset: "str | Ruleset", rules: Mapping[str, Any] | None) -> Ruleset:
    """The base ruleset's table with a profile's switches applied (``dataclasses.replace``).

    Each changed field cites the switch's source label (:meth:`Ruleset.varied`), so an
    explanation still says where every number comes from; a switch set to the base ruleset's
    own rule changes nothing. The rules are checked first (:func:`check_rules`), and a
    combination the sources cannot settle together raises :class:`NotCovered`.

    >>> house_ruleset("oyna-101", {}) == RULESETS["oyna-101"]
    True
    >>> rs = house_ruleset("oyna-101", {"hands": 7})
    >>> rs.match_target, rs.match_hands_default, rs.label_for("match_hands_default")
    (None, 7, 'oyna-yazboz')
    >>> house_ruleset("oyna-duz", {"duz_bitis": "bir-iki"}).duz_loss["okey"]
    2
    """
    base = RULESETS[ruleset] if isinstance(ruleset, str) else ruleset
    checked = check_rules(base.id, dict(rules or {}))
    problem = conflicts(base.id, checked)
    if problem:
        raise NotCovered(problem, field="rules")
    rs = base
    for key, value in checked.items():
        changes = _FIELDS[key](rs, value)
        changes = {k: v for k, v in changes.items() if getattr(rs, k) != v}
        if changes:
            label = _label(key, rs)
            rs = rs.varied(label, **changes)
            if label not in rs.sources:  # the house rule's source now backs this table too
                rs = replace(rs, sources=(*rs.sources, label))
    return rs


def played_ruleset(ruleset: str, house: Any = ()) -> Ruleset:
    """The table an input is played under: its ruleset, with the table's house rules if it has any.

    ``house`` is a mapping or (switch, value) pairs, as :class:`~calculators.inputs.HandInput` carries them.

    >>> played_ruleset("od-101") is RULESETS["od-101"]
    True
    >>> played_ruleset("od-101", (("katlamali", False),)).katlamali_played
    False
    """
    rs = get_ruleset(ruleset)
    return house_ruleset(rs, dict(house)) if house else rs


def _label(key: str, rs: Ruleset) -> str:
    """The label a switch's changed fields cite: the switch's source that backs this ruleset."""
    labels = SWITCHES[key].labels
    for label in labels:
        if label in rs.sources:
            return label
    return labels[0]


def _hands(rs: Ruleset, value: Any) -> dict[str, Any]:
    if value is None:
        return {}
    if rs.match_hands_range is not None:  # a tournament: its own range, its own tie-break
        return {"match_hands_default": value}
    return {"match_target": None, "match_hands_default": value}


_FIELDS: Mapping[str, Any] = MappingProxyType({
    "hands": _hands,
    "deste_biterse": lambda rs, v: {"deste_bitti_okey_101": v == "okey-101"},
    "gosterge_sahte_okey": lambda rs, v: {"gosterge_sahte_okey": v},
    "katlamali": lambda rs, v: {"katlamali_played": v, **({"katlamali_supported": True} if v else {})},
    "cift_okey": lambda rs, v: {"cift_okey_kat": CIFT_OKEY_KAT if v else None},
    "duz_bitis": lambda rs, v: {"duz_loss": DUZ_LOSS[v]},
    "dusmeli": lambda rs, v: {"duz_dusmeli": v},
    "sifira_inen": lambda rs, v: {"duz_zero_leaves": v == "masadan-kalkar"},
    "ayni_renk": lambda rs, v: {"ayni_renk_kat": AYNI_RENK_KAT if v else 1},
})
