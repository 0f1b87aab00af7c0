import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { useRevealedRound, useWideEnough } from '@/features/seamless/engines/shared/use-reveal';
import { formatMinor, parseMinor } from '@/lib/money';
import './roulette.css';
import { coveredPockets, type RouletteBet } from '@crupier/contract/house/roulette';
import { RouletteInfo } from './roulette-info';
import { RouletteTable, type TSpotProps } from './roulette-table';
import { RouletteWheel, useWheelTurn } from './roulette-wheel';
import {
  addChip,
  betKey,
  insideSpots,
  rouletteOutcome,
  rouletteParams,
  SPIN_MS,
  type TStack,
  totalStake,
} from './table';

/**
 * European roulette: chips of the selected value go on numbers (straight), on the lines between them
 * (split, corner), on a row's edge (street, six line), and on the outside bets. Play spins with every
 * chip on the table; the chips stay for the next spin until cleared. Horizontal on wide screens,
 * vertical (zero on top) on phones.
 */
export default function RouletteView({
  bet: chip,
  round,
  busy,
  autoplaying,
  setSlip,
  sound,
  money,
}: TEngineViewProps) {
  const { t } = useTranslation('games');
  const [stacks, setStacks] = useState<TStack[]>([]);
  const [undo, setUndo] = useState<TStack[][]>([]);
  const { shown, spinning } = useRevealedRound(round, SPIN_MS);
  const turn = useWheelTurn(round);
  const [recent, setRecent] = useState<number[]>([]);
  const { ref, wide } = useWideEnough(560);
  const locked = busy || autoplaying || spinning;
  const spots = useMemo(insideSpots, []);

  useEffect(() => {
    const total = totalStake(stacks);
    setSlip(stacks.length > 0 ? { params: rouletteParams(stacks), bet: formatMinor(total) } : null);
  }, [stacks, setSlip]);

  const outcome = rouletteOutcome(shown);
  useEffect(() => {
    if (outcome) setRecent((list) => [outcome.pocket, ...list].slice(0, 12));
  }, [outcome]);

  const stakeOf = useMemo(() => new Map(stacks.map((s) => [betKey(s.bet), s.stake])), [stacks]);
  const winning = new Set(
    outcome
      ? stacks.filter((s) => coveredPockets(s.bet).includes(outcome.pocket)).map((s) => betKey(s.bet))
      : [],
  );

  const place = (bet: RouletteBet) => {
    if (locked) return;
    sound.play('click');
    setUndo((list) => [...list, stacks].slice(-50));
    setStacks((current) => addChip(current, bet, parseMinor(chip)));
  };

  const spotProps: TSpotProps = (bet, label) => {
    const key = betKey(bet);
    const stake = stakeOf.get(key);
    return {
      type: 'button',
      'aria-label': stake
        ? t('roulette_spot_with', { spot: label, amount: money(formatMinor(stake)) })
        : label,
      'data-spot': key,
      'data-won': winning.has(key) || undefined,
      disabled: locked,
      onClick: () => place(bet),
    };
  };

  return (
    <div className="roulette" ref={ref} data-layout={wide ? 'wide' : 'tall'}>
      <div className="roulette__top">
        <RouletteWheel turn={turn} outcome={outcome} spinning={spinning} />
        <RouletteInfo
          shown={shown}
          outcome={outcome}
          spinning={spinning}
          recent={recent}
          stacks={stacks}
          locked={locked}
          canUndo={undo.length > 0}
          onUndo={() => {
            setStacks(undo[undo.length - 1] ?? []);
            setUndo((list) => list.slice(0, -1));
          }}
          onClear={() => {
            setUndo((list) => [...list, stacks]);
            setStacks([]);
          }}
          money={money}
        />
      </div>
      <RouletteTable
        wide={wide}
        hit={outcome?.pocket}
        stakeOf={stakeOf}
        spotProps={spotProps}
        spots={spots}
      />
      <p className="field-hint roulette__hint">{t('roulette_hint', { chip: money(chip) })}</p>
    </div>
  );
}
