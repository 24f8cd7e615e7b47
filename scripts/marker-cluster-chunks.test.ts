import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { markerClusterChunks, shorterClusterChunks } from './marker-cluster-chunks';

const require = createRequire(import.meta.url);
const pluginFile = require.resolve('leaflet.markercluster');
const source = readFileSync(pluginFile, 'utf8');

describe('leaflet.markercluster chunks (docs/decisions/046)', () => {
  it('reads the clock every 25 markers in the installed version, and only there', () => {
    const changed = shorterClusterChunks(source);
    expect(changed).toContain('if (chunked && offset % 25 === 0) {');
    expect(changed).not.toContain('% 200');
    expect(changed.length).toBe(source.length - 1);
  });

  it('refuses a source where the line moved, rather than building the old chunks', () => {
    expect(() => shorterClusterChunks(source.replace('offset % 200 === 0', 'offset % 100 === 0'))).toThrow(/expected one/);
  });

  it('changes the resolved plugin file and nothing else', () => {
    const transform = markerClusterChunks().transform as (code: string, id: string) => { code: string } | null;
    expect(transform(source, pluginFile)?.code).toContain('offset % 25 === 0');
    expect(transform('const offset = 0; offset % 200 === 0;', require.resolve('leaflet'))).toBeNull();
  });
});
