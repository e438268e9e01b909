import type { CatalogChamp } from '../catalog-types.ts';
import { loc, same } from '../i18n.ts';

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

/** The MMA competitions in the catalogue (see `CHAMPS` in catalog.ts). */
export const mma: CatalogChamp[] = [
  { id: 5601, sportId: 56, country: 'US', isTop: true, names: same('UFC Fight Night'), teams: fighters },
  { id: 5602, sportId: 56, country: null, isTop: false, names: same('PFL'), teams: fighters },
  { id: 5603, sportId: 56, country: 'RU', isTop: false, names: loc('ACA', 'АСА'), teams: fighters },
  { id: 5604, sportId: 56, country: null, isTop: false, names: same('Brave CF'), teams: fighters },
];
