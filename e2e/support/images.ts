import sharp from 'sharp';

/** A small PNG of one colour, to upload as a photo would be. */
export async function pngFile(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
