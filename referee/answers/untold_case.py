"""A case the question asks under that the article never tells: both sides at once, a tie on every measure,
a mishap at the table.

Why: "iki takımın ikisi de gelmezse ne olur" shares every word with the article on one absent team
("takım 10 dakika dolmadan oturmazsa hükmen kaybeder; bekleyen rakip üst tura geçer") and gets its
answer with full confidence, but that rule presumes the other side is there: for both sides at once the
sources say nothing. The asked condition, not the topic, decides whether the article answers.

A question whose *condition* holds for both parties ("ikisi de / her iki takım da … gelmezse", "ikimiz de
açamazsak") is answered by an article only when that article speaks of both (or of nobody) itself: "ikiniz
de", "her iki", "ikisi", "kimse", "hiçbiri". A "both" outside a condition ("seri ile küt, ikisi de per değil
mi") is no case told and is left alone.
"""
from __future__ import annotations

import re

from referee.text.normalize import NormalizedText, fold

#: "Both" in the question (folded).
_BOTH_Q = re.compile(r"\b(?:(?:iki|2)'?si ?de|(?:iki|2)'?si birden|her (?:iki|2)'?si\w*|her (?:iki|2) \w+ ?d[ae]"
                     r"|(?:iki|2) (?:takim|taraf|oyuncu)\w* ?d[ae]|(?:iki|2)'?miz ?de|(?:iki|2)'?niz ?de)\b")
#: A condition after it in the same clause: "gelmezse", "açamazsak", "kalırsa", "olunca", "geldiğinde".
_CONDITION = re.compile(r"^[^,.;:?]*?\b\w+(?:s[ae](?:m|n|k|niz|lar)?|[iu]nc[ae]|[dt][iu]g[iu]nd[ae])\b")
#: The article speaks of both, or of nobody.
_BOTH_A = re.compile(r"\b(?:(?:iki|2) \w+ d[ae]|(?:iki|2)'?(?:si|niz|miz)\w*|her (?:iki|2)\w*|kimse\w*|hicbir\w*)\b")

#: The reason shown: the sources tell the rule for one side, not for both at once.
BOTH_REASON = ("Kaynaklarımız bu kuralı tek taraf için anlatıyor; iki tarafın birden aynı durumda kaldığı hâli "
               "yazmıyor. Olmayan bir kuralı uydurmayayım: bunu turnuvayı düzenleyenle ya da masanızla netleştirin.")


def both_untold(norm: NormalizedText, article_text: str) -> bool:
    """The question's condition holds for both sides and the article never speaks of both (module doc).

    >>> rule = "Takım 10 dakika dolmadan oturmazsa hükmen kaybeder; bekleyen rakip üst tura geçer."
    >>> from referee.text.normalize import normalize
    >>> both_untold(normalize("iki takımın ikisi de gelmezse kim kazanır"), rule)
    True
    >>> both_untold(normalize("rakip takım gelmezse ne olur"), rule)
    False
    >>> both_untold(normalize("ikimiz de açamazsak kaç yazarız"), "Ne sen ne eşin açabildiyseniz ikiniz de tam yazarsınız.")
    False
    >>> both_untold(normalize("seri ile küt ikisi de per değil mi"), "Seri ve küt birer perdir.")
    False
    """
    m = _BOTH_Q.search(norm.folded)
    if m is None or not _CONDITION.search(norm.folded[m.end():]):
        return False
    return _BOTH_A.search(fold(article_text)) is None


#: A tie on every measure: "tamamen eşit kalırsa", "her bakımdan eşit", "hepsinde eşit".
_ALL_TIED_Q = re.compile(r"\b(?:tamamen|tumuyle|butunuyle|her bakimdan|hepsinde|hepsi de|her seyde|her seyiyle)"
                         r"(?: \w+)? (?:esit|berabere)\w*")
#: What an article says happens after its last measure: a draw, a replay, an extra hand, a tie that stays.
_AFTER_LAST = re.compile(r"\b(?:kura(?:ya|si|da|dan|yla)?\b|yazi tura|yeniden|tekrar|ek el\w*|ani olum\w*|hala esit\w*|yine esit\w*"
                         r"|yine de esit\w*|berabere kal\w*|paylas\w*)\b")

#: The reason shown: the sources order the measures, not what follows a tie on all of them.
ALL_TIED_REASON = ("Kaynaklarımız eşitliği bozan ölçüleri sırayla sayıyor, ama hepsinde eşit kalınırsa ne "
                   "yapılacağını yazmıyor. Olmayan bir kuralı uydurmayayım: bunu düzenleyenle netleştirin.")


def all_tied_untold(norm: NormalizedText, article_text: str) -> bool:
    """The question asks of a tie on every measure ("tamamen eşit kalırsa") and the article tells no step
    after its last measure (a draw, a replay, an extra hand): its ordered measures do not answer it.

    >>> from referee.text.normalize import normalize
    >>> rule = "Önce puana, eşitse cezaya, en son ikili maça bakılır."
    >>> all_tied_untold(normalize("hepsinde tamamen eşit kalırlarsa ne olur"), rule), all_tied_untold(normalize("puanlar eşitse ne olur"), rule)
    (True, False)
    >>> all_tied_untold(normalize("her bakımdan eşit kalırlarsa ne olur"), "Eşitlikte bir ani ölüm eli oynanır.")
    False
    """
    return bool(_ALL_TIED_Q.search(norm.folded)) and _AFTER_LAST.search(fold(article_text)) is None


#: A mishap at the table told in the question: tea spilt, the tiles mixed up, the table knocked over, the
#: lights out — the stem ("hesap karıştı" is no mishap), and the stems an article telling it would use.
_MISHAP_Q = re.compile(r"\b(?:dokul|tas\w* (?:birbirine )?karis|birbirine karis|devril|elektrik\w* kesil|"
                       r"isik\w* (?:git|kesil)|kirildi|kirilinca)\w*")
_MISHAP_A = re.compile(r"\b(?:dokul|karis|devril|elektrik|kesil|kiril|kaza)\w*")

#: The reason shown: the sources tell how a hand is dealt and played, not what to do after a mishap.
MISHAP_REASON = ("Kaynaklarımız dağıtımı ve oyunu anlatıyor, ama masada böyle bir kaza olunca (taşlar karışınca, "
                 "bir şey dökülünce) elin baştan dağıtılıp dağıtılmayacağını yazmıyor. Olmayan bir kuralı "
                 "uydurmayayım: masanızla ya da düzenleyenle anlaşın.")


def mishap_untold(norm: NormalizedText, article_text: str) -> bool:
    """The question tells a mishap at the table ("çay döküldü, taşlar karıştı") and the article never speaks
    of one: its rule on the deal or the play does not say what follows the accident.

    >>> from referee.text.normalize import normalize
    >>> mishap_untold(normalize("masaya çay döküldü taşlar karıştı el baştan mı"), "Herkese 21 taş dağıtılır.")
    True
    >>> mishap_untold(normalize("el bozulunca baştan mı dağıtılır"), "Dört çift açılırsa el bozulur.")
    False
    """
    return bool(_MISHAP_Q.search(norm.folded)) and _MISHAP_A.search(fold(article_text)) is None


def untold_reason(norm: NormalizedText, article_text: str) -> str | None:
    """The reason to show when the article does not tell the question's case (both sides at once, a tie on
    every measure, a mishap at the table), else None."""
    if both_untold(norm, article_text):
        return BOTH_REASON
    if mishap_untold(norm, article_text):
        return MISHAP_REASON
    return ALL_TIED_REASON if all_tied_untold(norm, article_text) else None
