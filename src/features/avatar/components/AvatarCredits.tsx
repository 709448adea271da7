import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

const external = (href: string) => (chunks: ReactNode[]) => (
  <Link href={href} target="_blank" rel="noopener noreferrer" underline="always">
    {chunks}
  </Link>
);

/** The source of the drawings: CC0 1.0 asks for nothing, but the designer deserves the credit. */
export default function AvatarCredits() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      <FormattedMessage
        id="avatar.credits"
        values={{
          style: external('https://www.figma.com/community/file/1198749693280469639'),
          author: external('https://www.instagram.com/lischi_art/'),
          licence: external('https://creativecommons.org/publicdomain/zero/1.0/'),
          library: external('https://www.dicebear.com/styles/lorelei/'),
        }}
      />
    </Typography>
  );
}
