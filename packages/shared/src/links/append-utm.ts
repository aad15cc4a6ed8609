export interface UtmParams {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/** Adds the link's UTM tags; a tag the destination already carries wins, since its owner set it on purpose. */
export const appendUtm = (destination: string, utm: UtmParams | undefined): string => {
  if (!utm) return destination;
  // Stored links were validated; an unparsable one still redirects as written rather than failing the click.
  if (!URL.canParse(destination)) return destination;
  const url = new URL(destination);
  let changed = false;
  for (const [key, value] of Object.entries(utm)) {
    const name = `utm_${key}`;
    if (value && !url.searchParams.has(name)) {
      url.searchParams.append(name, value);
      changed = true;
    }
  }
  return changed ? url.toString() : destination;
};
