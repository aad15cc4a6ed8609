import { describe, expect, it } from 'vitest';
import { attachmentType } from './attachment-type.ts';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('feedback attachment types', () => {
  it('reads images by signature and text by content', () => {
    expect(attachmentType(png)).toBe('image/png');
    expect(attachmentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(attachmentType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(attachmentType(Buffer.from('TypeError: x is undefined\n\tat main.js:1\n'))).toBe('text/plain');
    expect(attachmentType(Buffer.from('console: 中文 и ünïcödé'))).toBe('text/plain');
  });

  it('refuses SVG, binaries, control characters and empty files', () => {
    expect(attachmentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(attachmentType(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02]))).toBeNull();
    expect(attachmentType(Buffer.from('a\u0000b'))).toBeNull();
    expect(attachmentType(Buffer.from([0xc3, 0x28]))).toBeNull();
    expect(attachmentType(Buffer.alloc(0))).toBeNull();
  });
});
