import { ListPlus } from 'lucide-react';
import { MyDataStates, PageEmpty, PageHeader } from '../../../components/ui/page-status';
import { useLists } from '../hooks/use-lists';
import { CreateListForm } from './create-list-form';
import { ListCard } from './list-card';

/** The signed-in user's lists of people: create, fill, prune and delete them. */
export function ListsManager() {
  const query = useLists();
  return (
    <MyDataStates query={query} what="lists">
      {(lists) => {
        return (
          <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
            <PageHeader
              title="Lists"
              description="Group the creators and listeners you want to keep an eye on."
            />
            <div className="panel p-6 sm:p-8">
              <CreateListForm />
            </div>
            {lists.length === 0 ? (
              <PageEmpty icon={ListPlus} title="No lists yet">
                Create your first list above, say “Friday night DJs” or “Producers to watch”, then
                add people to it by their username.
              </PageEmpty>
            ) : (
              <ul className="grid gap-4" aria-label="Your lists">
                {lists.map((list) => (
                  <ListCard key={list.id} list={list} />
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </MyDataStates>
  );
}
