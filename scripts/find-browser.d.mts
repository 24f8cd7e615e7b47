/** What the browser's choice depends on; the defaults look at this machine. */
export interface Machine {
  env: NodeJS.ProcessEnv;
  isExecutable: (file: string) => boolean;
  exists: (dir: string) => boolean;
  uid: number | undefined;
  hasApt: () => boolean;
  /** Playwright's own download (`npx playwright install chromium`), if any. */
  playwrightChromium: () => string | undefined;
}

export type Plan =
  | { kind: 'use'; path: string; label: string; line: string }
  | { kind: 'install'; packages: string[]; line: string }
  | { kind: 'stop'; line: string };

/** Debian's package of Chromium's headless shell, the journeys' browser (decision 021). */
export const HEADLESS_SHELL_PACKAGE: string;
/** The fonts the journeys were laid out with. */
export const FONTS_PACKAGE: string;
export const FONTS_DIR: string;
/** Where a machine may have Chromium, best first. */
export const CANDIDATES: { path: string; label: string }[];
export const THIS_MACHINE: Machine;

/**
 * Which browser the journeys use, or what to do without one: `CHROMIUM_PATH` if set (and nothing
 * else), then the first candidate found, then Playwright's own Chromium. None: install the headless
 * shell where the user may (root with apt-get), otherwise stop with the command that installs it.
 */
export function planBrowser(overrides?: Partial<Machine>): Plan;

/** The browser the journeys use, for playwright.config.ts: no install, no output; throws where there is none. */
export function findBrowser(overrides?: Partial<Machine>): string;

/** `npm test`'s first step: prints the browser in one line, installs it first where it may, or prints the command and returns false. */
export function ensureBrowser(
  overrides?: Partial<Machine> & {
    run?: (command: string, args: string[]) => number | null;
    log?: (line: string) => void;
    fail?: (line: string) => void;
  },
): boolean;
