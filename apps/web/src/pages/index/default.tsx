import { StorefrontHome } from '../../features/promoter';
import { IndexGroups } from './parts/IndexGroups';

/** The storefront home, its groups opened on the one the page query or the promoter picks. */
export default function DefaultIndexPage() {
  return <StorefrontHome groups={(config) => <IndexGroups promoterGroup={config.front.indexFirstGroup} />} />;
}
