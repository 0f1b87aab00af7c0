import type { TSiteLocale } from './es';

const site: TSiteLocale = {
  download_title: 'Get the app',
  download_intro:
    'Play from your phone’s home screen: it opens full screen, loads fast and takes almost no space.',
  download_scan: 'Scan this code with your phone’s camera to open this page there.',
  download_installed: 'The app is already installed on this device.',
  download_install: 'Install now',
  download_store: 'Open in the store',
  download_android: 'Android',
  download_android_steps:
    'Open this site in Chrome.|Tap the ⋮ menu at the top right.|Choose “Install app” or “Add to Home screen”.|Confirm: the icon appears with your other apps.',
  download_ios: 'iPhone and iPad',
  download_ios_steps:
    'Open this site in Safari.|Tap the Share button (the square with the arrow).|Choose “Add to Home Screen”.|Tap “Add”: the icon appears on your screen.',
  download_lite: 'Lite version',
  download_lite_text:
    'Nothing to install: bookmark this address. It works in any browser and, when you are offline, tells you so instead of showing an error.',
  mirrors_title: 'Mirror sites',
  mirrors_intro:
    'If the usual address does not open on your network, use any of these: it is the same site, with the same account and balance.',
  mirrors_current: 'You are here',
  mirrors_open: 'Open',
  mirrors_empty: 'This site has no alternative addresses.',
  mirrors_error: 'The list could not be loaded. Please try again.',
  winners_title: 'Winners',
  winners_intro: 'The biggest real wins of recent days. Names are partly hidden.',
  back_home: 'Back to home',
};
export default site;
