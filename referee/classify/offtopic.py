"""The reason shown when a question is off-topic, one per kind of :mod:`referee.classify.qtype`."""
from __future__ import annotations

#: The reason shown for each off-topic kind (warm, short, and about the question asked).
OFFTOPIC_REASON: dict[str, str] = {
    "history": ("Okeyin tarihi, nereden çıktığı ya da adının kökeni kaynaklarımızda yok. Ben masada geçerli "
                "kurallara bakıyorum: taşlar, açış, bitiş, puan."),
    "price": ("Takım, ıstaka ya da set fiyatları ve nereden alınacağı kaynaklarımızda yok; ben yalnız oyunun "
              "kurallarına bakıyorum."),
    "app": ("Uygulama ya da bağlantı sorunları (donma, masadan atılma, hesap) kaynaklarımızda yok; bunun için "
            "oynadığın uygulamanın destek sayfasına bakman gerekir. Ben masadaki kurallara bakıyorum."),
    "other_game": ("Başka oyunların kuralları ve okeyle karşılaştırılması kaynaklarımızda yok; ben yalnız okeyin "
                   "(101 ve düz okey) yazılı kurallarına bakıyorum."),
    "rationale": ("Bir kuralın neden böyle konduğu, sayısının mantığı kaynaklarımızda anlatılmıyor; kaynaklar yalnız "
                  "kuralın ne olduğunu söyler. Kuralın kendisini sorarsan hemen söylerim."),
    "design": ("Taş takımının neden böyle olduğu (taş sayısı, renkler, sahte okey) ya da neyden yapıldığı kaynaklarımızda "
               "anlatılmıyor; "
               "kaynaklar yalnız takımda ne olduğunu söyler: dört renkte 1'den 13'e ikişer taş ve iki sahte okey, "
               "toplam 106."),
}
