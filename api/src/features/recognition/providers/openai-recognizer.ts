import OpenAI, { APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { ProviderCheck, Recognition, RecognitionInput, Recognizer } from '../chain/recognizer-chain';

/**
 * Vision through any OpenAI-compatible chat-completions server, asking for
 * strict JSON-schema output (or, from a server that refuses it, a JSON object
 * with the schema in the prompt; validated the same way). The model identifies
 * foods, counts them and names their household portion; every nutrition number
 * and every weight is then computed in code from the food database (its own
 * grams and per-100 g figures are a last resort for a food the database lacks,
 * marked 'estimate'). Bump PROMPT_VERSION whenever the prompt or schema changes.
 */
export const PROMPT_VERSION = 'food-recognition/2026-11-26';

export const SYSTEM_PROMPT = `You identify food in photos for a nutrition app.
Answer only with JSON matching the schema.
- is_food: false when the photo shows no food or drink.
- items: each distinct food or dish, with a short common name a food database would use ("Greek salad", "banana"),
  how many there are (count: 2 for two eggs, 1 for one dish), the household portion of one of them in one or two
  words ("medium", "large", "slice", "cup", "bowl", or "" if none fits), the estimated weight in grams of all of it,
  the preparation ("raw", "grilled", "fried", or "" if unknown), your confidence from 0 to 1, and your own estimate
  of its nutrients per 100 g.
- alternatives: up to 4 other foods the photo might show instead of your items (short names, confidence 0 to 1),
  best first; [] when you are sure.
- ingredients: the visible ingredients of the whole plate with their approximate share in percent (summing to about 100).
- label: if a nutrition facts label is readable, its numbers as printed (else null).
- barcode: the digits of a readable barcode (else null).
- allergens: allergens you can see or read (for example "Milk", "Peanuts"); [] if none.
Never guess brands. Prefer fewer, well-named items over many vague ones.`;

const num = z.number().finite().min(0);
/**
 * The model's answer, described once: the strict schema it is asked to follow is derived from this
 * (RESPONSE_FORMAT), and its reply is validated by it, in either JSON mode.
 */
const Answer = z.object({
  is_food: z.boolean(),
  items: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        // Optional with defaults: a server answering in JSON mode may leave them out.
        count: num.max(100).default(1),
        portion: z.string().trim().max(60).default(''),
        grams: num.max(5000),
        preparation: z.string().max(60),
        confidence: z.number().min(0).max(1),
        per_100g: z.object({ kcal: num.max(950), protein_g: num.max(100), carbs_g: num.max(100), fat_g: num.max(100) }),
      }),
    )
    .max(12),
  alternatives: z
    .array(z.object({ name: z.string().trim().min(1).max(120), confidence: z.number().min(0).max(1) }))
    .max(8)
    .default([]),
  ingredients: z
    .array(z.object({ name: z.string().trim().min(1).max(120), percentage: num.max(100) }))
    .max(30)
    .default([]),
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
    .nullable()
    .default(null),
  barcode: z
    .string()
    .regex(/^\d{8,14}$/)
    .nullable()
    .catch(null),
  allergens: z.array(z.string().max(60)).max(20).default([]),
});

/** The strict structured-output format derived from Answer (OpenAI's helper, zod 4's JSON Schema). */
export const RESPONSE_FORMAT = zodResponseFormat(Answer, 'food_recognition');

/** The JSON schema the model must follow: the strict format's, also written into the JSON-object prompt. */
export const RESPONSE_SCHEMA = RESPONSE_FORMAT.json_schema.schema;

/** How a server is asked for JSON: a strict schema, or a JSON object with the schema in the prompt. */
export type JsonMode = 'json_schema' | 'json_object';

/**
 * What each server (by base URL) was found to accept, for the life of the process. A server that
 * refused a strict schema once is asked in JSON-object mode from then on, without a wasted request.
 */
const jsonModeByServer = new Map<string, JsonMode>();

/** The JSON mode known for this server: json_schema until it has refused it. */
export const jsonModeOf = (baseUrl: string) => jsonModeByServer.get(baseUrl) ?? 'json_schema';

/** Forgets what was learnt about every server (tests start from a clean slate). */
export const forgetJsonModes = () => jsonModeByServer.clear();

/** The prompt's last lines in JSON-object mode: the schema, since the server does not enforce it. */
export const JSON_OBJECT_INSTRUCTIONS = `Answer with one JSON object and nothing else. It must follow this JSON Schema exactly:
${JSON.stringify(RESPONSE_SCHEMA)}`;

/**
 * A 400 answer to a request: the server refused the request itself. When the request asked for a
 * strict schema, the one thing a compatible server may not support is that response format.
 */
const isBadRequest = (error: unknown) => error instanceof APIError && error.status === 400;

export class OpenAIRecognizer implements Recognizer {
  readonly name = 'openai';
  private readonly client: OpenAI;
  private readonly server: string;

  constructor(private readonly options: { apiKey: string; baseUrl: string | null; model: string; timeoutMs: number }) {
    // One retry (the SDK retries 408/409/429/5xx and connection errors) within the timeout.
    this.client = new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
      timeout: options.timeoutMs,
      maxRetries: 1,
    });
    this.server = this.client.baseURL.replace(/\/+$/, '');
  }

  /** Lists the server's models: proves the key and address work, and that the configured model exists. */
  async check(signal: AbortSignal): Promise<ProviderCheck> {
    const ids: string[] = [];
    for await (const model of this.client.models.list({ signal, maxRetries: 0 })) ids.push(model.id);
    const mode = jsonModeOf(this.server) === 'json_object' ? ' (JSON-object mode: it refused strict schemas)' : '';
    return ids.includes(this.options.model)
      ? { ok: true, message: `model ${this.options.model} is available${mode}` }
      : { ok: false, message: `the server has no model named ${this.options.model}` };
  }

  /** One chat completion in the given JSON mode; answers the text of the reply. */
  private async complete(jpeg: Buffer, mode: JsonMode, signal: AbortSignal): Promise<string | null | undefined> {
    const completion = await this.client.chat.completions.create(
      {
        model: this.options.model,
        temperature: 0,
        messages: [
          {
            role: 'system',
            content: mode === 'json_schema' ? SYSTEM_PROMPT : `${SYSTEM_PROMPT}\n${JSON_OBJECT_INSTRUCTIONS}`,
          },
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
        response_format: mode === 'json_schema' ? RESPONSE_FORMAT : { type: 'json_object' },
      },
      { signal },
    );
    return completion.choices[0]?.message?.content;
  }

  /**
   * Asks in the mode this server is known to accept. The first 400 to a strict-schema request is
   * taken as a refusal of that format: the same photo is asked again in JSON-object mode, and when
   * that is accepted the server is remembered as a JSON-object server. A 400 in both modes is about
   * something else, so nothing is remembered and the first error stands.
   */
  private async ask(jpeg: Buffer, signal: AbortSignal): Promise<string | null | undefined> {
    const mode = jsonModeOf(this.server);
    try {
      return await this.complete(jpeg, mode, signal);
    } catch (error) {
      if (mode !== 'json_schema' || !isBadRequest(error)) throw error;
      let text: string | null | undefined;
      try {
        text = await this.complete(jpeg, 'json_object', signal);
      } catch (second) {
        if (isBadRequest(second)) throw error;
        throw second;
      }
      jsonModeByServer.set(this.server, 'json_object');
      return text;
    }
  }

  async recognize({ jpeg, signal }: RecognitionInput): Promise<Recognition | null> {
    const text = await this.ask(jpeg, signal);
    if (!text) throw new Error('empty answer');
    let json: unknown;
    try {
      json = JSON.parse(stripCodeFence(text));
    } catch {
      throw new Error('answer is not JSON');
    }
    const parsed = Answer.safeParse(json);
    if (!parsed.success)
      throw new Error(`answer does not match the schema (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    const a = parsed.data;
    // A readable label's serving is printed grams; otherwise the database's portions decide.
    const serving = a.label?.serving_size_g ?? null;
    const named = new Set(a.items.map((item) => item.name.toLowerCase()));
    return {
      provider: this.name,
      kind: !a.is_food ? 'not-food' : a.items.length > 0 ? 'named' : 'candidates',
      items: a.items.map((item) => ({
        name: item.name,
        grams: serving ? serving / a.items.length : null,
        portion: { name: item.portion, count: item.count > 0 ? item.count : 1 },
        estimatedGrams: item.grams > 0 ? item.grams : null,
        preparation: item.preparation || null,
        confidence: item.confidence,
        estimatePer100g: {
          energyKcal: item.per_100g.kcal,
          proteinG: item.per_100g.protein_g,
          carbohydrateG: item.per_100g.carbs_g,
          fatG: item.per_100g.fat_g,
        },
      })),
      alternatives: a.alternatives
        .filter((alternative) => !named.has(alternative.name.toLowerCase()))
        .sort((x, y) => y.confidence - x.confidence),
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

/** The JSON inside a Markdown code fence, which models in JSON-object mode sometimes add. */
function stripCodeFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return fenced ? fenced[1]! : text;
}
