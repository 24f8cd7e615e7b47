import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { SERVER_ARGS } from './test/server-process';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.SEED_DEMO).toBe(true);
  });

  it('keeps sessions for 2 s on a single instance, not with several instances sharing Redis (decision 013)', () => {
    expect(loadConfig({}).SESSION_CACHE_MS).toBe(2_000);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).SESSION_CACHE_MS).toBe(0);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', SESSION_CACHE_MS: '1000' }).SESSION_CACHE_MS).toBe(1_000);
  });

  it("holds a premium member's first-page marks in memory on a single instance only, unless told", () => {
    expect(loadConfig({}).LIST_MARKS_IN_MEMORY).toBe(true);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).LIST_MARKS_IN_MEMORY).toBe(false);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', LIST_MARKS_IN_MEMORY: 'true' }).LIST_MARKS_IN_MEMORY).toBe(true);
    expect(loadConfig({ LIST_MARKS_IN_MEMORY: 'false' }).LIST_MARKS_IN_MEMORY).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
    ['CONTACT_EMAIL', 'nobody'],
    ['NODE_ENV', 'staging'],
    ['MAP_TILE_URL', 'https://tiles.example.com/tile.png'],
    ['MAP_TILE_URL', 'javascript:alert(1)//{z}{x}{y}'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('stops the server process with a clear message on a bad value', () => {
    const result = spawnSync(process.execPath, SERVER_ARGS, {
      env: { ...process.env, PORT: 'abc', DATA_DIR: '/tmp/gv-config-test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Geçersiz yapılandırma');
    expect(result.stderr).toContain('PORT');
  });
});
