import type { FeedSection } from '@bf/api-client/betting';
import { countryName } from './country-groups.ts';
import type { SportsLinks } from './use-sports-route.ts';

/** One step of a sports page's trail; the last is the page itself. */
export interface BreadcrumbItem {
  key: string;
  label: string;
  href: string;
  isCurrent: boolean;
}

/** The trail of a sports page: its accessible name and its steps. */
export interface BreadcrumbsModel {
  label: string;
  items: BreadcrumbItem[];
}

export interface TrailInput {
  section: FeedSection;
  /** "Line" or "Live": the trail's first step. */
  sectionName: string;
  sport?: { id: number; name: string };
  /** The championship's country (ISO 3166 alpha-2) or null when international; unset when not known yet. */
  country?: string | null;
  /** Names the region of an international championship. */
  internationalName: string;
  champ?: { id: number; sportId: number; name: string };
  game?: { name: string; href: string };
}

/**
 * The trail section › sport › country or region › championship › game, as far as the page goes, in the page's
 * language. The region step links to the sport's page at that country's group.
 */
export function sportsTrail(links: SportsLinks, lng: string, input: TrailInput): BreadcrumbItem[] {
  const items: Omit<BreadcrumbItem, 'isCurrent'>[] = [{ key: 'section', label: input.sectionName, href: links.section(input.section) }];
  if (input.sport) items.push({ key: 'sport', label: input.sport.name, href: links.section(input.section, input.sport.id) });
  if (input.sport && input.champ && input.country !== undefined) {
    const code = input.country?.toUpperCase() ?? null;
    items.push({ key: 'region', label: countryName(code, lng) ?? input.internationalName, href: `${links.section(input.section, input.sport.id)}#country-${code ?? 'intl'}` });
  }
  if (input.champ) items.push({ key: 'champ', label: input.champ.name, href: links.champ(input.section, input.champ) });
  if (input.game) items.push({ key: 'game', label: input.game.name, href: input.game.href });
  return items.map((item, index) => ({ ...item, isCurrent: index === items.length - 1 }));
}
