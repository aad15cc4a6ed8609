/** `link.created` → `link_created`: i18n keys cannot hold the dot. */
export const eventKey = (event: string): string => event.replace('.', '_');
