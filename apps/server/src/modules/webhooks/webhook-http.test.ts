import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from './webhook-http.ts';
import { startReceiver } from './webhook-receiver.test-helper.ts';

describe('postWebhook', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const options = (allowPrivate: boolean) => ({ dnsServers: [], allowPrivate, timeoutMs: 2_000 });

  it('refuses private, loopback and link-local addresses unless allowed, sending nothing', async () => {
    for (const url of [receiver.url, 'http://10.0.0.1/h', 'http://169.254.169.254/latest', 'http://[::1]/h']) {
      const outcome = await postWebhook(url, '{}', {}, options(false));
      expect(outcome).toMatchObject({ ok: false, status: null, error: 'private address refused' });
    }
    // a name is resolved through the guarded lookup: localhost has no address it may use
    const named = await postWebhook(receiver.url.replace('127.0.0.1', 'localhost'), '{}', {}, options(false));
    expect(named).toMatchObject({ ok: false, status: null });
    expect(receiver.received).toHaveLength(0);
  });

  it('posts the JSON with its headers and keeps the answer; a non-2xx is a failure', async () => {
    const ok = await postWebhook(receiver.url, '{"a":1}', { 'osm5-event': 'ping' }, options(true));
    expect(ok).toMatchObject({ ok: true, status: 200, body: 'ok', error: null });
    expect(receiver.received[0]?.headers).toMatchObject({ 'content-type': 'application/json', 'osm5-event': 'ping' });
    receiver.answer(302, 'moved');
    const moved = await postWebhook(receiver.url, '{}', {}, options(true));
    expect(moved).toMatchObject({ ok: false, status: 302, body: 'moved' });
  });

  it('says why when nothing answers', async () => {
    const refused = await postWebhook('http://127.0.0.1:1/h', '{}', {}, options(true));
    expect(refused).toMatchObject({ ok: false, status: null, error: 'ECONNREFUSED' });
  });
});
