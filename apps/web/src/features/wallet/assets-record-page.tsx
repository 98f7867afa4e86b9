// Being built (wallet issue): a titled page until the screen lands.
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function AssetsRecordPage() {
  return <PageNavBar title="" />;
}
