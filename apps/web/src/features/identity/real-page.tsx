// Identity verification, basic (type 1): state, tier limits, the form with two photos.
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function RealPage() {
  return <PageNavBar title="" />;
}
