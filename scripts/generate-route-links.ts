// Writes packages/headless/src/routes/route-links.generated.ts from the route table: `npm run routes:links`.
import { writeFileSync } from 'node:fs';
import { routeLinksSource } from '../packages/headless/src/routes/route-links-source.ts';

const file = new URL('../packages/headless/src/routes/route-links.generated.ts', import.meta.url);
writeFileSync(file, routeLinksSource());
console.log(`wrote ${file.pathname.split('/').slice(-4).join('/')}`);
