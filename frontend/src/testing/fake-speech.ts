import type { SpeechProblem, SpeechSource } from '@/lib/speech/speech-input';

/**
 * A speech recognizer for stories and tests: on start it hears `transcript` (or reports
 * `problem`), then keeps listening until stopped, so the listening state can be seen.
 */
export function fakeSpeech({
  transcript,
  problem,
}: { transcript?: string; problem?: SpeechProblem } = {}): SpeechSource {
  return {
    listen: ({ onTranscript, onProblem, onEnd }) => {
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        onEnd();
      };
      queueMicrotask(() => {
        if (problem) {
          onProblem(problem);
          end();
        } else if (transcript) onTranscript(transcript, true);
      });
      return { stop: end };
    },
  };
}
