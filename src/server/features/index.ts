/**
 * Every server feature's factory, for the composition root (`app.ts`) to list. Features never
 * import this file or each other: what one needs from another is a port the root hands over.
 */
export { createAccountModule } from './account/account.module.js';
export { createAdminModule, createPlatformSettings } from './admin/admin.module.js';
export { createAnalyticsModule } from './analytics/analytics.module.js';
export { createArtistsModule } from './artists/artists.module.js';
export { createAuthModule } from './auth/auth.module.js';
export { createBookmarksModule } from './bookmarks/bookmarks.module.js';
export { createChatModule } from './chat/chat.module.js';
export { createClientErrorsModule } from './client-errors/client-errors.module.js';
export { createClubsModule } from './clubs/clubs.module.js';
export { createContactModule } from './contact/contact.module.js';
export { createCreatorsModule } from './creators/creators.module.js';
export { createDashboardModule } from './dashboard/dashboard.module.js';
export { createEventsModule } from './events/events.module.js';
export { createFriendsModule } from './friends/friends.module.js';
export { createHealthModule } from './health/health.module.js';
export { createListsModule } from './lists/lists.module.js';
export { createMailModule } from './mail/mail.module.js';
export { createNewsModule } from './news/news.module.js';
export { createNotificationsModule } from './notifications/notifications.module.js';
export { createEntitlements } from './payments/entitlements.js';
export { createPaymentsModule } from './payments/payments.module.js';
export { createPlaylistsModule } from './playlists/playlists.module.js';
export { createPlayoutModule } from './playout/playout.module.js';
export { createPostsModule } from './posts/posts.module.js';
export { createPresenceModule } from './presence/presence.module.js';
export { createRadioModule } from './radio/radio.module.js';
export { createRequestsModule } from './requests/requests.module.js';
export { createScheduleModule } from './schedule/schedule.module.js';
export { createShowcaseModule } from './showcase/showcase.module.js';
export { createSiteModule } from './site/site.module.js';
export { createSongsModule } from './songs/songs.module.js';
