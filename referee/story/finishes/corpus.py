"""Examples the finishes rules must read (and must not)."""
from referee.story.rules import Example as E

CORPUS = (
    E("nazan o okeyi son taş atıp bitti", {"okey-last": {"yes": True}}),
    E("rakip bitti", {"finished": {"neg": False}}),
    E("bitirdim", {"finished": {"person": "1sg"}}),
    E("bitit", {"finished": {"neg": False}}),  # a slipped key
    E("okeyle bitti", {"okey-last": {"yes": True}, "finished": {}}),
    E("son taş okeydi", {"okey-last": {"yes": True}}),
    E("rakip okeyle", {"okey-last": {"yes": True}}),
    E("perlerden biri okeyle tamamlanmıştı", absent=("okey-last",)),
    E("okeyle açtı sonra normal bitti", {"normal": {}}, absent=("okey-last",)),
    E("son taş okey değildi", {"okey-last": {"yes": False}}),
    E("okey atmadan bitti", {"okey-last": {"yes": False}}),
    E("son taş olarak k4 attı", {"last-tile": {"colour": "kırmızı", "number": 4}}),
    E("sahte okeyle bitti", {"sahte-last": {}}),
    E("okey miydi sahte okey mi bilemedim", {"last-unknown": {}}),
    E("çiftten bitti", {"cift": {}}),
    E("7 çiftle bitti", {"cift": {"seven": True}}),
    E("okeyle bitti ama 7 çift değil", {"not-cift": {}}, absent=("cift",)),
    E("yedi çift yaptı", {"cift": {"seven": True, "finished": True}}),
    E("kafa attı", {"elden": {"how": "kafa", "finished": True}}),
    E("okey kafa yaptı", {"elden": {"how": "kafa", "okey": True}}),
    E("800 attı", {"elden": {"how": "800"}}),
    E("elden bitti", {"elden": {"how": "elden"}}),
    E("hepsini bir seferde indirdi", {"elden": {"how": "at-once"}}),
    E("elini açtığı turda bitti", {"elden": {"how": "opening-turn"}}),
    E("elini açıp aynı turda bitirdi", {"elden": {"how": "opening-turn"}}),
    E("elini açıp sonraki turda bitirdi", absent=("elden",)),
    E("normal bitti", {"normal": {}}),
    E("deste bitti", {"deste": {}}),
    E("ortadaki taşlar bitti kimse bitemedi", {"deste": {}}),
    E("el bozuldu", {"bozuldu": {}}),
    E("dördümüz de çift açtık", {"all-pairs": {}}),
    E("dörtümüz de çiftten açtık", {"all-pairs": {}}),  # the numeral's own spelling, thumbs keep it
    E("4ümüz de çift açtık", {"all-pairs": {}}),  # the digit with its suffix
    E("okey değildi son taş", {"okey-last": {"yes": False}}),
    E("son taş k4 müydü emin değilim", {"unsure": {}, "last-tile": {}}),
    # negatives
    E("bitti mi oyun", absent=("finished",)),
    E("biterse ne olur", absent=("finished",)),
    E("çiftten açtı", absent=("cift",)),
    E("cem okeyle bitti çiftten açtım", {"okey-last": {"yes": True}}, absent=("cift",)),  # no comma: my opening
    E("rakip bitti ciftle acmistim", absent=("cift",)),
    E("6 elden sonra", absent=("elden",)),
    E("önceki elden ben 120'deydim", absent=("elden",)),
    E("elimde sahte okey kaldı", absent=("sahte-last",)),
    E("okeyi yere attım", absent=("okey-throw", "okey-last")),
    # the last tile thrown as the okey is the finish itself
    E("son taşı okey attı", {"okey-last": {"yes": True, "finished": True}}),
    E("son taşı okey diye attı", {"okey-last": {"yes": True, "finished": True}}),
    E("son taşı 'okey' dedi attı", {"okey-last": {"yes": True, "finished": True}}),
    E("son taşı okey atarsa ne olur", {"okey-last": {"yes": True}}),
    # slips of rule words (referee.story.typos); "okey ile" spelled apart
    E("cem cifden bitti", {"cift": {}, "finished": {}}),
    E("okye ile bitti", {"okey-last": {"yes": True}}),
    E("okey ile açtı", absent=("okey-last",)),
    E("yok yok elden değil normal bitti", {"not-elden": {}, "normal": {}}, absent=("elden",)),
)
