export { InformationArticle } from './information-article.tsx';
export { SeoBlock } from './seo-block.tsx';
export type { SeoBlockView } from '@bf/ui-core/seo/seo-block';
export { MailboxLayout, MailboxFilterButton, MailboxMessages, MailboxSend } from './demo-mailbox.tsx';
