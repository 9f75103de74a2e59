import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContractAnswer } from '../support/contract-assertions';
import { startTestServer, type TestServer } from '../support/harness';
import { plainJpeg } from '../support/upload-form';

/** Hostile uploads: each is refused (or, for a harmless trailer, neutralised), and the server stays healthy. */
describe('upload attacks', () => {
  let t: TestServer;
  let user: Awaited<ReturnType<TestServer['signIn']>>;
  beforeAll(async () => {
    t = await startTestServer('sqlite');
    user = await t.signIn('target@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const stored = () => {
    const dir = path.join(t.config.imagesDir, user.userId);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true })
          .map(String)
          .filter((f) => f.endsWith('.jpg'))
      : [];
  };
  const upload = async (url: string, bytes: Buffer, name: string, type: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${t.baseUrl}${url}`, { method: 'POST', body: form, headers: user.headers });
    return {
      status: res.status,
      body: (await res.json()) as { error?: { code: string; message: string }; id?: string },
    };
  };
  const both = async (bytes: Buffer, name: string, type: string) => [
    { op: 'createScan' as const, ...(await upload('/api/scans', bytes, name, type, { userId: user.userId })) },
    {
      op: 'uploadTrainingImage' as const,
      ...(await upload('/api/training/upload', bytes, name, type, { category: 'produce' })),
    },
  ];
  const expectRefused = async (bytes: Buffer, name: string, type: string, status: number, code: string) => {
    for (const answer of await both(bytes, name, type)) {
      expect(answer.status, `${answer.op}: ${JSON.stringify(answer.body)}`).toBe(status);
      expectContractAnswer(answer.op, status, answer.body);
      expect(answer.body.error!.code).toBe(code);
    }
    expect(stored()).toEqual([]);
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  };

  it('says an empty file is empty, not that it is not a photo', async () => {
    await expectRefused(Buffer.alloc(0), 'food.jpg', 'image/jpeg', 415, 'unsupported_media_type');
    for (const answer of await both(Buffer.alloc(0), 'food.jpg', 'image/jpeg')) {
      expect(answer.body.error!.message).toBe(
        'The file is empty: it holds no photo. Choose the photo again, or another one.',
      );
    }
  });

  it('refuses an SVG carrying a script, whatever it is called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" onload="alert(document.cookie)">' +
        '<script>fetch("/api/users/me")</script><rect width="400" height="300" fill="orange"/></svg>',
    );
    await expectRefused(svg, 'food.jpg', 'image/jpeg', 415, 'unsupported_media_type');
    await expectRefused(svg, 'food.svg', 'image/svg+xml', 415, 'unsupported_media_type');
  });

  it('refuses a polyglot: JPEG magic bytes in front of an HTML page', async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
      Buffer.from('<html><body><script>alert(1)</script></body></html>'),
    ]);
    const answers = await both(polyglot, 'food.jpg', 'image/jpeg');
    for (const answer of answers) {
      expect([400, 415]).toContain(answer.status);
      expectContractAnswer(answer.op, answer.status, answer.body);
    }
    expect(stored()).toEqual([]);
  });

  it('refuses an image whose header promises more pixels than its data holds', async () => {
    const full = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a6' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const truncated = full.subarray(0, full.length >> 2); // the IHDR still says 1200 × 900
    await expectRefused(truncated, 'food.png', 'image/png', 400, 'unreadable_image');
  });

  it('refuses zip and gzip bombs sent as photos', async () => {
    const zeros = Buffer.alloc(50 * 1024 * 1024); // 50 MB of zeros: a few tens of KB compressed
    await expectRefused(zlib.gzipSync(zeros), 'food.jpg', 'image/jpeg', 415, 'unsupported_media_type');
    const zipHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
    await expectRefused(
      Buffer.concat([zipHeader, zlib.deflateRawSync(zeros)]),
      'food.jpg',
      'image/jpeg',
      415,
      'unsupported_media_type',
    );
  });

  it('refuses a gzip bomb as a JSON body (the limit counts inflated bytes)', async () => {
    const bomb = zlib.gzipSync(Buffer.from(`{"email":"${'a'.repeat(20 * 1024 * 1024)}"}`));
    const res = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', authorization: 'Bearer x' },
      body: bomb,
    });
    expect(res.status).toBe(413);
    expectContractAnswer('login', 413, await res.json());
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  });

  it('stores a photo with a hidden trailer only as a clean re-encoded copy (phones append motion-photo video)', async () => {
    const jpeg = await plainJpeg(640, 480, '#c63');
    const trailer = Buffer.from('PK\u0003\u0004<script>alert(1)</script>');
    const res = await upload('/api/scans', Buffer.concat([jpeg, trailer]), 'food.jpg', 'image/jpeg', {
      userId: user.userId,
    });
    expect(res.status).toBe(201);
    const files = stored();
    expect(files).toHaveLength(2);
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(t.config.imagesDir, user.userId, file));
      expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
      expect(bytes.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    }
  });
});
