/** The text file a user keeps their recovery codes in. */
export const recoveryCodesFile = (heading: string, codes: string[]): string => `${heading}\n\n${codes.join('\n')}\n`;

/** Saves text as a download without a server round trip. */
export const downloadText = (fileName: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
