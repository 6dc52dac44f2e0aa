import { Languages, PilcrowLeft } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../components/ui/page-status';
import { languages, readLanguage, storeLanguage } from '../lib/language';
import { usePreferences } from '../lib/preferences';

/** /language: English today; the others are listed as they are being translated. */
export function LanguagePage() {
  const [language, setLanguage] = useState(readLanguage);
  const { direction, toggleDirection } = usePreferences();

  const handleChoose = (code: string) => {
    setLanguage(code);
    storeLanguage(code);
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12">
      <PageHeader title="Language" description="Choose the language of the site." />
      <form className="panel p-6 sm:p-8" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="grid gap-3">
          <legend className="mb-3 flex items-center gap-2 font-display text-xl font-bold">
            <Languages aria-hidden className="text-accent" size={22} />
            Site language
          </legend>
          {languages.map((option) => (
            <label
              key={option.code}
              className={`flex items-center gap-3 rounded-xl border p-3 ${
                option.available
                  ? 'cursor-pointer border-line bg-bg-2 has-[:checked]:border-accent'
                  : 'cursor-not-allowed border-dashed border-line'
              }`}
            >
              <input
                type="radio"
                name="language"
                value={option.code}
                checked={language === option.code}
                disabled={!option.available}
                onChange={() => handleChoose(option.code)}
                className="size-4 shrink-0 accent-accent"
              />
              <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
                <span
                  lang={option.code}
                  dir={option.rtl ? 'rtl' : undefined}
                  className="font-semibold"
                >
                  {option.nativeName}
                </span>
                {option.nativeName !== option.englishName ? (
                  <span className="text-sm text-muted">{option.englishName}</span>
                ) : null}
              </span>
              {option.available ? (
                language === option.code ? (
                  <span className="chip shrink-0 bg-accent/15 text-accent-strong">Selected</span>
                ) : null
              ) : (
                <span className="chip shrink-0 border border-line text-muted">Coming soon</span>
              )}
            </label>
          ))}
        </fieldset>
        <p className="mt-4 text-sm text-muted">
          Translations are on their way. Your choice is remembered on this device.
        </p>
      </form>
      <section aria-labelledby="rtl-heading" className="panel grid gap-3 p-6 sm:p-8">
        <h2 id="rtl-heading" className="flex items-center gap-2 text-xl font-bold">
          <PilcrowLeft aria-hidden className="text-accent" size={22} />
          Right-to-left preview
        </h2>
        <p className="text-muted">
          Arabic and Hebrew read from right to left. The right-to-left toggle, here and at the top
          of every page, mirrors the layout so you can preview how the site will look in those
          languages. The text stays in English, and the setting lasts until you reload.
        </p>
        <div>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-pressed={direction === 'rtl'}
            onClick={toggleDirection}
          >
            Preview right-to-left
          </button>
        </div>
      </section>
    </div>
  );
}
