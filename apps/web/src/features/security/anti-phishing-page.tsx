// The anti-phishing code shown in every email (our own path).
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function AntiPhishingPage() {
  return <PageNavBar title="" />;
}
