import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds readable login links', () => {
    expect(paths.login({ redirect: '/profile' })).toBe('/login?redirect=/profile');
    expect(paths.login({ redirect: '/profile?tab=password' })).toBe('/login?redirect=/profile%3Ftab%3Dpassword');
    expect(paths.login({ mode: 'register', redirect: '/packages' })).toBe('/login?mode=register&redirect=/packages');
    expect(paths.login()).toBe('/login');
  });

  it('encodes parameters and leaves out empty query values', () => {
    expect(paths.newsArticle('a b/c')).toBe('/news/a%20b%2Fc');
    expect(paths.news({ q: 'yeka', page: 2 })).toBe('/news?q=yeka&page=2');
    expect(paths.profile()).toBe('/profile');
    expect(paths.profile('tokens')).toBe('/profile?tab=tokens');
  });
});
