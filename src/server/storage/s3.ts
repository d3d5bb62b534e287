import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isSafeKey } from './keys';
import type { ObjectInfo, Storage } from './types';

export type S3Config = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Garage, Ceph…); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what most self-hosted servers expect. */
  forcePathStyle: boolean;
};

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}

/**
 * Uploads in an S3-compatible bucket, so every instance sees every file. Objects are written
 * without an ACL (private, the bucket default): readers get public media through `/media/…` and
 * ticket attachments through the guarded tickets API, never from the bucket directly.
 */
export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Checksums only where the operation demands them: the SDK's default sends a streamed body
    // aws-chunked with a checksum trailer, which many S3-compatible servers store as it came.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  };

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: data, ContentLength: data.byteLength }));
    },
    async putFile(key, file) {
      // One PUT streams the file (up to S3's 5 GB for a single object); the length is known up front.
      const { size } = await stat(file);
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: createReadStream(file), ContentLength: size }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key): Promise<ObjectInfo | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        return object.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
