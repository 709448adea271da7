import UserCardsView from '../components/UserCardsView';

/** /apps/user/card/card2. */
export default function UserCard2Page() {
  return <UserCardsView variant={2} />;
}
