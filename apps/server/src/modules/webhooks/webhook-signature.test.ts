import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhook, webhookSecretPrefix } from './webhook-signature.ts';

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const body = '{"type":"ping"}';

  it('signs the timestamp and the body with HMAC-SHA256 (a known vector)', () => {
    // echo -n '1700000000.{"type":"ping"}' | openssl dgst -sha256 -hmac whsec_test
    expect(signWebhook(secret, body, 1_700_000_000)).toBe(
      't=1700000000,v1=bc08c591847b765241711bcbe7067e3869a219e424d3fdd9d00b3b6f915baf97',
    );
  });

  it('verifies its own signature, and refuses another body, secret or an old timestamp', () => {
    const header = signWebhook(secret, body, 1_700_000_000);
    expect(verifyWebhook(secret, body, header, 1_700_000_100)).toBe(true);
    expect(verifyWebhook(secret, `${body} `, header, 1_700_000_100)).toBe(false);
    expect(verifyWebhook('whsec_other', body, header, 1_700_000_100)).toBe(false);
    expect(verifyWebhook(secret, body, header, 1_700_000_000 + 301)).toBe(false);
    expect(verifyWebhook(secret, body, 'v1=abc', 1_700_000_000)).toBe(false);
  });

  it('makes distinct secrets with a visible prefix', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
    expect(webhookSecretPrefix(a)).toBe(a.slice(0, 12));
  });
});
