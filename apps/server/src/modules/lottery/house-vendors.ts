/**
 * The lottery's own vendors: their launch URLs open the house lottery pages (spec §9 vendor routes),
 * not an outside vendor's client, so a trial account may open them and bet its play money.
 */
export const HOUSE_LOTTERY_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'RPL']);
