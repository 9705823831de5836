import { redirect } from 'react-router';
import { documentUrl } from '#src/router/react-router-adapter.ts';
import { decideRoute } from './route-decision.ts';
import { NOT_FOUND_PATH } from './route-table.ts';
import type { Route } from './+types/not-found';

// spec 8: any path outside the route table redirects to /404, once url-cleanup (spec 2.7, run on every path)
// has had its say: `/roster.aspx` first becomes `/roster`.
export function loader({ request }: Route.LoaderArgs) {
  const url = documentUrl(request.url);
  const decision = decideRoute({ pathname: url.pathname, search: url.search, staff: false });
  if (decision.kind === 'redirect') throw redirect(decision.location, decision.status);
  if (decision.kind === 'canonical') throw redirect(decision.location, 301);
  throw redirect(NOT_FOUND_PATH);
}

export default function Unknown() {
  return null;
}
