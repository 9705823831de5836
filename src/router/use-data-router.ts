// The React half of the React Router adapter (react-router-adapter.ts): kept apart so that the adapter's
// URL and global helpers import nothing at run time (docs/decisions/0004-react-router-adapter.md).
import { useContext } from 'react';
import { UNSAFE_DataRouterContext, type DataRouter } from 'react-router';

/** The running data router: framework mode has no public hook that gives its routes or lets one subscribe. */
export function useDataRouter(): DataRouter | undefined {
  return useContext(UNSAFE_DataRouterContext)?.router;
}
