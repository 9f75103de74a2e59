import { serverMessage } from '@rules/errors/server-messages';
import heicDecode from 'heic-decode';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { InvalidInputError, TooLargeError, UnsupportedMediaError } from '../../errors';

/** Stored photo sizes: the normalised photo and the list thumbnail. */
export const FULL_MAX_PX = 1600;
export const THUMB_MAX_PX = 320;
/** Decoding more pixels than this is refused (a "pixel bomb" declares huge dimensions in a tiny file). */
export const MAX_INPUT_PIXELS = 50_000_000;

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  /** The format found in the bytes (never the file name or declared type). */
  format: string;
  width: number;
  height: number;
}

/**
 * Checks an upload by its bytes and normalises it: EXIF orientation applied,
 * every metadata block (EXIF, GPS, XMP, ICC comments) dropped, re-encoded as
 * JPEG at most 1600 px, plus a 320 px thumbnail.
 */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) {
    throw new UnsupportedMediaError(serverMessage('photo.empty'));
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw /pixel limit/i.test((error as Error).message) ? tooManyPixels() : unsupported();
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) throw unsupported();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();
  try {
    // sharp drops metadata unless asked to keep it; the decoder applies the EXIF orientation first.
    // JPEG shrink-on-load decodes a big photo at a fraction of its size when it can.
    const full = await (
      await decoder(bytes, metadata)
    )
      .resize(FULL_MAX_PX, FULL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      // No optimised Huffman tables: they make the file a little smaller but cost time on the
      // scan's critical path (docs/scan-pipeline.md); the small thumbnail below keeps them.
      .jpeg({ quality: 82, optimiseCoding: false })
      .toBuffer({ resolveWithObject: true });
    // The thumbnail comes from the small, upright copy: no second decode of the original.
    const thumb = await sharp(full.data)
      .resize(THUMB_MAX_PX, THUMB_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer();
    return { full: full.data, thumb, format: metadata.format, width: full.info.width, height: full.info.height };
  } catch {
    throw new InvalidInputError(serverMessage('photo.unreadable'), undefined, 'unreadable_image');
  }
}

/**
 * The photo, upright, ready to resize. Most formats go straight to sharp (rotate() applies the EXIF
 * orientation). iPhone HEIC photos are HEVC-compressed, which sharp's bundled libheif cannot decode
 * (patent-encumbered codec), so those are decoded by libheif compiled to WebAssembly (heic-decode),
 * which also applies the HEIF rotation and mirroring, and handed to sharp as raw pixels.
 */
async function decoder(bytes: Buffer, metadata: Metadata): Promise<Sharp> {
  if (metadata.format === 'heif' && metadata.compression === 'hevc') {
    const { width, height, data } = await heicDecode({ buffer: bytes });
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
      limitInputPixels: MAX_INPUT_PIXELS,
    }).flatten({ background: '#ffffff' });
  }
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  // Auto-orienting costs a large photo time even when it is already upright (EXIF orientation 1
  // or none), so it is asked for only when the photo needs turning.
  return (metadata.orientation ?? 1) > 1 ? image.rotate() : image;
}

const tooManyPixels = () => new TooLargeError('image_too_large', serverMessage('photo.tooManyPixels'));

const unsupported = () => new UnsupportedMediaError(serverMessage('photo.unsupportedType'));
