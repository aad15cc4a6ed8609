import type { AuditEntryView } from '@osm5/shared/schemas/workspaces';
import type { TFunction } from 'i18next';
import type { ActivityEntry } from '../../../components/activity-list.tsx';

/**
 * The entry with its action already worded by this feature: the shared
 * ActivityList falls back to the action text when `ui.actions` has no entry.
 */
export const auditLineOf = (t: TFunction, entry: AuditEntryView): ActivityEntry => ({
  ...entry,
  action: t(`links.audit.${entry.action.replace(/\./g, '_')}`, { defaultValue: entry.action }),
});
