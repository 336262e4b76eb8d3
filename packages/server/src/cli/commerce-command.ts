import { formatCheckReport, runCommerceCheck } from '../commerce-check/index.js';

/** Where the command writes (run-cli's CliIo, without its environment: no import cycle). */
interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The usage lines of `kefu commerce`. */
export const COMMERCE_USAGE = `  kefu commerce check <url> [--token T] [--customer ID] [--json]    run the conformance kit of the commerce HTTP contract
                                                                      against your API (KEFU_COMMERCE_URL); --customer names
                                                                      a test customer with orders (it submits one invoice request)`;

/** Runs `kefu commerce check`; resolves with the exit code (0 all checks passed, 1 a check failed, 2 usage). */
export async function runCommerceCommand(
  command: string | undefined,
  rest: string[],
  flags: { token?: string; customer?: string; json: boolean },
  io: CommandIo,
): Promise<number> {
  const [url, ...extra] = rest;
  const problem =
    command !== 'check'
      ? `unknown command "commerce ${command ?? ''}"`
      : !url
        ? 'kefu commerce check needs the URL of your API'
        : extra.length
          ? `unexpected argument "${extra[0]}"`
          : !/^https?:\/\/[^/]/.test(url)
            ? `the URL must start with http:// or https:// (got "${url}")`
            : undefined;
  if (problem) {
    io.err(`${problem}\n\nUsage:\n${COMMERCE_USAGE}`);
    return 2;
  }
  const report = await runCommerceCheck({
    baseUrl: url!,
    ...(flags.token ? { token: flags.token } : {}),
    ...(flags.customer ? { customerId: flags.customer } : {}),
  });
  if (flags.json) io.out(JSON.stringify(report, null, 2));
  else for (const line of formatCheckReport(report)) (report.failures.length ? io.err : io.out)(line);
  return report.failures.length ? 1 : 0;
}
