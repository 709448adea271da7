import LoginForm from '../components/LoginForm';

/** /login-clientes: families (any role is accepted). */
export default function ClientLoginPage() {
  return <LoginForm variant="clients" />;
}
