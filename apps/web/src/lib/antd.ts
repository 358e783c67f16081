import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

// antd-mobile 5 renders its pop-ups with the React 18 API unless given React 19's.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => root.unmount();
});

export { Dialog, Toast };
