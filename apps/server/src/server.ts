import module from 'node:module';

// React picks its build by NODE_ENV when the pages' renderer first loads it: without this, a server started as
// the deployment guide says rendered every page with React's development build, twice the CPU of its production
// one (decision 089, seventh pass). An operator who sets NODE_ENV keeps theirs.
process.env.NODE_ENV ??= 'production';

// Node keeps the code it compiled for the modules below (from the second start on, a third less of the
// start's CPU): so they are imported after the cache is on (docs/decisions/089-start-up-and-test-time.md).
module.enableCompileCache();
const { ConfigError, loadConfig } = await import('./config.ts');
const { buildApp } = await import('./app.ts');
const { databaseInWords } = await import('./db/database.ts');
const { keepNewFilesPrivate } = await import('./data-dir.ts');

async function main() {
  keepNewFilesPrivate();
  const config = loadConfig();
  const app = await buildApp(config, {
    onAdminCreated: (admin) => {
      const lines = admin.password
        ? [
            'An admin account was created. Write this password down: it is shown only this once.',
            `  e-mail:   ${admin.email}`,
            `  password: ${admin.password}`,
          ]
        : [`The admin account ${admin.email} was created from ADMIN_EMAIL and ADMIN_PASSWORD.`];
      console.log(`\n${lines.join('\n')}\n`);
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `\nThe site is at ${config.publicUrl} (on Node ${process.version})\nData lives in ${config.dataDir} (database: ${databaseInWords(config)})\n`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('The server could not start:', err);
  process.exit(1);
});
