import type { Approval } from '../../../shared/contracts/admin.js';
import { DEFAULT_CREATOR_CATEGORY } from '../../../shared/creators.constants.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { ApplicationsRepo } from './applications.repo.js';
import type { CreatorsRepo } from './creators.repo.js';
import type { Notice } from './creators.service.js';
import { toApproval } from './creators.views.js';

export interface ApprovalsServiceDeps {
  repo: CreatorsRepo;
  applications: ApplicationsRepo;
  notify: (userId: number, notice: Notice) => Promise<void>;
}

/** What administrators decide about creators: the beta approval queue and the creator role. */
export function createApprovalsService({ repo, applications, notify }: ApprovalsServiceDeps) {
  async function decide(
    userId: number,
    status: 'approved' | 'rejected',
    note: string,
    decidedBy: number,
  ): Promise<Approval> {
    const application = await applications.find(userId);
    if (!application) throw notFound('That member has not applied to become a creator.');
    if (!(await applications.decide(userId, { status, note, decidedBy }))) {
      throw new HttpError(409, 'ALREADY_DECIDED', 'That application has already been decided.');
    }
    const said = note ? ` ${note}` : '';
    await notify(
      userId,
      status === 'approved'
        ? {
            title: 'You are a creator now',
            body: `Your creator application was approved.${said}`,
            link: '/artist-dashboard',
          }
        : {
            title: 'Creator application not approved',
            body: `Your creator application was not approved.${said}`,
            link: '/artist-dashboard',
          },
    );
    const decided = await applications.find(userId);
    if (!decided) throw notFound('That account no longer exists.');
    return toApproval(decided);
  }

  return {
    async pending(): Promise<Approval[]> {
      return (await applications.pending()).map(toApproval);
    },
    approve: (userId: number, note: string, decidedBy: number) =>
      decide(userId, 'approved', note, decidedBy),
    reject: (userId: number, note: string, decidedBy: number) =>
      decide(userId, 'rejected', note, decidedBy),

    /** Grants the creator role: approves a waiting application, else opens a plain profile. */
    async grant(userId: number, decidedBy: number) {
      const application = await applications.find(userId);
      if (application?.status === 'pending') {
        await applications.decide(userId, { status: 'approved', note: '', decidedBy });
        return;
      }
      await repo.insertProfile(userId, {
        category: DEFAULT_CREATOR_CATEGORY,
        tagline: '',
        accent: 'magenta',
        subscriptionPriceCents: 0,
      });
    },

    async revoke(userId: number) {
      await applications.removeCreator(userId);
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
