import { HOME_PATH, MINE_PATH, ROOT_PATH } from '@shop/contract';
import { useT } from '../i18n';
import { switchTab } from '../shared/navigation';

const HomeIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" fill="currentColor" />
  </svg>
);

const MineIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <circle cx="12" cy="8" r="4.2" fill="currentColor" />
    <path d="M3.5 21c.8-4.6 4.3-7.2 8.5-7.2s7.7 2.6 8.5 7.2z" fill="currentColor" />
  </svg>
);

const tabs = [
  { path: HOME_PATH, label: 'tab.home', Icon: HomeIcon },
  { path: MINE_PATH, label: 'tab.mine', Icon: MineIcon },
] as const;

/** The bottom tab bar of spec 2: Home and Mine, selected #018d71, default #999999. */
export function TabBar({ path }: { path: string }) {
  const t = useT();
  const current = path === ROOT_PATH ? HOME_PATH : path;
  return (
    <nav className="dock tab-bar" aria-label={t('tab.label')}>
      {tabs.map(({ path: tabPath, label, Icon }) => {
        const selected = current === tabPath;
        return (
          <button
            key={tabPath}
            type="button"
            className={selected ? 'tab-bar__item tab-bar__item--selected' : 'tab-bar__item'}
            aria-current={selected ? 'page' : undefined}
            onClick={() => {
              if (!selected) void switchTab({ url: tabPath });
            }}
          >
            <Icon />
            <span>{t(label)}</span>
          </button>
        );
      })}
    </nav>
  );
}
