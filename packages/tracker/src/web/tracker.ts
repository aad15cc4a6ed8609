import type { Order, WebEvent, WebEventKind } from '@osm5/shared/analytics/tracking-payload';
import { linkKind } from './link-kind.ts';
import { observeVitals, type Vitals } from './vitals.ts';

/**
 * The web tracking script, served as /js/osm5.js (see packages/tracker/README.md
 * for the snippet and the API). Every byte ships to every visitor of every
 * tracked site and the whole must stay under 1.5 KB gzipped: one `send`, short
 * aliases, no classes. No cookies, no storage writes; the server derives the
 * visitor, session, country and device itself.
 */

type Props = WebEvent['p'];
/** `osm5(name, props?)` records a custom event; `osm5.order(order)` (the same function given an object) an order. */
interface Osm5 {
  (name: string | Order, props?: Props): void;
  order: Osm5;
  /** calls made through the page's stub before this script ran */
  q?: [string | Order, Props?][];
}

((w: Window & { osm5?: Osm5 }, d: Document, loc: Location, nav: Navigator & { globalPrivacyControl?: boolean }) => {
  const script = d.currentScript as HTMLScriptElement | null;
  const data = script?.dataset;
  const site = data?.site;
  if (!site) return;
  // an origin, with or without a trailing slash
  const api = new URL('/api/event', data.api || script!.src).href;
  const hash = data.hash === 'true';
  let off = data.dnt === 'true' && (nav.doNotTrack === '1' || !!nav.globalPrivacyControl);
  try {
    // the visitor's (or the site owner's) own opt-out: localStorage.osm5_ignore = 'true'
    off ||= localStorage.osm5_ignore === 'true';
  } catch {}
  const now = Date.now;
  const on = (target: EventTarget, type: string, listener: (event: never) => void) =>
    target.addEventListener(type, listener as EventListener);
  const url = () => (hash ? loc.href : loc.href.split('#')[0]!);

  const send = (e: WebEventKind, extra?: Partial<WebEvent>) => {
    if (off) return;
    const body = JSON.stringify({ s: site, e, u: url(), ...extra });
    // sendBeacon outlives the page; a string body goes as text/plain, so no CORS preflight
    nav.sendBeacon?.(api, body) || fetch(api, { method: 'POST', body, keepalive: true }).catch(() => {});
  };

  // the page view being watched: its URL, deepest scroll, engaged time
  const first = url();
  let last = '';
  let referrer: string | undefined = d.referrer || undefined;
  let depth = 0;
  let engaged = 0;
  let visibleSince = d.hidden ? 0 : now();

  const scroll = () => {
    depth = Math.max(
      depth,
      Math.min(100, Math.round(((scrollY + innerHeight) * 100) / (d.documentElement.scrollHeight || 1))),
    );
  };

  /** Sends the engaged time of the current page view since the last send, when it is a second or more. */
  const end = () => {
    const t = now();
    if (visibleSince) engaged += t - visibleSince;
    visibleSince = d.hidden ? 0 : t;
    scroll();
    if (engaged >= 1000) send('engagement', { u: last, d: depth, g: engaged });
    engaged = 0;
  };

  const page = () => {
    const u = url();
    if (u === last) return;
    if (last) {
      end();
      depth = 0;
    }
    last = u;
    send('pageview', { r: referrer, t: d.title, w: screen.width });
    referrer = undefined;
  };

  const vitals: Vitals = {};
  let vitalsSent = 0;
  observeVitals(vitals);
  const hide = () => {
    end();
    // once per page load, for the URL it loaded
    if (!vitalsSent) for (const n in vitals) send('vital', { u: first, n, v: vitals[n] });
    vitalsSent = 1;
  };

  const click = (event: MouseEvent) => {
    const a = (event.target as Element).closest?.('a');
    const kind = a && event.button < 2 && linkKind(a, loc.host);
    if (kind) send(kind, { h: a.href });
  };

  const osm5 = ((name, p) =>
    typeof name === 'object' ? send('ecommerce', { o: name }) : send('custom', { n: name, p })) as Osm5;
  osm5.order = osm5;
  const queued = w.osm5?.q;
  w.osm5 = osm5;

  const history = w.history;
  const pushState = history.pushState;
  history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    page();
  };
  on(w, 'popstate', page);
  if (hash) on(w, 'hashchange', page);
  on(w, 'scroll', scroll);
  on(d, 'click', click);
  on(d, 'auxclick', click);
  on(d, 'visibilitychange', () => {
    if (d.hidden) hide();
    else visibleSince = now();
  });
  on(w, 'pagehide', hide);

  page();
  for (const args of queued || []) osm5(...args);
})(window, document, location, navigator);
