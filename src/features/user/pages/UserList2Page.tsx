import UserListView from '../components/UserListView';

/** /apps/user/list/list2. */
export default function UserList2Page() {
  return <UserListView variant={2} />;
}
