import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MEDIA_TYPES, type UploadMediaType } from '@kefu/protocol';

/** How the accepted types read to a person, for error messages. */
export const ACCEPTED_TYPES_IN_WORDS = 'JPEG, PNG, WebP, HEIC/HEIF or PDF';

/**
 * The media type of a file judged by its magic bytes (file-type), or undefined when it is not one Kefu accepts: a
 * script renamed `photo.jpg`, an SVG (which can carry script) or an HTML page never gets stored, whatever the name
 * or the `Content-Type` the client sent.
 */
export async function sniffUpload(bytes: Uint8Array): Promise<{ mediaType: UploadMediaType } | { detected: string | undefined }> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime;
  return (UPLOAD_MEDIA_TYPES as readonly string[]).includes(mime ?? '') ? { mediaType: mime as UploadMediaType } : { detected: mime };
}
