import type { TSiteLocale } from './es';

const site: TSiteLocale = {
  download_title: 'I-download ang app',
  download_intro:
    'Maglaro mula sa home screen ng iyong telepono: bumubukas nang full screen, mabilis mag-load at halos walang kinakaing espasyo.',
  download_scan: 'I-scan ang code na ito gamit ang camera ng telepono para buksan doon ang pahinang ito.',
  download_installed: 'Naka-install na ang app sa device na ito.',
  download_install: 'I-install ngayon',
  download_store: 'Buksan sa store',
  download_android: 'Android',
  download_android_steps:
    'Buksan ang site na ito sa Chrome.|I-tap ang ⋮ menu sa kanang itaas.|Piliin ang “I-install ang app” o “Idagdag sa Home screen”.|Kumpirmahin: lalabas ang icon kasama ng iba mong app.',
  download_ios: 'iPhone at iPad',
  download_ios_steps:
    'Buksan ang site na ito sa Safari.|I-tap ang Share button (ang parisukat na may arrow).|Piliin ang “Add to Home Screen”.|I-tap ang “Add”: lalabas ang icon sa iyong screen.',
  download_lite: 'Lite na bersyon',
  download_lite_text:
    'Walang kailangang i-install: i-bookmark ang address na ito. Gumagana sa kahit anong browser at, kapag offline, sasabihin ito sa iyo sa halip na magpakita ng error.',
  mirrors_title: 'Mga mirror site',
  mirrors_intro:
    'Kung hindi bumubukas ang karaniwang address sa iyong network, gamitin ang alinman dito: iisang site ito, parehong account at balanse.',
  mirrors_current: 'Nandito ka',
  mirrors_open: 'Buksan',
  mirrors_empty: 'Walang ibang address ang site na ito.',
  mirrors_error: 'Hindi ma-load ang listahan. Pakisubukang muli.',
  winners_title: 'Mga nanalo',
  winners_intro:
    'Ang pinakamalalaking totoong panalo nitong mga nakaraang araw. Bahagyang nakatago ang mga pangalan.',
  back_home: 'Bumalik sa home',
};
export default site;
