// Two-factor authentication with an authenticator app (TOTP) and recovery codes (our own path).
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function TwoFactorPage() {
  return <PageNavBar title="" />;
}
