// The cost of the upload pipeline for one phone photo (4000 x 3000 JPEG): our six variants (AVIF and
// WebP at three widths) against a baseline of one WebP at 960 px, measured in the same run.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { encodeImage } from '../apps/server/src/domains/media/images.ts';

const photo = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: { r: 0, g: 0, b: 0 },
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 85 })
  .toBuffer();

async function time(label: string, runs: number, fn: () => Promise<number>) {
  await fn();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    bytes = await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${label.padEnd(44)} median ${median.toFixed(0).padStart(6)} ms   output ${(bytes / 1024).toFixed(0)} KiB`,
  );
  return median;
}

console.log(`input: 4000 x 3000 JPEG, ${(photo.length / 1024).toFixed(0)} KiB`);
const baseline = await time(
  'baseline: one WebP at 960 px',
  3,
  async () => (await sharp(photo).rotate().resize({ width: 960 }).webp({ quality: 80 }).toBuffer()).length,
);
const ours = await time('pipeline: AVIF + WebP at 480/960/1600 px', 3, async () =>
  (await encodeImage(photo)).reduce((n, v) => n + v.body.length, 0),
);
console.log(`pipeline / baseline: ${(ours / baseline).toFixed(1)}x`);
