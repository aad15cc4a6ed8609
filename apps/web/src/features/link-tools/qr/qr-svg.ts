import type { ErrorCorrection } from './qr-matrix.ts';
import { qrMatrix } from './qr-matrix.ts';
import { type CornerStyle, type DotStyle, type QrShape, qrShapes } from './qr-shapes.ts';

export interface QrDesign {
  foreground: string;
  background: string;
  dotStyle: DotStyle;
  cornerStyle: CornerStyle;
  errorCorrection: ErrorCorrection;
  /** pixels of the downloaded image */
  size: number;
  /** quiet zone, in modules */
  margin: number;
}

export const defaultQrDesign: QrDesign = {
  foreground: '#000000',
  background: '#ffffff',
  dotStyle: 'square',
  cornerStyle: 'square',
  errorCorrection: 'M',
  size: 512,
  margin: 4,
};

/** A logo hides modules: only the highest error correction can restore them. */
export const effectiveErrorCorrection = (design: QrDesign, hasLogo: boolean): ErrorCorrection =>
  hasLogo ? 'H' : design.errorCorrection;

/** `<shortUrl>?r=qr`: the redirect records the click with trigger qr and drops the marker. */
export function qrTarget(shortUrl: string): string {
  const url = new URL(shortUrl);
  url.searchParams.set('r', 'qr');
  return url.toString();
}

const hex = (value: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback);
const n = (v: number) => Number(v.toFixed(3)).toString();
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A rectangle path with corner radius r, clockwise, for even-odd holes. */
function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  if (rr <= 0) return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;
  return (
    `M${n(x + rr)} ${n(y)}h${n(w - 2 * rr)}a${n(rr)} ${n(rr)} 0 0 1 ${n(rr)} ${n(rr)}` +
    `v${n(h - 2 * rr)}a${n(rr)} ${n(rr)} 0 0 1 ${n(-rr)} ${n(rr)}` +
    `h${n(-(w - 2 * rr))}a${n(rr)} ${n(rr)} 0 0 1 ${n(-rr)} ${n(-rr)}` +
    `v${n(-(h - 2 * rr))}a${n(rr)} ${n(rr)} 0 0 1 ${n(rr)} ${n(-rr)}z`
  );
}

function shapePath(shape: Exclude<QrShape, { kind: 'logo' }>): string {
  switch (shape.kind) {
    case 'rect':
      return roundedRectPath(shape.x, shape.y, shape.w, shape.h, shape.r);
    case 'circle':
      return `M${n(shape.cx - shape.r)} ${n(shape.cy)}a${n(shape.r)} ${n(shape.r)} 0 1 0 ${n(2 * shape.r)} 0a${n(shape.r)} ${n(shape.r)} 0 1 0 ${n(-2 * shape.r)} 0z`;
    case 'frame': {
      const t = shape.thickness;
      return (
        roundedRectPath(shape.x, shape.y, shape.size, shape.size, shape.r) +
        roundedRectPath(shape.x + t, shape.y + t, shape.size - 2 * t, shape.size - 2 * t, Math.max(0, shape.r - t))
      );
    }
  }
}

/**
 * The code as a standalone SVG document. Foreground shapes are one even-odd
 * path (finder rings keep their holes); the logo, when given as a data URL,
 * sits on a background-coloured pad in the middle.
 */
export function renderQrSvg(text: string, design: QrDesign, logoDataUrl?: string | null): string {
  const hasLogo = !!logoDataUrl;
  const matrix = qrMatrix(text, effectiveErrorCorrection(design, hasLogo));
  const margin = Math.max(0, Math.min(16, Math.round(design.margin)));
  const shapes = qrShapes(matrix, {
    dotStyle: design.dotStyle,
    cornerStyle: design.cornerStyle,
    margin,
    logo: hasLogo,
  });
  const total = matrix.size + 2 * margin;
  const fg = hex(design.foreground, '#000000');
  const bg = hex(design.background, '#ffffff');
  const foreground = shapes
    .filter((s): s is Exclude<QrShape, { kind: 'logo' }> => s.kind !== 'logo' && s.paint === 'foreground')
    .map(shapePath)
    .join('');
  const logo = shapes.find((s) => s.kind === 'logo');
  const logoMarkup =
    logo && logoDataUrl
      ? `<rect x="${n(logo.x)}" y="${n(logo.y)}" width="${n(logo.size)}" height="${n(logo.size)}" fill="${bg}"/>` +
        `<image x="${n(logo.x + 0.5)}" y="${n(logo.y + 0.5)}" width="${n(logo.size - 1)}" height="${n(logo.size - 1)}" href="${attr(logoDataUrl)}" preserveAspectRatio="xMidYMid meet"/>`
      : '';
  const px = Math.round(design.size);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" width="${px}" height="${px}" shape-rendering="geometricPrecision">` +
    `<rect width="${total}" height="${total}" fill="${bg}"/>` +
    `<path fill="${fg}" fill-rule="evenodd" d="${foreground}"/>` +
    logoMarkup +
    '</svg>'
  );
}
