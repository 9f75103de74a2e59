import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials. */
const ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a temporary folder) on a random port,
 * with the named buckets. `env(bucket)` gives the settings that point Morsel at it.
 */
export async function startS3Server(buckets: string[] = ['morsel-test']) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    port,
    env(bucket = buckets[0]!): Record<string, string> {
      return {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      };
    },
    /** Stops the server (again is fine) and removes its folder. */
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
