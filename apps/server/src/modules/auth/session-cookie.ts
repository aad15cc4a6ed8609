/** The session cookie: its name and lifetimes, shared by the session plugin and the sign-in route. */
export const SESSION_COOKIE = 'osm5_session';

/** "remember me": 30 days, sliding with use */
export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** a browser-session cookie still ends on the server after a day without use */
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt (and the sliding expiry) is written at most this often */
export const TOUCH_INTERVAL_MS = 60 * 1000;

export const sessionLifetimeMs = (persistent: boolean) => (persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS);
