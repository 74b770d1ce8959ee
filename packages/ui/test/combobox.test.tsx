// @vitest-environment jsdom
import { useRef, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComboboxInput, ComboboxListbox, ComboboxTextarea, findTextTrigger, useCombobox, useTextTrigger } from '../src/index.ts';

interface Fruit {
  name: string;
  group?: string;
}

const FRUITS: Fruit[] = [
  { name: 'Apple', group: 'Red' },
  { name: 'Cherry', group: 'Red' },
  { name: 'Banana', group: 'Yellow' },
  { name: 'Lemon', group: 'Yellow' },
  { name: 'All fruit' },
];

interface SearchProps {
  options?: Fruit[];
  onSelect?: (fruit: Fruit) => void;
  onOuterKeyDown?: (key: string) => void;
  onOwnKeyDown?: (key: string) => void;
  isLoading?: boolean;
  isGrouped?: boolean;
}

/** A search box the way the app's searches use the primitive: open while there is text, Escape closes. */
function Search({
  options = FRUITS,
  onSelect = () => {},
  onOuterKeyDown,
  onOwnKeyDown,
  isLoading = false,
  isGrouped = false,
}: SearchProps) {
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const combobox = useCombobox({ options, isOpen: isOpen && text.length > 0, onOpenChange: setIsOpen, onSelect });
  return (
    <div onKeyDown={(event) => onOuterKeyDown?.(event.key)}>
      <ComboboxInput
        combobox={combobox}
        aria-label="Fruit"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
        }}
        onKeyDown={(event) => onOwnKeyDown?.(event.key)}
      />
      <ComboboxListbox
        combobox={combobox}
        label="Fruits"
        getOptionKey={(fruit) => fruit.name}
        {...(isGrouped ? { getOptionGroup: (fruit: Fruit) => fruit.group } : {})}
        renderOption={(fruit) => fruit.name}
        isLoading={isLoading}
        loadingMessage="Searching…"
        emptyMessage="Nothing found."
        announcement={isLoading ? '' : `${options.length} results`}
      />
    </div>
  );
}

function type(input: HTMLElement, text: string) {
  act(() => {
    fireEvent.change(input, { target: { value: text } });
  });
}

/** Presses a key; returns whether the component prevented the browser's default. */
function press(element: HTMLElement, key: string, init: Partial<KeyboardEventInit> = {}): boolean {
  let isPrevented = false;
  act(() => {
    isPrevented = !fireEvent.keyDown(element, { key, ...init });
  });
  return isPrevented;
}

const activeName = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

afterEach(cleanup);

describe('combobox', () => {
  it('wires the ARIA combobox pattern: expanded state, controlled listbox, active descendant', () => {
    render(<Search />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    // The listbox exists while closed, so aria-controls always points at something.
    const listboxId = input.getAttribute('aria-controls')!;
    expect(document.getElementById(listboxId)?.getAttribute('role')).toBe('listbox');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);

    type(input, 'a');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Fruits' });
    expect(listbox.id).toBe(listboxId);
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    expect(activeName(input)).toBe('Apple');
    expect(screen.getByRole('option', { name: 'Apple' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('5 results');
  });

  it('moves with the arrow keys, wrapping at both ends', () => {
    render(<Search />);
    const input = screen.getByRole('combobox');
    type(input, 'a');
    expect(press(input, 'ArrowDown')).toBe(true);
    expect(activeName(input)).toBe('Cherry');
    press(input, 'ArrowUp');
    press(input, 'ArrowUp');
    expect(activeName(input)).toBe('All fruit');
    press(input, 'ArrowDown');
    expect(activeName(input)).toBe('Apple');
    expect(screen.getAllByRole('option', { selected: true }).map((option) => option.textContent)).toEqual(['Apple']);
  });

  it('leaves Home/End to the caret until the arrows moved into the list, then jumps to the first/last option', () => {
    render(<Search />);
    const input = screen.getByRole('combobox');
    type(input, 'a');
    expect(press(input, 'End')).toBe(false);
    expect(activeName(input)).toBe('Apple');
    press(input, 'ArrowDown');
    expect(press(input, 'End')).toBe(true);
    expect(activeName(input)).toBe('All fruit');
    expect(press(input, 'Home')).toBe(true);
    expect(activeName(input)).toBe('Apple');
    // Typing goes back to the text: Home/End move the caret again and the first result is highlighted.
    press(input, 'ArrowDown');
    type(input, 'ap');
    expect(activeName(input)).toBe('Apple');
    expect(press(input, 'End')).toBe(false);
  });

  it('chooses the active option with Enter', () => {
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    type(input, 'a');
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    expect(press(input, 'Enter')).toBe(true);
    expect(onSelect).toHaveBeenCalledWith(FRUITS[2]);
  });

  it('closes with Escape without letting the key reach the surroundings, and hands Escape on once closed', () => {
    const outer = vi.fn();
    const own = vi.fn();
    render(<Search onOuterKeyDown={outer} onOwnKeyDown={own} />);
    const input = screen.getByRole('combobox');
    type(input, 'a');
    press(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(outer).not.toHaveBeenCalled();
    expect(own).not.toHaveBeenCalled();
    press(input, 'Escape');
    expect(own).toHaveBeenCalledWith('Escape');
    expect(outer).toHaveBeenCalledWith('Escape');
    // ArrowDown opens the closed list again, with the highlight where it was.
    expect(press(input, 'ArrowDown')).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeName(input)).toBe('Apple');
  });

  it('follows the mouse and chooses on click, without taking focus from the text', () => {
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    type(input, 'a');
    const lemon = screen.getByRole('option', { name: 'Lemon' });
    act(() => {
      fireEvent.mouseEnter(lemon);
    });
    expect(activeName(input)).toBe('Lemon');
    let isPressAllowed = true;
    act(() => {
      isPressAllowed = fireEvent.mouseDown(lemon);
    });
    expect(isPressAllowed).toBe(false);
    act(() => {
      fireEvent.click(lemon);
    });
    expect(onSelect).toHaveBeenCalledWith(FRUITS[3]);
    expect(document.activeElement).toBe(input);
  });

  it('shows groups under their headings and moves through them in order', () => {
    render(<Search isGrouped />);
    const input = screen.getByRole('combobox');
    type(input, 'a');
    const red = screen.getByRole('group', { name: 'Red' });
    expect(
      within(red)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Apple', 'Cherry']);
    expect(within(screen.getByRole('group', { name: 'Yellow' })).getAllByRole('option')).toHaveLength(2);
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    expect(activeName(input)).toBe('Banana');
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    expect(activeName(input)).toBe('All fruit');
  });

  it('shows the loading message while an empty list loads, then the empty message, and announces it', () => {
    const { rerender } = render(<Search options={[]} isLoading />);
    const input = screen.getByRole('combobox');
    type(input, 'x');
    const listbox = screen.getByRole('listbox');
    expect(listbox.getAttribute('aria-busy')).toBe('true');
    expect(listbox.textContent).toBe('Searching…');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(press(input, 'Enter')).toBe(false);
    rerender(<Search options={[]} />);
    expect(listbox.textContent).toBe('Nothing found.');
    expect(listbox.hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('0 results');
  });
});

interface Person {
  id: string;
  name: string;
}

const PEOPLE: Person[] = [
  { id: 'mia', name: 'Mia Mitglied' },
  { id: 'ole', name: 'Ole Owner' },
];

/** The mention case: a textarea whose list opens at "@" and whose pick goes in at the caret. */
function Mentions({ onDismissKey }: { onDismissKey?: () => void }) {
  const [text, setText] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const trigger = useTextTrigger(textarea);
  const options = trigger.match ? PEOPLE.filter((person) => person.name.toLowerCase().startsWith(trigger.match!.query.toLowerCase())) : [];
  const combobox = useCombobox({
    options,
    isOpen: trigger.match !== null,
    onOpenChange: (isOpen) => {
      if (!isOpen) trigger.dismiss();
    },
    selectOnTab: true,
    onSelect: (person) => {
      const next = trigger.insert(`@${person.name} `);
      if (next !== null) setText(next);
    },
  });
  return (
    <div onKeyDown={(event) => event.key === 'Escape' && onDismissKey?.()}>
      <ComboboxTextarea
        combobox={combobox}
        aria-label="Comment"
        ref={textarea}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          trigger.track();
        }}
        onSelect={trigger.track}
      />
      <ComboboxListbox combobox={combobox} label="People" getOptionKey={(person) => person.id} renderOption={(person) => person.name} />
    </div>
  );
}

/** One key press as the browser handles it: the text goes in at the caret, then an input event. */
function typeAtCaret(textarea: HTMLTextAreaElement, text: string) {
  for (const character of text) {
    act(() => {
      textarea.setRangeText(character, textarea.selectionStart, textarea.selectionEnd, 'end');
      fireEvent.input(textarea);
    });
  }
}

describe('combobox in a textarea with a trigger character', () => {
  it('finds the trigger and query before the caret only at a word start', () => {
    expect(findTextTrigger('Hello @mi', 9)).toEqual({ start: 6, query: 'mi' });
    expect(findTextTrigger('@', 1)).toEqual({ start: 0, query: '' });
    expect(findTextTrigger('mail@example', 12)).toBeNull();
    expect(findTextTrigger('@mia done', 9)).toBeNull();
    expect(findTextTrigger('see #ta', 7, { character: '#' })).toEqual({ start: 4, query: 'ta' });
    expect(findTextTrigger(`@${'a'.repeat(31)}`, 32)).toBeNull();
  });

  it('opens at "@", leaves the arrows to the caret while closed, and inserts the pick at the caret', () => {
    render(<Mentions />);
    const textarea = screen.getByRole('combobox', { name: 'Comment' }) as HTMLTextAreaElement;
    expect(textarea.getAttribute('aria-multiline')).toBe('true');
    act(() => textarea.focus());
    typeAtCaret(textarea, 'Hi  and the team');
    expect(textarea.getAttribute('aria-expanded')).toBe('false');
    expect(press(textarea, 'ArrowDown')).toBe(false);
    act(() => textarea.setSelectionRange(3, 3));
    typeAtCaret(textarea, '@');
    expect(textarea.getAttribute('aria-expanded')).toBe('true');
    press(textarea, 'ArrowDown');
    expect(activeName(textarea)).toBe('Ole Owner');
    expect(press(textarea, 'Tab')).toBe(true);
    expect(textarea.value).toBe('Hi @Ole Owner  and the team');
    expect(textarea.selectionStart).toBe('Hi @Ole Owner '.length);
    expect(textarea.getAttribute('aria-expanded')).toBe('false');
    typeAtCaret(textarea, 'x');
    expect(textarea.value).toBe('Hi @Ole Owner x and the team');
  });

  it('keeps the list closed after Escape until the next "@", and the Escape stays inside', () => {
    const onDismissKey = vi.fn();
    render(<Mentions onDismissKey={onDismissKey} />);
    const textarea = screen.getByRole('combobox') as HTMLTextAreaElement;
    act(() => textarea.focus());
    typeAtCaret(textarea, '@m');
    expect(textarea.getAttribute('aria-expanded')).toBe('true');
    press(textarea, 'Escape');
    expect(onDismissKey).not.toHaveBeenCalled();
    typeAtCaret(textarea, 'i');
    expect(textarea.getAttribute('aria-expanded')).toBe('false');
    // Enter is an ordinary key again while the list is closed.
    expect(press(textarea, 'Enter')).toBe(false);
    typeAtCaret(textarea, ' @');
    expect(textarea.getAttribute('aria-expanded')).toBe('true');
    press(textarea, 'Enter');
    expect(textarea.value).toBe('@mi @Mia Mitglied ');
  });
});
