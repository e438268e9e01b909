import { loc, same, type Localized } from './i18n.ts';

/** The engines a sport can run on (see `engine.ts`). */
export type SportSlug = 'football' | 'tennis' | 'basketball' | 'ice-hockey' | 'volleyball' | 'table-tennis' | 'esports' | 'mma';

export interface CatalogSport {
  id: number;
  slug: SportSlug;
  names: Localized;
  /** How many live games the simulator keeps going in this sport (the total is about 40). */
  liveTarget: number;
}

export interface CatalogChamp {
  id: number;
  sportId: number;
  /** ISO 3166-1 alpha-2, or null for an international competition. */
  country: string | null;
  names: Localized;
  /** Top competitions: a share of their games is marked top. */
  isTop: boolean;
  /** Engine settings that differ by competition (e.g. NBA quarters are 12 minutes, best of 5 sets). */
  variant?: ChampVariant;
  /** A cyber competition of a real sport (players at a console): the per-sport cyber filter shows or hides it (SPORT-012). */
  isCyber?: boolean;
  teams: readonly Localized[];
}

export type ChampVariant = 'nba' | 'wta' | 'challenger' | 'cs' | 'moba' | 'valorant';

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

// — Football —————————————————————————————————————————————————————————————

const zenit = loc('Zenit St Petersburg', 'Зенит', {
  uk: 'Зеніт', de: 'Zenit St. Petersburg', es: 'Zenit de San Petersburgo', pt: 'Zenit São Petersburgo', tr: 'Zenit St. Petersburg',
  fr: 'Zénith Saint-Pétersbourg', it: 'Zenit San Pietroburgo', az: 'Zenit Sankt-Peterburq',
});
const cskaMoscow = loc('CSKA Moscow', 'ЦСКА', {
  de: 'ZSKA Moskau', es: 'CSKA de Moscú', pt: 'CSKA Moscou', tr: 'CSKA Moskova', fr: 'CSKA Moscou', it: 'CSKA Mosca', az: 'CSKA Moskva',
});
const dynamoMoscow = loc('Dynamo Moscow', 'Динамо Москва', {
  de: 'Dynamo Moskau', es: 'Dinamo de Moscú', pt: 'Dínamo Moscou', tr: 'Dinamo Moskova', fr: 'Dynamo Moscou', it: 'Dinamo Mosca', az: 'Dinamo Moskva',
});
const realMadrid = loc('Real Madrid', 'Реал Мадрид');
const barcelona = loc('Barcelona', 'Барселона');
const fenerbahce = loc('Fenerbahçe', 'Фенербахче');
const galatasaray = loc('Galatasaray', 'Галатасарай');
const anadoluEfes = loc('Anadolu Efes', 'Анадолу Эфес', { uk: 'Анадолу Ефес' });

const football: CatalogChamp[] = [
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

// — Tennis (fictional players) ——————————————————————————————————————————

const atpPlayers = [
  loc('Lukas Hartmann', 'Лукас Хартманн', { uk: 'Лукас Гартманн' }),
  loc('Mateo Ferrer', 'Матео Феррер'),
  loc('Ilya Sorokin', 'Илья Сорокин', { uk: 'Ілля Сорокін' }),
  loc('Tomas Novak', 'Томаш Новак', { uk: 'Томаш Новак' }),
  loc('Julien Moreau', 'Жюльен Моро', { uk: 'Жульєн Моро' }),
  loc('Andrea Conti', 'Андреа Конти', { uk: 'Андреа Конті' }),
  loc('Ethan Walker', 'Итан Уокер', { uk: 'Ітан Вокер' }),
  loc('Kenji Takeda', 'Кэндзи Такеда', { uk: 'Кендзі Такеда' }),
  loc('Nikolai Petrov', 'Николай Петров', { uk: 'Ніколай Петров' }),
  loc('Felix Lindqvist', 'Феликс Линдквист', { uk: 'Фелікс Ліндквіст' }),
  loc('Diego Salazar', 'Диего Салазар', { uk: 'Дієго Салазар' }),
  loc('Oliver Brandt', 'Оливер Брандт', { uk: 'Олівер Брандт' }),
];
const wtaPlayers = [
  loc('Elena Markova', 'Елена Маркова', { uk: 'Олена Маркова' }),
  loc('Sofia Rinaldi', 'София Ринальди', { uk: 'Софія Рінальді' }),
  loc('Chloe Bernard', 'Хлоэ Бернар', { uk: 'Хлое Бернар', fr: 'Chloé Bernard' }),
  loc('Anna Kowalska', 'Анна Ковальска', { uk: 'Анна Ковальська' }),
  loc('Mia Schneider', 'Миа Шнайдер', { uk: 'Міа Шнайдер' }),
  loc('Lucia Moreno', 'Лусия Морено', { uk: 'Лусія Морено', es: 'Lucía Moreno' }),
  loc('Emma Lawson', 'Эмма Лоусон', { uk: 'Емма Лоусон' }),
  loc('Yulia Belova', 'Юлия Белова', { uk: 'Юлія Бєлова' }),
  loc('Hana Sato', 'Хана Сато'),
  loc('Karolina Dvorakova', 'Каролина Дворжакова', { uk: 'Кароліна Дворжакова' }),
  loc('Ingrid Larsen', 'Ингрид Ларсен', { uk: 'Інгрід Ларсен' }),
  loc('Valentina Greco', 'Валентина Греко'),
];

const tennis: CatalogChamp[] = [
  {
    id: 401, sportId: 4, country: 'ES', isTop: true, teams: atpPlayers,
    names: loc('ATP. Madrid', 'ATP. Мадрид', { pt: 'ATP. Madri' }),
  },
  {
    id: 402, sportId: 4, country: 'ES', isTop: false, variant: 'wta', teams: wtaPlayers,
    names: loc('WTA. Madrid', 'WTA. Мадрид', { pt: 'WTA. Madri' }),
  },
  {
    id: 403, sportId: 4, country: 'IT', isTop: false, teams: atpPlayers,
    names: loc('ATP. Rome', 'ATP. Рим', { az: 'ATP. Roma', de: 'ATP. Rom', es: 'ATP. Roma', pt: 'ATP. Roma', tr: 'ATP. Roma', it: 'ATP. Roma' }),
  },
  {
    id: 404, sportId: 4, country: 'IT', isTop: false, variant: 'wta', teams: wtaPlayers,
    names: loc('WTA. Rome', 'WTA. Рим', { az: 'WTA. Roma', de: 'WTA. Rom', es: 'WTA. Roma', pt: 'WTA. Roma', tr: 'WTA. Roma', it: 'WTA. Roma' }),
  },
  {
    id: 405, sportId: 4, country: 'CZ', isTop: false, variant: 'challenger', teams: atpPlayers,
    names: loc('ATP Challenger. Prague', 'ATP Challenger. Прага', {
      az: 'ATP Challenger. Praqa', de: 'ATP Challenger. Prag', es: 'ATP Challenger. Praga', pt: 'ATP Challenger. Praga', tr: 'ATP Challenger. Prag',
      it: 'ATP Challenger. Praga',
    }),
  },
];

// — Basketball ———————————————————————————————————————————————————————————

const basketball: CatalogChamp[] = [
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

// — Ice hockey ——————————————————————————————————————————————————————————

const hockey: CatalogChamp[] = [
  {
    id: 201, sportId: 2, country: null, isTop: true,
    names: loc('NHL', 'НХЛ', { fr: 'LNH' }),
    teams: [
      loc('Toronto Maple Leafs', 'Торонто Мэйпл Лифс', { uk: 'Торонто Мейпл Ліфс' }),
      loc('Boston Bruins', 'Бостон Брюинз', { uk: 'Бостон Брюїнз' }),
      loc('New York Rangers', 'Нью-Йорк Рейнджерс'),
      loc('Edmonton Oilers', 'Эдмонтон Ойлерз', { uk: 'Едмонтон Ойлерз' }),
      loc('Colorado Avalanche', 'Колорадо Эвеланш', { uk: 'Колорадо Евеланш' }),
      loc('Florida Panthers', 'Флорида Пантерз'),
      loc('Tampa Bay Lightning', 'Тампа-Бэй Лайтнинг', { uk: 'Тампа-Бей Лайтнінг' }),
      loc('Vegas Golden Knights', 'Вегас Голден Найтс'),
    ],
  },
  {
    id: 202, sportId: 2, country: 'RU', isTop: true,
    names: loc('KHL', 'КХЛ'),
    teams: [
      loc('SKA St Petersburg', 'СКА', { de: 'SKA Sankt Petersburg', es: 'SKA San Petersburgo', it: 'SKA San Pietroburgo' }),
      cskaMoscow,
      loc('Ak Bars Kazan', 'Ак Барс', { de: 'Ak Bars Kasan', es: 'Ak Bars Kazán' }),
      loc('Metallurg Magnitogorsk', 'Металлург Мг', { uk: 'Металург Магнітогорськ' }),
      loc('Avangard Omsk', 'Авангард'),
      dynamoMoscow,
      loc('Lokomotiv Yaroslavl', 'Локомотив', { de: 'Lokomotive Jaroslawl', es: 'Lokomotiv Yaroslavl' }),
      loc('Barys Astana', 'Барыс', { uk: 'Барис', kk: 'Барыс' }),
    ],
  },
  {
    id: 203, sportId: 2, country: 'SE', isTop: false,
    names: loc('Sweden. SHL', 'Швеция. SHL', {
      uk: 'Швеція. SHL', az: 'İsveç. SHL', de: 'Schweden. SHL', es: 'Suecia. SHL', pt: 'Suécia. SHL', tr: 'İsveç. SHL', fr: 'Suède. SHL', it: 'Svezia. SHL',
    }),
    teams: [
      loc('Färjestad BK', 'Фярьестад', { uk: "Фер'єстад" }),
      loc('Frölunda HC', 'Фрёлунда', { uk: 'Фрелунда' }),
      loc('Skellefteå AIK', 'Шеллефтео'),
      loc('Luleå HF', 'Лулео'),
      loc('Rögle BK', 'Рёгле', { uk: 'Рогле' }),
      loc('Växjö Lakers', 'Векшё Лейкерс', { uk: 'Векше Лейкерс' }),
    ],
  },
  {
    id: 204, sportId: 2, country: 'FI', isTop: false,
    names: loc('Finland. Liiga', 'Финляндия. Лиига', {
      uk: 'Фінляндія. Ліїга', az: 'Finlandiya. Liiga', de: 'Finnland. Liiga', es: 'Finlandia. Liiga', pt: 'Finlândia. Liiga', tr: 'Finlandiya. Liiga',
      fr: 'Finlande. Liiga', it: 'Finlandia. Liiga',
    }),
    teams: [
      loc('Tappara', 'Таппара'),
      loc('Ilves', 'Ильвес', { uk: 'Ільвес' }),
      loc('Kärpät', 'Кярпят'),
      loc('HIFK', 'ХИФК', { uk: 'ХІФК' }),
      loc('TPS', 'ТПС'),
      loc('Lukko', 'Лукко'),
    ],
  },
  {
    id: 205, sportId: 2, country: 'CZ', isTop: false,
    names: loc('Czech Republic. Extraliga', 'Чехия. Экстралига', {
      uk: 'Чехія. Екстраліга', az: 'Çexiya. Ekstraliqa', de: 'Tschechien. Extraliga', es: 'Chequia. Extraliga', pt: 'Chéquia. Extraliga',
      tr: 'Çekya. Extraliga', fr: 'Tchéquie. Extraliga', it: 'Cechia. Extraliga',
    }),
    teams: [
      loc('Sparta Prague', 'Спарта Прага', { de: 'Sparta Prag', es: 'Sparta Praga', pt: 'Sparta Praga', tr: 'Sparta Prag', it: 'Sparta Praga' }),
      loc('Oceláři Třinec', 'Оцеларжи Тршинец', { uk: 'Оцеларжі Тршинець' }),
      loc('Dynamo Pardubice', 'Динамо Пардубице', { uk: 'Динамо Пардубіце' }),
      loc('Bílí Tygři Liberec', 'Били Тыгржи Либерец', { uk: 'Білі Тигржі Ліберець' }),
      loc('Kometa Brno', 'Комета Брно'),
      loc('Vítkovice Ridera', 'Витковице', { uk: 'Вітковіце' }),
    ],
  },
];

// — Volleyball ——————————————————————————————————————————————————————————

const volleyball: CatalogChamp[] = [
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

// — Table tennis (fictional players) ——————————————————————————————————————

const ukrainianPlayers = [
  loc('Oleksandr Kravets', 'Александр Кравец', { uk: 'Олександр Кравець' }),
  loc('Dmytro Boiko', 'Дмитрий Бойко', { uk: 'Дмитро Бойко' }),
  loc('Serhii Melnyk', 'Сергей Мельник', { uk: 'Сергій Мельник' }),
  loc('Vitalii Tkachenko', 'Виталий Ткаченко', { uk: 'Віталій Ткаченко' }),
  loc('Andrii Shevchuk', 'Андрей Шевчук', { uk: 'Андрій Шевчук' }),
  loc('Yurii Lysenko', 'Юрий Лысенко', { uk: 'Юрій Лисенко' }),
  loc('Roman Hnatiuk', 'Роман Гнатюк'),
  loc('Maksym Kovalenko', 'Максим Коваленко'),
];
const czechPlayers = [
  loc('Pavel Horák', 'Павел Горак'),
  loc('Jakub Svoboda', 'Якуб Свобода'),
  loc('Martin Kučera', 'Мартин Кучера', { uk: 'Мартін Кучера' }),
  loc('Ondřej Beneš', 'Ондржей Бенеш'),
  loc('Lukáš Procházka', 'Лукаш Прохазка'),
  loc('Petr Dvořák', 'Петр Дворжак'),
  loc('Tomáš Veselý', 'Томаш Веселы', { uk: 'Томаш Веселий' }),
  loc('Jan Krejčí', 'Ян Крейчи', { uk: 'Ян Крейчі' }),
];
const worldPlayers = [
  loc('Liu Yang', 'Лю Ян'),
  loc('Chen Jun', 'Чэнь Цзюнь', { uk: 'Чень Цзюнь' }),
  loc('Ryo Tanaka', 'Рё Танака', { uk: 'Рьо Танака' }),
  loc('Kim Min-jae', 'Ким Мин Джэ', { uk: 'Кім Мін Дже' }),
  loc('Hugo Lebrun', 'Юго Лебрен'),
  loc('Marcus Weber', 'Маркус Вебер'),
  loc('Anders Holm', 'Андерс Хольм', { uk: 'Андерс Гольм' }),
  loc('Lin Wei', 'Линь Вэй', { uk: 'Лінь Вей' }),
];

const tableTennis: CatalogChamp[] = [
  { id: 1001, sportId: 10, country: 'UA', isTop: false, names: loc('Setka Cup', 'Сетка Кап'), teams: ukrainianPlayers },
  { id: 1002, sportId: 10, country: 'UA', isTop: false, names: loc('TT Cup', 'ТТ Кап'), teams: ukrainianPlayers },
  {
    id: 1003, sportId: 10, country: 'CZ', isTop: false, teams: czechPlayers,
    names: loc('Czech Republic. Liga Pro', 'Чехия. Лига Про', {
      uk: 'Чехія. Ліга Про', az: 'Çexiya. Liga Pro', de: 'Tschechien. Liga Pro', es: 'Chequia. Liga Pro', pt: 'Chéquia. Liga Pro', tr: 'Çekya. Liga Pro',
      fr: 'Tchéquie. Liga Pro', it: 'Cechia. Liga Pro',
    }),
  },
  { id: 1004, sportId: 10, country: null, isTop: true, names: same('WTT Champions'), teams: worldPlayers },
];

// — Esports —————————————————————————————————————————————————————————————

const esports: CatalogChamp[] = [
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

// — MMA (fictional fighters) ———————————————————————————————————————————————

const fighters = [
  loc('Ruslan Abdulaev', 'Руслан Абдулаев', { uk: 'Руслан Абдулаєв' }),
  loc('Magomed Gadzhiev', 'Магомед Гаджиев', { uk: 'Магомед Гаджиєв' }),
  loc('Islam Kurbanov', 'Ислам Курбанов', { uk: 'Іслам Курбанов' }),
  loc('Artem Volkov', 'Артём Волков', { uk: 'Артем Волков' }),
  loc('Jake Morrison', 'Джейк Моррисон', { uk: 'Джейк Моррісон' }),
  loc('Carlos Mendes', 'Карлос Мендес'),
  loc('Tyrone Brooks', 'Тайрон Брукс'),
  loc('Lucas Almeida', 'Лукас Алмейда'),
  loc("Sean O'Connell", "Шон О'Коннелл"),
  loc('Ali Demir', 'Али Демир', { uk: 'Алі Демір' }),
  loc('Nurlan Zhaksylykov', 'Нурлан Жаксылыков', { uk: 'Нурлан Жаксилыков', kk: 'Нұрлан Жақсылықов' }),
  loc('Davit Beridze', 'Давит Беридзе', { uk: 'Давіт Берідзе' }),
  loc('Marek Nowak', 'Марек Новак'),
  loc('Kevin Dubois', 'Кевин Дюбуа', { uk: 'Кевін Дюбуа' }),
  loc('Rafael Oliveira', 'Рафаэл Оливейра', { uk: 'Рафаел Олівейра' }),
  loc('Bruno Costa', 'Бруно Коста'),
];

const mma: CatalogChamp[] = [
  { id: 5601, sportId: 56, country: 'US', isTop: true, names: same('UFC Fight Night'), teams: fighters },
  { id: 5602, sportId: 56, country: null, isTop: false, names: same('PFL'), teams: fighters },
  { id: 5603, sportId: 56, country: 'RU', isTop: false, names: loc('ACA', 'АСА'), teams: fighters },
  { id: 5604, sportId: 56, country: null, isTop: false, names: same('Brave CF'), teams: fighters },
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
