// The notifications centre: system notices, read and unread (our own path).
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function NotificationsPage() {
  return <PageNavBar title="" />;
}
