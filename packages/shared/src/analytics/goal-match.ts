import type { EventType } from './event-types.ts';
import type { Goal } from './query.ts';

/** What a goal reads of one event: the stored columns the engine's goal condition reads. */
export interface GoalEvent {
  type: EventType;
  /** the page's path (web) or the screen's name (app) */
  path: string;
  /** a custom event's name */
  eventName: string;
  /** a custom event's properties: the stored JSON text ('' for none) or the object itself */
  props: string | Readonly<Record<string, unknown>>;
  /** an order's revenue */
  revenue: number;
}

const isView = (type: EventType) => type === 'pageview' || type === 'screenview';

function propsOf(props: GoalEvent['props']): Readonly<Record<string, unknown>> | null {
  if (typeof props !== 'string') return props;
  if (props === '') return null;
  try {
    const parsed: unknown = JSON.parse(props);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A custom event's property equal to the text: a string equal to it, or a number or boolean written so. */
function propertyIs(props: GoalEvent['props'], property: { key: string; value: string }): boolean {
  const v = propsOf(props)?.[property.key];
  if (typeof v === 'string') return v === property.value;
  return (typeof v === 'number' || typeof v === 'boolean') && String(v) === property.value;
}

/**
 * Whether one event reaches a goal, exactly as the engine counts it
 * (metric-sql.ts goalCondition): a page or screen view of the path (exact, or
 * a prefix when the path ends in `*`); a custom event of the name (and, when
 * the goal names a property, holding its value); an order (of at least
 * `minRevenue` when given). Pure, so the webhooks of conversions, the
 * reports' oracle and anything else decide alike.
 */
export function goalMatches(goal: Goal, event: GoalEvent): boolean {
  switch (goal.kind) {
    case 'page':
      return (
        isView(event.type) &&
        (goal.path.endsWith('*') ? event.path.startsWith(goal.path.slice(0, -1)) : event.path === goal.path)
      );
    case 'event':
      return (
        event.type === 'custom' &&
        event.eventName === goal.name &&
        (!goal.property || propertyIs(event.props, goal.property))
      );
    case 'order':
      return event.type === 'ecommerce' && event.revenue >= (goal.minRevenue ?? 0);
  }
}
