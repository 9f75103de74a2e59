import type { ProviderCheck } from './recognizer-chain';

/** One recognizer as a person sees it: on, off (not installed or not configured) or broken. */
export interface RecognizerState {
  id: string;
  name: string;
  state: 'on' | 'off' | 'error';
  /** What was checked, or what is wrong, in an operator's words. */
  detail: string;
  /** What its being off or broken costs, and how to turn it on; null while it is on. */
  whenOff: string | null;
}

export interface RecognitionSummary {
  /** Whether a photo of a meal can be named: the on-device model or a vision model answers. */
  photoRecognition: boolean;
  recognizers: RecognizerState[];
}

export const INSTALL_MODEL_HINT = 'Run npm run models:install';

/** Each recognizer's name and what going without it costs. */
const KNOWN: Record<string, { name: string; whenOff: string }> = {
  label: {
    name: 'Nutrition labels',
    whenOff: 'Nutrition labels in photos are not read.',
  },
  barcode: {
    name: 'Barcodes',
    whenOff: 'Barcodes in photos are not read.',
  },
  references: {
    name: 'Your Training photos',
    whenOff: `Training photos are kept but not used until the image model is installed. ${INSTALL_MODEL_HINT}.`,
  },
  model: {
    name: 'Photo recognition (on-device image model)',
    whenOff: `Photo recognition is off: the image model is not installed. ${INSTALL_MODEL_HINT}.`,
  },
  openai: {
    name: 'Vision model (OpenAI-compatible)',
    whenOff: 'No vision model is asked: set OPENAI_API_KEY, or OPENAI_BASE_URL for a local server, to add one.',
  },
};

/** The providers that can name a photo of a meal (not only read print on it). */
const NAMES_PHOTOS = new Set(['model', 'openai']);

/**
 * Every recognizer's real state from the chain's checks. A vision model that is not configured is
 * not in the chain, yet it is listed, off, so the page and the banner say what adding one gives.
 */
export function summarizeRecognizers(checks: (ProviderCheck & { name: string })[]): RecognitionSummary {
  const states: RecognizerState[] = checks.map((check) => {
    const known = KNOWN[check.name];
    const state = check.ok ? 'on' : check.optional ? 'off' : 'error';
    return { id: check.name, name: known?.name ?? check.name, state, detail: check.message, whenOff: null };
  });
  if (!checks.some((check) => check.name === 'openai')) {
    states.push({ id: 'openai', name: KNOWN.openai!.name, state: 'off', detail: 'not configured', whenOff: null });
  }
  const photoRecognition = states.some((s) => NAMES_PHOTOS.has(s.id) && s.state === 'on');
  for (const s of states) {
    if (s.state === 'on') continue;
    if (s.id === 'model') {
      const why = s.state === 'off' ? 'the image model is not installed' : 'the image model failed to load';
      s.whenOff = photoRecognition
        ? `The on-device model is off (${why}): only the vision model names photos. ${INSTALL_MODEL_HINT}.`
        : `Photo recognition is off: ${why}. ${INSTALL_MODEL_HINT}.`;
    } else {
      s.whenOff = KNOWN[s.id]?.whenOff ?? `${s.name} is off.`;
    }
  }
  return { photoRecognition, recognizers: states };
}

/** The start banner's lines: each recognizer on or off, and what each missing one costs. */
export function recognizerBannerLines(summary: RecognitionSummary): string[] {
  const lines = ['  Recognizers:'];
  for (const r of summary.recognizers) {
    const mark = r.state === 'on' ? 'on ' : r.state === 'off' ? 'off' : 'BROKEN';
    lines.push(`    ${mark}  ${r.name}${r.state === 'error' ? `: ${r.detail}` : ''}`);
  }
  // A vision model not configured costs nothing while the on-device model names photos.
  // Photo recognition's cost first: it is what a new user misses most.
  const costs = summary.recognizers
    .filter((r) => r.whenOff && !(r.id === 'openai' && summary.photoRecognition))
    .sort((a, b) => Number(b.id === 'model') - Number(a.id === 'model'));
  if (costs.length > 0) lines.push('', ...costs.map((r) => `  ${r.whenOff}`));
  return lines;
}
