/** Photos are sent at most this long on their long edge, so a 12 MP photo uploads as a few hundred KB. */
export const UPLOAD_MAX_EDGE_PX = 1600;
export const UPLOAD_JPEG_QUALITY = 0.85;
/** Every photo uploads under this file name, whatever it was called on the phone. */
export const UPLOAD_FILE_NAME = 'food-scan.jpg';

/** The size that fits `width`×`height` within `maxEdge` on its long edge, keeping the aspect ratio; never upscales. */
export function fitWithin(width: number, height: number, maxEdge = UPLOAD_MAX_EDGE_PX) {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge) return { width, height };
  const scale = maxEdge / longEdge;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Re-encodes a photo for upload: at most 1600 px, JPEG 0.85, EXIF orientation
 * applied by the browser's decoder. A format the browser cannot decode (HEIC
 * on Chrome, say) is sent as it is: the server accepts it, and nothing is lost.
 */
export async function prepareUpload(photo: Blob): Promise<File> {
  const downsized = await downsize(photo).catch(() => null);
  return new File([downsized ?? photo], UPLOAD_FILE_NAME, { type: downsized ? 'image/jpeg' : photo.type });
}

async function downsize(photo: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', UPLOAD_JPEG_QUALITY));
  } finally {
    bitmap.close();
  }
}
