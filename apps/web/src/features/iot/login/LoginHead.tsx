import { useT } from '../../../i18n';
import type { LoginBrand } from './useCardMode';

const DEFAULT_LOGO = '/shop/brand/default-avatar.svg';

/** The promoter's logo, title and notice above the form. */
export function LoginHead({ brand }: { brand: LoginBrand | undefined }) {
  const t = useT();
  return (
    <header className="login__head">
      <img className="card-login__logo" src={brand?.logo || DEFAULT_LOGO} alt="" width={72} height={72} />
      <h2 className="login__heading">{brand?.title || t('iotLogin.title')}</h2>
      {brand?.notice ? <p className="login__subheading">{brand.notice}</p> : null}
    </header>
  );
}
