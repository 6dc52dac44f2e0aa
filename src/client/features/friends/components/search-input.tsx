import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

/** A search box with its magnifier inside, for the friends tabs' filter and people search. */
export function SearchInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>,
) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input {...props} type="search" className="input pl-9" />
    </div>
  );
}
