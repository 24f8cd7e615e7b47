import { describe, expect, it } from 'vitest';
import { feedItemLink, newsItemLink, safeExternalUrl, tagChipStyle } from './news-links';

const ID = '6f1c1e0a-8a43-4d8e-9a43-111111111111';

describe('newsItemLink (the news bubble rule, docs/product-rules.md#news)', () => {
  it('leads to the blog page when the item has a short URL, even with an external link', () => {
    expect(newsItemLink({ id: ID, short_url: 'gunes-2025', external_link: 'https://ornek.com/x' })).toEqual({
      kind: 'internal',
      to: '/news/gunes-2025',
    });
  });

  it('encodes the short URL into one path segment', () => {
    expect(newsItemLink({ id: ID, short_url: 'a b/c', external_link: null })).toEqual({ kind: 'internal', to: '/news/a%20b%2Fc' });
  });

  it('falls back to the external link, then to the feed page', () => {
    expect(newsItemLink({ id: ID, short_url: null, external_link: 'https://ornek.com/haber' })).toEqual({
      kind: 'external',
      href: 'https://ornek.com/haber',
    });
    expect(newsItemLink({ id: ID, short_url: null, external_link: null })).toEqual({ kind: 'internal', to: `/news-feed/${ID}` });
  });

  it('never links out to a javascript: or relative address', () => {
    expect(newsItemLink({ id: ID, short_url: null, external_link: 'javascript:alert(1)' })).toEqual({ kind: 'internal', to: `/news-feed/${ID}` });
    expect(newsItemLink({ id: ID, short_url: null, external_link: '/yerel' })).toEqual({ kind: 'internal', to: `/news-feed/${ID}` });
    expect(safeExternalUrl(' HTTPS://Ornek.com ')).toBe('https://ornek.com/');
    expect(safeExternalUrl('data:text/html,x')).toBeNull();
  });
});

describe('feedItemLink (the feed timeline, docs/product-rules.md#news)', () => {
  it('links out for items with an external link and to the feed page for all others, blog items included', () => {
    expect(feedItemLink({ id: ID, external_link: 'https://ornek.com/haber' })).toEqual({ kind: 'external', href: 'https://ornek.com/haber' });
    expect(feedItemLink({ id: ID, external_link: null })).toEqual({ kind: 'internal', to: `/news-feed/${ID}` });
  });
});

describe('tagChipStyle', () => {
  it('puts the tag colour at 20 % ("33" alpha) behind the text', () => {
    expect(tagChipStyle('#2563eb')).toEqual({ '--tag-color': '#2563eb', backgroundColor: '#2563eb33' });
  });

  it('uses the default tag colour for a missing or malformed colour', () => {
    expect(tagChipStyle(null)).toEqual({ '--tag-color': '#484866', backgroundColor: '#48486633' });
    expect(tagChipStyle('red;background:url(x)')).toEqual({ '--tag-color': '#484866', backgroundColor: '#48486633' });
  });
});
