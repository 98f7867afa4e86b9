// Operational compliance (article category 34).
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function CompliancePage() {
  return <PageNavBar title="" />;
}
