import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CARDS_ADMIN_TABS, type CardsAdminTab } from './useCardsAdminTab';

interface CardsAdminTabsProps {
  tab: CardsAdminTab;
  onChange: (tab: CardsAdminTab) => void;
  /** The open tab's content; the other panel stays empty (its queries do not run). */
  children: ReactNode;
}

/** Catalogue and playtest figures as tabs, each with its tab panel (WAI-ARIA tabs pattern). */
export default function CardsAdminTabs({ tab, onChange, children }: CardsAdminTabsProps) {
  const intl = useIntl();
  const id = useId();
  const tabId = (t: CardsAdminTab) => `${id}-tab-${t}`;
  const panelId = (t: CardsAdminTab) => `${id}-panel-${t}`;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_event, next: CardsAdminTab) => onChange(next)}>
          {CARDS_ADMIN_TABS.map((t) => (
            <Tab
              key={t}
              value={t}
              id={tabId(t)}
              aria-controls={panelId(t)}
              label={intl.formatMessage({ id: `cards.tabs.${t}` })}
            />
          ))}
        </Tabs>
      </Box>
      {CARDS_ADMIN_TABS.map((t) => (
        <div key={t} role="tabpanel" id={panelId(t)} aria-labelledby={tabId(t)} hidden={t !== tab}>
          {t === tab && children}
        </div>
      ))}
    </>
  );
}
