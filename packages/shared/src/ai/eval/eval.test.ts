import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { planQuestion } from '../planner/index.ts';
import { arHoldout } from './holdout.ar.ts';
import { enHoldout } from './holdout.en.ts';
import { frHoldout } from './holdout.fr.ts';
import { zhHoldout } from './holdout.zh.ts';
import { arHoldout2, enHoldout2, frHoldout2, zhHoldout2 } from './holdout2.ts';
import { arHoldout3, enHoldout3, frHoldout3, zhHoldout3 } from './holdout3.ts';
import { arHoldout4, enHoldout4, frHoldout4, zhHoldout4 } from './holdout4.ts';
import { arHoldout5, enHoldout5, frHoldout5, zhHoldout5 } from './holdout5.ts';
import { arHoldout6, enHoldout6, frHoldout6, zhHoldout6 } from './holdout6.ts';
import { arHoldout7, enHoldout7, frHoldout7, zhHoldout7 } from './holdout7.ts';
import { arHoldout8, enHoldout8, frHoldout8, zhHoldout8 } from './holdout8.ts';
import { actual, expected } from './normalise.ts';
import { ar } from './questions.ar.ts';
import { en } from './questions.en.ts';
import { fr } from './questions.fr.ts';
import { zh } from './questions.zh.ts';
import type { EvalSet } from './types.ts';

/**
 * The planning evaluation set: every question planned with its set's "now"
 * and zone (or its own), compared exactly (normalise.ts) with the plan it
 * must give. Prints the exact-match accuracy per set, category and
 * language, and fails under 95% overall. The held-out sets were written
 * after the planner was tuned on the previous ones; the score each had on its
 * first run, before the fixes it led to, is written at its top (together:
 * 366 of 469, 78.0%).
 */
const tuned = [en, fr, ar, zh];
/**
 * Held-out rounds: the first written after the planner was tuned on `tuned`,
 * each next one after the fixes the previous one led to.
 */
const rounds: [string, EvalSet[]][] = [
  ['tuned', tuned],
  ['held-out', [enHoldout, frHoldout, arHoldout, zhHoldout]],
  ['held-out 2', [enHoldout2, frHoldout2, arHoldout2, zhHoldout2]],
  ['held-out 3', [enHoldout3, frHoldout3, arHoldout3, zhHoldout3]],
  ['held-out 4', [enHoldout4, frHoldout4, arHoldout4, zhHoldout4]],
  ['held-out 5', [enHoldout5, frHoldout5, arHoldout5, zhHoldout5]],
  ['held-out 6', [enHoldout6, frHoldout6, arHoldout6, zhHoldout6]],
  ['held-out 7', [enHoldout7, frHoldout7, arHoldout7, zhHoldout7]],
  ['held-out 8', [enHoldout8, frHoldout8, arHoldout8, zhHoldout8]],
];

interface Outcome {
  set: string;
  language: string;
  cat: string;
  q: string;
  ok: boolean;
  want: unknown;
  got: unknown;
}

function run(): Outcome[] {
  return rounds.flatMap(([round, sets]) =>
    sets.flatMap((set) =>
      set.cases.map((c) => {
        const now = c.now ?? set.now;
        const tz = c.tz ?? set.tz;
        const result = planQuestion({
          question: c.q,
          app: c.app ?? 'analytics',
          now,
          timeZone: tz,
          ...(c.prev ? { previous: c.prev as never } : {}),
          ...(c.context ? { context: c.context } : {}),
        });
        const want = expected(c, now, tz);
        const got = actual(result, tz);
        return { set: round, language: set.language, cat: c.cat, q: c.q, ok: isDeepStrictEqual(want, got), want, got };
      }),
    ),
  );
}

const pct = (list: Outcome[]) => `${((100 * list.filter((o) => o.ok).length) / list.length).toFixed(1)}%`;

function table(outcomes: Outcome[], key: 'cat' | 'language' | 'set') {
  const groups = [...new Set(outcomes.map((o) => o[key]))];
  return Object.fromEntries(
    groups.map((g) => {
      const list = outcomes.filter((o) => o[key] === g);
      return [g, { questions: list.length, exact: list.filter((o) => o.ok).length, accuracy: pct(list) }];
    }),
  );
}

describe('planner evaluation set', () => {
  const outcomes = run();

  it('has at least 300 questions in four languages, every category in each', () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(300);
    for (const set of tuned) expect(new Set(set.cases.map((c) => c.cat)).size).toBeGreaterThanOrEqual(12);
  });

  it('plans at least 95% of them exactly', () => {
    console.log(`planner evaluation: ${outcomes.length} questions, ${pct(outcomes)} exact`);
    console.table(table(outcomes, 'set'));
    console.table(table(outcomes, 'cat'));
    console.table(table(outcomes, 'language'));
    const misses = outcomes.filter((o) => !o.ok);
    for (const m of misses)
      console.log(
        `MISS [${m.set} ${m.language}/${m.cat}] ${m.q}\n  want ${JSON.stringify(m.want)}\n  got  ${JSON.stringify(m.got)}`,
      );
    expect(outcomes.filter((o) => o.ok).length / outcomes.length).toBeGreaterThanOrEqual(0.95);
  });
});
