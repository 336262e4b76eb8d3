/** The request that exposed a failure, as the kit sent it. */
export interface CheckedRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** One failed check of the commerce contract: what was asked, what the contract expects, what the API answered. */
export interface CheckFailure {
  check: string;
  request: CheckedRequest;
  expected: string;
  got: string;
}

/** The outcome of a conformance run. */
export interface CheckReport {
  passed: number;
  failures: CheckFailure[];
  /** Checks that could not run, with why (e.g. no customer id to read orders with). */
  skipped: string[];
}
