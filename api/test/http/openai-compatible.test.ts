import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScan, getRecognitionStatus } from '../../../frontend/src/client';
import type { Scan } from '../../../frontend/src/client';
import { RESPONSE_SCHEMA } from '../../src/features/recognition/providers/openai-recognizer';
import { expectContractAnswer } from '../support/contract-assertions';
import { startFakeOpenAI } from '../support/fake-openai';
import { startTestServer } from '../support/harness';
import { plainJpeg } from '../support/upload-form';

type Body = { response_format?: { type: string }; messages: { role: string; content: unknown }[] };

/** A server of each kind, and an app pointed at each (no on-device model: the vision model answers). */
async function appFor(behaviour: 'refuses-json-schema' | 'bad-request') {
  const fake = await startFakeOpenAI({ behaviour });
  const t = await startTestServer('sqlite', {
    env: {
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: 'test-key',
      OPENAI_MODEL: 'test-vision',
      OPENAI_TIMEOUT_MS: '1500',
    },
  });
  const session = await t.signIn();
  const scan = async () => {
    const res = await createScan({
      client: t.client,
      headers: session.headers,
      body: {
        image: new Blob([new Uint8Array(await plainJpeg(400, 300, '#c87828'))], { type: 'image/jpeg' }),
        userId: session.userId,
      },
    });
    expect(res.response!.status).toBe(201);
    expectContractAnswer('createScan', 201, res.data);
    return res.data as Scan;
  };
  return {
    fake,
    t,
    session,
    scan,
    formats: () => fake.requests.map((r) => (r.body as Body).response_format?.type),
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

describe('an OpenAI-compatible server that refuses strict json_schema answers (LM Studio, older Ollama)', () => {
  let app: Awaited<ReturnType<typeof appFor>>;
  beforeAll(async () => {
    app = await appFor('refuses-json-schema');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is asked again in JSON-object mode with the schema in the prompt, and its answer is still validated', async () => {
    const scan = await app.scan();
    expect(app.formats()).toEqual(['json_schema', 'json_object']);
    // The strict request carries the schema derived from the answer's zod schema.
    expect((app.fake.requests[0]!.body as Body).response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'food_recognition', strict: true, schema: RESPONSE_SCHEMA },
    });
    const system = (app.fake.requests[1]!.body as Body).messages.find((m) => m.role === 'system')!.content as string;
    expect(system).toContain(JSON.stringify(RESPONSE_SCHEMA));

    // Every item the model saw, counted, with grams from the database's household portions.
    expect(scan.identification).toEqual({ status: 'identified', provider: 'openai', reason: null });
    expect(scan.items).toMatchObject([
      {
        name: 'Fried egg',
        foodId: 'builtin-fried-egg',
        portion: { label: '1 large', grams: 46, quantity: 2 },
        grams: 92,
        source: 'database',
      },
      { name: 'Toast', foodId: 'builtin-toast', portion: { label: '1 slice', grams: 27, quantity: 1 }, grams: 27 },
    ]);
    // 92 g of fried egg (196 kcal/100 g) and 27 g of toast (313 kcal/100 g).
    expect(scan.calories).toBe(Math.round(0.92 * 196 + 0.27 * 313));
    // The model's alternatives are the scan's suggestions, best first, in the database's names.
    expect(scan.suggestions.map((s) => [s.name, s.provider, s.confidence])).toEqual([
      ['Boiled egg', 'openai', 30],
      ['White bread', 'openai', 25],
    ]);
  });

  it('is remembered: the next scan goes straight to JSON-object mode', async () => {
    app.fake.requests.length = 0;
    const scan = await app.scan();
    expect(scan.foodName).toBe('Fried egg and toast');
    expect(app.formats()).toEqual(['json_object']);
  });

  it('is reported by the status check', async () => {
    const res = await getRecognitionStatus({ client: app.t.client, headers: app.session.headers });
    expect(res.data!.message).toContain('JSON-object mode');
  });
});

describe('an OpenAI-compatible server that refuses the request in either mode', () => {
  let app: Awaited<ReturnType<typeof appFor>>;
  beforeAll(async () => {
    app = await appFor('bad-request');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is not taken for a JSON-object server: the refusal is about something else, and the scan says why', async () => {
    const scan = await app.scan();
    expect(scan.foodName).toBe('Not identified');
    expect(scan.identification.reason).toBe(
      'Morsel could not look at this photo just now. Try again, or search for the food.',
    );
    expect(app.formats()).toEqual(['json_schema', 'json_object']);
    app.fake.requests.length = 0;
    await app.scan();
    expect(app.formats()).toEqual(['json_schema', 'json_object']); // still tries the strict schema first
  });
});
