import jpeg from 'jpeg-js';

/** A real JPEG of `width`×`height` (a red-to-blue gradient), encoded by jpeg-js. */
export function makeJpeg(width = 32, height = 24): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      data[at] = Math.round((255 * x) / width);
      data[at + 1] = 80;
      data[at + 2] = Math.round((255 * y) / height);
      data[at + 3] = 255;
    }
  return jpeg.encode({ data, width, height }, 85).data;
}

/** A multipart body as the widget sends it: the conversation's credentials as fields, then the file. */
export function uploadForm(fields: Record<string, string | undefined>, file: { bytes: Uint8Array; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
