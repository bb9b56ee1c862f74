import { uploadNewsletterImage } from './admin-api.ts';

export interface UploadedImage {
  imageLink: string;
  imageWidth: number;
  imageHeight: number;
}

/** The picture's size in pixels, so the mail can give the image its width and height. */
async function measure(file: File) {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { imageWidth: img.naturalWidth, imageHeight: img.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Uploads the image, with its size in pixels for the mail. */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  const size = await measure(file);
  return { imageLink: await uploadNewsletterImage(file, onProgress), ...size };
}
