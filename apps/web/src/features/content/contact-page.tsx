// Contact us (article category 35).
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function ContactPage() {
  return <PageNavBar title="" />;
}
