import { analyticsDimensions, analyticsMetrics } from '@osm5/shared';
import { type AiPlan, type AiPlanRequest, aiPlanSchema } from '@osm5/shared/ai/plan';
import { z } from 'zod';

/**
 * Asks an OpenAI-compatible endpoint (POST {baseUrl}/chat/completions) for a
 * plan as structured output (`response_format: json_schema`), and validates
 * it with the shared schema. Plain fetch: the `ai` SDK's current major needs
 * Node 22, and one JSON call needs nothing more. Any failure throws a
 * ModelPlanError; the caller falls back to the built-in planner.
 */
export interface ModelSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export class ModelPlanError extends Error {
  constructor(
    readonly reason: 'http' | 'timeout' | 'network' | 'invalid_json' | 'invalid_plan',
    detail: string,
  ) {
    super(`model planner: ${reason}: ${detail}`);
    this.name = 'ModelPlanError';
  }
}

/** The JSON schema the model must answer with: the plan as a client would send it (defaults may be left out). */
const planJsonSchema = z.toJSONSchema(aiPlanSchema, { io: 'input', unrepresentable: 'any' });

/** The products named to a model at most: its prompt stays short. */
const MODEL_PRODUCTS = 100;

function instructions(req: AiPlanRequest): string {
  return [
    'You turn a question about web or short-link analytics into a query description, as JSON matching the schema.',
    'Never write SQL. Use only these metrics and dimensions.',
    `Metrics: ${analyticsMetrics.join(', ')}.`,
    `Dimensions: ${analyticsDimensions.join(', ')} (hour, day, week and month are time buckets).`,
    `The item is ${req.app === 'surl' ? 'a short link (count clicks by default)' : 'a website or app (count visitors by default)'}.`,
    `Now is ${req.now}; the time zone is ${req.timeZone}; weeks start on Monday; ranges are half-open [from, to) as ISO instants with offset. Without a range in the question, use the last 30 days.`,
    'Chart: number (no dimension), line (a time bucket), bar (one dimension), map (country), table (several dimensions or metrics).',
    'Conversions and conversion_rate need a goal. Countries are ISO 3166 alpha-2 codes.',
    'When the question cannot be answered with one such query, answer a refusal with its reason.',
    req.previous
      ? `The previous question's query (a follow-up changes only what it says): ${JSON.stringify(req.previous)}`
      : '',
    req.context?.length ? `Facts the user saved: ${req.context.join(' | ')}` : '',
    req.products?.length
      ? `The item's products, most ordered first (a product filter names one as written here): ${req.products.slice(0, MODEL_PRODUCTS).join(' | ')}`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export async function planWithModel(
  settings: ModelSettings,
  req: AiPlanRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<AiPlan> {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: instructions(req) },
          { role: 'user', content: req.question },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'ai_plan', schema: planJsonSchema } },
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ModelPlanError(timedOut ? 'timeout' : 'network', String(error));
  }
  let body: unknown;
  try {
    if (!response.ok) throw new ModelPlanError('http', `status ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof ModelPlanError) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ModelPlanError(timedOut ? 'timeout' : 'invalid_json', String(error));
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new ModelPlanError('invalid_json', 'no message content');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw new ModelPlanError('invalid_json', String(error));
  }
  // the plan is in the item's zone, whatever the model wrote
  if (json && typeof json === 'object' && 'query' in json && json.query && typeof json.query === 'object') {
    (json.query as Record<string, unknown>).timeZone = req.timeZone;
  }
  const parsed = aiPlanSchema.safeParse(json);
  if (!parsed.success) throw new ModelPlanError('invalid_plan', parsed.error.message.slice(0, 500));
  return parsed.data;
}
