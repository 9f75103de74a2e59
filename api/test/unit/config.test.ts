import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

/** Production refuses to start with secrets missing, fake or exposed, and never repeats a secret back. */
const firebase = { FIREBASE_API_KEY: `AIza${'x1_-'.repeat(8)}abc`, FIREBASE_PROJECT_ID: 'morsel-prod' };
const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...env });

describe('production configuration', () => {
  it('starts with real-looking Firebase settings', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...firebase }).auth.mode).toBe('firebase');
  });

  it('refuses to start without sign-in secrets (the emulator would let anyone in)', () => {
    expect(production({})).toThrow(ConfigError);
    expect(production({})).toThrow('Production needs real Firebase sign-in');
    expect(production({ FIREBASE_API_KEY: firebase.FIREBASE_API_KEY })).toThrow('FIREBASE_PROJECT_ID is required');
  });

  it('refuses a placeholder Firebase key, without printing it', () => {
    for (const key of ['changeme', 'demo-api-key', 'your-api-key-here']) {
      let message = '';
      try {
        production({ ...firebase, FIREBASE_API_KEY: key })();
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('FIREBASE_API_KEY is not a Firebase web API key');
      expect(message).not.toContain(key);
    }
  });

  it('refuses to send the OpenAI key or S3 credentials over plain HTTP to another machine', () => {
    expect(production({ ...firebase, OPENAI_API_KEY: 'sk-secret', OPENAI_BASE_URL: 'http://gpu-box:8000/v1' })).toThrow(
      'OPENAI_BASE_URL must be https:// in production',
    );
    // A model server on the same machine (Ollama, vLLM) is fine over HTTP.
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ...firebase,
        OPENAI_API_KEY: 'sk-secret',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      }).recognition.openai?.baseUrl,
    ).toBe('http://127.0.0.1:11434/v1');
    const s3 = { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'hunter2' };
    expect(production({ ...firebase, ...s3, S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(
      'S3_ENDPOINT must be https:// in production',
    );
    expect(production({ ...firebase, S3_BUCKET: 'photos', S3_ENDPOINT: 'https://minio.internal' })).toThrow(
      'S3_ENDPOINT needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY in production.',
    );
  });

  it('reports every invalid variable by name, never with its value', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'mysql://admin:pa55word@db/morsel', PORT: 'eighty' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('PORT');
    expect(message).not.toContain('pa55word');
  });
});
