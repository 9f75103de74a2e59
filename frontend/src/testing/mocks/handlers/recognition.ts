import { delay, http, HttpResponse } from 'msw';
import type {
  Error as ErrorBody,
  RecognitionSearchResponse,
  RecognitionServiceStatus,
  RecognizeResponse,
} from '@/client';
import { errorResponse } from './http';

const STATUS = '*/api/passio/status';
const SEARCH = '*/api/passio/search';
const RECOGNIZE = '*/api/passio/recognize';

const now = () => new Date().toISOString();

const searchResults: RecognitionSearchResponse['results'] = [
  {
    name: 'Banana',
    brandName: null,
    category: 'Produce',
    nutritionFacts: { calories: 105, servingSize: '1 medium (118 g)' },
  },
  {
    name: 'Banana bread',
    brandName: null,
    category: 'Bakery',
    nutritionFacts: { calories: 196, servingSize: '1 slice (60 g)' },
  },
  {
    name: 'BANANA CHIPS',
    brandName: 'Tropical Crunch',
    category: 'Snacks & Sweets',
    nutritionFacts: { calories: 147, servingSize: '1 oz (28 g)' },
  },
];

export const recognizedBanana: RecognizeResponse = {
  success: true,
  error: null,
  recognitionMethod: 'openai',
  confidence: 0.94,
  detectedFoods: 2,
  result: {
    detectedCandidates: [
      {
        name: 'Banana',
        confidence: 0.94,
        category: 'Produce',
        nutritionFacts: { calories: 105, protein: 1.3, totalCarbs: 27, totalFat: 0.4 },
      },
      {
        name: 'Peanut butter',
        confidence: 0.61,
        category: 'Condiments & Sauces',
        nutritionFacts: { calories: 94, protein: 4, totalCarbs: 3.1, totalFat: 8 },
      },
    ],
  },
};

const common = [
  http.get<never, never, RecognitionSearchResponse>(SEARCH, async ({ request }) => {
    await delay(200);
    const q = new URL(request.url).searchParams.get('q')!.toLowerCase();
    const results = searchResults.filter((r) => r.name.toLowerCase().includes(q));
    return HttpResponse.json({ success: true, results, error: null });
  }),
];

export const recognitionHandlers = {
  active: [
    ...common,
    http.get<never, never, RecognitionServiceStatus>(STATUS, async () => {
      await delay(200);
      return HttpResponse.json({
        name: 'Morsel Recognition Engine',
        status: 'active',
        message: 'openai: model gpt-4o-mini is available',
        lastChecked: now(),
      });
    }),
    http.post<never, never, RecognizeResponse>(RECOGNIZE, async () => {
      await delay(400);
      return HttpResponse.json(recognizedBanana);
    }),
  ],
  notConfigured: [
    ...common,
    http.get<never, never, RecognitionServiceStatus>(STATUS, () =>
      HttpResponse.json({
        name: 'Morsel Recognition Engine',
        status: 'error',
        message:
          'No recognizer is configured. Set OPENAI_API_KEY (or an OpenAI-compatible OPENAI_BASE_URL) to enable recognition.',
        lastChecked: now(),
      }),
    ),
    http.post<never, never, RecognizeResponse>(RECOGNIZE, () =>
      HttpResponse.json({
        success: false,
        error:
          'No recognizer is configured. Set OPENAI_API_KEY (or an OpenAI-compatible OPENAI_BASE_URL) to enable recognition.',
        recognitionMethod: null,
        confidence: null,
        detectedFoods: 0,
        result: { detectedCandidates: [] },
      }),
    ),
  ],
  serverDown: [
    http.get<never, never, ErrorBody>(STATUS, () => errorResponse(503, 'unavailable', 'Service unavailable')),
    http.get<never, never, ErrorBody>(SEARCH, () => errorResponse(500, 'internal_error', 'Something went wrong.')),
    http.post<never, never, ErrorBody>(RECOGNIZE, () =>
      errorResponse(415, 'unsupported_media_type', 'This file is not a JPEG, PNG, WebP or HEIC image.'),
    ),
  ],
};
