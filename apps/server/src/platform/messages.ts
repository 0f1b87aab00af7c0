import { MESSAGES_PT } from './messages-pt';
import { MESSAGES_TY } from './messages-ty';

/** Human-readable texts for error codes, for clients that do not translate `code` themselves. */
const MESSAGES = {
  invalid_input: { es: 'Los datos enviados no son válidos.', en: 'The request is not valid.' },
  malformed_json: {
    es: 'El cuerpo de la petición no es JSON válido.',
    en: 'The request body is not valid JSON.',
  },
  unsupported_media_type: { es: 'Tipo de contenido no admitido.', en: 'Unsupported content type.' },
  payload_too_large: { es: 'La petición es demasiado grande.', en: 'The request is too large.' },
  bad_request: { es: 'Petición incorrecta.', en: 'Bad request.' },
  not_found: { es: 'No encontrado.', en: 'Not found.' },
  conflict: { es: 'Conflicto con el estado actual.', en: 'Conflict with the current state.' },
  unknown_merchant: { es: 'Comerciante desconocido.', en: 'Unknown merchant.' },
  unauthorized: { es: 'Inicie sesión para continuar.', en: 'Please log in to continue.' },
  forbidden: { es: 'No tiene permiso para esta acción.', en: 'You are not allowed to do this.' },
  too_many_requests: {
    es: 'Demasiadas peticiones, inténtelo más tarde.',
    en: 'Too many requests, please try again later.',
  },
  system_maintenance: { es: 'El sistema está en mantenimiento.', en: 'The system is under maintenance.' },
  blockip: {
    es: 'El acceso está restringido en su ubicación o IP.',
    en: 'Access is restricted from your location or IP.',
  },
  internal_error: { es: 'Error interno, inténtelo de nuevo.', en: 'Internal error, please try again.' },

  encryption_required: {
    es: 'Esta llamada exige datos cifrados.',
    en: 'This call requires an encrypted payload.',
  },
  invalid_payload: {
    es: 'No se pudieron leer los datos cifrados.',
    en: 'The encrypted payload could not be read.',
  },
  replayed_payload: {
    es: 'La petición caducó o ya se usó; inténtelo de nuevo.',
    en: 'The request expired or was already used; try again.',
  },
  invalid_credentials: { es: 'Usuario o contraseña incorrectos.', en: 'Wrong username or password.' },
  invalid_code: { es: 'El código no es correcto.', en: 'The code is not correct.' },
  invalid_challenge: {
    es: 'El inicio de sesión caducó; introduzca de nuevo su contraseña.',
    en: 'The sign-in expired; enter your password again.',
  },
  captcha_required: { es: 'Introduzca el código de la imagen.', en: 'Please enter the captcha.' },
  invalid_captcha: { es: 'El código de la imagen no es correcto.', en: 'The captcha is not correct.' },
  verification_required: {
    es: 'Complete primero la verificación.',
    en: 'Please complete verification first.',
  },
  non_member_cannot_login: {
    es: 'Esta cuenta no puede iniciar sesión aquí.',
    en: 'Non-member accounts cannot log in.',
  },
  non_agent_cannot_login: {
    es: 'Solo los agentes pueden iniciar sesión aquí.',
    en: 'Non-agents cannot log in.',
  },
  account_disabled: {
    es: 'Cuenta deshabilitada; contacte con su agente.',
    en: 'Account disabled; please contact your agent.',
  },
  function_not_enabled: { es: 'Función no habilitada.', en: 'Function not enabled.' },
  username_taken: { es: 'El nombre de usuario ya existe.', en: 'The username is taken.' },
  mobile_taken: {
    es: 'El número de móvil ya está registrado.',
    en: 'The mobile number is already registered.',
  },
  invalid_invitation_code: { es: 'Código de invitación no válido.', en: 'Invalid invitation code.' },
  invalid_verification_code: {
    es: 'Introduzca un código de verificación válido.',
    en: 'Please enter a valid verification code.',
  },
  verification_code_expired: {
    es: 'El código ha caducado; solicite otro.',
    en: 'The code expired; request a new one.',
  },
  sms_too_many_requests: {
    es: 'Demasiadas solicitudes, inténtelo de nuevo en 5 minutos.',
    en: 'Too many requests, try again after 5 minutes.',
  },
  username_email_not_exist: {
    es: 'El usuario o el correo no existen.',
    en: 'Username/Email does not exist.',
  },
  invalid_old_password: {
    es: 'La contraseña actual no es correcta.',
    en: 'The current password is not correct.',
  },
  password_unchanged: {
    es: 'La nueva contraseña debe ser distinta.',
    en: 'The new password must be different.',
  },
  session_expired: { es: 'La sesión ha caducado.', en: 'The session has expired.' },
  in_need_true_account: {
    es: 'Necesita una cuenta real para esta acción.',
    en: 'You need a real account for this.',
  },

  insufficient_funds: { es: 'Saldo insuficiente.', en: 'Insufficient funds.' },
  idempotency_conflict: {
    es: 'La clave de idempotencia ya se usó con otros datos.',
    en: 'The idempotency key was used with other data.',
  },
  idempotency_key_required: {
    es: 'Falta la cabecera Idempotency-Key.',
    en: 'The Idempotency-Key header is required.',
  },
  request_in_progress: {
    es: 'La misma petición sigue en curso.',
    en: 'The same request is still in progress.',
  },
  invalid_transfer: { es: 'Transferencia no válida.', en: 'Invalid transfer.' },
  transfer_already_settled: { es: 'La operación ya se liquidó.', en: 'The transfer is already settled.' },
  transfer_not_allowed: {
    es: 'Solo puede transferir a su agente o a su red.',
    en: 'You can only transfer to your upline or downline.',
  },
  invalid_payment_password: {
    es: 'La contraseña de pago no es correcta.',
    en: 'The payment password is not correct.',
  },
  payment_password_not_set: {
    es: 'Primero establezca una contraseña de pago.',
    en: 'Please set a payment password first.',
  },
  player_not_found: { es: 'Jugador no encontrado.', en: 'Player not found.' },
  invalid_signature: { es: 'Firma no válida.', en: 'Invalid signature.' },
  transaction_rolled_back: { es: 'La transacción fue anulada.', en: 'The transaction was rolled back.' },
  rollback_not_allowed: {
    es: 'Esta transacción no se puede anular.',
    en: 'This transaction cannot be rolled back.',
  },
  vendor_not_found: { es: 'Proveedor no encontrado.', en: 'Vendor not found.' },

  payment_method_not_found: { es: 'Método de pago no disponible.', en: 'Payment method not available.' },
  amount_out_of_range: {
    es: 'El importe está fuera de los límites.',
    en: 'The amount is outside the limits.',
  },
  amount_mismatch: { es: 'El importe no coincide.', en: 'The amount does not match.' },
  deposit_limit_exceeded: { es: 'Supera su límite de depósito.', en: 'This exceeds your deposit limit.' },
  deposit_already_decided: {
    es: 'El depósito ya fue resuelto.',
    en: 'The deposit has already been decided.',
  },
  adjustment_already_decided: {
    es: 'El ajuste ya fue resuelto.',
    en: 'The adjustment has already been decided.',
  },
  unknown_language: {
    es: 'Este idioma no está entre los que ofrece la marca.',
    en: 'This language is not one the brand offers.',
  },
  missing_translation: {
    es: 'Falta el título en el idioma principal de la marca.',
    en: 'The title in the brand’s main language is missing.',
  },
  image_required: { es: 'Un banner necesita una imagen.', en: 'A banner needs an image.' },
  domain_taken: {
    es: 'Otra marca ya usa este dominio.',
    en: 'Another brand already uses this domain.',
  },
  help_slug_taken: {
    es: 'Ya hay un artículo de ayuda con este identificador en este idioma.',
    en: 'A help article with this slug already exists in this language.',
  },
  invalid_period: {
    es: 'El periodo debe terminar después de empezar.',
    en: 'The period must end after it starts.',
  },
  second_approver_required: {
    es: 'Otro miembro del personal debe aprobar este ajuste.',
    en: 'Another staff member must approve this adjustment.',
  },
  invalid_image: { es: 'La imagen debe ser PNG o JPG.', en: 'The image must be PNG or JPG.' },
  image_too_large: {
    es: 'La imagen tiene demasiados píxeles.',
    en: 'The image has too many pixels.',
  },
  payout_account_not_found: { es: 'Cuenta de cobro no encontrada.', en: 'Payout account not found.' },
  too_many_payout_accounts: {
    es: 'Ha alcanzado el máximo de cuentas de cobro.',
    en: 'You have reached the maximum of payout accounts.',
  },
  withdrawal_already_decided: {
    es: 'El retiro ya fue resuelto.',
    en: 'The withdrawal has already been decided.',
  },
  withdrawal_not_approved: {
    es: 'El retiro aún no está aprobado.',
    en: 'The withdrawal is not approved yet.',
  },
  withdrawal_already_confirmed: {
    es: 'Ya confirmó este retiro.',
    en: 'You already confirmed this withdrawal.',
  },

  game_not_found: { es: 'Juego no encontrado.', en: 'Game not found.' },
  game_maintenance: { es: 'El juego está en mantenimiento.', en: 'The game is under maintenance.' },
  trial_not_offered: { es: 'Este juego no tiene prueba gratuita.', en: 'This game has no free trial.' },
  invalid_launch_token: {
    es: 'El enlace del juego caducó; ábralo de nuevo.',
    en: 'The game link expired; open the game again.',
  },
  bet_out_of_range: { es: 'La apuesta está fuera de los límites.', en: 'The bet is outside the limits.' },
  round_in_progress: { es: 'Termine primero la ronda en curso.', en: 'Finish the round in progress first.' },
  no_open_round: { es: 'No hay ninguna ronda en curso.', en: 'There is no round in progress.' },
  action_not_allowed: { es: 'Esa jugada no está permitida ahora.', en: 'That move is not allowed now.' },
  reveal_first: {
    es: 'Descubra al menos una casilla antes de cobrar.',
    en: 'Reveal at least one tile before cashing out.',
  },
  betting_closed: {
    es: 'Las apuestas de esta ronda están cerradas; espere a la siguiente.',
    en: 'Betting on this round is closed; wait for the next one.',
  },
  bet_already_placed: {
    es: 'Ya tiene una apuesta en esta ronda.',
    en: 'You already have a bet in this round.',
  },
  no_open_bet: { es: 'No tiene ninguna apuesta en juego.', en: 'You have no bet in play.' },
  already_cashed_out: { es: 'Ya cobró esta apuesta.', en: 'You already cashed out this bet.' },
  round_not_started: { es: 'La ronda aún no ha despegado.', en: 'The round has not taken off yet.' },
  round_crashed: { es: 'Demasiado tarde: la ronda ya terminó.', en: 'Too late: the round has crashed.' },
  // products of the second wave: agents, lottery, member centre, sportsbook, payment methods
  not_direct_downline: {
    es: 'Esa cuenta no es de su línea directa.',
    en: 'That account is not in your direct downline.',
  },
  invalid_contract_period: {
    es: 'El periodo no vale para ese tipo de contrato.',
    en: 'That period does not suit this kind of contract.',
  },
  not_direct_agent: {
    es: 'Solo puede ofrecer contratos a sus agentes directos.',
    en: 'Contracts can be offered to your direct agents only.',
  },
  no_own_contract: {
    es: 'Usted no tiene un contrato de ese tipo para repartir.',
    en: 'You have no contract of this kind to share.',
  },
  contract_terms_mismatch: {
    es: 'Las condiciones deben seguir la base y el periodo de su propio contrato.',
    en: 'The terms must follow the basis and period of your own contract.',
  },
  rate_above_own: {
    es: 'No puede conceder una tasa mayor que la suya.',
    en: 'You cannot grant a rate above your own.',
  },
  not_top_agent: {
    es: 'Solo el agente principal puede hacer esta solicitud.',
    en: 'Only the top agent can make this request.',
  },
  no_pending_request: { es: 'No hay ninguna solicitud pendiente.', en: 'There is no pending request.' },
  contract_not_active: { es: 'El contrato no está activo.', en: 'The contract is not active.' },
  draw_unavailable: {
    es: 'No hay un sorteo abierto para ese juego.',
    en: 'There is no open draw for this game.',
  },
  draw_not_found: { es: 'Sorteo no encontrado.', en: 'Draw not found.' },
  invalid_bet_type: { es: 'Tipo de apuesta no válido.', en: 'Invalid bet type.' },
  invalid_numbers: {
    es: 'Los números elegidos no valen para esta apuesta.',
    en: 'The chosen numbers do not suit this bet.',
  },
  draw_closed: { es: 'El sorteo ya cerró sus apuestas.', en: 'The draw is closed for bets.' },
  draw_not_cancellable: {
    es: 'Ese sorteo ya no se puede cancelar.',
    en: 'That draw can no longer be cancelled.',
  },
  invalid_odds: { es: 'Cuotas no válidas.', en: 'Invalid odds.' },
  already_answered: { es: 'Ya se respondió.', en: 'It has already been answered.' },
  conversation_closed: { es: 'La conversación está cerrada.', en: 'The conversation is closed.' },
  real_name_already_set: {
    es: 'El nombre real ya está registrado y no se puede cambiar.',
    en: 'The real name is already set and cannot be changed.',
  },
  birthday_already_set: {
    es: 'La fecha de nacimiento ya está registrada.',
    en: 'The birthday is already set.',
  },
  too_young: { es: 'Debe ser mayor de edad.', en: 'You must be of legal age.' },
  invalid_password: { es: 'Contraseña incorrecta.', en: 'Wrong password.' },
  current_session: {
    es: 'Esta es la sesión actual: use Cerrar sesión.',
    en: 'This is the current session: use Log out.',
  },
  rg_blocked: {
    es: 'Su pausa o autoexclusión está activa: no puede jugar ni depositar.',
    en: 'Your break or self-exclusion is active: play and deposits are closed.',
  },
  rg_limit: {
    es: 'Esta apuesta superaría su límite de juego responsable.',
    en: 'This stake would pass your responsible-gaming limit.',
  },
  invalid_selections: {
    es: 'La combinación de selecciones no es válida.',
    en: 'The selections do not make a valid bet.',
  },
  market_suspended: { es: 'El mercado está suspendido.', en: 'The market is suspended.' },
  odds_changed: { es: 'Las cuotas han cambiado.', en: 'The odds have changed.' },
  stake_limit: {
    es: 'El importe está fuera de los límites de apuesta.',
    en: 'The stake is outside the betting limits.',
  },
  cashout_unavailable: { es: 'El cobro anticipado no está disponible.', en: 'Cash-out is not available.' },
  cashout_changed: { es: 'La oferta de cobro ha cambiado.', en: 'The cash-out offer has changed.' },
  event_void: { es: 'El evento fue anulado.', en: 'The event was voided.' },
  upgrade_required: {
    es: 'Esta dirección solo acepta WebSocket.',
    en: 'This address accepts WebSocket only.',
  },
  method_exists: { es: 'Ya existe un método con ese código.', en: 'A method with this code already exists.' },
  no_secret: { es: 'Este método no firma con secreto.', en: 'This method signs nothing.' },
  // loyalty (modules/loyalty)
  insufficient_points: { es: 'No tiene puntos suficientes.', en: 'You do not have enough points.' },
  reward_not_found: { es: 'La recompensa no existe.', en: 'The reward does not exist.' },
  reward_out_of_stock: { es: 'La recompensa está agotada.', en: 'The reward is out of stock.' },
  delivery_required: {
    es: 'Indique la dirección de entrega.',
    en: 'Please give a delivery address.',
  },
  points_below_minimum: {
    es: 'La cantidad de puntos es inferior al mínimo.',
    en: 'The number of points is below the minimum.',
  },
  points_not_multiple: {
    es: 'Los puntos deben ser múltiplo de la unidad de canje.',
    en: 'Points must be a multiple of the conversion unit.',
  },
  redemption_not_found: { es: 'El canje no existe.', en: 'The redemption does not exist.' },
  redemption_decided: { es: 'El canje ya fue resuelto.', en: 'The redemption was already decided.' },
  mission_not_found: { es: 'La misión no existe.', en: 'The mission does not exist.' },
  mission_not_complete: { es: 'La misión aún no está completada.', en: 'The mission is not complete yet.' },
  mission_already_claimed: {
    es: 'La recompensa de esta misión ya fue reclamada.',
    en: 'This mission’s reward was already claimed.',
  },
  referral_disabled: {
    es: 'El programa de referidos no está disponible.',
    en: 'The referral programme is not available.',
  },
  // promotions, bonus money and rebate (modules/promotions)
  promotion_not_found: { es: 'La promoción no existe.', en: 'The promotion does not exist.' },
  promotion_not_eligible: {
    es: 'Esta promoción no está disponible para su cuenta.',
    en: 'This promotion is not available to your account.',
  },
  promotion_not_started: {
    es: 'La promoción aún no ha comenzado.',
    en: 'The promotion has not started yet.',
  },
  promotion_closed: { es: 'La promoción está cerrada.', en: 'The promotion is closed.' },
  promotion_join_first: {
    es: 'Primero debe unirse a la promoción.',
    en: 'Join the promotion first.',
  },
  promotion_already_joined: { es: 'Ya se unió a esta promoción.', en: 'You already joined this promotion.' },
  promotion_needs_approval: {
    es: 'Esta promoción requiere una solicitud aprobada por el operador.',
    en: 'This promotion needs an application approved by the operator.',
  },
  promotion_no_application: {
    es: 'Esta promoción no requiere solicitud.',
    en: 'This promotion does not take applications.',
  },
  promotion_already_applied: {
    es: 'Su solicitud ya está en revisión.',
    en: 'Your application is already under review.',
  },
  promotion_rejected: { es: 'Su solicitud fue rechazada.', en: 'Your application was rejected.' },
  promotion_already_claimed: {
    es: 'Ya reclamó esta recompensa.',
    en: 'You already claimed this reward.',
  },
  promotion_not_qualified: {
    es: 'Aún no cumple las condiciones de la promoción.',
    en: 'You do not meet the promotion’s conditions yet.',
  },
  promotion_nothing_to_claim: { es: 'No hay nada que reclamar.', en: 'There is nothing to claim.' },
  promotion_kind_mismatch: {
    es: 'Esta acción no corresponde a este tipo de promoción.',
    en: 'This action does not fit this kind of promotion.',
  },
  promotion_not_available: { es: 'La promoción no está disponible.', en: 'The promotion is not available.' },
  application_not_found: { es: 'La solicitud no existe.', en: 'The application does not exist.' },
  application_decided: { es: 'La solicitud ya fue resuelta.', en: 'The application was already decided.' },
  bonus_wagering_open: {
    es: 'Tiene un bono con apuestas pendientes: si retira ahora, el bono y sus ganancias se perderán. Confirme para continuar.',
    en: 'You have a bonus with wagering still open: withdrawing now forfeits the bonus and its winnings. Confirm to go ahead.',
  },
} satisfies Record<string, { es: string; en: string }>;

/** An error code with a text; `messages-pt.ts` and `messages-ty.ts` must have one for each. */
export type TMessageCode = keyof typeof MESSAGES;

function isMessageCode(code: string): code is TMessageCode {
  return Object.hasOwn(MESSAGES, code);
}

/** The text of `code` in `lang`: es, pt and ty (Filipino) as asked, English for any other language. */
export function messageFor(code: string, lang: string): string {
  if (!isMessageCode(code)) return code;
  if (lang === 'pt') return MESSAGES_PT[code];
  if (lang === 'ty') return MESSAGES_TY[code];
  return lang === 'es' ? MESSAGES[code].es : MESSAGES[code].en;
}

/** Every code with a message: a test keeps this list in step with the codes the server throws. */
export const KNOWN_CODES = Object.keys(MESSAGES);
