export { InformationArticle } from './information-article.tsx';
