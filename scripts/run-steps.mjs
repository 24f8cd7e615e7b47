#!/usr/bin/env node
// `npm test`'s runner (decision 051): each step says when it starts and ends; a step that prints
// nothing for SILENCE_SECONDS is stopped with its name and its last lines; the whole run refuses to
// go past RUN_DEADLINE_MINUTES, so a stall lands as a readable red run and not as CI's own time-out.
// At the end it prints each step's time, the test counts and one closing line "N passed, N failed".
// Plain JavaScript: it runs before anything is compiled.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const SILENCE_SECONDS = Number(process.env.STEP_SILENCE_SECONDS ?? 180);
export const RUN_DEADLINE_MINUTES = Number(process.env.RUN_DEADLINE_MINUTES ?? 45);
const KEEP_LINES = 30;

/** The steps of `npm test`, in order; `parallel` steps run side by side (one thread each). */
export const TEST_STEPS = [
  { name: 'browser', command: ['node', 'scripts/find-browser.mjs'] },
  {
    name: 'checks',
    parallel: [
      { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
      { name: 'lint', command: ['npx', 'eslint', '.'] },
      // What the tests start (the web app, the server bundle, the journeys' host), built while the
      // checks run: the typecheck ends well before the lint, and its core would wait (decision 058).
      { name: 'build', command: ['node', 'scripts/build-if-stale.mjs', '--journeys'] },
    ],
  },
  // The JSON report keeps each file's time for `npm run test:durations` (scripts/test-order.ts).
  { name: 'vitest', command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=dist/vitest-report.json'], counts: 'vitest' },
  { name: 'journeys', command: ['npx', 'playwright', 'test'], counts: 'playwright' },
];

/**
 * CPU seconds (user + system) used so far by this process's finished children and the descendants they
 * waited for (Linux's /proc, in its fixed 1/100 s ticks); undefined elsewhere. A step's CPU, unlike its
 * wall time, hardly moves with what else the machine runs: the suite's cost is compared by it
 * (docs/benchmarks.md), and CPU well under two cores' worth of wall time says the step waits.
 */
export function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of proc(5), cutime and cstime; `fields` starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const stamp = () => new Date().toISOString().slice(11, 19);
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');

/** Reads a runner's own closing summary: its passed, failed and skipped counts. */
export function readCounts(kind, output) {
  const text = stripAnsi(output);
  if (kind === 'vitest') {
    // "      Tests  2 failed | 1560 passed (1562)"
    const line = [...text.matchAll(/^\s*Tests\s+(.*)$/gm)].pop()?.[1] ?? '';
    return {
      passed: Number(/(\d+) passed/.exec(line)?.[1] ?? 0),
      failed: Number(/(\d+) failed/.exec(line)?.[1] ?? 0),
      skipped: Number(/(\d+) skipped/.exec(line)?.[1] ?? 0),
      files: Number(/^\s*Test Files\s+.*?(\d+) passed/m.exec(text)?.[1] ?? 0),
    };
  }
  // Playwright's list reporter: "  140 passed (7.8m)", "  2 failed", "  1 skipped", "  3 flaky".
  const summary = (word) => Number(new RegExp(`^\\s+(\\d+) ${word}\\b`, 'm').exec(text.split(/^\s*Running \d+ tests?/m).pop() ?? '')?.[1] ?? 0);
  return { passed: summary('passed'), failed: summary('failed') + summary('flaky') + summary('interrupted'), skipped: summary('skipped') + summary('did not run') };
}

/**
 * Runs one command in its own process group, its output passed through. Resolves with its exit code
 * and output; stops it (and says why) when it is silent too long or the run's deadline passes.
 */
export function runCommand(step, { deadline, silenceSeconds = SILENCE_SECONDS, label = false, echo = true } = {}) {
  return new Promise((resolve) => {
    const [cmd, ...args] = step.command;
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: process.env });
    let output = '';
    let lastLines = [];
    let lastOutputAt = Date.now();
    let stopped = '';
    const take = (stream) => (chunk) => {
      const text = chunk.toString();
      output += text;
      lastOutputAt = Date.now();
      lastLines = lastLines.concat(text.split('\n')).slice(-KEEP_LINES);
      if (echo) stream.write(label ? text.replace(/^(?=.)/gm, `[${step.name}] `) : text);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    const stop = (why) => {
      if (stopped) return;
      stopped = why;
      if (echo) process.stdout.write(`\n[test] ${stamp()} ${step.name} stopped: ${why}. Its last output:\n${lastLines.join('\n')}\n`);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000).unref();
    };
    const watch = setInterval(() => {
      if (Date.now() - lastOutputAt > silenceSeconds * 1000) stop(`nothing printed for ${silenceSeconds} s`);
      else if (deadline && Date.now() > deadline) stop(`the run passed its ${RUN_DEADLINE_MINUTES} minutes`);
    }, 1000);
    child.on('close', (code, signal) => {
      clearInterval(watch);
      resolve({ code: stopped ? 124 : (code ?? (signal ? 128 : 1)), output, stopped });
    });
  });
}

async function runStep(step, deadline) {
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  console.log(`[test] ${stamp()} ${step.name} started`);
  let result;
  if (step.parallel) {
    const results = await Promise.all(
      step.parallel.map((part) =>
        runCommand(part, { deadline, label: true }).then((r) => {
          console.log(`[test] ${stamp()} ${step.name}: ${part.name} ended in ${seconds(Date.now() - started)} (exit ${r.code})`);
          return r;
        }),
      ),
    );
    result = { code: results.find((r) => r.code !== 0)?.code ?? 0, output: '' };
  } else {
    result = await runCommand(step, { deadline });
  }
  const took = Date.now() - started;
  const cpuAfter = childrenCpuSeconds();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  console.log(`[test] ${stamp()} ${step.name} ended in ${seconds(took)} (exit ${result.code})`);
  return { ...result, took, cpu, counts: step.counts ? readCounts(step.counts, result.output) : undefined };
}

export async function main(steps = TEST_STEPS) {
  const started = Date.now();
  const deadline = started + RUN_DEADLINE_MINUTES * 60_000;
  const done = [];
  let failedStep;
  for (const step of steps) {
    const result = await runStep(step, deadline);
    done.push({ step, ...result });
    if (result.code !== 0) {
      failedStep = step.name;
      break;
    }
  }
  console.log(`\n[test] steps (${stamp()}):`);
  for (const { step, took, cpu, counts } of done) {
    const tally = counts ? ` — ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${counts.files ? ` in ${counts.files} files` : ''}` : '';
    const used = cpu === undefined ? '' : `, cpu ${seconds(cpu * 1000)}`;
    console.log(`[test]   ${step.name.padEnd(9)} ${seconds(took).padStart(6)}${used}${tally}`);
  }
  const cpuAll = childrenCpuSeconds();
  console.log(`[test]   total     ${seconds(Date.now() - started).padStart(6)}${cpuAll === undefined ? '' : `, cpu ${seconds(cpuAll * 1000)}`}`);
  const passed = done.reduce((sum, r) => sum + (r.counts?.passed ?? 0), 0);
  const failed = done.reduce((sum, r) => sum + (r.counts?.failed ?? 0), 0) + (failedStep && !done.at(-1)?.counts?.failed ? 1 : 0);
  if (failedStep) console.log(`[test] failed at step: ${failedStep}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failedStep ? 1 : 0;
}

/** `run-steps.mjs` runs npm test's steps; `run-steps.mjs NAME -- COMMAND…` runs one command as a step (CI's install). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dash = args.indexOf('--');
  const deadline = Date.now() + RUN_DEADLINE_MINUTES * 60_000;
  const run =
    dash > 0
      ? runStep({ name: args[0], command: args.slice(dash + 1) }, deadline).then((r) => r.code)
      : main(args.length ? TEST_STEPS.filter((s) => args.includes(s.name)) : TEST_STEPS);
  run.then((code) => process.exit(code));
}
