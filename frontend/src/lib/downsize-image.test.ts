import { describe, expect, it } from 'vitest';
import { fitWithin, prepareUpload, UPLOAD_FILE_NAME } from './downsize-image';

describe('fitWithin', () => {
  it('shrinks a 12 MP landscape photo to 1600 px on its long edge', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
  });

  it('shrinks a portrait photo by its height', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('never upscales a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
  });

  it('keeps at least one pixel on a panorama', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 1600, height: 1 });
  });
});

describe('prepareUpload', () => {
  it('sends a photo the browser cannot decode unchanged, named food-scan.jpg', async () => {
    const heic = new Blob([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70])], { type: 'image/heic' });
    const file = await prepareUpload(heic);
    expect(file.name).toBe(UPLOAD_FILE_NAME);
    expect(file.type).toBe('image/heic');
    expect(file.size).toBe(heic.size);
  });
});
