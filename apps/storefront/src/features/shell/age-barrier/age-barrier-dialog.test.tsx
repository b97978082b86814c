/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useShellStore } from '../state/shell-store';
import { AgeBarrierDialog } from './age-barrier-dialog';
import { AGE_BARRIER_PAGE_ID } from './age-barrier-script';

const STRINGS = {
  title: 'Are you 21 or over?',
  question: 'Please confirm.',
  note: 'Remembered.',
  yes: 'Yes',
  no: 'No',
  refusalTitle: 'Sorry',
  refusalText: 'Come back later.',
  reconsider: 'I answered by mistake',
};

function renderBarrier(minimumAge = 21) {
  const page = document.createElement('div');
  page.id = AGE_BARRIER_PAGE_ID;
  page.setAttribute('inert', '');
  document.body.append(page);
  render(<AgeBarrierDialog minimumAge={minimumAge} strings={STRINGS} />);
  return page;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  useShellStore.setState({ ageBarrierOpen: true });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('AgeBarrierDialog', () => {
  it('is a modal dialog with focus on yes', () => {
    renderBarrier();
    const dialog = screen.getByTestId('header:age-barrier');
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-labelledby', 'ls-age-barrier-title');
    expect(screen.getByTestId('age-barrier:yes')).toHaveFocus();
  });

  it('yes stores the confirmed age, lifts inert and tells the shell', () => {
    const page = renderBarrier(21);
    fireEvent.click(screen.getByTestId('age-barrier:yes'));
    expect(JSON.parse(localStorage.getItem('ageBarrier') ?? '')).toEqual({ confirmedAge: 21 });
    expect(document.documentElement).toHaveClass('ls-age-ok');
    expect(page).not.toHaveAttribute('inert');
    expect(useShellStore.getState().ageBarrierOpen).toBe(false);
  });

  it('no shows the refusal; reconsidering asks again', () => {
    const page = renderBarrier(18);
    fireEvent.click(screen.getByTestId('age-barrier:no'));
    expect(JSON.parse(localStorage.getItem('ageBarrier') ?? '')).toEqual({ refusedAge: 18 });
    expect(document.documentElement).toHaveClass('ls-age-refused');
    expect(page).toHaveAttribute('inert');
    expect(screen.getByTestId('header:age-barrier')).toHaveAttribute(
      'aria-labelledby',
      'ls-age-refusal-title',
    );
    fireEvent.click(screen.getByTestId('age-barrier:reconsider'));
    expect(document.documentElement).not.toHaveClass('ls-age-refused');
    expect(localStorage.getItem('ageBarrier')).toBe('{}');
  });

  it('honours a stored confirmation at or above its age (the e2e contract)', () => {
    localStorage.setItem('ageBarrier', JSON.stringify({ confirmedAge: 21 }));
    const page = renderBarrier(19);
    expect(document.documentElement).toHaveClass('ls-age-ok');
    expect(page).not.toHaveAttribute('inert');
    expect(useShellStore.getState().ageBarrierOpen).toBe(false);
  });

  it('keeps Tab inside the dialog', () => {
    renderBarrier();
    const yes = screen.getByTestId('age-barrier:yes');
    const no = screen.getByTestId('age-barrier:no');
    act(() => no.focus());
    fireEvent.keyDown(no, { key: 'Tab' });
    expect(yes).toHaveFocus();
    fireEvent.keyDown(yes, { key: 'Tab', shiftKey: true });
    expect(no).toHaveFocus();
  });
});
