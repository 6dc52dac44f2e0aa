import { PlatformAnalyticsCard } from './platform-analytics-card';
import { PlatformSettingsCard } from './platform-settings-card';
import { RevenueOverviewCard, UserStatisticsCard } from './stats-cards';
import { SwitchesCard } from './switches-card';

/** The five cards of the spec, stacked on a phone and two across on a wider screen. */
export function AdminOverview() {
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <SwitchesCard />
      <PlatformSettingsCard />
      <UserStatisticsCard />
      <RevenueOverviewCard />
      <PlatformAnalyticsCard className="lg:col-span-2" />
    </div>
  );
}
