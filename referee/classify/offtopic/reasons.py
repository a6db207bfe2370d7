"""What an off-topic answer says for each kind (:mod:`referee.classify.offtopic`), and the examples of each
kind the tests ask — data, kept apart from the cues that find the kinds."""
from __future__ import annotations

#: The reason shown for each off-topic kind (warm, short, and about the question asked).
OFFTOPIC_REASON: dict[str, str] = {
    "history": ("Okeyin tarihi, nereden çıktığı ya da adının kökeni kaynaklarımızda yok. Ben masada geçerli "
                "kurallara bakıyorum: taşlar, açış, bitiş, puan."),
    "price": ("Takım, ıstaka ya da set fiyatları ve nereden alınacağı kaynaklarımızda yok; ben yalnız oyunun "
              "kurallarına bakıyorum."),
    "app": ("Uygulamanın nasıl kullanıldığı (arkadaş ekleme, oda kurma, hesap), bağlantı sorunları (donma, masadan "
            "atılma) ve uygulamaların kendi parası (coin, jeton, altın) kaynaklarımızda yok; bunun için "
            "oynadığın uygulamanın destek sayfasına bakman gerekir. Ben masadaki kurallara bakıyorum."),
    "other_game": ("Başka oyunların kuralları ve okeyle karşılaştırılması kaynaklarımızda yok; ben yalnız okeyin "
                   "(101 ve düz okey) yazılı kurallarına bakıyorum."),
    "rationale": ("Bir kuralın neden böyle konduğu, sayısının mantığı kaynaklarımızda anlatılmıyor; kaynaklar yalnız "
                  "kuralın ne olduğunu söyler. Kuralın kendisini sorarsan hemen söylerim."),
    "trivia": ("Ünlü oyuncular, şampiyonlar ya da rekorlar gibi oyunun çevresine dair bilgiler kaynaklarımızda yok; "
               "ben yalnız masada geçerli kurallara bakıyorum."),
    "health": ("Okey oynamanın sağlığa, hafızaya ya da zihne etkisi kaynaklarımızda yok; ben yalnız oyunun "
               "kurallarına bakıyorum."),
    "care": ("Taşların ve ıstakanın bakımı, temizliği ya da saklanması kaynaklarımızda yok; ben yalnız oyunun "
             "kurallarına bakıyorum."),
    "conduct": ("Kıyafet, sigara, ikram gibi masa âdabı kaynaklarımızda yok: kaynaklar yalnız oyunun ve turnuvanın "
                "kurallarını anlatır. Bunu masada ya da turnuvayı düzenleyenle konuşun."),
    "cheating": ("Hilenin (taş saklamak, gizlice taş almak ya da vermek, başkasının ıstakasına bakmak, işaretli "
                 "taş) cezası kaynaklarımızda yok: "
                 "kaynaklar cezayı yalnız oyunun kendi hataları için yazar (okeyi ya da işlek taşı atmak gibi). "
                 "Ne yapılacağına masada ya da turnuvayı düzenleyen karar verir."),
    "official": ("Ruhsat, vergi, belediye izni, parayla ya da bir şey üstüne oynamak gibi resmî işler ve yasalar "
                 "kaynaklarımızda yok: kaynaklar yalnız oyunun ve turnuvanın kurallarını anlatır. Bunu ilgili kuruma "
                 "sorman gerekir."),
    "many_at_once": ("Bir seferde birden çok taş atmanın bedeli (fazla atılan taşın geri alınıp alınmayacağı da) "
                     "kaynaklarımızda yok: kaynaklar yalnızca her turda bir taş alınıp bir taş atıldığını söyler. "
                     "Ne yapılacağına masada birlikte karar verin."),
    "chance": ("Bir taşın ya da bir elin gelme olasılığı, istatistikler ve ihtimal hesapları kaynaklarımızda yok; "
               "kaynaklar yalnız kuralları ve puanları yazar. Olmayan bir hesabı ben de uydurmayayım."),
    "design": ("Taş takımının neden böyle olduğu (taş sayısı, renkler, sahte okey) ya da neyden yapıldığı kaynaklarımızda "
               "anlatılmıyor; "
               "kaynaklar yalnız takımda ne olduğunu söyler: dört renkte 1'den 13'e ikişer taş ve iki sahte okey, "
               "toplam 106."),
}

#: Examples per kind beside :data:`referee.classify.qtype.EXAMPLES`' (ours, never a blind round's); the
#: tests ask each and expect the kind's own reason.
OFFTOPIC_EXAMPLES: dict[str, tuple[str, ...]] = {
    "trivia": ("dünyanın en iyi okey oyuncusu kim", "en meşhur okeyciler kimlerdir", "101de rekor puan kaç",
               "türkiye okey şampiyonu kim oldu", "efsane okey oyuncuları kimler"),
    "health": ("okey oynamak beyni çalıştırır mı", "yaşlılar için okey faydalı mı", "okey hafızayı güçlendirir mi",
               "her gün okey oynamak zararlı mı", "okey stres atmaya iyi gelir mi", "okey bağımlılığı var mı"),
    "care": ("ıstakalar çizildi nasıl düzeltirim", "taşlar sarardı eski rengine nasıl döner", "okey taşları yıkanır mı",
             "lekelenen taşları neyle temizlerim", "takımın bakımı nasıl yapılır"),
    "conduct": ("turnuvaya şortla gelinir mi", "okey oynarken sigara içmek serbest mi", "masada küfür edene ne yapılır",
                "kafede okey oynarken içki içilir mi", "turnuvada kıyafet zorunlu mu"),
    "rationale": ("açış neden 101, niye 102 değil", "açış barajı niçin 101, 90 değil"),
    "official": ("kafede okey oynatmak için izin belgesi lazım mı", "turnuva ödülü vergiye tabi mi",
                 "kahvede parayla okey oynamak suç mu",
                 "okey salonu açmak için belediye ruhsatı gerekir mi", "kahvede okey oynatmak yasal mı"),
    "many_at_once": ("eşim elinden iki taşı birden yere attı ne olacak", "rakip 2 taş birlikte attı geri alsın mı",
                     "aynı anda üç taş atan oyuncuya ne denir"),
    "chance": ("ilk elde iki okey gelme ihtimali nedir", "sahte okeyin bana gelme olasılığı yüzde kaç",
               "yedi çiftle bitmenin istatistiği var mı", "gösterge eşinin elimde olması kaçta kaç ihtimal"),
    "cheating": ("rakip cebine okey saklamış ne yapalım", "hile yaptığı anlaşılan oyuncuya ceza var mı",
                 "taşları işaretlenmiş takımla oynamışız ne olur", "eşine masanın altından taş vermiş yakaladık",
                 "istakasında bir taş fazladan sakladığı ortaya çıktı", "desteden gizlice taş aşırmış",
                 "karşıdakinin elindeki taşlarına göz atarken gördüm", "eşinin ıstakasına bakıp ona taş söyledi"),
}
