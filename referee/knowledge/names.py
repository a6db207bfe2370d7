"""Names only the referee needs: the knowledge base's topics and the calculator pages articles point to.

The names the engine needs too (rulesets, sources, finishes, colours) are in
:mod:`calculators.registry`; together they are the one registry of names.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

#: Topic slug -> Turkish display name; an article lives in ``articles/<topic>/``.
TOPICS: Mapping[str, str] = MappingProxyType({
    "taslar": "Taşlar ve dağıtım",
    "gosterge": "Gösterge",
    "okey": "Okey ve sahte okey",
    "perler": "Perler: seri, küt, çift",
    "acmak": "El açmak",
    "islemek": "İşlemek",
    "islek": "İşlek taş",
    "atmak-almak": "Taş atmak ve yandan almak",
    "bitis": "Bitişler",
    "el-sonu": "El sonu puanları",
    "cezalar": "Cezalar",
    "yazboz": "Yazboz ve maç",
    "duz-okey": "Düz okey",
    "esli": "Eşli oyun",
    "turnuva": "Turnuva",
    "okey-gecesi": "Okey Gecesi",
    "anlasmazlik": "Anlaşmazlık ve masa adabı",
    "masaya-gore": "Masaya göre değişenler",
})

#: Calculator id -> Turkish name; an article's ``calculator`` must be one of these.
CALCULATORS: Mapping[str, str] = MappingProxyType({
    "el-101": "101 el sonu hesabı",
    "el-esli-101": "Eşli 101 el sonu hesabı",
    "el-duz": "Düz okey el hesabı",
    "yazboz": "Yazboz / maç hesabı",
    "acis": "Açış hesabı",
    "okey-bul": "Göstergeden okeyi bul",
    "islek": "İşlek mi?",
    "turnuva-agac": "Turnuva ağacı",
    "okey-gecesi": "Okey Gecesi puanı",
})
