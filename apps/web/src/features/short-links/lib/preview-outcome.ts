import { type EvaluableLink, evaluateLink, type LinkOutcome } from '@osm5/shared/links/evaluate-link';
import type { LinkTargeting } from '@osm5/shared/links/link-rules';
import { validateLink } from './link-body.ts';
import type { LinkFormValues } from './link-form.ts';
import { type VisitorForm, visitorOf } from './visitor-form.ts';

export type PreviewOutcome = LinkOutcome | { outcome: 'incomplete' };

/**
 * What the redirect server would answer this visitor, from the form as it
 * stands: the same schema and the same `evaluateLink` the server runs.
 */
export const previewOutcome = (
  values: LinkFormValues,
  visitorForm: VisitorForm,
  saved?: { id: string; clicks: number },
  now: Date = new Date(),
): PreviewOutcome => {
  const parsed = validateLink(values, { isNew: false });
  if (!parsed.ok) return { outcome: 'incomplete' };
  const body = parsed.data;
  const link: EvaluableLink = {
    ...({ kind: body.kind, rules: body.rules } as LinkTargeting),
    id: saved?.id ?? 'preview',
    status: body.status,
    expiresAt: body.expiresAt ?? undefined,
    maxClicks: body.maxClicks ?? undefined,
    clicks: saved?.clicks ?? 0,
    expiredUrl: body.expiredUrl ?? undefined,
    timeZone: body.timeZone,
    utm: body.utm ?? undefined,
  };
  const { visitor, at } = visitorOf(visitorForm, now);
  return evaluateLink(link, visitor, at);
};
