// FAQ and help centre (article category 18).
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function FaqPage() {
  return <PageNavBar title="" />;
}
