"""Examples the openings rules must read (and must not)."""
from referee.story.rules import Example as E

CORPUS = (
    E("seriyle açmıştım", {"opened": {"how": "seri", "neg": False}}),
    E("101 açıyoz kahvede, açmadım", {"opened": {"neg": True, "person": "1sg"}}),
    E("101 açıyoruz, Cem bitti", absent=("opened",)),
    E("perle açtı", {"opened": {"how": "seri"}}),
    E("çiftten açmıştı", {"opened": {"how": "cift"}}),
    E("6 çiftle açtım", {"opened": {"how": "cift"}}),
    E("çifte gitmiştim", {"opened": {"how": "cift"}}),
    E("açtım", {"opened": {"how": None, "neg": False, "person": "1sg"}}),
    E("acamadim", {"opened": {"neg": True, "person": "1sg"}}),
    E("hiç açamamıştı", {"opened": {"neg": True}}),
    E("açmadan attı", {"opened": {"neg": True, "form": "conv"}}),
    E("kimse açmamıştı", {"nobody-opened": {}}),
    E("120 ile açtı", {"opened": {"how": "seri"}}),
    E("ali 6 çift indirmişti", {"opened": {"how": "cift", "neg": False}}),
    E("hepsini indirdi", absent=("opened",)),
    # negatives: hypotheses, intentions and finishes are no openings
    E("açarsa kaç yazar", absent=("opened",)),
    E("açayım dedim", absent=("opened",)),
    E("elini açtığı turda bitti", absent=("opened",)),
    E("cem açar açmaz bitti", absent=("opened",)),
    E("açtığı elde bitirdi", absent=("opened",)),
    E("çiftten bitti", absent=("opened",)),
    # a thumb's slip of a rule word is read as that word (referee.story.typos)
    E("cem çifsten açtı", {"opened": {"how": "cift", "neg": False}}),
)
