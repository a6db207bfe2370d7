"""Off-topic kinds of question (:mod:`referee.classify.qtype`): the cues that find each kind, and the
reason shown for it. The sources never answer these, whatever words they share with a rule:
``history`` (origin of the game or of a word), ``price`` (buying a set), ``app`` (online play, the
apps' currencies), ``other_game``, ``design`` ("why 106 tiles", what tiles are made of) and
``rationale`` (why a rule is as it is)."""
from __future__ import annotations

import re

from referee.text.normalize import NormalizedText

#: The reason shown for each off-topic kind (warm, short, and about the question asked).
OFFTOPIC_REASON: dict[str, str] = {
    "history": ("Okeyin tarihi, nereden çıktığı ya da adının kökeni kaynaklarımızda yok. Ben masada geçerli "
                "kurallara bakıyorum: taşlar, açış, bitiş, puan."),
    "price": ("Takım, ıstaka ya da set fiyatları ve nereden alınacağı kaynaklarımızda yok; ben yalnız oyunun "
              "kurallarına bakıyorum."),
    "app": ("Uygulama ya da bağlantı sorunları (donma, masadan atılma, hesap) ve uygulamaların kendi parası (coin, "
            "jeton, altın) kaynaklarımızda yok; bunun için "
            "oynadığın uygulamanın destek sayfasına bakman gerekir. Ben masadaki kurallara bakıyorum."),
    "other_game": ("Başka oyunların kuralları ve okeyle karşılaştırılması kaynaklarımızda yok; ben yalnız okeyin "
                   "(101 ve düz okey) yazılı kurallarına bakıyorum."),
    "rationale": ("Bir kuralın neden böyle konduğu, sayısının mantığı kaynaklarımızda anlatılmıyor; kaynaklar yalnız "
                  "kuralın ne olduğunu söyler. Kuralın kendisini sorarsan hemen söylerim."),
    "design": ("Taş takımının neden böyle olduğu (taş sayısı, renkler, sahte okey) ya da neyden yapıldığı kaynaklarımızda "
               "anlatılmıyor; "
               "kaynaklar yalnız takımda ne olduğunu söyler: dört renkte 1'den 13'e ikişer taş ve iki sahte okey, "
               "toplam 106."),
}

HISTORY_CUES = ("nereden cik*", "nerden cik*", "nerde cik*", "nerede cik*", "kim bul*", "kim icat*", "icat*",
                "tarih*", "koken*", "nereden gel*", "nerden gel*", "adi nere*", "adi nerden*", "ismi nere*",
                "ismi nerden*", "neden okey de*", "niye okey de*", "neden boyle adland*", "ne zamandan beri",
                "ilk kim bul*", "ilk kim icat*", "ilk kim cikar*", "ilk nerede", "hangi ulke*", "ilk ne zaman",
                # the word's own origin: "okey kelimesi hangi dilden", "gösterge sözcüğü nereden türemiş"
                "hangi dil*", "dilden gel*", "dilden gec*", "etimoloj*", "turemis*", "turedi*", "kelimenin asli*")
#: A word's origin asked by its source: "<a word / name> … <X>'den mi geliyor / gelme / türemiş".
_NAMING_NOUNS = ("kelime*", "sozcu*", "adi", "adini", "ismi", "ismini")
_FROM_ORIGIN = re.compile(r"\b[\w']+(?:den|dan|ten|tan)\s+mi\s+(?:gel|tur)\w*")
PRICE_CUES = ("kac lira*", "kac tl*", "kac para*", "lira*", "tl", "fiyat*", "ne kadar tutar*", "satin al*",
              # "kaça alınır / satılıyor / mal olur", "ne kadara aldın": what something costs, never a count
              "kaca al*", "kaca sat*", "kaca mal ol*", "ne kadara al*", "ne kadara sat*", "ne kadara mal ol*",
              "nereden alin*", "nerden alin*", "nereden alir*", "nerden alir*", "pahali*", "ucuz*", "magaza*",
              "siparis*", "kargo*")
APP_CUES = ("donuyor*", "donuyo*", "dondu*", "donma*", "kasiyor*", "kasma*", "cokuyor*", "coktu*", "baglanti*",
            "internet*", "wifi", "uygulamayi indir*", "sifre*", "giris yap*", "hesabim*", "hesap ac*",
            "masadan atiyor*", "masadan atti*", "oyundan atiyor*", "oyundan atti*", "reklam*", "guncelleme*",
            "hata veriyor*", "hata verdi*", "acilmiyor*", "bug*", "lag*", "ping*", "sunucu*", "destek ekib*",
            "sarj*", "ban yedi*", "banlandi*", "jeton*", "elmas*", "altin sat*",
            # the apps' own currencies: how they are earned or spent is no rule of the game
            "coin*", "gold*", "altin kazan*", "altin nasil*",
            "rating*", "elo", "elom*", "ozel oda*", "oda kur*", "davet*", "arkadas ekle*", "arkadasimi ekle*")
#: Other games; the router already refuses them when okey is not named. Named beside okey,
#: a comparison or a question about them is still not ours.
OTHER_GAME_CUES = ("tavla*", "batak*", "pisti*", "poker*", "rummikub*", "rummy", "remi", "rumi", "dama", "damada",
                   "satranc*", "konken*", "king", "kingde", "bezik*", "uno", "iskambil*", "blackjack", "mahjong*",
                   "domino*", "tombala*", "101 okey plus", "okey plus")
#: "Why is the set like this": design questions, no rule answers them.
DESIGN_WHY = ("neden", "niye", "nicin", "niye ki", "sebebi ne*", "nedeni ne*")
#: Why a rule is as it is ("bu sayının mantığı ne"): no source explains its reasons.
NAMED_CUES = ("denmis", "denilmis", "deniyor", "denir", "diyorlar", "deniliyor")  # with a why: a name's origin
RATIONALE_CUES = ("mantigi ne*", "mantigi nedir", "mantik ne", "neye dayan*", "neden boyle bir kural*")
#: With a why: how a rule's figure was decided ("neden 101 olarak belirlenmiş", "niye öyle seçilmiş") —
#: unless a tile is the subject ("okey neden kırmızı 3 belirlendi" asks the gösterge rule).
DECIDED_CUES = ("belirlen*", "secil*", "konmus*", "konul*", "kararlastiril*", "karar veril*")
_TILE_SUBJECT = ("okey*", "gosterge*", "kirmizi*", "mavi*", "siyah*", "sari*", "tas", "tasi*")
DESIGN_OBJECTS = ("106", "13'e kadar", "13 e kadar", "dort renk*", "4 renk*", "renkler*", "iki sahte*", "2 sahte*",
                  "sahte okey var*", "iki okey var*", "2 okey var*", "taslar neden", "taslar niye", "rakamlar*",
                  "sayilar neden", "yildiz*", "kirmizi siyah")
#: What the tiles are made of: no source speaks of it, with or without a "why".
MATERIAL_CUES = ("kemik*", "neyden yapil*", "nelerden yapil*", "neden yapilir*", "malzeme*", "plastik*",
                 "ahsap*", "bakalit*", "fildisi*")
_RULE_WORDS = ("yaz*", "ceza*", "puan*", "katlan*", "kat", "bitis*", "bit*", "ac*", "islek*", "isle*", "sayil*")
#: Chips and points bought or sold are the sites' own rule (OyunDostluğu: virtual), not a set's price.
_VIRTUAL_POINTS = ("cip*", "cipler*", "puanlar*", "puani satin*", "puan satin*")


def offtopic_kind(norm: NormalizedText) -> str | None:
    """The off-topic kind of a question (another game is :mod:`referee.classify.qtype`'s, which knows when
    okey is asked apart from it), else None.

    >>> from referee.text.normalize import normalize
    >>> offtopic_kind(normalize("gösterge sözcüğü farsçadan mı geliyor")), offtopic_kind(normalize("okey atarsam ceza"))
    ('history', None)
    >>> offtopic_kind(normalize("açış sınırı neden 101 olarak belirlenmiş"))
    'rationale'
    """
    if norm.has(*HISTORY_CUES) or (norm.has(*_NAMING_NOUNS) and _FROM_ORIGIN.search(norm.folded)):
        return "history"
    if norm.has(*PRICE_CUES) and not norm.has(*_VIRTUAL_POINTS):
        return "price"
    if norm.has(*APP_CUES):
        return "app"
    if norm.has(*DESIGN_WHY) and norm.has(*DESIGN_OBJECTS) and not norm.has(*_RULE_WORDS):
        return "design"
    if norm.has(*DESIGN_WHY) and norm.has(*NAMED_CUES):
        return "history"  # "ıstakaya niye ıstaka denir": where a name comes from
    if norm.has(*RATIONALE_CUES) or (norm.has(*DESIGN_WHY) and norm.has(*DECIDED_CUES)
                                      and not norm.has(*_TILE_SUBJECT)):
        return "rationale"
    if norm.has(*MATERIAL_CUES) and not norm.has(*_RULE_WORDS):
        return "design"
    return None
