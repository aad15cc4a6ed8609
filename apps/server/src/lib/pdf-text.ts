import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * Lines of text in any of the product's languages on a pdf-lib page. The
 * standard PDF fonts only know Latin-1, so the text is drawn with fonts that
 * npm packages ship (Noto Sans for Latin, Greek and Cyrillic, Noto Naskh
 * Arabic, Noto Sans Hans for Chinese), each embedded as a subset of the glyphs
 * the document uses. A line is cut into runs by script (the first font that
 * has the character) and by bidi level (Unicode bidi algorithm); fontkit
 * shapes each run (Arabic joining, lam-alef) and lays an Arabic run out right
 * to left, and the runs are put in visual order here, so a Latin name or
 * digits inside Arabic text read the right way.
 */

export type Weight = 'regular' | 'bold';
type Family = 'latin' | 'arabic' | 'cjk';

const require = createRequire(import.meta.url);
/** Family → package and files, in fallback order: a character takes the first family that has it. */
const families: Record<Family, { pkg: string; regular: string; bold: string }> = {
  latin: { pkg: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  arabic: { pkg: '@embedpdf/fonts-arabic', regular: 'NotoNaskhArabic-Regular.ttf', bold: 'NotoNaskhArabic-Bold.ttf' },
  cjk: { pkg: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
};
const order = Object.keys(families) as Family[];

/** A font's bytes and parsed form, read once per process (the CJK font is 8 MB). */
const loaded = new Map<string, { bytes: Uint8Array; font: fontkit.Font; chars: Set<number> }>();
function fontFile(family: Family, weight: Weight) {
  const key = `${family}-${weight}`;
  let entry = loaded.get(key);
  if (!entry) {
    const { pkg, [weight]: file } = families[family];
    const dir = require.resolve(pkg).replace(/dist[/\\]index\.c?js$/, 'fonts/');
    const bytes = readFileSync(`${dir}${file}`);
    const font = withSubsetStream(fontkit.create(bytes));
    entry = { bytes, font, chars: new Set(font.characterSet) };
    loaded.set(key, entry);
  }
  return entry;
}

/**
 * pdf-lib 1.17 was written against a fork of fontkit 1 whose subsetter
 * corrupts CJK fonts; fontkit 2 fixed it but returns the subset whole from
 * `encode()` instead of a stream: give pdf-lib the stream it reads.
 */
function withSubsetStream(font: fontkit.Font): fontkit.Font {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    subset.encodeStream = () => Readable.from([subset.encode()], { objectMode: true });
    return subset;
  };
  return font;
}

/** pdf-lib's fontkit hook (typed for its fork; fontkit 2 has the same shape): the already parsed font for bytes read above. */
const pdfFontkit = {
  create(data: Uint8Array) {
    for (const entry of loaded.values()) if (entry.bytes === data) return entry.font;
    return withSubsetStream(fontkit.create(data));
  },
};

const bidi = bidiFactory();
/** Bidi controls and marks steer the order and draw nothing (a font has no glyph for them). */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;
const STRONG_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LETTER = /\p{L}/u;

type Run = { text: string; font: PDFFont; level: number; width: number };

export type TextOptions = { size?: number; weight?: Weight; align?: 'left' | 'right'; color?: Color };

/** Draws lines of Unicode text in one document, embedding each font the first time a run needs it. */
export class PdfText {
  private readonly embedded = new Map<string, Promise<PDFFont>>();

  constructor(
    private readonly doc: PDFDocument,
    /** the paragraph direction: 'rtl' for an Arabic document */
    private readonly direction: 'ltr' | 'rtl' = 'ltr',
  ) {
    doc.registerFontkit(pdfFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  }

  /** The line's width at a size, as drawn. */
  async width(text: string, opts: TextOptions = {}): Promise<number> {
    const runs = await this.runs(text, opts.size ?? 10, opts.weight ?? 'regular');
    return runs.reduce((sum, r) => sum + r.width, 0);
  }

  /** Draws one line starting at x (align left) or ending at x (align right). */
  async draw(page: PDFPage, text: string, x: number, y: number, opts: TextOptions = {}): Promise<void> {
    const size = opts.size ?? 10;
    const runs = await this.runs(text, size, opts.weight ?? 'regular');
    const total = runs.reduce((sum, r) => sum + r.width, 0);
    let at = opts.align === 'right' ? x - total : x;
    for (const run of visualOrder(runs)) {
      page.drawText(run.text, { x: at, y, size, font: run.font, ...(opts.color ? { color: opts.color } : {}) });
      at += run.width;
    }
  }

  private font(family: Family, weight: Weight): Promise<PDFFont> {
    const key = `${family}-${weight}`;
    let font = this.embedded.get(key);
    if (!font) {
      font = this.doc.embedFont(fontFile(family, weight).bytes, { subset: true });
      this.embedded.set(key, font);
    }
    return font;
  }

  /** The line cut into runs of one font and one bidi level, in logical order. */
  private async runs(text: string, size: number, weight: Weight): Promise<Run[]> {
    const levels = bidi.getEmbeddingLevels(text, this.direction);
    // a bracket in right-to-left text is drawn mirrored (fontkit reverses the run but keeps each glyph)
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
    const pieces: { text: string; family: Family; level: number }[] = [];
    let offset = 0;
    let previous: Family | null = null;
    for (const original of text) {
      const char = mirrored.get(offset) ?? original;
      const level = levels.levels[offset] ?? 0;
      offset += original.length;
      if (INVISIBLE.test(char)) continue;
      const family = familyOf(char, previous, weight);
      previous = family;
      const last = pieces.at(-1);
      if (last && last.family === family && last.level === level) last.text += char;
      else pieces.push({ text: char, family, level });
    }
    return Promise.all(
      pieces.map(async (piece) => {
        const font = await this.font(piece.family, weight);
        // an odd (right-to-left) run without an Arabic letter is not reversed by fontkit: reverse it here
        const reverse = piece.level % 2 === 1 && !STRONG_RTL.test(piece.text);
        const drawn = reverse ? [...piece.text].reverse().join('') : piece.text;
        return { text: drawn, font, level: piece.level, width: font.widthOfTextAtSize(drawn, size) };
      }),
    );
  }
}

/** A letter takes the first font that has it; other characters stay in the font before them if it has them. */
function familyOf(char: string, previous: Family | null, weight: Weight): Family {
  const code = char.codePointAt(0) ?? 0;
  if (previous && !LETTER.test(char) && fontFile(previous, weight).chars.has(code)) return previous;
  return order.find((family) => fontFile(family, weight).chars.has(code)) ?? 'latin';
}

/** Unicode bidi rule L2: from the highest level down to the lowest odd one, reverse each stretch at that level or above. */
export function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const out = [...runs];
  const highest = Math.max(0, ...out.map((r) => r.level));
  const lowestOdd = Math.min(...out.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    for (let i = 0; i < out.length; ) {
      if ((out[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < out.length && (out[end]?.level ?? 0) >= level) end++;
      out.splice(i, end - i, ...out.slice(i, end).reverse());
      i = end;
    }
  }
  return out;
}
