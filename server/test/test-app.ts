import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { testConfig, type Config } from '../config';
import type { Database, Db } from '../db/client';
import { databaseTargets, provided, type DatabaseTarget } from './databases';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  target: DatabaseTarget['name'];
  dataDir: string;
}

/**
 * Runs a describe block once per database target (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set), each with its own fresh database and a real app from buildApp(). One database per
 * target per file: PGlite takes seconds to start.
 */
export function describeOnEachDatabase(
  title: string,
  body: (ctx: TestContext) => void,
  options: {
    /** Extra environment; a function is called in beforeAll (after outer hooks started local sinks). */
    config?: Record<string, string> | (() => Record<string, string>);
    configure?: (app: FastifyInstance) => unknown;
    /** What buildApp gets besides the database (e.g. a log stream to read). */
    build?: () => Omit<BuildOptions, 'database'>;
    /** Only this target (when it runs): for what does not depend on the database, e.g. a Redis store. */
    only?: DatabaseTarget['name'];
    /** pg-boss on PostgreSQL, as in production; otherwise the in-process queue on both (what the test does not test). */
    pgBoss?: boolean;
  } = {},
) {
  const targets = databaseTargets();
  const chosen = options.only && targets.some((t) => t.name === options.only) ? targets.filter((t) => t.name === options.only) : targets;
  for (const target of chosen) {
    describe(`${title} [${target.name}]`, () => {
      const ctx = { target: target.name } as TestContext;
      beforeAll(async () => {
        ctx.dataDir = await mkdtemp(path.join(tmpdir(), 'gv-test-'));
        const extra = typeof options.config === 'function' ? options.config() : options.config;
        // An app that seeds the catalogue and the demo data starts from a template that holds them,
        // with the files they stored: its own build then finds them there, as a second start does.
        const seeded = extra?.SEED_CATALOG === 'true' && extra.SEED_DEMO === 'true' && extra.SEED_SAMPLE_CAPACITIES !== 'false';
        const files = seeded ? await provided('seededFiles') : '';
        if (files) await cp(files, ctx.dataDir, { recursive: true });
        ctx.database = await target.open({ seeded: Boolean(files) });
        ctx.db = ctx.database.db;
        const config: Config = testConfig({ DATA_DIR: ctx.dataDir, ...extra });
        ctx.app = await buildApp(config, { ...(options.pgBoss ? {} : { jobs: 'in-process' as const }), ...options.build?.(), database: ctx.database });
        await options.configure?.(ctx.app);
        await ctx.app.ready();
        // The jobs a start queues (catch-ups, today's gap snapshot, a duplicate rescan) finish before any
        // test, so one that counts statements or rows counts only its own.
        await ctx.app.jobs.drain();
      });
      afterAll(async () => {
        await ctx.app?.close();
        if (ctx.database) await target.dispose(ctx.database);
        if (ctx.dataDir) await rm(ctx.dataDir, { recursive: true, force: true });
      });
      body(ctx);
    });
  }
}
