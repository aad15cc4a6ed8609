import { describe, expect, it } from 'vitest';
import { walPosition, walText } from './replicas.ts';

describe('WAL positions', () => {
  it('reads PostgreSQL’s text form as one ordered number and writes it back', () => {
    expect(walPosition('0/3000000')).toBe(0x3000000n);
    expect(walPosition('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(walPosition('1/0') > walPosition('0/FFFFFFFF')).toBe(true);
    expect(walText(walPosition('16/B374D848'))).toBe('16/B374D848');
    expect(walText(0xffffffffffffffffn)).toBe('FFFFFFFF/FFFFFFFF');
  });

  it('takes anything else (no cookie, a forged one, a standby that replays nothing) as position 0', () => {
    for (const text of [undefined, null, '', 'x/1', '1/2/3', '123456789/0', '0/1; drop'])
      expect(walPosition(text)).toBe(0n);
  });
});
