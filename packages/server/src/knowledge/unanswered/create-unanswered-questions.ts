import type { KefuRedisClient } from '../../adapters/redis/connect-redis.js';
import type { UnansweredQuestions } from '../../ports/unanswered-questions.js';
import { createMemoryUnansweredQuestions } from './memory-unanswered-questions.js';
import { createRedisUnansweredQuestions } from './redis-unanswered-questions.js';

/** The unanswered-question record: in Redis when the server has one (every process adds to one list), else in memory. */
export function createUnansweredQuestions(redis: KefuRedisClient | undefined): UnansweredQuestions {
  return redis ? createRedisUnansweredQuestions(redis) : createMemoryUnansweredQuestions();
}
