export const LANGUAGE_KEY = 'language';

export interface Language {
  code: string;
  /** The language's name in itself, as speakers look for it. */
  nativeName: string;
  englishName: string;
  available: boolean;
  rtl?: boolean;
}

export const languages: Language[] = [
  { code: 'en', nativeName: 'English', englishName: 'English', available: true },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish', available: false },
  { code: 'fr', nativeName: 'Français', englishName: 'French', available: false },
  { code: 'de', nativeName: 'Deutsch', englishName: 'German', available: false },
  { code: 'pt', nativeName: 'Português', englishName: 'Portuguese', available: false },
  { code: 'ja', nativeName: '日本語', englishName: 'Japanese', available: false },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic', available: false, rtl: true },
  { code: 'he', nativeName: 'עברית', englishName: 'Hebrew', available: false, rtl: true },
];

const DEFAULT_LANGUAGE = 'en';

/** The chosen language, if it is one the site has; English otherwise. */
export function readLanguage(): string {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (stored && languages.some((l) => l.code === stored && l.available)) return stored;
  } catch {
    // Storage unavailable: the default applies.
  }
  return DEFAULT_LANGUAGE;
}

export function storeLanguage(code: string) {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
