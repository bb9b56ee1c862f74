// The cost per KB of drawing each known-bad pattern (renderer and sanitiser, as the server runs them),
// next to a plain page of the same size: the site's own pages, repeated. Linear means the per-KB cost
// stays flat from 10 KB to 100 KB; a pattern that grows with the square of the length doubles each time.
import { renderMarkdown } from '../packages/shared/src/markdown.ts';
import { costlyMarkdown, plainPage } from '../apps/server/test/support/markdown-patterns.ts';
import { median, printTable } from './support/measure.ts';

const SIZES = [10_000, 20_000, 50_000, 100_000];
const ROUNDS = 3;

/** Milliseconds of CPU this process spent drawing `text`, the median of a few rounds. */
function cost(text: string): number {
  const rounds: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const before = process.cpuUsage();
    renderMarkdown(text);
    const spent = process.cpuUsage(before);
    rounds.push((spent.user + spent.system) / 1000);
  }
  return median(rounds);
}

for (let i = 0; i < 5; i++) renderMarkdown(plainPage(20_000));
const perKb = (pattern: (size: number) => string) => SIZES.map((size) => cost(pattern(size)) / (size / 1000));
const plain = perKb(plainPage);
const rows = [['plain page (content/pages repeated)', plainPage] as const, ...Object.entries(costlyMarkdown)].map(
  ([name, pattern]) => {
    const figures = name.startsWith('plain') ? plain : perKb(pattern);
    return {
      pattern: name,
      ...Object.fromEntries(SIZES.map((size, i) => [`ms/KB at ${size / 1000} KB`, figures[i]!.toFixed(2)])),
      '100 KB vs plain': `${(figures.at(-1)! / plain.at(-1)!).toFixed(1)}x`,
      '100 KB / 10 KB per KB': (figures.at(-1)! / figures[0]!).toFixed(1),
    };
  },
);
printTable(rows);
