import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';
import { mapsUrl } from '../links';
import NewTabHint from './NewTabHint';

/** "See on the map": opens the address in a maps site, in a new tab. */
export default function MapLink({ address }: { address: string }) {
  return (
    <Link
      href={mapsUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
    >
      <FormattedMessage id="events.event.map" />
      <OpenInNewOutlined sx={{ fontSize: 16 }} aria-hidden />
      <NewTabHint />
    </Link>
  );
}
