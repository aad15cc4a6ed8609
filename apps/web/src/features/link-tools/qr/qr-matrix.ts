import { create } from 'qrcode';

export type ErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** The modules of a QR code: `size` × `size`, dark or light. */
export interface QrMatrix {
  size: number;
  isDark(row: number, col: number): boolean;
}

/** Encodes `text` with the `qrcode` package; styling is ours (qr-shapes.ts). */
export function qrMatrix(text: string, errorCorrection: ErrorCorrection): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: errorCorrection });
  return { size: modules.size, isDark: (row, col) => !!modules.get(row, col) };
}
