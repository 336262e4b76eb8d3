import { fileURLToPath } from 'node:url';

/** The bundled demo knowledge base (`shops/demo/knowledge`), the same from `src/` and `dist/`. */
export const DEMO_KNOWLEDGE_DIR = fileURLToPath(new URL('../../../../shops/demo/knowledge/', import.meta.url));
