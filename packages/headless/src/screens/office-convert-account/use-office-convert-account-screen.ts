import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { careKeys, type ConvertAccountState } from '@bf/api-client/office-care';
import { balanceText, convertAccountTitleKey } from '../../accounts/accounts-rules.ts';
import type { DateFormatter } from '../../i18n/date-format.ts';
import { useDateFormatter } from '../../i18n/use-date-formatter.ts';
import { callFailure, useOfficeCareApi, type CareButton, type CareFact, type CareMessage } from '../../office-care/care-model.ts';

/** office/convert-account: whether the account may be converted (status 0, 1 or 2) and the request to do it. */
export interface OfficeConvertAccountModel {
  title: string;
  status: 'loading' | 'error' | 'ready';
  statusText: string | null;
  /** The allowed status: 0 not allowed, 1 main account, 2 additional account (ACCT-017 to ACCT-019). */
  allowed: 0 | 1 | 2 | null;
  /** The conversion's title (ACCT-021's key for HRK) and what it means for this player. */
  heading: string | null;
  text: string | null;
  facts: CareFact[];
  submit: CareButton | null;
  result: CareMessage;
}

export interface OfficeConvertAccountInput {
  t: TFunction;
  lng: string;
  dates: DateFormatter;
  state: ConvertAccountState | undefined;
  isError: boolean;
  isBusy: boolean;
  result: CareMessage;
  onRequest(): void;
}

/** The page's model (pure: tests and fixtures use it directly). */
export function officeConvertAccountModel({ t, lng, dates, state, isError, isBusy, result, onRequest }: OfficeConvertAccountInput): OfficeConvertAccountModel {
  const status = isError ? 'error' : state ? 'ready' : 'loading';
  const account = state?.account ?? null;
  const allowed = state && state.status !== 0 && account ? state.status : 0;
  const money = account ? balanceText({ moneyMinor: account.moneyMinor, iso: account.iso }, { lng, hidden: false }) : '';
  return {
    title: t('convert_title'),
    status,
    statusText: status === 'loading' ? t('care_loading') : status === 'error' ? t('care_load_error') : null,
    allowed: state ? allowed : null,
    // ACCT-021: the argument is the account's balance in minor units, so an empty HRK account reads "switch", a funded one "convert".
    heading: state && account && allowed !== 0 ? t(convertAccountTitleKey(account.iso, account.moneyMinor), { iso: account.iso }) : null,
    text: state ? (state.requestedAt ? t('convert_requested', { date: dates.format(new Date(state.requestedAt)) }) : t(`convert_status_${allowed}`, { iso: account?.iso ?? '' })) : null,
    facts:
      state && account && allowed !== 0
        ? [
            { id: 'account', label: t('convert_fact_account'), value: t(allowed === 1 ? 'convert_account_main' : 'convert_account_additional', { iso: account.iso }) },
            { id: 'balance', label: t('convert_fact_balance'), value: money },
          ]
        : [],
    submit: state && allowed !== 0 && !state.requestedAt ? { label: t(isBusy ? 'care_sending' : 'convert_submit'), isBusy, isDisabled: isBusy, onPress: onRequest } : null,
    result,
  };
}

/** office/convert-account (ROUTE-066; ACCT-017 to ACCT-019, ACCT-021) over the office API. */
export function useOfficeConvertAccountScreen(): OfficeConvertAccountModel {
  const { t, i18n } = useTranslation('office');
  const lng = i18n.language || 'en';
  const dates = useDateFormatter('dateTime');
  const api = useOfficeCareApi();
  const convert = useSWR(careKeys.convertAccount(), () => api.getConvertAccount());
  const [isBusy, setBusy] = useState(false);
  const [result, setResult] = useState<CareMessage>(null);
  return officeConvertAccountModel({
    t,
    lng,
    dates,
    state: convert.data,
    isError: convert.error !== undefined && convert.data === undefined,
    isBusy,
    result,
    onRequest: () => {
      if (isBusy) return;
      setBusy(true);
      setResult(null);
      api.requestConversion().then(
        (next) => {
          setBusy(false);
          setResult({ text: t('convert_sent'), tone: 'success' });
          void convert.mutate(next, { revalidate: false });
        },
        (error: unknown) => {
          setBusy(false);
          setResult(callFailure(t, error, ['convert_not_allowed']));
        },
      );
    },
  });
}
