import { describe, expect, it } from 'vitest';
import { socialLinks } from '../shared/site/station.js';
import { DEFAULT_NEWS_FEEDS, EnvError, parseEnv } from './env.js';

describe('parseEnv', () => {
  it('fills every default when nothing is set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 5000,
      HOST: 'localhost',
      DATA_DIR: './.data',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:5000',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('reads the values that are set', () => {
    const env = parseEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/radio',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'debug',
      PUBLIC_URL: 'https://radio.example/',
      DATA_DIR: '/var/lib/radio',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/radio',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'debug',
      PUBLIC_URL: 'https://radio.example',
      DATA_DIR: '/var/lib/radio',
    });
  });

  it('treats empty optional URLs as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', REDIS_URL: '  ' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('lists every bad key at once', () => {
    let caught: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/radio',
        REDIS_URL: 'not a url',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: .*postgres/m);
    expect(problems).toMatch(/^REDIS_URL: /m);
    expect(problems).toMatch(/^LOG_LEVEL: must be one of/m);
    expect((caught as EnvError).message).toContain('Invalid configuration');
  });

  it('refuses a port out of range', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
  });

  it('reads the render data budget in milliseconds, left to the server when unset', () => {
    expect(parseEnv({}).RENDER_DATA_BUDGET_MS).toBeUndefined();
    expect(parseEnv({ RENDER_DATA_BUDGET_MS: '2500' }).RENDER_DATA_BUDGET_MS).toBe(2500);
    expect(() => parseEnv({ RENDER_DATA_BUDGET_MS: 'soon' })).toThrow(
      /RENDER_DATA_BUDGET_MS: must be a number of milliseconds/,
    );
    expect(() => parseEnv({ RENDER_DATA_BUDGET_MS: '5' })).toThrow(
      /RENDER_DATA_BUDGET_MS: must be at least 10/,
    );
  });

  it('reads the news feeds as JSON, defaulting to the community feeds', () => {
    expect(parseEnv({}).NEWS_FEEDS).toEqual(DEFAULT_NEWS_FEEDS);
    expect(parseEnv({}).NEWS_REFRESH_MINUTES).toBe(60);
    expect(parseEnv({ NEWS_FEEDS: '[]', NEWS_REFRESH_MINUTES: '0' })).toMatchObject({
      NEWS_FEEDS: [],
      NEWS_REFRESH_MINUTES: 0,
    });
    const feeds = [{ url: 'https://blog.example/feed', name: 'Blog', category: 'synthwave' }];
    expect(parseEnv({ NEWS_FEEDS: JSON.stringify(feeds) }).NEWS_FEEDS).toEqual(feeds);
  });

  it('names what is wrong with the news feeds', () => {
    expect(() => parseEnv({ NEWS_FEEDS: 'not json' })).toThrow(
      /NEWS_FEEDS: must be a JSON array of \{url, name, category\}/,
    );
    expect(() =>
      parseEnv({ NEWS_FEEDS: '[{"url":"ftp://x.example/f","name":"X","category":"synthwave"}]' }),
    ).toThrow(/NEWS_FEEDS\.0\.url: must start with http/);
    expect(() => parseEnv({ NEWS_REFRESH_MINUTES: '-5' })).toThrow(/NEWS_REFRESH_MINUTES/);
  });

  it('reads the station’s social accounts: replaced, left out or kept', () => {
    expect(parseEnv({}).SOCIAL_LINKS).toEqual(socialLinks());
    const links = parseEnv({
      SOCIAL_LINKS: '{"Twitter":"https://x.com/ourstation","Discord":"","YouTube":" "}',
    }).SOCIAL_LINKS;
    expect(links.map((link) => link.name)).toEqual(['Facebook', 'Twitter', 'Instagram', 'TikTok']);
    expect(links[1]).toEqual({ name: 'Twitter', href: 'https://x.com/ourstation' });
  });

  it('names what is wrong with the social accounts', () => {
    expect(() => parseEnv({ SOCIAL_LINKS: 'facebook' })).toThrow(
      /SOCIAL_LINKS: must be a JSON object/,
    );
    expect(() => parseEnv({ SOCIAL_LINKS: '{"Myspace":"https://myspace.com/x"}' })).toThrow(
      /SOCIAL_LINKS: names only Facebook, Twitter, Instagram, YouTube, Discord, TikTok/,
    );
    expect(() => parseEnv({ SOCIAL_LINKS: '{"Facebook":"http://facebook.com/x"}' })).toThrow(
      /SOCIAL_LINKS\.Facebook: must be an https:\/\/ address/,
    );
    expect(() => parseEnv({ SOCIAL_LINKS: '{"Facebook":"javascript:alert(1)"}' })).toThrow(
      /SOCIAL_LINKS\.Facebook/,
    );
  });

  it('takes mail settings', () => {
    expect(
      parseEnv({ SMTP_URL: 'smtps://u:p@mail.example:465', CONTACT_TO: 'crew@example.com' }),
    ).toMatchObject({ SMTP_URL: 'smtps://u:p@mail.example:465', CONTACT_TO: 'crew@example.com' });
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ CONTACT_TO: 'nobody' })).toThrow(/CONTACT_TO: must be an e-mail/);
  });
});
