import { createContext, useContext, type ReactNode } from 'react';

/** Where the demo tools' entry sits: a section of the customization drawer, or a link in the public footer. */
export type DemoToolsPlacement = 'drawer' | 'footer';

/** Renders the demo tools (fault injection, seed size, reset demo data): their entry and their dialog. */
export type DemoTools = (placement: DemoToolsPlacement) => ReactNode;

/**
 * Set by the app in mock mode only (the tools' code is loaded there and nowhere else), and only once
 * the page is live: a prerendered page has no demo tools.
 */
export const DemoToolsContext = createContext<DemoTools | null>(null);

/** The demo tools in mock mode, null otherwise: the layouts give them a place out of every action's way. */
export function useDemoTools(): DemoTools | null {
  return useContext(DemoToolsContext);
}
