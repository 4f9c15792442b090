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
  disabled: boolean;
  /** Writes the move; resolves whether it happened. */
  onMove: (direction: -1 | 1) => Promise<boolean>;
}

/**
 * Move up / Move down buttons of one list entry. Keyboard operable like any button; after a
 * move the focus stays on the moved entry's button (or its other one at the list's end), though
 * re-ordering the list moved its element.
 */
export function MoveButtons({ index, count, label, disabled, onMove }: MoveButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const refocus = useRef<-1 | 1 | null>(null);

  // Runs once the list is re-read and the buttons are enabled again, at the entry's new place.
  useEffect(() => {
    if (refocus.current === null || disabled) return;
    const wanted = refocus.current === -1 ? up.current : down.current;
    const other = refocus.current === -1 ? down.current : up.current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    refocus.current = null;
  }, [index, disabled]);

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
        disabled={disabled || index === 0}
        onClick={() => void move(-1)}
      >
        <ArrowUpIcon aria-hidden="true" />
        <ButtonName text="moveUp" label={label} />
      </Button>
      <Button
        ref={down}
        variant="outline"
        size="icon"
        disabled={disabled || index === count - 1}
        onClick={() => void move(1)}
      >
        <ArrowDownIcon aria-hidden="true" />
        <ButtonName text="moveDown" label={label} />
      </Button>
    </div>
  );
}
