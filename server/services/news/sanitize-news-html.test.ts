import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { excerpt, newsPlainText, readingMinutes, sanitizeNewsHtml } from './sanitize-news-html';

// Known XSS vectors (OWASP filter-evasion cheat sheet style): scripts, event handlers, javascript:
// and data: URLs, SVG/MathML, style-based attacks, malformed and nested markup.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<img """><script>alert(1)</script>">',
  '<img src=# onmouseover="alert(1)">',
  '<img src= onmouseover="alert(1)">',
  '<img onerror="alert(1)" src=/>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<img src=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>',
  '<img src="jav\tascript:alert(1);">',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src=" &#14;  javascript:alert(1);">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#0000115;cript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="//evil.example/">protocol relative</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background-image:url(javascript:alert(1))">x</div>',
  '<p style="width:expression(alert(1))">x</p>',
  '<div style="behavior: url(xss.htc);">x</div>',
  '<p onclick="alert(1)">click</p>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<p>a</p><!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">',
  '<img dynsrc="javascript:alert(1)">',
  '<img lowsrc="javascript:alert(1)">',
  '<bgsound src="javascript:alert(1)">',
  '<template><script>alert(1)</script></template>',
  '"><script>alert(document.cookie)</script>',
  '<a href="https://ok.example" target="_self">safe link</a>',
];

const ALLOWED_TAGS = new Set(['P', 'BR', 'H2', 'H3', 'H4', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'BLOCKQUOTE', 'UL', 'OL', 'LI', 'A', 'IMG', 'FIGURE', 'FIGCAPTION', 'HR', 'CODE', 'PRE', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan']);

describe('news HTML sanitiser', () => {
  it(`neutralises ${PAYLOADS.length} known XSS payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const payload of PAYLOADS) {
      const clean = sanitizeNewsHtml(payload);
      const { document } = new JSDOM(`<body>${clean}</body>`).window;
      for (const element of document.body.querySelectorAll('*')) {
        expect(ALLOWED_TAGS.has(element.tagName), `${payload} -> <${element.tagName}>`).toBe(true);
        for (const attribute of element.attributes) {
          expect(ALLOWED_ATTRIBUTES.has(attribute.name), `${payload} -> ${attribute.name}`).toBe(true);
          if (attribute.name === 'href' || attribute.name === 'src') {
            expect(attribute.value, payload).toMatch(/^(https?:\/\/|mailto:|\/)/i);
          }
        }
        if (element.tagName === 'A') expect(element.getAttribute('rel')).toContain('noopener');
      }
      expect(clean.toLowerCase(), payload).not.toMatch(/<script|javascript:|vbscript:|onerror|onload|<svg|<iframe|style=/);
    }
  });

  it('keeps the allowed article markup', () => {
    const html = '<h2>Başlık</h2><p>Metin <strong>kalın</strong> <a href="https://www.epdk.gov.tr/">EPDK</a></p><ul><li>bir</li></ul><img src="/files/news/a.svg" alt="kapak">';
    const clean = sanitizeNewsHtml(html);
    expect(clean).toContain('<h2>Başlık</h2>');
    expect(clean).toContain('<a href="https://www.epdk.gov.tr/" target="_blank" rel="noopener noreferrer nofollow">EPDK</a>');
    expect(clean).toContain('<li>bir</li>');
  });

  it('makes excerpts and reading times from plain text', () => {
    const text = newsPlainText('<p>Güneş <b>enerjisi</b></p><script>x</script><p>kurulu güç</p>');
    expect(text).toBe('Güneş enerjisi kurulu güç');
    expect(excerpt('a '.repeat(100), 150).length).toBeLessThanOrEqual(151);
    expect(excerpt('kısa metin', 150)).toBe('kısa metin');
    expect(readingMinutes('kelime '.repeat(200))).toBe(1);
    expect(readingMinutes('kelime '.repeat(201))).toBe(2);
    expect(readingMinutes('')).toBe(1);
  });
});
