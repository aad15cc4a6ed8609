import { type Privilege, privileges } from '@osm5/shared/auth/privileges';

/** Privileges grouped by their resource (`members:read` → `members`), in the shared list's order. */
export function privilegeGroups(list: readonly Privilege[] = privileges): [string, Privilege[]][] {
  const groups = new Map<string, Privilege[]>();
  for (const privilege of list) {
    const resource = privilege.split(':')[0] ?? privilege;
    groups.set(resource, [...(groups.get(resource) ?? []), privilege]);
  }
  return [...groups];
}

/** Checking a group's box selects all of it; unchecking clears it. */
export function toggleGroup(selected: readonly Privilege[], group: readonly Privilege[], on: boolean): Privilege[] {
  const rest = selected.filter((p) => !group.includes(p));
  return on ? [...rest, ...group] : rest;
}
