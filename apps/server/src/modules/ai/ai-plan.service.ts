import { understoodOf } from '@osm5/shared/ai/writer-understood';
import type { AiPlanAnswer, aiPlanBodySchema } from '@osm5/shared/schemas/ai';
import type { z } from 'zod';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findWorkspace, loadAccessFacts } from '../organizations/access.repository.ts';
import {
  canSeeWorkspace,
  type OrgAccess,
  orgAccessOf,
  type WorkspaceFacts,
  workspaceAccessOf,
} from '../organizations/access.ts';
import { canRead, itemNotFound } from './ai-access.ts';
import { type AiItem, activeOrgIds, findItemAnywhere } from './ai-item.repository.ts';
import { knownProductsOf } from './ai-products.ts';
import type { Planner } from './planner.ts';

/**
 * POST /api/ai/plan: planning on its own, checkable without a conversation.
 * With an item, the caller must use OSM5GPT in its workspace and read it (else
 * 404, as for an item that does not exist), and the item's zone is the
 * default; without one, the caller must hold ai:use somewhere.
 */
type PlanBody = z.output<typeof aiPlanBodySchema>;

export interface PlanDeps {
  db: Database;
  events: EventStore;
  planner: Planner;
}

/** The item, when the caller may ask OSM5GPT about it (else 404). */
async function checkedItem(db: Database, userId: string, body: PlanBody & { itemId: string }): Promise<AiItem> {
  const item = await findItemAnywhere(db, body.app, body.itemId);
  if (!item) throw itemNotFound();
  const facts = await loadAccessFacts(db, item.orgId, userId);
  if (facts?.membership.status !== 'active') throw itemNotFound();
  const org = orgAccessOf(item.orgId, userId, facts);
  const workspace = await findWorkspace(db, item.orgId, item.workspaceId);
  if (!workspace || !canSeeWorkspace(org, facts, workspace)) throw itemNotFound();
  const access = workspaceAccessOf(org, facts, workspace);
  if (!access.privileges.has('ai:use') || !canRead(access, body.app)) throw itemNotFound();
  return item;
}

/** Whether the user holds ai:use in an organisation, through its role or a workspace or team role. */
async function usesAiSomewhere(db: Database, userId: string): Promise<boolean> {
  for (const orgId of await activeOrgIds(db, userId)) {
    const facts = await loadAccessFacts(db, orgId, userId);
    if (!facts) continue;
    const org: OrgAccess = orgAccessOf(orgId, userId, facts);
    if (org.privileges.has('ai:use')) return true;
    for (const grant of [...facts.workspaceRoles, ...facts.teamRoles]) {
      const workspace = { id: grant.workspaceId } as WorkspaceFacts;
      if (workspaceAccessOf(org, facts, workspace).privileges.has('ai:use')) return true;
    }
  }
  return false;
}

export async function planForCaller(
  deps: PlanDeps,
  userId: string,
  body: PlanBody,
  now = new Date(),
): Promise<AiPlanAnswer> {
  let timeZone = body.timeZone ?? 'UTC';
  let products: string[] = [];
  if (body.itemId) {
    const item = await checkedItem(deps.db, userId, { ...body, itemId: body.itemId });
    timeZone = body.timeZone ?? item.timeZone;
    products = await knownProductsOf(deps.events, item, now);
  } else if (!(await usesAiSomewhere(deps.db, userId))) {
    throw new AppError('ACCESS_DENIED', { message: 'This needs the ai:use privilege.' });
  }
  const { planner: _planner, ...plan } = await deps.planner.plan({
    question: body.question,
    app: body.app,
    now: body.now ?? now.toISOString(),
    timeZone,
    language: body.language,
    previous: body.previous,
    products,
  });
  if (plan.kind === 'refusal') return { ...plan, understood: null };
  const query = { ...plan.query, timeZone };
  return { ...plan, query, understood: understoodOf(query) };
}
