import { mediaStorageFor } from '../../lib/storage/index.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import type { AuditTrail, FeatureModule, ModuleDeps } from '../../modules.js';
import { createShowcaseImages } from './showcase.images.js';
import { showcaseRoutes } from './showcase.routes.js';
import { createSlidesRepo } from './slides.repo.js';
import { slidesRoutes } from './slides.routes.js';
import { createSlidesService } from './slides.service.js';
import { createStaffRepo } from './staff.repo.js';
import { staffRoutes } from './staff.routes.js';
import { createStaffService } from './staff.service.js';

export interface ShowcaseLinks {
  /** Every back-office change is recorded in the same transaction. */
  audit: AuditTrail;
  storage?: MediaStorage;
}

/** The showcase: the home page's slides and the staff cards, and the back office that edits them. */
export function createShowcaseModule(
  { db, env, log }: ModuleDeps,
  links: ShowcaseLinks,
): FeatureModule {
  const images = createShowcaseImages({ storage: links.storage ?? mediaStorageFor(env), log });
  const { audit } = links;
  const slides = createSlidesService({ db, repo: createSlidesRepo(db), audit, images });
  const staff = createStaffService({ db, repo: createStaffRepo(db), audit, images });
  return {
    name: 'showcase',
    register: (app) => {
      showcaseRoutes(app, { slides, staff, images });
      slidesRoutes(app, { slides });
      staffRoutes(app, { staff });
    },
  };
}
