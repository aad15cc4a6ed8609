/**
 * A name or value from the data (an item's name, a page, a campaign) set apart
 * from the sentence around it with Unicode's first-strong isolate: its
 * direction is its own. Without it, in an Arabic sentence "Souk" then a date
 * read as one left-to-right run (the date came out cut in two around the name),
 * and "/thanks" lost its slash to the far end.
 */
export const isolate = (text: string | null | undefined): string => `\u2068${text ?? ''}\u2069`;

/** A path or an address, which reads left to right in every language: set apart left to right (Unicode's LRI). */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;
