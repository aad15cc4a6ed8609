import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Above every page: a page opened from a link starts at its top, and back or forward returns to
 * where it was left. Positions are kept by path, so a change of the address's query alone (a
 * filter, a sort, a period, the next page of a list) leaves the page where it is.
 */
export function RootRoute() {
  return (
    <>
      <ScrollRestoration getKey={(location) => location.pathname} />
      <Outlet />
    </>
  );
}
