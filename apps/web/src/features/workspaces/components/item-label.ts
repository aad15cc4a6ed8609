/** i18n key of an item type (workspace, surl, analytics, ai). */
export const itemTypeKey = (itemType: string) => `workspaces.itemTypes.${itemType}`;

export const formatBytes = (bytes: number, language: string): string => {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
};
