import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | 'good'
  | 'malformed'
  | 'hang'
  | '429-then-good'
  | 'not-food'
  | 'label'
  | 'banana'
  /** A local server (LM Studio, older Ollama) that answers 400 to json_schema and serves json_object: a breakfast. */
  | 'refuses-json-schema'
  /** Answers 400 to every completion, whatever its response format. */
  | 'bad-request';

/** A good structured answer: a Greek salad of 300 g. */
export const GOOD_ANSWER = {
  is_food: true,
  items: [
    {
      name: 'Greek salad',
      grams: 300,
      preparation: 'raw',
      confidence: 0.9,
      per_100g: { kcal: 100, protein_g: 3, carbs_g: 5, fat_g: 8 },
    },
  ],
  ingredients: [
    { name: 'Tomato', percentage: 35 },
    { name: 'Cucumber', percentage: 25 },
    { name: 'Feta cheese', percentage: 20 },
    { name: 'Olives', percentage: 10 },
    { name: 'Red onion', percentage: 10 },
  ],
  label: null,
  barcode: null,
  allergens: ['Milk'],
};

/** One medium banana, as a vision model would describe the e2e test photo. */
export const BANANA_ANSWER = {
  is_food: true,
  items: [
    {
      name: 'Banana',
      count: 1,
      portion: 'medium',
      grams: 118,
      preparation: 'raw',
      confidence: 0.94,
      per_100g: { kcal: 90, protein_g: 1, carbs_g: 23, fat_g: 0.3 },
    },
  ],
  alternatives: [{ name: 'Plantain', confidence: 0.2 }],
  ingredients: [{ name: 'Banana', percentage: 100 }],
  label: null,
  barcode: null,
  allergens: [],
};

/**
 * Two fried eggs and a slice of toast, with the alternatives the model considered, as a vision
 * model in JSON-object mode might answer: in a Markdown code fence, optional fields left out.
 */
export const BREAKFAST_ANSWER = {
  is_food: true,
  items: [
    {
      name: 'Fried egg',
      count: 2,
      portion: 'large',
      grams: 120,
      preparation: 'fried',
      confidence: 0.88,
      per_100g: { kcal: 200, protein_g: 13, carbs_g: 1, fat_g: 15 },
    },
    {
      name: 'Toast',
      count: 1,
      portion: 'slice',
      grams: 35,
      preparation: 'toasted',
      confidence: 0.8,
      per_100g: { kcal: 300, protein_g: 9, carbs_g: 55, fat_g: 4 },
    },
  ],
  alternatives: [
    { name: 'Boiled egg', confidence: 0.3 },
    { name: 'White bread', confidence: 0.25 },
  ],
  ingredients: [
    { name: 'Egg', percentage: 75 },
    { name: 'Bread', percentage: 25 },
  ],
  allergens: ['Egg', 'Wheat'],
};

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 0,
  model: 'test-vision',
  choices: [
    { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null },
  ],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

/**
 * An OpenAI-compatible chat-completions server over real HTTP, so the real
 * `openai` SDK (timeouts, retries, parsing) runs in the tests.
 */
export async function startFakeOpenAI({
  port = 0,
  behaviour: initial = 'good' as FakeBehaviour,
  /** Answers completions this much later: a slow vision model. */
  delayMs = 0,
} = {}) {
  let behaviour: FakeBehaviour = initial;
  const requests: { body: Record<string, unknown> }[] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/v1/models') {
        // The model list the status check reads; a hanging server hangs here too.
        if (behaviour === 'hang') return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            data: [{ id: 'test-vision', object: 'model', created: 0, owned_by: 'fake' }],
          }),
        );
        return;
      }
      calls += 1;
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ body });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        setTimeout(() => {
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify(payload));
        }, delayMs);
      };
      switch (behaviour) {
        case 'hang':
          return; // never answers; the client's timeout must fire
        case 'malformed':
          return send(200, completion('{"is_food": true, "items": [{"name": 42}'));
        case 'not-food':
          return send(200, completion(JSON.stringify({ ...GOOD_ANSWER, is_food: false, items: [], ingredients: [] })));
        case '429-then-good':
          if (calls % 2 === 1) return send(429, { error: { message: 'slow down' } }, { 'retry-after-ms': '10' });
          return send(200, completion(JSON.stringify(GOOD_ANSWER)));
        case 'label':
          return send(
            200,
            completion(
              JSON.stringify({
                ...GOOD_ANSWER,
                items: [{ ...GOOD_ANSWER.items[0]!, name: 'Granola bar', grams: 40 }],
                label: {
                  serving_size_g: 40,
                  kcal: 190,
                  fat_g: 7,
                  saturated_fat_g: 1,
                  sodium_mg: 95,
                  carbs_g: 29,
                  fibre_g: 2,
                  sugars_g: 12,
                  protein_g: 3,
                  ingredients: 'whole grain oats, sugar, canola oil, rice flour, honey, soy lecithin, natural flavor',
                  contains: 'Contains: soy. May contain peanuts.',
                },
              }),
            ),
          );
        case 'banana':
          return send(200, completion(JSON.stringify(BANANA_ANSWER)));
        case 'refuses-json-schema': {
          const format = (body.response_format as { type?: string } | undefined)?.type;
          if (format === 'json_schema') {
            return send(400, {
              error: { message: "'response_format.type' json_schema is not supported", type: 'invalid_request_error' },
            });
          }
          return send(200, completion(`\`\`\`json\n${JSON.stringify(BREAKFAST_ANSWER)}\n\`\`\``));
        }
        case 'bad-request':
          return send(400, { error: { message: 'image too large', type: 'invalid_request_error' } });
        default:
          return send(200, completion(JSON.stringify(GOOD_ANSWER)));
      }
    });
  });
  server.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    set(next: FakeBehaviour) {
      behaviour = next;
      calls = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
