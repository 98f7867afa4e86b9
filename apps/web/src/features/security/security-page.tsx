// The security centre: login password, pay password, phone, email, two-factor, anti-phishing code, sessions.
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function SecurityPage() {
  return <PageNavBar title="" />;
}
