import UserListView from '../components/UserListView';

/** /apps/user/list/list1. */
export default function UserList1Page() {
  return <UserListView variant={1} />;
}
