import { KefuInterrupt } from './kefu-interrupt.js';

/** The prompt card, which the full widget imports when a workflow first asks something (its own chunk). */
export const elements = { 'kefu-interrupt': KefuInterrupt };
