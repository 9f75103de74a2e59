import { delay, HttpResponse } from 'msw';
import type { RecognitionSearchResponse, RecognizeResponse, RecognizerState } from '@/client';
import { errorResponse, http } from './http';
import { serverMessage } from '@rules/errors/server-messages';

const STATUS = '/api/recognition/status';
const SEARCH = '/api/recognition/search';
const RECOGNIZE = '/api/recognition/recognize';

const now = () => new Date().toISOString();

/** The server's reason, for the person scanning, when no recognizer can name a photo of a meal. */
export const PHOTO_RECOGNITION_OFF_REASON =
  'Photo recognition is not turned on in this Morsel yet, so it cannot name a meal from a photo. Search for the food to log it.';

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

const on = (id: string, name: string, detail: string): RecognizerState => ({
  id,
  name,
  state: 'on',
  detail,
  whenOff: null,
});

const printReaders: RecognizerState[] = [
  on('label', 'Nutrition labels', 'reads Nutrition Facts panels (English)'),
  on('barcode', 'Barcodes', 'reads EAN-13, UPC-A and QR codes'),
];

/** Every recognizer on, as with the image model installed and a vision model configured. */
export const allRecognizersOn: RecognizerState[] = [
  ...printReaders,
  on('references', 'Your Training photos', 'matches your reference photos from Training'),
  on('model', 'Photo recognition (on-device image model)', 'mobilenetv2-12-int8.onnx loaded'),
  on('openai', 'Vision model (OpenAI-compatible)', 'model gpt-4o-mini is available'),
];

/** A fresh install without the image model and without a vision model: only print is read. */
export const photoRecognitionOffRecognizers: RecognizerState[] = [
  ...printReaders,
  {
    id: 'references',
    name: 'Your Training photos',
    state: 'off',
    detail: 'needs the image model',
    whenOff: 'Training photos are kept but not used until the image model is installed. Run npm run models:install.',
  },
  {
    id: 'model',
    name: 'Photo recognition (on-device image model)',
    state: 'off',
    detail: 'the image model is not installed (npm run models:install)',
    whenOff: 'Photo recognition is off: the image model is not installed. Run npm run models:install.',
  },
  {
    id: 'openai',
    name: 'Vision model (OpenAI-compatible)',
    state: 'off',
    detail: 'not configured',
    whenOff: 'No vision model is asked: set OPENAI_API_KEY, or OPENAI_BASE_URL for a local server, to add one.',
  },
];

const common = [
  http.get(SEARCH, async ({ request }) => {
    await delay(200);
    const q = new URL(request.url).searchParams.get('q')!.toLowerCase();
    const results = searchResults.filter((r) => r.name.toLowerCase().includes(q));
    return HttpResponse.json({ success: true, results, error: null });
  }),
];

export const recognitionHandlers = {
  active: [
    ...common,
    http.get(STATUS, async () => {
      await delay(200);
      return HttpResponse.json({
        name: 'Morsel Recognition Engine',
        status: 'active',
        message: 'openai: model gpt-4o-mini is available',
        lastChecked: now(),
        photoRecognition: true,
        recognizers: allRecognizersOn,
      });
    }),
    http.post(RECOGNIZE, async () => {
      await delay(400);
      return HttpResponse.json(recognizedBanana);
    }),
  ],
  /** A fresh install: no image model, no vision model. Photos are not named; print still is. */
  photoRecognitionOff: [
    ...common,
    http.get(STATUS, () =>
      HttpResponse.json({
        name: 'Morsel Recognition Engine',
        status: 'active',
        message:
          'Photo recognition is off. label: reads Nutrition Facts panels (English); barcode: reads EAN-13, UPC-A and QR codes; references: needs the image model; model: the image model is not installed (npm run models:install)',
        lastChecked: now(),
        photoRecognition: false,
        recognizers: photoRecognitionOffRecognizers,
      }),
    ),
    http.post(RECOGNIZE, () =>
      HttpResponse.json({
        success: false,
        error: PHOTO_RECOGNITION_OFF_REASON,
        errorDetail:
          'model is off (not installed: install the image model (npm run models:install) or set OPENAI_API_KEY (or an OpenAI-compatible OPENAI_BASE_URL) to enable recognition).',
        recognitionMethod: null,
        confidence: null,
        detectedFoods: 0,
        result: { detectedCandidates: [] },
      }),
    ),
  ],
  serverDown: [
    http.get(STATUS, () => errorResponse(503, 'unavailable', 'Service unavailable')),
    http.get(SEARCH, () => errorResponse(500, 'internal_error', serverMessage('server.internal'))),
    http.post(RECOGNIZE, () =>
      errorResponse(415, 'unsupported_media_type', 'This file is not a JPEG, PNG, WebP or HEIC image.'),
    ),
  ],
};
