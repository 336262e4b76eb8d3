export { EmbeddedIndex, createEmbeddedIndex } from './embedded-index.js';
