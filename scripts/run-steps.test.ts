import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { busyShare, childrenCpuSeconds, fixedJobMs, machineTicks, main, readCounts, runCommand, TEST_TASKS, type Task } from './run-steps.mjs';

// npm test's runner: a silent step is stopped with its last output, and the closing counts are the
// runners' own (decision 051).

describe('npm test runner', () => {
  it('reads Vitest and Playwright closing summaries', () => {
    const vitest = ' Test Files  168 passed (168)\n      Tests  2 failed | 1560 passed | 3 skipped (1565)\n   Duration  400s';
    expect(readCounts('vitest', vitest)).toEqual({ passed: 1560, failed: 2, skipped: 3, files: 168 });
    const playwright = [
      'Running 143 tests using 2 workers',
      '  ✓  1 [desktop] › e2e/auth.spec.ts:10:1 › 3 passed things (2.1s)',
      '  1 failed',
      '    [desktop] › e2e/x.spec.ts:1:1 › y',
      '  1 flaky',
      '  2 skipped',
      '  139 passed (7.8m)',
    ].join('\n');
    expect(readCounts('playwright', playwright)).toEqual({ passed: 139, failed: 2, skipped: 2 });
  });

  it('stops a step that prints nothing for its silence limit, naming it with its last output', async () => {
    const started = Date.now();
    const result = await runCommand(
      { name: 'stalls', command: ['node', '-e', 'console.log("last words"); setTimeout(() => {}, 60_000)'] },
      { silenceSeconds: 2, echo: false },
    );
    expect(result.code).toBe(124);
    expect(result.stopped).toMatch(/nothing printed for 2 s/);
    expect(result.output).toContain('last words');
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('lets a quiet step work without printing, and stops it once it also stops using CPU', async () => {
    const working = await runCommand(
      { name: 'works quietly', quiet: true, command: ['node', '-e', 'const end = Date.now() + 4000; while (Date.now() < end);'] },
      { silenceSeconds: 2, echo: false },
    );
    expect(working).toMatchObject({ code: 0, stopped: '' });
    const idle = await runCommand({ name: 'idles', quiet: true, command: ['node', '-e', 'setTimeout(() => {}, 60_000)'] }, { silenceSeconds: 2, echo: false });
    expect(idle.code).toBe(124);
    expect(idle.stopped).toMatch(/nothing printed and no CPU used for 2 s/);
  });

  it('stops a step past the run deadline, and passes a finished step its exit code', async () => {
    const late = await runCommand({ name: 'late', command: ['node', '-e', 'setInterval(() => console.log("."), 200)'] }, { deadline: Date.now() + 1500, echo: false });
    expect(late.code).toBe(124);
    expect(late.stopped).toMatch(/passed its \d+ minutes/);
    const failing = await runCommand({ name: 'fails', command: ['node', '-e', 'process.exit(3)'] }, { echo: false });
    expect(failing).toMatchObject({ code: 3, stopped: '' });
  });

  it("counts a step's CPU, which a step that only waits hardly uses", async () => {
    const before = childrenCpuSeconds();
    await runCommand({ name: 'works', command: ['node', '-e', 'const end = Date.now() + 1500; while (Date.now() < end);'] }, { echo: false });
    const worked = childrenCpuSeconds()! - before!;
    await runCommand({ name: 'waits', command: ['node', '-e', 'setTimeout(() => {}, 1500)'] }, { echo: false });
    const waited = childrenCpuSeconds()! - before! - worked;
    expect(worked).toBeGreaterThan(0.5);
    expect(waited).toBeLessThan(worked / 2);
  });

  it("sees the machine busy with what a step's children start in their own group and leave unreaped, which the step's CPU misses", async () => {
    // A browser as Playwright starts one: its own process group, never waited for by the step.
    const script = `require('node:child_process').spawn(process.execPath, ['-e', 'const end = Date.now() + 1500; while (Date.now() < end);'], { detached: true, stdio: 'ignore' }).unref(); setTimeout(() => process.exit(0), 100);`;
    const before = { cpu: childrenCpuSeconds()!, machine: machineTicks() };
    await runCommand({ name: 'browser', command: ['node', '-e', script] }, { echo: false });
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const share = busyShare(before.machine, machineTicks())!;
    expect(childrenCpuSeconds()! - before.cpu).toBeLessThan(0.5);
    // One core of the machine's for most of the time, whatever else it ran.
    expect(share).toBeGreaterThan(0.6 / cpus().length);
    expect(share).toBeLessThanOrEqual(1);
  });

  it("times the host's fixed job by its work: ten times the hashes take longer", () => {
    const small = fixedJobMs(2_000);
    const large = fixedJobMs(20_000);
    expect(small).toBeGreaterThan(0);
    expect(large).toBeGreaterThan(small);
  });

  it('runs the checks and the build side by side, then the unit tests, then the journeys', () => {
    expect(TEST_TASKS.map((t) => t.name)).toEqual(['browser', 'typecheck', 'lint', 'build', 'vitest', 'journeys']);
    const after = (name: string) => [...(TEST_TASKS.find((t) => t.name === name)?.after ?? [])].sort();
    expect(after('vitest')).toEqual(['build', 'lint', 'typecheck']);
    expect(after('journeys')).toEqual(['browser', 'build', 'lint', 'typecheck', 'vitest']);
    expect(['browser', 'typecheck', 'lint', 'build'].flatMap(after)).toEqual([]);
  });

  describe('main', () => {
    /** A task that notes its start and end (ms) in `log`, taking `ms`, and exits with `code`. */
    const noting = (log: string, name: string, ms: number, code = 0, after?: string[]): Task => ({
      name,
      after,
      command: [
        'node',
        '-e',
        `const fs = require('fs'); fs.appendFileSync(${JSON.stringify(log)}, '${name} start ' + Date.now() + '\\n');
         setTimeout(() => { fs.appendFileSync(${JSON.stringify(log)}, '${name} end ' + Date.now() + '\\n'); process.exit(${code}); }, ${ms});`,
      ],
    });
    const read = async (log: string) => {
      const times = new Map<string, number>();
      for (const line of (await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean)) {
        const [name, what, at] = line.split(' ');
        times.set(`${name} ${what}`, Number(at));
      }
      return times;
    };

    it('starts a task once the tasks it comes after have passed, and the others at once, side by side', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'gv-steps-'));
      const log = path.join(dir, 'log');
      try {
        const code = await main([noting(log, 'a', 1200), noting(log, 'b', 1200), noting(log, 'c', 10, 0, ['a'])], { echo: false });
        expect(code).toBe(0);
        const t = await read(log);
        expect(t.get('b start')).toBeLessThan(t.get('a end')!);
        expect(t.get('c start')).toBeGreaterThanOrEqual(t.get('a end')!);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('does not start a task whose prerequisite failed, lets the others finish, and fails the run', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'gv-steps-'));
      const log = path.join(dir, 'log');
      try {
        const code = await main([noting(log, 'a', 10, 3), noting(log, 'b', 600), noting(log, 'c', 10, 0, ['a'])], { echo: false });
        expect(code).toBe(1);
        const t = await read(log);
        expect(t.has('b end')).toBe(true);
        expect(t.has('c start')).toBe(false);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
});
