import { CUSTOMER_PATH, type BaseConfig } from '@shop/contract';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';

/** Bottom tips, service contacts and the ICP filing number a Chinese site must show. */
export function HomeFooter({ config }: { config: BaseConfig }) {
  const t = useT();
  const { bottomTips, kefuMobile, ipcCode } = config.front;
  return (
    <footer className="home-footer">
      <div className="home-footer__service">
        {kefuMobile ? (
          <a className="home-footer__hotline" href={`tel:${kefuMobile}`}>
            {t('home.hotline')} {kefuMobile}
          </a>
        ) : null}
        <button type="button" className="button button--ghost" onClick={() => void openLink(CUSTOMER_PATH)}>
          {t('home.service')}
        </button>
      </div>
      {bottomTips ? <p className="home-footer__tips">{bottomTips}</p> : null}
      {ipcCode ? (
        <p className="home-footer__icp">
          <a href="https://beian.miit.gov.cn/" rel="noreferrer noopener" target="_blank">
            {ipcCode}
          </a>
        </p>
      ) : null}
    </footer>
  );
}
