import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StoreConfig } from '../../config';
import { StorageUnavailableError } from '../../errors';
import type { ImageStore, StoredObject } from './image-store';

/**
 * Photos in an S3-compatible bucket, so several API processes (or machines) share one store and
 * keep no local state. A PUT is atomic (an object appears whole or not at all), which gives the same
 * promise as the local store's write-then-rename. Objects are private; the API serves them to their
 * owner, as with local files.
 */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;

  constructor(private readonly config: S3StoreConfig) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: S3-compatible servers do not all accept the newer
      // flexible-checksum headers the SDK would otherwise add to every PUT.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private key(key: string) {
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await reachable(
      this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.key(key),
          Body: bytes,
          ContentType: 'image/jpeg',
        }),
      ),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await reachable(
        this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) })),
      );
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 whether or not the object existed.
    await reachable(this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) })));
  }

  async *list(prefix = ''): AsyncIterable<string> {
    for await (const { key } of this.listWithDates(prefix)) yield key;
  }

  async *listWithDates(prefix = ''): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: this.config.prefix + prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) {
          yield { key: object.Key.slice(this.config.prefix.length), modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async verify(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      const why =
        status === 404
          ? 'it does not exist'
          : status === 403
            ? 'access was denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
            : `the server did not answer (${(error as Error).message})`;
      throw new Error(`Cannot use the S3 bucket '${this.config.bucket}': ${why}.`, { cause: error });
    }
  }

  close() {
    this.client.destroy();
  }
}

/**
 * Network trouble (refused, reset, timed out) or a 5xx after the SDK's retries becomes
 * StorageUnavailableError, which the API answers with a 503 to retry; S3's own refusals stay as they are.
 */
async function reachable<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (error instanceof S3ServiceException && status !== undefined && status < 500) throw error;
    throw new StorageUnavailableError(`photo storage unavailable: ${(error as Error).message}`, { cause: error });
  }
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
