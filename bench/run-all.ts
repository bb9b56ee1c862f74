// `npm run bench`: runs every bench/*.bench.ts in name order. Each prints its figures next to a
// baseline measured in the same run, because these machines are shared and noisy.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const only = process.argv[2];
const benches = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file.replace('.bench.ts', '')} ==`);
  const run = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit', cwd: dir });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
