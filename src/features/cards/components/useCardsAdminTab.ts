import { useSearchParams } from 'react-router-dom';

/** The tabs of /admin/lumis, as they read in the address (`?aba=playtest`; the catalogue has none). */
export const CARDS_ADMIN_TABS = ['catalogue', 'playtest'] as const;
export type CardsAdminTab = (typeof CARDS_ADMIN_TABS)[number];
const SLUG: Record<CardsAdminTab, string | null> = { catalogue: null, playtest: 'playtest' };

/** The open tab, kept in the address so a reload or a shared link opens the same one. */
export function useCardsAdminTab(): [CardsAdminTab, (tab: CardsAdminTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === SLUG.playtest ? 'playtest' : 'catalogue';
  const open = (next: CardsAdminTab) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      const slug = SLUG[next];
      if (slug) changed.set('aba', slug);
      else changed.delete('aba');
      return changed;
    });
  return [tab, open];
}
