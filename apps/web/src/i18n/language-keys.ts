/** localStorage keys of spec §3: the visitor's chosen language and the one before it. */
export const LANG_KEY = 'lang';
export const HIS_LANG_KEY = 'hisLang';
