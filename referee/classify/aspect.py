"""What a question asks about a deed: its consequence (a penalty, what is written) or whether it is allowed.

Why: most not-covered entries have one shape — the sources state a rule but not what is written to
the one who breaks it ("sayım bitmeden ıstaka toplanmaz; uymayana ne yazılacağı yazmıyor"). Such an
entry answers a question about the *consequence* of the deed. A question that asks only whether the
deed is *allowed* ("… olur mu bu?", "… yapabilir mi?", "… serbest mi?") asks the rule, which the
entry itself says is written; the entry must not take that question away from the article.

>>> asks_consequence(normalize("sayımdan önce taşları karıştırana ne yazılır"))
True
>>> asks_permission(normalize("el kapanınca saymadan ıstakasını dağıttı, olur mu bu"))
True
>>> asks_permission(normalize("sayım bitmeden karıştırdı, ceza yazılır mı"))
False
"""
from __future__ import annotations

from referee.text.normalize import NormalizedText, normalize

#: Words that ask what a deed costs: a penalty, a score, what is written ("ne yazılır", "kaç ceza").
CONSEQUENCE_CUES: tuple[str, ...] = ("ceza*", "cezali*", "yazil*", "yazar", "yazariz", "yaziyo*", "yazacag*",
                                     "kac", "kac*", "puan*", "bedel*")
#: A yes/no predicate asking whether a deed is allowed or valid ("olur mu", "serbest mi", "kurala uygun mu").
PERMISSION_CUES: tuple[str, ...] = ("olur mu", "olurmu", "olur mu bu", "serbest mi", "yasak mi", "uygun mu",
                                    "gecerli mi", "dogru mu", "kabul edilir mi", "kabul mu", "caiz mi",
                                    "izin var mi", "yapilir mi", "yapilabilir mi")

EXAMPLES: dict[str, tuple[str, ...]] = {
    "permission": ("el bitince saymadan ıstakayı topladı, olur mu", "rakip taşını geri çekti, bu kurala uygun mu",
                   "iki kere üst üste çekmek serbest mi", "sırası gelmeden çekebilir mi"),
    "consequence": ("sırası gelmeden çekene ceza yazılır mı", "ıstakayı saymadan toplayana kaç yazılır",
                    "yanlış taş çekenin bedeli ne", "taşı geri aldı, olur mu, ceza var mı"),
}


def asks_consequence(question: str | NormalizedText) -> bool:
    """The question asks what a deed costs: a penalty, a score, a number written."""
    norm = question if isinstance(question, NormalizedText) else normalize(question)
    return norm.has(*CONSEQUENCE_CUES)


def asks_permission(question: str | NormalizedText) -> bool:
    """A yes/no question asking only whether a deed is allowed ("olur mu", "-abilir mi", "serbest mi"),
    not what it costs."""
    from referee.classify.general import first_asks_may
    from referee.classify.qtype import question_form

    norm = question if isinstance(question, NormalizedText) else normalize(question)
    if asks_consequence(norm) or question_form(norm) != "yesno":
        return False
    return norm.has(*PERMISSION_CUES) or first_asks_may(norm)
