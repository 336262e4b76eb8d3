import { AwsClient } from 'aws4fetch';
import { DomUtils, parseDocument } from 'htmlparser2';
import { parseUploadRecord, UPLOAD_ID, type StoredUpload, type UploadRecord, type UploadStore } from './upload-store.js';

/** Where and how to reach an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Alibaba OSS, Tencent COS…). */
export interface S3UploadStoreOptions {
  /** The bucket's URL, path style: `https://s3.eu-central-1.amazonaws.com/my-bucket`, `http://minio:9000/kefu`. */
  bucketUrl: string;
  /** @default 'us-east-1' */
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket. @default 'kefu-uploads/' */
  prefix?: string;
}

/**
 * Uploads as objects of an S3-compatible bucket, requests signed with AWS Signature V4 (aws4fetch: a few KB, no SDK).
 * The record rides along as the object's `x-amz-meta-kefu` metadata, so one HEAD answers who may read it.
 */
export class S3UploadStore implements UploadStore {
  readonly #client: AwsClient;
  readonly #base: string;
  readonly #prefix: string;

  constructor(options: S3UploadStoreOptions) {
    this.#client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region ?? 'us-east-1',
    });
    this.#base = options.bucketUrl.replace(/\/+$/, '');
    this.#prefix = options.prefix ?? 'kefu-uploads/';
  }

  async put(record: UploadRecord, bytes: Uint8Array): Promise<void> {
    if (!UPLOAD_ID.test(record.uploadId)) throw new Error(`not an upload id: ${record.uploadId}`);
    const response = await this.#client.fetch(this.#url(record.uploadId), {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: {
        'content-type': record.mediaType,
        'content-length': String(bytes.byteLength),
        // Metadata headers must be ASCII; base64url keeps a Chinese file name intact.
        'x-amz-meta-kefu': Buffer.from(JSON.stringify(record)).toString('base64url'),
      },
    });
    if (!response.ok) throw new Error(`S3 PUT ${record.uploadId} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
  }

  async head(uploadId: string): Promise<UploadRecord | undefined> {
    if (!UPLOAD_ID.test(uploadId)) return undefined;
    const response = await this.#client.fetch(this.#url(uploadId), { method: 'HEAD' });
    if (response.status === 404 || response.status === 403) return undefined;
    if (!response.ok) throw new Error(`S3 HEAD ${uploadId} failed: ${response.status}`);
    return recordFrom(response.headers);
  }

  async read(uploadId: string): Promise<{ record: UploadRecord; bytes: Uint8Array } | undefined> {
    if (!UPLOAD_ID.test(uploadId)) return undefined;
    const response = await this.#client.fetch(this.#url(uploadId), { method: 'GET' });
    if (response.status === 404 || response.status === 403) return undefined;
    if (!response.ok) throw new Error(`S3 GET ${uploadId} failed: ${response.status}`);
    const record = recordFrom(response.headers);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return record ? { record, bytes } : undefined;
  }

  async *list(): AsyncIterable<StoredUpload> {
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: this.#prefix, ...(token ? { 'continuation-token': token } : {}) });
      const response = await this.#client.fetch(`${this.#base}?${query}`, { method: 'GET' });
      if (!response.ok) throw new Error(`S3 LIST ${this.#prefix} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
      // ListObjectsV2's XML, read with the XML mode of the HTML parser the server already uses for help articles.
      const document = parseDocument(await response.text(), { xmlMode: true });
      for (const entry of DomUtils.getElementsByTagName('Contents', document)) {
        const text = (tag: string) => DomUtils.textContent(DomUtils.getElementsByTagName(tag, entry.children, false, 1));
        const uploadId = text('Key').slice(this.#prefix.length);
        const storedAt = Date.parse(text('LastModified'));
        if (UPLOAD_ID.test(uploadId) && Number.isFinite(storedAt)) yield { uploadId, storedAt };
      }
      const truncated = DomUtils.textContent(DomUtils.getElementsByTagName('IsTruncated', document, true, 1)) === 'true';
      token = truncated ? DomUtils.textContent(DomUtils.getElementsByTagName('NextContinuationToken', document, true, 1)) || undefined : undefined;
    } while (token);
  }

  async delete(uploadId: string): Promise<void> {
    if (!UPLOAD_ID.test(uploadId)) return;
    const response = await this.#client.fetch(this.#url(uploadId), { method: 'DELETE' });
    // S3 answers 204 whether or not the object was there.
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${uploadId} failed: ${response.status}`);
  }

  #url(uploadId: string): string {
    return `${this.#base}/${this.#prefix}${uploadId}`;
  }
}

function recordFrom(headers: Headers): UploadRecord | undefined {
  const meta = headers.get('x-amz-meta-kefu');
  return meta ? parseUploadRecord(Buffer.from(meta, 'base64url').toString('utf8')) : undefined;
}
