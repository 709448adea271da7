import { useEffect, useState } from 'react';
import { loadCatalogues, type CatalogueUnit } from './catalogue';

/**
 * For a lazy part of a page whose texts are another unit's (loadCatalogues(['arena']) for the admin's
 * playtest tab): loads them when the part first shows and says when they are there. A unit that fails to
 * load does not hold the part back: its error and retry states still show, with the boot texts.
 */
export function useCatalogueUnits(units: readonly CatalogueUnit[]): boolean {
  const [ready, setReady] = useState(false);
  const key = units.join(',');
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    loadCatalogues(key.split(',') as CatalogueUnit[]).then(done, done);
    return () => {
      live = false;
    };
  }, [key]);
  return ready;
}
