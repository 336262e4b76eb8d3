import { KefuOfflineForm } from './kefu-offline-form.js';

/** The offline form, which the full widget imports when nobody can answer a handoff (its own chunk). */
export const elements = { 'kefu-offline-form': KefuOfflineForm };
