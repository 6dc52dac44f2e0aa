import type { AuditTrail, FeatureModule, ModuleDeps } from '../../modules.js';
import { createClubBoardRepo } from './club-board.repo.js';
import { createClubBoardService } from './club-board.service.js';
import { createClubsRepo } from './clubs.repo.js';
import { clubsRoutes } from './clubs.routes.js';
import { type ClubNotice, createClubsService } from './clubs.service.js';

/** Listener clubs: starting and running them, members and invitations, and each club's board. */
export function createClubsModule(
  { db }: ModuleDeps,
  links: {
    audit: AuditTrail;
    notify: (userId: number, notice: ClubNotice) => Promise<void>;
    settle: (userId: number, subject: string) => Promise<void>;
  },
) {
  const repo = createClubsRepo(db);
  const clubs = createClubsService({ db, repo, ...links });
  const boardRepo = createClubBoardRepo(db);
  const board = createClubBoardService({ db, repo, boardRepo, audit: links.audit });
  return {
    name: 'clubs',
    register: (app) => clubsRoutes(app, { clubs, board }),
  } satisfies FeatureModule;
}
