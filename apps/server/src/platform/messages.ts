/** Human-readable texts for error codes, for clients that do not translate `code` themselves. */
const MESSAGES: Record<string, { es: string; en: string }> = {
  invalid_input: { es: 'Los datos enviados no son válidos.', en: 'The request is not valid.' },
  malformed_json: {
    es: 'El cuerpo de la petición no es JSON válido.',
    en: 'The request body is not valid JSON.',
  },
  unsupported_media_type: {
    es: 'Tipo de contenido no admitido.',
    en: 'Unsupported content type.',
  },
  payload_too_large: { es: 'La petición es demasiado grande.', en: 'The request is too large.' },
  not_found: { es: 'No encontrado.', en: 'Not found.' },
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
  internal_error: {
    es: 'Error interno, inténtelo de nuevo.',
    en: 'Internal error, please try again.',
  },
  bad_request: { es: 'Petición incorrecta.', en: 'Bad request.' },
};

export function messageFor(code: string, lang: string): string {
  const entry = MESSAGES[code];
  if (!entry) return code;
  return lang === 'es' ? entry.es : entry.en;
}
