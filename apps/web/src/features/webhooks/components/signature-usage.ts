/** How a receiver checks a delivery, shown under a webhook's secret. */
export const SIGNATURE_USAGE = 'OSM5-Signature: t=…,v1=HMAC-SHA256(secret, t + "." + body)';
