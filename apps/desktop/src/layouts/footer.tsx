import { useTranslation } from '@bf/headless/i18n';
import { FOOTER_MENUS, useMenu } from '@bf/headless/navigation';
import { useShell } from '@bf/headless/shell';
import { SiteFooter } from '@bf/ui-desktop/layout';

/** The desktop footer: information and help links, responsible gaming, legal line. */
export function Footer() {
  const { t } = useTranslation();
  const { companyName } = useShell();
  const information = useMenu(FOOTER_MENUS[0]!.entries);
  const help = useMenu(FOOTER_MENUS[1]!.entries);
  return (
    <SiteFooter
      columns={[
        { title: t('footer.information'), links: information },
        { title: t('footer.help'), links: help },
      ]}
      responsible={t('footer.responsible')}
      ageNotice={t('footer.ageNotice')}
      legal={t('footer.rights', { year: new Date().getFullYear(), company: companyName || t('brand') })}
    />
  );
}
