import { loadNamespace } from '@/i18n/i18n';

/** A lazily loaded lobby module, with the `lobby` texts it renders (a lazy i18n namespace). */
export async function withLobbyTexts<M>(load: Promise<M>): Promise<M> {
  const [module] = await Promise.all([load, loadNamespace('lobby')]);
  return module;
}
