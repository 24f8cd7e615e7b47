import { SERVER_BUNDLE } from '../../scripts/build-if-stale.mjs';

/**
 * The server as `npm start` runs it, for the tests that need a real process (one to kill, one to
 * run beside a second instance, one that must refuse to start): the bundle, not the sources
 * through `tsx`, so they check what ships and each start skips compiling the server's modules. The run's
 * global setup builds it where stale (`buildServerIfStale`).
 */
export const SERVER_ARGS = [SERVER_BUNDLE];
