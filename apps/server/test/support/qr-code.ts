import jsQR from 'jsqr';
import sharp from 'sharp';

/** The text a QR code in a PNG carries, read by a decoder as a phone's camera would. */
export async function decodeQr(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
