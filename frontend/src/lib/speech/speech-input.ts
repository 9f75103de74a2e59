import { useEffect, useRef, useState } from 'react';
import { useLocaleSettings } from '@/lib/i18n/locale-provider';

/*
 * Speech to text through the browser's Web Speech API, behind a small interface so tests and
 * stories can give a fake recognizer. Where the browser has none, nothing is offered.
 */

/** Why listening stopped without words: the microphone refused, or anything else. */
export type SpeechProblem = 'denied' | 'failed';

/** What one listening session reports. */
export interface SpeechHandlers {
  /** The words heard so far (`final` once the recognizer is sure of them). */
  onTranscript: (text: string, final: boolean) => void;
  onProblem: (problem: SpeechProblem) => void;
  /** Listening ended, with or without words. */
  onEnd: () => void;
}

/** Something that turns speech into text, one session at a time, in a language ('de-DE'). */
export interface SpeechSource {
  listen: (handlers: SpeechHandlers, language: string) => { stop: () => void };
}

/** The region a recognizer expects for each language when the app's locale names none. */
const SPOKEN_REGION: Record<string, string> = { en: 'en-GB', es: 'es-ES', de: 'de-DE' };

/**
 * The language words are heard in: the app's, with the device's region when it has one
 * ('de-AT', 'en-US'), else the language's usual one ('de' → 'de-DE').
 */
export function speechLanguage(locale: string): string {
  if (locale.includes('-')) return locale;
  return SPOKEN_REGION[locale.toLowerCase()] ?? locale;
}

/** The part of the browser's SpeechRecognition this uses. */
interface BrowserRecognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
}
type RecognitionConstructor = new () => BrowserRecognition;

/** The browser's speech recognizer, or null where it has none. */
export function browserSpeechSource(scope: object = globalThis): SpeechSource | null {
  const host = scope as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  const Recognition = host.SpeechRecognition ?? host.webkitSpeechRecognition;
  if (!Recognition) return null;
  return {
    listen: ({ onTranscript, onProblem, onEnd }, language) => {
      const recognition = new Recognition();
      recognition.lang = language;
      recognition.interimResults = true;
      recognition.continuous = false;
      recognition.onresult = (event) => {
        const results = Array.from(event.results);
        // Each result after the first may start with a space: the words are joined by one.
        const text = results
          .map((result) => result[0]?.transcript.trim() ?? '')
          .filter(Boolean)
          .join(' ');
        onTranscript(
          text,
          results.every((result) => result.isFinal),
        );
      };
      recognition.onerror = (event) =>
        // 'no-speech' and 'aborted' are silence or a stop, not a problem to explain.
        event.error === 'no-speech' || event.error === 'aborted'
          ? undefined
          : onProblem(event.error === 'not-allowed' || event.error === 'service-not-allowed' ? 'denied' : 'failed');
      recognition.onend = onEnd;
      recognition.start();
      return { stop: () => recognition.stop() };
    },
  };
}

export type SpeechState = 'idle' | 'listening' | SpeechProblem;

/**
 * One microphone button's worth of speech, heard in the app's language: start and stop listening,
 * the words heard passed to `onTranscript` as they come, and why it stopped when it was not the
 * user's choice.
 */
export function useSpeechInput(source: SpeechSource | null, onTranscript: (text: string, final: boolean) => void) {
  const language = speechLanguage(useLocaleSettings().locale);
  const [state, setState] = useState<SpeechState>('idle');
  const session = useRef<{ stop: () => void } | null>(null);
  const latest = useRef(onTranscript);
  useEffect(() => {
    latest.current = onTranscript;
  });
  useEffect(() => () => session.current?.stop(), []);

  const start = () => {
    if (!source || session.current) return;
    setState('listening');
    let problem: SpeechProblem | null = null;
    try {
      session.current = source.listen(
        {
          onTranscript: (text, final) => latest.current(text, final),
          onProblem: (kind) => {
            problem = kind;
            setState(kind);
          },
          onEnd: () => {
            session.current = null;
            if (!problem) setState('idle');
          },
        },
        language,
      );
    } catch {
      session.current = null;
      setState('failed');
    }
  };
  const stop = () => session.current?.stop();
  return { available: source !== null, state, start, stop };
}
