const DAY = 86_400_000;

/**
 * Waits, when the clock is near midnight UTC, until `afterMs` past it, so that a journey which sends events
 * `afterMs` old and then asks about "today" (in a site's zone of UTC) finds them on the same day throughout
 * its next `beforeMs`. Most of the day this returns at once.
 */
export async function clearOfUtcMidnight(beforeMs: number, afterMs: number): Promise<void> {
  const now = Date.now();
  const sinceMidnight = now % DAY;
  const wait =
    sinceMidnight < afterMs
      ? afterMs - sinceMidnight
      : sinceMidnight > DAY - beforeMs
        ? DAY - sinceMidnight + afterMs
        : 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
