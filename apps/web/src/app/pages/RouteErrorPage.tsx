import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/plain/StatusPage';

/** A screen's code failed to download: usually a new version was deployed while the tab was open. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Shown when a route throws while loading or rendering, instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : stale
      ? 'A newer version of Brigade is available. Reload the page to continue.'
      : 'Something went wrong while showing this page. Reloading usually fixes it.';
  return (
    <StatusPage title={stale ? 'Brigade was updated' : 'Something went wrong'}>
      <p>{detail}</p>
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        Reload
      </button>
      <a className="link" href="/">
        Go to sign in
      </a>
    </StatusPage>
  );
}
