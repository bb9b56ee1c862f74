import { describe, expect, it } from 'vitest';
import { responses } from '../src/api-responses.ts';
import { apiRoutes } from '../src/api-routes.ts';

/** Every module of the package, loaded, and its source text. */
const modules = import.meta.glob<Record<string, unknown>>('../src/*.ts', { eager: true });
const sources = import.meta.glob<string>('../src/*.ts', { eager: true, query: '?raw', import: 'default' });

const fileName = (path: string) => path.replace('../src/', '');
const importsOf = (source: string) => [...source.matchAll(/^import .* from '(.+)';$/gm)].map((m) => m[1]);
const keysOf = (value: unknown) => Object.keys(value as object).sort();

/** The files that declare calls, each with its one exported object of declarations. */
const routeFiles = Object.entries(sources)
  .filter(([path, source]) => fileName(path) !== 'api-routes.ts' && source.includes('call({'))
  .map(([path]) => {
    const exported = Object.values(modules[path]!);
    expect(exported, path).toHaveLength(1);
    return { file: fileName(path), calls: keysOf(exported[0]) };
  });

/** Every exported object named like `rosterResponses` or `rosterSchemas`, by file. */
const contractObjects = (suffix: 'Responses' | 'Schemas') =>
  Object.entries(modules).flatMap(([path, exports]) =>
    Object.entries(exports)
      .filter(([name]) => name.endsWith(suffix))
      .map(([name, value]) => ({ file: fileName(path), name, calls: keysOf(value) })),
  );

describe("each domain's calls in its own contract files", () => {
  it('api-routes.ts declares no call itself: every call comes from exactly one <domain>-routes.ts', () => {
    expect(sources['../src/api-routes.ts']).not.toContain('call(');
    expect(routeFiles.every((r) => r.file.endsWith('-routes.ts'))).toBe(true);
    const declared = routeFiles.flatMap((r) => r.calls);
    expect(declared.sort()).toEqual(keysOf(apiRoutes));
  });

  it("a domain's route declarations load no validation library, only route-declaration.ts", () => {
    for (const { file } of routeFiles)
      expect(importsOf(sources[`../src/${file}`]!), file).toEqual(['./route-declaration.ts']);
  });

  it("each route file's answers are one object in one domain file, which api-responses.ts only combines", () => {
    expect(sources['../src/api-responses.ts']).not.toMatch(/\banswer: (?!Answer;)/);
    const answers = contractObjects('Responses');
    for (const { file, calls } of routeFiles) {
      const owners = answers.filter((a) => a.calls.join() === calls.join());
      expect(
        owners.map((o) => o.name),
        file,
      ).toHaveLength(1);
    }
    expect(answers.flatMap((a) => a.calls).sort()).toEqual(keysOf(responses));
  });

  it("each domain's request schemas name only calls of one route file", () => {
    for (const { file, name, calls } of contractObjects('Schemas')) {
      const domain = routeFiles.find((r) => calls.every((c) => r.calls.includes(c)));
      expect(domain, `${name} in ${file}`).toBeDefined();
    }
  });
});
