/**
 * Recognition: a chain of providers behind one interface. Each provider
 * either answers or passes (null); the chain takes the first answer and
 * remembers why the others passed or failed, so a scan can say why.
 */
import type { Language } from '../../../generated/types.gen';

export interface RecognizedItem {
  name: string;
  /** The food database row this item is known to be (a scanned barcode), skipping the name match. */
  foodId?: string;
  /**
   * Grams when the recognizer knows them from print (a label's serving); null otherwise: grams then
   * come from the food database's household portions, never from a photo.
   */
  grams: number | null;
  /** A household portion the recognizer named ('medium', 'slice') and how many; null when it did not say. */
  portion?: { name: string; count: number } | null;
  /** A vision model's guess of the weight, used only for a food the database lacks (it has no portions). */
  estimatedGrams?: number | null;
  preparation: string | null;
  /** 0–1. */
  confidence: number;
  /** The model's own per-100 g estimate, used only when the food database has no match. */
  estimatePer100g?: {
    energyKcal: number;
    proteinG: number;
    carbohydrateG: number;
    fatG: number;
  } | null;
}

/** Numbers read off a nutrition label, per serving or per 100 g as printed. */
export interface LabelReading {
  servingSizeG: number | null;
  energyKcal: number | null;
  fatG: number | null;
  saturatedFatG: number | null;
  sodiumMg: number | null;
  carbohydrateG: number | null;
  fibreG: number | null;
  sugarsG: number | null;
  proteinG: number | null;
  ingredientsText: string | null;
  containsText: string | null;
}

/**
 * What a provider's answer says; the chain decides on it (`decide()` switches on every kind):
 *
 * - `named`: it names the food (its items): the chain stops here.
 * - `tentative`: a fallback guess that names a food (the on-device classifier): the chain keeps
 *   asking; a later provider's answer wins and is merged with it, and the guess stands only when
 *   no later provider answers.
 * - `tentative-not-food`: the same kind of guess, that the photo shows no food: a later answer
 *   overrules it; otherwise the scan says it is not food.
 * - `numbers-only`: exact numbers without a real name (a nutrition label): the chain keeps asking,
 *   and the first provider that names the food is merged with these numbers.
 * - `candidates`: nothing named, only foods the photo may show (`alternatives`): they become the
 *   scan's suggestions; the chain keeps asking.
 * - `not-food`: the photo does not show food: the chain stops and the scan says so.
 * - `unidentified`: a definite 'cannot identify', with why (an unknown barcode): the chain stops
 *   and the scan says so.
 */
export type Recognition =
  | (Answer & { kind: 'named' | 'tentative' | 'tentative-not-food' | 'numbers-only' | 'candidates' | 'not-food' })
  | (Answer & {
      kind: 'unidentified';
      /** Why, in an operator's words ('barcode 123 is not in the food database'). */
      reason: string;
    });

/** Whether an answer says the photo shows no food (for sure, or as a guess). */
export const showsNoFood = (recognition: Recognition) =>
  recognition.kind === 'not-food' || recognition.kind === 'tentative-not-food';

/** What every answer carries, whatever its kind. */
interface Answer {
  provider: string;
  /** The foods named; empty for an answer that names none. */
  items: RecognizedItem[];
  /** Visible ingredients with their share of the dish, percent. */
  ingredients: { name: string; percentage: number }[];
  label: LabelReading | null;
  barcode: string | null;
  /** Allergens the provider read or inferred (added to the rule-based ones). */
  allergens: string[];
  /**
   * Other foods the photo may show, best first, the chosen items excluded (0–1 confidence). A provider
   * may give these without naming anything (items empty): they become the scan's suggestions.
   */
  alternatives?: Candidate[];
}

/** A naming answer given the numbers of an earlier label reading: the label's numbers and serving win. */
export function mergeWithNumbers(numbers: Recognition, named: Recognition): Recognition {
  const serving = numbers.label?.servingSizeG ?? null;
  return {
    ...named,
    provider: `${numbers.provider}+${named.provider}`,
    items: named.items.map((item) => (serving ? { ...item, grams: serving / named.items.length } : item)),
    label: numbers.label,
    ingredients: named.ingredients.length > 0 ? named.ingredients : numbers.ingredients,
    allergens: [...new Set([...numbers.allergens, ...named.allergens])],
  };
}

/**
 * A later provider's answer over an earlier tentative guess: the later answer wins; where both name
 * the same food, that item keeps the higher of the two confidences (two providers agree).
 */
export function mergeWithGuess(guess: Recognition, answer: Recognition): Recognition {
  if (guess.kind !== 'tentative' || showsNoFood(answer)) return answer;
  const guessed = new Map(guess.items.map((item) => [item.name.toLowerCase(), item.confidence]));
  const agreed = answer.items.some((item) => guessed.has(item.name.toLowerCase()));
  if (!agreed) return answer;
  return {
    ...answer,
    provider: `${guess.provider}+${answer.provider}`,
    items: answer.items.map((item) => ({
      ...item,
      confidence: Math.max(item.confidence, guessed.get(item.name.toLowerCase()) ?? 0),
    })),
  };
}

/** A food some recognizer thought the photo might show. */
export interface Candidate {
  name: string;
  /** The food database row, when the recognizer knows it (a reference photo learned from a food). */
  foodId?: string;
  /** 0–1. */
  confidence: number;
}

/** A candidate with the recognizer that proposed it. */
export interface Opinion extends Candidate {
  provider: string;
}

export interface RecognitionInput {
  /** The normalised JPEG. */
  jpeg: Buffer;
  userId: string;
  signal: AbortSignal;
}

export interface ProviderCheck {
  ok: boolean;
  /** Off by choice (an optional install is missing): reported, but not an engine error. */
  optional?: boolean;
  /** What was checked, or what is wrong, in words an operator can act on. */
  message: string;
}

export interface Recognizer {
  readonly name: string;
  /**
   * Answers on this machine within tens of milliseconds, at no cost: the chain starts every local
   * provider at once, so they overlap on the machine's cores, and still takes answers in chain
   * order. A remote provider (a paid vision model) is only asked when its turn comes.
   */
  readonly local?: boolean;
  /** An answer, or null to let the next provider try. Throwing counts as a failure, not a crash. */
  recognize(input: RecognitionInput): Promise<Recognition | null>;
  /** A cheap live check that the provider can answer (e.g. its server is reachable). */
  check?(signal: AbortSignal): Promise<ProviderCheck>;
  /** Frees what the provider holds (an OCR worker thread), on shutdown. */
  close?(): Promise<void>;
}

export const ENABLE_RECOGNITION_HINT =
  'install the image model (npm run models:install) or set OPENAI_API_KEY (or an OpenAI-compatible OPENAI_BASE_URL) to enable recognition';

export const NO_RECOGNIZER_MESSAGE = `No recognizer is configured: ${ENABLE_RECOGNITION_HINT}.`;

/** A provider that is not installed or not configured: it is off, which is not a fault. */
export class RecognizerOffError extends Error {}

/** Why nothing was recognised, in sentences for the person scanning (never an operator's text). */
export const USER_REASONS = {
  notFood: 'This photo does not seem to show food.',
  unknownBarcode: (code: string) =>
    `The barcode ${code} is not in the food database yet. Search for the food to log it.`,
  recognitionOff:
    'Photo recognition is not turned on in this Morsel yet, so it cannot name a meal from a photo. Search for the food to log it.',
  failed: 'Morsel could not look at this photo just now. Try again, or search for the food.',
  nothingFound: 'Morsel could not tell which food this is.',
} as const;

/** The same sentences in Spanish and German. */
const USER_REASONS_IN: Record<
  Exclude<Language, 'en'>,
  { [K in keyof typeof USER_REASONS]: (typeof USER_REASONS)[K] extends string ? string : (code: string) => string }
> = {
  es: {
    notFood: 'Esta foto no parece mostrar comida.',
    unknownBarcode: (code: string) =>
      `El código de barras ${code} aún no está en la base de datos de alimentos. Busca el alimento para registrarlo.`,
    recognitionOff:
      'El reconocimiento de fotos aún no está activado en este Morsel, así que no puede nombrar una comida a partir de una foto. Busca el alimento para registrarlo.',
    failed: 'Morsel no ha podido mirar esta foto ahora mismo. Inténtalo de nuevo o busca el alimento.',
    nothingFound: 'Morsel no ha sabido qué alimento es.',
  },
  de: {
    notFood: 'Auf diesem Foto scheint kein Essen zu sein.',
    unknownBarcode: (code: string) =>
      `Der Barcode ${code} ist noch nicht in der Lebensmitteldatenbank. Such das Lebensmittel, um es einzutragen.`,
    recognitionOff:
      'Die Fotoerkennung ist in diesem Morsel noch nicht eingeschaltet, deshalb kann es kein Essen auf einem Foto benennen. Such das Lebensmittel, um es einzutragen.',
    failed: 'Morsel konnte sich dieses Foto gerade nicht ansehen. Versuch es noch einmal oder such das Lebensmittel.',
    nothingFound: 'Morsel konnte nicht erkennen, welches Lebensmittel das ist.',
  },
};

/**
 * A scan's stored reason (one of `USER_REASONS`, in English) as a reader of `language` reads it;
 * any other text as it is.
 */
export function userReasonIn(reason: string, language: Language): string {
  if (language === 'en') return reason;
  const translated = USER_REASONS_IN[language];
  const code = /^The barcode (\S+) /.exec(reason)?.[1];
  if (code !== undefined && USER_REASONS.unknownBarcode(code) === reason) return translated.unknownBarcode(code);
  const key = (Object.keys(USER_REASONS) as (keyof typeof USER_REASONS)[]).find((k) => USER_REASONS[k] === reason);
  const sentence = key === undefined ? undefined : translated[key];
  return typeof sentence === 'string' ? sentence : reason;
}

export interface ChainResult {
  recognition: Recognition | null;
  /** Why nothing answered, when nothing did: a sentence for the person scanning. */
  reason: string | null;
  /** The same in an operator's words: each provider that failed or passed, and why (logged; Labs only). */
  detail: string | null;
  /**
   * Every food any provider that answered proposed, its items and its alternatives, best first:
   * the scan's suggestions are made from these (the chosen foods left out).
   */
  opinions: Opinion[];
}

/** Every kind is decided in decide(): a kind added to Recognition and not there fails to compile. */
function unknownKind(answer: never): never {
  throw new Error(`unknown answer kind: ${(answer as Recognition).kind}`);
}

/** The candidates of each answer, tagged with the provider, best first. */
function opinionsOf(answers: Recognition[]): Opinion[] {
  const opinions = answers.flatMap((answer) => [
    ...(showsNoFood(answer) ? [] : answer.items).map((item) => ({
      provider: answer.provider,
      name: item.name,
      confidence: item.confidence,
      ...(item.foodId ? { foodId: item.foodId } : {}),
    })),
    ...(answer.alternatives ?? []).map((candidate) => ({ provider: answer.provider, ...candidate })),
  ]);
  return opinions.sort((a, b) => b.confidence - a.confidence);
}

export class RecognizerChain {
  constructor(
    readonly providers: Recognizer[],
    private readonly timeoutMs = 45_000,
  ) {}

  async close() {
    await Promise.allSettled(this.providers.map((provider) => provider.close?.()));
  }

  /** Checks every provider (each within `timeoutMs`); the engine is active when at least one answers. */
  async check(timeoutMs = 5000): Promise<{ ok: boolean; providers: (ProviderCheck & { name: string })[] }> {
    const providers = await Promise.all(
      this.providers.map(async (provider) => {
        if (!provider.check) return { name: provider.name, ok: true, message: 'ready' };
        const signal = AbortSignal.timeout(timeoutMs);
        try {
          return { name: provider.name, ...(await provider.check(signal)) };
        } catch (error) {
          const message = signal.aborted ? `no answer within ${timeoutMs / 1000} s` : (error as Error).message;
          return { name: provider.name, ok: false, message };
        }
      }),
    );
    return { ok: providers.some((p) => p.ok), providers };
  }

  /** Starts one provider, with its own time limit; the promise rejects on timeout. */
  private start(provider: Recognizer, jpeg: Buffer, userId: string) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timed out')), this.timeoutMs);
    const answer = Promise.race([
      provider.recognize({ jpeg, userId, signal: controller.signal }),
      new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () =>
          reject(new Error(`timed out after ${this.timeoutMs / 1000} s`)),
        ),
      ),
    ]).finally(() => clearTimeout(timer));
    answer.catch(() => {}); // an answer nobody waits for (an earlier provider won) must not go unhandled
    const run = {
      answer,
      /** The answer, once it has come (whether or not the chain waited for it). */
      settled: null as Recognition | null,
      stop: () => controller.abort(new Error('not needed')),
    };
    answer.then((value) => (run.settled = value)).catch(() => {});
    return run;
  }

  async recognize(jpeg: Buffer, userId: string): Promise<ChainResult> {
    const answers: Recognition[] = [];
    const result = await this.decide(jpeg, userId, answers);
    return { ...result, opinions: opinionsOf(answers) };
  }

  /** Asks the providers in order (the local ones started at once) and decides; `answers` collects every answer. */
  private async decide(jpeg: Buffer, userId: string, answers: Recognition[]): Promise<Omit<ChainResult, 'opinions'>> {
    if (this.providers.length === 0) {
      return { recognition: null, reason: USER_REASONS.recognitionOff, detail: NO_RECOGNIZER_MESSAGE };
    }
    const problems: string[] = [];
    let failed = false;
    let off = false;
    let numbers: Recognition | null = null;
    let guess: { answer: Recognition; provider: string } | null = null;
    const runs = new Map(this.providers.filter((p) => p.local).map((p) => [p, this.start(p, jpeg, userId)] as const));
    try {
      asking: for (const provider of this.providers) {
        let run = runs.get(provider);
        if (!run) runs.set(provider, (run = this.start(provider, jpeg, userId)));
        try {
          const answer = await run.answer;
          if (!answer) continue;
          answers.push(answer);
          switch (answer.kind) {
            case 'tentative':
              // A guess that names nothing (only its likeliest foods) is an opinion, not a guess.
              if (answer.items.length > 0) guess ??= { answer, provider: provider.name };
              continue;
            case 'tentative-not-food':
              guess ??= { answer, provider: provider.name };
              continue;
            case 'numbers-only':
              numbers ??= answer; // keep asking for a name
              continue;
            case 'unidentified':
              // A printed label proves it is food with known numbers: later doubts don't override it.
              if (numbers) break asking;
              return {
                recognition: answer,
                reason: answer.barcode ? USER_REASONS.unknownBarcode(answer.barcode) : USER_REASONS.nothingFound,
                detail: `${provider.name}: ${answer.reason}.`,
              };
            case 'not-food':
              if (numbers) break asking;
              return {
                recognition: answer,
                reason: USER_REASONS.notFood,
                detail: `${provider.name}: the photo does not seem to show food.`,
              };
            case 'named':
            case 'candidates':
              if (answer.kind === 'named' && answer.items.length > 0) {
                const merged = guess ? mergeWithGuess(guess.answer, answer) : answer;
                return {
                  recognition: numbers ? mergeWithNumbers(numbers, merged) : merged,
                  reason: null,
                  detail: null,
                };
              }
              // Only candidates (the user's food, not close enough): offered as suggestions, not a failure.
              if ((answer.alternatives ?? []).length === 0)
                problems.push(`${provider.name} found no food it could name`);
              continue;
            default:
              return unknownKind(answer);
          }
        } catch (error) {
          if (error instanceof RecognizerOffError) off = true;
          else failed = true;
          problems.push(
            `${provider.name} ${error instanceof RecognizerOffError ? 'is off' : 'failed'} (${(error as Error).message})`,
          );
        }
      }
    } finally {
      for (const run of runs.values()) {
        // An answer that came while the chain waited for an earlier provider is still an opinion.
        if (run.settled && !answers.includes(run.settled)) answers.push(run.settled);
        run.stop(); // providers still working for an answer not needed
      }
    }
    // No later provider answered: the guess stands.
    if (guess?.answer.kind === 'tentative') {
      return {
        recognition: numbers ? mergeWithNumbers(numbers, guess.answer) : guess.answer,
        reason: null,
        detail: null,
      };
    }
    if (numbers) return { recognition: numbers, reason: null, detail: null };
    if (guess) {
      return {
        recognition: guess.answer,
        reason: USER_REASONS.notFood,
        detail: `${guess.provider}: the photo does not seem to show food.`,
      };
    }
    // Only an answer that could have come tells the user to try again; a recognizer that is off won't.
    const reason =
      off && !failed ? USER_REASONS.recognitionOff : failed ? USER_REASONS.failed : USER_REASONS.nothingFound;
    return {
      recognition: null,
      reason,
      detail: problems.length > 0 ? `${problems.join('; ')}.` : 'No recognizer could identify a food in this photo.',
    };
  }
}
