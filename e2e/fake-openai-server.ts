/**
 * The e2e tests' vision model: an OpenAI-compatible server over real HTTP
 * (the same fake the API tests use), answering "one medium banana". The app
 * under test talks to it through the real `openai` SDK.
 */
import { startFakeOpenAI } from '../api/test/support/fake-openai';

const port = Number(process.env.FAKE_OPENAI_PORT ?? 3111);
await startFakeOpenAI({ port, behaviour: 'banana' });
process.stdout.write(`fake OpenAI-compatible server on http://127.0.0.1:${port}/v1\n`);
