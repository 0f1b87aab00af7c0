/**
 * Spanish, the default language. It is bundled with the app; every other locale is loaded on demand
 * and must define exactly these keys (checked by `TLocale`). Keys named by the spec keep the spec's name.
 */
const es = {
  // Spec §8 keys
  game_maintenance: 'Sitio en mantenimiento',
  info_maintenance: 'Estamos realizando tareas de mantenimiento. Vuelve a intentarlo en unos minutos.',
  blockip: 'Acceso restringido',
  info_ip_block: 'Lo sentimos, el servicio no está disponible desde tu ubicación o dirección IP.',
  in_popup_prompt: 'Aviso',
  in_sure_logout: '¿Seguro que quieres cerrar sesión?',
  in_more_cancel: 'Cancelar',
  in_increase_submit: 'Confirmar',
  in_need_true_account: 'Esta función requiere una cuenta real. Regístrate para continuar.',

  // Frame
  loading: 'Cargando…',
  language: 'Idioma',
  menu: 'Menú',
  open_menu: 'Abrir menú',
  close_menu: 'Cerrar menú',
  close: 'Cerrar',
  toggle_theme: 'Cambiar tema claro u oscuro',
  notices: 'Avisos',
  no_notices: 'No hay avisos por ahora.',
  login: 'Iniciar sesión',
  register: 'Registrarse',
  logout: 'Cerrar sesión',
  member_center: 'Centro de miembros',
  deposit: 'Depósito',
  withdrawal: 'Retiro',
  promotions: 'Promociones',
  invite_friends: 'Invitar amigos',
  reward_center: 'Centro de recompensas',
  app_download: 'Descarga la app',
  download_ios: 'iOS',
  download_android: 'Android',
  scan_to_download: 'Escanea el código o toca para descargar',
  follow_us: 'Síguenos',
  live_support: 'Soporte en vivo',
  help_center: 'Centro de ayuda',
  products: 'Productos',
  footer_more: 'Más',
  winners_list: 'Ganadores',
  mirror_sites: 'Sitios espejo',
  game_providers: 'Proveedores de juegos',
  age_notice: 'Solo para mayores de 18 años. Juega con responsabilidad.',
  rights_reserved: '© {{year}} {{name}}. Todos los derechos reservados.',
  banners: 'Destacados',
  banner_tagline: 'Casino, deportes y lotería en un solo lugar',
  your_ip: 'Tu IP',
  home: 'Inicio',
  back_home: 'Volver al inicio',
  main_navigation: 'Navegación principal',

  // Game categories (spec §2 top menu)
  category_HOME: 'Inicio',
  category_FAV: 'Favoritos',
  category_RNG: 'Tragamonedas',
  category_LIVE: 'Casino en vivo',
  category_FISH: 'Pesca',
  category_PVP: 'Póker y cartas',
  category_SPORTS: 'Deportes',
  category_ESPORTS: 'eSports',
  category_COCKFIGHT: 'Peleas de gallos',
  category_ELOTT: 'Lotería electrónica',
  category_LOTT: 'Lotería',

  // Home
  home_title: 'Lobby de juegos',
  game_categories: 'Categorías de juegos',
  vendors_of: 'Proveedores de {{category}}',
  game_menu: 'Menú de juegos',

  // Sign-in and registration
  username: 'Usuario',
  password: 'Contraseña',
  confirm_password: 'Confirmar contraseña',
  login_unavailable: 'El inicio de sesión todavía no está disponible.',
  register_unavailable: 'El registro todavía no está disponible.',
  no_account: '¿No tienes cuenta?',
  have_account: '¿Ya tienes cuenta?',

  // Help centre
  help_contents: 'Contenido',
  help_empty: 'Todavía no hay artículos de ayuda.',
  retry: 'Reintentar',

  // Agents
  agent_title: 'Programa de agentes',
  agent_intro: 'Crea tu equipo, sigue tus ingresos y cobra comisiones por la actividad de tu red.',
  agent_benefit_team: 'Gestiona tu equipo y tus subagentes',
  agent_benefit_income: 'Consulta tus ingresos y comisiones en tiempo real',
  agent_benefit_salary: 'Salarios diarios, por hora y en tiempo real según tu contrato',
  agent_login: 'Acceso de agentes',
  agent_center: 'Centro de agentes',
  agent_center_intro: 'Las herramientas del centro de agentes estarán disponibles aquí.',

  // Sections
  promotions_empty: 'No hay promociones activas en este momento.',
  point_mall: 'Tienda de puntos',
  point_mall_empty: 'Todavía no hay recompensas para canjear.',
  seamless_title: 'Juego',
  seamless_unavailable: 'No hay ningún juego abierto. Elige uno en el lobby.',
  lottery: 'Lotería',
  sea_lottery: 'Lotería del sudeste asiático',
  vn_lottery: 'Lotería de Vietnam',
  lottery_empty: 'Todavía no hay sorteos disponibles.',
  member_section_unavailable: 'Esta sección todavía no está disponible.',
  member_securityCenter: 'Mi cuenta',
  member_transferFund: 'Billetera',
  member_depositv2: 'Depósito',
  member_withdraw: 'Retiro',
  member_transferUpline: 'Transferir al superior',
  member_personalHistoryCopy: 'Historial de apuestas',
  member_transactionHistory: 'Historial de la cuenta',
  member_personalProfit: 'Ganancias y pérdidas',
  member_bonusDetails: 'Detalle de bonos',
  member_rewardCenter: 'Centro de recompensas',
  member_referral: 'Invitar amigos',
  member_missionLeaderboard: 'Misiones',
  member_vip: 'VIP',
  member_messageV2: 'Mensajes',
  member_manualRebate: 'Reembolso manual',

  // Errors
  not_found_title: 'Página no encontrada',
  not_found_text: 'La página que buscas no existe o se ha movido.',
  start_error_title: 'No se pudo cargar el sitio',
  network_error: 'La conexión de red es inestable, inténtalo de nuevo.',
  chunk_load_error: 'La página tardó demasiado en cargar, revisa tu conexión a internet.',
  invalid_url: 'URL no válida, contacta con atención al cliente.',
  reload: 'Recargar',
  unauthorized: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  too_many_requests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
};

export default es;
export type TLocaleKey = keyof typeof es;
/** Shape every locale must have: all of Spanish's keys, nothing more. */
export type TLocale = Record<TLocaleKey, string>;
