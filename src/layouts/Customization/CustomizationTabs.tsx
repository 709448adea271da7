import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import LayoutTab from './LayoutTab';
import StyleTab from './StyleTab';

/** The drawer's two tabs (layout, style); the first is active each time the drawer opens. */
export default function CustomizationTabs() {
  const intl = useIntl();
  const [tab, setTab] = useState(0);
  const id = useId();
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, value: number) => setTab(value)}
        variant="fullWidth"
        aria-label={intl.formatMessage({ id: 'customization.title' })}
      >
        <Tab
          id={`${id}-tab-0`}
          aria-controls={`${id}-panel-0`}
          label={intl.formatMessage({ id: 'customization.tab.layout' })}
        />
        <Tab
          id={`${id}-tab-1`}
          aria-controls={`${id}-panel-1`}
          label={intl.formatMessage({ id: 'customization.tab.style' })}
        />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel-${tab}`}
        aria-labelledby={`${id}-tab-${tab}`}
        sx={{ p: 2, overflowY: 'auto' }}
      >
        {tab === 0 ? <LayoutTab /> : <StyleTab />}
      </Box>
    </>
  );
}
