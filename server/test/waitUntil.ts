/** The integration project's `testTimeout` (vitest.config.ts): the one bound for a wait. */
export const INTEGRATION_TEST_TIMEOUT_MS = 30_000;

/**
 * Asks `check` again and again until it answers something other than `undefined` or `false`,
 * and returns that answer: a test waits for a condition (a row, a file, an event), never for a
 * fixed time. Gives up a little before the test itself would time out, naming `what` it waited
 * for, so a broken test fails with a message instead of a bare timeout.
 */
export async function waitUntil<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { intervalMs = 50, withinMs = INTEGRATION_TEST_TIMEOUT_MS - 2_000 } = {},
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await check();
    if (answer !== undefined && answer !== false) return answer;
    if (Date.now() > deadline) throw new Error(`Waited ${withinMs} ms in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
