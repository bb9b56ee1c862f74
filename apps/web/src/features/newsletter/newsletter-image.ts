import { apiRoutes as api } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

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

/** Uploads the image through the media pipeline (POST /api/upload-image, field image). */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  const size = await measure(file);
  const form = new FormData();
  form.append('image', file);
  const { imageName } = await callApi(api.uploadImage, { form, onUploadProgress: onProgress });
  return { imageLink: imageName, ...size };
}
