import path from 'node:path';
import { z } from 'zod';

/**
 * Runtime configuration, read once from the environment and validated.
 * Every variable is documented in `.env.example`; the defaults give the
 * embedded setup (SQLite file and local storage under ./data, no keys).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  MAX_UPLOAD_MB: z.coerce.number().min(1).max(50).default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string | undefined };
  session: { ttlMs: number; secureCookie: boolean };
  uploads: { maxBytes: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Built frontend served by the API; absent in API-only tests. */
  webDistDir: string | null;
  /** Check every response against the contract (on outside production). */
  validateResponses: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid environment configuration:\n${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, schema: e.DATABASE_SCHEMA }
      : { kind: 'sqlite', file: path.join(dataDir, 'morsel.sqlite') },
    session: {
      ttlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
      secureCookie: e.NODE_ENV === 'production',
    },
    uploads: { maxBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024) },
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    validateResponses: e.NODE_ENV !== 'production',
  };
}
