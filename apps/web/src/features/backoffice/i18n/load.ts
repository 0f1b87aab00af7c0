import { loadNamespace } from '@/i18n/i18n';

/** A back-office module, with the `backoffice` texts it renders (a lazy i18n namespace). */
export async function withBackofficeTexts<M>(load: Promise<M>): Promise<M> {
  const [module] = await Promise.all([load, loadNamespace('backoffice')]);
  return module;
}
