import { restoreBackup } from '../domains/backup/restore-backup.ts';
import { commandLine, operatorPath, printProgress, progress, runCommand, withInstallation } from './cli-support.ts';

const usage = 'usage: npm run restore -- ARCHIVE [--force]';

runCommand('restore', async () => {
  const { values, positionals } = commandLine(
    { options: { force: { type: 'boolean' } }, allowPositionals: true },
    usage,
  );
  if (positionals.length !== 1) throw new Error(`name one archive to restore\n${usage}`);
  const file = operatorPath(positionals[0]!);
  const announce = (where: string) => `Restoring ${file} (${where})${values.force ? ', replacing what is there' : ''}`;
  await withInstallation({ existing: false, announce }, async ({ database, storage }) => {
    const summary = await restoreBackup({ database, storage, file, force: values.force, onProgress: printProgress });
    const removed = summary.removedFiles ? `; removed ${summary.removedFiles} files the backup did not have` : '';
    progress(
      `Restored ${summary.rows} rows in ${summary.tables} tables and ${summary.files} files from ${file}${removed}`,
    );
  });
});
