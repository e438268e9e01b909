import type { CatalogChamp } from '../catalog-types.ts';
import { loc } from '../i18n.ts';
import { dynamoMoscow, fenerbahce, galatasaray } from './clubs.ts';

/** The volleyball competitions in the catalogue (see `CHAMPS` in catalog.ts). */
export const volleyball: CatalogChamp[] = [
  {
    id: 601, sportId: 6, country: 'RU', isTop: false,
    names: loc('Russia. Superleague', 'Россия. Суперлига', {
      uk: 'Росія. Суперліга', kk: 'Ресей. Суперлига', az: 'Rusiya. Superliqa', de: 'Russland. Superliga', es: 'Rusia. Superliga', pt: 'Rússia. Superliga',
      tr: 'Rusya. Süper Lig', fr: 'Russie. Superligue', it: 'Russia. Superliga',
    }),
    teams: [
      loc('Zenit Kazan', 'Зенит-Казань', { uk: 'Зеніт Казань', de: 'Zenit Kasan', es: 'Zenit Kazán' }),
      dynamoMoscow,
      loc('Lokomotiv Novosibirsk', 'Локомотив Новосибирск', { uk: 'Локомотив Новосибірськ' }),
      loc('Kuzbass Kemerovo', 'Кузбасс', { uk: 'Кузбас' }),
      loc('Belogorie Belgorod', 'Белогорье', { uk: "Білогір'я" }),
      loc('Fakel Novy Urengoy', 'Факел'),
    ],
  },
  {
    id: 602, sportId: 6, country: 'IT', isTop: true,
    names: loc('Italy. SuperLega', 'Италия. Суперлига', {
      uk: 'Італія. Суперліга', az: 'İtaliya. Superliqa', de: 'Italien. SuperLega', es: 'Italia. SuperLega', pt: 'Itália. SuperLega',
      tr: 'İtalya. SuperLega', fr: 'Italie. SuperLega', it: 'Italia. SuperLega',
    }),
    teams: [
      loc('Sir Safety Perugia', 'Перуджа'),
      loc('Itas Trentino', 'Трентино', { uk: 'Трентіно' }),
      loc('Cucine Lube Civitanova', 'Лубе Чивитанова', { uk: 'Лубе Чівітанова' }),
      loc('Allianz Milano', 'Милан', { uk: 'Мілан' }),
      loc('Vero Volley Monza', 'Монца'),
      loc('Valsa Group Modena', 'Модена'),
    ],
  },
  {
    id: 603, sportId: 6, country: 'PL', isTop: false,
    names: loc('Poland. PlusLiga', 'Польша. ПлюсЛига', {
      uk: 'Польща. ПлюсЛіга', az: 'Polşa. PlusLiga', de: 'Polen. PlusLiga', es: 'Polonia. PlusLiga', pt: 'Polônia. PlusLiga', tr: 'Polonya. PlusLiga',
      fr: 'Pologne. PlusLiga', it: 'Polonia. PlusLiga',
    }),
    teams: [
      loc('Jastrzębski Węgiel', 'Ястшембски Венгель', { uk: 'Ястшембський Венгель' }),
      loc('ZAKSA Kędzierzyn-Koźle', 'ЗАКСА'),
      loc('Asseco Resovia', 'Ресовия', { uk: 'Ресовія' }),
      loc('Aluron CMC Warta Zawiercie', 'Варта Заверце'),
      loc('PGE Projekt Warszawa', 'Проект Варшава', { uk: 'Проєкт Варшава' }),
      loc('Trefl Gdańsk', 'Трефл Гданьск', { uk: 'Трефл Гданськ' }),
    ],
  },
  {
    id: 604, sportId: 6, country: 'TR', isTop: false,
    names: loc('Turkey. Efeler Ligi', 'Турция. Эфелер Лиг', {
      uk: 'Туреччина. Ефелер Ліг', kk: 'Түркия. Эфелер Лиг', az: 'Türkiyə. Efeler Liqası', de: 'Türkei. Efeler Ligi', es: 'Turquía. Efeler Ligi',
      pt: 'Turquia. Efeler Ligi', tr: 'Türkiye. Efeler Ligi', fr: 'Turquie. Efeler Ligi', it: 'Turchia. Efeler Ligi',
    }),
    teams: [
      loc('Halkbank', 'Халкбанк'),
      loc('Ziraat Bankası', 'Зираат Банкасы', { uk: 'Зіраат Банкаси' }),
      fenerbahce,
      galatasaray,
      loc('Arkas Spor', 'Аркас Спор'),
      loc('Spor Toto', 'Спор Тото'),
    ],
  },
  {
    id: 605, sportId: 6, country: 'BR', isTop: false,
    names: loc('Brazil. Superliga', 'Бразилия. Суперлига', {
      uk: 'Бразилія. Суперліга', az: 'Braziliya. Superliqa', de: 'Brasilien. Superliga', es: 'Brasil. Superliga', pt: 'Brasil. Superliga',
      tr: 'Brezilya. Superliga', fr: 'Brésil. Superliga', it: 'Brasile. Superliga',
    }),
    teams: [
      loc('Sada Cruzeiro', 'Крузейро'),
      loc('Minas Tênis Clube', 'Минас', { uk: 'Мінас' }),
      loc('Sesi-SP', 'Сези', { uk: 'Сезі' }),
      loc('Vôlei Renata', 'Ренате'),
      loc('Praia Clube', 'Прайя Клубе'),
      loc('Suzano', 'Сузано'),
    ],
  },
];
