import { useLocation } from 'react-router';
import { useAppSelector } from '../store/hooks.ts';
import { DEFAULT_SBOX, type NavItem, navSections } from './nav-items.ts';

/**
 * The entry the current page belongs to: the longest entry path that is the
 * page's path or one of its parents, so /d/apps/dashboard lights "Organisation
 * overview" and not also "Apps dashboard".
 */
export const activeNavPath = (pathname: string, paths: readonly string[]): string | undefined =>
  paths
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .reduce<string | undefined>((best, to) => (best && best.length >= to.length ? best : to), undefined);

/**
 * The current entry's path: the entry that owns the page (an area's page of
 * any workspace, or outside the area's own path), else the one above it.
 */
export const activeNavTarget = (
  pathname: string,
  items: readonly NavItem[],
  target: (item: NavItem) => string,
): string | undefined => {
  const owner = items.find((item) => item.owns?.test(pathname));
  return owner ? target(owner) : activeNavPath(pathname, items.map(target));
};

/** Resolves nav entries to paths for the workspace chosen in the top bar, and tells which one is current. */
export const useNavTarget = () => {
  const sBoxID = useAppSelector((state) => state.context.sBox?.id) ?? DEFAULT_SBOX;
  const { pathname } = useLocation();
  const target = (item: NavItem) => item.to(sBoxID);
  const active = activeNavTarget(
    pathname,
    navSections.flatMap((s) => s.items),
    target,
  );
  return { target, isSelected: (item: NavItem) => target(item) === active };
};
