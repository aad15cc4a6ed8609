const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` until `done` holds of its value, for up to `ms`; returns the last value (for the test's own expect). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await sleep(50);
    value = await read();
  }
  return value;
}
