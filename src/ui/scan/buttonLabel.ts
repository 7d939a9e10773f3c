/** The header button's label: the only scan strings loaded with the first view (the rest is in messages.ts). */
export const scanButtonLabel = { en: 'Scan', zh: '扫描' } as const;
