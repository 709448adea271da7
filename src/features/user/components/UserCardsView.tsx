import type { SocialPerson } from '@/api/contract/user';
import PageHeader from '@/components/states/PageHeader';
import PeopleSection from './PeopleSection';
import { DetailCard, PeopleGrid, ProfileCard, SimpleCard } from './PersonCards';
import VariantNav from './VariantNav';

const VARIANTS = {
  1: { list: 'detailCards', Card: DetailCard },
  2: { list: 'simpleCards', Card: SimpleCard },
  3: { list: 'profileCards', Card: ProfileCard },
} as const;

/** /apps/user/card/card1..3: the people as detail, simple or profile cards, searched through their filter call. */
export default function UserCardsView({ variant }: { variant: 1 | 2 | 3 }) {
  const { list, Card } = VARIANTS[variant];
  return (
    <>
      <PageHeader
        titleId={`route.user.card${String(variant)}`}
        subtitleId={`user.cards.subtitle${String(variant)}`}
        actions={
          <VariantNav
            base="/apps/user/card/card"
            count={3}
            current={variant}
            labelId="user.cards.nav"
            itemId="user.cards.item"
          />
        }
      />
      <PeopleSection key={list} list={list} searchLabelId="user.search.people">
        {(people: SocialPerson[]) => (
          <PeopleGrid people={people} card={(person) => <Card person={person} />} />
        )}
      </PeopleSection>
    </>
  );
}
