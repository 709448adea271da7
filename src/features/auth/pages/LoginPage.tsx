import LoginForm from '../components/LoginForm';

/** /login: educators, producers and admins (any role is accepted). */
export default function LoginPage() {
  return <LoginForm variant="educators" />;
}
