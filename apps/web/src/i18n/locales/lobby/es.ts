/**
 * Namespace `lobby` (Spanish): home sections, category lobbies, game and vendor cards, banners,
 * notices, popups and the winner board. It loads with the lobby's chunks, not with the first page
 * (see `loadNamespace` in i18n.ts). Every other language must define exactly these keys
 * (checked by `TLobbyLocale`). Error texts are `err_<code>`, by the API's code.
 */
const lobbyEs = {
  // Sections
  hot_games: 'Juegos populares',
  recent_games: 'Jugados recientemente',
  favorite_games: 'Mis favoritos',
  more: 'Ver más',
  show_all: 'Ver los {{count}}',
  show_less: 'Ver menos',
  refresh: 'Actualizar',
  winner_board: 'Ganadores',
  no_winners_yet: 'Aún no hay ganadores que mostrar.',
  no_games: 'No hay juegos en esta lista.',
  no_search_results: 'Ningún juego se llama «{{name}}».',
  no_favorites: 'Aún no tienes juegos favoritos.',
  no_recent: 'Todavía no has jugado a ningún juego.',
  browse_games: 'Explorar juegos',
  no_vendors: 'Todavía no hay proveedores en esta categoría.',
  load_error: 'No se pudieron cargar los juegos.',
  retry: 'Reintentar',
  favorite: 'Favoritos',
  recent: 'Recientes',
  login_to_see: 'Inicia sesión para ver tu lista.',
  login: 'Iniciar sesión',

  // Game and vendor cards
  play: 'Jugar',
  free_trial: 'Prueba gratis',
  hot: 'Popular',
  add_favorite: 'Añadir {{name}} a favoritos',
  remove_favorite: 'Quitar {{name}} de favoritos',
  maintenance: 'En mantenimiento',
  vendor_games: 'Juegos de {{vendor}}',
  see_all_category: 'Ver todo en {{category}}',

  // Lobby filters and paging
  vendors: 'Proveedores',
  all_vendors: 'Todos',
  previous_vendors: 'Proveedores anteriores',
  next_vendors: 'Más proveedores',
  refresh_vendors: 'Actualizar proveedores',
  game_types: 'Tipo de juego',
  all_types: 'Todos los tipos',
  classify_SC: 'Rasca y gana',
  classify_VP: 'Video póker',
  classify_JP: 'Jackpot',
  classify_TG: 'Juegos de mesa',
  classify_AC: 'Arcade',
  classify_BG: 'Bingo',
  show: 'Mostrar',
  filter_ALL: 'Todos los juegos',
  games_heading: 'Juegos',
  filter_FAV: 'Favoritos',
  filter_RECENT: 'Recientes',
  search_label: 'Buscar un juego por su nombre',
  search_placeholder: 'Buscar juego…',
  load_more: 'Cargar más',
  pagination: 'Páginas',
  previous_page: 'Página anterior',
  next_page: 'Página siguiente',
  page_n: 'Página {{page}}',
  page_of: 'Página {{page}} de {{total}}',

  // Banners, notices and announcements
  banners: 'Destacados',
  carousel: 'carrusel',
  slide: 'diapositiva',
  slide_n: '{{n}} de {{total}}',
  previous_banner: 'Destacado anterior',
  next_banner: 'Destacado siguiente',
  notices: 'Avisos',
  no_notices: 'No hay avisos por ahora.',
  announcements: 'Anuncios',
  titles: 'Títulos',
  go: 'Ir',

  // Errors
  err_game_maintenance: 'Este juego está en mantenimiento. Inténtalo más tarde.',
  err_trial_not_offered: 'Este juego no tiene prueba gratis.',
  err_game_not_found: 'Este juego ya no está disponible.',
  err_network_error: 'La conexión de red es inestable, inténtalo de nuevo.',
  err_too_many_requests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  err_unknown: 'No se pudo completar la acción. Inténtalo de nuevo.',
};

export default lobbyEs;
export type TLobbyLocaleKey = keyof typeof lobbyEs;
/** Shape every lobby locale must have: all of Spanish's keys, nothing more. */
export type TLobbyLocale = Record<TLobbyLocaleKey, string>;
