import fs from 'node:fs';
import path from 'node:path';
import { serverDir } from '../../server-dir.ts';

/** The repository's content/ folder: our own words and artwork, shipped with the code. */
export const contentDir = path.resolve(serverDir, '../../content');

const contentImagePattern = /^\/media\/content\/(images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.svg)$/;

export const contentAddress = (relativePath: string) => `/media/content/${relativePath}`;

/** The file behind a demo-artwork address, or undefined when the address is not one of ours. */
export function contentImageFile(address: string): string | undefined {
  const relative = contentImagePattern.exec(address)?.[1];
  if (!relative) return undefined;
  const full = path.join(contentDir, relative);
  return full.startsWith(contentDir + path.sep) && fs.existsSync(full) ? full : undefined;
}
