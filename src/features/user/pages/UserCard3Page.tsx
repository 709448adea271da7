import UserCardsView from '../components/UserCardsView';

/** /apps/user/card/card3. */
export default function UserCard3Page() {
  return <UserCardsView variant={3} />;
}
