import { useEffect, type ComponentType, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadAfterChunkError } from '../env/chunk-reload.ts';
import { browserSessionStorage } from '../env/browser-storage.ts';
import { reloadPage } from '../env/browser-session.ts';

/** A route whose lazy page chunk failed to load reloads the page, at most once a minute (spec: S1 §8; ERR-007). */
function useChunkErrorReload(error: unknown): void {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError({ storage: browserSessionStorage(), now: Date.now, reload: reloadPage });
  }, [error]);
}

/** A layout's error element: unknown paths get the 404 page in the main frame, anything else the error page in its frame. */
export function LayoutError({ Layout, MainLayout, NotFound, ServerError }: { Layout: ComponentType<{ children: ReactNode }>; MainLayout: ComponentType<{ children: ReactNode }>; NotFound: ComponentType; ServerError: ComponentType }) {
  const error = useRouteError();
  useChunkErrorReload(error);
  // Unknown paths get the technical page inside the main layout, wherever the path almost matched.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <MainLayout>
        <NotFound />
      </MainLayout>
    );
  }
  // Anything unexpected is logged and the page carries on with the error view (spec: S2 §8).
  console.error(error);
  return (
    <Layout>
      <ServerError />
    </Layout>
  );
}

/** The root's error element: the error page alone. */
export function RootError({ ServerError }: { ServerError: ComponentType }) {
  const error = useRouteError();
  useChunkErrorReload(error);
  console.error(error);
  return <ServerError />;
}

