import type { AiPlanRequest, AiPlanResult } from '@osm5/shared/ai/plan';
import { planQuestion } from '@osm5/shared/ai/planner/index';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { ModelPlanError, planWithModel } from './model-planner.ts';

/**
 * The planner the server uses: the built-in one (offline, deterministic), or
 * a model when AI_BASE_URL and AI_MODEL are set, falling back to the built-in
 * plan on an error, an invalid answer or a time-out. The language is always
 * the built-in planner's reading (or the one asked for).
 */
export interface Planner {
  plan(req: AiPlanRequest): Promise<AiPlanResult & { planner: 'builtin' | 'model' }>;
}

export function createPlanner(
  ai: Config['ai'],
  log: Pick<FastifyBaseLogger, 'warn'>,
  fetchImpl: typeof fetch = fetch,
): Planner {
  const { baseUrl, model } = ai;
  return {
    async plan(req) {
      const builtin = planQuestion(req);
      if (!baseUrl || !model) return { ...builtin, planner: 'builtin' };
      try {
        const plan = await planWithModel(
          { baseUrl, model, apiKey: ai.apiKey, timeoutMs: ai.timeoutMs },
          req,
          fetchImpl,
        );
        return { ...plan, language: builtin.language, planner: 'model' };
      } catch (error) {
        const reason = error instanceof ModelPlanError ? error.reason : 'error';
        log.warn({ err: error, reason }, 'model planner failed: using the built-in plan');
        return { ...builtin, planner: 'builtin' };
      }
    },
  };
}
