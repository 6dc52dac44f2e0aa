import { PlatformAnalyticsCard } from './platform-analytics-card';
import { PlatformFeaturesCard } from './platform-features-card';
import { PlatformSettingsCard } from './platform-settings-card';
import { RevenueOverviewCard, UserStatisticsCard } from './stats-cards';

/** The five cards of the spec, stacked on a phone and two across on a wider screen. */
export function AdminOverview() {
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <PlatformFeaturesCard />
      <PlatformSettingsCard />
      <UserStatisticsCard />
      <RevenueOverviewCard />
      <PlatformAnalyticsCard className="lg:col-span-2" />
    </div>
  );
}
