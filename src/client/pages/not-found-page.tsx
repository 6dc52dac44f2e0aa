import { Link } from 'wouter';
import { useRenderStatus } from '../lib/rendering';

/** The 404 card; rendered by the server, it also makes the response a 404. */
export function NotFoundPage() {
  useRenderStatus(404);
  return (
    <div className="mx-auto grid max-w-xl px-4 py-20">
      <div className="panel p-8 text-center">
        <p aria-hidden className="font-display text-6xl font-black text-gradient">
          404
        </p>
        <h1 className="mt-2 text-2xl font-bold">404 Page Not Found</h1>
        <p className="mt-3 text-muted">
          This frequency is empty: the page you were looking for does not exist or has moved.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/" className="btn btn-primary">
            Back to the station
          </Link>
          <Link href="/now-playing" className="btn btn-outline">
            Listen live
          </Link>
        </div>
      </div>
    </div>
  );
}
