import type { QrMatrix } from './qr-matrix.ts';

/**
 * A styled QR code as plain shapes in module units (the quiet zone included),
 * painted in order. The SVG writer serialises them; the tests rasterise the
 * same shapes and decode the result, so what is drawn is what is proven to scan.
 */
export type DotStyle = 'square' | 'rounded' | 'dots';
export type CornerStyle = 'square' | 'rounded' | 'dot';

export type Paint = 'foreground' | 'background';

export type QrShape =
  /** a rectangle with corner radius r */
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r: number; paint: Paint }
  | { kind: 'circle'; cx: number; cy: number; r: number; paint: Paint }
  /** a square of side `size` less its inner square inset by `thickness`: a finder's outer ring */
  | { kind: 'frame'; x: number; y: number; size: number; thickness: number; r: number; paint: Paint }
  /** where the logo image goes (drawn over a background pad) */
  | { kind: 'logo'; x: number; y: number; size: number };

export interface QrLayoutOptions {
  dotStyle: DotStyle;
  cornerStyle: CornerStyle;
  /** quiet zone in modules on every side */
  margin: number;
  /** leave room for a logo in the middle */
  logo: boolean;
}

/** The logo covers at most this share of the code's width, so error correction H can restore what it hides. */
export const LOGO_SHARE = 0.22;

const FINDER = 7;

/** Whether a module belongs to one of the three finder patterns (drawn whole, in the corner style). */
export const inFinder = (size: number, row: number, col: number): boolean =>
  (row < FINDER && col < FINDER) || (row < FINDER && col >= size - FINDER) || (row >= size - FINDER && col < FINDER);

function finder(x: number, y: number, style: CornerStyle): QrShape[] {
  if (style === 'dot') {
    return [
      { kind: 'frame', x, y, size: 7, thickness: 1, r: 3.5, paint: 'foreground' },
      { kind: 'circle', cx: x + 3.5, cy: y + 3.5, r: 1.5, paint: 'foreground' },
    ];
  }
  const rounded = style === 'rounded';
  return [
    { kind: 'frame', x, y, size: 7, thickness: 1, r: rounded ? 2 : 0, paint: 'foreground' },
    { kind: 'rect', x: x + 2, y: y + 2, w: 3, h: 3, r: rounded ? 0.9 : 0, paint: 'foreground' },
  ];
}

/** The logo's box: a whole number of modules, odd parity with the code so it stays centred. */
export function logoBox(size: number): { start: number; span: number } {
  let span = Math.floor(size * LOGO_SHARE);
  if ((size - span) % 2 !== 0) span -= 1;
  return { start: (size - span) / 2, span };
}

export function qrShapes(matrix: QrMatrix, options: QrLayoutOptions): QrShape[] {
  const { size } = matrix;
  const m = options.margin;
  const total = size + 2 * m;
  const shapes: QrShape[] = [{ kind: 'rect', x: 0, y: 0, w: total, h: total, r: 0, paint: 'background' }];
  const logo = options.logo ? logoBox(size) : null;
  const underLogo = (row: number, col: number) =>
    !!logo && row >= logo.start && row < logo.start + logo.span && col >= logo.start && col < logo.start + logo.span;

  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!matrix.isDark(row, col) || inFinder(size, row, col) || underLogo(row, col)) continue;
      const x = col + m;
      const y = row + m;
      if (options.dotStyle === 'dots')
        shapes.push({ kind: 'circle', cx: x + 0.5, cy: y + 0.5, r: 0.45, paint: 'foreground' });
      else
        shapes.push({
          kind: 'rect',
          x,
          y,
          w: 1,
          h: 1,
          r: options.dotStyle === 'rounded' ? 0.35 : 0,
          paint: 'foreground',
        });
    }
  }
  shapes.push(
    ...finder(m, m, options.cornerStyle),
    ...finder(m + size - FINDER, m, options.cornerStyle),
    ...finder(m, m + size - FINDER, options.cornerStyle),
  );
  if (logo && logo.span > 0) shapes.push({ kind: 'logo', x: m + logo.start, y: m + logo.start, size: logo.span });
  return shapes;
}

/** Whether the point (px, py) is inside a rectangle with rounded corners. */
function inRoundedRect(px: number, py: number, x: number, y: number, w: number, h: number, r: number): boolean {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const rr = Math.min(r, w / 2, h / 2);
  if (rr <= 0) return true;
  const cx = Math.min(Math.max(px, x + rr), x + w - rr);
  const cy = Math.min(Math.max(py, y + rr), y + h - rr);
  return (px - cx) ** 2 + (py - cy) ** 2 <= rr * rr;
}

/** Whether a shape covers the point; for a frame, its ring only. */
export function covers(shape: QrShape, px: number, py: number): boolean {
  switch (shape.kind) {
    case 'rect':
      return inRoundedRect(px, py, shape.x, shape.y, shape.w, shape.h, shape.r);
    case 'circle':
      return (px - shape.cx) ** 2 + (py - shape.cy) ** 2 <= shape.r * shape.r;
    case 'frame': {
      const t = shape.thickness;
      const inner = shape.size - 2 * t;
      return (
        inRoundedRect(px, py, shape.x, shape.y, shape.size, shape.size, shape.r) &&
        !inRoundedRect(px, py, shape.x + t, shape.y + t, inner, inner, Math.max(0, shape.r - t))
      );
    }
    case 'logo':
      return px >= shape.x && py >= shape.y && px <= shape.x + shape.size && py <= shape.y + shape.size;
  }
}
