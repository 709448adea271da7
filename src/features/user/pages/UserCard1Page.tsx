import UserCardsView from '../components/UserCardsView';

/** /apps/user/card/card1. */
export default function UserCard1Page() {
  return <UserCardsView variant={1} />;
}
