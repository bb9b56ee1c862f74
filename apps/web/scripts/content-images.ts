import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What `import x from '@content/images/…?image'` gives a screen: enough to draw an <img> without layout shift. */
export interface ContentImage {
  src: string;
  width: number;
  height: number;
  /** A drawing's own <title>: the words its alt text can use. */
  title?: string;
  /** Only for photographs: smaller AVIF and WebP copies for <picture>, widest last. */
  sources?: { type: string; srcset: string }[];
}

const QUERY = '?image';
const RESPONSIVE_WIDTHS = [400, 800, 1200, 1600];
const FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;

export function svgSize(source: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/.exec(source)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(tag)?.[1]);
  const viewBox = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag);
  const width = attr('width') || Number(viewBox?.[1]);
  const height = attr('height') || Number(viewBox?.[2]);
  if (!width || !height) throw new Error('an SVG in content/images needs width and height, or a viewBox');
  return { width, height };
}

/** Makes AVIF and WebP copies of a photograph at a few widths, once (they are kept in a cache folder). */
async function responsiveCopies(file: string, cacheDir: string) {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(file).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const widths = [...RESPONSIVE_WIDTHS.filter((w) => w < width), width];
  const stat = fs.statSync(file);
  const base = path.basename(file).replace(/\.[^.]+$/, '');
  const copies: { file: string; width: number; type: string }[] = [];
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const format of FORMATS) {
    for (const w of widths) {
      const out = path.join(cacheDir, `${base}-${stat.size}-${Math.round(stat.mtimeMs)}-${w}.${format.ext}`);
      if (!fs.existsSync(out)) await sharp(file).resize({ width: w }).toFormat(format.ext).toFile(out);
      copies.push({ file: out, width: w, type: format.type });
    }
  }
  return { width, height, copies };
}

/**
 * `?image` imports of content pictures. Drawings (SVG) are served as they are, with their size read
 * from the file. Photographs an editor drops in (JPEG, PNG, WebP) are also turned into AVIF and WebP
 * copies at several widths, offered through srcset.
 */
export function contentImages(cacheDir: string): Plugin {
  return {
    name: 'content-images',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const url = (f: string) => JSON.stringify(`${f}?url`);
      if (file.endsWith('.svg')) {
        const svg = fs.readFileSync(file, 'utf8');
        const { width, height } = svgSize(svg);
        const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1]?.trim();
        return `import src from ${url(file)};\nexport default { src, width: ${width}, height: ${height}, title: ${JSON.stringify(title)} };`;
      }
      const { width, height, copies } = await responsiveCopies(file, cacheDir);
      const imports = copies.map((c, i) => `import c${i} from ${url(c.file)};`).join('\n');
      const sources = FORMATS.map(
        (f) =>
          `{ type: ${JSON.stringify(f.type)}, srcset: [${copies
            .map((c, i) => (c.type === f.type ? `c${i} + ' ${c.width}w'` : ''))
            .filter(Boolean)
            .join(', ')}].join(', ') }`,
      );
      return `import src from ${url(file)};\n${imports}\nexport default { src, width: ${width}, height: ${height}, sources: [${sources.join(', ')}] };`;
    },
  };
}
