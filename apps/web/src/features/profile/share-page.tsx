// Share and invite: the invitation code and link with a QR code and a share action.
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function SharePage() {
  return <PageNavBar title="" />;
}
