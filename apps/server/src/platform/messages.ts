/** Human-readable texts for error codes, for clients that do not translate `code` themselves. */
const MESSAGES: Record<string, { es: string; en: string }> = {
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
};

export function messageFor(code: string, lang: string): string {
  const entry = MESSAGES[code];
  if (!entry) return code;
  return lang === 'es' ? entry.es : entry.en;
}

/** Every code with a message: a test keeps this list in step with the codes the server throws. */
export const KNOWN_CODES = Object.keys(MESSAGES);
