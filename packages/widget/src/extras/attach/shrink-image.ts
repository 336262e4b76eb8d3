/** The longest side a photo is sent at: plenty for judging damage, a fraction of a phone camera's bytes. */
export const MAX_SIDE = 1600;

/**
 * A photo redrawn on a canvas at most {@link MAX_SIDE} px on its longest side and encoded as JPEG (quality 0.85).
 * Redrawing also drops the camera's EXIF (its GPS position among it). Undefined when the browser cannot decode it
 * (HEIC outside Safari): the original is sent and the server takes it as it is.
 */
export async function shrinkImage(file: Blob): Promise<Blob | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  // JPEG has no transparency: a PNG's clear areas become white rather than black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', 0.85));
}
