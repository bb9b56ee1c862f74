import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './support/postgres-cluster.ts';
import { copyEmptyEmbeddedDatabase, makeTempDir } from './support/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const pinned = `v${manifest.dependencies.node}`;
/** The machine's own PATH, as a shell has it: without the node_modules/.bin folders npm scripts put first. */
const machinePath = process.env
  .PATH!.split(path.delimiter)
  .filter((dir) => !dir.includes('node_modules'))
  .join(path.delimiter);

describe('a supported Node, from a pinned dependency', () => {
  it('runs the tests on the pinned Node', () => {
    expect(process.version).toBe(pinned);
  });

  it('runs the server from npm start on the pinned Node whatever Node the machine has', async () => {
    const port = await freePort();
    const dataDir = await makeTempDir();
    await copyEmptyEmbeddedDatabase(dataDir);
    const child = spawn('npm', ['run', 'start', '-w', 'apps/server'], {
      cwd: root,
      env: {
        ...process.env,
        PATH: machinePath,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own: npm, and the server it started, stop together.
      detached: true,
    });
    let output = '';
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const started = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        output += d.toString();
        if (output.includes('The site is at')) resolve();
      });
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      child.once('exit', () => reject(new Error(`npm start ended before the server started:\n${output}`)));
    });
    try {
      await started;
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      await fs.promises.rm(dataDir, { recursive: true, force: true });
    }
    expect(output).toContain(`on Node ${pinned}`);
  });
});
