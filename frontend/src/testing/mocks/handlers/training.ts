import { delay, HttpResponse } from 'msw';
import type { TrainingCategory, TrainingImage } from '@/client';
import { TRAINING_CATEGORIES } from '@/features/training/training-categories';
import { errorResponse, http } from './http';
import { serverMessage } from '@rules/errors/server-messages';
import { onMockReset, refill } from './mock-state';

const UPLOAD = '/api/training/upload';
const COUNTS = '/api/users/{userId}/training/counts';
const IMAGES = '/api/users/{userId}/training/images';
const IMAGE = '/api/training/images/{id}';

const CATEGORIES: TrainingCategory[] = TRAINING_CATEGORIES.map((category) => category.id);

/** The uploaded photo itself as a data URL, so the mock shows what the user picked (no server to serve it). */
async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type || 'image/jpeg'};base64,${btoa(binary)}`;
}

/** A drawn stand-in photo: a food-coloured shape on a plate. */
const drawnPhoto = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#d9d4c7"/><circle cx="40" cy="40" r="30" fill="#fff"/><ellipse cx="40" cy="40" rx="18" ry="12" fill="${fill}"/></svg>`,
  )}`;

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 24, 9, 0) - minutesAgo * 60_000).toISOString();

/** Reference photos a user already has: one learned from a correction, two uploaded. */
export const demoReferences: TrainingImage[] = [
  {
    id: 'reference-banana',
    category: 'produce',
    label: 'Banana',
    foodId: 'builtin-banana',
    origin: 'correction',
    scanId: 'scan-banana',
    imageUrl: drawnPhoto('#f2c94c'),
    thumbnailUrl: drawnPhoto('#f2c94c'),
    createdAt: at(30),
  },
  {
    id: 'reference-apple',
    category: 'produce',
    label: 'Apple',
    foodId: null,
    origin: 'upload',
    scanId: null,
    imageUrl: drawnPhoto('#c0392b'),
    thumbnailUrl: drawnPhoto('#c0392b'),
    createdAt: at(60),
  },
  {
    id: 'reference-chocolate',
    category: 'snacks_sweets',
    label: 'Dark chocolate',
    foodId: null,
    origin: 'upload',
    scanId: null,
    imageUrl: drawnPhoto('#4a2c1d'),
    thumbnailUrl: drawnPhoto('#4a2c1d'),
    createdAt: at(120),
  },
];

/**
 * An in-memory reference-photo store: uploads add photos (and to the category's count), removals
 * take them away. Like the API, it refuses a missing image or an unknown category.
 */
export function trainingApi(initial: TrainingImage[] = demoReferences, { uploadMs = 600 } = {}) {
  const images = [...initial];
  let created = 0;
  onMockReset(() => {
    refill(images, initial);
    created = 0;
  });
  const countOf = (category: TrainingCategory) => images.filter((image) => image.category === category).length;
  return [
    http.get(COUNTS, () => {
      const rows = CATEGORIES.map((category) => ({ category, count: countOf(category) }));
      return HttpResponse.json({ counts: rows, total: images.length });
    }),
    http.get(IMAGES, () => HttpResponse.json({ images })),
    http.delete(IMAGE, async ({ params }) => {
      const index = images.findIndex((image) => image.id === params.id);
      if (index < 0) return errorResponse(404, 'not_found', serverMessage('image.notFound'));
      await delay(200);
      images.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(UPLOAD, async ({ request }) => {
      const form = await request.formData();
      const image = form.get('image');
      const category = form.get('category') as TrainingCategory | null;
      // Duck-typed: in Node, the File class of the request may not be the global one.
      if (typeof image !== 'object' || image === null) {
        return errorResponse(400, 'validation_failed', serverMessage('request.fileRequired', { field: 'image' }));
      }
      if (!category || !CATEGORIES.includes(category))
        return errorResponse(
          400,
          'validation_failed',
          serverMessage('request.invalid', { where: 'body', problems: 'body.category Unknown category' }),
        );
      await delay(uploadMs);
      created += 1;
      const url = await dataUrlOf(image as File);
      const label = String(form.get('label') ?? '').trim() || null;
      const id = `reference-${created}`;
      images.unshift({
        id,
        category,
        label,
        foodId: null,
        origin: 'upload',
        scanId: null,
        imageUrl: url,
        thumbnailUrl: url,
        createdAt: new Date().toISOString(),
      });
      return HttpResponse.json(
        { id, imageUrl: url, thumbnailUrl: url, category, label, categoryCount: countOf(category) },
        { status: 201 },
      );
    }),
  ];
}

export const trainingHandlers = {
  success: trainingApi(),
  empty: trainingApi([]),
  uploadFails: [
    http.post(UPLOAD, async () => {
      await delay(300);
      return errorResponse(415, 'unsupported_media_type', serverMessage('photo.unsupportedType'));
    }),
    ...trainingApi(),
  ],
  uploading: [
    http.post(UPLOAD, async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
    ...trainingApi(),
  ],
  listFails: [
    http.get(IMAGES, () => errorResponse(500, 'internal_error', serverMessage('server.internal'))),
    ...trainingApi(),
  ],
};
