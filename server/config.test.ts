import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionWarnings } from './config';
import { SERVER_ARGS } from './test/server-process';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.SEED_CATALOG).toBe(true);
    expect(config.HOST).toBe('127.0.0.1');
  });

  it('keeps sessions for 2 s, with several instances sharing Redis too (decisions 013, 068)', () => {
    expect(loadConfig({}).SESSION_CACHE_MS).toBe(2_000);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).SESSION_CACHE_MS).toBe(2_000);
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
    ['SEED_CATALOG', 'maybe'],
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

  describe('safe by default (docs/decisions/026)', () => {
    /** A production configuration that passes every rule; each test takes one thing away. */
    const SAFE = { NODE_ENV: 'production', PUBLIC_URL: 'https://gunesveri.com.tr', SMTP_URL: 'smtps://u:p@smtp.example.com:465' };
    /** The refusal's text, or '' when loadConfig accepts the environment. */
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
    };

    it('listens on loopback outside production, on every interface in production, and where HOST says', () => {
      expect(loadConfig({}).HOST).toBe('127.0.0.1');
      expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
      expect(loadConfig(SAFE).HOST).toBe('0.0.0.0');
      expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
      expect(loadConfig({ ...SAFE, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
    });

    it('seeds the demo in development unless told not to, and in production only when told to', () => {
      expect(loadConfig({}).SEED_DEMO).toBe(true);
      expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
      expect(loadConfig(SAFE).SEED_DEMO).toBe(false);
      const told = loadConfig({ ...SAFE, SEED_DEMO: 'true' });
      expect(told.SEED_DEMO).toBe(true);
      // Allowed, and said at every start: demo content only, never the demo accounts.
      expect(productionWarnings(told)).toEqual([expect.stringContaining('SEED_DEMO=true')]);
      expect(productionWarnings(told)[0]).toContain('demo hesaplar oluşturulmaz');
    });

    it('seeds the real catalogue everywhere, production too, unless told not to, without a warning', () => {
      expect(loadConfig({}).SEED_CATALOG).toBe(true);
      expect(loadConfig({ SEED_CATALOG: 'false' }).SEED_CATALOG).toBe(false);
      expect(loadConfig(SAFE).SEED_CATALOG).toBe(true);
      expect(loadConfig({ ...SAFE, SEED_CATALOG: 'false' }).SEED_CATALOG).toBe(false);
      const told = loadConfig({ ...SAFE, SEED_CATALOG: 'true' });
      expect(told.SEED_CATALOG).toBe(true);
      // Real, sourced rows only: nothing an operator must be warned of.
      expect(productionWarnings(told)).toEqual([]);
      // The two switches are apart: the catalogue without the demo accounts and news, and the other way round.
      expect(loadConfig({ SEED_DEMO: 'false' }).SEED_CATALOG).toBe(true);
      expect(loadConfig({ SEED_CATALOG: 'false' }).SEED_DEMO).toBe(true);
    });

    it('generates station capacities only with the demo content or when told SEED_SAMPLE_CAPACITIES=true, and says so in production', () => {
      expect(loadConfig({}).SEED_SAMPLE_CAPACITIES).toBe(true);
      expect(loadConfig({ SEED_DEMO: 'false' }).SEED_SAMPLE_CAPACITIES).toBe(false);
      expect(loadConfig(SAFE).SEED_SAMPLE_CAPACITIES).toBe(false);
      expect(loadConfig({ ...SAFE, SEED_DEMO: 'true' }).SEED_SAMPLE_CAPACITIES).toBe(true);
      expect(loadConfig({ ...SAFE, SEED_DEMO: 'true', SEED_SAMPLE_CAPACITIES: 'false' }).SEED_SAMPLE_CAPACITIES).toBe(false);
      const told = loadConfig({ ...SAFE, SEED_SAMPLE_CAPACITIES: 'true' });
      expect(told.SEED_SAMPLE_CAPACITIES).toBe(true);
      expect(productionWarnings(told)).toEqual([expect.stringContaining('SEED_SAMPLE_CAPACITIES=true')]);
      expect(() => loadConfig({ SEED_SAMPLE_CAPACITIES: 'maybe' })).toThrow(/SEED_SAMPLE_CAPACITIES/);
    });

    it('refuses production without an https PUBLIC_URL, unless ALLOW_INSECURE_HTTP=true', () => {
      for (const env of [{ PUBLIC_URL: '' }, { PUBLIC_URL: 'http://gunesveri.com.tr' }]) {
        const message = refusal({ ...SAFE, ...env });
        expect(message).toContain('Geçersiz yapılandırma');
        expect(message).toMatch(/PUBLIC_URL: üretimde sitenin https:\/\/ ile başlayan adresi verilmeli/);
        expect(message).toContain('ALLOW_INSECURE_HTTP=true');
      }
      expect(refusal({ ...SAFE, PUBLIC_URL: 'http://10.0.0.5:3000', ALLOW_INSECURE_HTTP: 'true' })).toBe('');
      expect(productionWarnings(loadConfig({ ...SAFE, PUBLIC_URL: 'http://10.0.0.5:3000', ALLOW_INSECURE_HTTP: 'true' }))).toEqual([
        expect.stringContaining('ALLOW_INSECURE_HTTP=true'),
      ]);
      // Development keeps its http://localhost default.
      expect(refusal({ PUBLIC_URL: 'http://localhost:3000' })).toBe('');
    });

    it('refuses production without a mail server, unless MAIL_LOG=true', () => {
      const message = refusal({ ...SAFE, SMTP_URL: '' });
      expect(message).toMatch(/SMTP_URL: üretimde e-postaların gideceği sunucu verilmeli/);
      expect(message).toContain('MAIL_LOG=true');
      expect(refusal({ ...SAFE, SMTP_URL: '', MAIL_LOG: 'true' })).toBe('');
      expect(productionWarnings(loadConfig({ ...SAFE, SMTP_URL: '', MAIL_LOG: 'true' }))).toEqual([expect.stringContaining('MAIL_LOG=true')]);
      expect(refusal({ SMTP_URL: '' })).toBe('');
    });

    it('runs the iyzico simulator in production only with IYZICO_SIMULATOR=true', () => {
      expect(loadConfig({}).PAYMENTS_MODE).toBe('simulator');
      expect(loadConfig(SAFE).PAYMENTS_MODE).toBe('off');
      const told = loadConfig({ ...SAFE, IYZICO_SIMULATOR: 'true' });
      expect(told.PAYMENTS_MODE).toBe('simulator');
      expect(productionWarnings(told)).toEqual([expect.stringContaining('IYZICO_SIMULATOR=true')]);
      expect(productionWarnings(loadConfig(SAFE))).toEqual([]);
    });

    it('refuses TRUST_PROXY=true in production and everywhere else, naming the variable and what to set instead (decision 049)', () => {
      for (const env of [{ ...SAFE, TRUST_PROXY: 'true' }, { TRUST_PROXY: 'true' }, { NODE_ENV: 'test', TRUST_PROXY: 'true' }] as Record<string, string>[]) {
        const message = refusal(env);
        expect(message).toContain('TRUST_PROXY: true her bağlantıyı vekil sayar');
        expect(message).toContain('TRUST_PROXY=1');
        expect(message).toContain('hiçbir ortamda kabul edilmez');
      }
    });

    it('takes TRUST_PROXY as false, a hop count or the proxies\' addresses; production warns about a hop count', () => {
      expect(loadConfig({}).TRUST_PROXY).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
      for (const value of ['yes', '10.0.0.0/33', '10.0.0.1,', 'proxy.example.com', '11', '-1']) {
        expect(refusal({ TRUST_PROXY: value }), value).toMatch(/^Geçersiz yapılandırma[\s\S]*TRUST_PROXY: /);
      }
      // A count believes whoever connects: said at every start, with the safer setting.
      expect(productionWarnings(loadConfig({ ...SAFE, TRUST_PROXY: '1' }))).toEqual([expect.stringContaining('TRUST_PROXY=1: bağlanan her adres vekil sayılıyor')]);
      expect(productionWarnings(loadConfig({ ...SAFE, TRUST_PROXY: '10.0.0.0/8' }))).toEqual([]);
    });

    it('names every variable to set at once', () => {
      const message = refusal({ NODE_ENV: 'production' });
      for (const name of ['PUBLIC_URL:', 'SMTP_URL:', 'ALLOW_INSECURE_HTTP=true', 'MAIL_LOG=true']) expect(message).toContain(name);
    });
  });

  it('refuses to start in production with no settings, naming the variables to set', () => {
    const result = spawnSync(process.execPath, SERVER_ARGS, {
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_URL: '', SMTP_URL: '', MAIL_LOG: '', ALLOW_INSECURE_HTTP: '', DATA_DIR: '/tmp/gv-config-test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Geçersiz yapılandırma');
    for (const name of ['PUBLIC_URL', 'SMTP_URL', 'ALLOW_INSECURE_HTTP=true', 'MAIL_LOG=true']) expect(result.stderr).toContain(name);
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
