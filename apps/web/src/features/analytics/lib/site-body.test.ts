import { describe, expect, it } from 'vitest';
import { siteBodyOf, validateSite } from './site-body.ts';
import { newSiteValues } from './site-form.ts';

const regional = { currency: 'EUR', timeZone: 'Europe', subTimeZone: 'Europe/Paris' };

describe('validateSite (web)', () => {
  const base = { ...newSiteValues('web', regional), name: 'Shop site', domain: 'https://www.Example.com/about' };

  it('sends the parsed body: the host read from a pasted URL, defaults kept', () => {
    const result = validateSite(base);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      kind: 'web',
      name: 'Shop site',
      domain: 'www.example.com',
      currency: 'EUR',
      subTimeZone: 'Europe/Paris',
      siteSearchParams: ['q', 's', 'search', 'query', 'keyword'],
      uptime: { enabled: false, intervalMinutes: 5 },
    });
  });

  it('names each bad chip by its index and each missing choice by its field', () => {
    const result = validateSite({
      ...base,
      name: 'ab',
      currency: '',
      subTimeZone: '',
      excludedIps: ['10.0.0.0/8', 'not-an-ip'],
      excludedPaths: ['admin'],
      allowedHosts: ['shop example'],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'validation.name_length',
      'excludedIps.1': 'validation.excluded_ip_invalid',
      'excludedPaths.0': 'validation.excluded_path_invalid',
      'allowedHosts.0': 'validation.site_domain_invalid',
    });
    expect(result.errors.currency).toMatch(/^validation\.currency/);
    expect(result.errors.subTimeZone).toMatch(/^validation\.sub_time_zone/);
    expect(result.errors['excludedIps.0']).toBeUndefined();
  });

  it('checks the monitor only when it is on', () => {
    const off = validateSite({ ...base, uptimeEnabled: false, uptimeInterval: '90', uptimeUrl: 'ftp://x' });
    expect(off.ok && off.data.kind === 'web' && off.data.uptime).toEqual({ enabled: false, intervalMinutes: 5 });

    const on = validateSite({ ...base, uptimeEnabled: true, uptimeInterval: '90', uptimeUrl: 'ftp://x' });
    expect(on.ok).toBe(false);
    if (on.ok) return;
    expect(on.errors['uptime.intervalMinutes']).toBe('validation.uptime_interval');
    expect(on.errors['uptime.url']).toBe('validation.url_invalid');

    const blank = validateSite({ ...base, uptimeEnabled: true, uptimeInterval: '' });
    expect(blank.ok ? null : blank.errors['uptime.intervalMinutes']).toBe('validation.uptime_interval');

    const good = validateSite({
      ...base,
      uptimeEnabled: true,
      uptimeInterval: '15',
      uptimeUrl: 'https://example.com/up',
    });
    expect(good.ok && good.data.kind === 'web' && good.data.uptime).toEqual({
      enabled: true,
      intervalMinutes: 15,
      url: 'https://example.com/up',
    });
  });
});

describe('validateSite (mobile)', () => {
  const base = { ...newSiteValues('mobile', regional), name: 'Shop app' };

  it('asks for the platform and the bundle id', () => {
    const result = validateSite(base);
    expect(result.ok ? null : result.errors).toMatchObject({
      platform: 'validation.platform_required',
      bundleId: 'validation.bundle_id_required',
    });
  });

  it('sends no web fields', () => {
    const values = { ...base, platform: 'both' as const, bundleId: 'com.example.shop', domain: 'ignored.example' };
    expect(siteBodyOf(values)).toEqual({
      kind: 'mobile',
      name: 'Shop app',
      ...regional,
      platform: 'both',
      bundleId: 'com.example.shop',
    });
    const result = validateSite(values);
    expect(result.ok && result.data).toEqual({
      kind: 'mobile',
      name: 'Shop app',
      ...regional,
      platform: 'both',
      bundleId: 'com.example.shop',
    });
  });

  it('rejects a bundle id without a dot', () => {
    const result = validateSite({ ...base, platform: 'ios', bundleId: 'shop' });
    expect(result.ok ? null : result.errors.bundleId).toBe('validation.bundle_id_invalid');
  });
});
