// Change the login password with a code (safe/update_password).
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function PasswordPage() {
  return <PageNavBar title="" />;
}
