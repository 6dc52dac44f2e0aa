import {
  FEATURE_SWITCH_LABELS,
  type FeatureSwitch,
  SWITCHED_OFF_MESSAGES,
} from '../../../shared/admin.constants.js';
import type {
  PlatformFeatures,
  PlatformSettings,
  UpdateSettingsRequest,
} from '../../../shared/contracts/admin.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { SETTINGS_FIELDS, toSettings, toSwitches } from './admin.views.js';
import type { AuditRepo, Queryable } from './audit.repo.js';
import type { SettingsRepo, SettingsValues } from './settings.repo.js';

export interface AdminActor {
  id: number;
  username: string;
}

const RATE_LABELS = {
  artistStreamingRate: 'the artist streaming rate',
  artistMerchandiseRate: 'the artist merchandise rate',
} as const;

/** "Payments off", "the artist streaming rate 80% → 75%": one phrase per changed field. */
function describe(
  field: (typeof SETTINGS_FIELDS)[number],
  before: SettingsValues,
  after: SettingsValues,
) {
  if (field === 'artistStreamingRate' || field === 'artistMerchandiseRate') {
    return `${RATE_LABELS[field]} ${before[field]}% → ${after[field]}%`;
  }
  return `${FEATURE_SWITCH_LABELS[field as FeatureSwitch].label} ${after[field] ? 'on' : 'off'}`;
}

export interface SettingsServiceDeps {
  db: Db;
  repo: SettingsRepo;
  audit: AuditRepo;
}

/** The platform settings: read by every switch, written by administrators one version at a time. */
export function createSettingsService({ db, repo, audit }: SettingsServiceDeps) {
  return {
    async read(): Promise<PlatformSettings> {
      const { settings, updatedBy } = await repo.read();
      return toSettings(settings, updatedBy);
    },

    /** What the switches say now; read on every check, so a change takes effect at once everywhere. */
    async switches(tx?: Queryable): Promise<PlatformFeatures> {
      // The one row by its key, without the admin page's join for who changed it last.
      return toSwitches(await repo.current(tx ?? db));
    },

    /** Refuses a kind of payment while the settings switch it off. */
    async requirePaymentSwitch(kind: string) {
      const features = await this.switches();
      if (kind === 'tip' && !features.tippingEnabled) {
        throw new HttpError(403, 'TIPPING_DISABLED', SWITCHED_OFF_MESSAGES.tippingEnabled);
      }
      if ((kind === 'subscription' || kind === 'song_purchase') && !features.paymentsEnabled) {
        throw new HttpError(403, 'PAYMENTS_DISABLED', SWITCHED_OFF_MESSAGES.paymentsEnabled);
      }
      if (kind === 'merchandise' && !features.merchandiseEnabled) {
        throw new HttpError(403, 'MERCHANDISE_DISABLED', SWITCHED_OFF_MESSAGES.merchandiseEnabled);
      }
    },

    /**
     * Writes the full settings object. The caller names the version it read: when another
     * administrator wrote in between, the write is refused rather than silently undoing theirs.
     */
    async update(actor: AdminActor, input: UpdateSettingsRequest): Promise<PlatformSettings> {
      const wanted: SettingsValues = {
        artistRegistrationEnabled: input.artistRegistrationEnabled,
        streamingEnabled: input.streamingEnabled,
        paymentsEnabled: input.paymentsEnabled,
        tippingEnabled: input.tippingEnabled,
        merchandiseEnabled: input.merchandiseEnabled,
        // Spec: beta mode is on unless the object says explicitly false.
        betaMode: input.betaMode !== false,
        artistStreamingRate: input.artistStreamingRate,
        artistMerchandiseRate: input.artistMerchandiseRate,
      };
      await db.transaction(async (tx) => {
        await repo.lock(tx);
        const before = await repo.current(tx);
        if (before.version !== input.version) {
          throw new HttpError(
            409,
            'STALE_SETTINGS',
            'Another administrator changed the settings since you loaded them. Look at the latest settings and make your change again.',
          );
        }
        const changed = SETTINGS_FIELDS.filter((field) => before[field] !== wanted[field]);
        if (changed.length === 0) return;
        const after = await repo.write(tx, wanted, actor.id);
        await audit.append(tx, {
          actor,
          action: 'settings.update',
          summary: `Settings: ${changed.map((field) => describe(field, before, after)).join('; ')}`,
          targetType: 'settings',
          targetId: after.version,
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, after[field]])),
        });
      });
      return this.read();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
