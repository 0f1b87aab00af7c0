import type { TSiteLocale } from './es';

const site: TSiteLocale = {
  download_title: 'Baixe o app',
  download_intro:
    'Jogue pela tela inicial do seu celular: abre em tela cheia, carrega rápido e ocupa pouquíssimo espaço.',
  download_scan: 'Escaneie este código com a câmera do celular para abrir esta página nele.',
  download_installed: 'O app já está instalado neste aparelho.',
  download_install: 'Instalar agora',
  download_store: 'Abrir na loja',
  download_android: 'Android',
  download_android_steps:
    'Abra este site no Chrome.|Toque no menu ⋮ no canto superior direito.|Escolha “Instalar app” ou “Adicionar à tela inicial”.|Confirme: o ícone aparece junto aos seus outros apps.',
  download_ios: 'iPhone e iPad',
  download_ios_steps:
    'Abra este site no Safari.|Toque no botão Compartilhar (o quadrado com a seta).|Escolha “Adicionar à Tela de Início”.|Toque em “Adicionar”: o ícone aparece na sua tela.',
  download_lite: 'Versão leve',
  download_lite_text:
    'Sem instalar nada: salve este endereço nos favoritos. Funciona em qualquer navegador e, sem conexão, avisa você em vez de mostrar um erro.',
  mirrors_title: 'Sites espelho',
  mirrors_intro:
    'Se o endereço habitual não abrir na sua rede, use qualquer um destes: é o mesmo site, com a mesma conta e saldo.',
  mirrors_current: 'Você está aqui',
  mirrors_open: 'Abrir',
  mirrors_empty: 'Este site não tem endereços alternativos.',
  mirrors_error: 'Não foi possível carregar a lista. Tente de novo.',
  winners_title: 'Ganhadores',
  winners_intro: 'Os maiores prêmios reais dos últimos dias. Os nomes aparecem parcialmente ocultos.',
  back_home: 'Voltar ao início',
};
export default site;
