import type { AiApp } from '@osm5/shared/ai/plan';
import { AppError } from '../../errors.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';

/** The privilege that reads an application's items: an answer reads the item's events. */
export const readPrivilegeOf = (app: AiApp): 'links:read' | 'analytics:read' =>
  app === 'surl' ? 'links:read' : 'analytics:read';

export const canRead = (access: WorkspaceAccess, app: AiApp) => access.privileges.has(readPrivilegeOf(app));

export function assertCanRead(access: WorkspaceAccess, app: AiApp): void {
  const privilege = readPrivilegeOf(app);
  if (!access.privileges.has(privilege)) {
    throw new AppError('ACCESS_DENIED', { message: `This needs the ${privilege} privilege.` });
  }
}

/** The spec's message for a missing session or chat id (another member's or tenant's included). */
export const sessionNotFound = () => new AppError('AI_SESSION_NOT_FOUND');

export const itemNotFound = () => new AppError('NOT_FOUND', { message: 'This link or site does not exist.' });

/** A question's title: its first line, at most 80 characters. */
export function titleOf(question: string): string {
  const line = question.split('\n')[0]?.trim() ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
