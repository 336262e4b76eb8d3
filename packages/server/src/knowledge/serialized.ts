/** Runs the async operations given to it one at a time, in the order given; a failure does not stop the next. */
export function serialized(): <T>(operation: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(operation: () => Promise<T>) => {
    const run = tail.then(operation);
    tail = run.catch(() => undefined);
    return run;
  };
}
