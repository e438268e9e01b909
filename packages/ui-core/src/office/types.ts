import type { ComponentProps, ReactNode } from 'react';
import type { OfficeAccountModel, OfficeAccountRow } from '@bf/headless/screens/office-account';
import type { PromotionRow } from '@bf/headless/screens/office-promotion';
import type { SecurityButton, SecurityMessage } from '@bf/headless/screens/office-security';
import type { CareButton, CareLink, CareRow } from '@bf/headless/screens/office-support';
import type { OfficeVerificationModel } from '@bf/headless/screens/office-verification';
import type { OfficeForm } from './office-page.tsx';

// The props of the office parts both kits draw their own way (a table or rows, a button beside or under), written
// once: the shared office screens (packages/screens) hand them in alike on both platforms.

/** How an office form lays out its fields; each kit maps it to its own layout (two columns on the desktop, one on the phone). */
export type OfficeFormLayout = 'stack' | 'care' | 'pair' | 'request' | 'inline' | 'idea';
export type OfficeFormProps = Omit<ComponentProps<typeof OfficeForm>, 'className'> & { layout: OfficeFormLayout };
/** A cell of a two-column form: across both columns (`full`, `actions`) or in the second one (`end`). */
export type FormCellProps = { place: 'full' | 'actions' | 'end'; children: ReactNode };
/** A page's intro, drawn where the platform puts it: under the heading (`page`) or opening the first panel (`panel`). */
export type OfficeIntroProps = { text: string; where: 'page' | 'panel' };
export type OfficeHeadingProps = { title: string; back: CareLink | null };
/** Care rows; with `empty` given, its text stands in for an empty list. */
export type CareRowsProps = { rows: CareRow[]; label: string; empty?: string | null };
/** The accounts of office/account; none are drawn while `isLoading` where the platform says so. */
export type AccountRowsProps = { rows: OfficeAccountRow[]; isLoading: boolean };
export type AccountActionsProps = { model: Pick<OfficeAccountModel, 'balanceToggle' | 'deposit' | 'withdraw' | 'addCurrency'>; select: ReactNode; notice: ReactNode };
export type PromotionRowsProps = { promotions: PromotionRow[] };
/** A security form: its fields as `children`, its submit (and the phone's resend as `extra`), its message; `isOn` is two-step sign-in's state. */
export type SecurityFormProps = { kind: 'password' | 'two-step' | 'phone'; hint?: string; submit: SecurityButton; extra?: SecurityButton | null; message: SecurityMessage; isOn?: boolean; children: ReactNode };
export type TransactionPanelsProps = { factsTitle: string; title: string; facts: ReactNode; choices: ReactNode };
export type RequestActionsProps = { submit: CareButton; done: CareLink | null; message: ReactNode };
export type VerificationStateProps = { state: NonNullable<OfficeVerificationModel['state']>; children: ReactNode };
export type IdeaFrameProps = { intro: string; children: ReactNode };
export type PromoCodeFieldsProps<Field> = { field: Field; submit: CareButton };
