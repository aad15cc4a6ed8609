import type { TFunction } from 'i18next';

/** A reason of `evaluateLink` ("language:fr", "rule:0", "ip:blocked") as a sentence. */
export const reasonText = (t: TFunction, reason: string): string => {
  const [what = '', ...rest] = reason.split(':');
  const value = rest.join(':');
  if (what === 'rule' || (what === 'rotation' && /^\d+$/.test(value))) {
    return t(`links.preview.reasons.${what}`, { n: Number(value) + 1 });
  }
  if (what === 'ip' || what === 'app' || (what === 'rotation' && value)) {
    return t(`links.preview.reasons.${what}_${value}`, { defaultValue: reason });
  }
  return t(`links.preview.reasons.${what}`, { value, defaultValue: reason });
};
