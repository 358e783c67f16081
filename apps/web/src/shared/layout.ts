import { rootFontSize } from '@shop/contract';

/** Spec 9 layout: the root font size follows the viewport width so rem-sized designs scale. */
export function followViewportWidth(win: Window = window): void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
}
