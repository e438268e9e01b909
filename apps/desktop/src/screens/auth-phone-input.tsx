import { useTranslation } from '@bf/headless/i18n';
import type { PhoneFieldState } from '@bf/headless/auth';
import { CountryPicker, PhoneField } from '@bf/ui-desktop/auth';

/** A phone field with its country picker, over the headless phone field state. */
export function AuthPhoneInput({ phone, label, error, autoFocus }: { phone: PhoneFieldState; label: string; error?: string; autoFocus?: boolean }) {
  const { t } = useTranslation('auth');
  const { picker, country } = phone;
  return (
    <>
      <PhoneField
        label={label}
        value={phone.display}
        onValueChange={phone.setInput}
        error={error}
        placeholder={phone.placeholder}
        autoFocus={autoFocus}
        countryCode={country.country_code}
        phoneCode={country.tel_code}
        countryButtonLabel={t('phone.countryButton', { country: country.name, code: country.tel_code })}
        onCountryClick={picker.open}
      />
      <CountryPicker
        isOpen={picker.isOpen}
        title={t('phone.pickerTitle')}
        closeLabel={t('common.close')}
        searchLabel={t('phone.search')}
        search={picker.search}
        onSearchChange={picker.setSearch}
        countries={picker.countries.map((c) => ({ id: c.id, name: c.name, telCode: c.tel_code }))}
        selectedId={country.id}
        onSelect={picker.select}
        onClose={picker.close}
        notFoundText={picker.notFoundText}
        isLoading={!picker.isReady}
        loadingText={t('phone.loading')}
      />
    </>
  );
}
