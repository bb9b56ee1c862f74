import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Decision 003's budget: the JavaScript a visitor downloads before the home page is usable, gzipped. */
export const FIRST_DOWNLOAD_BUDGET_KB = 100;

/**
 * What it may not grow past meanwhile: 108.8 KB on 2026-11-26 at 19:50, 107.4 KB once the web app stopped
 * importing the whole route table (decision 003), over the budget by about the size of TanStack Query (10.5 KB),
 * which every public page reads its words through (README, "Search engines, speed").
 */
export const FIRST_DOWNLOAD_CEILING_KB = 109;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The build's entry script and every chunk it imports at once, each with its gzipped size in KB, read
 * from the build's manifest: what the browser must fetch and run before the home page is usable. Chunks
 * imported on demand (other screens, the map) are not in it.
 */
export function firstDownload(clientDir: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const files = [...keys].map((key) => {
    const file = manifest[key]!.file;
    const kb = zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;
    return { file, kb };
  });
  return { files, totalKb: files.reduce((sum, f) => sum + f.kb, 0) };
}
