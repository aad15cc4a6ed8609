import { eventBatchSchema, orderSchema } from '@osm5/shared/analytics/tracking-payload';
import { describe, expect, it } from 'vitest';
import { batchEndpoint, batchExample, mobileSdks, mobileSnippet, sdksFor } from './mobile-snippets.ts';
import { orderSnippet, scriptTag, stubScript, webPlatforms, webSnippet } from './web-snippets.ts';

const origin = 'https://osm5.example';
const id = '0b6f4a8e-6c1d-4a57-9d2e-3f1c2b7a9e10';

describe('web snippets', () => {
  it('is the documented tag: deferred, from this instance, naming the site', () => {
    expect(scriptTag(origin, { id, respectDnt: false })).toBe(
      `<script defer src="https://osm5.example/js/osm5.js" data-site="${id}"></script>`,
    );
  });

  it('asks the script to honour Do-Not-Track when the site does', () => {
    expect(scriptTag(origin, { id, respectDnt: true })).toContain(`data-site="${id}" data-dnt="true"`);
    for (const platform of webPlatforms) {
      expect(webSnippet(platform, origin, { id, respectDnt: true }), platform).toContain('data-dnt');
      expect(webSnippet(platform, origin, { id, respectDnt: false }), platform).not.toContain('data-dnt');
    }
  });

  it('gives every platform the script address and the site id', () => {
    for (const platform of webPlatforms) {
      const code = webSnippet(platform, origin, { id, respectDnt: false });
      expect(code, platform).toContain('https://osm5.example/js/osm5.js');
      expect(code, platform).toContain(id);
    }
    expect(webSnippet('wordpress', origin, { id, respectDnt: false })).toContain('wp_enqueue_script');
    expect(webSnippet('react', origin, { id, respectDnt: false })).toContain("from 'next/script'");
  });

  it('queues calls made before the script ran, orders included', () => {
    type Stub = ((...args: unknown[]) => void) & { q?: ArrayLike<unknown>[]; order: (order: unknown) => void };
    const page = globalThis as { osm5?: Stub };
    try {
      // the stub names the global `osm5`, as a page's scripts do
      new Function('window', stubScript.replace(/<\/?script>/g, ''))(globalThis);
      const osm5 = page.osm5 as Stub;
      osm5('signup', { plan: 'pro' });
      osm5.order({ id: 'A-1', revenue: 1 });
      expect((osm5.q ?? []).map((args) => Array.from(args))).toEqual([
        ['signup', { plan: 'pro' }],
        [{ id: 'A-1', revenue: 1 }],
      ]);
    } finally {
      delete page.osm5;
    }
  });

  it('shows an order the ingestion accepts', () => {
    const literal = orderSnippet('EUR').replace(/^osm5\.order\(/, '(');
    const order = new Function(`return ${literal.replace(/;$/, '')}`)();
    expect(orderSchema.parse(order)).toMatchObject({ id: 'A-1001', revenue: 42.5, currency: 'EUR' });
  });
});

describe('mobile snippets', () => {
  it('shows a batch the ingestion accepts', () => {
    expect(eventBatchSchema.safeParse(batchExample(id, 'EUR')).success).toBe(true);
  });

  it('posts to the batch endpoint of this instance, for this app', () => {
    for (const sdk of mobileSdks) {
      const code = mobileSnippet(sdk, origin, id);
      expect(code, sdk).toContain(id);
      expect(code, sdk).toContain(sdk === 'reactNative' ? origin : batchEndpoint(origin));
    }
    expect(mobileSnippet('ios', origin, id)).toContain('URLSession');
    expect(mobileSnippet('android', origin, id)).toContain('OkHttpClient');
    expect(mobileSnippet('flutter', origin, id)).toContain('package:http/http.dart');
  });

  it('puts the app platform’s SDK first', () => {
    expect(sdksFor('android')[0]).toBe('android');
    expect(sdksFor('ios')[0]).toBe('ios');
    expect(sdksFor('both')).toEqual(['ios', 'android', 'reactNative', 'flutter']);
  });
});
