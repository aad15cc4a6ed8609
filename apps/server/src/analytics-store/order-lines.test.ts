import { describe, expect, it } from 'vitest';
import { decodeOrderLines, encodeOrderLines, orderLinesOf, productOf } from './order-lines.ts';

describe('order lines', () => {
  it('merges the lines of one product, counts an unquantified line as one item, revenue as price × quantity', () => {
    const lines = orderLinesOf({
      id: 'o1',
      revenue: 40,
      items: [
        { id: 'sku-1', name: 'Mug', price: 7.5, quantity: 2 },
        { id: 'sku-2', price: 10 },
        { id: 'sku-1', name: 'Mug', price: 7.5 },
        { name: 'Gift wrap', quantity: 0, price: 2 },
      ],
    });
    expect(lines).toEqual([
      { id: 'sku-1', name: 'Mug', quantity: 3, revenue: 22.5 },
      { id: 'sku-2', name: '', quantity: 1, revenue: 10 },
      { id: '', name: 'Gift wrap', quantity: 0, revenue: 0 },
    ]);
    expect(lines.map(productOf)).toEqual(['Mug', 'sku-2', 'Gift wrap']);
  });

  it('reads back what it stores, separators in names replaced, only whole lines that fit', () => {
    const lines = orderLinesOf({ id: 'o', revenue: 1, items: [{ id: 'a\u001eb', name: 'c\u001fd', price: 0.1 }] });
    expect(decodeOrderLines(encodeOrderLines(lines, 1000))).toEqual([
      { id: 'a b', name: 'c d', quantity: 1, revenue: 0.1 },
    ]);
    const many = orderLinesOf({
      id: 'o',
      revenue: 1,
      items: Array.from({ length: 100 }, (_, i) => ({ id: `sku-${i}`, name: 'x'.repeat(100) })),
    });
    const text = encodeOrderLines(many, 1000);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(decodeOrderLines(text).every((l) => l.name.length === 100)).toBe(true);
    expect(encodeOrderLines([], 1000)).toBe('');
  });
});
