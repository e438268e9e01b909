import type { CatalogChamp } from '../catalog-types.ts';
import { loc, same } from '../i18n.ts';

/** The esports competitions in the catalogue (see `CHAMPS` in catalog.ts). */
export const esports: CatalogChamp[] = [
  {
    id: 4001, sportId: 40, country: 'PL', isTop: true, variant: 'cs',
    names: loc('Counter-Strike 2. IEM Katowice', 'Counter-Strike 2. IEM Катовице', { uk: 'Counter-Strike 2. IEM Катовіце' }),
    teams: ['Natus Vincere', 'Team Spirit', 'FaZe Clan', 'G2 Esports', 'Team Vitality', 'MOUZ', 'Heroic', 'Virtus.pro'].map(same),
  },
  {
    id: 4002, sportId: 40, country: null, isTop: false, variant: 'cs',
    names: same('Counter-Strike 2. BLAST Premier'),
    teams: ['Astralis', 'Team Liquid', 'Cloud9', 'FURIA', 'ENCE', 'BIG', 'Eternal Fire', 'The MongolZ'].map(same),
  },
  {
    id: 4003, sportId: 40, country: null, isTop: false, variant: 'moba',
    names: same('Dota 2. DreamLeague'),
    teams: ['Team Spirit', 'Gaimin Gladiators', 'Team Falcons', 'Tundra Esports', 'BetBoom Team', 'Team Liquid', 'Xtreme Gaming', 'OG'].map(same),
  },
  {
    id: 4004, sportId: 40, country: null, isTop: false, variant: 'moba',
    names: same('League of Legends. LEC'),
    teams: ['G2 Esports', 'Fnatic', 'MAD Lions KOI', 'Team BDS', 'Team Vitality', 'SK Gaming', 'Team Heretics', 'GIANTX'].map(same),
  },
  {
    id: 4005, sportId: 40, country: null, isTop: false, variant: 'valorant',
    names: same('Valorant. VCT EMEA'),
    teams: ['Fnatic', 'Team Heretics', 'Team Vitality', 'Natus Vincere', 'FUT Esports', 'Karmine Corp', 'Team Liquid', 'BBL Esports'].map(same),
  },
];
