import { describe, expect, it, vi } from 'vitest';
import { browserSpeechSource, speechLanguage } from './speech-input';

/** A stand-in for the browser's SpeechRecognition, driven by the test. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  interimResults = false;
  continuous = true;
  onresult: ((event: { results: unknown }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
}

const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal });
const handlers = () => ({ onTranscript: vi.fn(), onProblem: vi.fn(), onEnd: vi.fn() });

describe('the browser speech source', () => {
  it('is null where the browser has no speech recognition', () => {
    expect(browserSpeechSource({})).toBeNull();
  });

  it('uses the prefixed recognizer, passes the words heard on, and ends when stopped', () => {
    const source = browserSpeechSource({ webkitSpeechRecognition: FakeRecognition })!;
    const on = handlers();
    const session = source.listen(on, 'de-DE');
    const recognition = FakeRecognition.last!;
    expect(recognition.started).toBe(true);
    expect(recognition.lang).toBe('de-DE');
    expect(recognition.interimResults).toBe(true);
    recognition.onresult!({ results: [result('two eggs', false)] });
    recognition.onresult!({ results: [result('two eggs', true), result(' and a banana', true)] });
    expect(on.onTranscript.mock.calls).toEqual([
      ['two eggs', false],
      ['two eggs and a banana', true],
    ]);
    session.stop();
    expect(on.onEnd).toHaveBeenCalledOnce();
  });

  it('names a refused microphone, and takes silence or a stop as no problem', () => {
    const source = browserSpeechSource({ SpeechRecognition: FakeRecognition })!;
    const on = handlers();
    source.listen(on, 'en-GB');
    const recognition = FakeRecognition.last!;
    recognition.onerror!({ error: 'no-speech' });
    recognition.onerror!({ error: 'aborted' });
    expect(on.onProblem).not.toHaveBeenCalled();
    recognition.onerror!({ error: 'not-allowed' });
    recognition.onerror!({ error: 'network' });
    expect(on.onProblem.mock.calls).toEqual([['denied'], ['failed']]);
  });
});

describe('the language words are heard in', () => {
  it("is the app's locale, with the language's usual region when the locale has none", () => {
    expect(speechLanguage('de')).toBe('de-DE');
    expect(speechLanguage('es')).toBe('es-ES');
    expect(speechLanguage('en')).toBe('en-GB');
    expect(speechLanguage('en-US')).toBe('en-US');
    expect(speechLanguage('de-AT')).toBe('de-AT');
  });
});
