import type { CatalogChamp, CatalogSport } from './catalog-types.ts';
import { basketball } from './champs/basketball.ts';
import { esports } from './champs/esports.ts';
import { football } from './champs/football.ts';
import { hockey } from './champs/hockey.ts';
import { mma } from './champs/mma.ts';
import { tableTennis } from './champs/table-tennis.ts';
import { tennis } from './champs/tennis.ts';
import { volleyball } from './champs/volleyball.ts';
import { loc } from './i18n.ts';

export const SPORTS: readonly CatalogSport[] = [
  {
    id: 1, slug: 'football', liveTarget: 10,
    names: loc('Football', 'Футбол', { az: 'Futbol', de: 'Fußball', es: 'Fútbol', pt: 'Futebol', tr: 'Futbol', fr: 'Football', it: 'Calcio' }),
  },
  {
    id: 4, slug: 'tennis', liveTarget: 6,
    names: loc('Tennis', 'Теннис', { uk: 'Теніс', az: 'Tennis', es: 'Tenis', pt: 'Tênis', tr: 'Tenis' }),
  },
  {
    id: 3, slug: 'basketball', liveTarget: 5,
    names: loc('Basketball', 'Баскетбол', { az: 'Basketbol', es: 'Baloncesto', pt: 'Basquete', tr: 'Basketbol', fr: 'Basket-ball', it: 'Pallacanestro' }),
  },
  {
    id: 2, slug: 'ice-hockey', liveTarget: 5,
    names: loc('Ice Hockey', 'Хоккей', {
      uk: 'Хокей', az: 'Buz hokkeyi', de: 'Eishockey', es: 'Hockey sobre hielo', pt: 'Hóquei no gelo', tr: 'Buz Hokeyi', fr: 'Hockey sur glace',
      it: 'Hockey su ghiaccio',
    }),
  },
  {
    id: 6, slug: 'volleyball', liveTarget: 4,
    names: loc('Volleyball', 'Волейбол', { az: 'Voleybol', es: 'Voleibol', pt: 'Vôlei', tr: 'Voleybol', fr: 'Volley-ball', it: 'Pallavolo' }),
  },
  {
    id: 10, slug: 'table-tennis', liveTarget: 5,
    names: loc('Table Tennis', 'Настольный теннис', {
      uk: 'Настільний теніс', kk: 'Үстел теннисі', az: 'Stolüstü tennis', de: 'Tischtennis', es: 'Tenis de mesa', pt: 'Tênis de mesa', tr: 'Masa Tenisi',
      fr: 'Tennis de table', it: 'Tennistavolo',
    }),
  },
  {
    id: 40, slug: 'esports', liveTarget: 3,
    names: loc('Esports', 'Киберспорт', { uk: 'Кіберспорт', az: 'Kibersport', de: 'E-Sport', pt: 'eSports', tr: 'Espor', fr: 'E-sport', it: 'Esport' }),
  },
  { id: 56, slug: 'mma', liveTarget: 2, names: loc('MMA', 'ММА') },
];

/** Championships in display order within each sport. */
export const CHAMPS: readonly CatalogChamp[] = [...football, ...tennis, ...basketball, ...hockey, ...volleyball, ...tableTennis, ...esports, ...mma];

const sportsById = new Map(SPORTS.map((sport) => [sport.id, sport]));
const champsById = new Map(CHAMPS.map((champ) => [champ.id, champ]));

export function catalogSport(id: number): CatalogSport {
  const sport = sportsById.get(id);
  if (!sport) throw new Error(`Unknown sport ${id}`);
  return sport;
}

export function catalogChamp(id: number): CatalogChamp {
  const champ = champsById.get(id);
  if (!champ) throw new Error(`Unknown championship ${id}`);
  return champ;
}
