"""The body sentence that answers the asked detail follows the article's first paragraph."""
from __future__ import annotations

from referee.answers.compose import detail_sentence
from referee.knowledge import get_knowledge
from referee.text.normalize import normalize


def _article(id_: str):
    return get_knowledge().articles[id_]


def test_a_detail_further_down_the_article_is_added():
    sent = detail_sentence(_article("cift-nedir"), normalize("okey ile de çift olur mu"))
    assert sent is not None and "okey" in sent.lower()


def test_nothing_is_added_when_the_first_paragraph_already_answers():
    assert detail_sentence(_article("seri-nedir"), normalize("seri kaç taştan oluşur")) is None


def test_pointers_to_other_articles_are_never_the_detail():
    for article in get_knowledge().articles.values():
        sent = detail_sentence(article, normalize(article.title + " " + " ".join(article.asks)))
        assert sent is None or "](/kural/" not in sent


def test_the_service_leads_with_the_sentence_about_the_asked_subject():
    """The colour rule of the first paragraph speaks of another case than two fake okeys: their own sentence
    gives the verdict and leads (referee.answers.subject_first); the colour rule still follows."""
    from referee.service import get_pipeline

    c = get_pipeline().answer("iki sahte okey yan yana çift sayılır mı", "oyna-101")
    first, rest = c.answer.split("\n\n", 1)
    assert first.startswith("Evet") and "sahte okey" in first.lower()
    assert "kırmızı 5" in rest.lower()
