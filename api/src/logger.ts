import { pino, type Logger } from 'pino';
import type { AppConfig } from './config';

export type { Logger };

/** Structured JSON logs. Credentials and e-mail addresses never reach the log. */
export function createLogger(level: AppConfig['logLevel']): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.email',
        '*.token',
        '*.idToken',
      ],
      censor: '[redacted]',
    },
  });
}
