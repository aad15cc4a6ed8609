import { describe, expect, it } from 'vitest';
import { appendLiteMessages, createLiteSession, isLiteId, liteSession } from './lite-sessions.ts';

describe('Lite sessions', () => {
  it('live in memory under lite- ids and keep their questions and answers in order', () => {
    const session = createLiteSession('analytics', 'site-1', 'Shop');
    expect(isLiteId(session.id)).toBe(true);
    expect(isLiteId('0b1f7c1e-4d0e-4f8e-9a57-3a4f0f2c1d11')).toBe(false);
    appendLiteMessages(session.id, [
      { chatId: null, role: 'user', text: 'how many visitors today?', createdAt: '' },
      { chatId: null, role: 'assistant', text: 'Visitors: 3.', createdAt: '' },
    ]);
    appendLiteMessages(session.id, [{ chatId: null, role: 'user', text: 'and for France only?', createdAt: '' }]);
    expect(liteSession(session.id)?.messages.map((m) => m.text)).toEqual([
      'how many visitors today?',
      'Visitors: 3.',
      'and for France only?',
    ]);
    // an unknown (or reloaded-away) session takes nothing
    appendLiteMessages('lite-gone', [{ chatId: null, role: 'user', text: 'lost', createdAt: '' }]);
    expect(liteSession('lite-gone')).toBeUndefined();
    const other = createLiteSession('surl', 'link-1', 'Link');
    expect(other.messages).toEqual([]);
  });
});
