// Advanced verification (type 2): front, back and the hand-held photo.
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function AdvancedRealPage() {
  return <PageNavBar title="" />;
}
