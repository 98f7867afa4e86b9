// Bind or change the email or phone, with ?kind=email|phone (our own path).
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function BindContactPage() {
  return <PageNavBar title="" />;
}
