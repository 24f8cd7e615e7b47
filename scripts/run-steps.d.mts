export interface Task {
  name: string;
  command: string[];
  /** Tasks that must have passed before this one starts. */
  after?: string[];
  counts?: 'vitest' | 'playwright';
  /** Prints only at its end: stalled when it prints nothing and uses no CPU for the silence limit. */
  quiet?: boolean;
}
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  files?: number;
}
export const SILENCE_SECONDS: number;
export const RUN_DEADLINE_MINUTES: number;
export const TEST_TASKS: Task[];
/** CPU ticks used so far by the live processes of a process group (Linux); undefined elsewhere. */
export function groupCpuTicks(group: number): number | undefined;
/** The whole machine's CPU ticks so far, all cores: busy and all (Linux); undefined elsewhere. */
export function machineTicks(): { busy: number; all: number } | undefined;
/** The share (0–1) of the machine busy between two readings; undefined without both. */
export function busyShare(before: { busy: number; all: number } | undefined, after: { busy: number; all: number } | undefined): number | undefined;
/** How long one fixed job (`rounds` SHA-256 hashes of 4 KB) takes this host now, in ms. */
export function fixedJobMs(rounds?: number): number;
/** CPU seconds used so far by this process's finished children (Linux); undefined elsewhere. */
export function childrenCpuSeconds(): number | undefined;
/** Reads a runner's own closing summary: its passed, failed and skipped counts. */
export function readCounts(kind: 'vitest' | 'playwright', output: string): Counts;
/** Runs one command in its own process group; stops it when silent too long or past the deadline. */
export function runCommand(
  task: Task,
  options?: { deadline?: number; silenceSeconds?: number; label?: boolean; echo?: boolean },
): Promise<{ code: number; output: string; stopped: string }>;
/** Runs each task once its `after` tasks have passed; resolves with the exit code. */
export function main(tasks?: Task[], options?: { echo?: boolean }): Promise<number>;
