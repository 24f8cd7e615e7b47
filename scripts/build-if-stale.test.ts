import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfStale, SERVER_TARGET, type Target } from './build-if-stale.mjs';

// The staleness check `npm start` and the journeys run before they start the server
// (docs/product-rules.md#speed, P10), on a small project of its own: two targets whose "build" is a shell
// line counting its runs.
describe('buildIfStale', () => {
  let root: string;
  const target = (name: string, input: string): Target => ({
    name,
    inputs: [input, 'shared.txt'],
    output: `out/${name}.js`,
    stamp: `out/.${name}-hash`,
    command: ['sh', ['-c', `printf x >> out/${name}.runs && : > out/${name}.js`]],
  });
  const targets = () => [target('web', 'client'), target('server', 'server')];
  const build = (force = false) => buildIfStale({ root, targets: targets(), force });
  const runs = async (name: string) => (await readFile(path.join(root, 'out', `${name}.runs`), 'utf8').catch(() => '')).length;
  const write = (file: string, text: string) => writeFile(path.join(root, file), text);

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'gv-build-'));
    for (const dir of ['client', 'server/test', 'out']) await mkdir(path.join(root, dir), { recursive: true });
    await write('client/app.tsx', 'app');
    await write('server/app.ts', 'server');
    await write('shared.txt', 'shared');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('builds each target once, then nothing until a source changes', async () => {
    expect(build()).toEqual(['web', 'server']);
    expect(build()).toEqual([]);
    expect([await runs('web'), await runs('server')]).toEqual([1, 1]);
  });

  it("rebuilds only the target whose sources changed; a change in both targets' sources rebuilds both", async () => {
    build();
    await write('server/app.ts', 'server, changed');
    expect(build()).toEqual(['server']);
    await write('shared.txt', 'shared, changed');
    expect(build()).toEqual(['web', 'server']);
  });

  it('sees a new file and a removed one', async () => {
    build();
    await write('client/extra.ts', 'new');
    expect(build()).toEqual(['web']);
    await unlink(path.join(root, 'client/extra.ts'));
    expect(build()).toEqual(['web']);
  });

  it('ignores tests and hidden files: editing them rebuilds nothing', async () => {
    build();
    await write('client/app.test.tsx', 'test');
    await write('server/app.test.ts', 'test');
    await write('server/test/helper.ts', 'helper');
    await write('client/.notes', 'hidden');
    expect(build()).toEqual([]);
    // Only the folder server/test is test code, not a source whose name starts with "test".
    await write('server/testimonials.ts', 'source');
    expect(build()).toEqual(['server']);
  });

  it('rebuilds a target whose output is gone, and every target when forced', async () => {
    build();
    await unlink(path.join(root, 'out/server.js'));
    expect(build()).toEqual(['server']);
    expect(build(true)).toEqual(['web', 'server']);
    expect(build()).toEqual([]);
  });

  it('throws on a failed build and leaves that target unstamped, so the next run tries again', async () => {
    const failing: Target = { ...target('server', 'server'), command: ['sh', ['-c', 'exit 3']] };
    expect(() => buildIfStale({ root, targets: [failing] })).toThrow('server derlenemedi');
    expect(existsSync(path.join(root, failing.stamp))).toBe(false);
    expect(buildIfStale({ root, targets: [target('server', 'server')] })).toEqual(['server']);
  });

  it("hashes every file the server bundle is built from (esbuild's own list of its inputs)", async () => {
    const result = await esbuild.build({
      entryPoints: ['server/server.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const outside = Object.keys(result.metafile.inputs).filter((file) => !SERVER_TARGET.inputs.some((input) => file === input || file.startsWith(`${input}/`)));
    expect(outside).toEqual([]);
    expect(Object.keys(result.metafile.inputs).length).toBeGreaterThan(100);
  });
});
