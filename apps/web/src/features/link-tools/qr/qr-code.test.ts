import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { type ErrorCorrection, qrMatrix } from './qr-matrix.ts';
import {
  type CornerStyle,
  covers,
  type DotStyle,
  inFinder,
  LOGO_SHARE,
  logoBox,
  type QrShape,
  qrShapes,
} from './qr-shapes.ts';
import { defaultQrDesign, effectiveErrorCorrection, qrTarget, renderQrSvg } from './qr-svg.ts';

const TEXT = qrTarget('http://localhost:3000/Ab3dE9x');
const PX = 5; // pixels per module

/**
 * Paints the shapes (painter's order, pixel centres sampled) into RGBA. A logo is
 * painted as the worst case: a solid foreground block on its background pad.
 */
function rasterise(shapes: QrShape[], total: number) {
  const width = total * PX;
  const data = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const px = (x + 0.5) / PX;
      const py = (y + 0.5) / PX;
      let dark = false;
      for (const shape of shapes) {
        if (!covers(shape, px, py)) continue;
        if (shape.kind === 'logo') {
          const inset = 0.5;
          dark =
            px > shape.x + inset &&
            py > shape.y + inset &&
            px < shape.x + shape.size - inset &&
            py < shape.y + shape.size - inset;
        } else dark = shape.paint === 'foreground';
      }
      const v = dark ? 0 : 255;
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return { data, width };
}

function decode(
  options: { dotStyle: DotStyle; cornerStyle: CornerStyle; margin: number; logo: boolean },
  ec: ErrorCorrection,
) {
  const matrix = qrMatrix(TEXT, ec);
  const shapes = qrShapes(matrix, options);
  const total = matrix.size + 2 * options.margin;
  const { data, width } = rasterise(shapes, total);
  return jsQR(data, width, width, { inversionAttempts: 'dontInvert' })?.data;
}

describe('QR designer renderer', () => {
  it('encodes the short URL with the qr trigger marker', () => {
    expect(TEXT).toBe('http://localhost:3000/Ab3dE9x?r=qr');
    expect(qrTarget('https://go.example.com/x?y=1')).toBe('https://go.example.com/x?y=1&r=qr');
  });

  const dotStyles: DotStyle[] = ['square', 'rounded', 'dots'];
  const cornerStyles: CornerStyle[] = ['square', 'rounded', 'dot'];
  for (const dotStyle of dotStyles) {
    for (const cornerStyle of cornerStyles) {
      it(`decodes back with ${dotStyle} dots and ${cornerStyle} corners`, () => {
        expect(decode({ dotStyle, cornerStyle, margin: 4, logo: false }, 'M')).toBe(TEXT);
      });
    }
  }

  for (const dotStyle of dotStyles) {
    it(`decodes back with a logo over ${LOGO_SHARE * 100}% of the code (${dotStyle} dots, level H)`, () => {
      expect(decode({ dotStyle, cornerStyle: 'rounded', margin: 2, logo: true }, 'H')).toBe(TEXT);
    });
  }

  it('decodes at every error-correction level', () => {
    for (const ec of ['L', 'M', 'Q', 'H'] as const) {
      expect(decode({ dotStyle: 'square', cornerStyle: 'square', margin: 4, logo: false }, ec)).toBe(TEXT);
    }
  });

  it('draws one finder per corner in the chosen style and every other dark module in the dot style', () => {
    const matrix = qrMatrix(TEXT, 'M');
    const dark = Array.from({ length: matrix.size ** 2 }, (_, i) => i).filter((i) => {
      const row = Math.floor(i / matrix.size);
      const col = i % matrix.size;
      return matrix.isDark(row, col) && !inFinder(matrix.size, row, col);
    }).length;
    const dots = qrShapes(matrix, { dotStyle: 'dots', cornerStyle: 'dot', margin: 3, logo: false });
    expect(dots.filter((s) => s.kind === 'circle' && s.r < 1)).toHaveLength(dark);
    const frames = dots.filter((s) => s.kind === 'frame');
    expect(frames.map((f) => f.kind === 'frame' && [f.x, f.y, f.r])).toEqual([
      [3, 3, 3.5],
      [3 + matrix.size - 7, 3, 3.5],
      [3, 3 + matrix.size - 7, 3.5],
    ]);
    const squares = qrShapes(matrix, { dotStyle: 'square', cornerStyle: 'square', margin: 0, logo: false });
    expect(squares.filter((s) => s.kind === 'rect' && s.w === 1 && s.r === 0)).toHaveLength(dark);
    expect(squares.filter((s) => s.kind === 'frame').every((f) => f.kind === 'frame' && f.r === 0)).toBe(true);
    const rounded = qrShapes(matrix, { dotStyle: 'rounded', cornerStyle: 'rounded', margin: 0, logo: false });
    expect(rounded.filter((s) => s.kind === 'rect' && s.w === 1 && s.r > 0)).toHaveLength(dark);
  });

  it('keeps the quiet zone: nothing dark within `margin` modules of the edge', () => {
    const matrix = qrMatrix(TEXT, 'L');
    const margin = 5;
    const shapes = qrShapes(matrix, { dotStyle: 'square', cornerStyle: 'square', margin, logo: false });
    const total = matrix.size + 2 * margin;
    const { data, width } = rasterise(shapes, total);
    let darkInZone = 0;
    let darkInside = 0;
    for (let y = 0; y < width; y++) {
      for (let x = 0; x < width; x++) {
        const inZone = x < margin * PX || y < margin * PX || x >= width - margin * PX || y >= width - margin * PX;
        const dark = data[(y * width + x) * 4] === 0;
        if (dark && inZone) darkInZone++;
        if (dark && !inZone) darkInside++;
      }
    }
    expect(darkInZone).toBe(0);
    expect(darkInside).toBeGreaterThan(0);
    expect(renderQrSvg(TEXT, { ...defaultQrDesign, margin, errorCorrection: 'L' })).toContain(
      `viewBox="0 0 ${total} ${total}"`,
    );
  });

  it('caps the logo at 22% of the code, centred, and forces level H when there is one', () => {
    for (const size of [21, 25, 29, 33, 57]) {
      const { start, span } = logoBox(size);
      expect(span / size).toBeLessThanOrEqual(LOGO_SHARE);
      expect(start * 2 + span).toBe(size);
    }
    expect(effectiveErrorCorrection({ ...defaultQrDesign, errorCorrection: 'L' }, true)).toBe('H');
    expect(effectiveErrorCorrection({ ...defaultQrDesign, errorCorrection: 'L' }, false)).toBe('L');
  });

  it('writes a standalone SVG with the chosen colours and size, and escapes the logo address', () => {
    const svg = renderQrSvg(
      TEXT,
      { ...defaultQrDesign, foreground: '#112233', background: '#fafafa', size: 300 },
      'data:image/png;base64,AA"><script>',
    );
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('width="300" height="300"');
    expect(svg).toContain('fill="#112233"');
    expect(svg).toContain('fill="#fafafa"');
    expect(svg).toContain('<image');
    expect(svg).not.toContain('<script>');
    // an invalid colour never reaches the markup
    expect(renderQrSvg(TEXT, { ...defaultQrDesign, foreground: 'red"/><script>' })).toContain('fill="#000000"');
  });
});

describe('QR colour check', () => {
  it('wants a dark foreground on a light background with enough contrast', async () => {
    const { contrastRatio, qrColoursReadable, qrFileName } = await import('./qr-download.ts');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(qrColoursReadable('#000000', '#ffffff')).toBe(true);
    expect(qrColoursReadable('#1a237e', '#fff8e1')).toBe(true);
    expect(qrColoursReadable('#ffffff', '#000000')).toBe(false);
    expect(qrColoursReadable('#777777', '#888888')).toBe(false);
    expect(qrFileName('a/b c', 'png')).toBe('qr-a_b_c.png');
  });
});
