import { useSearchParams } from 'wouter';

/**
 * The open tab lives in the address (`?tab=…`), so reload and links keep it. The first tab is
 * the default and leaves the address bare; an unknown `tab` opens it too.
 */
export function useTabInAddress<const Id extends string>(
  tabs: readonly [{ id: Id }, ...{ id: Id }[]],
) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0].id;
  const tab: Id = tabs.find((t) => t.id === params.get('tab') && t.id !== first)?.id ?? first;
  const open = (next: Id) => setParams(next === first ? {} : { tab: next }, { replace: true });
  return { tab, open };
}
