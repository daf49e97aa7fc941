"use client";

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button } from "@meridian/ui/button";
import { VisuallyHidden } from "@meridian/ui/text";
import { type ReactNode, useId, useRef } from "react";
import * as styles from "./SortableEntries.css";

export interface SortableEntriesProps {
  /** The entries' keys, in order (react-hook-form's ids of its field array). */
  ids: readonly string[];
  /** What an entry is called, by its place: "Styles 2". */
  labelOf: (index: number) => string;
  disabled: boolean;
  /** An entry dropped at another place. */
  onMove: (from: number, to: number) => void;
  /** Draws the entry at `index`, given the handle it is dragged by. */
  renderEntry: (index: number, handle: ReactNode) => ReactNode;
}

/**
 * A list's entries in an order staff change by dragging an entry's handle (@dnd-kit): with the
 * pointer, or from the keyboard — Space or Enter picks it up, the arrow keys move it, Space or
 * Enter drops it, Escape puts it back — each step told to a screen reader by the entry's label.
 * The entries' Move up and Move down buttons do the same a step at a time.
 */
export function SortableEntries({
  ids,
  labelOf,
  disabled,
  onMove,
  renderEntry,
}: SortableEntriesProps) {
  const sensors = useSensors(
    // A click on the handle is not a drag: only a move of a few pixels starts one.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // A fixed id keeps the live region's ids the same in the server's HTML and the browser's.
  const contextId = useId();
  const place = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const named = (id: UniqueIdentifier) => labelOf(place(id));
  // Over its own place as it is picked up: that is told by the pick-up, not again.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up ${named(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || (over.id === active.id && !moved.current)) return undefined;
      moved.current = true;
      return `${named(active.id)} is at place ${place(over.id) + 1} of ${ids.length}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${named(active.id)} dropped at place ${place(over.id) + 1} of ${ids.length}.`
        : `${named(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${named(active.id)} was cancelled.`,
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(place(active.id), place(over.id));
  };
  return (
    <DndContext
      id={contextId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To move this entry, press Space or Enter, move it with the arrow keys, then press Space or Enter to drop it, or Escape to put it back.",
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy} disabled={disabled}>
        {ids.map((id, index) => (
          <SortableEntry key={id} id={id} label={labelOf(index)} disabled={disabled}>
            {(handle) => renderEntry(index, handle)}
          </SortableEntry>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableEntry({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const handle = (
    <Button
      size="small"
      ref={setActivatorNodeRef}
      disabled={disabled}
      className={styles.handle}
      {...attributes}
      {...listeners}
    >
      Drag <VisuallyHidden>{label}</VisuallyHidden>
    </Button>
  );
  return (
    <div
      ref={setNodeRef}
      className={isDragging ? styles.dragging : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </div>
  );
}
