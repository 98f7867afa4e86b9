// Profile: avatar, nickname, signature, main account.
import { PageNavBar } from '../../components/page-nav-bar.tsx';

export default function UserInfoPage() {
  return <PageNavBar title="" />;
}
