// The users one invited.
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function TeamPage() {
  return <PageNavBar title="" />;
}
