import { describe, expect, it } from 'vitest';
import { VersionWatch } from './version-watch.ts';

describe('version watch', () => {
  it('reports nothing missed when every message arrives, in any order', () => {
    const watch = new VersionWatch(10);
    watch.received(12);
    expect(watch.checked(12)).toBe(false);
    watch.received(11);
    expect(watch.checked(12)).toBe(false);
    expect(watch.checked(13)).toBe(false);
    watch.received(13);
    expect(watch.checked(13)).toBe(false);
  });

  it('gives a message in flight one reading to arrive, and reports it missed at the next', () => {
    const watch = new VersionWatch(0);
    expect(watch.checked(1)).toBe(false);
    expect(watch.checked(1)).toBe(true);
    // once reported, the lost number is not reported again
    expect(watch.checked(1)).toBe(false);
  });

  it('reports a gap between two received messages', () => {
    const watch = new VersionWatch(0);
    watch.received(1);
    watch.received(3);
    expect(watch.checked(3)).toBe(false);
    expect(watch.checked(3)).toBe(true);
    watch.received(4);
    expect(watch.checked(4)).toBe(false);
  });

  it('starts over when the counter goes backwards (Redis lost its data)', () => {
    const watch = new VersionWatch(50);
    expect(watch.checked(0)).toBe(true);
    watch.received(1);
    expect(watch.checked(1)).toBe(false);
    expect(watch.checked(1)).toBe(false);
  });
});
