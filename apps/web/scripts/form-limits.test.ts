// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The lint's refusals for a form in a file at `file` under apps/web/src/. */
async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const refusal = expect.stringContaining('A form limit comes from the shared schema');

it('refuses a number of its own as a field’s length, range or shown limit', async () => {
  expect(await refusals('features/audit/x.tsx', 'export const f = <Field label="q" maxLength={200} />;')).toEqual([
    refusal,
  ]);
  expect(
    await refusals('features/rostering/x.tsx', 'export const f = <Field label="h" type="number" min={0} max={24} />;'),
  ).toEqual([refusal, refusal]);
  expect(await refusals('components/ui/x.tsx', 'export const f = <Field label="s" limit={{ max: 150 }} />;')).toEqual([
    refusal,
  ]);
});

it('takes the limits from the shared schema or limits', async () => {
  expect(
    await refusals(
      'features/audit/x.tsx',
      'export const f = <Field label="q" maxLength={maxLengthOf(auditQuery, "q")} step={0.25} />;',
    ),
  ).toEqual([]);
  expect(
    await refusals(
      'features/rostering/x.tsx',
      'export const f = <Field label="h" {...rangeOf(hoursRequest, "hours")} />;',
    ),
  ).toEqual([]);
});
