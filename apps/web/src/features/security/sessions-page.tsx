// Active sessions and devices, with sign-out (our own path).
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function SessionsPage() {
  return <PageNavBar title="" />;
}
