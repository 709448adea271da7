import type { ReactNode } from 'react';
import TitledSection from '@/components/sections/TitledSection';

/** A section of a school's page: a larger heading, its action centred beside it and wrapping below on phones. */
export default function SchoolSection(props: { titleId: string; action?: ReactNode; children: ReactNode }) {
  return (
    <TitledSection
      {...props}
      headingVariant="h2"
      headingSx={{ fontSize: '1.35rem' }}
      alignAction="center"
      wrap
      spaceBelow={2}
    />
  );
}
