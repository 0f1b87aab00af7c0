/** Business constants of spec §9, kept once for the server and the web app. */
export const ANNOUNCEMENTS_PAGE_SIZE = 9;
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** The banner group the home carousel shows (spec §3); `w_forget` banners belong to password recovery. */
export const HOME_BANNER_GROUP = 'w_home';
export const SMS_DEFAULT_COUNTDOWN_SECONDS = 60;
export const SMS_SEND_THROTTLE_MS = 1000;
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
export const FAVOURITE_TOGGLE_THROTTLE_MS = 1000;
export const REMEMBER_ME_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_CODE_MAX_LENGTH = 255;
export const UPLOAD_MAX_IMAGES = 3;
export const UPLOAD_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const FEEDBACK_MAX_LENGTH = 140;
export const AGE_CONSENT_DEFAULT = 18;
export const LOBBY_PAGE_SIZE = 18;
export const HOME_SECTION_SIZE = 12;
export const HOME_VENDOR_LIST_SIZE = 5;
export const HOT_GAMES_HOME_SIZE = 12;
export const FAVOURITES_REQUEST_SIZE = 999;
export const RECENT_PAGE_SIZE = 12;
export const WINNER_BOARD_LIMIT = 20;
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
export const PAGINATION_MARGIN_PAGES = 2;
export const PAGINATION_PAGE_RANGE = 5;
export const CLIENT_TYPE = 3;
export const LOTTERY_PAGE_SIZE = 42;
export const IMAGE_LAZY_THRESHOLD = 0.1;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const REALTIME_WAGE_SETTLE_MINUTES = 5;

/** Every language the platform knows (spec §9); which are active is per merchant. */
export const ALL_LANGUAGES = [
  'cn',
  'en',
  'ja',
  'th',
  'vi',
  'my',
  'es',
  'hi',
  'id',
  'km',
  'ko',
  'ms',
  'pt',
  'ta',
  'tw',
  'ty',
  'ur',
  'tr',
  'bn',
  'ar',
  'fa',
  'ru',
  'kk',
  'uz',
  'lo',
  'ne',
  'fr',
  'te',
  'sw',
] as const;
export type TLanguage = (typeof ALL_LANGUAGES)[number];
/** Languages the web app ships locale files for. */
export const WEB_LOCALES = ['es', 'en', 'pt', 'ty'] as const;
export type TWebLocale = (typeof WEB_LOCALES)[number];
export const DEFAULT_LANGUAGE: TWebLocale = 'es';
export const DEFAULT_CURRENCY_SYMBOL = '$';

/** Categories a game can belong to, in the order of the top menu and the vendor lanes (no HOME, no FAV). */
export const GAME_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
] as const;
export type TGameCategory = (typeof GAME_CATEGORIES)[number];
export const GAME_TYPES = ['HOME', 'FAV', ...GAME_CATEGORIES] as const;
export type TGameType = (typeof GAME_TYPES)[number];
export const SLOT_SUBCATEGORIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export const GAME_SELECT_FILTERS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

export const WHITELABEL_FLAGS = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'USERNAMEREG3',
  'FORGOTPWDMOBILE3',
  'REFERRAL3',
] as const;
export type TWhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
