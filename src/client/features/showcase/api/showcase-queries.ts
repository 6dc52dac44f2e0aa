import { addressQuery, whole } from '../../../lib/address-query';

const showcase = () => import('../../../../shared/contracts/showcase');

export const showcaseQueries = {
  /** The home page's carousel, in display order. */
  slides: () => addressQuery('/api/slides', () => showcase().then((c) => c.slideListSchema), whole),
  /** The crew on the staff page, in the order the station presents them. */
  staff: () => addressQuery('/api/staff', () => showcase().then((c) => c.staffListSchema), whole),
};
