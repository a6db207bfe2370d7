"""Examples the penalties rules must read (and must not), with counts and the ×10 details."""
from referee.story.rules import Example as E

CORPUS = (
    E("arada ortada okey attı bi kere", {"okey-discard": {}, "count": {"n": 1}}),
    E("ortaya okey atıp bitti", absent=("okey-discard",)),
    E("okeyi ortada iki kere attım", {"okey-discard": {"times": 2}}),
    E("arda göstergeyi göstermişti, yok yok gösteren ipek'miş", {"gosterge": {"who": 7}}),
    E("gösterge gösterildi sonra cem bitti", {"gosterge": {"unknown": True}}),
    E("gösterge de gösterilmedi", absent=("gosterge",)),
    E("ali göstergenin eşini kurala uygun, ilk taşı çekmeden gösterdi", {"gosterge": {}}),  # a manner between
    E("göstergenin eşi bende yoktu, gösteremedim", absent=("gosterge",)),
    E("okeyi elin ortasında yere attım", {"okey-discard": {}}),
    E("işlek attım", {"islek": {"tile": None}}),
    E("okeyi yere attı 1 kere, işlek de 2 kere attı", {"islek": {"times": 2}, "count": {"n": 1}}),
    E("işlek taş attı 11", {"islek": {"tile": 11}}),
    E("işlek 6 attım", {"islek": {"tile": 6}}),
    E("m8 attı işlekti", {"islek": {}}),
    E("sarı 8 işlekti, attım", {"islek": {}}),
    E("s4 attım, işlekmiş, solumdaki almadı", {"islek": {}, "taken": {"yes": False}}),  # the predicate after a comma
    E("m8 attı işlek değildi", absent=("islek",)),  # denied: no işlek
    E("m8 attım, işlek değilmiş", absent=("islek",)),
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
    E("işlek taş attım 11, sıradaki adam aldı", {"islek": {"tile": 11}, "taken": {"yes": True}}),
    E("benden sonraki aldı", {"taken": {"yes": True}}),
    E("işlek 4 attı, sıradaki teyze aldı", {"islek": {"tile": 4}, "taken": {"yes": True}}),
    E("sıradaki almadı", {"taken": {"yes": False}}),
    E("nazan işlek attı m4, sağındaki aldı", {"islek": {}, "taken": {"yes": True}}),
    E("cemil okeyi attı sağındaki almadı", {"taken": {"yes": False}}),
    E("taşın sayısı 9", {"tile-number": {"n": 9}}),
    E("açamayıp geri topladım", {"failed-opening": {"tells": "both"}}),
    E("taşlarını geri topladı", {"failed-opening": {"tells": "back"}}),
    E("taşlar geri toplandı", {"failed-opening": {"tells": "back"}}),  # the passive: the tiles its subject
    E("yandan aldığım taşla açamadım", {"failed-opening": {"tells": "short"}}),
    E("aldığı taşı geri bıraktı", {"failed-opening": {"tells": "back"}}),
    E("yandan aldım, işime yaradı açtım", absent=("failed-opening",)),
    E("açış tutmadı", {"failed-opening": {"tells": "short"}}),
    E("açtım ama 100 tutmadı", {"failed-opening": {"tells": "short"}}),
    E("perimdeki okeyi aldı", {"okey-taken": {"owner": "ben"}}),
    E("nuri'nin perindeki okeyi kimse almadı", {"okey-in-meld": {"owner": "third"}}, absent=("okey-taken",)),
    # an okey lying in a meld (no okey held), and a take of it told by the real tile put in its place
    E("seyfi açmıştı, perinde okey varmış", {"okey-in-meld": {"owner": "third"}}),
    E("serimde de okey vardı", {"okey-in-meld": {"owner": "ben"}}),
    E("tülin kendi serisine okeyi koymuştu", {"okey-in-meld": {"owner": "subject", "known": True}}),
    E("okeyi de başka bir pere işledi", {"okey-in-meld": {"owner": "subject", "known": False}}),
    E("okeyi pere koymadı", absent=("okey-in-meld",)),
    E("okeyi pere işleyip bitti", absent=("okey-in-meld",)),
    E("seyfi m7'yi yerine koyup okeyi aldı", {"substituted": {}, "okey-taken": {"owner": "meld"}}),
    E("perinde okey vardı. cemo gerçek taşı koydu okeyi aldı", {"okey-taken": {"owner": "meld"}}),
    E("sıradaki okeyi aldı", absent=("okey-taken",)),  # the okey thrown, taken by the next player
    E("okeyi aldı", absent=("okey-taken",)),  # no meld told, no real tile put in its place
    E("benim koyduğum okeyi perden aldı", {"okey-taken": {"owner": "ben"}}),
    E("okeyi hiç kullanmadı", {"okey-kept": {}}),
    E("seyfi yere k3 okey k5 açmıştı", {"okey-in-meld": {"owner": "subject"}}),
    E("seyfi yere k3 k4 k5 açmıştı", absent=("okey-in-meld",)),
    E("ali'nin perindeki okeyi aldılar", {"okey-taken": {"owner": "third"}}),
    E("masada kırmızı 3 4 5 serisi vardı", {"table": {}}),
    E("yerde siyah 10-11-12 duruyordu", {"table": {}}),
    E("masada k9 m9 okey kütü vardı. bir de m2 m3 m4 serisi vardı", {"table": {"start": 7}}),
    E("bir de m2 m3 m4 serisi vardı elimde", absent=("table",)),
    E("göstergeyi gösterdim", {"gosterge": {}}),
    E("eşim benim yere koyduğum okeyi aldı", {"okey-taken": {"owner": "ben"}}),
    E("yere koyduğum okeyi kimse almadı", absent=("okey-taken",)),
    E("gösterge sarı 4. ece öbür sarı 4'ü gösterdi", {"gosterge": {}}),  # the gösterge's twin by its name
    E("gösterge m7, bende de m7 vardı gösterdim", {"gosterge": {}}),  # the twin told as held, then shown
    E("gösterge sarı 2 geldi, cemde de sarı 2 vardı, gösterdi", {"gosterge": {}}),
    E("gösterge m7, bende m8 vardı gösterdim", absent=("gosterge",)),
    E("2 kere mi 3 kere mi attı", {"count": {"n": None, "options": [2, 3]}}),
    E("işlek taş attım üç kere", {"islek": {"tile": None, "times": 3}}),
    E("cem bir de arada okeyi attı", {"okey-discard": {"where": "arada"}}),
    E("ortada okeyi de attım", {"okey-discard": {"where": "ortada"}}),
    # işlek told by what the tile does, and the penalty told by its cost
    E("cem yerdeki seriye uyan sarı 6'yı attı", {"islek": {"tile": 6}}),
    E("masadaki pere işleyen bir taş attım", {"islek": {"tile": None}}),
    E("açık perlere gelen taşı attı", {"islek": {}}),
    E("yerdeki küte giden mavi 3'ü atmış", {"islek": {"tile": 3}}),
    E("masaya açılmış seriye oturan bir taş attı", {"islek": {}}),
    E("işleyen taşı attı", {"islek": {}}),
    E("nuri işlek cezası yedi", {"islek": {"suffered": True}}),
    E("işlekten ceza aldım", {"islek": {"suffered": True}}),
    E("yerdeki seriye uyan taşı atmadım", absent=("islek",)),
    # negatives
    E("ortada okey vardı", absent=("okey-discard",)),
    E("işlek ne demek", absent=("islek",)),
    E("işleği atmadım, elimde tuttum", absent=("islek",)),
    E("gösterge sarı 4. ece sarı 5'i gösterdi", absent=("gosterge",)),  # another tile shown
    E("okeyle bitti", absent=("okey-discard",)),
    E("masada dört kişiydik", absent=("table",)),
)
