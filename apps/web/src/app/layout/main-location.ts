import { useLocation } from 'react-router';

/**
 * The address the content on screen belongs to, as an attribute of <main>. The router renders a
 * new address in a transition, after the address bar has changed: tools driving the app through
 * its router (the e2e journeys) wait for this attribute before they read the page.
 */
export function useMainLocation() {
  const { pathname, search } = useLocation();
  return { 'data-location': `${pathname}${search}` };
}
