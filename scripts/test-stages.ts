// `npm test`: the web build, then every Vitest project and the browser tests side by side, each one's time
// printed at the end (CI reads them there); a failure in any of them fails the run with its exit code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The browser tests' Chromium is installed here, before the two browser stages start side by side.
const build = { name: 'build', command: 'npm run build && node scripts/ensure-chromium.mjs' };
const browserTests = 'npm exec -w e2e -- playwright test';
const loadDrill = 'apps/server/test/drills/load.test.ts';
/**
 * These share nothing but the machine: the server tests, the drills and the browser tests each start their
 * own databases, servers and mail servers on their own ports. Run one after another they left the two cores
 * idle for much of the time: the browser tests used about a third of them (waiting on pages), and Vitest ran
 * the drills last and alone, mostly waiting on server processes (decision 089). The first one's output
 * streams; the others' is held and printed after it, so that the log reads one run at a time.
 */
const together = [
  { name: 'vitest', command: "vitest run --project '!drills'" },
  { name: 'drills', command: `vitest run --project drills --exclude '${loadDrill}'` },
  { name: 'browser', command: browserTests },
  // The journeys again on PostgreSQL with two server processes: their own ports, database and results folder, so
  // they run beside the first list instead of after it, in the cores' idle time (decision 089, sixth pass).
  { name: 'browser pg', command: `E2E_DATABASE=postgres ${browserTests}` },
];
/**
 * 200 visitors for a minute, no error allowed: it proves what one server does with the machine to itself, so it
 * runs alone, last. Beside the other stages, with the machine at load 19, 8 of its answers were 503 (requests
 * that waited over 5 s for a database connection).
 */
const last = { name: 'load drill', command: `vitest run --project drills ${loadDrill}` };

/**
 * Every stage makes its databases, uploads and server folders under the system's temporary folder: about 1,000
 * database folders of 1,000 files and 40 MB each, copied and removed again. On this machine's disk that was a third
 * of the server tests' CPU, in the kernel (137 s of 410); in memory it was 50 s (decision 089, seventh pass). So
 * when the machine has a memory file system with room for it, the stages' temporary folder is a new one there,
 * removed at the end with anything a test left behind; elsewhere they use the usual one.
 */
function temporaryFolder(): string | undefined {
  const memory = '/dev/shm';
  try {
    const { bavail, bsize } = fs.statfsSync(memory);
    if (bavail * bsize < 8 * 2 ** 30) return undefined;
    const folder = fs.mkdtempSync(path.join(memory, 'lmr-tests-'));
    // As open as /tmp: the test clusters' PostgreSQL runs as its own user, in folders made here.
    fs.chmodSync(folder, 0o1777);
    return folder;
  } catch {
    return undefined;
  }
}

interface Outcome {
  name: string;
  status: number;
  seconds: number;
  held: string;
}

function run({ name, command }: { name: string; command: string }, stream: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const env = tmp ? { ...process.env, TMPDIR: tmp } : process.env;
    const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let held = '';
    const keep = (chunk: Buffer) => {
      held += chunk;
      if (stream) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) =>
      resolve({
        name,
        status: code ?? (signal ? 1 : 0),
        seconds: Math.round((performance.now() - started) / 1000),
        held,
      }),
    );
  });
}

/**
 * CI shows only the end of a run's output, and a failure in the first stage scrolls far up: so the failing
 * tests' names and first error lines (Vitest's FAIL and ×, Playwright's ✘ and numbered list) are printed again
 * at the very end.
 */
function failureDigest({ name, held }: Outcome): string {
  const failureLine = /^\s*(FAIL\b|×|✘|\d+\) \[)|\b\w*Error\b:|Test timed out|^\s*\d+ failed|expected .* to /;
  // eslint-disable-next-line no-control-regex
  const plain = held.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const lines = [...new Set(plain.filter((l) => failureLine.test(l)).map((l) => l.trimEnd().slice(0, 300)))];
  return `\n── failures in ${name} ──\n${lines.slice(0, 60).join('\n')}`;
}

const line = (name: string, seconds: number) => `${name.padEnd(11)} ${String(seconds).padStart(5)} s`;
const tmp = temporaryFolder();
const started = performance.now();
const outcomes = [await run(build, true)];
if (outcomes[0]!.status === 0) {
  outcomes.push(...(await Promise.all(together.map((stage, i) => run(stage, i === 0)))));
  for (const { name, held } of outcomes.slice(2)) process.stdout.write(`\n── ${name} ──\n${held}`);
  outcomes.push(await run(last, true));
}
const total = Math.round((performance.now() - started) / 1000);
console.log(`\n${outcomes.map((o) => line(o.name, o.seconds)).join('\n')}\n${line('tests', total)}`);
if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
const failed = outcomes.filter((o) => o.status !== 0);
if (failed.length) {
  for (const outcome of failed) console.log(failureDigest(outcome));
  console.log(`failed: ${failed.map((o) => o.name).join(', ')}`);
  process.exit(failed[0]!.status);
}
