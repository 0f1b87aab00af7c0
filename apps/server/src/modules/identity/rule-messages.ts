import {
  lengthRange,
  type TFieldError,
  type TFieldRule,
  type TPatternId,
} from '@crupier/contract/registration-rules';

type Texts = { es: string; en: string };

/** One text per pattern family of spec §5; {range} is "min - max", or one value when they are equal. */
const BY_PATTERN: Record<TPatternId, Texts> = {
  ANY: { es: 'Escriba entre {range} caracteres', en: 'Please fill in with {range} characters' },
  LETTERS_DIGITS_SPACES: {
    es: 'Use {range} letras, dígitos o espacios',
    en: 'Use {range} letters, digits or spaces',
  },
  LETTER_FIRST_ALNUM: {
    es: 'Empiece por una letra y use solo letras y dígitos ({range} caracteres)',
    en: 'Start with a letter, then letters and digits only ({range} characters)',
  },
  KANJI: { es: 'Use {range} caracteres kanji', en: 'Use {range} kanji characters' },
  EMAIL: { es: 'Introduzca un correo electrónico válido', en: 'Please enter a valid e-mail address' },
  ALNUM: { es: 'Use {range} letras y dígitos, sin símbolos', en: 'Use {range} letters and digits only' },
  DIGITS: { es: 'Use {range} dígitos', en: 'Use {range} digits' },
  ONE_UPPER: {
    es: 'Use {range} caracteres con al menos una mayúscula',
    en: 'Use {range} characters with at least one uppercase letter',
  },
  LETTER_DIGIT_SYMBOL: {
    es: 'Use {range} caracteres que mezclen letras, dígitos y símbolos',
    en: 'Use {range} characters mixing letters, digits and symbols',
  },
  FULL_NAME: {
    es: 'Formato de nombre real incorrecto: nombre y apellido',
    en: 'Real-name format incorrect: first and last name',
  },
  DATE_YMD: { es: 'Use el formato de fecha aaaa-MM-dd', en: 'Use the date format yyyy-MM-dd' },
  DATE_MDY: { es: 'Use el formato de fecha MM-dd-aaaa', en: 'Use the date format MM-dd-yyyy' },
  THAI: { es: 'Use {range} caracteres tailandeses', en: 'Use {range} Thai characters' },
  KOREAN: { es: 'Use {range} caracteres coreanos', en: 'Use {range} Korean characters' },
  N_DIGITS: { es: 'Introduzca un número de {range} dígitos', en: 'Enter a number of {range} digits' },
};

const PASSWORD: Texts = {
  es: 'Escriba una contraseña de {range} caracteres',
  en: 'Please fill in your password with {range} characters',
};
const REQUIRED: Texts = { es: 'El campo no puede estar vacío', en: 'Input cannot be empty' };
const MISMATCH: Texts = { es: 'La confirmación no coincide', en: 'Incorrect confirmation input' };

/** The message for one failing field, chosen by its rule's patternId with min and max substituted. */
export function ruleMessage(error: TFieldError, rule: TFieldRule | undefined, lang: string): string {
  const pick = (texts: Texts) => (lang === 'es' ? texts.es : texts.en);
  if (error.reason === 'required') return pick(REQUIRED);
  if (error.reason === 'mismatch') return pick(MISMATCH);
  if (!rule) return pick(REQUIRED);
  const texts =
    error.field === 'password' && rule.patternId === 'ANY' ? PASSWORD : BY_PATTERN[rule.patternId];
  return pick(texts).replace('{range}', lengthRange(rule));
}
