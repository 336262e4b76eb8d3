import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { boundedInt } from '../bounded-number.js';

/** The environment variables of uploads, with their defaults and bounds (the README's configuration table). */
export const uploadEnvShape = {
  /** Directory of the local-disk store (when no S3 bucket is set), relative to the working directory. */
  KEFU_UPLOAD_DIR: z.string().min(1).optional(),
  /** Uploads are deleted this many days after they were stored (0 keeps them); see upload-retention.ts. */
  KEFU_UPLOAD_RETENTION_DAYS: boundedInt(90, 0, 3650, 'days'),
  /** How long a signed link to an uploaded file works. */
  KEFU_UPLOAD_LINK_SECONDS: boundedInt(900, 30, 86_400, 'seconds'),
  /** HMAC key of the signed links; set the same one on every process (else each process makes its own at start). */
  KEFU_UPLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** An S3-compatible bucket, path style (`https://s3.<region>.amazonaws.com/<bucket>`); set: uploads go there, not to disk. */
  KEFU_UPLOAD_S3_URL: z.url().optional(),
  KEFU_UPLOAD_S3_REGION: z.string().min(1).default('us-east-1'),
  KEFU_UPLOAD_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  KEFU_UPLOAD_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
};

type UploadEnv = z.output<z.ZodObject<typeof uploadEnvShape>>;

/** Where uploads are stored and how their links are signed (their size and rate are in the limits: KEFU_UPLOAD_MAX_BYTES). */
export interface UploadSettings {
  /** @default 900, 30 – 86400 */
  linkSeconds: number;
  /** The signing key of links (KEFU_UPLOAD_SECRET, else random per process). */
  secret: string;
  /** Days an upload is kept; 0 keeps it until its conversation is gone. @default 90, 0 – 3650 */
  retentionDays: number;
  storage: { kind: 'disk'; directory: string } | { kind: 's3'; bucketUrl: string; region: string; accessKeyId: string; secretAccessKey: string };
}

/** The upload settings, or the problems that name each bad variable. */
export function uploadSettings(env: UploadEnv): { settings: UploadSettings; problems: string[] } {
  const problems: string[] = [];
  let storage: UploadSettings['storage'] = { kind: 'disk', directory: resolve(env.KEFU_UPLOAD_DIR ?? '.kefu-uploads') };
  if (env.KEFU_UPLOAD_S3_URL) {
    const { KEFU_UPLOAD_S3_ACCESS_KEY_ID: accessKeyId, KEFU_UPLOAD_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
    if (!accessKeyId || !secretAccessKey) problems.push('KEFU_UPLOAD_S3_URL: needs KEFU_UPLOAD_S3_ACCESS_KEY_ID and KEFU_UPLOAD_S3_SECRET_ACCESS_KEY as well');
    else storage = { kind: 's3', bucketUrl: env.KEFU_UPLOAD_S3_URL, region: env.KEFU_UPLOAD_S3_REGION, accessKeyId, secretAccessKey };
  }
  return {
    settings: {
      linkSeconds: env.KEFU_UPLOAD_LINK_SECONDS,
      secret: env.KEFU_UPLOAD_SECRET ?? randomBytes(32).toString('base64url'),
      retentionDays: env.KEFU_UPLOAD_RETENTION_DAYS,
      storage,
    },
    problems,
  };
}
