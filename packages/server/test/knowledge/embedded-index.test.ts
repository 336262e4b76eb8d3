import { createEmbeddedIndex } from '../../src/adapters/embedded-index/index.js';
import { knowledgeIndexContract } from './knowledge-index-contract.js';

knowledgeIndexContract('the embedded index', async () => createEmbeddedIndex());
