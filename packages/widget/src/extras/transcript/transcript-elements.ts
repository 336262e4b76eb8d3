import { KefuTranscriptMenu } from './kefu-transcript-menu.js';

/** The transcript menu, which the full widget imports when the shopper first opens the header menu (its own chunk). */
export const elements = { 'kefu-transcript-menu': KefuTranscriptMenu };
