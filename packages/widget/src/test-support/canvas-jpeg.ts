import type { Page } from 'playwright-core';

/** A real JPEG of `width`×`height` drawn and encoded by the page's own canvas (a gradient with a mark, like a photo). */
export async function canvasJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#3b82f6');
      gradient.addColorStop(1, '#f59e0b');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.strokeStyle = '#111';
      context.lineWidth = w / 80;
      context.beginPath();
      context.moveTo(w * 0.2, h * 0.2);
      context.lineTo(w * 0.55, h * 0.6);
      context.lineTo(w * 0.8, h * 0.35);
      context.stroke();
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
