import path from 'node:path';
import { z } from 'zod';
import { parseRateLimits, type RateLimitConfig } from './rate-limits';

/** An S3-compatible bucket for photos (S3_BUCKET and friends). */
export interface S3StoreConfig {
  bucket: string;
  /** Key prefix inside the bucket (e.g. `morsel/`), or ''. */
  prefix: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2, s3rver); null for AWS itself. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** Null: the AWS SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/**
 * Runtime configuration, read once from the environment and validated.
 * Every variable is documented in `.env.example`; the defaults give the
 * embedded setup (SQLite file and local storage under ./data, no keys).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Default: every interface with real Firebase; 127.0.0.1 with the Auth emulator (see ALLOW_NETWORK_SIGN_IN). */
  HOST: z.string().min(1).optional(),
  /**
   * With the Auth emulator, anyone who reaches the app can sign in as anyone: the server then
   * listens on this machine only, unless this is `true`.
   */
  ALLOW_NETWORK_SIGN_IN: z.enum(['true', 'false']).default('false'),
  /** How many proxies in front of the server append to X-Forwarded-For; 0 ignores the header. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Temporary files and photos no row points at are removed once older than this (seconds). */
  STORAGE_SWEEP_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(3600),
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
  /** Uploads read and handled at once per process (each holds up to MAX_UPLOAD_MB, then its decoded pixels). */
  UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Uploads that may wait for a turn; beyond them an upload is answered 503 before it is read. A
   * waiting upload's body stays in the connection (read only when its turn comes), so waiting costs
   * little memory.
   */
  UPLOADS_WAITING: z.coerce.number().int().min(0).max(10_000).default(256),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  /** Where `npm run models:install` puts the on-device image model. */
  MORSEL_MODELS_DIR: z.string().min(1).default('./models'),
  // Sign-in. With no FIREBASE_API_KEY, Morsel runs the Firebase Auth emulator itself.
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/)
    .optional(),
  FIREBASE_APP_ID: z.string().min(1).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d{2,5}$/, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port')
    .optional(),
  AUTH_EMULATOR_AUTOSTART: z.enum(['true', 'false']).default('true'),
  /** Extra origins allowed to make state-changing requests (comma-separated), besides the app's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  // Recognition through any OpenAI-compatible server (OpenAI, Ollama, vLLM, LM Studio).
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  // Photo storage: local files under DATA_DIR/images, or an S3-compatible bucket when S3_BUCKET is set.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid bucket name')
    .optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, "S3_PREFIX must be folder names ending in '/', e.g. morsel/")
    .default(''),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Per-minute budgets: `off`, or overrides like `scan=10/40,search=60/300` (per user / per IP). */
  RATE_LIMITS: z.string().optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  /** The interface the server listens on (derived from HOST and allowNetworkSignIn). */
  listenAddress: string;
  /** With the Auth emulator: whether it may be reached from other machines (anyone there can sign in as anyone). */
  allowNetworkSignIn: boolean;
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted; 0 ignores the header. */
  trustProxyHops: number;
  /** Age (ms) after which a temporary file or a photo no row points at is swept away. */
  storageSweepGraceMs: number;
  port: number;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string | undefined };
  session: { ttlMs: number; secureCookie: boolean };
  uploads: { maxBytes: number; atOnce: number; waiting: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Requests per minute per user and per IP for each rate-limited group; null when off. */
  rateLimits: RateLimitConfig | null;
  /** Built frontend served by the API; absent in API-only tests. */
  webDistDir: string | null;
  /** The installed on-device model files (served to the browser under /models/). */
  modelsDir: string;
  /** Check every response against the contract (on outside production). */
  validateResponses: boolean;
  auth: AuthConfig;
  /** Origins besides the app's own that may send state-changing requests. */
  allowedOrigins: string[];
  /** Photo files on local disk (the default store). */
  imagesDir: string;
  /** Photos in an S3-compatible bucket instead of imagesDir; null for local disk. */
  s3: S3StoreConfig | null;
  recognition: {
    /** Null when no OpenAI-compatible server is configured. */
    openai: { apiKey: string; baseUrl: string | null; model: string; timeoutMs: number } | null;
  };
}

/**
 * Real Firebase when FIREBASE_API_KEY is set; otherwise the Auth emulator
 * (a `demo-` project: no account, key or network), which Morsel starts itself
 * unless AUTH_EMULATOR_AUTOSTART=false or FIREBASE_AUTH_EMULATOR_HOST points at one.
 */
export type AuthConfig =
  | {
      mode: 'firebase';
      projectId: string;
      apiKey: string;
      authDomain: string;
      appId: string | null;
    }
  | {
      mode: 'emulator';
      projectId: string;
      apiKey: string;
      authDomain: string;
      appId: null;
      /** host:port of the emulator. */
      emulatorHost: string;
      /** Start the emulator with the server (when nothing already listens there). */
      autostart: boolean;
    };

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
  let rateLimits: RateLimitConfig | null;
  try {
    rateLimits = parseRateLimits(e.RATE_LIMITS);
  } catch (error) {
    throw new ConfigError(`Invalid environment configuration:\n  ${(error as Error).message}`);
  }
  const auth = resolveAuth(e);
  if (e.NODE_ENV === 'production') checkProductionSecrets(e);
  const listenAddress = resolveListenAddress(e, auth);
  return {
    env: e.NODE_ENV,
    listenAddress,
    allowNetworkSignIn: e.ALLOW_NETWORK_SIGN_IN === 'true',
    trustProxyHops: e.TRUST_PROXY_HOPS,
    storageSweepGraceMs: e.STORAGE_SWEEP_GRACE_SECONDS * 1000,
    port: e.PORT,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, schema: e.DATABASE_SCHEMA }
      : { kind: 'sqlite', file: path.join(dataDir, 'morsel.sqlite') },
    session: {
      ttlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
      secureCookie: e.NODE_ENV === 'production',
    },
    uploads: {
      maxBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
      atOnce: e.UPLOADS_AT_ONCE,
      waiting: e.UPLOADS_WAITING,
    },
    logLevel: e.LOG_LEVEL,
    rateLimits,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    modelsDir: path.resolve(e.MORSEL_MODELS_DIR),
    validateResponses: e.NODE_ENV !== 'production',
    auth,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    imagesDir: path.join(dataDir, 'images'),
    s3: resolveS3(e),
    recognition: {
      // A local server (Ollama, LM Studio) needs no key; the SDK still wants one, so any text does.
      openai:
        e.OPENAI_API_KEY || e.OPENAI_BASE_URL
          ? {
              apiKey: e.OPENAI_API_KEY ?? 'not-needed',
              baseUrl: e.OPENAI_BASE_URL ?? null,
              model: e.OPENAI_MODEL,
              timeoutMs: e.OPENAI_TIMEOUT_MS,
            }
          : null,
    },
  };
}

/**
 * Production refuses to start with a secret missing or obviously not real, or one that would travel
 * in clear text. Messages name the variable, never its value: config errors end up in logs.
 */
function checkProductionSecrets(e: z.infer<typeof envSchema>) {
  // Firebase web API keys are 'AIza' and 35 more characters; anything else is a placeholder or a typo.
  if (e.FIREBASE_API_KEY && !/^AIza[\w-]{35}$/.test(e.FIREBASE_API_KEY)) {
    throw new ConfigError('FIREBASE_API_KEY is not a Firebase web API key (they start with AIza; see .env.example).');
  }
  if (e.OPENAI_API_KEY && e.OPENAI_BASE_URL && !isPrivateChannel(e.OPENAI_BASE_URL)) {
    throw new ConfigError('OPENAI_BASE_URL must be https:// in production: OPENAI_API_KEY would travel in clear text.');
  }
  if (e.S3_BUCKET && e.S3_ENDPOINT && !e.S3_ACCESS_KEY_ID) {
    // Only AWS itself has a default credential chain (instance roles); other servers need keys.
    throw new ConfigError('S3_ENDPOINT needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY in production.');
  }
  if (e.S3_ACCESS_KEY_ID && e.S3_ENDPOINT && !isPrivateChannel(e.S3_ENDPOINT)) {
    throw new ConfigError('S3_ENDPOINT must be https:// in production: requests carry signed credentials and photos.');
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * With real Firebase: HOST, or every interface. With the Auth emulator, anyone who can reach the
 * app can mint a token for any e-mail address, so the server stays on this machine unless
 * ALLOW_NETWORK_SIGN_IN=true; a HOST reaching further without it is refused, naming the setting.
 */
function resolveListenAddress(e: z.infer<typeof envSchema>, auth: AuthConfig): string {
  if (auth.mode === 'firebase') return e.HOST ?? '0.0.0.0';
  if (e.ALLOW_NETWORK_SIGN_IN === 'true') return e.HOST ?? '0.0.0.0';
  const host = e.HOST ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) {
    throw new ConfigError(
      `HOST=${host} would let anyone on the network sign in as anyone (the Auth emulator is running). ` +
        'Set ALLOW_NETWORK_SIGN_IN=true to do it anyway, or configure real Firebase (see .env.example).',
    );
  }
  return host;
}

/** HTTPS, or plain HTTP that never leaves the machine. */
function isPrivateChannel(address: string): boolean {
  const url = new URL(address);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function resolveS3(e: z.infer<typeof envSchema>): S3StoreConfig | null {
  const partial = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
  if (!e.S3_BUCKET) {
    const stray = partial.filter((name) => e[name] !== undefined);
    if (stray.length > 0) throw new ConfigError(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET too.`);
    return null;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default chain).');
  }
  return {
    bucket: e.S3_BUCKET,
    prefix: e.S3_PREFIX,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT ?? null,
    // MinIO, Ceph and s3rver serve buckets as paths; AWS as host names.
    forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? 'true' : 'false')) === 'true',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
  };
}

function resolveAuth(e: z.infer<typeof envSchema>): AuthConfig {
  if (e.FIREBASE_API_KEY && !e.FIREBASE_AUTH_EMULATOR_HOST) {
    if (!e.FIREBASE_PROJECT_ID) throw new ConfigError('FIREBASE_PROJECT_ID is required with FIREBASE_API_KEY.');
    return {
      mode: 'firebase',
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      appId: e.FIREBASE_APP_ID ?? null,
    };
  }
  if (e.NODE_ENV === 'production') {
    // Anyone can mint emulator tokens for any e-mail address: never in production.
    throw new ConfigError(
      'Production needs real Firebase sign-in: set FIREBASE_API_KEY and FIREBASE_PROJECT_ID (see .env.example).',
    );
  }
  const projectId = e.FIREBASE_PROJECT_ID ?? 'demo-morsel';
  if (!projectId.startsWith('demo-')) {
    throw new ConfigError('With the Auth emulator, FIREBASE_PROJECT_ID must start with "demo-".');
  }
  return {
    mode: 'emulator',
    projectId,
    apiKey: e.FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: 'localhost',
    appId: null,
    emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    autostart: e.AUTH_EMULATOR_AUTOSTART === 'true',
  };
}
