import { slideListSchema, staffListSchema } from '../../../../shared/contracts/showcase';
import { addressQuery, whole } from '../../../lib/address-query';

export const showcaseQueries = {
  /** The home page's carousel, in display order. */
  slides: () => addressQuery('/api/slides', slideListSchema, whole),
  /** The crew on the staff page, in the order the station presents them. */
  staff: () => addressQuery('/api/staff', staffListSchema, whole),
};
