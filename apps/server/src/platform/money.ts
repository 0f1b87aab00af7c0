export { formatMinor, parseMinor } from '@crupier/contract/money';
