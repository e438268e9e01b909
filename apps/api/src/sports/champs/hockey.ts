import type { CatalogChamp } from '../catalog-types.ts';
import { loc } from '../i18n.ts';
import { cskaMoscow, dynamoMoscow } from './clubs.ts';

/** The ice hockey competitions in the catalogue (see `CHAMPS` in catalog.ts). */
export const hockey: CatalogChamp[] = [
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
