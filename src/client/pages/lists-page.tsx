import { RequireAuth } from '../features/auth/components/require-auth';
import { ListsManager } from '../features/lists/components/lists-manager';

/** /lists: signed-in users only. */
export function ListsPage() {
  return (
    <RequireAuth>
      <ListsManager />
    </RequireAuth>
  );
}
