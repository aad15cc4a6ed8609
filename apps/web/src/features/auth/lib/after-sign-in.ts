import type { Tenant, VisibleWorkspace } from '@osm5/shared/schemas/tenancy';

export const HOME_PATH = '/d/apps';
export const NO_ENTERPRISE_PATH = '/auth/enterprise/empty';
export const NO_WORKSPACE_PATH = '/auth/sbox/empty';

/** Only our own signed-in areas are valid targets of ?next= (no other site, no auth page loop). */
export const safeNext = (next: string | null | undefined): string =>
  next && /^\/(d|settings)(\/|\?|$)/.test(next) ? next : HOME_PATH;

/** The first organisation, and in it the default workspace (or the first one the user sees). */
export const pickContext = (tenents: Tenant[], sBoxs: VisibleWorkspace[]) => ({
  enterprise: tenents[0] ?? null,
  sBox: sBoxs.find((w) => w.isDefault && w.enabled) ?? sBoxs.find((w) => w.enabled) ?? sBoxs[0] ?? null,
});

export const destinationOf = (context: ReturnType<typeof pickContext>, next: string | null | undefined): string => {
  if (!context.enterprise) return NO_ENTERPRISE_PATH;
  if (!context.sBox) return NO_WORKSPACE_PATH;
  return safeNext(next);
};

/** Human wait for a Retry-After in seconds: whole minutes past one minute. */
export const waitOf = (seconds: number): { unit: 'seconds' | 'minutes'; count: number } =>
  seconds < 60
    ? { unit: 'seconds', count: Math.max(1, Math.ceil(seconds)) }
    : { unit: 'minutes', count: Math.ceil(seconds / 60) };
