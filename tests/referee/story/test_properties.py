"""The reader never raises and never invents a player or a number (hypothesis)."""
from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.scoring import answer_calculation
from referee.story import plan, read
from referee.story.reader import _read
from referee.story.tiles.rules import tile_number
from referee.story.words import words
from referee.text.normalize import normalize

#: A seat told through a partner ("solumdakinin eşi", "Doğu'nun eşi": the seat across, Batı) is another seat
#: than the word names.
_PARTNER_SEATS = frozenset({"seat:sol", "seat:sag", "seat:karsi", "seat:kuzey", "seat:guney", "seat:dogu", "seat:bati"})

_WORDS = ("ben", "bana", "eşim", "rakip", "karşı", "adam", "sağımdaki", "solumdaki", "ece", "Murat", "Doğu",
          "ikimiz", "herkes", "kimse", "açtım", "açamadım", "açmıştı", "hiç", "açmadı", "perle", "seriyle",
          "çiftten", "çifte", "gittim", "bitti", "bittim", "bitirdi", "okeyle", "okey", "okeyi", "attı", "attım",
          "yere", "işlek", "aldı", "almadı", "kafa", "elden", "deste", "taşlar", "el", "bozuldu", "sahte",
          "son", "taş", "değildi", "elimde", "elinde", "bende", "kaldı", "vardı", "sayı", "puanım", "kırmızı",
          "mavi", "sarı", "siyah", "gösterge", "1.", "2.", "ilk", "ikinci", "kırk", "bir", "yüz", "yedi", "tane",
          "19'u", "20den", "107yi", "kaç", "yazarım", "toplamım", "takım", "kim", "ceza", "kişilik", "gecede",
          "oldum", "bay", ",", ".", "?", "geri", "topladım", "perimdeki", "aldılar", "gösterdim", "başladık",
          "çiftle", "normal", "dışarı", "800", "hepsini", "tek", "seferde", "indirdi", "k7", "m10", "s3",
          "yok yok", "değil", "pardon", "imiş", "(", ")", "'", "diyo", "Ayşe", "abla", "kuzen", "biri", "öbürü",
          "onun", "eşi", "okeyi atan", "masada", "serisi", "küt", "vs", "+", "toplamlar", "idi", "'deydim", "mü",
          "kere", "kez", "3", "Yaşar:", "🤣", "sonraki", "elde", "maç", "bitti mi", "kim kazandı", "iki takım")

stories = st.lists(st.one_of(st.sampled_from(_WORDS), st.integers(0, 300).map(str)), max_size=30).map(" ".join)
RULESETS = ("oyna-101", "od-101", "turnuva-esli-101", "oyna-duz", "oyna-esli-duz")
_ROLE_WORDS = {
    "esim": r"esi|ortag|partner|arkadas|karsimda|karsida|takim|biz|ikimiz|\+|vs",
    "rakip": r"rakip|rakib|karsi|adam|biri|oteki|obur|diger|herif|onlar|takim|rakp",
    "rakip2": r"rakip|rakib|karsi|onlar|obur|oteki|diger|esi|takim|biri",
}


def _allowed_numbers(text: str) -> set[int]:
    nums = set(normalize(text).numbers) | {int(x) for x in re.findall(r"\d+", text)}
    nums |= {n for w in words(text) if (n := tile_number(w)) is not None}
    return nums


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.one_of(st.text(max_size=200), stories), ruleset=st.sampled_from(RULESETS))
def test_reader_never_raises_and_never_invents(text, ruleset):
    r = _read(text, ruleset, False)  # the inner reader: a bug must show here, not hide in read()'s guard
    read(text, ruleset)
    plan(r)
    answer_calculation(text, ruleset, "")
    folded = normalize(text).folded
    nums = _allowed_numbers(text)
    for key, p in r.people.items():
        if key.startswith("name:"):
            assert key[5:] in folded
        elif key.startswith("seat:"):
            assert key[5:] in folded or ("esi" in folded and key in _PARTNER_SEATS)  # "solumdaki eşi" is the right seat
        elif key in _ROLE_WORDS and p.said:
            assert re.search(_ROLE_WORDS[key], folded), (key, folded)
    for hand in r.hands:
        if hand.okey is not None:
            assert hand.okey[1] in nums or any(n % 13 + 1 == hand.okey[1] for n in nums)
        for p in hand.players.values():
            assert all(n in nums for n in p.sums)
            assert all(n in nums for _, n in p.tiles)
            assert all(x.tile_number is None or x.tile_number in nums for x in p.penalties)
    assert all(v in nums for v in r.before.values())
    assert r.start is None or r.start in nums
