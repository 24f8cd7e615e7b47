import type { Plugin } from 'vite';

// leaflet.markercluster places markers in chunks of `chunkInterval` milliseconds, but looks at the
// clock only every 200 markers: on a slow phone 200 markers are a long task on their own, whatever
// the interval (docs/decisions/046). The build makes it look every 25 markers instead.

const EVERY_200 = 'offset % 200 === 0';
const EVERY_25 = 'offset % 25 === 0';

/** The plugin's source with the clock read every 25 markers; throws if the line is not found (a new version: look again). */
export function shorterClusterChunks(code: string): string {
  const count = code.split(EVERY_200).length - 1;
  if (count !== 1) throw new Error(`leaflet.markercluster: expected one "${EVERY_200}", found ${count} (docs/decisions/046)`);
  return code.replace(EVERY_200, EVERY_25);
}

export const markerClusterChunks = (): Plugin => ({
  name: 'gv-marker-cluster-chunks',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]leaflet\.markercluster[\\/]dist[\\/]leaflet\.markercluster-src\.js$/.test(id)) return null;
    return { code: shorterClusterChunks(code), map: null };
  },
});
