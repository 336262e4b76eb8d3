import { serveFromEnv, startFailure } from './serve.js';

// The server process: config from the environment, Redis when REDIS_URL is set, then listen.
serveFromEnv(process.env, (line) => process.stdout.write(`${line}\n`)).catch((error: unknown) => {
  process.stderr.write(`${startFailure(error)}\n`);
  process.exit(1);
});
