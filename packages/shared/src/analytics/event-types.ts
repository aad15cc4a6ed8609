/**
 * What one stored event can be. One store holds link clicks, web events and
 * mobile events, so the server's writer, the tracker and the reports all read
 * these lists from here.
 */
export const eventTypes = [
  'click',
  'pageview',
  'screenview',
  'custom',
  'outbound',
  'download',
  'site_search',
  'vital',
  'ecommerce',
  'uptime_check',
  // a page left: its scroll depth and engaged time (the web tracker sends one per pageview)
  'engagement',
] as const;
export type EventType = (typeof eventTypes)[number];

/** How the visitor arrived: a short link, its QR code, a bio profile, the web tracker or a mobile SDK. */
export const eventTriggers = ['link', 'qr', 'profile', 'web', 'mobile'] as const;
export type EventTrigger = (typeof eventTriggers)[number];
