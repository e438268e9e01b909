import { useTranslation } from '@bf/headless/i18n';
import { useCouponPrint } from '@bf/headless/coupon-placement';
import { usePageTitle } from '@bf/headless/shell';
import { ButtonLink, Notice } from '@bf/ui-mobile/components';
import { CouponPrintSheet } from '@bf/ui-mobile/coupon';

/** `print-coupon/{couponId}` (empty layout): the stored coupon, for its owner, ready to print. */
export function CouponPrintPage() {
  const { t } = useTranslation('coupon');
  const title = usePageTitle();
  const { view, isLoading, problem, signInHref, print } = useCouponPrint();

  if (problem === 'sign-in') {
    return (
      <Notice title={title} action={<ButtonLink href={signInHref}>{t('print.signInAction')}</ButtonLink>}>
        <h1 className="sr-only">{title}</h1>
        {t('print.signIn')}
      </Notice>
    );
  }
  if (problem) {
    return (
      <Notice tone={problem === 'not-found' ? 'info' : 'error'} title={t(problem === 'not-found' ? 'print.notFound' : 'print.failed')}>
        <h1 className="sr-only">{title}</h1>
        {t(problem === 'not-found' ? 'print.notFoundText' : 'print.failedText')}
      </Notice>
    );
  }
  if (isLoading || !view) {
    return (
      <Notice title={title}>
        <h1 className="sr-only">{title}</h1>
        <span role="status">{t('print.loading')}</span>
      </Notice>
    );
  }
  const type = view.typeKey === 'system' && view.systemValue !== null ? t('print.systemType', { value: view.systemValue, count: view.betCount }) : t(`type.${view.typeKey}`);
  return (
    <CouponPrintSheet
      title={t('print.title', { id: view.id })}
      facts={[
        { label: t('print.code'), value: view.code },
        { label: t('print.placedAt'), value: view.placedAt },
        { label: t('type.label'), value: type },
        { label: t('success.stake'), value: view.stake },
        ...(view.odds ? [{ label: t('summary.totalOdds'), value: view.odds }] : []),
        { label: view.typeKey === 'express' ? t('summary.possibleWin') : t('summary.maxWin'), value: view.possibleWin },
        ...(view.typeKey !== 'express' ? [{ label: t('summary.minWin'), value: view.minPossibleWin }] : []),
        { label: t('print.status'), value: t(`status.${view.statusId}`) },
        ...(view.payout !== null ? [{ label: t('print.payout'), value: view.payout }] : []),
      ]}
      columns={{ event: t('print.event'), pick: t('print.pick'), odds: t('print.odds'), status: t('print.status') }}
      bets={view.bets.map((bet) => ({
        key: bet.key,
        event: bet.event,
        meta: bet.meta,
        pick: `${bet.marketName}: ${bet.outcomeName}${bet.stake ? ` · ${t('print.betStake', { amount: bet.stake })}` : ''}`,
        odds: bet.odds,
        status: t(`status.${bet.statusId}`),
      }))}
      printLabel={t('print.print')}
      onPrint={print}
    />
  );
}
