// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The lint's refusals for one import line, in a file at `file` under apps/web/src/. */
async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('no-restricted')).map((m) => m.message);
}

it('refuses each upward import in the web app, static or through import()', async () => {
  expect(
    await refusals('features/home/x.tsx', "export const w = () => import('../timetable/next-fares.tsx');"),
  ).toEqual([
    'The home feature imports no other feature: move what both need to components/, lib/ or packages/shared.',
  ]);
  expect(
    await refusals('features/history/admin/x.tsx', "export { PageMeta } from '../../../app/page-meta.tsx';"),
  ).toEqual([expect.stringContaining('The history feature imports nothing from app/')]);
  expect(
    await refusals('components/timetable/x.tsx', "export const w = () => import('../../app/layout.tsx');"),
  ).toEqual(['components/ import nothing from app/ or features/: move what they need down to components/ or lib/.']);
  expect(await refusals('lib/x.ts', "export type { AlertType } from '../components/ui/feedback.tsx';")).toEqual([
    expect.stringContaining('lib/ imports nothing from app/, features/ or components/'),
  ]);
  expect(await refusals('features/home/x.tsx', "export { x } from '../home/../timetable/api.ts';")).toEqual([
    expect.stringContaining('Write the import path the short way'),
  ]);
  expect(await refusals('features/home/x.tsx', 'export const w = (n: string) => import(`./${n}.tsx`);')).toEqual([
    'A dynamic import names its module in quotes, so that the lint can read where it leads.',
  ]);
});

it('lets imports run down: app to features, features to components, components to lib', async () => {
  expect(await refusals('app/x.tsx', "export const w = () => import('../features/home/home-page.tsx');")).toEqual([]);
  expect(
    await refusals(
      'features/home/x.tsx',
      "export const w = () => import('../../components/timetable/next-fares.tsx');",
    ),
  ).toEqual([]);
  expect(await refusals('components/timetable/x.tsx', "export { callApi } from '../../lib/api-client.ts';")).toEqual(
    [],
  );
});
