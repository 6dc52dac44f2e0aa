import type { Locator, Page } from '@playwright/test';
import { CREATOR_CATEGORIES } from '../src/shared/creators.constants.js';
import { expect, newMember, test } from './support/fixtures.js';
import { registerWithForm, signInWithForm } from './support/login-form.js';
import { openPage } from './support/site.js';

/** The figure shown under a dashboard card's label. */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

const postCard = (page: Page, title: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('Tuneslingers creators', () => {
  test('a fan registers, finds a creator by the start of a name, follows, likes and comments', async ({
    page,
  }) => {
    const fan = newMember('fanjourney');
    await openPage(page, '/login');
    await registerWithForm(page, fan);
    await signInWithForm(page, fan);
    await expect(page).toHaveURL('/dashboard');

    await page
      .getByRole('link', { name: /Discover creators/ })
      .first()
      .click();
    await expect(page).toHaveURL('/search');
    await page.getByRole('searchbox', { name: 'Search creators' }).fill('synt');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=synt');
    const results = page.getByRole('list', { name: /Search results|Results/ });
    await results
      .getByRole('link', { name: /SYNTHGRL/ })
      .first()
      .click();
    await expect(page).toHaveURL('/creator/synthgrl');
    await expect(page.getByRole('heading', { level: 1, name: 'SYNTHGRL' })).toBeVisible();
    await expect(page.getByText('$4.99/month').first()).toBeVisible();

    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
    const account = await page.request.get('/api/auth/user');
    expect((await account.json()).following).toBe(1);

    const post = postCard(page, 'New single out Friday');
    const like = post.getByRole('button', { name: /^Like, / });
    const before = Number((await like.textContent())?.match(/\d+/)?.[0] ?? 0);
    await like.click();
    await expect(
      post.getByRole('button', { name: `Like, ${before + 1} like${before === 0 ? '' : 's'}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await post.getByRole('button', { name: /^Show comments/ }).click();
    await post.getByLabel('Your comment').fill('Counting down to Friday!');
    await post.getByRole('button', { name: 'Post comment' }).click();
    await expect(post.getByRole('list', { name: 'Comments' })).toContainText(
      'Counting down to Friday!',
    );

    // The subscribers-only post shows its title and teaser, never its body.
    const locked = postCard(page, 'Stems and patch notes for Chrome Horizon');
    await expect(locked).toContainText('How the lead sound of “Chrome Horizon” was built');
    await expect(locked.getByText('Subscribers only').first()).toBeVisible();
    expect(await page.content()).not.toContain('saw + square, detune 7 cents');

    // Reloading keeps everything: the follow, the like and the comment came from the server.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
    await expect(
      postCard(page, 'New single out Friday').getByRole('button', { name: /^Like, / }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('a member becomes a creator and publishes a subscribers-only post that others see only as a teaser', async ({
    page,
    newAccount,
    openContext,
  }) => {
    // Three people and five page loads on a server the other journeys share: more than 30 s
    // when the machine is busy.
    test.slow();
    const member = await newAccount({ prefix: 'becomes' });
    await member.signIn(page.context());
    await openPage(page, '/dashboard');
    await page.getByRole('button', { name: 'Become a Creator' }).click();
    const form = page.getByRole('form', { name: 'Become a Creator' });
    await form.getByLabel('Category').selectOption({ label: 'Education' });
    await form.getByLabel('Tagline').fill('Modular patching for beginners');
    await form.getByLabel('Monthly price in US dollars').fill('2.50');
    await form.getByRole('button', { name: 'Become a Creator' }).click();
    await expect(page.getByRole('button', { name: 'New post' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Edit profile/ })).toBeVisible();

    await page.getByRole('button', { name: 'New post' }).first().click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Patch of the week');
    await page
      .getByRole('textbox', { name: 'Post', exact: true })
      .fill('Route the LFO to the filter cutoff, slowly: BODY-ONLY-FOR-SUBSCRIBERS');
    await page.getByRole('radio', { name: /Subscribers only/ }).check();
    await page
      .getByRole('textbox', { name: 'Teaser' })
      .fill('A slow filter sweep you can build in five minutes.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(postCard(page, 'Patch of the week')).toContainText('BODY-ONLY-FOR-SUBSCRIBERS');

    // Someone else sees the title and the teaser only.
    const other = await newAccount({ prefix: 'teaseronly' });
    const otherPage = await other.newPage();
    await openPage(otherPage, `/creator/${member.username}`);
    const card = postCard(otherPage, 'Patch of the week');
    await expect(card).toContainText('A slow filter sweep you can build in five minutes.');
    await expect(card.getByText('Subscribers only').first()).toBeVisible();
    await expect(card.getByRole('button', { name: /^Like/ })).toBeDisabled();
    expect(await otherPage.content()).not.toContain('BODY-ONLY-FOR-SUBSCRIBERS');
    await expect(otherPage.getByText('$2.50/month').first()).toBeVisible();

    // So does a visitor who is not signed in.
    const visitor = await (await openContext()).newPage();
    await openPage(visitor, `/creator/${member.username}`);
    await expect(postCard(visitor, 'Patch of the week')).toContainText('A slow filter sweep');
    expect(await visitor.content()).not.toContain('BODY-ONLY-FOR-SUBSCRIBERS');
  });

  test('the dashboard shows the new numbers for the creator and the fan', async ({
    page,
    newAccount,
  }) => {
    const creator = await newAccount({ prefix: 'counted', isCreator: true });
    const fan = await newAccount({ prefix: 'counter' });
    const published = await page.request.post('/api/posts', {
      headers: creator.headers,
      data: { title: 'Count me in', content: 'A public post' },
    });
    expect(published.status()).toBe(201);

    const fanPage = await fan.newPage();
    await openPage(fanPage, `/creator/${creator.username}`);
    await fanPage.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(fanPage.getByRole('button', { name: 'Following' })).toBeVisible();
    const post = postCard(fanPage, 'Count me in');
    await post.getByRole('button', { name: 'Like, 0 likes' }).click();
    await expect(post.getByRole('button', { name: 'Like, 1 like' })).toBeVisible();
    await post.getByRole('button', { name: /^Show comments/ }).click();
    await post.getByLabel('Your comment').fill('First!');
    await post.getByRole('button', { name: 'Post comment' }).click();
    await expect(post.getByRole('list', { name: 'Comments' })).toContainText('First!');

    await openPage(fanPage, '/dashboard');
    await expect(figure(fanPage, 'Following')).toHaveText('1');
    await expect(figure(fanPage, 'Likes given')).toHaveText('1');
    await expect(figure(fanPage, 'Comments')).toHaveText('1');
    await expect(fanPage.getByRole('heading', { name: 'From creators you follow' })).toBeVisible();

    await creator.signIn(page.context());
    await openPage(page, '/dashboard');
    await expect(figure(page, 'Fans')).toHaveText('1');
    await expect(figure(page, 'Posts')).toHaveText('1');
    await expect(figure(page, 'Likes \\(30 days\\)')).toHaveText('1');
    await expect(figure(page, 'Comments \\(30 days\\)')).toHaveText('1');
    const activity = page.getByRole('region', { name: 'Recent activity' });
    await expect(activity).toContainText('followed you');
    await expect(activity).toContainText('liked');
    await expect(activity).toContainText('commented on');
    await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toContainText(
      'New fan',
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('/search fits the screen, with featured creators, 12 categories and results', async ({
      page,
    }) => {
      await openPage(page, '/search');
      await expect(
        page.getByRole('list', { name: 'Featured creators' }).getByRole('listitem'),
      ).toHaveCount(8);
      for (const category of CREATOR_CATEGORIES) {
        await expect(
          page.getByRole('button', { name: new RegExp(`^${category.name.replace('&', '\\&')}`) }),
        ).toBeVisible();
      }
      await page.getByRole('button', { name: /^Cooking/ }).click();
      await expect(page).toHaveURL('/search?category=cooking');
      await expect(page.getByRole('link', { name: /Nina Vapor/ }).first()).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search creators' }).fill('zzzz-nobody');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('No creators found matching “zzzz-nobody”')).toBeVisible();
      const widths = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.content).toBeLessThanOrEqual(widths.viewport);
    });
  });
});
