import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

const external = (href: string) => (chunks: ReactNode[]) => (
  <Link href={href} target="_blank" rel="noopener noreferrer" underline="always">
    {chunks}
  </Link>
);

/** The licence of the drawings (CC BY 4.0 asks for the author's name and a link to the licence). */
export default function AvatarCredits() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      <FormattedMessage
        id="avatar.credits"
        values={{
          style: external('https://www.figma.com/community/file/881358461963645496'),
          author: external('http://www.ashleyseo.com/'),
          licence: external('https://creativecommons.org/licenses/by/4.0/'),
          library: external('https://www.dicebear.com/styles/big-smile/'),
        }}
      />
    </Typography>
  );
}
