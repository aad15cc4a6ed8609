import { isBackEndUnavailable } from './back-end-unavailable.ts';

/**
 * The failures in a row of something retried on a timer (a scheduled job, the
 * click totals' flush) while a back end cannot be reached: the first of an
 * outage is to be logged with its error, the next ones only counted, and the
 * first success after them reports their number, so that a minute's outage
 * is two lines in the log rather than sixty. Any other failure is logged
 * each time.
 */
export class OutageStreak {
  private failures = 0;

  /** Whether this failure is to be logged: any failure but a repeat within one outage. */
  failed(error: unknown): boolean {
    if (!isBackEndUnavailable(error)) return true;
    return this.failures++ === 0;
  }

  /** How many failures the outage that just ended had (0: there was none). */
  succeeded(): number {
    const failures = this.failures;
    this.failures = 0;
    return failures;
  }
}
