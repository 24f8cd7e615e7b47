import { inArray } from 'drizzle-orm';
import { ANNOUNCEMENT_DEFAULTS } from '../../shared/constants';
import { publicFileUrl, type Storage } from '../integrations/storage/storage';
import type { Db } from '../db/client';
import { announcements, news, news_tags } from '../db/schema/news';

// Demo news, tags and ticker announcements. Every figure in the texts comes from the CSVs in data/
// (and their sources); the texts link to those sources. The HTML uses only p, h2, ul/li and a,
// which any sanitiser configuration of the app keeps. (The hostile article the sanitiser is proved
// on is a test fixture, server/test/hostile-news.ts, never published demo content.) Covers are
// generated SVGs stored under news/<slug>.svg and served by the app itself (no hot-linking).

export const DEMO_TAGS = [
  { name: 'Piyasa', color: '#2563eb' },
  { name: 'Mevzuat', color: '#7c3aed' },
  { name: 'Yatırım', color: '#059669' },
  { name: 'Teknoloji', color: '#ea580c' },
  { name: 'Etkinlik', color: '#db2777' },
] as const;

type TagName = (typeof DEMO_TAGS)[number]['name'];

interface DemoNews {
  title: string;
  tag: TagName;
  publishedAt: string;
  /** Blog slug; items without one are feed entries that link out. */
  slug?: string;
  content?: string;
  externalLink?: string;
}

const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;
const html = (...parts: string[]) => parts.join('\n');

export const DEMO_NEWS: DemoNews[] = [
  {
    title: 'YEKA GES-2025’te 650 MW’lık sözleşmeler imzalandı; ilk yüzer GES yarışması Demirköprü’de',
    tag: 'Yatırım',
    publishedAt: '2026-01-06T09:30:00+03:00',
    slug: 'yeka-ges-2025-sozlesmeleri-imzalandi',
    content: html(
      '<p>Enerji ve Tabii Kaynaklar Bakanlığı’nın YEKA GES-2025 yarışmalarında kazanan şirketlerle sözleşmeler Kasım 2025’te Ankara’da imzalandı. Başlangıçta 10 yarışmada 850-860 MW olarak duyurulan kapasitenin 650 MW’ı, sekiz yarışma sonunda tahsis edildi.</p>',
      '<h2>Yarışma bölgeleri</h2>',
      '<ul><li>Bolu</li><li>Erzurum (iki yarışma)</li><li>Eskişehir</li><li>Kahramanmaraş</li><li>Mardin</li><li>Van</li><li>Manisa: Demirköprü Barajı (yüzer GES)</li></ul>',
      '<h2>Türkiye’nin ilk yüzer GES YEKA’sı</h2>',
      '<p>Manisa’daki Demirköprü yarışması, bir hidroelektrik baraj gölünde yapılan ilk yüzer güneş santrali YEKA yarışması oldu. Yaklaşık 48 km² büyüklüğündeki rezervuar, EÜAŞ’a ait 69 MW’lık Demirköprü HES’e su sağlıyor.</p>',
      `<p>Kaynaklar: ${a('https://mersinhaber.com/haber-ankarada-yeka-ges-2025-projeleri-icin-sozlesmeler-bugun-imzalandi/510551', 'Mersin Haber')}, ${a('https://balkangreenenergynews.com/turkey-selects-first-hydropower-reservoir-for-yeka-floating-solar-power-auction', 'Balkan Green Energy News')}.</p>`,
    ),
  },
  {
    title: 'Güneş enerjisi kurulu gücü 2025’i 25 GW’ın üzerinde kapattı',
    tag: 'Piyasa',
    publishedAt: '2026-01-13T10:00:00+03:00',
    slug: 'gunes-kurulu-gucu-2025-sonu-25-gw',
    content: html(
      '<p>Enerji ve Tabii Kaynaklar Bakanlığı verilerine göre Türkiye’nin güneş enerjisi kurulu gücü 2025 sonunda 25.109 MW’a ulaştı. Toplam elektrik kurulu gücü 122.519 MW’a çıkarken yenilenebilir kaynakların payı %62,3 oldu.</p>',
      '<h2>Bir yılda yaklaşık 5 GW</h2>',
      '<p>TEİAŞ verilerine göre 2024 sonunda 19,8 GW civarında olan güneş kurulu gücü, 2025’te yaklaşık 5,3 GW arttı. Güneşin toplam kurulu güçteki payı %20,5’e yükseldi; rüzgârla birlikte bu pay üçte bire yaklaştı.</p>',
      '<ul><li>2025 elektrik tüketimi: 360.929 GWh</li><li>2025 elektrik üretimi: 362.992 GWh</li><li>Rüzgâr kurulu gücü: 14.774 MW</li></ul>',
      `<p>Kaynak: ${a('https://sondakika.com/haber/haber-turkiyeelektrikkurulugucurekorkirdi-19486569/', 'Son Dakika (ETKB açıklaması)')}.</p>`,
    ),
  },
  {
    title: 'Türkiye’nin elektrik kurulu gücü 123 bin megavatı aştı',
    tag: 'Piyasa',
    publishedAt: '2026-02-09T11:15:00+03:00',
    externalLink: 'https://sondakika.com/ekonomi/haber-turkiye-nin-elektrik-kurulu-gucu-123-bin-megavata--19593290/',
  },
  {
    title: 'Kalyon, Karapınar’da 500 MW’lık yeni güneş yatırımına hazırlanıyor',
    tag: 'Yatırım',
    publishedAt: '2026-02-17T14:00:00+03:00',
    slug: 'kalyon-karapinar-500-mw-yeni-yatirim',
    content: html(
      '<p>Kalyon Enerji, Konya Karapınar’daki güneş santralini 500 MW’lık yeni bir yatırımla büyütüyor. Sahada mobilizasyon 2025’te başladı; ana inşaatın 2026’da yapılması ve yaklaşık bir yıllık yapım süresinin ardından 2027’de devreye alınması hedefleniyor.</p>',
      '<p>Karapınar alanı YEKA GES-2024 yarışmasında 385 MWe bağlantı kapasitesiyle ilan edilmişti; şirketin açıkladığı 500 MW ile ihale kapasitesi arasındaki farkın DC/AC güçten kaynaklanıp kaynaklanmadığı henüz netleşmedi.</p>',
      '<h2>Mevcut santral</h2>',
      '<ul><li>1.350 MWp DC / 1.000 MWe AC kurulu güç (YEKA GES-1)</li><li>Mart 2023’te tam kapasiteye ulaştı</li><li>Yılda yaklaşık 3 milyar kWh üretim</li><li>Modüller Ankara’daki Kalyon PV fabrikasından</li></ul>',
      `<p>Kaynak: ${a('https://haberler.com/ekonomi/kalyon-karapinar-gunes-enerjisi-santrali-500-megavatlik-yeni-yatirim-ile-buyuyor-19241480-haberi/', 'Haberler.com')}.</p>`,
    ),
  },
  {
    title: 'TEİAŞ 2026 iletim seviyesi lisanssız üretim kapasitelerini duyurdu',
    tag: 'Mevzuat',
    publishedAt: '2026-03-03T16:45:00+03:00',
    externalLink: 'https://trthaber.com/haber/ekonomi/teias-2026-iletim-seviyesi-lisanssiz-uretim-kapasitelerini-duyurdu-936302.html',
  },
  {
    title: '2025’te güneşten 38 TWh elektrik üretildi',
    tag: 'Piyasa',
    publishedAt: '2026-03-10T10:30:00+03:00',
    slug: '2025-gunes-elektrik-uretimi-38-twh',
    content: html(
      '<p>Bakanlık açıklamalarına göre Türkiye’de 2025’te güneş santrallerinden 38.069 GWh elektrik üretildi. Ember’in ön verileri de benzer bir tablo çiziyor: 37,25 TWh ile güneş, toplam üretimin yaklaşık %10,5’ini karşıladı.</p>',
      '<h2>Üç yılda iki katından fazla</h2>',
      '<ul><li>2023: 18,4 TWh (%5,8)</li><li>2024: 25,7 TWh (%7,5)</li><li>2025: 37,3 TWh (%10,5, ön veri)</li></ul>',
      '<p>Aynı dönemde yenilenebilir kaynakların toplam üretimdeki payı %42-46 aralığında kaldı; güneşteki artış, hidroelektrik üretimindeki yıllık dalgalanmayı kısmen dengeledi.</p>',
      `<p>Kaynaklar: ${a('https://mansethaber.com/turkiyenin-gunes-enerjisi-gucu-zirvede-hedef-120-bin-mw', 'Manşet Haber')}, ${a('https://github.com/owid/energy-data', 'Our World in Data (Ember)')}.</p>`,
    ),
  },
  {
    title: 'Lisanssız GES başvurularında 2026 takvimi: kapasiteler, sınırlar ve öncelik sırası',
    tag: 'Mevzuat',
    publishedAt: '2026-03-18T09:00:00+03:00',
    slug: 'lisanssiz-ges-2026-kapasite-takvimi',
    content: html(
      '<p>Rüzgâr ve güneşe dayalı lisanssız üretim için 2026’da iki ayrı kapasite listesi yayımlandı: TEİAŞ’ın iletim seviyesinde 1.500 MW’lık listesi ve EPDK’nın dağıtım seviyesinde trafo merkezi bazında 2.000 MW’lık listesi. Böylece toplam 3,5 GW’lık kapasite başvuruya açıldı.</p>',
      '<h2>İletim seviyesi (1.500 MW)</h2>',
      '<ul><li>Bölgeler arasında Ankara, Eskişehir-Kütahya, Afyonkarahisar-Uşak, Konya-Karaman, Sivas, Kayseri-Niğde, Malatya-Elazığ, Aydın-Muğla, Şanlıurfa-Diyarbakır ve Van var.</li><li>Bir kişi iletim seviyesinde en fazla 75 MW, dağıtım seviyesinde en fazla 10 MW başvurabilir.</li><li>Öncelik: aynı ölçüm noktası, ardından aynı trafo merkezi, ardından aynı bölge.</li><li>Başvurular 30 Nisan 2026’ya kadar sürüyor.</li></ul>',
      '<h2>Dağıtım seviyesi (2.000 MW)</h2>',
      '<p>OSB’ler ve endüstri bölgeleriyle ortak kullanılan trafo merkezlerinde kapasite, sistem kullanım anlaşmalarındaki güçler oranında paylaştırılıyor.</p>',
      `<p>Kaynaklar: ${a('https://trthaber.com/haber/ekonomi/teias-2026-iletim-seviyesi-lisanssiz-uretim-kapasitelerini-duyurdu-936302.html', 'TRT Haber')}, ${a('https://yenisafak.com/gundem/enerjide-yeni-hamle-lisanssiz-uretime-35-gigavatlik-kapasite-4804416', 'Yeni Şafak')}.</p>`,
    ),
  },
  {
    title: 'Enerjide yeni hamle: lisanssız üretime 3,5 gigavatlık kapasite',
    tag: 'Mevzuat',
    publishedAt: '2026-03-24T08:20:00+03:00',
    externalLink: 'https://yenisafak.com/gundem/enerjide-yeni-hamle-lisanssiz-uretime-35-gigavatlik-kapasite-4804416',
  },
  {
    title: 'Yerli üretimde TOPCon dönemi: hücre kapasitesi büyüyor',
    tag: 'Teknoloji',
    publishedAt: '2026-05-12T10:00:00+03:00',
    slug: 'yerli-uretimde-topcon-donemi',
    content: html(
      '<p>Türkiye’deki güneş paneli üreticileri, modül montajının ötesine geçerek hücre üretimine yatırım yapıyor. Öne çıkan örnekler:</p>',
      '<ul><li>CW Enerji: Antalya’da yıllık 1,8 GW modül ve 1,2 GW TOPCon hücre kapasitesi; 520 milyon dolarlık yatırımla 2028’e kadar 5 GW hedefi.</li><li>Smart Solar: Gebze’de yıllık 1,2 GWp modül üretimi; 2024’te İzmir Aliağa’da hücre üretimine başladı.</li><li>Kalyon PV: Ankara Başkent OSB’de külçeden modüle entegre üretim; kapasite 500 MW’tan 1.000 MW’a çıkarıldı.</li></ul>',
      '<h2>Neden TOPCon?</h2>',
      '<p>TOPCon (tünel oksit pasifleştirilmiş kontak) hücreler, yaygın PERC teknolojisine göre daha yüksek verim ve daha düşük sıcaklık kaybı sunuyor; mevcut üretim hatlarının bir bölümüyle uyumlu olması da geçişi hızlandırıyor.</p>',
      `<p>Kaynaklar: ${a('https://cw-enerji.com/en/news/165-million-liras-investment-in-solar-energy', 'CW Enerji')}, ${a('https://balkangreenenergynews.com/turkish-solar-panel-manufacturers-expanding-their-capacity', 'Balkan Green Energy News')}.</p>`,
    ),
  },
  {
    title: 'Rüzgâr santrallerine hibrit GES: yardımcı kaynakla daha yüksek kapasite kullanımı',
    tag: 'Teknoloji',
    publishedAt: '2026-06-16T11:00:00+03:00',
    slug: 'ruzgar-santrallerine-hibrit-ges',
    content: html(
      '<p>Mevcut rüzgâr santrallerinin bağlantı kapasitesini güneşle paylaşan hibrit projeler yaygınlaşıyor. Güneş, rüzgârın zayıf olduğu gündüz saatlerinde aynı şebeke bağlantısını kullanarak santralin yıllık kapasite kullanımını artırıyor.</p>',
      '<ul><li>Akfen Yenilenebilir Enerji’nin Çanakkale Lapseki’deki Üçpınar rüzgâr santraline eklenen 40 MWp’lik GES’in EPC yüklenicisi Asunim.</li><li>Eksim Enerji, Balıkesir Susurluk’taki 75 MW’lık rüzgâr santraline 5 MW’lık yardımcı kaynak GES kurdu.</li></ul>',
      `<p>Kaynaklar: ${a('https://pv-magazine.com/2024/04/03/asunim-to-build-40-mw-solar-project-at-wind-farm-in-turkey/', 'pv magazine')}, ${a('https://balkangreenenergynews.com/eksim-energy-completes-part-of-turkeys-second-largest-pv-park', 'Balkan Green Energy News')}.</p>`,
    ),
  },
  {
    title: 'Analitik panelinde üretim ve kurulu güç verileri',
    tag: 'Teknoloji',
    publishedAt: '2026-07-08T09:00:00+03:00',
    slug: 'analitik-paneli-uretim-ve-kurulu-guc-verileri',
    content: html(
      '<p>GüneşVeri Analitik panelindeki istatistikler kaynaklarıyla birlikte yayımlanıyor. Üretim verilerinde IEA’nın 2022-2023 aylık net üretim istatistikleri kullanılıyor; yalnızca yıllık toplamı yayımlanan yıllar aylık tabloya eklenmiyor.</p>',
      '<h2>Tahmini değerler nasıl işaretleniyor?</h2>',
      '<p>Kurulu güç verileri Bakanlık ve TEİAŞ açıklamalarından derleniyor. Yayımlanan bir paydan hesaplanan, kaynakların farklı verdiği ya da ön veri niteliğindeki değerler tahmini olarak işaretleniyor.</p>',
      `<p>Verilerle ilgili düzeltme önerilerinizi ${a('mailto:iletisim@gunesveri.com.tr', 'iletisim@gunesveri.com.tr')} adresine iletebilirsiniz.</p>`,
    ),
  },
  {
    title: 'GüneşVeri Sohbetleri: Lisanssız GES başvurularında trafo merkezi kapasitesi nasıl okunur?',
    tag: 'Etkinlik',
    publishedAt: '2026-10-06T10:00:00+03:00',
    slug: 'gunesveri-sohbetleri-tm-kapasitesi',
    content: html(
      '<p>GüneşVeri Sohbetleri’nin ekim buluşmasında, lisanssız GES başvurusu hazırlayan yatırımcılar ve EPC firmaları için trafo merkezi kapasite listelerini okumanın püf noktalarını konuşuyoruz.</p>',
      '<h2>Gündem</h2>',
      '<ul><li>İletim ve dağıtım seviyesindeki kapasite listelerinin farkı</li><li>Bara, bağlantı seviyesi ve öncelik sırası kavramları</li><li>OSB ile ortak kullanılan trafo merkezlerinde kapasite paylaşımı</li><li>Soru-cevap</li></ul>',
      '<p>Çevrim içi etkinlik 22 Ekim 2026 Perşembe günü saat 14.00’te yapılacak; katılım ücretsizdir. Kayıt bağlantısı etkinlikten bir hafta önce üyelerimize e-postayla gönderilecek.</p>',
    ),
  },
];

export const DEMO_ANNOUNCEMENTS = [
  {
    title: 'Hoş geldiniz',
    content: 'GüneşVeri’ye hoş geldiniz: Türkiye’nin güneş enerjisi projeleri, firmaları ve istatistikleri tek platformda.',
    ...ANNOUNCEMENT_DEFAULTS,
    // The spec's default green (#059669) under white text is 3.8:1, below WCAG AA's 4.5:1; the demo
    // uses the next shade (5.5:1). The admin form warns on a low-contrast pair
    // (docs/product-rules.md#announcements).
    background_color: '#047857',
  },
  {
    title: 'Yeni üyelere 50 Bakiye',
    content: 'Ücretsiz üye olun, 50 Bakiye hediye! Premium paketlerle proje ve firma detaylarının tamamına erişin.',
    background_color: '#1d4ed8',
    text_color: '#ffffff',
    animation_speed: 40,
    display_order: 1,
  },
  {
    title: 'Güncel kurulu güç',
    content: 'Ocak 2026 itibarıyla güneş enerjisi kurulu gücü 25.827 MW’a ulaştı; toplam kurulu gücün %20,9’u güneşten.',
    background_color: '#f59e0b',
    text_color: '#1f2937',
    animation_speed: 25,
    display_order: 2,
  },
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy wrap by character count; SVG text has no automatic line breaks. */
function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

/** A 1200×630 cover: dusk-to-sun gradient, a sun, rows of panels, the tag and the title. */
export function newsCoverSvg(title: string, tag: { name: string; color: string }): string {
  const lines = wrapWords(title, 28, 4);
  const fontSize = lines.length > 3 ? 50 : 56;
  const firstLineY = 300 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const titleText = lines
    .map((line, i) => `<tspan x="80" y="${Math.round(firstLineY + i * fontSize * 1.2)}">${escapeXml(line)}</tspan>`)
    .join('');
  const panels = Array.from({ length: 7 }, (_, i) => {
    const x = 640 + i * 80;
    return `<polygon points="${x},560 ${x + 70},560 ${x + 95},500 ${x + 25},500" fill="#1e3a8a" stroke="#93c5fd" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(title)}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="0.55" stop-color="#1e40af"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fef3c7"/><stop offset="0.6" stop-color="#fbbf24"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="630" fill="url(#sky)"/>
<circle cx="1010" cy="170" r="150" fill="url(#sun)"/>
<rect x="0" y="560" width="1200" height="70" fill="#0f172a" opacity="0.55"/>
${panels}
<rect x="80" y="80" rx="18" width="${40 + tag.name.length * 17}" height="44" fill="${tag.color}"/>
<text x="100" y="110" font-family="DejaVu Sans, Segoe UI, Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff">${escapeXml(tag.name)}</text>
<text font-family="DejaVu Sans, Segoe UI, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${titleText}</text>
<text x="80" y="600" font-family="DejaVu Sans, Segoe UI, Arial, sans-serif" font-size="26" font-weight="700" fill="#fde68a">GüneşVeri</text>
</svg>
`;
}

export async function seedDemoNews(db: Db, storage: Storage): Promise<{ news: number; tags: number }> {
  await db.insert(news_tags).values([...DEMO_TAGS]).onConflictDoNothing({ target: news_tags.name });
  const tagRows = await db
    .select({ id: news_tags.id, name: news_tags.name, color: news_tags.color })
    .from(news_tags)
    .where(inArray(news_tags.name, DEMO_TAGS.map((t) => t.name)));
  const tags = new Map(tagRows.map((t) => [t.name, t]));

  for (const item of DEMO_NEWS) {
    const tag = tags.get(item.tag);
    if (item.slug && tag) await storage.put(`news/${item.slug}.svg`, Buffer.from(newsCoverSvg(item.title, tag)));
  }
  await db
    .insert(news)
    .values(
      DEMO_NEWS.map((item) => ({
        title: item.title,
        content: item.content ?? null,
        tag_id: tags.get(item.tag)?.id ?? null,
        short_url: item.slug ?? null,
        post_image_url: item.slug ? publicFileUrl(`news/${item.slug}.svg`) : null,
        external_link: item.externalLink ?? null,
        published_at: new Date(item.publishedAt),
        is_active: true,
      })),
    )
    .onConflictDoNothing({ target: news.short_url });
  return { news: DEMO_NEWS.length, tags: DEMO_TAGS.length };
}

export async function seedDemoAnnouncements(db: Db): Promise<number> {
  await db.insert(announcements).values(DEMO_ANNOUNCEMENTS.map((item) => ({ ...item, is_active: true })));
  return DEMO_ANNOUNCEMENTS.length;
}
