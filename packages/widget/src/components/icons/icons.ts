import { svg, type SVGTemplateResult } from 'lit';

const icon = (body: SVGTemplateResult, size = 20) =>
  svg`<svg width=${size} height=${size} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;

/** A speech bubble. */
export const chatIcon = (size?: number) =>
  icon(
    svg`<path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-3.8-.8L3 20.5l1.4-4.3A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5Z"/><path d="M8 11.5h.01M12 11.5h.01M16 11.5h.01" stroke-width="2.6"/>`,
    size,
  );
/** A cross. */
export const closeIcon = (size?: number) => icon(svg`<path d="M18 6 6 18M6 6l12 12"/>`, size);
/** A downward chevron. */
export const chevronDownIcon = (size?: number) => icon(svg`<path d="m6 9 6 6 6-6"/>`, size);
/** A paper plane. */
export const sendIcon = (size?: number) => icon(svg`<path d="m22 2-7 20-4-9-9-4Z"/><path d="M22 2 11 13"/>`, size);
/** A clock. */
export const clockIcon = (size?: number) => icon(svg`<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>`, size);
/** A warning triangle. */
export const alertIcon = (size?: number) =>
  icon(svg`<path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"/><path d="M12 9v4M12 17h.01"/>`, size);
/** A headset: a human agent. */
export const headsetIcon = (size?: number) =>
  icon(svg`<path d="M3 14v-2a9 9 0 0 1 18 0v2"/><path d="M21 16a2 2 0 0 1-2 2h-1v-6h3v4ZM3 16a2 2 0 0 0 2 2h1v-6H3v4Z"/>`, size);
/** A sparkle: the AI assistant. */
export const sparkleIcon = (size?: number) =>
  icon(svg`<path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9Z"/><path d="M19 17l.7 1.8 1.8.7-1.8.7L19 22l-.7-1.8-1.8-.7 1.8-.7Z"/>`, size);
/** A check mark. */
export const checkIcon = (size?: number) => icon(svg`<path d="M20 6 9 17l-5-5"/>`, size);
/** A book: a help article. */
export const bookIcon = (size?: number) =>
  icon(svg`<path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14Z"/><path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5"/>`, size);
/** A parcel. */
export const boxIcon = (size?: number) => icon(svg`<path d="M21 8 12 3 3 8v8l9 5 9-5V8Z"/><path d="m3 8 9 5 9-5M12 13v8"/>`, size);
/** A phone, the placeholder of a product without an image. */
export const deviceIcon = (size?: number) => icon(svg`<rect x="6" y="2" width="12" height="20" rx="2.5"/><path d="M11 18h2"/>`, size);
/** A link arrow. */
export const arrowIcon = (size?: number) => icon(svg`<path d="M7 17 17 7M8 7h9v9"/>`, size);
/** A paper clip: attach a photo or file. */
export const clipIcon = (size?: number) =>
  icon(svg`<path d="m21 11-8.6 8.6a5 5 0 0 1-7-7l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4L15.6 7"/>`, size);
