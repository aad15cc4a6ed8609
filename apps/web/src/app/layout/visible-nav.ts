import type { Privilege } from '@osm5/shared/auth/privileges';
import { useAppSelector } from '../store/hooks.ts';
import { useCurrentOrg, workspacePrivileges } from '../tenancy/use-current-org.ts';
import { type NavItem, type NavSection, navSections } from './nav-items.ts';

export interface HeldPrivileges {
  org: ReadonlySet<Privilege>;
  /** in the workspace the workspace entries point at */
  workspace: ReadonlySet<Privilege>;
}

const allowed = (item: NavItem, held: HeldPrivileges) =>
  !item.privilege || (item.inWorkspace ? held.workspace : held.org).has(item.privilege);

/** The entries the user may open; sections left empty disappear with them. */
export const visibleSections = (sections: readonly NavSection[], held: HeldPrivileges): NavSection[] =>
  sections
    .map((section) => ({ ...section, items: section.items.filter((item) => allowed(item, held)) }))
    .filter((section) => section.items.length > 0);

/**
 * The sidebar and the horizontal menu show only what the user may open, in the
 * workspace chosen in the top bar (or their default one). Until the privileges
 * arrive, guarded entries stay hidden rather than flash and vanish.
 */
export function useVisibleNavSections(): NavSection[] {
  const current = useCurrentOrg();
  const chosen = useAppSelector((state) => state.context.sBox?.id);
  const workspaceId = chosen ?? current.workspaces.find((w) => w.isDefault)?.id;
  return visibleSections(navSections, {
    org: current.privileges,
    workspace: workspacePrivileges(current, workspaceId),
  });
}
