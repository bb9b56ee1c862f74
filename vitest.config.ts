import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest runs the projects in the order of their names. The server tests on PostgreSQL wait on its server for much
 * of their time (1.35 cores of 2, run alone), those on PGlite and the screens' tests keep the cores busy. Run last,
 * the waiting ones left a core half idle for the last three minutes, after the browser tests had ended. So they
 * run first, beside the browser tests, and Vitest ends on files that fill the cores (decision 089, seventh pass).
 */
const projectOrder = ['server-postgres', 'shared', 'server-pglite', 'server-tz-los_angeles', 'server-tz-tokyo', 'web'];
class WaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => projectOrder.indexOf(file.project.name);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/test/*.test.ts'],
    exclude: db === 'pglite' ? ['apps/server/test/*.postgres.test.ts'] : [],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: [
      'apps/server/test/support/pglite-global-setup.ts',
      ...(db === 'postgres' ? ['apps/server/test/support/postgres-global-setup.ts'] : []),
    ],
    // On PostgreSQL a test fails when our code sends a query on a connection still running another.
    setupFiles: db === 'postgres' ? ['apps/server/test/support/one-query-at-a-time.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file's test apps are its own, and the server keeps no state in its modules: a worker loads the
    // server's 1,228 modules once for all its files instead of once per file (decision 089).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default keeps one core back, so on a two-core machine it ran one file at a time: most files
    // wait on a database, a mail server or a child process for much of their time. Measured on two cores,
    // 2026-11-25: 823 s with the default, 577 s with both cores. With the browser tests in the headless shell
    // (decision 164), a clean-clone run with two workers kept the cores 1.47 busy of 2, Vitest's workers 0.73,
    // and Vitest was the last stage to end. Clean-clone `npm test`, 2026-11-27: 865 s with two workers, 813 s
    // with three, and (both browser lists side by side) 772 s with three, 739 s with four (decision 089).
    maxWorkers: '200%',
    sequence: { sequencer: WaitingFirst },
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'], environment: 'node' } },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // One page and one load of React and the screens per worker for all its files, as the server tests do: the
          // screens keep no state of their own but the shared query cache and storage, which test/setup.ts empties
          // after every test. 29 s of CPU instead of 102 s (decision 089, seventh pass).
          isolate: false,
          // A ceiling, not a speed check: a form test types for a few seconds, and on a shared machine
          // under load the default 5 s ran out mid-test.
          testTimeout: 30_000,
        },
      },
      serverProject('server-pglite', 'pglite'),
      // The timetable is the railway's local time whatever the server's clock says: run it from far away too.
      ...['America/Los_Angeles', 'Asia/Tokyo'].map((tz) => ({
        test: {
          ...serverProject(`server-tz-${tz.split('/')[1]!.toLowerCase()}`, 'pglite').test,
          include: ['apps/server/test/timetable*.test.ts'],
          env: { TEST_DB: 'pglite', TZ: tz },
        },
      })),
      serverProject('server-postgres', 'postgres'),
      {
        test: {
          name: 'drills',
          include: ['apps/server/test/drills/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          // Drills start server processes and PostgreSQL clusters of their own: one at a time.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
