// `npm test`: the web build, every Vitest project, then the browser tests, each stage's time printed at the
// end (CI reads them there); the first stage that fails stops the run with its exit code.
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  command: string;
  /**
   * Runs beside `command`, its output held back and printed after it. The drills spend most of their time
   * waiting on server processes, clusters and an SMTP outage: run after the other projects they took three of
   * the nine Vitest minutes with one core idle (decision 089).
   */
  alongside?: string;
}

const stages: Stage[] = [
  { name: 'build', command: 'npm run build' },
  { name: 'vitest', command: "vitest run --project '!drills'", alongside: 'vitest run --project drills' },
  { name: 'playwright', command: 'npm run test -w e2e' },
];

function run(command: string, output: 'inherit' | 'held'): Promise<{ status: number; held: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
    });
    let held = '';
    child.stdout?.on('data', (chunk) => (held += chunk));
    child.stderr?.on('data', (chunk) => (held += chunk));
    child.on('close', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0), held }));
  });
}

const times: string[] = [];
let total = 0;
for (const stage of stages) {
  const started = performance.now();
  const results = await Promise.all([
    run(stage.command, 'inherit'),
    ...(stage.alongside ? [run(stage.alongside, 'held')] : []),
  ]);
  for (const { held } of results) process.stdout.write(held);
  const seconds = Math.round((performance.now() - started) / 1000);
  total += seconds;
  times.push(`${stage.name.padEnd(11)} ${String(seconds).padStart(5)} s`);
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.log(`\n${times.join('\n')}\n${stage.name} failed`);
    process.exit(failed.status);
  }
}
console.log(`\n${times.join('\n')}\n${'tests'.padEnd(11)} ${String(total).padStart(5)} s`);
