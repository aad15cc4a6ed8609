// `npm run ai:plan -- --app analytics --now 2026-11-21T12:00 [--tz Europe/Paris] [--lang fr] [--product Mug …] "question"`
// prints what POST /api/ai/plan answers in `data`: the plan and the language it was read in.
// `--stdin`: one JSON request per line (question, app, itemId?, now?, timeZone?, language?, previous?, context?,
// products?) → one JSON answer per line, in one process. `--now` without an offset is that wall time in --tz
// (default UTC). `--product` (repeated) / `products`: the item's product names, which the server reads from its
// orders, so that a question may name one without quotes.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { planQuestion } from '../packages/shared/src/ai/planner/index.ts';
import { planRequestOf } from '../packages/shared/src/ai/planner/request.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    app: { type: 'string', default: 'analytics' },
    now: { type: 'string' },
    tz: { type: 'string' },
    lang: { type: 'string' },
    product: { type: 'string', multiple: true },
    stdin: { type: 'boolean', default: false },
  },
});

const defaults = { timeZone: values.tz };
const productsOf = (list) => {
  if (list === undefined) return {};
  if (!Array.isArray(list) || !list.every((p) => typeof p === 'string')) throw new Error('products: a list of names');
  return { products: list };
};
const plan = ({ products, ...input }) =>
  planQuestion({ ...planRequestOf(input, Date.now, defaults), ...productsOf(products ?? values.product) });
const message = (e) =>
  e?.issues
    ? e.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; ')
    : String(e?.message ?? e);

if (values.stdin) {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (!line.trim()) continue;
    try {
      const input = JSON.parse(line);
      process.stdout.write(
        `${JSON.stringify(plan({ app: values.app, now: values.now, language: values.lang, ...input }))}\n`,
      );
    } catch (e) {
      process.stdout.write(`${JSON.stringify({ error: message(e) })}\n`);
    }
  }
} else {
  try {
    const input = { question: positionals.join(' '), app: values.app, now: values.now, language: values.lang };
    console.log(
      JSON.stringify(plan(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))), null, 2),
    );
  } catch (e) {
    console.error(message(e));
    process.exit(2);
  }
}
