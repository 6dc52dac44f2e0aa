import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS, SWITCHED_OFF_MESSAGES } from '../../shared/admin.constants';
import type { Approval, PlatformFeatures } from '../../shared/contracts/admin';
import { APPLICATION_WAITING } from '../features/creators/components/creator-application-notice';
import { json, stubApi } from '../testing/api-stub';
import { creatorApplication, neonrider } from '../testing/fixtures';
import { renderApp, signIn } from '../testing/render';
import { ArtistDashboardPage } from './artist-dashboard-page';

function renderForMember(application: Approval | null, switches: Partial<PlatformFeatures> = {}) {
  signIn();
  const api = stubApi()
    .on('GET /api/platform/features', json({ ...DEFAULT_PLATFORM_SETTINGS, ...switches }))
    .on('GET /api/auth/user', json({ ...neonrider, isCreator: false }))
    .on('GET /api/creators/application', json({ application }));
  renderApp(<ArtistDashboardPage />, { path: '/artist-dashboard' });
  return api;
}

describe('/artist-dashboard for a member who applied to be a creator', () => {
  it('says the application is waiting instead of leading to the form', async () => {
    const api = renderForMember(creatorApplication(), { betaMode: true });
    expect(await screen.findByText(APPLICATION_WAITING)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Become a creator|Apply again/ })).toBeNull();
    expect(await screen.findByText('Beta')).toHaveTextContent('Beta: Tuneslingers is in beta');
    expect(api.calls('GET /api/artist/stats')).toHaveLength(0);
  });

  it('says the application was not approved, with the note, and offers to apply again', async () => {
    renderForMember(creatorApplication({ status: 'rejected', note: 'Add some music first.' }));
    expect(await screen.findByText('Your creator application was not approved')).toBeVisible();
    expect(screen.getByText(/Add some music first\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply again' })).toHaveAttribute('href', '/dashboard');
  });

  it('leads a member who never applied to the form', async () => {
    renderForMember(null);
    expect(await screen.findByRole('link', { name: 'Become a creator' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText(APPLICATION_WAITING)).not.toBeInTheDocument();
  });

  it('says creator registration is closed instead of leading to the form', async () => {
    renderForMember(null, { artistRegistrationEnabled: false });
    expect(
      await screen.findByText(SWITCHED_OFF_MESSAGES.artistRegistrationEnabled),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a creator' })).not.toBeInTheDocument();
  });
});
