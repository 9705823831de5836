import { redirect } from 'react-router';

// spec 8: any path outside the route table redirects to /404.
export function loader() {
  throw redirect('/404');
}

export default function Unknown() {
  return null;
}
