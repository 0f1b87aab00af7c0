/** Texts of the site pages the spec implies: app download, mirror sites, winners (namespace `site`). */
const site = {
  download_title: 'Descarga la app',
  download_intro:
    'Juega desde la pantalla de inicio de tu teléfono: se abre a pantalla completa, carga rápido y ocupa muy poco espacio.',
  download_scan: 'Escanea este código con la cámara del teléfono para abrir esta página allí.',
  download_installed: 'La app ya está instalada en este dispositivo.',
  download_install: 'Instalar ahora',
  download_store: 'Abrir en la tienda',
  download_android: 'Android',
  download_android_steps:
    'Abre este sitio en Chrome.|Toca el menú ⋮ arriba a la derecha.|Elige «Instalar aplicación» o «Añadir a pantalla de inicio».|Confirma: el icono aparece con tus otras apps.',
  download_ios: 'iPhone y iPad',
  download_ios_steps:
    'Abre este sitio en Safari.|Toca el botón Compartir (el cuadrado con la flecha).|Elige «Añadir a pantalla de inicio».|Toca «Añadir»: el icono aparece en tu pantalla.',
  download_lite: 'Versión ligera',
  download_lite_text:
    'Sin instalar nada: guarda esta dirección en tus favoritos. Funciona en cualquier navegador y, sin conexión, te avisa en vez de mostrar un error.',
  mirrors_title: 'Sitios espejo',
  mirrors_intro:
    'Si la dirección habitual no abre en tu red, usa cualquiera de estas: es el mismo sitio, con tu misma cuenta y saldo.',
  mirrors_current: 'Estás aquí',
  mirrors_open: 'Abrir',
  mirrors_empty: 'Este sitio no tiene direcciones alternativas.',
  mirrors_error: 'No se pudo cargar la lista. Inténtalo de nuevo.',
  winners_title: 'Ganadores',
  winners_intro: 'Los mayores premios reales de los últimos días. Los nombres se muestran ocultos en parte.',
  back_home: 'Volver al inicio',
};
export default site;
export type TSiteLocale = typeof site;
