"""How a table's house rules are told: the article behind each switch, the articles it changes, its sentence.

Each switch has an article of the knowledge base written in our own words and citing the
switch's source (:data:`ARTICLE`); the table's page links to it. :data:`TOUCHES` lists the
articles whose answer a switch changes when a table sets it away from its base ruleset's own
rule: a question answered from one of them is answered "Sizin masanızda …" under that table.

>>> ARTICLE["dusmeli"]
'masaya-gore-dusmeli-duz'
>>> sentence("dusmeli", True, {"duz_bitis": "bir-iki"}).split(". ")[-1]
'Kaynak düşülecek sayıları ayrıca vermediği için masanın bitiş puanlarını kullanıyoruz: normal bitiş 1, çiftten bitiş 2 puan; son taş okeyse iki katı (oyna-yazboz).'
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping

from calculators.house import SWITCHES

#: Switch -> the article that explains it (in our own words, citing the switch's source).
ARTICLE: Mapping[str, str] = MappingProxyType({
    "hands": "masaya-gore-101-el-sayisi",
    "deste_biterse": "masaya-gore-deste-biterse-101",
    "gosterge_sahte_okey": "masaya-gore-gosterge-sahte-okey",
    "katlamali": "katlamali-acis-od",
    "cift_okey": "masaya-gore-cift-okey",
    "duz_bitis": "masaya-gore-duz-bitis-puani",
    "dusmeli": "masaya-gore-dusmeli-duz",
    "sifira_inen": "masaya-gore-duz-sifira-inen",
    "ayni_renk": "masaya-gore-renkten-bitis-duz",
})

#: Switch -> the articles whose answer it changes when a table sets it away from the base's rule.
TOUCHES: Mapping[str, frozenset[str]] = MappingProxyType({
    "hands": frozenset({"masaya-gore-101-el-sayisi", "mac-uzunlugu-oyna", "mac-uzunlugu-turnuva",
                        "ceza-puani-nedir"}),
    "deste_biterse": frozenset({"masaya-gore-deste-biterse-101", "deste-biterse-oyna", "deste-biterse-od",
                                "deste-biterse-turnuva"}),
    "gosterge_sahte_okey": frozenset({"masaya-gore-gosterge-sahte-okey", "sahte-okey-gosterge-turnuva",
                                      "sahte-okey-gosterge-yore-turnuva"}),
    "katlamali": frozenset({"katlamali-nedir", "katlamali-acis-oyna", "katlamali-acis-od", "katlamali-acis-turnuva",
                            "katlamali-cift-baraji-turnuva", "acis-101-sinir", "acis-siniri-turnuva",
                            "acis-99-yetmez-od"}),
    "cift_okey": frozenset({"masaya-gore-cift-okey", "devam-bitisi-yok-turnuva"}),
    "duz_bitis": frozenset({"masaya-gore-duz-bitis-puani", "bitis-puanlari-duz", "bitis-puanlari-esli-duz",
                            "okeyle-bitis-duz", "yedi-ciftle-bitmek-duz"}),
    "dusmeli": frozenset({"masaya-gore-dusmeli-duz", "oyun-sonu-duz", "oyun-sonu-esli-duz", "duz-yazboz-geri-sayim",
                          "bitis-puanlari-duz", "bitis-puanlari-esli-duz"}),
    "sifira_inen": frozenset({"masaya-gore-duz-sifira-inen", "oyun-sonu-duz"}),
    "ayni_renk": frozenset({"masaya-gore-renkten-bitis-duz"}),
})

#: The düz okey finish amounts a düşmeli table uses, per ``duz_bitis`` (the source gives none of its own).
DUSMELI_AMOUNTS: Mapping[Any, str] = MappingProxyType({
    "oyna": "normal bitiş 2, son taş okey ya da yedi çift 4, ikisi birden 8 puan",
    "bir-iki": "normal bitiş 1, çiftten bitiş 2 puan; son taş okeyse iki katı",
})


#: What a hand may say happened that only a house rule scores: the hand's key -> (switch, value that scores it,
#: the form's Turkish label). A form under a table offers the ones its rules score.
EVENTS: Mapping[str, tuple[str, Any, str]] = MappingProxyType({
    "gosterge_sahte_okey": ("gosterge_sahte_okey", "iki-kat", "Gösterge sahte okey çıktı (bu masada el iki kat yazılır)"),
    "cift_okey": ("cift_okey", True, "Çift okeyle bitti: iki okeyle sürdürdü, ikincisini atarak bitti (dört kat)"),
    "ayni_renk": ("ayni_renk", True, "Bitirenin bütün taşları aynı renkten (iki kat)"),
})


def events_for(rules: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(hand key, label) of the events these house rules score, for a hand form under the table.

    >>> events_for({"gosterge_sahte_okey": "iki-kat", "katlamali": True})
    [('gosterge_sahte_okey', 'Gösterge sahte okey çıktı (bu masada el iki kat yazılır)')]
    """
    return [(key, label) for key, (switch, value, label) in EVENTS.items() if rules.get(switch) == value]


def sentence(key: str, value: Any, rules: Mapping[str, Any]) -> str:
    """The rule of ``key = value`` in plain Turkish, as this table's other switches make it.

    A düşmeli table says which amounts it drops, since the source gives none of its own.
    """
    text = SWITCHES[key].choice(value).sentence
    if key == "dusmeli" and value is True:
        amounts = DUSMELI_AMOUNTS[rules.get("duz_bitis", "oyna")]
        text = (SWITCHES[key].choice(value).sentence.split(" Kaynak")[0]
                + f" Kaynak düşülecek sayıları ayrıca vermediği için masanın bitiş puanlarını kullanıyoruz: "
                  f"{amounts} (oyna-yazboz).")
    return text
