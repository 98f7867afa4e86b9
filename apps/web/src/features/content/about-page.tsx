// About us (article category 19) with the version.
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function AboutPage() {
  return <PageNavBar title="" />;
}
