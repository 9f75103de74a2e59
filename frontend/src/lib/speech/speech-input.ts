import { useEffect, useRef, useState } from 'react';

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

/** Something that turns speech into text, one session at a time. */
export interface SpeechSource {
  listen: (handlers: SpeechHandlers) => { stop: () => void };
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
    listen: ({ onTranscript, onProblem, onEnd }) => {
      const recognition = new Recognition();
      recognition.lang = typeof navigator === 'undefined' ? 'en-GB' : navigator.language || 'en-GB';
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
 * One microphone button's worth of speech: start and stop listening, the words heard passed to
 * `onTranscript` as they come, and why it stopped when it was not the user's choice.
 */
export function useSpeechInput(source: SpeechSource | null, onTranscript: (text: string, final: boolean) => void) {
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
      session.current = source.listen({
        onTranscript: (text, final) => latest.current(text, final),
        onProblem: (kind) => {
          problem = kind;
          setState(kind);
        },
        onEnd: () => {
          session.current = null;
          if (!problem) setState('idle');
        },
      });
    } catch {
      session.current = null;
      setState('failed');
    }
  };
  const stop = () => session.current?.stop();
  return { available: source !== null, state, start, stop };
}
