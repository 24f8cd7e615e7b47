// The texts of the three legal PDFs that a fresh installation starts with (server/seeds/assets/,
// made by scripts/make-legal-pdfs.ts). They are a sensible starting point for the operator, who
// replaces them from the admin screens (/admin/contracts, /admin/cookie-policies) after legal review.

export type LegalBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] };

export interface LegalDocument {
  /** Name of the PDF in server/seeds/assets/. */
  fileName: string;
  title: string;
  subtitle: string;
  blocks: LegalBlock[];
}

const CONTACT = 'iletisim@gunesveri.com.tr';
const EFFECTIVE = 'Yürürlük tarihi: 1 Ocak 2026';

const h = (text: string): LegalBlock => ({ kind: 'heading', text });
const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
const ul = (...items: string[]): LegalBlock => ({ kind: 'bullets', items });

export const MEMBERSHIP_CONTRACT: LegalDocument = {
  fileName: 'uyelik-sozlesmesi.pdf',
  title: 'GüneşVeri Üyelik Sözleşmesi',
  subtitle: EFFECTIVE,
  blocks: [
    h('MADDE 1 – TARAFLAR'),
    p(
      '1.1. İşbu Üyelik Sözleşmesi (“Sözleşme”), gunesveri.com.tr alan adı üzerinden sunulan GüneşVeri platformunu (“Platform”) işleten GüneşVeri (“GüneşVeri”) ile Platform’a üye olan gerçek veya tüzel kişi (“Üye”) arasında, Üye’nin Sözleşme’yi kayıt sırasında elektronik ortamda onaylamasıyla kurulmuştur.',
    ),
    p(
      `1.2. GüneşVeri’nin ticaret unvanı, adresi ve sicil bilgileri Platform’un “Hakkımızda” sayfasında yer alır. GüneşVeri’ye ${CONTACT} adresinden ulaşılabilir.`,
    ),
    p('1.3. GüneşVeri ve Üye ayrı ayrı “Taraf”, birlikte “Taraflar” olarak anılır.'),

    h('MADDE 2 – TANIMLAR'),
    ul(
      'Platform: Türkiye güneş enerjisi sektörüne ilişkin proje, firma, kurulu güç, elektrik üretimi, trafo merkezi kapasitesi ve haber verilerinin sunulduğu web uygulaması.',
      'Üye: Kayıt formunu dolduran, e-posta adresini doğrulayan ve Sözleşme’yi kabul eden kişi.',
      'Premium Üyelik: Bir abonelik paketinin satın alınması veya deneme süresi tanımlanmasıyla açılan; filtreleme, sıralama, detay görüntüleme, Analitik paneli, trafo merkezi haritası ve Akış gibi özelliklere erişim sağlayan üyelik türü.',
      'Bakiye: Platform içinde belirli işlemler için harcanan, parasal değeri olmayan, devredilemeyen ve nakde çevrilemeyen kullanım birimi.',
      'İçerik: Platform’da yer alan her türlü veri, metin, tablo, grafik, harita, görsel ve dosya.',
    ),

    h('MADDE 3 – SÖZLEŞMENİN KONUSU'),
    p(
      'Sözleşme’nin konusu; Üye’nin Platform’un sunduğu hizmetlerden yararlanma koşullarının, Premium Üyelik ve Bakiye kullanımına ilişkin esasların ve Tarafların karşılıklı hak ve yükümlülüklerinin belirlenmesidir.',
    ),

    h('MADDE 4 – ÜYELİK'),
    p(
      '4.1. Üye olabilmek için 18 yaşını doldurmuş ve fiil ehliyetine sahip olmak gerekir. Bir tüzel kişi adına üye olan kişi, o tüzel kişiyi temsile yetkili olduğunu kabul eder.',
    ),
    p(
      '4.2. Üye, kayıt sırasında ve sonrasında verdiği bilgilerin doğru ve güncel olduğunu, değişiklik olduğunda bilgilerini güncelleyeceğini kabul eder.',
    ),
    p(
      '4.3. Üyelik, e-posta adresinin doğrulanmasıyla başlar. Hesap kişiseldir; şifrenin gizliliğinden ve hesap üzerinden yapılan işlemlerden Üye sorumludur. Üye, hesabının yetkisiz kullanıldığını fark ettiğinde durumu derhal GüneşVeri’ye bildirir.',
    ),
    p(
      '4.4. Yeni üyelere tanıtım amacıyla 50 (elli) Bakiye tanımlanabilir. GüneşVeri bu uygulamayı Platform’da duyurarak değiştirebilir veya sona erdirebilir.',
    ),

    h('MADDE 5 – PREMIUM ÜYELİK, ABONELİK VE ÖDEMELER'),
    p(
      '5.1. Premium Üyelik, paket sayfasında fiyatı, dönemi (aylık veya yıllık) ve içerdiği Bakiye miktarı gösterilen abonelik paketlerinden birinin satın alınmasıyla başlar. Fiyatlar, aksi belirtilmedikçe vergiler dahil olarak gösterilir.',
    ),
    p(
      '5.2. Ödemeler, lisanslı ödeme kuruluşu iyzico altyapısı üzerinden banka veya kredi kartıyla alınır. Kart bilgileri GüneşVeri tarafından görülmez ve saklanmaz.',
    ),
    p(
      '5.3. Abonelik, Üye iptal edinceye kadar her dönemin sonunda aynı koşullarla yenilenir ve dönem bedeli kayıtlı karttan tahsil edilir. Üye aboneliğini Profil sayfasındaki fatura bölümünden dilediği zaman iptal edebilir; iptal ile Premium Üyelik sona erer ve sonraki dönemler için ödeme alınmaz.',
    ),
    p(
      '5.4. Deneme süresi tanımlanan Üye’nin Premium Üyeliği, süre sonunda ücretli bir pakete geçilmezse kendiliğinden sona erer; deneme süresi için ücret alınmaz.',
    ),
    p(
      '5.5. Premium Üyelik elektronik ortamda anında ifa edilen bir hizmettir. Mesafeli Sözleşmeler Yönetmeliği’nin 15. maddesi uyarınca, ifasına Üye’nin onayıyla başlanan hizmetlerde cayma hakkı kullanılamaz. Tüketicilerin mevzuattan doğan diğer hakları saklıdır.',
    ),

    h('MADDE 6 – BAKİYE'),
    p(
      '6.1. Bakiye; abonelik paketleriyle, kampanyalarla veya GüneşVeri tarafından hesaba tanımlanır ve firma ile proje detaylarının açılması, filtreleme, arama ve sayfa değiştirme gibi işlemlerde harcanır. Bir işlemin Bakiye maliyeti, işlem yapılmadan önce onay penceresinde gösterilir.',
    ),
    p(
      '6.2. Bir firma veya projenin detayı için Bakiye yalnızca bir kez harcanır; açılan kayıt Üye’nin envanterinde kalır ve tekrar ücretlendirilmez.',
    ),
    p(
      '6.3. Bakiye nakde çevrilemez, iade edilemez ve başka bir hesaba devredilemez. Bakiye yetersizse işlem yapılmaz; Bakiye hiçbir durumda eksiye düşmez.',
    ),
    p(
      '6.4. GüneşVeri işlem maliyetlerini Platform’da duyurarak değiştirebilir; değişiklik, duyurudan sonra yapılan işlemlere uygulanır. Teknik bir hata nedeniyle yersiz düşülen Bakiye, Üye’nin bildirimi üzerine yapılan inceleme sonunda hesaba geri yüklenir.',
    ),

    h('MADDE 7 – ÜYENİN YÜKÜMLÜLÜKLERİ'),
    p('Üye;'),
    ul(
      'Platform’u yürürlükteki mevzuata, Sözleşme’ye ve dürüstlük kuralına uygun biçimde kullanmayı,',
      'İçerik’i bot, örümcek, kazıyıcı gibi otomatik araçlarla toplamamayı, toplu olarak indirmemeyi, çoğaltmamayı, üçüncü kişilere satmamayı ve Platform’a rakip bir hizmette kullanmamayı,',
      'hesabını başkalarıyla paylaşmamayı ve birden fazla kişinin kullanımına açmamayı,',
      'Platform’un güvenliğini tehlikeye atacak, işleyişini bozacak veya sistemlere aşırı yük bindirecek girişimlerde bulunmamayı,',
      'öneri ve başvuru formlarıyla gönderdiği bilgilerin doğru olduğunu, üçüncü kişilerin haklarını ihlal etmediğini ve bu bilgileri paylaşmaya yetkili olduğunu',
    ),
    p('kabul, beyan ve taahhüt eder.'),

    h('MADDE 8 – GÜNEŞVERİ’NİN HAK VE YÜKÜMLÜLÜKLERİ'),
    p(
      '8.1. GüneşVeri, Platform’u makul özenle ve mümkün olduğunca kesintisiz sunmaya çalışır; bakım, güncelleme, güvenlik ve zorunlu hallerde erişimi geçici olarak durdurabilir.',
    ),
    p(
      '8.2. GüneşVeri, Platform’un kapsamını, tasarımını ve özelliklerini geliştirmek amacıyla değiştirebilir. Premium Üye aleyhine esaslı değişiklikler Platform üzerinden veya e-posta ile önceden duyurulur.',
    ),
    p(
      '8.3. Üyelerin gönderdiği öneriler ve yeni kayıt başvuruları GüneşVeri tarafından incelenir; yayımlanıp yayımlanmayacaklarına GüneşVeri karar verir.',
    ),
    p('8.4. Üye’ye ait kişisel veriler, KVKK Aydınlatma Metni’nde açıklandığı şekilde işlenir.'),

    h('MADDE 9 – FİKRİ MÜLKİYET HAKLARI'),
    p(
      '9.1. Platform’un yazılımı, tasarımı, logosu ve veri tabanı ile İçerik üzerindeki her türlü fikri ve sınai mülkiyet hakkı, 5846 sayılı Fikir ve Sanat Eserleri Kanunu’ndaki veri tabanı hakları dahil olmak üzere GüneşVeri’ye veya lisans verenlerine aittir.',
    ),
    p(
      '9.2. Üye’ye, Sözleşme süresince ve yalnızca kendi iş faaliyetlerinde kullanmak üzere, devredilemeyen ve münhasır olmayan bir kullanım hakkı tanınır. Kaynak gösterilerek yapılan makul alıntılar bu hakkın kapsamındadır.',
    ),
    p(
      '9.3. Üye, Platform’a gönderdiği öneri ve düzeltmelerin GüneşVeri tarafından Platform’da süresiz ve ücretsiz olarak kullanılmasına izin verir.',
    ),

    h('MADDE 10 – SORUMLULUĞUN SINIRLANDIRILMASI'),
    p(
      '10.1. Platform’daki veriler kamuya açık kaynaklardan, kurumların duyurularından, firmaların ve üyelerin bildirimlerinden derlenir; kaynaklar mümkün olduğunca belirtilir, tahmini veya türetilmiş değerler bu şekilde işaretlenir. GüneşVeri verilerin doğruluğu ve güncelliği için makul özeni gösterir, ancak eksiksiz ve hatasız olduklarını garanti etmez.',
    ),
    p(
      '10.2. Platform’daki bilgiler yatırım, hukuk veya teknik danışmanlık niteliği taşımaz. Üye, bu bilgilere dayanarak karar vermeden önce EPDK, TEİAŞ, dağıtım şirketleri ve Enerji ve Tabii Kaynaklar Bakanlığı gibi resmi kaynakları doğrulamakla yükümlüdür.',
    ),
    p(
      '10.3. GüneşVeri, kastı veya ağır ihmali bulunmadıkça, Platform’un kullanılmasından veya kullanılamamasından doğan dolaylı zararlardan, kâr kaybından ve veri kaybından sorumlu değildir. GüneşVeri’nin doğrudan zararlardan sorumluluğu, zarara yol açan olaydan önceki on iki ay içinde Üye’nin ödediği abonelik bedellerinin toplamıyla sınırlıdır. Bu sınırlamalar, tüketici mevzuatının emredici hükümlerine aykırı olduğu ölçüde uygulanmaz.',
    ),
    p(
      '10.4. Doğal afet, salgın, savaş, siber saldırı, altyapı veya enerji kesintisi ve resmi makam kararları gibi Tarafların kontrolü dışındaki mücbir sebeplerin süresi boyunca Taraflar yükümlülüklerini yerine getirememelerinden sorumlu tutulmaz.',
    ),

    h('MADDE 11 – SÜRE VE FESİH'),
    p('11.1. Sözleşme, Üye’nin onayıyla yürürlüğe girer ve belirsiz süreli olarak devam eder.'),
    p(
      `11.2. Üye, ${CONTACT} adresine yazarak hesabının kapatılmasını dilediği zaman isteyebilir. Hesap kapatıldığında kullanılmamış Bakiye sona erer; yürürlükteki abonelik yenilenmez.`,
    ),
    p(
      '11.3. GüneşVeri, Üye’nin Sözleşme’ye aykırı davranması halinde, aykırılığın ağırlığına göre önce uyararak veya derhal, hesabı askıya alabilir ya da Sözleşme’yi feshedebilir. Bu durumda ödenmiş bedeller iade edilmez; GüneşVeri’nin tazminat hakları saklıdır.',
    ),
    p(
      '11.4. GüneşVeri, otuz gün önceden bildirmek kaydıyla Sözleşme’yi haklı bir neden olmaksızın da feshedebilir; bu halde Premium Üye’nin kullanılmamış abonelik süresine düşen bedel iade edilir.',
    ),

    h('MADDE 12 – SÖZLEŞME DEĞİŞİKLİKLERİ'),
    p(
      '12.1. GüneşVeri, Sözleşme’yi değiştirebilir. Yeni metin Platform’da yayımlanır ve kayıtlı e-posta adresine bildirilir; değişiklikler yayımlandıkları tarihte yürürlüğe girer.',
    ),
    p(
      '12.2. Değişikliği kabul etmeyen Üye, Sözleşme’yi 11.2. maddeye göre sona erdirebilir. Üye’nin değişiklikten sonra Platform’u kullanmaya devam etmesi, yeni metnin kabulü anlamına gelir.',
    ),

    h('MADDE 13 – BİLDİRİMLER VE DELİL SÖZLEŞMESİ'),
    p(
      `13.1. Taraflar arasındaki bildirimler, Üye’nin kayıtlı e-posta adresine ve GüneşVeri’nin ${CONTACT} adresine e-posta ile yapılır.`,
    ),
    p(
      '13.2. Üye, Sözleşme’den doğabilecek uyuşmazlıklarda GüneşVeri’nin veri tabanı, sunucu ve işlem kayıtlarının 6100 sayılı Hukuk Muhakemeleri Kanunu’nun 193. maddesi anlamında delil teşkil edeceğini kabul eder; karşı delil sunma hakkı saklıdır.',
    ),

    h('MADDE 14 – UYGULANACAK HUKUK VE UYUŞMAZLIKLARIN ÇÖZÜMÜ'),
    p('14.1. Sözleşme, Türkiye Cumhuriyeti hukukuna tabidir.'),
    p(
      '14.2. Sözleşme’den doğan uyuşmazlıkların çözümünde İstanbul Merkez (Çağlayan) Mahkemeleri ve İcra Daireleri yetkilidir.',
    ),
    p(
      '14.3. Tüketici sıfatını taşıyan Üye, 6502 sayılı Tüketicinin Korunması Hakkında Kanun uyarınca her yıl ilan edilen parasal sınırlar dahilinde Tüketici Hakem Heyetlerine, bu sınırları aşan uyuşmazlıklarda ise Tüketici Mahkemelerine başvurabilir; bu durumda 14.2. madde uygulanmaz.',
    ),

    h('MADDE 15 – YÜRÜRLÜK'),
    p(
      'On beş maddeden oluşan bu Sözleşme, Üye tarafından kayıt sırasında elektronik ortamda okunup onaylandığı anda yürürlüğe girer. Onay kaydı, onay tarihi ve Sözleşme’nin o tarihteki sürümü GüneşVeri tarafından saklanır.',
    ),
  ],
};

export const KVKK_NOTICE: LegalDocument = {
  fileName: 'kvkk-aydinlatma-metni.pdf',
  title: 'KVKK Aydınlatma Metni',
  subtitle: `Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni · ${EFFECTIVE}`,
  blocks: [
    p(
      '6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, GüneşVeri platformunu (“Platform”) kullanan üyelerimizi ve ziyaretçilerimizi, kişisel verilerinin işlenmesi hakkında aşağıda bilgilendiriyoruz.',
    ),

    h('1. Veri Sorumlusu'),
    p(
      `Kişisel verileriniz, veri sorumlusu sıfatıyla Platform’u işleten GüneşVeri (“GüneşVeri”) tarafından işlenir. Ticaret unvanı, adres ve sicil bilgilerimiz Platform’un “Hakkımızda” sayfasında yer alır; bize ${CONTACT} adresinden ulaşabilirsiniz.`,
    ),

    h('2. İşlenen Kişisel Veriler'),
    ul(
      'Kimlik: ad, soyad; fatura düzenlenmesi ve ödeme için gerekli olduğunda T.C. kimlik numarası.',
      'İletişim: e-posta adresi, cep telefonu numarası, fatura ve teslimat adresi.',
      'Müşteri işlem: abonelik ve paket bilgileri, Bakiye hareketleri, açtığınız firma ve proje kayıtları, öneri ve başvurularınız, destek yazışmaları.',
      'Finans: şirket faturalarında vergi numarası ve vergi dairesi, ödeme sonucu ve abonelik referans kodu. Kart bilgileriniz ödeme kuruluşu tarafından işlenir; GüneşVeri bu bilgileri görmez ve saklamaz.',
      'İşlem güvenliği: geri döndürülemez biçimde özetlenmiş şifre, oturum kayıtları, IP adresi, tarayıcı bilgisi, giriş ve işlem zamanları, sözleşme onay kayıtları.',
      'Mesleki bilgi: firma kayıtlarında yer alan ilgili kişi adı, unvanı, kurumsal iletişim bilgileri ve LinkedIn profil adresi.',
    ),

    h('3. Kişisel Verilerin İşlenme Amaçları'),
    ul(
      'Üyelik kaydının oluşturulması, e-posta adresinin doğrulanması ve hesabın yönetilmesi,',
      'Premium Üyelik, abonelik ve ödeme süreçlerinin yürütülmesi, faturaların düzenlenmesi,',
      'Bakiye hareketlerinin kaydedilmesi ve açılan kayıtların envanterde tutulması,',
      'öneri ve başvuruların değerlendirilmesi ve sonuçlarının bildirilmesi,',
      'bilgi güvenliğinin sağlanması, kötüye kullanımın ve yetkisiz erişimin önlenmesi,',
      'talep ve şikâyetlerin yanıtlanması, mevzuattan doğan yükümlülüklerin yerine getirilmesi ve yetkili kurumların taleplerinin karşılanması,',
      'açık rızanızın bulunması halinde, Platform’daki yenilikler ve kampanyalar hakkında ticari elektronik ileti gönderilmesi.',
    ),

    h('4. Hukuki Sebepler'),
    p(
      'Kişisel verileriniz KVKK’nın 5. maddesinde sayılan şu hukuki sebeplere dayanılarak işlenir: bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (md. 5/2-c); veri sorumlusunun hukuki yükümlülüğünü yerine getirmesi (md. 5/2-ç), örneğin 213 sayılı Vergi Usul Kanunu, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun ve 5651 sayılı Kanun kapsamındaki yükümlülükler; bir hakkın tesisi, kullanılması veya korunması (md. 5/2-e); temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatlerimiz (md. 5/2-f). Ticari elektronik ileti gönderimi yalnızca açık rızanıza (md. 5/1) dayanır ve rızanızı dilediğiniz zaman geri alabilirsiniz.',
    ),

    h('5. Kişisel Verilerin Aktarılması'),
    p('Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak ve gerekli olduğu ölçüde şu alıcılara aktarılabilir:'),
    ul(
      'ödemelerin alınması için lisanslı ödeme kuruluşu iyzico (İyzi Ödeme ve Elektronik Para Hizmetleri A.Ş.),',
      'barındırma, veri tabanı, e-posta gönderimi ve yedekleme hizmeti aldığımız altyapı sağlayıcıları,',
      'hukuki, mali ve teknik danışmanlarımız ile denetçilerimiz,',
      'talep edilmesi halinde yetkili kamu kurum ve kuruluşları ile yargı mercileri.',
    ),
    p(
      'Hizmet sağlayıcılarımızdan birinin sunucularının yurt dışında bulunması halinde aktarım, KVKK’nın 9. maddesinde öngörülen koşullara ve güvencelere uygun olarak yapılır.',
    ),

    h('6. Kişisel Verilerin Toplanma Yöntemi'),
    p(
      'Kişisel verileriniz; kayıt, profil, fatura, öneri ve başvuru formları, ödeme süreci, e-posta yazışmaları, çerezler ve sunucu kayıtları aracılığıyla, kısmen veya tamamen otomatik yollarla elektronik ortamda toplanır.',
    ),

    h('7. Saklama Süreleri'),
    p(
      'Kişisel verileriniz, işlenme amacının gerektirdiği süre boyunca ve ilgili mevzuatta öngörülen süreler kadar saklanır: hesap bilgileri üyeliğiniz süresince ve sona ermesinden sonra genel zamanaşımı süresi olan on yıl; fatura ve muhasebe kayıtları Vergi Usul Kanunu ve Türk Ticaret Kanunu’nda öngörülen süreler; trafik ve işlem güvenliği kayıtları iki yıl. Süre sona erdiğinde veriler silinir, yok edilir veya anonim hale getirilir.',
    ),

    h('8. İlgili Kişi Olarak Haklarınız'),
    p('KVKK’nın 11. maddesi uyarınca GüneşVeri’ye başvurarak;'),
    ul(
      'kişisel verilerinizin işlenip işlenmediğini öğrenme,',
      'işlenmişse buna ilişkin bilgi talep etme,',
      'işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,',
      'yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,',
      'eksik veya yanlış işlenmişse düzeltilmesini isteme,',
      'KVKK’nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,',
      'düzeltme, silme ve yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
      'münhasıran otomatik sistemlerle analiz edilmesi sonucunda aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
      'kanuna aykırı işleme nedeniyle zarara uğramanız halinde zararın giderilmesini talep etme',
    ),
    p('haklarına sahipsiniz.'),

    h('9. Başvuru Yöntemi'),
    p(
      `Taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ uyarınca yazılı olarak, kayıtlı elektronik posta (KEP) adresi, güvenli elektronik imza veya mobil imza ile ya da Platform’da kayıtlı e-posta adresinizden ${CONTACT} adresine gönderebilirsiniz. Başvurunuzda adınız, soyadınız, iletişim bilgileriniz ve talebinizin konusu yer almalıdır.`,
    ),
    p(
      'Başvurunuz, niteliğine göre en kısa sürede ve en geç otuz gün içinde ücretsiz olarak sonuçlandırılır. İşlemin ayrıca bir maliyet gerektirmesi halinde, Kişisel Verileri Koruma Kurulu’nca belirlenen tarifedeki ücret alınabilir.',
    ),
  ],
};

export const COOKIE_POLICY: LegalDocument = {
  fileName: 'cerez-politikasi.pdf',
  title: 'Çerez Politikası',
  subtitle: EFFECTIVE,
  blocks: [
    p(
      'Bu Çerez Politikası, GüneşVeri platformunu (“Platform”) ziyaret ettiğinizde kullanılan çerezleri ve benzer teknolojileri, bunların hangi amaçla kullanıldığını ve tercihlerinizi nasıl yönetebileceğinizi açıklar. Kişisel verilerinizin işlenmesine ilişkin ayrıntılar KVKK Aydınlatma Metni’nde yer alır.',
    ),

    h('1. Çerez Nedir?'),
    p(
      'Çerezler, ziyaret ettiğiniz internet sitesi tarafından tarayıcınıza kaydedilen küçük metin dosyalarıdır. Tarayıcının yerel depolama alanı (local storage) da benzer bir teknolojidir. Bu araçlar, oturumunuzun açık kalmasını, tercihlerinizin hatırlanmasını ve sitenin güvenli çalışmasını sağlar.',
    ),

    h('2. Kullandığımız Çerez ve Benzeri Teknolojiler'),
    p('Zorunlu çerezler ve kayıtlar'),
    ul(
      'Oturum çerezi: giriş yaptığınızda oluşturulur, hesabınızın açık kalmasını sağlar; yalnızca sunucu tarafından okunabilir (HttpOnly) ve çıkış yaptığınızda ya da oturum süresi dolduğunda geçersiz hale gelir.',
      'Güvenlik kayıtları: hesabınızı kötüye kullanıma karşı korumak için istek sayıları ve oturum bilgileri sunucu tarafında tutulur.',
    ),
    p('Tercih kayıtları (tarayıcınızın yerel depolama alanında)'),
    ul(
      'Çerez onayı: bu politikayı kabul ettiğinizi hatırlar, bildirimin tekrar gösterilmesini önler.',
      'Görünüm tercihi: karanlık mod seçiminizi saklar.',
      'Form taslakları: öneri ve başvuru formlarına yazdıklarınızı, yanlışlıkla kapatma halinde geri yükleyebilmeniz için cihazınızda tutar; sunucuya gönderilmez.',
    ),
    p('Üçüncü taraf hizmetler'),
    ul(
      'Ödeme sayfası: abonelik ödemesi iyzico’nun güvenli ödeme formu üzerinden yapılır; bu form, iyzico’nun kendi çerez politikasına tabi çerezler kullanabilir.',
      'Harita: trafo merkezi haritasındaki harita katmanları bir harita sunucusundan yüklenir; bu sunucu, katmanları iletebilmek için IP adresinizi ve tarayıcı bilgilerinizi görür.',
    ),
    p(
      'Platform, reklam veya pazarlama amaçlı çerez kullanmaz. İleride analitik ya da pazarlama çerezleri kullanılması halinde bu politika güncellenir ve bu çerezler yalnızca açık rızanızla etkinleştirilir.',
    ),

    h('3. Hukuki Sebep'),
    p(
      'Zorunlu çerezler ve kayıtlar, üyelik sözleşmesinin ifası (KVKK md. 5/2-c) ve Platform’un güvenliğinin sağlanmasındaki meşru menfaatimiz (KVKK md. 5/2-f) kapsamında kullanılır. Zorunlu olmayan çerezler yalnızca açık rızanıza (KVKK md. 5/1) dayanır.',
    ),

    h('4. Çerezleri Nasıl Yönetebilirsiniz?'),
    p(
      'Tarayıcınızın ayarlarından çerezleri silebilir, engelleyebilir veya yeni bir çerez kaydedilmeden önce uyarı alabilirsiniz. Ayrıntılı bilgi için kullandığınız tarayıcının yardım sayfasına başvurabilirsiniz:',
    ),
    ul(
      'Google Chrome: Ayarlar > Gizlilik ve güvenlik > Üçüncü taraf çerezleri',
      'Mozilla Firefox: Ayarlar > Gizlilik ve Güvenlik > Çerezler ve site verileri',
      'Safari: Ayarlar > Gizlilik > Çerezleri ve web sitesi verilerini yönet',
      'Microsoft Edge: Ayarlar > Tanımlama bilgileri ve site izinleri',
    ),
    p(
      'Zorunlu çerezleri engellemeniz halinde giriş yapamayabilir ve Platform’un bazı bölümlerini kullanamayabilirsiniz. Yerel depolama alanındaki kayıtları tarayıcınızın site verilerini temizleyerek silebilirsiniz.',
    ),

    h('5. Değişiklikler ve İletişim'),
    p(
      `Bu politikayı, kullandığımız teknolojiler veya mevzuat değiştiğinde güncelleyebiliriz; güncel metin her zaman Platform’un alt bilgi alanında yer alır. Sorularınız için ${CONTACT} adresine yazabilirsiniz.`,
    ),
  ],
};

export const LEGAL_DOCUMENTS: LegalDocument[] = [MEMBERSHIP_CONTRACT, KVKK_NOTICE, COOKIE_POLICY];
