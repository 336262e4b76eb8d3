import { fileURLToPath } from 'node:url';

/** The bundled demo knowledge base (`packages/server/data/knowledge`), the same from `src/` and `dist/`. */
export const DEMO_KNOWLEDGE_DIR = fileURLToPath(new URL('../../data/knowledge/', import.meta.url));
