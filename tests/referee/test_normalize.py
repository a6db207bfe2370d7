"""Normalisation: Turkish case, folding, numbers in words and with suffixes, phone spellings."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.text.normalize import apply_slang, fold, lexical_tokens, normalize, stem, tr_lower


def test_turkish_lowercase_keeps_dotted_and_dotless_i():
    assert tr_lower("KIRMIZI İŞLEK") == "kırmızı işlek"
    assert tr_lower("ISTAKA") == "ıstaka"


def test_fold_maps_every_turkish_letter():
    assert fold("Şeş Çift Ğ Ü Ö İ ı") == "ses cift g u o i i"


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("yüz yedi kaldı", 107),
        ("iki yüz iki yazdım", 202),
        ("elimde kırk bir var", 41),
        ("yuz yirmi yedi ile acti", 127),
        ("doksan sekiz sayım var", 98),
        ("on iki taş", 12),
        ("sekiz kişilik gece", 8),
        ("19'u yazdım", 19),
        ("20den başladık", 20),
        ("107yi yazarım", 107),
        ("101de", 101),
        ("kırk biri yazdım", 41),
        ("yedi çift", 7),
        ("gösterge dokuzdu", 9),
        ("hepimiz otuzdaydık", 30),
        ("elimdeki sekizmiş", 8),
        ("masada sarı bir ile", 1),
        ("kırmızı yediyi attım", 7),
        ("taş siyah altı", 6),
    ],
)
def test_numbers_in_words_and_with_suffixes_become_digits(text, number):
    assert normalize(text).numbers == [number]


@pytest.mark.parametrize("text", ["ceza yedi", "onu aldı", "bir okey kaldı", "bi de okey", "biri bitti",
                                  "kırmızı bir taş attı", "sarı biri aldı", "mavi bir per", "yediydi", "ondu"])
def test_ambiguous_words_are_not_numbers(text):
    # "yedi" = ate, "onu" = him, "bir/bi" = a (also after a colour before a noun): none of these is a count.
    assert normalize(text).numbers == []


def test_black_tiles_called_kara_are_the_sources_siyah():
    assert normalize("gösterge kara 12, elimde kara on üçtü").folded == "gosterge siyah 12 elimde siyah 13'tu"
    assert normalize("kara liste, Kara 5te kaldı").folded == "kara liste kara 5'te kaldi"


def test_ordinals_become_numbered():
    assert normalize("ikinci el bitti").folded == "2. el bitti"
    assert normalize("1. el açtım").numbers == [1]


def test_negative_numbers_keep_their_sign():
    assert normalize("-202 mi yazılır").numbers == [-202]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("napıyoz", "ne yapiyoruz"),
        ("kaç yazıyom", "kac yaziyorum"),
        ("okey ne oluyo", "okey ne oluyor"),
        ("kac dusuyo", "kac dusuyor"),
        ("cifte gidicem", "cifte gidecegim"),
        ("kaç yazıcam", "kac yazacagim"),
        ("bi okey kaldı", "bir okey kaldi"),
        ("sayılırmı", "sayilir mi"),
        ("cezası varmı", "cezasi var mi"),
        ("açamadım", "acamadim"),
        ("acmistim", "acmistim"),
        ("noldu", "ne oldu"),
    ],
)
def test_phone_spellings_and_slang(text, expected):
    assert normalize(text).folded == expected


@pytest.mark.parametrize("word", ["amcam", "kocam", "hocam", "dayım"])
def test_a_noun_with_my_is_no_future_verb(word):
    # "amcam" is amca + "my" (akana reads it so), never the thumb's future "amacağım"
    assert normalize(f"{word} bitti").tokens[0] == normalize(word).folded == word.replace("ı", "i")


def test_the_thumbs_future_is_still_read_where_it_is_a_verb():
    # "kalcam" could be "my hip" as typed, but "kalacagim" is a verb: the story means the verb
    assert normalize("kaç kalcam").folded == "kac kalacagim"
    assert normalize("yazcaz").folded == "yazacagiz"


def test_number_words_are_not_split_as_question_particles():
    assert normalize("yirmi").folded == "20"
    assert apply_slang("kirmizi") == "kirmizi"


def test_original_is_kept_for_the_dense_model():
    n = normalize("Gösterge SARI 5, okey ne?")
    assert n.original == "Gösterge SARI 5, okey ne?"
    assert n.lower == "gösterge sarı 5, okey ne?"
    assert n.folded == "gosterge sari 5 okey ne"


def test_has_matches_words_and_prefixes():
    n = normalize("oyundostluğunda eşime ceza yazılır mı")
    assert n.has("oyundostlug*")
    assert n.has("esim*")
    assert not n.has("esim")
    assert not n.has("ceza yok")


def _has_by_regex(folded: str, phrase: str) -> bool:
    """What ``has`` means, one phrase at a time: the word-boundary regex it replaces."""
    import re

    if phrase.endswith("*"):
        return re.search(r"(?<![a-z0-9])" + re.escape(phrase[:-1]), folded) is not None
    return re.search(r"(?<![a-z0-9])" + re.escape(phrase) + r"(?![a-z0-9])", folded) is not None


_WORDS = st.sampled_from(["okey", "oke", "okeyi", "101", "101'de", "yer", "yere", "ne", "ne yaz", "yaz", "yazilir",
                          "esli", "esim", "ceza", "ceza yok", "a", "kac", "kac puan", "dama", "istaka", "od",
                          "od'", "od'da", "oyna.app", "oyna", "-5", "5", "2.", "2. el"])
_PHRASES = st.lists(st.tuples(_WORDS, st.booleans()).map(lambda t: t[0] + ("*" if t[1] else "")),
                    min_size=1, max_size=8)


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS, max_size=12).map(" ".join), _PHRASES, st.booleans())
def test_has_and_first_find_what_the_word_boundary_regex_finds(text, phrases, long_text):
    # a long text takes the scanning path of has() (no prefix set): both paths must agree
    text = text + " x" * 1100 if long_text else text
    n = normalize(text)
    expected = [p for p in phrases if _has_by_regex(n.folded, p)]
    assert n.has(*phrases) == bool(expected)
    assert n.first(tuple(phrases)) == (expected[0] if expected else None)


def test_lexical_tokens_drop_particles_and_stem_to_five_letters():
    assert lexical_tokens(normalize("okey elde kalırsa kaç yazılır mı abi").folded) == [
        "okey", "elde", "kalir", "kac", "yazil"]
    assert stem("101'de") == "101"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_normalize_never_raises(text):
    n = normalize(text)
    assert isinstance(n.folded, str)
    assert all(isinstance(x, int) for x in n.numbers)
