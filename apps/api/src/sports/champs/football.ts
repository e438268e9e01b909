import type { CatalogChamp } from '../catalog-types.ts';
import { loc, same } from '../i18n.ts';
import { barcelona, cskaMoscow, dynamoMoscow, galatasaray, realMadrid, zenit } from './clubs.ts';

/** The football competitions in the catalogue (see `CHAMPS` in catalog.ts). */
export const football: CatalogChamp[] = [
  {
    id: 101, sportId: 1, country: 'GB', isTop: true,
    names: loc('England. Premier League', 'Англия. Премьер-лига', {
      uk: "Англія. Прем'єр-ліга", az: 'İngiltərə. Premyer Liqa', es: 'Inglaterra. Premier League', pt: 'Inglaterra. Premier League',
      tr: 'İngiltere. Premier Lig', fr: 'Angleterre. Premier League', it: 'Inghilterra. Premier League',
    }),
    teams: [
      loc('Manchester City', 'Манчестер Сити', { uk: 'Манчестер Сіті' }),
      loc('Arsenal', 'Арсенал'),
      loc('Liverpool', 'Ливерпуль', { uk: 'Ліверпуль' }),
      loc('Chelsea', 'Челси', { uk: 'Челсі' }),
      loc('Manchester United', 'Манчестер Юнайтед'),
      loc('Tottenham Hotspur', 'Тоттенхэм', { uk: 'Тоттенгем' }),
      loc('Newcastle United', 'Ньюкасл'),
      loc('Aston Villa', 'Астон Вилла', { uk: 'Астон Вілла' }),
    ],
  },
  {
    id: 102, sportId: 1, country: 'ES', isTop: true,
    names: loc('Spain. LaLiga', 'Испания. Ла Лига', {
      uk: 'Іспанія. Ла Ліга', az: 'İspaniya. La Liqa', de: 'Spanien. La Liga', es: 'España. LaLiga', pt: 'Espanha. La Liga', tr: 'İspanya. La Liga',
      fr: 'Espagne. Liga', it: 'Spagna. Liga',
    }),
    teams: [
      realMadrid,
      barcelona,
      loc('Atlético Madrid', 'Атлетико Мадрид', { uk: 'Атлетіко Мадрид', es: 'Atlético de Madrid', it: 'Atletico Madrid', tr: 'Atletico Madrid' }),
      loc('Sevilla', 'Севилья', { uk: 'Севілья', fr: 'Séville', it: 'Siviglia' }),
      loc('Real Sociedad', 'Реал Сосьедад', { uk: 'Реал Сосьєдад' }),
      loc('Villarreal', 'Вильярреал', { uk: 'Вільярреал' }),
      loc('Athletic Bilbao', 'Атлетик Бильбао', { uk: 'Атлетік Більбао', es: 'Athletic Club' }),
      loc('Real Betis', 'Бетис', { uk: 'Бетіс' }),
    ],
  },
  {
    id: 103, sportId: 1, country: 'DE', isTop: false,
    names: loc('Germany. Bundesliga', 'Германия. Бундеслига', {
      uk: 'Німеччина. Бундесліга', az: 'Almaniya. Bundesliqa', de: 'Deutschland. Bundesliga', es: 'Alemania. Bundesliga', pt: 'Alemanha. Bundesliga',
      tr: 'Almanya. Bundesliga', fr: 'Allemagne. Bundesliga', it: 'Germania. Bundesliga',
    }),
    teams: [
      loc('Bayern Munich', 'Бавария', {
        uk: 'Баварія', az: 'Bavariya', de: 'Bayern München', es: 'Bayern de Múnich', pt: 'Bayern de Munique', tr: 'Bayern Münih', it: 'Bayern Monaco',
      }),
      loc('Borussia Dortmund', 'Боруссия Дортмунд', { uk: 'Боруссія Дортмунд' }),
      loc('Bayer Leverkusen', 'Байер Леверкузен', { uk: 'Баєр Леверкузен' }),
      loc('RB Leipzig', 'РБ Лейпциг'),
      loc('VfB Stuttgart', 'Штутгарт'),
      loc('Eintracht Frankfurt', 'Айнтрахт Франкфурт'),
      loc('VfL Wolfsburg', 'Вольфсбург'),
      loc('Borussia Mönchengladbach', 'Боруссия Мёнхенгладбах', { uk: 'Боруссія Менхенгладбах' }),
    ],
  },
  {
    id: 104, sportId: 1, country: 'IT', isTop: false,
    names: loc('Italy. Serie A', 'Италия. Серия А', {
      uk: 'Італія. Серія А', az: 'İtaliya. Seriya A', de: 'Italien. Serie A', es: 'Italia. Serie A', pt: 'Itália. Serie A', tr: 'İtalya. Serie A',
      fr: 'Italie. Serie A', it: 'Italia. Serie A',
    }),
    teams: [
      loc('Inter Milan', 'Интер', { uk: 'Інтер', it: 'Inter', de: 'Inter Mailand', es: 'Inter de Milán', pt: 'Inter de Milão' }),
      loc('AC Milan', 'Милан', { uk: 'Мілан', it: 'Milan' }),
      loc('Juventus', 'Ювентус'),
      loc('Napoli', 'Наполи', { uk: 'Наполі', es: 'Nápoles' }),
      loc('AS Roma', 'Рома', { it: 'Roma' }),
      loc('Lazio', 'Лацио', { uk: 'Лаціо' }),
      loc('Atalanta', 'Аталанта'),
      loc('Fiorentina', 'Фиорентина', { uk: 'Фіорентина' }),
    ],
  },
  {
    id: 105, sportId: 1, country: null, isTop: true,
    names: loc('UEFA Champions League', 'Лига чемпионов УЕФА', {
      uk: 'Ліга чемпіонів УЄФА', kk: 'УЕФА Чемпиондар лигасы', az: 'UEFA Çempionlar Liqası', es: 'Liga de Campeones de la UEFA',
      pt: 'Liga dos Campeões da UEFA', tr: 'UEFA Şampiyonlar Ligi', fr: "Ligue des champions de l'UEFA",
    }),
    teams: [
      loc('Paris Saint-Germain', 'Пари Сен-Жермен', { uk: 'Парі Сен-Жермен' }),
      loc('Benfica', 'Бенфика', { uk: 'Бенфіка' }),
      loc('Porto', 'Порту'),
      loc('PSV Eindhoven', 'ПСВ'),
      loc('Celtic', 'Селтик', { uk: 'Селтік' }),
      galatasaray,
      loc('Shakhtar Donetsk', 'Шахтёр Донецк', {
        uk: 'Шахтар Донецьк', az: 'Şaxtyor Donetsk', de: 'Schachtar Donezk', es: 'Shajtar Donetsk', tr: 'Şahtar Donetsk', fr: 'Chakhtar Donetsk',
      }),
      loc('Club Brugge', 'Брюгге', { fr: 'Club Bruges', es: 'Club Brujas' }),
    ],
  },
  {
    id: 106, sportId: 1, country: 'RU', isTop: false,
    names: loc('Russia. Premier League', 'Россия. Премьер-лига', {
      uk: "Росія. Прем'єр-ліга", az: 'Rusiya. Premyer Liqa', de: 'Russland. Premjer-Liga', es: 'Rusia. Liga Premier', pt: 'Rússia. Premier League',
      tr: 'Rusya. Premier Lig', fr: 'Russie. Premier-Liga', it: "Russia. Prem'er-Liga",
    }),
    teams: [
      zenit,
      loc('Spartak Moscow', 'Спартак Москва', {
        de: 'Spartak Moskau', es: 'Spartak de Moscú', pt: 'Spartak Moscou', tr: 'Spartak Moskova', fr: 'Spartak Moscou', it: 'Spartak Mosca',
        az: 'Spartak Moskva',
      }),
      cskaMoscow,
      loc('Lokomotiv Moscow', 'Локомотив Москва', {
        de: 'Lokomotive Moskau', es: 'Lokomotiv de Moscú', pt: 'Lokomotiv Moscou', tr: 'Lokomotiv Moskova', fr: 'Lokomotiv Moscou', it: 'Lokomotiv Mosca',
        az: 'Lokomotiv Moskva',
      }),
      dynamoMoscow,
      loc('Krasnodar', 'Краснодар'),
      loc('Rostov', 'Ростов'),
      loc('Rubin Kazan', 'Рубин Казань', { uk: 'Рубін Казань', de: 'Rubin Kasan', es: 'Rubin Kazán' }),
    ],
  },
  {
    id: 107, sportId: 1, country: null, isTop: false, isCyber: true,
    names: loc('Cyber Football. Battle League', 'Киберфутбол. Баттл Лига', {
      uk: 'Кіберфутбол. Баттл Ліга', kk: 'Киберфутбол. Баттл Лига', az: 'Kiberfutbol. Battle Liqa', de: 'Cyber-Fußball. Battle League',
      es: 'Cíber Fútbol. Battle League', pt: 'Ciberfutebol. Battle League', tr: 'Siber Futbol. Battle Lig', fr: 'Cyberfootball. Battle League',
      it: 'Cyber Calcio. Battle League',
    }),
    teams: [same('Arsenal (Bolt)'), same('Chelsea (Nox)'), same('Barcelona (Kray)'), same('Real Madrid (Vega)'), same('Bayern (Orbit)'), same('Inter (Flint)')],
  },
];
