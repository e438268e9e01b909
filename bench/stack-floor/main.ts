// The least a page of this stack ships: React 19 hydration, react-router's data router, i18next with one string.
// bench/lib/stack-floor.ts builds it for production and reports its gzip size beside each app's home page.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { common: { hello: 'Hello' } } }, defaultNS: 'common' });

function Home() {
  const { t } = useTranslation();
  return createElement('h1', null, t('hello'));
}

const router = createBrowserRouter([{ path: '/', Component: Home }]);
const root = document.getElementById('root');
if (root) hydrateRoot(root, createElement(RouterProvider, { router }));
