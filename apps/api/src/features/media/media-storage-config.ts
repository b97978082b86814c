import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Media storage environment variables (ADR 0038); merged into config.ts's envSchema. */
export const mediaStorageEnv = {
  /** local (default: DATA_DIR/media) or s3; S3_BUCKET alone also selects s3. */
  MEDIA_STORAGE: z
    .enum(['local', 's3'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: optionalString,
  /** An S3-compatible server (MinIO, Ceph, R2...); absent: AWS's endpoint for S3_REGION. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: optionalString,
  /** Absent: the AWS SDK's default credential chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optionalString,
  /** Never logged. */
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style URLs (bucket in the path), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  /** Key prefix inside the bucket (default "media/"). */
  S3_PREFIX: optionalString,
};

export type MediaStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      endpoint?: string;
      region: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
      prefix: string;
    };

export function mediaStorageConfigOf(vars: {
  MEDIA_STORAGE?: 'local' | 's3';
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PREFIX?: string;
}): MediaStorageConfig {
  const kind = vars.MEDIA_STORAGE ?? (vars.S3_BUCKET ? 's3' : 'local');
  if (kind === 'local') return { kind };
  if (!vars.S3_BUCKET) {
    throw new Error('Invalid environment: MEDIA_STORAGE=s3 needs S3_BUCKET');
  }
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid environment: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  const prefix = (vars.S3_PREFIX ?? 'media/').replace(/^\/+/, '');
  return {
    kind,
    bucket: vars.S3_BUCKET,
    endpoint: vars.S3_ENDPOINT,
    region: vars.S3_REGION ?? 'us-east-1',
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}
