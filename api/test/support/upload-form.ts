import sharp from 'sharp';

/** A multipart body as the app sends it: the form fields, then the photo as `image`. */
export function photoForm(fields: Record<string, string>, bytes: Buffer, filename = 'food.jpg'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
  return form;
}

/** A plain one-colour JPEG: a valid photo for tests where what it shows does not matter. */
export const plainJpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
