import { delay, http, HttpResponse } from 'msw';
import type { Error as ErrorBody, TrainingCategory, TrainingCounts, TrainingUploadResponse } from '@/client';
import { TRAINING_CATEGORIES } from '@/features/training/training-categories';
import { errorResponse } from './http';

type UserParams = { userId: string };
const UPLOAD = '*/api/training/upload';
const COUNTS = '*/api/users/:userId/training/counts';

const CATEGORIES: TrainingCategory[] = TRAINING_CATEGORIES.map((category) => category.id);

/** The uploaded photo itself as a data URL, so the mock shows what the user picked (no server to serve it). */
async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type || 'image/jpeg'};base64,${btoa(binary)}`;
}

/**
 * An in-memory reference-photo store: uploads add to the category's count.
 * Like the API, it refuses a missing image or an unknown category.
 */
export function trainingApi(
  initial: Partial<Record<TrainingCategory, number>> = { produce: 2, snacks_sweets: 1 },
  { uploadMs = 600 } = {},
) {
  const counts = new Map(CATEGORIES.map((category) => [category, initial[category] ?? 0]));
  let created = 0;
  return [
    http.get<UserParams, never, TrainingCounts>(COUNTS, () => {
      const rows = CATEGORIES.map((category) => ({ category, count: counts.get(category)! }));
      return HttpResponse.json({ counts: rows, total: rows.reduce((sum, row) => sum + row.count, 0) });
    }),
    http.post<never, FormData, TrainingUploadResponse | ErrorBody>(UPLOAD, async ({ request }) => {
      const form = await request.formData();
      const image = form.get('image');
      const category = form.get('category') as TrainingCategory | null;
      // Duck-typed: in Node, the File class of the request may not be the global one.
      if (typeof image !== 'object' || image === null) {
        return errorResponse(400, 'invalid_request', 'The image file is required.');
      }
      if (!category || !counts.has(category)) return errorResponse(400, 'invalid_request', 'Unknown category.');
      await delay(uploadMs);
      counts.set(category, counts.get(category)! + 1);
      created += 1;
      const url = await dataUrlOf(image as File);
      const label = String(form.get('label') ?? '').trim() || null;
      return HttpResponse.json(
        {
          id: `reference-${created}`,
          imageUrl: url,
          thumbnailUrl: url,
          category,
          label,
          categoryCount: counts.get(category)!,
        },
        { status: 201 },
      );
    }),
  ];
}

export const trainingHandlers = {
  success: trainingApi(),
  uploadFails: [
    ...trainingApi().slice(0, 1),
    http.post<never, never, ErrorBody>(UPLOAD, async () => {
      await delay(300);
      return errorResponse(415, 'unsupported_media_type', 'This file is not a JPEG, PNG, WebP or HEIC image.');
    }),
  ],
  uploading: [
    ...trainingApi().slice(0, 1),
    http.post(UPLOAD, async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
};
