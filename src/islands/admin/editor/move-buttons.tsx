import { ArrowDownIcon, ArrowUpIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonName } from './button-name.tsx';

interface MoveButtonsProps {
  /** The entry's place in the list and the list's length. */
  index: number;
  count: number;
  /** Names the entry in the buttons' accessible names ("Move “…” up"). */
  label: string;
  /** True while a list write runs: the buttons wait (a press does nothing) but keep focus. */
  busy: boolean;
  /** Writes the move; resolves whether it happened. */
  onMove: (direction: -1 | 1) => Promise<boolean>;
}

/**
 * Move up / Move down buttons of one list entry. Keyboard operable like any button; while the
 * move is written the pressed button keeps focus (it waits instead of being disabled, which would
 * drop focus to the page's start), a failed move leaves it there, and after a move the focus is on
 * the moved entry's button (or its other one at the list's end), though re-ordering the list moved
 * its element.
 */
export function MoveButtons({ index, count, label, busy, onMove }: MoveButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const refocus = useRef<-1 | 1 | null>(null);

  // Runs once the list is re-read and the buttons no longer wait, at the entry's new place.
  useEffect(() => {
    if (refocus.current === null || busy) return;
    const wanted = refocus.current === -1 ? up.current : down.current;
    const other = refocus.current === -1 ? down.current : up.current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    refocus.current = null;
  }, [index, busy]);

  const move = async (direction: -1 | 1) => {
    refocus.current = direction;
    if (!(await onMove(direction))) refocus.current = null;
  };

  return (
    <div className="flex gap-1">
      <Button
        ref={up}
        variant="outline"
        size="icon"
        busy={busy}
        disabled={index === 0}
        onClick={() => void move(-1)}
      >
        <ArrowUpIcon aria-hidden="true" />
        <ButtonName text="moveUp" label={label} />
      </Button>
      <Button
        ref={down}
        variant="outline"
        size="icon"
        busy={busy}
        disabled={index === count - 1}
        onClick={() => void move(1)}
      >
        <ArrowDownIcon aria-hidden="true" />
        <ButtonName text="moveDown" label={label} />
      </Button>
    </div>
  );
}
