import {
  lengthRange,
  type TFieldError,
  type TFieldRule,
  type TPatternId,
} from '@crupier/contract/registration-rules';

type Texts = { es: string; en: string; pt: string; ty: string };

/** One text per pattern family of spec §5; {range} is "min - max", or one value when they are equal. */
const BY_PATTERN: Record<TPatternId, Texts> = {
  ANY: {
    es: 'Escriba entre {range} caracteres',
    en: 'Please fill in with {range} characters',
    pt: 'Preencha com {range} caracteres',
    ty: 'Maglagay ng {range} character',
  },
  LETTERS_DIGITS_SPACES: {
    es: 'Use {range} letras, dígitos o espacios',
    en: 'Use {range} letters, digits or spaces',
    pt: 'Use {range} letras, dígitos ou espaços',
    ty: 'Gumamit ng {range} letra, numero o espasyo',
  },
  LETTER_FIRST_ALNUM: {
    es: 'Empiece por una letra y use solo letras y dígitos ({range} caracteres)',
    en: 'Start with a letter, then letters and digits only ({range} characters)',
    pt: 'Comece com uma letra e use só letras e dígitos ({range} caracteres)',
    ty: 'Magsimula sa letra, at letra at numero lang ang gamitin ({range} character)',
  },
  KANJI: {
    es: 'Use {range} caracteres kanji',
    en: 'Use {range} kanji characters',
    pt: 'Use {range} caracteres kanji',
    ty: 'Gumamit ng {range} kanji character',
  },
  EMAIL: {
    es: 'Introduzca un correo electrónico válido',
    en: 'Please enter a valid e-mail address',
    pt: 'Informe um e-mail válido',
    ty: 'Maglagay ng wastong email address',
  },
  ALNUM: {
    es: 'Use {range} letras y dígitos, sin símbolos',
    en: 'Use {range} letters and digits only',
    pt: 'Use {range} letras e dígitos, sem símbolos',
    ty: 'Gumamit ng {range} letra at numero, walang simbolo',
  },
  DIGITS: {
    es: 'Use {range} dígitos',
    en: 'Use {range} digits',
    pt: 'Use {range} dígitos',
    ty: 'Gumamit ng {range} numero',
  },
  ONE_UPPER: {
    es: 'Use {range} caracteres con al menos una mayúscula',
    en: 'Use {range} characters with at least one uppercase letter',
    pt: 'Use {range} caracteres com pelo menos uma letra maiúscula',
    ty: 'Gumamit ng {range} character na may kahit isang malaking titik',
  },
  LETTER_DIGIT_SYMBOL: {
    es: 'Use {range} caracteres que mezclen letras, dígitos y símbolos',
    en: 'Use {range} characters mixing letters, digits and symbols',
    pt: 'Use {range} caracteres misturando letras, dígitos e símbolos',
    ty: 'Gumamit ng {range} character na pinaghalong letra, numero at simbolo',
  },
  FULL_NAME: {
    es: 'Formato de nombre real incorrecto: nombre y apellido',
    en: 'Real-name format incorrect: first and last name',
    pt: 'Formato de nome real incorreto: nome e sobrenome',
    ty: 'Mali ang format ng tunay na pangalan: pangalan at apelyido',
  },
  DATE_YMD: {
    es: 'Use el formato de fecha aaaa-MM-dd',
    en: 'Use the date format yyyy-MM-dd',
    pt: 'Use o formato de data aaaa-MM-dd',
    ty: 'Gamitin ang format ng petsa na yyyy-MM-dd',
  },
  DATE_MDY: {
    es: 'Use el formato de fecha MM-dd-aaaa',
    en: 'Use the date format MM-dd-yyyy',
    pt: 'Use o formato de data MM-dd-aaaa',
    ty: 'Gamitin ang format ng petsa na MM-dd-yyyy',
  },
  THAI: {
    es: 'Use {range} caracteres tailandeses',
    en: 'Use {range} Thai characters',
    pt: 'Use {range} caracteres tailandeses',
    ty: 'Gumamit ng {range} character na Thai',
  },
  KOREAN: {
    es: 'Use {range} caracteres coreanos',
    en: 'Use {range} Korean characters',
    pt: 'Use {range} caracteres coreanos',
    ty: 'Gumamit ng {range} character na Korean',
  },
  N_DIGITS: {
    es: 'Introduzca un número de {range} dígitos',
    en: 'Enter a number of {range} digits',
    pt: 'Informe um número de {range} dígitos',
    ty: 'Maglagay ng numerong may {range} digit',
  },
};

const PASSWORD: Texts = {
  es: 'Escriba una contraseña de {range} caracteres',
  en: 'Please fill in your password with {range} characters',
  pt: 'Digite uma senha de {range} caracteres',
  ty: 'Maglagay ng password na may {range} character',
};
const REQUIRED: Texts = {
  es: 'El campo no puede estar vacío',
  en: 'Input cannot be empty',
  pt: 'O campo não pode ficar vazio',
  ty: 'Hindi puwedeng walang laman ang field',
};
const MISMATCH: Texts = {
  es: 'La confirmación no coincide',
  en: 'Incorrect confirmation input',
  pt: 'A confirmação não confere',
  ty: 'Hindi tugma ang kumpirmasyon',
};

/** The message for one failing field, chosen by its rule's patternId with min and max substituted. */
export function ruleMessage(error: TFieldError, rule: TFieldRule | undefined, lang: string): string {
  const pick = (texts: Texts) => (lang === 'es' || lang === 'pt' || lang === 'ty' ? texts[lang] : texts.en);
  if (error.reason === 'required') return pick(REQUIRED);
  if (error.reason === 'mismatch') return pick(MISMATCH);
  if (!rule) return pick(REQUIRED);
  const texts =
    error.field === 'password' && rule.patternId === 'ANY' ? PASSWORD : BY_PATTERN[rule.patternId];
  return pick(texts).replace('{range}', lengthRange(rule));
}
