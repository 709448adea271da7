/** Card grid columns shared by the pages that list cards: one on phones, two on tablets, three wide. */
export const CARD_GRID_ITEM = { xs: 12, sm: 6, lg: 4 } as const;
