// `npm test`: the web build, every Vitest project, then the browser tests, each stage's time printed at the
// end (CI reads them there); the first stage that fails stops the run with its exit code.
import { spawnSync } from 'node:child_process';

const stages: [name: string, command: string][] = [
  ['build', 'npm run build'],
  ['vitest', 'vitest run'],
  ['playwright', 'npm run test -w e2e'],
];

const times: string[] = [];
let total = 0;
for (const [name, command] of stages) {
  const started = performance.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 1000);
  total += seconds;
  times.push(`${name.padEnd(11)} ${String(seconds).padStart(5)} s`);
  if (status !== 0) {
    console.log(`\n${times.join('\n')}\n${name} failed`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${times.join('\n')}\n${'tests'.padEnd(11)} ${String(total).padStart(5)} s`);
