// The long chaos run: many concurrent return conversations on two Kefu processes sharing one Redis,
// while servers are kill -9'd at random points, Redis is killed and restarted (fsync-always AOF) and
// Meilisearch is killed. Every conversation's log is then checked (packages/server/test/chaos).
// Prints the report; the CI version is packages/server/test/chaos/chaos.int.test.ts.
//
//   node --conditions=kefu-source --import tsx bench/chaos-long.ts [--conversations 120] [--concurrency 24] [--server-kills 8] [--redis-restarts 3] [--meili-kills 3]
import { parseArgs } from 'node:util';
import { serviceAvailable } from '@kefu/testing';
import { runChaos, type ChaosReport } from '../packages/server/test/chaos/chaos-harness.js';

const { values } = parseArgs({
  options: {
    conversations: { type: 'string', default: '120' },
    concurrency: { type: 'string', default: '24' },
    'server-kills': { type: 'string', default: '8' },
    'redis-restarts': { type: 'string', default: '3' },
    'meili-kills': { type: 'string', default: '3' },
  },
});

/** Runs the long chaos suite with `values` and returns its report. */
export async function chaosLong(log: (line: string) => void = console.log): Promise<ChaosReport> {
  return runChaos({
    conversations: Number(values.conversations),
    concurrency: Number(values.concurrency),
    serverKills: Number(values['server-kills']),
    redisRestarts: Number(values['redis-restarts']),
    meiliKills: Number(values['meili-kills']),
    faultEveryMs: [1500, 4000],
    thinkMs: [800, 2500],
    conversationTimeoutMs: 180_000,
    interruptTtlSeconds: 30,
    meilisearch: serviceAvailable('meilisearch'),
    log,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await chaosLong();
  console.log(JSON.stringify(report, null, 2));
  console.log(
    `\nchaos (long): ${report.conversations} conversations (${report.outcomes.completed} completed, ${report.outcomes.cancelled} cancelled, ${report.outcomes.expired} expired, ${report.outcomes.unfinished} unfinished); ${report.unanswered} messages unanswered, ${report.stats.reasks} asked again; kills: ${report.faults.serverKills} server, ${report.faults.redisRestarts} Redis, ${report.faults.meiliKills} Meilisearch; ${report.eventsChecked} events and ${report.messagesChecked} messages checked; anomalies: ${report.anomalies.length}; ${report.seconds.toFixed(0)} s`,
  );
  process.exit(report.anomalies.length === 0 ? 0 : 1);
}
