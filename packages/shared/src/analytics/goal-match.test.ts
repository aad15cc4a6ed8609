import { describe, expect, it } from 'vitest';
import { type GoalEvent, goalMatches } from './goal-match.ts';

const event = (patch: Partial<GoalEvent>): GoalEvent => ({
  type: 'pageview',
  path: '/',
  eventName: '',
  props: '',
  revenue: 0,
  ...patch,
});

describe('goalMatches', () => {
  describe('page goal', () => {
    it('matches a view of the exact path only', () => {
      const goal = { kind: 'page', path: '/thanks' } as const;
      expect(goalMatches(goal, event({ path: '/thanks' }))).toBe(true);
      expect(goalMatches(goal, event({ type: 'screenview', path: '/thanks' }))).toBe(true);
      expect(goalMatches(goal, event({ path: '/thanks/more' }))).toBe(false);
      expect(goalMatches(goal, event({ path: '/Thanks' }))).toBe(false);
      expect(goalMatches(goal, event({ path: '/' }))).toBe(false);
    });

    it('matches a view under a prefix ending in *', () => {
      const goal = { kind: 'page', path: '/blog/*' } as const;
      expect(goalMatches(goal, event({ path: '/blog/' }))).toBe(true);
      expect(goalMatches(goal, event({ path: '/blog/a/b' }))).toBe(true);
      expect(goalMatches(goal, event({ path: '/blog' }))).toBe(false);
      expect(goalMatches(goal, event({ path: '/about' }))).toBe(false);
    });

    it('is reached by views only, not by other events on the page', () => {
      const goal = { kind: 'page', path: '/thanks' } as const;
      for (const type of ['custom', 'engagement', 'outbound', 'site_search', 'ecommerce', 'vital'] as const) {
        expect(goalMatches(goal, event({ type, path: '/thanks' }))).toBe(false);
      }
    });
  });

  describe('event goal', () => {
    const goal = { kind: 'event', name: 'signup' } as const;

    it('matches a custom event of the name, whatever its properties', () => {
      expect(goalMatches(goal, event({ type: 'custom', eventName: 'signup' }))).toBe(true);
      expect(goalMatches(goal, event({ type: 'custom', eventName: 'signup', props: '{"plan":"pro"}' }))).toBe(true);
      expect(goalMatches(goal, event({ type: 'custom', eventName: 'Signup' }))).toBe(false);
      expect(goalMatches(goal, event({ type: 'custom', eventName: 'login' }))).toBe(false);
      // a page named like the event is no event
      expect(goalMatches(goal, event({ type: 'pageview', eventName: 'signup' }))).toBe(false);
    });

    it('with a property: only when it holds the value (text, or a number or boolean written so)', () => {
      const withPlan = { kind: 'event', name: 'signup', property: { key: 'plan', value: 'pro' } } as const;
      const signup = (props: GoalEvent['props']) => event({ type: 'custom', eventName: 'signup', props });
      expect(goalMatches(withPlan, signup('{"plan":"pro","seats":3}'))).toBe(true);
      expect(goalMatches(withPlan, signup({ plan: 'pro' }))).toBe(true);
      expect(goalMatches(withPlan, signup('{"plan":"free"}'))).toBe(false);
      expect(goalMatches(withPlan, signup('{"plan":"Pro"}'))).toBe(false);
      expect(goalMatches(withPlan, signup('{"tier":"pro"}'))).toBe(false);
      expect(goalMatches(withPlan, signup(''))).toBe(false);
      expect(goalMatches(withPlan, signup('not json'))).toBe(false);
      expect(goalMatches(withPlan, signup('["pro"]'))).toBe(false);
      expect(goalMatches(withPlan, signup({ plan: ['pro'] }))).toBe(false);
      const seats = { kind: 'event', name: 'signup', property: { key: 'seats', value: '3' } } as const;
      expect(goalMatches(seats, signup({ seats: 3 }))).toBe(true);
      expect(goalMatches(seats, signup('{"seats":"3"}'))).toBe(true);
      expect(goalMatches(seats, signup({ seats: 3.5 }))).toBe(false);
      const trial = { kind: 'event', name: 'signup', property: { key: 'trial', value: 'true' } } as const;
      expect(goalMatches(trial, signup({ trial: true }))).toBe(true);
      expect(goalMatches(trial, signup({ trial: false }))).toBe(false);
      expect(goalMatches(trial, signup({ trial: null }))).toBe(false);
    });
  });

  describe('order goal', () => {
    it('matches any order without a minimum', () => {
      const goal = { kind: 'order' } as const;
      expect(goalMatches(goal, event({ type: 'ecommerce', revenue: 0 }))).toBe(true);
      expect(goalMatches(goal, event({ type: 'ecommerce', revenue: 12.5 }))).toBe(true);
      expect(goalMatches(goal, event({ type: 'custom', eventName: 'purchase', revenue: 12.5 }))).toBe(false);
    });

    it('with a minimum revenue: orders of at least that much', () => {
      const goal = { kind: 'order', minRevenue: 50 } as const;
      expect(goalMatches(goal, event({ type: 'ecommerce', revenue: 50 }))).toBe(true);
      expect(goalMatches(goal, event({ type: 'ecommerce', revenue: 120 }))).toBe(true);
      expect(goalMatches(goal, event({ type: 'ecommerce', revenue: 49.99 }))).toBe(false);
      expect(goalMatches({ kind: 'order', minRevenue: 0 }, event({ type: 'ecommerce', revenue: 0 }))).toBe(true);
    });
  });
});
