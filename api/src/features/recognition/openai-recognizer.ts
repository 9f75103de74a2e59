import OpenAI from 'openai';
import { z } from 'zod';
import type { ProviderCheck, Recognition, RecognitionInput, Recognizer } from './recognizer';

/**
 * Vision through any OpenAI-compatible chat-completions server, asking for
 * strict JSON-schema output. The model identifies foods and estimates
 * portions; every nutrition number is then computed in code from the food
 * database (its own per-100 g figures are a last resort, marked 'estimate').
 * Bump PROMPT_VERSION whenever the prompt or schema changes.
 */
export const PROMPT_VERSION = 'food-recognition/2026-11-22';

export const SYSTEM_PROMPT = `You identify food in photos for a nutrition app.
Answer only with JSON matching the schema.
- is_food: false when the photo shows no food or drink.
- items: each distinct food or dish, with a short common name a food database would use ("Greek salad", "banana"),
  the estimated weight in grams of what is visible, the preparation ("raw", "grilled", "fried", or "" if unknown),
  your confidence from 0 to 1, and your own estimate of its nutrients per 100 g.
- ingredients: the visible ingredients of the whole plate with their approximate share in percent (summing to about 100).
- label: if a nutrition facts label is readable, its numbers as printed (else null).
- barcode: the digits of a readable barcode (else null).
- allergens: allergens you can see or read (for example "Milk", "Peanuts"); [] if none.
Never guess brands. Prefer fewer, well-named items over many vague ones.`;

const nullableNumber = { type: ['number', 'null'] } as const;

/** The JSON schema the model must follow (strict structured output). */
export const RESPONSE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['is_food', 'items', 'ingredients', 'label', 'barcode', 'allergens'],
  properties: {
    is_food: { type: 'boolean' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'grams', 'preparation', 'confidence', 'per_100g'],
        properties: {
          name: { type: 'string' },
          grams: { type: 'number' },
          preparation: { type: 'string' },
          confidence: { type: 'number' },
          per_100g: {
            type: 'object',
            additionalProperties: false,
            required: ['kcal', 'protein_g', 'carbs_g', 'fat_g'],
            properties: {
              kcal: { type: 'number' },
              protein_g: { type: 'number' },
              carbs_g: { type: 'number' },
              fat_g: { type: 'number' },
            },
          },
        },
      },
    },
    ingredients: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'percentage'],
        properties: { name: { type: 'string' }, percentage: { type: 'number' } },
      },
    },
    label: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: [
        'serving_size_g',
        'kcal',
        'fat_g',
        'saturated_fat_g',
        'sodium_mg',
        'carbs_g',
        'fibre_g',
        'sugars_g',
        'protein_g',
        'ingredients',
        'contains',
      ],
      properties: {
        serving_size_g: nullableNumber,
        kcal: nullableNumber,
        fat_g: nullableNumber,
        saturated_fat_g: nullableNumber,
        sodium_mg: nullableNumber,
        carbs_g: nullableNumber,
        fibre_g: nullableNumber,
        sugars_g: nullableNumber,
        protein_g: nullableNumber,
        ingredients: { type: ['string', 'null'] },
        contains: { type: ['string', 'null'] },
      },
    },
    barcode: { type: ['string', 'null'] },
    allergens: { type: 'array', items: { type: 'string' } },
  },
} as const;

const num = z.number().finite().min(0);
const Answer = z.object({
  is_food: z.boolean(),
  items: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        grams: num.max(5000),
        preparation: z.string().max(60),
        confidence: z.number().min(0).max(1),
        per_100g: z.object({ kcal: num.max(950), protein_g: num.max(100), carbs_g: num.max(100), fat_g: num.max(100) }),
      }),
    )
    .max(12),
  ingredients: z.array(z.object({ name: z.string().trim().min(1).max(120), percentage: num.max(100) })).max(30),
  label: z
    .object({
      serving_size_g: num.nullable(),
      kcal: num.nullable(),
      fat_g: num.nullable(),
      saturated_fat_g: num.nullable(),
      sodium_mg: num.nullable(),
      carbs_g: num.nullable(),
      fibre_g: num.nullable(),
      sugars_g: num.nullable(),
      protein_g: num.nullable(),
      ingredients: z.string().max(4000).nullable(),
      contains: z.string().max(1000).nullable(),
    })
    .nullable(),
  barcode: z
    .string()
    .regex(/^\d{8,14}$/)
    .nullable()
    .catch(null),
  allergens: z.array(z.string().max(60)).max(20),
});

export class OpenAIRecognizer implements Recognizer {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly options: { apiKey: string; baseUrl: string | null; model: string; timeoutMs: number }) {
    // One retry (the SDK retries 408/409/429/5xx and connection errors) within the timeout.
    this.client = new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
      timeout: options.timeoutMs,
      maxRetries: 1,
    });
  }

  /** Lists the server's models: proves the key and address work, and that the configured model exists. */
  async check(signal: AbortSignal): Promise<ProviderCheck> {
    const ids: string[] = [];
    for await (const model of this.client.models.list({ signal, maxRetries: 0 })) ids.push(model.id);
    return ids.includes(this.options.model)
      ? { ok: true, message: `model ${this.options.model} is available` }
      : { ok: false, message: `the server has no model named ${this.options.model}` };
  }

  async recognize({ jpeg, signal }: RecognitionInput): Promise<Recognition | null> {
    const completion = await this.client.chat.completions.create(
      {
        model: this.options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Identify the food in this photo.' },
              {
                type: 'image_url',
                image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}`, detail: 'low' },
              },
            ],
          },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: 'food_recognition',
            strict: true,
            schema: RESPONSE_SCHEMA as unknown as Record<string, unknown>,
          },
        },
      },
      { signal },
    );
    const text = completion.choices[0]?.message?.content;
    if (!text) throw new Error('empty answer');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error('answer is not JSON');
    }
    const parsed = Answer.safeParse(json);
    if (!parsed.success)
      throw new Error(`answer does not match the schema (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    const a = parsed.data;
    return {
      provider: this.name,
      isFood: a.is_food,
      items: a.items.map((item) => ({
        name: item.name,
        grams: item.grams,
        preparation: item.preparation || null,
        confidence: item.confidence,
        estimatePer100g: {
          energyKcal: item.per_100g.kcal,
          proteinG: item.per_100g.protein_g,
          carbohydrateG: item.per_100g.carbs_g,
          fatG: item.per_100g.fat_g,
        },
      })),
      ingredients: a.ingredients,
      label: a.label && {
        servingSizeG: a.label.serving_size_g,
        energyKcal: a.label.kcal,
        fatG: a.label.fat_g,
        saturatedFatG: a.label.saturated_fat_g,
        sodiumMg: a.label.sodium_mg,
        carbohydrateG: a.label.carbs_g,
        fibreG: a.label.fibre_g,
        sugarsG: a.label.sugars_g,
        proteinG: a.label.protein_g,
        ingredientsText: a.label.ingredients,
        containsText: a.label.contains,
      },
      barcode: a.barcode,
      allergens: a.allergens,
    };
  }
}
