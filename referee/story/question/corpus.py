"""Examples the question rules must read (and must not)."""
from referee.story.rules import Example as E

CORPUS = (
    E("kaç yazarım", {"ask": {"what": "score", "person": "1sg"}}),
    E("ne yazar", {"ask": {"what": "score"}}),
    E("kaç yiyom", {"ask": {"what": "score", "person": "1sg"}}),
    E("toplamım kaç", {"ask": {"what": "total"}}),
    E("kaç kaldım", {"ask": {"what": "left"}}),
    E("kim kaçta", {"ask": {"what": "who"}}),
    E("hepsi kaç yazar", {"ask": {"what": "who"}}),
    E("kaç puan düşer", {"ask": {"what": "lost"}}),
    E("kaç puan gidiyor", {"ask": {"what": "lost"}}),
    E("kime kaç ceza", {"ask": {"what": "penalty"}}),
    E("ceza yer miyim", {"ask": {"what": "penalty", "yesno": True}}),
    E("berber taşları geri topladı, ceza ne usta", {"ask": {"what": "penalty"}}),
    E("mert'e kaç ceza yazılır bana var mı", {"ask": {"what": "penalty", "yesno": True}}),
    E("oyun bitti mi", {"ask": {"what": "over"}}),
    E("kim kazandı", {"ask": {"what": "winner"}}),
    E("kazandık mı", {"ask": {"what": "winner"}}),
    E("el bitti biz kazandık", absent=("ask",)),
    E("1000'e kaç kaldı", {"ask": {"what": "to-target"}}),
    E("bana 404 mü yazılır", {"claim": {"n": 404}}),
    E("bana 404 mü", {"claim": {"n": 404}}),
    E("kaçar yazıyoz", {"ask": {"what": "score", "everyone": True}}),  # each of us
    E("kim ne yazar, takımlar ne", {"ask": {"what": "score"}}),
    E("deste bitti, tablo nazan 7 cemil 12. şimdi?", {"ask": {"what": "left"}}),
    E("şimdi ne durumdayız", {"ask": {"what": "left"}}),
    E("son durum ne abi", {"ask": {"what": "left"}}),
    E("onlar 9daydı, kaça düştüler", {"ask": {"what": "left"}}),
    E("biz kaça indik", {"ask": {"what": "left"}}),
    # negatives
    E("şimdi cemil bitti", absent=("ask",)),
    E("toplamı 27", absent=("ask",)),
    E("30 mu 40 mı kaldı hatırlamıyorum", absent=("claim",)),
    E("elimde 30 kaldı", absent=("ask", "claim")),
    E("bana da bir çay", absent=("ask",)),
)
