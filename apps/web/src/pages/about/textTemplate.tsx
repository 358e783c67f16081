import { AboutText } from '../../features/customer';

/** About us: who the promoter is and how to reach them. */
export default function AboutUsPage() {
  return <AboutText kind="about" />;
}
