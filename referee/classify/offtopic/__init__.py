"""Off-topic kinds of question (:mod:`referee.classify.qtype`): the cues that find each kind, and the
reason shown for it. The sources never answer these, whatever words they share with a rule:
``history`` (origin of the game or of a word), ``price`` (buying a set), ``app`` (online play, the
apps' currencies), ``other_game``, ``design`` ("why 106 tiles", what tiles are made of), ``rationale`` (why a rule is as it
is), ``trivia`` (famous players, champions, records), ``health`` (what playing does to you), ``official`` (permits, taxes, the law), ``many_at_once`` (several tiles thrown in one go), ``care``
(cleaning and keeping a set), ``chance`` (a probability or a statistic), ``conduct`` (dress, smoking, drinks: manners, no rule of the game) and
``cheating`` (hidden, stolen or marked tiles: the sources price the game's own mistakes, never a cheat).

Each kind is read from what the question asks, not from one phrasing: history is an origin verb or an
era (any "when did it come / start / spread", any century or period), a name's meaning or source;
trivia is a fame word about people or a record; health a body or mind noun, or a benefit / harm asked of
playing itself; cheating a concealing or stealing deed, or tiles marked.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from referee.cachefile import derived_path, digest, keyed_json
from referee.classify.offtopic.reasons import OFFTOPIC_EXAMPLES, OFFTOPIC_REASON  # noqa: F401 - re-exported
from referee.text import FOLDING_CODE
from referee.text.normalize import NormalizedText, normalize

HISTORY_CUES = ("nereden cik*", "nerden cik*", "nerde cik*", "nerede cik*", "kim bul*", "kim icat*", "icat*",
                "tarih*", "koken*", "nereden gel*", "nerden gel*", "adi nere*", "adi nerden*", "ismi nere*",
                "ismi nerden*", "neden okey de*", "niye okey de*", "neden boyle adland*", "ne zamandan beri",
                "ilk kim bul*", "ilk kim icat*", "ilk kim cikar*", "ilk nerede", "hangi ulke*", "ilk ne zaman",
                # the word's own origin: "okey kelimesi hangi dilden", "gösterge sözcüğü nereden türemiş"
                "hangi dil*", "dilden gel*", "dilden gec*", "etimoloj*", "turemis*", "turedi*", "kelimenin asli*")
#: A word's origin asked by its source: "<a word / name> … <X>'den mi geliyor / gelme / türemiş".
_NAMING_NOUNS = ("kelime*", "sozcu*", "adi", "adini", "adinin", "ismi", "ismini", "isminin", "isim")
#: What the game's own name means ("101 adının anlamı"): its history; a term's meaning is its definition.
_NAME_OF = ("adi", "adinin", "adini", "ismi", "isminin", "ismini")
_MEANING = ("anlam*", "ne demek*")
_THE_GAME = ("okey*", "101*", "oyun*")
#: A part of play that begins or comes within the game: a hand, a turn, a match, one's turn.
_PART_OF_PLAY = ("el", "eli", "elin", "tur", "turu", "mac*", "sira*", "sezon*", "gece*")
#: An era or a date asked: the game's history, whatever verb comes with it.
ERA_CUES = ("yuzyil*", "hangi yil*", "kac yilinda", "hangi tarihte", "hangi donem*", "hangi cag*",
            "osmanli*", "selcuklu*", "bizans*", "cinden", "antik*", "eski zaman*", "asirda", "asirlarda", "asirlik*",
            "asirlardir", "asirdir")
#: A "when" with an origin verb in the past ("ne zaman gelmiş", "ne zaman çıktı", "ne zaman başlamış"):
#: when the game came, not when a rule applies ("gösterge ne zaman gösterilir").
_WHEN = ("ne zaman", "ne vakit")
_ORIGIN_PAST = re.compile(r"\b(?:gel|cik|basla|bulun|yayil|yayginlas|icat edil|getiril|ortaya cik)\w{0,4}?"
                          r"(?:mis|mus|di|du|ti|tu)(?:tir|tur|lar|ler|m|k|n|ler|niz)?\b")
_FROM_ORIGIN = re.compile(r"\b[\w']+(?:den|dan|ten|tan)\s+mi\s+(?:gel|tur)\w*")
PRICE_CUES = ("kac lira*", "kac tl*", "kac para*", "lira*", "tl", "fiyat*", "ne kadar tutar*", "satin al*",
              # "kaça alınır / satılıyor / mal olur", "ne kadara aldın": what something costs, never a count
              "kaca al*", "kaca sat*", "kaca mal ol*", "ne kadara al*", "ne kadara sat*", "ne kadara mal ol*",
              "nereden alin*", "nerden alin*", "nereden alir*", "nerden alir*", "pahali*", "ucuz*", "magaza*",
              "siparis*", "kargo*")
APP_CUES = ("donuyor*", "donuyo*", "dondu*", "donma*", "kasiyor*", "kasma*", "cokuyor*", "coktu*", "baglanti*",
            "wifi", "uygulamayi indir*", "sifre*", "giris yap*", "hesabim*", "hesap ac*",
            "masadan atiyor*", "masadan atti*", "oyundan atiyor*", "oyundan atti*", "reklam*", "guncelleme*",
            "hata veriyor*", "hata verdi*", "acilmiyor*", "bug*", "lag*", "ping*", "sunucu*", "destek ekib*",
            "sarj*", "ban yedi*", "banlandi*", "jeton*", "elmas*", "altin sat*",
            # the apps' own currencies: how they are earned or spent is no rule of the game
            "coin*", "gold*", "altin kazan*", "altin nasil*", "skin*", "kostum*",
            # a purchase that did not arrive ("aldım, hesaba gelmedi", "ödeme yaptım"): the shop's trouble; whether
            # chips can be bought at all is a rule (od-101-puan: they are virtual) and stays one
            "hesaba gelmedi*", "hesabima gelmedi*", "hesabima yuklenmedi*", "yuklenmedi*", "odeme yap*",
            "rating*", "elo", "elom*", "ozel oda*", "oda kur*", "davet*", "arkadas ekle*", "arkadasimi ekle*")
#: Using an app's own features: a friend added or invited, a profile or a name changed, a message sent
#: ("arkadaşımı nasıl eklerim", "profil resmimi değiştiremiyorum"), or an online table joined together
#: ("uygulamada aynı masaya nasıl oturuz"): how the app works, never a rule of the game.
_APP_FEATURE = re.compile(r"\b(?:arkadas\w*|profil\w*|kullanici ad\w*|avatar\w*|bildirim\w*|sohbet\w*)\s+"
                          r"(?:\w+\s+){0,3}(?:ekle|davet|cagir|bul|degistir|kapat|gonder|engelle|sil)\w*")
_ONLINE_TABLE = re.compile(r"\b(?:ayni|bir) masa(?:ya|da)\s+(?:\w+\s+){0,1}(?:otur|gir|gec|katil|bulus)\w*")
_APP_NAMED = ("oyna app*", "oyna.app*", "oynaapp*", "uygulama*", "appte", "online", "internetten")


#: A score the app wrote, asked whether it is a bug ("bana ceza yazıldı, bug mı"): whether the rule says so.
_BUG = ("bug*",)
_WRITTEN = ("ceza*", "yazil*", "yazdi*", "puan*")


def _rule_as_bug(norm: NormalizedText) -> bool:
    """"OD'de perimdeki okeyi aldılar, bana ceza yazıldı, bug mı": the app's score doubted — a rule question;
    no other trouble of the app told ("bug var, oyun donuyor" stays the app's).

    >>> from referee.text.normalize import normalize
    >>> _rule_as_bug(normalize("okeyi aldilar bana ceza yazildi bug mi")), _rule_as_bug(normalize("bug var donuyor"))
    (True, False)
    """
    return norm.has(*_BUG) and norm.has(*_WRITTEN) and not norm.has(*(c for c in APP_CUES if c not in _BUG))


def _app_usage(norm: NormalizedText) -> bool:
    """A how-to about the app itself: its friend list, profile or chat, or an online table joined together.

    >>> from referee.text.normalize import normalize
    >>> _app_usage(normalize("uygulamada arkadaşlarımı nasıl davet ederim")), _app_usage(normalize("okey atınca ceza"))
    (True, False)
    >>> _app_usage(normalize("oyna.app'te kuzenimle bir masada nasıl buluşuruz"))
    True
    >>> _app_usage(normalize("turnuvada eşimle aynı masaya oturabilir miyim"))
    False
    >>> _app_usage(normalize("oynada sıralama puanı nasıl artıyor")), _app_usage(normalize("gecede sıra puanı kaç"))
    (True, False)
    """
    folded = norm.folded
    return bool(_APP_FEATURE.search(folded)) or (norm.has(*_APP_NAMED) and bool(_ONLINE_TABLE.search(folded))) or \
        (norm.has(*_APP_NAMED, "oyna app*") and norm.has(*_APP_STANDING))


#: The app's own ladder ("sıralama puanı", "seviye", "lig", "rütbe"): the app's, never the game's points.
_APP_STANDING = ("siralama puan*", "siralamam*", "siralamada*", "siralamaya*", "seviye*", "rutbe*", "kupa*", "rozet*")


#: The internet is where a player reads rules too ("internetteki kurallarda", "internette okudum"): an
#: online trouble only with a trouble said of the line itself, right after it ("internet gidince",
#: "internetim koptu", "internet çok yavaş", "internet yok").
_ONLINE_TROUBLE = re.compile(r"\binternet\w*\s+(?:(?:cok|hic|yine|gene|surekli|hep|de|da|bazen|ara sira)\s+)?"
                             r"(?:git|gid|kop|kesil|yavas|cekm|gelm|zayif|dus|kotu|problem|sorun|ariza|yok)\w*")
#: More than one tile moved in one go ("iki taş birden", "aynı anda 3 taş"), …
_AT_ONCE = ("birden", "ayni anda", "birlikte", "beraber", "tek seferde", "bir seferde", "bir anda")
_SEVERAL_TILES = re.compile(r"\b(?:2|3|4|iki|uc|dort|birkac|birden fazla)\s+(?:tane\s+)?tas\w*")
#: … thrown (a tile too many drawn is a not-covered entry of its own, with its articles).
_DISCARDED = re.compile(r"\b(?:at(?:ar|ars|ti|tig|mis|an|abil|sa|il|ip)\w*|yere at\w*)")


def _many_discarded(norm: NormalizedText) -> bool:
    """Several tiles thrown at once: the sources tell one discard per turn and price no double one.

    >>> from referee.text.normalize import normalize
    >>> _many_discarded(normalize("elimden iki taş birden kaydı attım")), _many_discarded(normalize("iki okey atarsam"))
    (True, False)
    """
    folded = norm.folded.replace("?", " ")
    return (norm.has(*_AT_ONCE) and _SEVERAL_TILES.search(folded) is not None
            and _DISCARDED.search(folded) is not None)


#: Permits, taxes and the law around a game or a tournament, and playing for money or stakes: no source
#: speaks of them ("kahvede parayla oynamak yasak mı").
OFFICIAL_CUES = ("ruhsat*", "belediye*", "vergi*", "fatura*", "izin belge*", "yasal mi", "yasal midir", "yasal*",
                 "kanun*", "mevzuat*", "zabita*", "resmi izin*", "isletme belge*", "parayla oyna*",
                 "parayla okey oyna*", "para ile oyna*", "paraya oyna*", "parasina oyna*", "kumar*", "bahse gir*",
                 "iddiasina oyna*", "cay parasina*", "hesabina oyna*")
#: Fame asked about people or a record: "en ünlü oyuncular", "şampiyonlar kimlerdir", "rekor kaç puan".
_FAME = ("unlu*", "meshur*", "taninmis*", "efsane*", "en iyi", "kimlerdir", "kimler")
_PEOPLE = ("oyuncu*", "sampiyon*", "okeyci*")
#: "… şampiyonu kim oldu / kimdir": a person of the past, not how a bracket's champion is decided.
_WHO_WAS = ("kim oldu", "kimdir", "kimler*", "turkiye*", "dunya*", "gecen yil*", "bu yil*")
RECORD_CUES = ("rekor*", "dunya sampiyon*", "turkiye sampiyon*")
#: The body or the mind: what playing does to you.
HEALTH_CUES = ("hafiza*", "beyin*", "beyni*", "beyne*", "saglik*", "sagliga*", "sagligi*", "unutkan*", "alzheimer*",
               "demans*", "zeka*", "stres*", "bagimli*", "psikoloj*", "depresyon*", "konsantrasyon*", "odaklanma*",
               "terapi*")
#: A benefit or a harm, asked of playing itself ("okey oynamak faydalı mı"), not of a move.
_GOOD_BAD = ("iyi gel*", "faydali*", "faydasi*", "faydalari*", "yararli*", "yarari*", "yararlari*", "zararli*",
             "zarari*", "zararlari*", "gelistirir*")
#: Moves whose worth is strategy, not health ("okeyi tutmak faydalı mı").
_MOVES = ("at*", "tut*", "cek*", "sakla*", "bekle*", "dagit*", "boz*", "al", "almak*", "alma*", "gost*")
_PLAYING = ("oynamak*", "oynamanin", "oynamayi", "oynayanlar*", "okey oyunu*", "bu oyun*", "oyunun kendisi",
            "yasli*", "cocuk*", "insan*", "kisiye", "bize")
#: Cleaning and keeping the set.
CARE_CUES = ("temizle*", "temizlen*", "yika*", "yikan*", "sarar*", "leke*", "kirlen*", "kirli", "cizil*", "cizik*",
             "bakimi", "bakimini", "bakim yap*", "parlat*", "dezenfekte*", "kutusunda sakla*", "nasil saklan*",
             "rutubet*", "kuflen*")
#: … of the set itself (a score is "çizilir" on the yazboz, which is no care of the tiles).
_SET_NOUNS = ("tas", "taslar*", "taslari*", "tasin*", "tasim*", "istaka*", "takim*", "set", "seti*", "setin*")
#: Manners around the table, not a rule of the game.
CONDUCT_CUES = ("giyin*", "kiyafet*", "elbise*", "ayakkabi*", "sigara*", "alkol*", "icki*", "bahsis*", "kilik*",
                "dress*", "terlik*", "sort", "sortla", "sortlu", "kufur*", "kufre*")
#: A cheat: tiles concealed, stolen, passed in secret or marked; the sources price no cheat.
CHEAT_CUES = ("hile*", "hilekar*", "dolandiric*", "gizle*", "gizlice", "cebine*", "cebinde*", "cebinden*",
              "kucagina*", "masanin altin*", "tas cal*", "tasi cal*", "taslari cal*", "okeyi cal*", "asirdi",
              "asirmis*", "isaretli tas*", "isaretlemis*", "isaretledi*", "isaretlenmis*", "kopya cek*",
              "el cabuklug*")
#: Looking into someone else's rack or hand ("yanındakinin ıstakasına bakarken", "elindeki taşlarına göz attı"):
#: seeing hidden tiles is a cheat. The third person's possessive says whose rack; one's own is "ıstakama".
_PEEK = re.compile(r"\b(?:istakasin[ae]|istakalarin[ae]|(?:istakasindaki|elindeki) taslarin[ae])\s+"
                   r"(?:\w+\s+)?"
                   r"(?:bak[a-z]*|goz at\w*|gozat\w*|goz gezdir\w*)(?!\w)")
#: "Saklamak" is also keeping a tile for later ("okeyi sona sakladım"): a cheat only for a tile too many
#: or one put out of sight.
_HIDE = ("sakla*",)
_TOO_MANY = ("fazla*", "fazladan*", "ekstra*", "bir tane daha", "kolunun*", "altina*", "altinda*",
             # … or found out: "saklamış, yakaladık", "sakladığı ortaya çıktı"
             "ortaya cik*", "yakala*", "anlasil*", "fark et*", "fark edil*")

#: A chance or a statistic asked: how likely a tile or a hand is, never a rule (the sources price none).
CHANCE_CUES = ("olasilik*", "olasilig*", "istatisti*", "yuzde kac*", "kacta kac")
#: "İhtimal" is also a plain "possibility" ("ceza ihtimali var mı"): a chance only when its size is asked.
_LIKELIHOOD = ("ihtimal*",)
_HOW_LIKELY = ("kac*", "nedir", "ne kadar*", "yuzde*", "hesap*", "yuksek mi", "dusuk mu")

#: "Why is the set like this": design questions, no rule answers them.
DESIGN_WHY = ("neden", "niye", "nicin", "niye ki", "sebebi ne*", "nedeni ne*")
#: Why a rule is as it is ("bu sayının mantığı ne"): no source explains its reasons.
NAMED_CUES = ("denmis", "denilmis", "deniyor", "denir", "diyorlar", "deniliyor")  # with a why: a name's origin
#: "ıstakaya neden ıstaka" (the verb dropped as a reported frame's "deriz ki"): the thing, why, its own name.
_SAME_NAME = re.compile(r"\b(\w{3,}?)'?y?[ae]\s+(?:neden|niye|nicin)\s+\1(?!\w)")
#: A thing called by a name, said in any voice: "<X>'e <name> diyolar / deriz / dendi" (the dative, then the
#: name) — not a claim reported ("ceza var diyor", "atana ceza diyor": no name is a state or a penalty).
_CALLED = re.compile(r"\b\w+'?y?[ae]\s+(?:(?:neden|niye|nicin)\s+)?"
                     r"(?!(?:var|yok|olur|olmaz|ceza\w*|puan\w*|yaz\w*|gerek\w*|lazim|\d+)\s)\w+\s+"
                     r"(?:di?yo\w*|derler|deriz|dersiniz|deniyo\w*|denil\w*|dendi\w*|denm\w*|adi\s+verilm\w*)(?!\w)")
RATIONALE_CUES = ("mantigi ne*", "mantigi nedir", "mantik ne", "neye dayan*", "neden boyle bir kural*")
#: With a why: an alternative set against the rule ("neden bir altı değil de bir üstü", "niye 100 değil"): the
#: question knows the rule and asks why it is not the other one.
_ALTERNATIVE = re.compile(r"\bdegil(?:dir)? de\b|\b(?:niye|neden|nicin) \w+ degil\b")
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
    >>> offtopic_kind(normalize("okey neden göstergenin bir sonrası değil de iki sonrası olmuyor"))
    'rationale'
    >>> offtopic_kind(normalize("çiftten açan neden işlemek zorunda"))
    >>> [offtopic_kind(normalize(q)) for q in ("okey hangi çağda ortaya çıktı", "rekoru kim kırdı",
    ...  "taşları çamaşır suyuyla yıkasam olur mu", "rakip taş saklamış yakaladık", "gösterge ne zaman gösterilir")]
    ['history', 'trivia', 'care', 'cheating', None]
    """
    kind = _around_the_game(norm) or _origin_or_name(norm)
    if kind is not None:
        return kind
    if norm.has(*CHANCE_CUES) or (norm.has(*_LIKELIHOOD) and norm.has(*_HOW_LIKELY)):
        return "chance"
    if norm.has(*PRICE_CUES) and not norm.has(*_VIRTUAL_POINTS):
        return "price"
    if _many_discarded(norm):
        return "many_at_once"
    if norm.has(*OFFICIAL_CUES):
        return "official"
    if (norm.has(*APP_CUES) and not _rule_as_bug(norm)) or _ONLINE_TROUBLE.search(norm.folded) or _app_usage(norm):
        return "app"
    if norm.has(*DESIGN_WHY) and norm.has(*DESIGN_OBJECTS) and not norm.has(*_RULE_WORDS):
        return "design"
    if norm.has(*DESIGN_WHY) and (norm.has(*NAMED_CUES) or _CALLED.search(norm.folded) or _SAME_NAME.search(norm.folded)):
        return "history"  # "ıstakaya niye ıstaka denir", "bu taşa neden joker diyoz": where a name comes from
    if norm.has(*RATIONALE_CUES) or (norm.has(*DESIGN_WHY) and norm.has(*DECIDED_CUES)
                                      and not norm.has(*_TILE_SUBJECT)):
        return "rationale"
    if norm.has(*DESIGN_WHY) and _ALTERNATIVE.search(norm.folded):
        return "rationale"  # "neden bir altı değil de bir üstü": why the rule, not the rule
    if norm.has(*MATERIAL_CUES) and not norm.has(*_RULE_WORDS):
        return "design"
    if norm.has(*DESIGN_WHY) and _no_deed(norm) and not norm.has(*_TILE_SUBJECT, *_FINISH_NAMES):
        return "rationale"  # "101 neden 101, niye 100 değil": a why of a figure or a name, no deed asked
    return None


#: Finishes and their figures a verbless why may still ask as a rule ("kafa neden 404": the kafa's kat).
_FINISH_NAMES = ("kafa*", "cift*", "kat", "kati*", "elden*", "okeyle*")


def _no_deed(norm: NormalizedText) -> bool:
    """The question tells no verb but a copula ("101 neden 101, niye 100 değil"): it asks why something is
    what it is, not why a deed has its outcome ("el neden bozulur" tells one)."""
    from referee.text.morph import verb_of  # the analyser loads lazily

    words = [w for w in norm.folded.replace("?", " ").split() if not w.isdigit() and not w.startswith("degil")]
    return not any((v := verb_of(w)) is not None and v.finite for w in words)


def _origin_or_name(norm: NormalizedText) -> str | None:
    """"history" for the game's origin or era, or for where a name comes from and what it means."""
    folded = norm.folded
    if norm.has(*HISTORY_CUES) or norm.has(*ERA_CUES):
        return "history"
    if norm.has(*_WHEN) and _ORIGIN_PAST.search(folded) and norm.has(*_THE_GAME) and not norm.has(*_PART_OF_PLAY):
        return "history"  # the game came or began; "el ne zaman başladı sayılır" is a hand of it
    if norm.has(*_NAMING_NOUNS) and (_FROM_ORIGIN.search(folded) or norm.has(*DESIGN_WHY)):
        return "history"
    if norm.has(*_NAME_OF) and norm.has(*_MEANING) and norm.has(*_THE_GAME):
        return "history"  # "101 adının anlamı ne": the game's name; "gösterge kelimesi ne demek" is a definition
    return None


def _around_the_game(norm: NormalizedText) -> str | None:
    """The kinds about the world around the table: people and records, health, care of the set,
    manners, cheating."""
    if norm.has(*RECORD_CUES) or (norm.has(*_FAME) and norm.has(*_PEOPLE)) or \
            (norm.has("sampiyon*") and norm.has(*_WHO_WAS)):
        return "trivia"
    asked_of_play = norm.has(*_PLAYING) or not norm.has(*_RULE_WORDS, *_MOVES)
    if norm.has(*HEALTH_CUES) or (norm.has(*_GOOD_BAD) and asked_of_play):
        return "health"
    if norm.has(*CARE_CUES) and norm.has(*_SET_NOUNS):
        return "care"
    if norm.has(*CONDUCT_CUES):
        return "conduct"
    if norm.has(*CHEAT_CUES) or (norm.has(*_HIDE) and norm.has(*_TOO_MANY)) or _PEEK.search(norm.folded):
        return "cheating"
    return None


# --------------------------------------------------------------------------- a stranger compared with okey

#: Okey (or 101) set beside another thing: "X ile okey", "okey ve X", "okey mi X mi", "X okeye benzer mi",
#: "X'te de okey gibi": group 1 or 2 is the other thing.
_GAME = r"(?:okey|101)[\w']*"
_BESIDE = (re.compile(r"([a-z][\w']*) (?:ile|ve|veya|ya da) " + _GAME),
           re.compile(_GAME + r" (?:ile|ve|veya|ya da) ([a-z][\w']*)"),
           re.compile(_GAME + r" mi (?:daha \w+ )?([a-z][\w']*) mi"),
           re.compile(r"([a-z][\w']*) mi (?:daha \w+ )?" + _GAME + r" mi"),
           re.compile(r"([a-z][\w']*) " + _GAME + r"(?:e|a|ye|ya) benz"),
           re.compile(r"([a-z][\w']*?)(?:'?(?:de|da|te|ta)) de " + _GAME + r" gibi"))


def stranger_compared(norm: NormalizedText) -> bool:
    """Okey compared with, or likened to, a thing our articles never name: another game ("briç ile okey
    benzer mi", "okey mi zor pinokle mi"), whatever its name. A word is known when some article or glossary
    word shares its first four letters (a ruleset, a tile, a finish: "düz okey ile 101", "okey ile sahte okey").

    >>> from referee.text.normalize import normalize
    >>> [stranger_compared(normalize(q)) for q in ("kanasta ile okey aynı mı", "okey mi daha zor briç mi",
    ...  "düz okey ile 101 farkı", "sahte okey ile okey aynı mı", "okeyle bitince kaç")]
    [True, True, False, False, False]
    """
    folded = norm.folded
    if not norm.has(*COMPARED_CUES):
        return False
    for pattern in _BESIDE:
        for m in pattern.finditer(folded):
            word = m.group(1).split("'")[0]
            if len(word) >= 4 and not word.isdigit() and word[:4] not in _known_prefixes():
                return True
    return False


#: Words that set two things side by side.
COMPARED_CUES = ("fark*", "ayni*", "benz*", "gibi", "kiyas*", "karsilastir*", "daha", "arasinda*", "ortak*")


@lru_cache(maxsize=1)
def _known_prefixes() -> frozenset[str]:
    """The first four letters of every word of the articles (titles, asks, bodies) and the glossary.

    Normalising every article costs about half a second, paid by the first question that compares
    okey with something: the set is kept in ``<data_dir>/index/prefixes.json`` with the key it
    was derived under (a digest of the texts, this module and the folding code), so a start reads it back."""
    from referee.knowledge import get_knowledge

    kb = get_knowledge()
    texts = [t for a in kb.articles.values() for t in (a.title, a.body, *a.asks)]
    texts += [n for g in kb.glossary for n in (g.term, *g.synonyms, *g.regional)]
    return frozenset(keyed_json(derived_path("prefixes.json"), digest((Path(__file__), *FOLDING_CODE), texts),
                                lambda: sorted(_prefixes(texts)), "prefixes"))


def _prefixes(texts: list[str]) -> frozenset[str]:
    words = (w for t in texts for w in re.findall(r"[a-z]+", normalize(t).folded))
    return frozenset(w[:4] for w in words if len(w) >= 4) | frozenset(("okey", "oyun", "kura"))
