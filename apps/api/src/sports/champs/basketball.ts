import type { CatalogChamp } from '../catalog-types.ts';
import { loc, same } from '../i18n.ts';
import { anadoluEfes, barcelona, cskaMoscow, fenerbahce, galatasaray, realMadrid, zenit } from './clubs.ts';

/** The basketball competitions in the catalogue (see `CHAMPS` in catalog.ts). */
export const basketball: CatalogChamp[] = [
  {
    id: 301, sportId: 3, country: 'US', isTop: true, variant: 'nba',
    names: loc('USA. NBA', 'США. НБА', {
      kk: 'АҚШ. НБА', az: 'ABŞ. NBA', es: 'EE. UU. NBA', pt: 'EUA. NBA', tr: 'ABD. NBA', fr: 'États-Unis. NBA',
    }),
    teams: [
      loc('Boston Celtics', 'Бостон Селтикс', { uk: 'Бостон Селтікс' }),
      loc('Los Angeles Lakers', 'Лос-Анджелес Лейкерс'),
      loc('Golden State Warriors', 'Голден Стэйт Уорриорз', { uk: 'Голден Стейт Ворріорз' }),
      loc('Milwaukee Bucks', 'Милуоки Бакс', { uk: 'Мілуокі Бакс' }),
      loc('Denver Nuggets', 'Денвер Наггетс'),
      loc('Miami Heat', 'Майами Хит', { uk: 'Маямі Гіт' }),
      loc('Phoenix Suns', 'Финикс Санз', { uk: 'Фінікс Санз' }),
      loc('Dallas Mavericks', 'Даллас Маверикс', { uk: 'Даллас Маверікс' }),
    ],
  },
  {
    id: 302, sportId: 3, country: null, isTop: true,
    names: loc('EuroLeague', 'Евролига', { uk: 'Євроліга', kk: 'Еуролига', az: 'Avroliqa', es: 'Euroliga', pt: 'Euroliga', fr: 'EuroLigue', it: 'Eurolega' }),
    teams: [
      realMadrid,
      loc('FC Barcelona', 'Барселона'),
      loc('Olympiacos', 'Олимпиакос', { uk: 'Олімпіакос' }),
      loc('Panathinaikos', 'Панатинаикос', { uk: 'Панатінаїкос' }),
      fenerbahce,
      anadoluEfes,
      loc('Maccabi Tel Aviv', 'Маккаби Тель-Авив', { uk: 'Маккабі Тель-Авів' }),
      loc('Zalgiris Kaunas', 'Жальгирис', { uk: 'Жальгіріс' }),
    ],
  },
  {
    id: 303, sportId: 3, country: 'RU', isTop: false,
    names: loc('VTB United League', 'Единая лига ВТБ', {
      uk: 'Єдина ліга ВТБ', kk: 'ВТБ Бірыңғай лигасы', az: 'VTB Vahid Liqası', es: 'Liga Unida VTB', pt: 'Liga Unida VTB', tr: 'VTB Birleşik Ligi',
      fr: 'Ligue unifiée VTB', it: 'Lega Unita VTB',
    }),
    teams: [
      cskaMoscow,
      zenit,
      loc('UNICS Kazan', 'УНИКС', { uk: 'УНІКС', de: 'UNICS Kasan', es: 'UNICS Kazán' }),
      loc('Lokomotiv Kuban', 'Локомотив-Кубань'),
      loc('Parma Perm', 'Парма'),
      loc('Avtodor Saratov', 'Автодор'),
      loc('Astana', 'Астана'),
      loc('Nizhny Novgorod', 'Нижний Новгород', { uk: 'Нижній Новгород' }),
    ],
  },
  {
    id: 304, sportId: 3, country: 'ES', isTop: false,
    names: loc('Spain. Liga ACB', 'Испания. Лига ACB', {
      uk: 'Іспанія. Ліга ACB', az: 'İspaniya. ACB Liqası', de: 'Spanien. Liga ACB', es: 'España. Liga Endesa', pt: 'Espanha. Liga ACB',
      tr: 'İspanya. Liga ACB', fr: 'Espagne. Liga ACB', it: 'Spagna. Liga ACB',
    }),
    teams: [
      realMadrid,
      barcelona,
      loc('Valencia Basket', 'Валенсия', { uk: 'Валенсія' }),
      loc('Unicaja', 'Унихаха', { uk: 'Унікаха' }),
      loc('Baskonia', 'Баскония', { uk: 'Басконія' }),
      loc('Joventut Badalona', 'Жувентут'),
      loc('Gran Canaria', 'Гран-Канария', { uk: 'Гран-Канарія' }),
      loc('UCAM Murcia', 'Мурсия', { uk: 'Мурсія' }),
    ],
  },
  {
    id: 305, sportId: 3, country: 'TR', isTop: false,
    names: loc('Turkey. Super League', 'Турция. Суперлига', {
      uk: 'Туреччина. Суперліга', kk: 'Түркия. Суперлига', az: 'Türkiyə. Super Liqa', de: 'Türkei. Süper Ligi', es: 'Turquía. Superliga',
      pt: 'Turquia. Superliga', tr: 'Türkiye. Basketbol Süper Ligi', fr: 'Turquie. Super Ligue', it: 'Turchia. Super Lig',
    }),
    teams: [
      fenerbahce,
      anadoluEfes,
      galatasaray,
      loc('Beşiktaş', 'Бешикташ'),
      loc('Türk Telekom', 'Тюрк Телеком'),
      loc('Bursaspor', 'Бурсаспор'),
      loc('Karşıyaka', 'Каршыяка', { uk: 'Каршияка' }),
      loc('Darüşşafaka', 'Дарюшшафака'),
    ],
  },
  {
    id: 306, sportId: 3, country: null, isTop: false, isCyber: true,
    names: loc('Cyber Basketball. H2H League', 'Кибербаскетбол. H2H Лига', {
      uk: 'Кібербаскетбол. H2H Ліга', kk: 'Кибербаскетбол. H2H Лига', az: 'Kiberbasketbol. H2H Liqa', de: 'Cyber-Basketball. H2H League',
      es: 'Cíber Baloncesto. H2H League', pt: 'Ciberbasquete. H2H League', tr: 'Siber Basketbol. H2H Lig', fr: 'Cyberbasket. H2H League',
      it: 'Cyber Pallacanestro. H2H League',
    }),
    teams: [same('Celtics (Jade)'), same('Lakers (Rook)'), same('Warriors (Pixel)'), same('Heat (Ember)'), same('Bucks (Axel)'), same('Suns (Drift)')],
  },
];
