#!/usr/bin/env node
// `npm test`'s runner (decisions 051, 075): each task says when it starts and ends; a task that prints
// nothing for SILENCE_SECONDS is stopped with its name and its last lines; the whole run refuses to
// go past RUN_DEADLINE_MINUTES, so a stall lands as a readable red run and not as CI's own time-out.
// At the end it prints each task's time, the test counts and one closing line "N passed, N failed".
// Plain JavaScript: it runs before anything is compiled.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

export const SILENCE_SECONDS = Number(process.env.STEP_SILENCE_SECONDS ?? 180);
export const RUN_DEADLINE_MINUTES = Number(process.env.RUN_DEADLINE_MINUTES ?? 45);
const KEEP_LINES = 30;

/**
 * The tasks of `npm test`. Each starts once the tasks it comes `after` have passed. The checks and
 * the build run side by side (they keep both cores busy); then the unit tests, then the journeys. The
 * journeys beside the unit tests were slower in all (decision 075): Vitest's longest files, starved by
 * the journeys' many processes, took several times as long. A task whose prerequisite failed does not run.
 */
const CHECKS = ['typecheck', 'lint', 'build'];
export const TEST_TASKS = [
  { name: 'browser', command: ['node', 'scripts/find-browser.mjs'] },
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'], quiet: true },
  { name: 'lint', command: ['npx', 'eslint', '.'], quiet: true },
  // What the tests start (the web app, the server bundle, the journeys' host).
  { name: 'build', command: ['node', 'scripts/build-if-stale.mjs', '--journeys'], quiet: true },
  // Each test is printed as it ends (not each file): on a busy machine three long files at once could
  // keep the default reporter silent for minutes. The JSON report keeps each file's time for
  // `npm run test:durations` (scripts/test-order.ts).
  {
    name: 'vitest',
    after: CHECKS,
    command: ['npx', 'vitest', 'run', '--reporter=verbose', '--reporter=json', '--outputFile.json=dist/vitest-report.json'],
    counts: 'vitest',
  },
  { name: 'journeys', after: ['browser', ...CHECKS, 'vitest'], command: ['npx', 'playwright', 'test'], counts: 'playwright' },
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

/**
 * The whole machine's CPU ticks so far, all cores (Linux's /proc/stat): `busy` (everything but idle and
 * I/O wait) and `all`; undefined elsewhere. A task's own CPU misses what its children start in process
 * groups of their own and kill unreaped (Playwright's browsers: their renderers were half of the
 * journeys' CPU, docs/benchmarks.md), so the share of the machine busy during a task is printed beside it.
 */
export function machineTicks() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const all = ticks.reduce((sum, t) => sum + t, 0);
    return { busy: all - ticks[3] - ticks[4], all };
  } catch {
    return undefined;
  }
}

/**
 * How long one fixed job (SHA-256 over the same 4 KB, 40 000 times, on one core) takes this host now,
 * in ms. The same commit's suite took twice as long on one day as on another on this kind of machine
 * (docs/benchmarks.md): a run's time is read against this figure, printed at its start and its end.
 */
export function fixedJobMs(rounds = 40_000) {
  const block = Buffer.alloc(4096, 7);
  const started = performance.now();
  for (let i = 0; i < rounds; i++) createHash('sha256').update(block).digest();
  return performance.now() - started;
}

/** The share (0–1) of the machine busy between two `machineTicks` readings; undefined without both. */
export function busyShare(before, after) {
  if (!before || !after || after.all <= before.all) return undefined;
  return (after.busy - before.busy) / (after.all - before.all);
}

/**
 * The CPU ticks used so far by the live processes of process group `group` (Linux's /proc);
 * undefined elsewhere. A task's command leads its own group, its children stay in it.
 */
export function groupCpuTicks(group) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 5 (pgrp), 14 (utime) and 15 (stime) of proc(5); `fields` starts at field 3.
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone since the listing
    }
  }
  return ticks;
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
    // Labelled output is passed on in whole lines, so two tasks' lines never run into each other.
    const pending = new Map();
    const pass = (stream, text) => {
      if (!label) return stream.write(text);
      const lines = ((pending.get(stream) ?? '') + text).split('\n');
      pending.set(stream, lines.pop());
      if (lines.length) stream.write(lines.map((line) => `[${step.name}] ${line}\n`).join(''));
    };
    const take = (stream) => (chunk) => {
      const text = chunk.toString();
      output += text;
      lastOutputAt = Date.now();
      lastLines = lastLines.concat(text.split('\n')).slice(-KEEP_LINES);
      if (echo) pass(stream, text);
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
    // A quiet task (a check that prints only at its end) is not stalled while its processes still
    // work: on a busy machine the typecheck alone passed 3 minutes. Silent and idle, it is stopped.
    let lastCpu = -1;
    const watch = setInterval(() => {
      if (step.quiet) {
        const cpu = groupCpuTicks(child.pid);
        if (cpu !== undefined && cpu !== lastCpu) {
          lastCpu = cpu;
          lastOutputAt = Date.now();
        }
      }
      if (Date.now() - lastOutputAt > silenceSeconds * 1000) stop(step.quiet ? `nothing printed and no CPU used for ${silenceSeconds} s` : `nothing printed for ${silenceSeconds} s`);
      else if (deadline && Date.now() > deadline) stop(`the run passed its ${RUN_DEADLINE_MINUTES} minutes`);
    }, 1000);
    child.on('close', (code, signal) => {
      clearInterval(watch);
      if (echo) for (const [stream, rest] of pending) if (rest) pass(stream, '\n');
      resolve({ code: stopped ? 124 : (code ?? (signal ? 128 : 1)), output, stopped });
    });
  });
}

/** Runs one task, labelled when others run beside it; resolves with its result and its own time. */
async function runTask(task, { deadline, label, echo = true }) {
  const say = echo ? console.log : () => {};
  const started = Date.now();
  say(`[test] ${stamp()} ${task.name} started`);
  const machineBefore = machineTicks();
  const result = await runCommand(task, { deadline, label, echo });
  const machine = busyShare(machineBefore, machineTicks());
  const took = Date.now() - started;
  say(`[test] ${stamp()} ${task.name} ended in ${seconds(took)} (exit ${result.code})`);
  return { ...result, took, machine, counts: task.counts ? readCounts(task.counts, result.output) : undefined };
}

/**
 * Runs the tasks, each once its `after` tasks have passed; resolves with the exit code. A task's CPU
 * is what this process's children gained when it was reaped: a child's CPU reaches its parent only
 * then, so tasks running side by side are still told apart.
 */
export async function main(tasks = TEST_TASKS, { echo = true } = {}) {
  const say = echo ? console.log : () => {};
  const started = Date.now();
  const deadline = started + RUN_DEADLINE_MINUTES * 60_000;
  const label = tasks.length > 1;
  const results = new Map();
  const running = new Map();
  let cpuSeen = childrenCpuSeconds();
  const hostAtStart = fixedJobMs();
  say(`[test] ${stamp()} this host's fixed job: ${Math.round(hostAtStart)} ms (a run's time is read against it)`);
  const machineAtStart = machineTicks();
  const start = (task) => {
    const prerequisites = (task.after ?? []).filter((name) => tasks.some((t) => t.name === name));
    const run = Promise.all(prerequisites.map((name) => running.get(name))).then(async (before) => {
      if (before.some((r) => r.code !== 0)) return { code: 0, skipped: true, took: 0 };
      const result = await runTask(task, { deadline, label, echo });
      const cpuNow = childrenCpuSeconds();
      const cpu = cpuSeen === undefined || cpuNow === undefined ? undefined : cpuNow - cpuSeen;
      cpuSeen = cpuNow;
      return { ...result, cpu };
    });
    running.set(task.name, run.then((r) => (results.set(task.name, r), r)));
  };
  tasks.forEach(start);
  await Promise.all(running.values());

  say(`\n[test] tasks (${stamp()}):`);
  for (const task of tasks) {
    const { took, cpu, machine, counts, skipped, code } = results.get(task.name);
    if (skipped) {
      say(`[test]   ${task.name.padEnd(9)}    not run (a task before it failed)`);
      continue;
    }
    const tally = counts ? ` — ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${counts.files ? ` in ${counts.files} files` : ''}` : '';
    const used = (cpu === undefined ? '' : `, cpu ${seconds(cpu * 1000)}`) + (machine === undefined ? '' : `, machine ${Math.round(machine * 100)} % busy`);
    say(`[test]   ${task.name.padEnd(9)} ${seconds(took).padStart(6)}${used}${tally}${code === 0 ? '' : ` (exit ${code})`}`);
  }
  const cpuAll = childrenCpuSeconds();
  const machineAll = busyShare(machineAtStart, machineTicks());
  say(`[test]   host's fixed job ${Math.round(hostAtStart)} ms at the start, ${Math.round(fixedJobMs())} ms at the end`);
  say(
    `[test]   total     ${seconds(Date.now() - started).padStart(6)}${cpuAll === undefined ? '' : `, cpu ${seconds(cpuAll * 1000)}`}${machineAll === undefined ? '' : `, machine ${Math.round(machineAll * 100)} % busy (${cpus().length} cores)`}`,
  );
  const failedTasks = tasks.filter((t) => results.get(t.name).code !== 0).map((t) => t.name);
  const all = [...results.values()];
  const passed = all.reduce((sum, r) => sum + (r.counts?.passed ?? 0), 0);
  // A task that failed without a failed test of its own (a lint error, a stall) counts as one failure.
  const failed = all.reduce((sum, r) => sum + (r.code !== 0 ? Math.max(r.counts?.failed ?? 0, 1) : (r.counts?.failed ?? 0)), 0);
  if (failedTasks.length) say(`[test] failed: ${failedTasks.join(', ')}`);
  say(`${passed} passed, ${failed} failed`);
  return failedTasks.length ? 1 : 0;
}

/**
 * `run-steps.mjs` runs npm test's tasks, `run-steps.mjs vitest journeys` only those (their
 * prerequisites left out), and `run-steps.mjs NAME -- COMMAND…` runs one command as a task (CI's install).
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dash = args.indexOf('--');
  const deadline = Date.now() + RUN_DEADLINE_MINUTES * 60_000;
  const run =
    dash > 0
      ? runTask({ name: args[0], command: args.slice(dash + 1) }, { deadline, label: false }).then((r) => r.code)
      : main(args.length ? TEST_TASKS.filter((t) => args.includes(t.name)) : TEST_TASKS);
  run.then((code) => process.exit(code));
}
