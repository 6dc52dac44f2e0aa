import { Check } from 'lucide-react';
import type { UseFormReturn, UseFormSetError } from 'react-hook-form';
import {
  CREATOR_ACCENTS,
  CREATOR_CATEGORIES,
  TAGLINE_MAX,
} from '../../../../shared/creators.constants';
import { fieldSentence, SelectField, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { countryOptions } from '../../../lib/country-names';
import { fieldProps } from '../../../lib/form-fields';
import { ACCENT_GRADIENTS, ACCENT_NAMES } from './creator-display';
import { type CreatorFormInput, type CreatorFormOutput, formFieldOf } from './creator-form-schema';

export type CreatorForm = UseFormReturn<CreatorFormInput, unknown, CreatorFormOutput>;

/** Puts the server's reasons beside their fields; returns whether any field got one. */
export function showCreatorFieldErrors(
  error: unknown,
  setError: UseFormSetError<CreatorFormInput>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const problem of error.fields) {
    const field = formFieldOf[problem.field];
    if (!field) continue;
    setError(field, { type: 'server', message: problem.reason }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/**
 * Category, tagline, monthly price and accent: what a creator's card and page show; with
 * `withCountry`, also where they are from (the artist directory's global view).
 */
export function CreatorFields({
  form,
  withCountry = false,
}: {
  form: CreatorForm;
  withCountry?: boolean;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  const categoryError = errors.category?.message;

  return (
    <div className="grid gap-5">
      <SelectField
        label="Category"
        error={categoryError}
        // React picks the starting option itself; some DOMs ignore the form library's doing so.
        defaultValue={form.formState.defaultValues?.category}
        {...register('category')}
      >
        <option value="">Choose a category</option>
        {CREATOR_CATEGORIES.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      {withCountry ? (
        <SelectField
          label="Country"
          optional
          hint="Lists you under your country on the Artists page once you publish music."
          error={errors.country?.message}
          defaultValue={form.formState.defaultValues?.country}
          {...register('country')}
        >
          <option value="">Not given</option>
          {countryOptions().map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        label="Tagline"
        optional
        placeholder="Late-night synthwave from a tiny studio"
        {...fieldProps(form, 'tagline', TAGLINE_MAX)}
      />
      <TextField
        label="Monthly price in US dollars"
        optional
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint="Like 4.99. Leave it empty or 0 to keep everything free; subscribers pay this each month."
        {...fieldProps(form, 'price')}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">Accent colour</legend>
        <div className="flex flex-wrap gap-3">
          {CREATOR_ACCENTS.map((accent) => (
            <label key={accent} className="grid cursor-pointer justify-items-center gap-1">
              <input type="radio" value={accent} className="peer sr-only" {...register('accent')} />
              <span
                aria-hidden
                className="grid h-10 w-16 place-items-center rounded-lg text-white ring-1 ring-line peer-checked:ring-3 peer-checked:ring-text peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cyan [&>svg]:invisible peer-checked:[&>svg]:visible"
                style={{ backgroundImage: ACCENT_GRADIENTS[accent] }}
              >
                <Check size={18} strokeWidth={3} className="drop-shadow" />
              </span>
              <span className="text-xs font-medium">{ACCENT_NAMES[accent]}</span>
            </label>
          ))}
        </div>
        {errors.accent?.message ? (
          <p className="text-sm font-medium text-live">
            {fieldSentence('Accent colour', errors.accent.message)}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
