import 'i18next';
import type authEs from './locales/auth/es';
import type es from './locales/es';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es; auth: typeof authEs };
  }
}
