import { Dialog, ErrorBlock, NumberKeyboard, PasscodeInput, Popup, reduceMotion, Skeleton, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

// antd-mobile 5 renders its pop-ups with the React 18 API unless given React 19's.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => root.unmount();
});

// A visitor who asks for less motion gets the pop-ups and sheets without their slide and fade.
if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) reduceMotion();

/**
 * The one door to antd-mobile: only modules that are themselves loaded lazily (pop-ups on
 * first use, pages, lazy components) import it, so it stays off the home route's first load.
 */
export { Dialog, ErrorBlock, NumberKeyboard, PasscodeInput, Popup, Skeleton, Toast };
