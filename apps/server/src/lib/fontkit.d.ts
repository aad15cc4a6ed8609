/** The part of fontkit 2 (which ships no types) that the PDF code uses. */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    codePoints: number[];
    advanceWidth: number;
  }
  export interface Subset {
    includeGlyph(glyph: number | Glyph): number;
    encode(): Uint8Array;
    encodeStream?: () => NodeJS.ReadableStream;
  }
  export interface Font {
    postscriptName: string;
    characterSet: number[];
    unitsPerEm: number;
    layout(text: string, features?: unknown): { glyphs: Glyph[]; direction?: 'ltr' | 'rtl' };
    createSubset(): Subset;
  }
  export function create(data: Uint8Array): Font;
}
