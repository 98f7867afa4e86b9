// Customer service: the third-party widget of support_url, or the platform own live chat.
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function KefuPage() {
  return <PageNavBar title="" />;
}
