"""akana's query forms (issue 10): case and missing Turkish letters must not change what a question means."""
from __future__ import annotations

import numpy as np
import pytest

from referee.search.embedder import AkanaEmbedder


@pytest.fixture(scope="module")
def emb() -> AkanaEmbedder:
    return AkanaEmbedder()


def test_case_does_not_change_the_vector(emb):
    # the static model has one vector per spelling and case: "İSTAKA" alone is far from "ıstaka"
    assert np.allclose(emb.query("GÖSTERGE KAÇ PUAN"), emb.query("gösterge kaç puan"))
    assert np.allclose(emb.passages(["Gösterge Nedir"])[0], emb.passages(["gösterge nedir"])[0])


def test_words_typed_with_turkish_letters_are_kept(emb):
    # the deasciifier would only add mistakes to them ("kim" -> "kım" is one it makes)
    restored = emb._restore("göstergeyi kim cevirir, takım kac kisi").split()
    assert restored[0] == "göstergeyi" and restored[2] == "çevirir,"
    assert restored[3] == "takım" and restored[4] == "kaç"


def test_nothing_to_restore_is_embedded_as_typed(emb):
    q = "okey 13 mü"
    assert np.allclose(emb.query(q), AkanaEmbedder("typed").query(q))


def test_both_forms_lie_between_typed_and_deasciified(emb):
    q = "gostergeyi kim ceviriyo"
    typed, restored, both = AkanaEmbedder("typed").query(q), AkanaEmbedder("deasciified").query(q), emb.query(q)
    assert abs(float(np.linalg.norm(both)) - 1.0) < 1e-5
    between = float(typed @ restored)
    assert float(both @ typed) > between and float(both @ restored) > between


def test_ascii_question_comes_nearer_to_the_lettered_text(emb):
    """What the form is for: "kac tas dagitilir" meets the written "kaç taş dağıtılır"."""
    text = emb.passages(["Kaç taş dağıtılır?"])[0]
    q = "kac tas dagitilir"
    assert float(emb.query(q) @ text) > float(AkanaEmbedder("typed").query(q) @ text)


def test_unknown_form_is_refused():
    with pytest.raises(ValueError):
        AkanaEmbedder("latin")


@pytest.mark.parametrize("q", ["gostergeyi kim ceviriyo", "acmistim okey elde kaldi kac yazarim",
                               "turnuvada esim masadan kalkti ne yapicaz", "cift actim sonra isleyebilir miyim"])
def test_word_by_word_restoration_is_the_whole_questions(emb, q):
    """The restoration is remembered word by word (the deasciifier costs 20-30 embeddings); it must
    come out as akana restores the whole question."""
    import akana

    assert emb._restore(q) == akana.deasciify(q)
