import { Mic, MicOff, Square } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Disclosure } from '@/components/ui/disclosure';
import { InlineNotice } from '@/components/ui/inline-notice';
import { RetryButton } from '@/components/ui/retry-button';
import { COUNT_SHOWN_WITHIN, MAX_WORDS_LENGTH } from '@/lib/scans/words-rows';
import { useSpeechInput, type SpeechSource } from '@/lib/speech/speech-input';
import styles from './words-field.module.css';

/**
 * A field for a meal in words, typed or said: the microphone adds the words heard after what was
 * typed, the count shows near the limit, and a polite status says when it listens or reads. A
 * refused or failed microphone is explained; the field keeps working.
 */
export function WordsField({
  label,
  what,
  placeholder,
  value,
  onChange,
  speech,
  reading,
  disabled,
}: {
  label: string;
  /** What the words say, as in 'Say what you ate' ('what you ate', 'what it is'), translated. */
  what: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** Where spoken words come from; null where the browser cannot listen. */
  speech: SpeechSource | null;
  /** The words are being read as foods. */
  reading: boolean;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const fieldId = useId();
  const countId = useId();
  // What was typed before listening stays: the words heard are added after it.
  const typedBefore = useRef('');
  const mic = useSpeechInput(speech, (heard) =>
    onChange([typedBefore.current, heard].filter(Boolean).join(', ').slice(0, MAX_WORDS_LENGTH)),
  );
  const listening = mic.state === 'listening';
  const listen = () => {
    typedBefore.current = value.trim();
    mic.start();
  };
  const left = MAX_WORDS_LENGTH - value.length;

  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <div className={styles.fieldRow}>
        <textarea
          id={fieldId}
          className={styles.textarea}
          rows={2}
          maxLength={MAX_WORDS_LENGTH}
          value={value}
          placeholder={placeholder}
          aria-describedby={left <= COUNT_SHOWN_WITHIN ? countId : undefined}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        {mic.available ? (
          <button
            type="button"
            className={styles.mic}
            data-listening={listening || undefined}
            aria-label={intl.formatMessage(
              { id: listening ? 'items.words.stopListening' : 'items.words.say' },
              { what },
            )}
            onClick={() => (listening ? mic.stop() : listen())}
            disabled={disabled}
          >
            {listening ? <Square size={18} aria-hidden="true" /> : <Mic size={20} aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      {left <= COUNT_SHOWN_WITHIN ? (
        <p id={countId} className={styles.count} aria-live="polite">
          <FormattedMessage
            id="items.words.count"
            values={{ count: value.length, max: intl.formatNumber(MAX_WORDS_LENGTH) }}
          />
        </p>
      ) : null}
      {/* A polite live region, always there so its changes are announced; the screen may own a status role. */}
      <p className={styles.status} aria-live="polite">
        {listening
          ? intl.formatMessage({ id: 'items.words.listening' }, { what })
          : reading
            ? intl.formatMessage({ id: 'items.words.reading' })
            : ''}
      </p>
      {mic.state === 'denied' ? <MicDenied what={what} onRetry={listen} /> : null}
      {mic.state === 'failed' ? (
        <InlineNotice tone="error" title={intl.formatMessage({ id: 'items.words.listenFailed.title' })}>
          <p>
            <FormattedMessage id="items.words.listenFailed.body" values={{ what }} />
          </p>
        </InlineNotice>
      ) : null}
    </div>
  );
}

/** The browser refused the microphone: what happened, and how to allow it. */
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

function MicDenied({ what, onRetry }: { what: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <InlineNotice
      tone="error"
      title={intl.formatMessage({ id: 'items.words.micDenied.title' })}
      action={<RetryButton onRetry={onRetry} label={intl.formatMessage({ id: 'items.words.micDenied.retry' })} />}
    >
      <p>
        <FormattedMessage id="items.words.micDenied.body" values={{ what }} />
      </p>
      <Disclosure
        title={intl.formatMessage({ id: 'items.words.micDenied.how' })}
        icon={<MicOff size={18} aria-hidden="true" />}
      >
        <ol className={styles.helpSteps}>
          <li>
            <FormattedMessage id="items.words.micDenied.chrome" values={{ b: strong }} />
          </li>
          <li>
            <FormattedMessage id="items.words.micDenied.safari" values={{ b: strong }} />
          </li>
          <li>
            <FormattedMessage id="items.words.micDenied.app" values={{ b: strong }} />
          </li>
        </ol>
      </Disclosure>
    </InlineNotice>
  );
}
