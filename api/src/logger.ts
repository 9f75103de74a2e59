import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from './config';

export type { Logger };

/** Structured JSON logs. Credentials and e-mail addresses never reach the log. */
export function createLogger(level: AppConfig['logLevel'], destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        // Any e-mail, token or credential header, at the top level or nested one or two levels.
        ...['email', 'token', 'idToken', 'authorization', 'cookie', 'apiKey'].flatMap((key) => [
          key,
          `*.${key}`,
          `*.*.${key}`,
        ]),
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
