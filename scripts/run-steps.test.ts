import { describe, expect, it } from 'vitest';
import { childrenCpuSeconds, readCounts, runCommand, TEST_STEPS } from './run-steps.mjs';

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

  it('runs every check, the unit tests and the journeys, in that order', () => {
    expect(TEST_STEPS.map((s) => s.name)).toEqual(['browser', 'checks', 'vitest', 'journeys']);
  });
});
