"""Examples the penalties rules must read (and must not), with counts and the ×10 details."""
from referee.story.rules import Example as E

CORPUS = (
    E("arada ortada okey attı bi kere", {"okey-discard": {}, "count": {"n": 1}}),
    E("ortaya okey atıp bitti", absent=("okey-discard",)),
    E("okeyi ortada iki kere attım", {"okey-discard": {"times": 2}}),
    E("arda göstergeyi göstermişti, yok yok gösteren ipek'miş", {"gosterge": {"who": 7}}),
    E("gösterge gösterildi sonra cem bitti", {"gosterge": {"unknown": True}}),
    E("gösterge de gösterilmedi", absent=("gosterge",)),
    E("okeyi elin ortasında yere attım", {"okey-discard": {}}),
    E("işlek attım", {"islek": {"tile": None}}),
    E("okeyi yere attı 1 kere, işlek de 2 kere attı", {"islek": {"times": 2}, "count": {"n": 1}}),
    E("işlek taş attı 11", {"islek": {"tile": 11}}),
    E("işlek 6 attım", {"islek": {"tile": 6}}),
    E("m8 attı işlekti", {"islek": {}}),
    E("mert sarı 9 işleği attı, deniz aldı", {"islek": {"tile": None}}),  # the işlek as the object
    E("ben de işleki attım", {"islek": {}}),  # the thumb's accusative
    E("2 işlek attı", {"islek": {"times": 2}}),
    E("iki kere işlek attı", {"count": {"n": 2}, "islek": {}}),
    E("4 kez", {"count": {"n": 4}}),
    E("bir daha attı", {"count": {"n": 2}}),
    E("okeyi yere attım", {"okey-discard": {"where": "yere"}}),
    E("oyunun ortasında okeyi attı", {"okey-discard": {}}),
    E("el ortasında hasan amca okeyi attı nazmi aldı", {"okey-discard": {}}),
    E("kimse almadı", {"taken": {"yes": False}}),
    E("taşın sayısı 9", {"tile-number": {"n": 9}}),
    E("açamayıp geri topladım", {"failed-opening": {"tells": "both"}}),
    E("taşlarını geri topladı", {"failed-opening": {"tells": "back"}}),
    E("açış tutmadı", {"failed-opening": {"tells": "short"}}),
    E("açtım ama 100 tutmadı", {"failed-opening": {"tells": "short"}}),
    E("perimdeki okeyi aldı", {"okey-taken": {"owner": "ben"}}),
    E("ali'nin perindeki okeyi aldılar", {"okey-taken": {"owner": "third"}}),
    E("masada kırmızı 3 4 5 serisi vardı", {"table": {}}),
    E("masada k9 m9 okey kütü vardı. bir de m2 m3 m4 serisi vardı", {"table": {"start": 7}}),
    E("bir de m2 m3 m4 serisi vardı elimde", absent=("table",)),
    E("göstergeyi gösterdim", {"gosterge": {}}),
    E("eşim benim yere koyduğum okeyi aldı", {"okey-taken": {"owner": "ben"}}),
    E("yere koyduğum okeyi kimse almadı", absent=("okey-taken",)),
    E("gösterge sarı 4. ece öbür sarı 4'ü gösterdi", {"gosterge": {}}),  # the gösterge's twin by its name
    E("2 kere mi 3 kere mi attı", {"count": {"n": None, "options": [2, 3]}}),
    E("işlek taş attım üç kere", {"islek": {"tile": None, "times": 3}}),
    E("cem bir de arada okeyi attı", {"okey-discard": {"where": "arada"}}),
    E("ortada okeyi de attım", {"okey-discard": {"where": "ortada"}}),
    # negatives
    E("ortada okey vardı", absent=("okey-discard",)),
    E("işlek ne demek", absent=("islek",)),
    E("işleği atmadım, elimde tuttum", absent=("islek",)),
    E("gösterge sarı 4. ece sarı 5'i gösterdi", absent=("gosterge",)),  # another tile shown
    E("okeyle bitti", absent=("okey-discard",)),
    E("masada dört kişiydik", absent=("table",)),
)
