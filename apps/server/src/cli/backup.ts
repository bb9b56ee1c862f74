import { writeBackup } from '../domains/backup/write-backup.ts';
import { commandLine, operatorPath, printProgress, progress, runCommand, withInstallation } from './cli-support.ts';

runCommand('backup', async () => {
  const { values } = commandLine(
    { options: { out: { type: 'string', short: 'o' } } },
    'usage: npm run backup [-- --out FILE]',
  );
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const file = operatorPath(values.out ?? `laxey-backup-${stamp}.jsonl.gz`);
  const announce = (where: string) => `Backing up (${where})`;
  await withInstallation({ existing: true, announce }, async ({ database, storage }) => {
    const summary = await writeBackup({ database, storage, file, onProgress: printProgress });
    const megabytes = (summary.fileBytes / 1024 / 1024).toFixed(1);
    progress(
      `Wrote ${file}: ${summary.rows} rows from ${summary.tables} tables and ${summary.files} files (${megabytes} MB)`,
    );
  });
});
