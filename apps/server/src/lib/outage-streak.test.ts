import { describe, expect, it } from 'vitest';
import { OutageStreak } from './outage-streak.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('OutageStreak', () => {
  it("logs an outage's first failure, counts the rest, and reports their number at the first success", () => {
    const streak = new OutageStreak();
    expect(streak.succeeded()).toBe(0);
    expect(streak.failed(refused())).toBe(true);
    expect(streak.failed(refused())).toBe(false);
    expect(streak.failed(refused())).toBe(false);
    expect(streak.succeeded()).toBe(3);
    expect(streak.succeeded()).toBe(0);
    // the next outage is logged again
    expect(streak.failed(refused())).toBe(true);
  });

  it('logs every other failure each time', () => {
    const streak = new OutageStreak();
    expect(streak.failed(new Error('duplicate key'))).toBe(true);
    expect(streak.failed(new Error('duplicate key'))).toBe(true);
    expect(streak.succeeded()).toBe(0);
  });
});
