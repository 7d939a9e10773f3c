/** The header button's label: the only Labs strings loaded with the first view (the rest load with the dock). */
export const labsButtonLabel = { en: 'Labs', zh: '练习' } as const;
