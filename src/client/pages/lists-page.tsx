import { ListsManager } from '../features/lists/components/lists-manager';

/** /lists: signed-in users only. */
export function ListsPage() {
  return <ListsManager />;
}
