"use client";

import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { fontStack } from "../lib/catalogue-font";
import * as styles from "./Dropdown.css";

export interface DropdownOption<V extends string = string> {
  value: V;
  label: string;
  /** Shorter text for the closed dropdown at and below 480 px. */
  mobileLabel?: string;
  /** Weight preview: the CSS family the option is set in (content's `fontFamily`). */
  fontFamily?: string;
  disabled?: boolean;
}

export interface DropdownProps<V extends string = string> {
  /** What the choice is: 'Licence size', 'Style', 'Currency'. Also the accessible name. */
  label: string;
  /** The label at and below 480 px (spec 2.13): 'Size'. */
  mobileLabel?: string;
  /**
   * A fuller accessible name where several dropdowns share a label: 'Licence size for Inter'.
   * It should contain the visible label, so speech users can say what they see.
   */
  accessibleLabel?: string;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  options: readonly DropdownOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Shown when no option is chosen. */
  placeholder?: string;
  /** Weight-preview mode: each option, and the chosen value, set in its own font style. */
  weightPreview?: boolean;
  /** When the list opens or closes: a type tester loads its styles' files on opening. */
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
  /** Label beside the value (the default) or above it. */
  layout?: "inline" | "stacked";
  size?: "small" | "medium";
  /** No box round the value: for rows that already carry rules. */
  bare?: boolean;
  /** Which edge the list lines up with. */
  align?: "start" | "end";
  /** Submits the value with a form under this name. */
  name?: string;
  id?: string;
  className?: string;
}

const TYPEAHEAD_RESET_MS = 500;
const PAGE = 10;

/**
 * A single-choice dropdown (spec 2.13): the select-only combobox of the WAI-ARIA Authoring
 * Practices. Focus stays on the combobox; the list's active option is announced through
 * aria-activedescendant. Keyboard: arrows, Home/End, PageUp/PageDown, Enter/Space to choose,
 * Escape to close, Tab to choose and move on, typing to jump to an option. A click outside
 * closes it.
 */
export function Dropdown<V extends string = string>({
  label,
  mobileLabel,
  accessibleLabel,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder = "Select",
  weightPreview = false,
  onOpenChange,
  disabled = false,
  layout = "inline",
  size = "small",
  bare = false,
  align = "start",
  name,
  id: idProp,
  className,
}: DropdownProps<V>) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const rootRef = useRef<HTMLDivElement>(null);
  const comboboxRef = useRef<HTMLDivElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const typeahead = useRef({ text: "", timer: 0 as ReturnType<typeof setTimeout> | 0 });

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [placement, setPlacement] = useState<"below" | "above">("below");

  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];

  const enabled = useCallback((index: number) => !options[index]?.disabled, [options]);
  const firstEnabled = () => options.findIndex((_, index) => enabled(index));
  const lastEnabled = () => {
    for (let index = options.length - 1; index >= 0; index -= 1) if (enabled(index)) return index;
    return -1;
  };
  /** The enabled option `steps` away from `from`, stopping at the ends. */
  const step = (from: number, steps: number) => {
    const direction = Math.sign(steps);
    let index = from;
    let found = from;
    for (let moved = 0; moved < Math.abs(steps); ) {
      index += direction;
      if (index < 0 || index >= options.length) break;
      if (enabled(index)) {
        found = index;
        moved += 1;
      }
    }
    return found === -1 ? firstEnabled() : found;
  };

  function setOpenState(next: boolean) {
    if (next === open) return;
    setOpen(next);
    onOpenChange?.(next);
  }

  function openAt(index: number) {
    if (disabled) return;
    // Open upwards when the space below would not hold the list.
    const rect = comboboxRef.current?.getBoundingClientRect();
    if (rect && typeof window !== "undefined") {
      const below = window.innerHeight - rect.bottom;
      setPlacement(below < 240 && rect.top > below ? "above" : "below");
    }
    setActive(index >= 0 ? index : firstEnabled());
    setOpenState(true);
  }

  function close() {
    setOpenState(false);
  }

  function choose(index: number) {
    const option = options[index];
    if (!option || option.disabled) return;
    close();
    if (option.value !== value) onChange(option.value);
  }

  // A click anywhere outside closes the list without choosing.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });

  // Keep the active option in sight as the keyboard moves through a long list.
  useEffect(() => {
    if (!open || active < 0) return;
    listboxRef.current?.children[active]?.scrollIntoView?.({ block: "nearest" });
  });

  useEffect(() => () => clearTimeout(typeahead.current.timer || undefined), []);

  function findByText(key: string): number {
    const state = typeahead.current;
    clearTimeout(state.timer || undefined);
    state.text += key.toLowerCase();
    state.timer = setTimeout(() => {
      state.text = "";
    }, TYPEAHEAD_RESET_MS);
    // Typing one letter again and again cycles through the options that start with it.
    const repeated = [...state.text].every((char) => char === state.text[0]);
    const search = repeated ? state.text[0]! : state.text;
    const from = open ? active : selectedIndex;
    const offset = repeated || from < 0 ? 1 : 0;
    for (let i = 0; i < options.length; i += 1) {
      const index = (Math.max(from, 0) + offset + i) % options.length;
      const option = options[index];
      if (option && !option.disabled && option.label.toLowerCase().startsWith(search)) return index;
    }
    return -1;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const { key, altKey, ctrlKey, metaKey } = event;
    const current = active >= 0 ? active : selectedIndex;
    switch (key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) openAt(selectedIndex);
        else if (!altKey) setActive(step(current, 1));
        return;
      case "ArrowUp":
        event.preventDefault();
        if (!open) openAt(selectedIndex);
        else if (altKey) choose(active);
        else setActive(step(current, -1));
        return;
      case "Home":
        event.preventDefault();
        if (open) setActive(firstEnabled());
        else openAt(firstEnabled());
        return;
      case "End":
        event.preventDefault();
        if (open) setActive(lastEnabled());
        else openAt(lastEnabled());
        return;
      case "PageDown":
        if (!open) return;
        event.preventDefault();
        setActive(step(current, PAGE));
        return;
      case "PageUp":
        if (!open) return;
        event.preventDefault();
        setActive(step(current, -PAGE));
        return;
      case "Enter":
        event.preventDefault();
        if (open) choose(active);
        else openAt(selectedIndex);
        return;
      case "Escape":
        if (!open) return;
        // Handled: a Panel around this Dropdown stays open.
        event.preventDefault();
        close();
        return;
      case "Tab":
        if (open) choose(active);
        return;
    }
    if (key === " " && !typeahead.current.text) {
      event.preventDefault();
      if (open) choose(active);
      else openAt(selectedIndex);
      return;
    }
    if (key.length === 1 && !ctrlKey && !metaKey && !altKey) {
      event.preventDefault();
      const index = findByText(key);
      if (index === -1) return;
      if (open) setActive(index);
      else openAt(index);
    }
  }

  function onClick() {
    if (disabled) return;
    if (open) close();
    else openAt(selectedIndex);
  }

  function onOptionClick(event: MouseEvent<HTMLDivElement>, index: number) {
    event.preventDefault();
    choose(index);
    comboboxRef.current?.focus();
  }

  const labelText = (
    <>
      <span className={mobileLabel ? styles.labelFull : undefined}>{label}</span>
      {mobileLabel ? <span className={styles.labelMobile}>{mobileLabel}</span> : null}
    </>
  );

  return (
    <div ref={rootRef} className={[styles.root({ layout }), className].filter(Boolean).join(" ")}>
      {/* The accessible name is always the full label; the visible one may be the short one. */}
      <span id={labelId} hidden>
        {accessibleLabel ?? label}
      </span>
      {hideLabel ? null : (
        <span className={styles.label} aria-hidden="true">
          {labelText}
        </span>
      )}
      <div className={styles.field}>
        {/* Not a native <select>: its options cannot be set each in their own font, which weight
            preview needs. This is the WAI-ARIA select-only combobox. */}
        <div
          ref={comboboxRef}
          id={id}
          role="combobox"
          tabIndex={0}
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-disabled={disabled || undefined}
          className={styles.trigger({ size, bare })}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onBlur={(event) => {
            if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
          }}
        >
          <span
            className={styles.value}
            style={
              weightPreview && selected?.fontFamily
                ? { fontFamily: fontStack(selected.fontFamily) }
                : undefined
            }
          >
            {selected ? (
              selected.mobileLabel ? (
                <>
                  <span className={styles.labelFull}>{selected.label}</span>
                  <span className={styles.labelMobile}>{selected.mobileLabel}</span>
                </>
              ) : (
                selected.label
              )
            ) : (
              placeholder
            )}
          </span>
          <span className={styles.chevron} aria-hidden="true" />
        </div>
        {/* Mouse down in the list would take focus from the combobox; it must stay there. */}
        <div
          ref={listboxRef}
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          tabIndex={-1}
          hidden={!open}
          className={styles.listbox({ placement, align })}
          onMouseDown={(event) => event.preventDefault()}
        >
          {/* Options exist only while the list is open: a page of testers would carry them all. */}
          {(open ? options : []).map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox owns the keyboard; options are reached by aria-activedescendant.
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === selectedIndex}
              aria-disabled={option.disabled || undefined}
              data-active={index === active}
              className={styles.option({ preview: weightPreview })}
              style={
                weightPreview && option.fontFamily
                  ? { fontFamily: fontStack(option.fontFamily) }
                  : undefined
              }
              onClick={(event) => onOptionClick(event, index)}
              onMouseEnter={() => !option.disabled && setActive(index)}
            >
              <span className={styles.mark} aria-hidden="true" />
              {option.label}
            </div>
          ))}
        </div>
      </div>
      {name ? <input type="hidden" name={name} value={value ?? ""} /> : null}
    </div>
  );
}
