import { loc } from '../i18n.ts';

/** Clubs that play in more than one sport's competitions. */
export const zenit = loc('Zenit St Petersburg', 'Зенит', {
  uk: 'Зеніт', de: 'Zenit St. Petersburg', es: 'Zenit de San Petersburgo', pt: 'Zenit São Petersburgo', tr: 'Zenit St. Petersburg',
  fr: 'Zénith Saint-Pétersbourg', it: 'Zenit San Pietroburgo', az: 'Zenit Sankt-Peterburq',
});
export const cskaMoscow = loc('CSKA Moscow', 'ЦСКА', {
  de: 'ZSKA Moskau', es: 'CSKA de Moscú', pt: 'CSKA Moscou', tr: 'CSKA Moskova', fr: 'CSKA Moscou', it: 'CSKA Mosca', az: 'CSKA Moskva',
});
export const dynamoMoscow = loc('Dynamo Moscow', 'Динамо Москва', {
  de: 'Dynamo Moskau', es: 'Dinamo de Moscú', pt: 'Dínamo Moscou', tr: 'Dinamo Moskova', fr: 'Dynamo Moscou', it: 'Dinamo Mosca', az: 'Dinamo Moskva',
});
export const realMadrid = loc('Real Madrid', 'Реал Мадрид');
export const barcelona = loc('Barcelona', 'Барселона');
export const fenerbahce = loc('Fenerbahçe', 'Фенербахче');
export const galatasaray = loc('Galatasaray', 'Галатасарай');
export const anadoluEfes = loc('Anadolu Efes', 'Анадолу Эфес', { uk: 'Анадолу Ефес' });
