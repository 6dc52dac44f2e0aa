import type { Page } from '@playwright/test';
import type { Slide, StaffMember } from '../src/shared/contracts/showcase.js';
import { expect, test } from './support/fixtures.js';
import { openPage, watchForProblems } from './support/site.js';

// The carousel only moves by itself for visitors who have not asked for reduced motion.
test.use({ reducedMotion: 'no-preference' });

const SEEDED_SLIDES = ['SYNTHGRL', 'Digital Metropolis', 'Constellation Vibes', 'Neon Boulevard'];

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured on NightDrive FM' });
const currentSlide = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"][data-current]');
const autoBadge = (page: Page) => carousel(page).getByText('Auto', { exact: true });
const dot = (page: Page, position: number, title: string) =>
  carousel(page).getByRole('button', { name: `Go to slide ${position}: ${title}`, exact: true });

/** Opens /home and waits for the slides to arrive. */
async function openHome(page: Page) {
  await openPage(page, '/home');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4');
}

/**
 * Runs the page's clock `ms` ahead at once, firing every timer due on the way (the carousel
 * moves by a timer), then lets the page render what they changed before its next frame.
 * Needs `page.clock.install()` before the page opens.
 */
async function letTimePass(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** Moves the pointer and focus off the carousel, so nothing holds it still but its own state. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('the home carousel', () => {
  test('shows the four slides from the database in order, each with a button to /now-playing', async ({
    page,
    request,
  }) => {
    const { slides } = (await (await request.get('/api/slides')).json()) as { slides: Slide[] };
    expect(slides.map((slide) => slide.title)).toEqual(SEEDED_SLIDES);

    await openHome(page);
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel(page).locator('[aria-roledescription="slide"] h3')).toHaveText(
      SEEDED_SLIDES,
    );
    for (const [position, slide] of slides.entries()) {
      await dot(page, position + 1, slide.title).click();
      await expect(currentSlide(page)).toHaveAttribute('aria-label', `${position + 1} of 4`);
      await expect(currentSlide(page).getByRole('heading')).toHaveText(slide.title);
      await expect(currentSlide(page).getByText(slide.description)).toBeVisible();
      const button = currentSlide(page).getByRole('link', { name: slide.cta });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', '/now-playing');
    }
    await currentSlide(page).getByRole('link').click();
    await expect(page).toHaveURL('/now-playing');
  });

  test('moves on to the next slide by itself after 5 seconds', async ({ page }) => {
    await openHome(page);
    const shownAt = Date.now();
    await expect(autoBadge(page)).toBeVisible();
    await expect(carousel(page).locator('[aria-live="off"]')).toHaveCount(1);

    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 4', { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4000);
    await expect(dot(page, 2, 'Digital Metropolis')).toHaveAttribute('aria-current', 'true');
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Digital Metropolis');
    await expect(autoBadge(page)).toBeVisible();
  });

  test('stops moving by itself after the first arrow press, for the rest of the visit', async ({
    page,
  }) => {
    await page.clock.install();
    await openHome(page);
    await expect(autoBadge(page)).toBeVisible();
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 4');
    await expect(autoBadge(page)).toHaveCount(0);
    await expect(carousel(page).locator('[aria-live="polite"]')).toHaveCount(1);

    await leaveCarousel(page);
    await letTimePass(page, 6000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 4');
    await expect(autoBadge(page)).toHaveCount(0);

    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4');
  });

  test('selects a slide with its dot and stays there', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await dot(page, 4, 'Neon Boulevard').click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '4 of 4');
    await expect(dot(page, 4, 'Neon Boulevard')).toHaveAttribute('aria-current', 'true');
    await expect(dot(page, 1, 'SYNTHGRL')).not.toHaveAttribute('aria-current', 'true');
    await expect(autoBadge(page)).toHaveCount(0);

    await dot(page, 3, 'Constellation Vibes').click();
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Constellation Vibes');
    await leaveCarousel(page);
    await letTimePass(page, 6000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 4');
  });
});

test.describe('the home page', () => {
  test('has the live player, recently played, chat, Tuneslingers, programmes and contact', async ({
    page,
  }) => {
    const watch = watchForProblems(page);
    await openHome(page);
    await expect(page.locator('main h1')).toHaveCount(1);

    await expect(page.locator('#radio-player')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play the live stream' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recently played' })).toBeVisible();
    await expect(page.getByLabel('About this list')).toContainText('The last 10 tracks');

    const chat = page.getByRole('region', { name: 'Live chat', exact: true });
    await expect(chat).toBeVisible();
    await expect(chat.getByText('Connected', { exact: true })).toBeVisible();
    await expect(chat.getByLabel('Choose a chat name')).toBeVisible();

    const tuneslingers = page.getByRole('region', { name: 'Tuneslingers', exact: true });
    // A fresh site has beta mode off, so the platform is open (beta: e2e/admin.spec.ts).
    await expect(tuneslingers.getByText('Open now')).toBeVisible();
    await expect(tuneslingers.getByRole('listitem').filter({ hasText: '%' })).toHaveText([
      /80%\s*of streaming revenue/,
      /85%\s*of merchandise sales/,
      /100%\s*of tips/,
    ]);
    await expect(tuneslingers.getByRole('link', { name: 'Discover Tuneslingers' })).toHaveAttribute(
      'href',
      '/tuneslingers',
    );

    const features = page.getByRole('region', { name: 'What the station offers' });
    await expect(features.getByRole('listitem')).toHaveCount(6);

    const programmes = page.getByRole('region', { name: 'Featured programmes' });
    const cards = programmes.getByRole('link');
    await expect(cards).toHaveCount(4);
    for (const [index, href] of [
      '/schedule',
      '/staff',
      '/live-chat',
      '/music-submissions',
    ].entries()) {
      await expect(cards.nth(index)).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await cards.nth(1).click();
    await expect(page).toHaveURL('/staff');
    await expect(page.locator('main h1')).toHaveText('Staff & DJs');
    watch.stop();
    expect(watch.problems).toEqual([]);
  });
});

test.describe('the staff page', () => {
  test('shows the nine crew members from the database and how to join them', async ({
    page,
    request,
  }) => {
    const { staff } = (await (await request.get('/api/staff')).json()) as {
      staff: StaffMember[];
    };
    expect(staff).toHaveLength(9);

    const watch = watchForProblems(page);
    await openPage(page, '/staff');
    const cards = page.getByRole('list', { name: 'The crew' }).getByRole('listitem');
    await expect(cards).toHaveCount(9);
    await expect(cards.getByRole('heading')).toHaveText(staff.map((member) => member.name));
    await expect(cards.first()).toContainText('Alex Reyes');
    await expect(cards.first()).toContainText(staff[0]?.title ?? '');
    await expect(cards.first()).toContainText(staff[0]?.specialty ?? '');

    const join = page.getByRole('region', { name: 'Join the crew' });
    await expect(join).toContainText('DJs');
    await expect(join).toContainText('Producers');
    await expect(join).toContainText('Moderators');
    const apply = join.getByRole('link', { name: 'Send a DJ application' });
    await expect(apply).toHaveAttribute('href', '/contact?type=dj');
    watch.stop();
    expect(watch.problems).toEqual([]);
    await apply.click();
    await expect(page).toHaveURL('/contact?type=dj');
  });
});
