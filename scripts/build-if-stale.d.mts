export interface Target {
  name: string;
  /** Files and folders the build reads. */
  inputs: string[];
  /** What the build writes; missing means build. */
  output: string;
  stamp: string;
  command: [string, string[]];
}

/** The server bundle `npm start`, the journeys and the process tests run (decision 022). */
export const SERVER_BUNDLE: string;
export const SERVER_TARGET: Target;
/** The journeys' server host, built by their global setup only (decision 058). */
export const JOURNEY_HOST_TARGET: Target;
/** The web app and the server bundle. */
export const TARGETS: Target[];

/**
 * Builds each target whose sources changed (every target with `force`) and stamps it; throws if a
 * build fails, leaving that target unstamped. Returns the names it built.
 */
export function buildIfStale(options?: { root?: string; targets?: Target[]; force?: boolean }): string[];

/** The server bundle alone, if its sources changed: for what starts the server without the web app (process tests, benches). */
export function buildServerIfStale(): string[];
