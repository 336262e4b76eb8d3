import { KefuRating } from './kefu-rating.js';

/** The rating card, which the full widget imports when a conversation first ends (its own chunk). */
export const elements = { 'kefu-rating': KefuRating };
