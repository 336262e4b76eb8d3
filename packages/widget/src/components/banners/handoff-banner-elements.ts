import { KefuHandoffBanner } from './kefu-handoff-banner.js';

/** The banner of a conversation waiting for, or with, a person, which the full widget imports on the first handoff (its own chunk). */
export const elements = { 'kefu-handoff-banner': KefuHandoffBanner };
